package chiffreslettres.server.store;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The contract on H2 in memory ({@link Database#inMemory()}: a server started without a database, and the
 * URL form that still opens the H2 files of earlier versions).
 */
class H2RecordsTest extends RecordsContract {

    private Records records;

    @BeforeEach
    void open() {
        records = Database.open(Database.inMemory());
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
