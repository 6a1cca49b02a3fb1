package chiffreslettres.server.store;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** The contract on the embedded database, in a file of a temporary directory. */
class H2RecordsTest extends RecordsContract {

    @TempDir
    Path dir;
    private Records records;

    @BeforeEach
    void open() {
        records = Database.open(Database.embedded(dir));
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
