package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.store.LocalPostgres;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A bounded load test of one site on two servers: two server processes (512 MB heap each, {@code
 * --shared-rooms} on a real PostgreSQL) behind Debian's HAProxy with the site's configuration, WebSocket
 * players (the JDK's client) in rooms of 4 entering through the proxy, each room a numbers round with a
 * 3 s clock that nobody answers, so that the server's clock reveals it. Each player notes when the reveal
 * reached it against the time the server stamped on it. It prints the percentiles and the rooms each
 * server played, and fails on any error message, failed connection or missing reveal, if p99 passes
 * 100 ms, or if a server played no room. By default 100 players (the short version CI runs); with
 * {@code -Dload=true}, 2,000: {@code mvn -B -pl server test -Dtest=ProxiedRoomLoadTest -Dload=true}.
 */
class ProxiedRoomLoadTest {

    private static final int PLAYERS = 4;

    @Test
    void playersOverTwoServersThroughTheProxyGetTheirRevealsQuickly() throws Exception {
        int rooms = Boolean.getBoolean("load") ? 500 : 25;
        try (LocalPostgres postgres = new LocalPostgres()) {
            List<Process> servers = new ArrayList<>();
            List<Integer> ports = new ArrayList<>();
            try {
                for (int i = 0; i < 2; i++) {
                    Process server = ServerProcess.start(List.of("-Xmx512m"), "--port", "0", "--db", postgres.jdbcUrl(),
                            "--shared-rooms", "--rooms-per-minute", "2000", "--sockets-per-address", "4000");
                    servers.add(server);
                    ports.add(ServerProcess.awaitListening(server).getPort());
                }
                try (LocalHaproxy proxy = new LocalHaproxy(ports)) {
                    load(proxy, rooms);
                }
                for (Process server : servers) {
                    assertThat(server.isAlive()).isTrue();
                }
            } finally {
                for (Process server : servers) {
                    server.destroy();
                    server.waitFor(20, TimeUnit.SECONDS);
                }
            }
        }
    }

    private static void load(LocalHaproxy proxy, int roomCount) throws Exception {
        URI base = proxy.uri();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        ConcurrentLinkedQueue<Long> delays = new ConcurrentLinkedQueue<>();
        AtomicInteger errors = new AtomicInteger();
        Map<String, Integer> perServer = new TreeMap<>();
        long started = System.nanoTime();
        List<RoomLoadTest.Player> players = new ArrayList<>();
        List<List<RoomLoadTest.Player>> rooms = new ArrayList<>();
        for (int r = 0; r < roomCount; r++) {
            HttpResponse<String> created = http.send(HttpRequest.newBuilder(base.resolve("/api/rooms"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                            "{\"format\":\"practice\",\"variant\":\"countdown\",\"round\":\"numbers\",\"roundSeconds\":3}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(created.statusCode()).isEqualTo(200);
            String code = ApiClient.JSON.readTree(created.body()).get("code").asText();
            perServer.merge(proxy.serverOf("/ws/rooms/" + code), 1, Integer::sum);
            List<CompletableFuture<WebSocket>> sockets = new ArrayList<>();
            List<RoomLoadTest.Player> room = new ArrayList<>();
            for (int p = 0; p < PLAYERS; p++) {
                RoomLoadTest.Player player = new RoomLoadTest.Player(delays, errors);
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
        for (List<RoomLoadTest.Player> room : rooms) {
            RoomLoadTest.Player host = room.stream().filter(p -> p.seat == 0).findFirst().orElseThrow();
            host.socket.sendText("{\"type\":\"start\"}", true).join();
        }
        for (List<RoomLoadTest.Player> room : rooms) {
            assertThat(room.get(0).started.await(20, TimeUnit.SECONDS)).isTrue();
            int picker = room.get(0).picker;
            RoomLoadTest.Player pick = room.stream().filter(p -> p.seat == picker).findFirst().orElseThrow();
            pick.socket.sendText("{\"type\":\"large\",\"large\":1}", true).join();
        }
        for (RoomLoadTest.Player p : players) {
            assertThat(p.revealed.await(30, TimeUnit.SECONDS)).as("a reveal reached every player").isTrue();
        }
        for (RoomLoadTest.Player p : players) {
            p.socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        List<Long> sorted = new ArrayList<>(delays);
        Collections.sort(sorted);
        long p50 = sorted.get(sorted.size() / 2);
        long p99 = sorted.get((int) Math.ceil(sorted.size() * 0.99) - 1);
        long max = sorted.get(sorted.size() - 1);
        System.out.printf("proxied rooms: %d players in %d rooms over two servers %s, %.1f s: %d reveals, delay p50 %d ms, "
                + "p99 %d ms, max %d ms, errors %d%n", roomCount * PLAYERS, roomCount, perServer, seconds, sorted.size(), p50,
                p99, max, errors.get());
        assertThat(errors.get()).as("error messages and socket errors").isZero();
        assertThat(sorted).hasSize(roomCount * PLAYERS);
        assertThat(perServer).as("rooms each server played").hasSize(2);
        assertThat(p99).as("p99 of the reveal's delay, ms").isLessThanOrEqualTo(100);
    }
}
