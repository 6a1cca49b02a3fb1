package chiffreslettres.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** The contract on the embedded database (SQLite), in a file of a temporary directory. */
class EmbeddedRecordsTest extends RecordsContract {

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

    @org.junit.jupiter.api.Test
    void recordsOfAnEarlierVersionAreNamedUntilThisVersionKeepsItsOwn(@TempDir Path other) throws Exception {
        assertThat(Database.earlierRecords(other)).isEmpty();
        java.nio.file.Files.writeString(other.resolve("records.mv.db"), "");
        assertThat(Database.earlierRecords(other)).hasValueSatisfying(url -> assertThat(url)
                .startsWith("jdbc:h2:file:" + other.toAbsolutePath().resolve("records")));
        // The directory of this test's open database holds records.db: nothing earlier to name there.
        java.nio.file.Files.writeString(dir.resolve("records.mv.db"), "");
        assertThat(Database.earlierRecords(dir)).isEmpty();
    }

    @Override
    Records records() {
        return records;
    }
}
