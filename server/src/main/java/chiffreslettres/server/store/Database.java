package chiffreslettres.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.UUID;
import org.flywaydb.core.Flyway;

/**
 * Opens the records' database: a HikariCP pool on a JDBC URL, the schema brought up to date by Flyway
 * (the migrations in {@code db/migration}), then {@link JdbiRecords} on it. The embedded default is SQLite
 * in a file (nothing to install; pages updated in place, so the file stays near the size of its data);
 * a deployment passes {@code jdbc:postgresql://host:port/db?user=...&password=...}. H2 URLs are still
 * read, for records kept by earlier versions and for tests in memory.
 */
public final class Database {

    /** The embedded database's file name in its directory. */
    public static final String EMBEDDED_FILE = "records.db";

    /** The file earlier versions kept their embedded records in (H2). */
    private static final String EARLIER_FILE = "records.mv.db";

    private Database() {
    }

    /**
     * The embedded database in a file of this directory (created when missing). Write-ahead log, a commit
     * is in the file when it returns (it survives the process being killed; a power cut may lose the last
     * commits), a checkpoint every 256 pages of log (1 MiB) and the log cut back to 1 MiB after it,
     * foreign keys enforced. {@link #open} gives it one connection, which the server's threads take in
     * turn (waiting up to 30 s).
     */
    public static String embedded(Path directory) {
        return "jdbc:sqlite:" + directory.toAbsolutePath().resolve(EMBEDDED_FILE)
                + "?journal_mode=WAL&synchronous=NORMAL&foreign_keys=true&busy_timeout=10000"
                + "&wal_autocheckpoint=256&journal_size_limit=1048576&transaction_mode=IMMEDIATE";
    }

    /**
     * The H2 URL of the records an earlier version kept in this directory, when there are some and no
     * embedded database of this version yet: {@code serve --db URL} keeps using them.
     */
    public static Optional<String> earlierRecords(Path directory) {
        Path earlier = directory.toAbsolutePath().resolve(EARLIER_FILE);
        if (!Files.exists(earlier) || Files.exists(directory.toAbsolutePath().resolve(EMBEDDED_FILE))) {
            return Optional.empty();
        }
        return Optional.of("jdbc:h2:file:" + directory.toAbsolutePath().resolve("records")
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;WRITE_DELAY=0");
    }

    /** An embedded database in memory, gone with the process: for tests and a server started without one. */
    public static String inMemory() {
        return "jdbc:h2:mem:records-" + UUID.randomUUID() + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1";
    }

    /**
     * Opens the database at the URL and migrates its schema.
     *
     * @throws IllegalArgumentException if the URL is not SQLite's, PostgreSQL's or H2's
     * @throws org.flywaydb.core.api.FlywayException or a pool exception if it cannot be reached or migrated
     */
    public static Records open(String jdbcUrl) {
        boolean sqlite = jdbcUrl.startsWith("jdbc:sqlite:");
        if (!sqlite && !jdbcUrl.startsWith("jdbc:h2:") && !jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException(
                    "--db: a jdbc:postgresql://..., jdbc:sqlite:... or jdbc:h2:... URL, got " + jdbcUrl);
        }
        if (sqlite) {
            createDirectoryOf(jdbcUrl.substring("jdbc:sqlite:".length()));
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        // SQLite takes one writer at a time, and its log is only started over when no other connection
        // reads it: one connection, used in turn, keeps the log at its checkpoint size under load.
        config.setMaximumPoolSize(sqlite ? 1 : 8);
        config.setPoolName("records");
        HikariDataSource pool = new HikariDataSource(config);
        try {
            Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
        return new JdbiRecords(pool, sqlite);
    }

    /** SQLite makes its file but not the directories above it. */
    private static void createDirectoryOf(String location) {
        String file = location.contains("?") ? location.substring(0, location.indexOf('?')) : location;
        if (file.isEmpty() || file.startsWith(":memory:") || file.startsWith("file:")) {
            return;
        }
        Path parent = Path.of(file).toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("--db: cannot make the directory " + parent + ": " + e.getMessage(), e);
        }
    }
}
