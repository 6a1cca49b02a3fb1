package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A bounded load test on loopback: the server in its own JVM with a 512 MB heap, French and English
 * loaded, then mixed requests (70 % best answers, 10 % solves, 10 % longest French words, 10 % referee;
 * the mix is {@code load/mixed.lua}) from 16 and then 64 clients, 15 s each after a 10 s warm-up. The
 * clients are <a href="https://github.com/wg/wrk">wrk</a> (Debian package {@code wrk}), one event-loop
 * thread, so that the load generator takes little of the two cores the server runs on. It prints
 * throughput and latency percentiles and fails on any error or if the server dies. The overload case:
 * 64 clients asking for complete solves of ten tiles, every tile required ({@code load/heavy.lua}), each
 * as long as the 2 s search cap; every request is answered, with 200 or 503 at once, and p99 stays near
 * twice the cap. Not part of the default build (about 80 s, and it wants the machine to itself):
 * {@code mvn -B -pl server test -Dtest=ServerLoadTest -Dload=true}.
 */
class ServerLoadTest {

    private static final Duration WARM_UP = Duration.ofSeconds(10);
    private static final Duration MEASURED = Duration.ofSeconds(15);
    private static final Pattern OVERLOAD = Pattern.compile("overload-result requests=(\\d+) seconds=([\\d.]+) "
            + "ok=(\\d+) busy=(\\d+) other=(\\d+) errors=(\\d+) p50=([\\d.]+) p99=([\\d.]+) max=([\\d.]+)");
    private static final Pattern RESULT = Pattern.compile("load-result requests=(\\d+) seconds=([\\d.]+) "
            + "bestShare=([\\d.]+) errors=(\\d+) p50=([\\d.]+) p99=([\\d.]+) max=([\\d.]+)");

    private static Process startServer() throws Exception {
        return ServerProcess.start(List.of("-Xmx512m", "-Dorg.slf4j.simpleLogger.defaultLogLevel=info"), "--port", "0",
                "--db", chiffreslettres.server.store.Database.inMemory());
    }

    private static Path script(String name) throws Exception {
        return Path.of(Objects.requireNonNull(ServerLoadTest.class.getResource("/load/" + name)).toURI());
    }

    private static Path wrkOrSkip() {
        assumeTrue(Boolean.getBoolean("load"), "run with -Dload=true");
        Path wrk = onPath("wrk");
        assumeTrue(wrk != null, "the load test needs wrk on the PATH (apt-get install wrk)");
        return wrk;
    }

    @Test
    void heavySearchesFrom64ClientsAreAnsweredWithinTheCapOrRefusedAtOnce() throws Exception {
        Path wrk = wrkOrSkip();
        Process server = startServer();
        try {
            URI base = ServerProcess.awaitListening(server);
            Matcher m = wrk(wrk, script("heavy.lua"), base, 64, Duration.ofSeconds(20), OVERLOAD);
            long requests = Long.parseLong(m.group(1));
            long ok = Long.parseLong(m.group(3));
            long busy = Long.parseLong(m.group(4));
            long other = Long.parseLong(m.group(5));
            long errors = Long.parseLong(m.group(6));
            double p99 = Double.parseDouble(m.group(8));
            System.out.printf("overload: 64 clients, %s s: %,d requests, %,d answered (200), %,d busy (503, %.1f %%), "
                    + "p50 %s ms, p99 %s ms, max %s ms, other statuses %d, errors %d%n", m.group(2), requests, ok, busy,
                    100.0 * busy / Math.max(1, requests), m.group(7), m.group(8), m.group(9), other, errors);
            assertThat(other).as("statuses other than 200 and 503").isZero();
            assertThat(errors).as("connection errors and time-outs").isZero();
            assertThat(ok).as("searches answered").isPositive();
            assertThat(busy).as("searches refused").isPositive();
            assertThat(p99).as("p99 in ms: a search waits about the cap at most, then runs at most the cap")
                    .isLessThan(5_000);
            assertThat(server.isAlive()).isTrue();
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void mixedRequestsAt16And64Clients() throws Exception {
        Path wrk = wrkOrSkip();
        Path script = script("mixed.lua");
        Process server = startServer();
        try {
            URI base = ServerProcess.awaitListening(server);
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            for (String body : List.of("{\"rack\":\"eaiusrtnlo\",\"lang\":\"fr\"}", "{\"rack\":\"countdown\",\"lang\":\"en\"}")) {
                HttpRequest load = HttpRequest.newBuilder(base.resolve("/api/letters/longest"))
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))
                        .build();
                assertThat(client.send(load, HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
            }
            wrk(wrk, script, base, 16, WARM_UP, RESULT);
            for (int clients : new int[] {16, 64}) {
                Matcher m = wrk(wrk, script, base, clients, MEASURED, RESULT);
                long requests = Long.parseLong(m.group(1));
                double seconds = Double.parseDouble(m.group(2));
                double best = requests * Double.parseDouble(m.group(3)) / seconds;
                long errors = Long.parseLong(m.group(4));
                System.out.printf("load: %d clients, %.0f s: %,d requests, %,.0f requests/s (best answers %,.0f/s), "
                        + "p50 %s ms, p99 %s ms, max %s ms, errors %d%n", clients, seconds, requests,
                        requests / seconds, best, m.group(5), m.group(6), m.group(7), errors);
                assertThat(errors).as("errors at %d clients", clients).isZero();
                assertThat(requests).as("requests answered at %d clients", clients).isPositive();
            }
            assertThat(server.isAlive()).as("the server survived with a 512 MB heap").isTrue();
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** Runs wrk for {@code length} with {@code clients} connections and returns its result line. */
    private static Matcher wrk(Path wrk, Path script, URI base, int clients, Duration length, Pattern result)
            throws Exception {
        Process p = new ProcessBuilder(wrk.toString(), "-t1", "-c" + clients, "-d" + length.toSeconds() + "s",
                "--timeout", "10s", "-s", script.toString(), base.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(length.toSeconds() + 30, TimeUnit.SECONDS)).as("wrk ended").isTrue();
        assertThat(p.exitValue()).as("wrk's exit status; it said:%n%s", out).isZero();
        Matcher m = result.matcher(out);
        assertThat(m.find()).as("wrk's result line in:%n%s", out).isTrue();
        return m;
    }

    private static Path onPath(String command) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .map(dir -> Path.of(dir, command)).filter(Files::isExecutable).findFirst().orElse(null);
    }
}
