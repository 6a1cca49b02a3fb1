package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's HAProxy started on loopback in front of server processes, with the site's configuration
 * ({@code docs/haproxy.cfg}: each room's socket sent to one server by a consistent hash of its path, health
 * checks on {@code /api/ready}, a request to a server found dead sent to another), the backends' addresses
 * filled in; {@code X-Served-By} names the server that answered. Stopped at {@link #close}. Outside CI a
 * missing HAProxy skips the test; in CI ({@code .ci/run} installs it) it fails it.
 */
public final class LocalHaproxy implements AutoCloseable {

    private static final Path BINARY = Path.of("/usr/sbin/haproxy");

    private final Process process;
    private final int port;
    private final Path dir;
    private final List<Integer> backends;

    /** HAProxy in front of servers {@code s1}, {@code s2}, ... at these loopback ports. */
    public LocalHaproxy(List<Integer> backends) throws Exception {
        this.backends = List.copyOf(backends);
        if (System.getenv("CI") == null) {
            assumeTrue(Files.isExecutable(BINARY), "HAProxy is not installed (apt-get install haproxy)");
        }
        assertThat(BINARY).as("CI installs haproxy (.ci/run)").isExecutable();
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        String site = Files.readString(Path.of(System.getProperty("user.dir")).resolveSibling("docs").resolve("haproxy.cfg"));
        StringBuilder servers = new StringBuilder();
        for (int i = 0; i < backends.size(); i++) {
            servers.append("    server s").append(i + 1).append(" 127.0.0.1:").append(backends.get(i)).append(" check\n");
        }
        String config = site.replace("bind :8080", "bind 127.0.0.1:" + port)
                .replaceAll("(?m)^    server .*\\n", "") + servers;
        dir = Files.createTempDirectory("chiffres-lettres-haproxy");
        Path file = dir.resolve("haproxy.cfg");
        Files.writeString(file, config);
        process = new ProcessBuilder(BINARY.toString(), "-db", "-f", file.toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("haproxy.log").toFile()).start();
        awaitServers(backends.size());
    }

    /** The port of server {@code s(i + 1)}. */
    public int port(int i) {
        return backends.get(i);
    }

    /** The proxy's address. */
    public URI uri() {
        return URI.create("http://127.0.0.1:" + port + "/");
    }

    /** The server ({@code s1}, {@code s2}...) the proxy sends this path to now. */
    public String serverOf(String path) throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri().resolve(path))
                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        return answer.headers().firstValue("X-Served-By").orElseThrow();
    }

    /** Waits until every server has answered a request through the proxy (its health checks passed). */
    private void awaitServers(int count) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        java.util.Set<String> seen = new java.util.HashSet<>();
        int probe = 0;
        while (seen.size() < count) {
            assertThat(System.nanoTime()).as("the proxy reached every server within 30 s; its log: %s",
                    Files.exists(dir.resolve("haproxy.log")) ? Files.readString(dir.resolve("haproxy.log")) : "").isLessThan(deadline);
            try {
                seen.add(serverOf("/probe/" + probe++));
            } catch (java.io.IOException | java.util.NoSuchElementException e) {
                Thread.sleep(100);
            }
        }
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        process.waitFor(10, TimeUnit.SECONDS);
    }
}
