package chiffreslettres.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for a test: Debian's binaries ({@code apt-get install postgresql}), a new
 * cluster in a temporary directory, listening on loopback only on a free port, trusted local connections,
 * stopped and deleted at {@link #close}. When run as root (CI), the server runs as the {@code postgres}
 * user, which refuses root. Outside CI a missing installation skips the test; in CI it fails it.
 */
public final class LocalPostgres implements AutoCloseable {

    private final Path bin;
    private final Path data;
    private final int port;
    private final boolean asPostgresUser;

    public LocalPostgres() throws Exception {
        bin = binaries();
        if (System.getenv("CI") == null) {
            assumeTrue(bin != null, "PostgreSQL is not installed (apt-get install postgresql)");
        }
        assertThat(bin).as("CI installs postgresql (.ci/run)").isNotNull();
        asPostgresUser = "root".equals(System.getProperty("user.name"));
        data = Files.createTempDirectory("chiffres-lettres-pg");
        if (asPostgresUser) {
            run("chown", "postgres", data.toString());
        }
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        run(bin.resolve("initdb").toString(), "-D", data.resolve("db").toString(), "-U", "postgres", "--auth=trust",
                "-E", "UTF8", "--no-locale");
        run(bin.resolve("pg_ctl").toString(), "-D", data.resolve("db").toString(), "-w", "-t", "60", "-l",
                data.resolve("log").toString(), "-o", "-p " + port + " -k " + data + " -c listen_addresses=127.0.0.1",
                "start");
    }

    /** The newest installed PostgreSQL's binaries, or null. */
    private static Path binaries() throws IOException {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            return null;
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Comparator.comparing(b -> Integer.parseInt(b.getParent().getFileName().toString().replaceAll("\\D", "0"))))
                    .orElse(null);
        }
    }

    private void run(String... command) throws Exception {
        List<String> line = new ArrayList<>();
        if (asPostgresUser && !command[0].equals("chown")) {
            line.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        line.addAll(List.of(command));
        Process p = new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(data.resolve("commands.log").toFile())
                .start();
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("%s finished", line).isTrue();
        assertThat(p.exitValue()).as("%s: %s", line, Files.exists(data.resolve("commands.log"))
                ? Files.readString(data.resolve("commands.log")) : "").isZero();
    }

    /** The JDBC URL of its {@code postgres} database, on loopback. */
    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=postgres";
    }

    @Override
    public void close() throws Exception {
        try {
            run(bin.resolve("pg_ctl").toString(), "-D", data.resolve("db").toString(), "-w", "-m", "fast", "stop");
        } finally {
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }
}
