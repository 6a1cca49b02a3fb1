package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ServerProcess;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A bounded load test of rooms: the server in its own JVM (512 MB heap), 1,000 WebSocket players (the
 * JDK's client) in 250 rooms of 4, each room a numbers round with a 3 s clock that nobody answers, so that
 * the server's clock reveals it; three such waves. Each player notes when the reveal reached it against
 * the time the server stamped on it ({@code at}), on the same machine's clock. It prints the percentiles
 * and fails on any error message, failed connection or missing reveal, and if p99 passes 100 ms; once
 * every room is gone, if the heap passes twice a fresh server's or the embedded database's files ten times
 * a compact copy of its data.
 * {@code mvn -B -pl server test -Dtest=RoomLoadTest -Dload=true}.
 */
class RoomLoadTest {

    private static final int ROOMS = 250;
    static final int PLAYERS = 4;
    private static final int WAVES = 3;

    /** A player: its socket, the reveal's delay, the errors it was sent. */
    static final class Player implements WebSocket.Listener {
        final StringBuilder partial = new StringBuilder();
        final CountDownLatch joined = new CountDownLatch(1);
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch revealed = new CountDownLatch(1);
        final ConcurrentLinkedQueue<Long> delays;
        final AtomicInteger errors;
        volatile int seat = -1;
        volatile int picker = -1;
        WebSocket socket;

        Player(ConcurrentLinkedQueue<Long> delays, AtomicInteger errors) {
            this.delays = delays;
            this.errors = errors;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long received = System.currentTimeMillis();
                try {
                    JsonNode m = ApiClient.browserSafe(ApiClient.JSON.readTree(partial.toString()));
                    switch (m.path("type").asText()) {
                        case "joined" -> {
                            seat = m.get("seat").asInt();
                            joined.countDown();
                        }
                        case "error" -> {
                            errors.incrementAndGet();
                            System.err.println("error message: " + m);
                        }
                        case "state" -> {
                            JsonNode game = m.get("game");
                            if (game != null && game.get("results").size() == 1 && revealed.getCount() > 0) {
                                delays.add(received - m.get("at").asLong());
                                revealed.countDown();
                            } else if (game != null && game.path("current").isObject()) {
                                picker = game.get("current").get("picker").asInt();
                                started.countDown();
                            }
                        }
                        default -> { }
                    }
                } catch (Exception e) {
                    errors.incrementAndGet();
                    System.err.println("unreadable message: " + e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            // A socket failing before its reveal is an error; after it, the test is closing the sockets.
            if (revealed.getCount() > 0) {
                errors.incrementAndGet();
            }
        }
    }

    /**
     * One wave: {@code roomCount} rooms of {@value #PLAYERS} made through {@code base} (each code given to
     * {@code made}), their players connected and seated, each room's round started and its picker's pick
     * sent; returns once a reveal reached every player, their sockets then closed.
     */
    static void wave(HttpClient http, URI base, int roomCount, ConcurrentLinkedQueue<Long> delays, AtomicInteger errors,
            java.util.function.Consumer<String> made) throws Exception {
        List<Player> players = new ArrayList<>();
        List<List<Player>> rooms = new ArrayList<>();
        for (int r = 0; r < roomCount; r++) {
            HttpResponse<String> created = http.send(HttpRequest.newBuilder(base.resolve("/api/rooms"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                            "{\"format\":\"practice\",\"variant\":\"countdown\",\"round\":\"numbers\",\"roundSeconds\":3}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(created.statusCode()).isEqualTo(200);
            String code = ApiClient.JSON.readTree(created.body()).get("code").asText();
            made.accept(code);
            List<CompletableFuture<WebSocket>> sockets = new ArrayList<>();
            List<Player> room = new ArrayList<>();
            for (int p = 0; p < PLAYERS; p++) {
                Player player = new Player(delays, errors);
                room.add(player);
                sockets.add(http.newWebSocketBuilder().buildAsync(
                        URI.create("ws://" + base.getAuthority() + "/ws/rooms/" + code), player));
            }
            for (int p = 0; p < PLAYERS; p++) {
                room.get(p).socket = sockets.get(p).get(20, TimeUnit.SECONDS);
                room.get(p).socket.sendText("{\"type\":\"join\",\"name\":\"P" + p + "\"}", true).join();
                assertThat(room.get(p).joined.await(20, TimeUnit.SECONDS)).isTrue();
            }
            rooms.add(room);
            players.addAll(room);
        }
        for (List<Player> room : rooms) {
            Player host = room.stream().filter(p -> p.seat == 0).findFirst().orElseThrow();
            host.socket.sendText("{\"type\":\"start\"}", true).join();
        }
        for (List<Player> room : rooms) {
            assertThat(room.get(0).started.await(20, TimeUnit.SECONDS)).isTrue();
            int picker = room.get(0).picker;
            Player pick = room.stream().filter(p -> p.seat == picker).findFirst().orElseThrow();
            pick.socket.sendText("{\"type\":\"large\",\"large\":1}", true).join();
        }
        for (Player p : players) {
            assertThat(p.revealed.await(30, TimeUnit.SECONDS)).as("a reveal reached every player").isTrue();
        }
        for (Player p : players) {
            p.socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
    }

    /** The 50th and 99th percentiles and the largest of the delays, in ms, sorted by the way. */
    static long[] percentiles(List<Long> sorted) {
        Collections.sort(sorted);
        return new long[] {sorted.get(sorted.size() / 2), sorted.get((int) Math.ceil(sorted.size() * 0.99) - 1),
            sorted.get(sorted.size() - 1)};
    }

    /** The server process's heap in use after a full collection, in bytes, as {@code jcmd} reports it. */
    private static long heapUsed(Process server) throws Exception {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        new ProcessBuilder(jcmd.toString(), Long.toString(server.pid()), "GC.run").redirectErrorStream(true).start()
                .waitFor(30, TimeUnit.SECONDS);
        Process info = new ProcessBuilder(jcmd.toString(), Long.toString(server.pid()), "GC.heap_info")
                .redirectErrorStream(true).start();
        String text = new String(info.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        java.util.regex.Matcher used = java.util.regex.Pattern.compile("used (\\d+)K").matcher(text);
        assertThat(used.find()).as(text).isTrue();
        return Long.parseLong(used.group(1)) * 1024;
    }

    /** The embedded database's file and its write-ahead log, in bytes (0 before it is made). */
    private static long[] embeddedFiles(Path dir) {
        Path file = dir.resolve(chiffreslettres.server.store.Database.EMBEDDED_FILE);
        Path log = file.resolveSibling(file.getFileName() + "-wal");
        return new long[] {size(file), size(log)};
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (java.io.IOException e) {
            return 0;
        }
    }

    /** The size of a copy of the embedded database holding only its live data (SQLite's VACUUM INTO), in bytes. */
    private static long compactCopy(Path dir) throws Exception {
        Path copy = dir.resolve("compact-copy.db");
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(
                "jdbc:sqlite:" + dir.resolve(chiffreslettres.server.store.Database.EMBEDDED_FILE));
                java.sql.Statement s = c.createStatement()) {
            s.execute("VACUUM INTO '" + copy + "'");
        }
        return Files.size(copy);
    }

    @Test
    void aThousandPlayersIn250RoomsGetTheirRevealsQuickly(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        assumeTrue(Boolean.getBoolean("load"), "run with -Dload=true");
        // One machine plays every player here: the limits per address are raised to let it. The records
        // are the embedded database in a file, as `serve` keeps them.
        Process server = ServerProcess.start(List.of("-Xmx512m"), "--port", "0", "--db",
                chiffreslettres.server.store.Database.embedded(dir), "--rooms-per-minute", "1000",
                "--sockets-per-address", "2000");
        try {
            URI base = ServerProcess.awaitListening(server);
            // The database's files, sampled all along: their largest sum, and its parts.
            long[] peak = new long[3];
            java.util.concurrent.ScheduledExecutorService sampler = java.util.concurrent.Executors.newSingleThreadScheduledExecutor();
            sampler.scheduleAtFixedRate(() -> {
                long[] now = embeddedFiles(dir);
                synchronized (peak) {
                    if (now[0] + now[1] > peak[0]) {
                        peak[0] = now[0] + now[1];
                        peak[1] = now[0];
                        peak[2] = now[1];
                    }
                }
            }, 0, 50, TimeUnit.MILLISECONDS);
            long freshHeap = heapUsed(server);
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            ConcurrentLinkedQueue<Long> delays = new ConcurrentLinkedQueue<>();
            AtomicInteger errors = new AtomicInteger();
            long started = System.nanoTime();
            for (int wave = 0; wave < WAVES; wave++) {
                wave(http, base, ROOMS, delays, errors, code -> { });
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            List<Long> sorted = new ArrayList<>(delays);
            long[] p = percentiles(sorted);
            long p50 = p[0];
            long p99 = p[1];
            long max = p[2];
            System.out.printf("rooms: %d waves of %d players in %d rooms, %.1f s: %d reveals, delay p50 %d ms, p99 %d ms, "
                    + "max %d ms, errors %d%n", WAVES, ROOMS * PLAYERS, ROOMS, seconds, sorted.size(), p50, p99, max,
                    errors.get());
            assertThat(errors.get()).as("error messages and socket errors").isZero();
            assertThat(sorted).hasSize(WAVES * ROOMS * PLAYERS);
            assertThat(p99).as("p99 of the reveal's delay, ms").isLessThanOrEqualTo(100);
            assertThat(server.isAlive()).isTrue();
            // Every room is left: after the seats' wait and a sweep, the rooms are gone.
            Thread.sleep(java.time.Duration.ofSeconds(150).toMillis());
            long afterHeap = heapUsed(server);
            sampler.shutdownNow();
            long[] end = embeddedFiles(dir);
            long live = compactCopy(dir);
            long database;
            synchronized (peak) {
                database = peak[0];
                System.out.printf("rooms gone: heap %,d bytes (fresh server %,d); embedded database at its largest "
                        + "%,d bytes (file %,d, log %,d), at the end %,d bytes (file %,d, log %,d), a compact copy of "
                        + "its data %,d bytes%n", afterHeap, freshHeap, peak[0], peak[1], peak[2], end[0] + end[1],
                        end[0], end[1], live);
            }
            assertThat(afterHeap).as("heap in use once the rooms are gone, against a fresh server's")
                    .isLessThanOrEqualTo(2 * freshHeap);
            assertThat(database).as("the embedded database's files against a compact copy of its data")
                    .isLessThanOrEqualTo(10 * live);
        } finally {
            server.destroy();
            server.waitFor(20, TimeUnit.SECONDS);
        }
    }
}
