package chiffreslettres.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.util.UUID;
import org.flywaydb.core.Flyway;

/**
 * Opens the records' database: a HikariCP pool on a JDBC URL, the schema brought up to date by Flyway
 * (the migrations in {@code db/migration}), then {@link JdbiRecords} on it. The embedded default is H2 in
 * a file (pure Java, nothing to install, and a PostgreSQL mode that runs the same SQL as a deployment's
 * PostgreSQL); a deployment passes {@code jdbc:postgresql://host:port/db?user=...&password=...}.
 */
public final class Database {

    private Database() {
    }

    /** The embedded database in a file of this directory (created when missing); each commit is on disk when it returns. */
    public static String embedded(Path directory) {
        return "jdbc:h2:file:" + directory.toAbsolutePath().resolve("records")
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;WRITE_DELAY=0";
    }

    /** An embedded database in memory, gone with the process: for tests and a server started without one. */
    public static String inMemory() {
        return "jdbc:h2:mem:records-" + UUID.randomUUID() + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1";
    }

    /**
     * Opens the database at the URL and migrates its schema.
     *
     * @throws IllegalArgumentException if the URL is neither H2's nor PostgreSQL's
     * @throws org.flywaydb.core.api.FlywayException or a pool exception if it cannot be reached or migrated
     */
    public static Records open(String jdbcUrl) {
        if (!jdbcUrl.startsWith("jdbc:h2:") && !jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("--db: a jdbc:postgresql://... or jdbc:h2:... URL, got " + jdbcUrl);
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        config.setMaximumPoolSize(8);
        config.setPoolName("records");
        HikariDataSource pool = new HikariDataSource(config);
        try {
            Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
        return new JdbiRecords(pool);
    }
}
