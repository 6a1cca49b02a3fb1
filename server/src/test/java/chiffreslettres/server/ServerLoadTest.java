package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A bounded load test on loopback: the server in its own JVM with a 512 MB heap, French and English
 * loaded, then mixed requests (70 % best answers, 10 % solves, 10 % longest French words, 10 % referee)
 * from 16 and then 64 clients, 15 s each after a 5 s warm-up; it prints throughput and latency
 * percentiles and fails on any error. Not part of the default build (it takes about 45 s and wants the
 * machine to itself): {@code mvn -B -pl server test -Dtest=ServerLoadTest -Dload=true}.
 */
class ServerLoadTest {

    private static final Duration WARM_UP = Duration.ofSeconds(5);
    private static final Duration MEASURED = Duration.ofSeconds(15);

    @Test
    void mixedRequestsAt16And64Clients() throws Exception {
        assumeTrue(Boolean.getBoolean("load"), "run with -Dload=true");
        Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Dorg.slf4j.simpleLogger.defaultLogLevel=info", "-cp",
                System.getProperty("java.class.path"), ChiffresLettresServer.class.getName(), "--port", "0")
                .redirectErrorStream(true).start();
        try {
            URI base = awaitListening(server);
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            for (String body : List.of("{\"rack\":\"eaiusrtnlo\",\"lang\":\"fr\"}", "{\"rack\":\"countdown\",\"lang\":\"en\"}")) {
                assertThat(client.send(post(base, "/api/letters/longest", body), HttpResponse.BodyHandlers.ofString())
                        .statusCode()).isEqualTo(200);
            }
            run(client, base, 16, WARM_UP);
            for (int clients : new int[] {16, 64}) {
                Stats stats = run(client, base, clients, MEASURED);
                System.out.printf("load: %d clients, %.0f s: %,d requests, %,.0f requests/s (best answers %,.0f/s), "
                        + "p50 %.2f ms, p99 %.2f ms, max %.1f ms, errors %d%n", clients,
                        MEASURED.toMillis() / 1000.0, stats.count, stats.perSecond(), stats.bestPerSecond(),
                        stats.percentile(0.50), stats.percentile(0.99), stats.percentile(1.0), stats.errors);
                assertThat(stats.errors).as("errors at %d clients", clients).isZero();
            }
            assertThat(server.isAlive()).as("the server survived with a 512 MB heap").isTrue();
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static URI awaitListening(Process server) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern listening = Pattern.compile("listening on (http://\\S+/)");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        for (String line; System.nanoTime() < deadline && (line = out.readLine()) != null;) {
            Matcher m = listening.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> out.lines().forEach(l -> { }), "server-log-drain");
                drain.setDaemon(true);
                drain.start();
                return URI.create(m.group(1));
            }
        }
        throw new IllegalStateException("the server did not start within 30 s");
    }

    private static HttpRequest post(URI base, String path, String body) {
        return HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    /** What the clients saw. */
    private static final class Stats {
        long count;
        long best;
        long errors;
        long[] nanos = new long[0];
        double seconds;

        double perSecond() {
            return count / seconds;
        }

        double bestPerSecond() {
            return best / seconds;
        }

        double percentile(double p) {
            Arrays.sort(nanos);
            int i = (int) Math.min(nanos.length - 1, Math.ceil(p * nanos.length) - 1);
            return nanos[Math.max(0, i)] / 1e6;
        }
    }

    private static Stats run(HttpClient client, URI base, int clients, Duration length) throws Exception {
        long end = System.nanoTime() + length.toNanos();
        List<Thread> threads = new ArrayList<>();
        List<long[]> latencies = new ArrayList<>();
        AtomicLong best = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        int[] counts = new int[clients];
        for (int c = 0; c < clients; c++) {
            long[] mine = new long[200_000];
            latencies.add(mine);
            int id = c;
            Thread t = new Thread(() -> {
                SplittableRandom random = new SplittableRandom(id);
                int n = 0;
                while (System.nanoTime() < end && n < mine.length) {
                    HttpRequest request = request(base, random);
                    long start = System.nanoTime();
                    try {
                        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                        if (response.statusCode() != 200) {
                            errors.incrementAndGet();
                        } else if (request.uri().getPath().endsWith("/best")) {
                            best.incrementAndGet();
                        }
                    } catch (Exception e) {
                        errors.incrementAndGet();
                    }
                    mine[n++] = System.nanoTime() - start;
                }
                counts[id] = n;
            }, "load-client-" + c);
            threads.add(t);
        }
        long started = System.nanoTime();
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        Stats stats = new Stats();
        stats.seconds = (System.nanoTime() - started) / 1e9;
        stats.best = best.get();
        stats.errors = errors.get();
        for (int c = 0; c < clients; c++) {
            stats.count += counts[c];
        }
        stats.nanos = new long[(int) stats.count];
        int at = 0;
        for (int c = 0; c < clients; c++) {
            System.arraycopy(latencies.get(c), 0, stats.nanos, at, counts[c]);
            at += counts[c];
        }
        return stats;
    }

    private static final long[][] GAMES = {{594, 8, 5, 75, 100, 9, 3}, {765, 1, 3, 7, 10, 25, 50},
        {999, 25, 50, 75, 100, 3, 6}, {415, 1, 2, 3, 4, 5, 6}, {812, 75, 50, 2, 3, 8, 7}, {361, 1, 1, 2, 9, 10, 25}};

    /** One request of the mix: 70 % best answers, 10 % solves, 10 % longest words, 10 % referee. */
    private static HttpRequest request(URI base, SplittableRandom random) {
        long[] game = GAMES[random.nextInt(GAMES.length)];
        long target = 101 + random.nextInt(899);
        String tiles = Arrays.toString(Arrays.copyOfRange(game, 1, game.length));
        int kind = random.nextInt(10);
        if (kind < 7) {
            return post(base, "/api/numbers/best", "{\"target\":" + target + ",\"tiles\":" + tiles + "}");
        } else if (kind == 7) {
            return post(base, "/api/numbers/solve", "{\"target\":" + game[0] + ",\"tiles\":" + tiles + "}");
        } else if (kind == 8) {
            return post(base, "/api/letters/longest", "{\"rack\":\"eaiusrtnlo\",\"lang\":\"fr\"}");
        }
        return post(base, "/api/referee/numbers", "{\"target\":" + game[0] + ",\"tiles\":" + tiles
                + ",\"answer\":\"" + game[1] + " + " + game[2] + "\"}");
    }
}
