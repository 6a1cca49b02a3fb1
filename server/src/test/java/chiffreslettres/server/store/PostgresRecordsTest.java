package chiffreslettres.server.store;

import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/** The contract on a real PostgreSQL the test starts on loopback; each test starts from empty tables. */
class PostgresRecordsTest extends RecordsContract {

    private static LocalPostgres postgres;
    private Records records;

    @BeforeAll
    static void start() throws Exception {
        postgres = new LocalPostgres();
    }

    @AfterAll
    static void stop() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }

    @BeforeEach
    void open() {
        records = Database.open(postgres.jdbcUrl());
        Jdbi.create(postgres.jdbcUrl()).useHandle(h -> h.execute("TRUNCATE player_transfers, player_secrets, ratings, room_results, rooms, daily_results, players"));
    }

    @AfterEach
    void close() {
        records.close();
    }

    @Override
    Records records() {
        return records;
    }
}
