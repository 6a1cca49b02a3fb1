package chiffreslettres.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded database under rooms saved at every change: 50 rooms, each save one commit, as fast as one
 * thread can, each game growing to 20,000 characters, then finished (kept, as the server keeps finished
 * rooms) and followed by a new room. Its files (the database and its
 * write-ahead log) must stay within ten times a compact copy of the data, all along. 5 s here;
 * {@code mvn -B -pl server test -Dtest=EmbeddedGrowthTest -Dload=true} runs 30 s.
 */
class EmbeddedGrowthTest {

    private static final int ROOMS = 50;

    @TempDir
    Path dir;

    private long files() throws Exception {
        Path file = dir.resolve(Database.EMBEDDED_FILE);
        Path log = dir.resolve(Database.EMBEDDED_FILE + "-wal");
        return Files.size(file) + (Files.exists(log) ? Files.size(log) : 0);
    }

    private long compactCopy() throws Exception {
        Path copy = dir.resolve("compact-copy.db");
        Files.deleteIfExists(copy);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Database.EMBEDDED_FILE));
                Statement s = c.createStatement()) {
            s.execute("VACUUM INTO '" + copy + "'");
        }
        return Files.size(copy);
    }

    @Test
    void roomsSavedAtEveryChangeKeepTheFilesNearTheirData() throws Exception {
        long seconds = Boolean.getBoolean("load") ? 30 : 5;
        long saves = 0;
        long peak = 0;
        try (Records records = Database.open(Database.embedded(dir))) {
            StringBuilder[] games = new StringBuilder[ROOMS];
            int[] generation = new int[ROOMS];
            for (int i = 0; i < ROOMS; i++) {
                games[i] = new StringBuilder("{\"seed\":1,\"moves\":[");
            }
            Random random = new Random(1);
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            while (System.nanoTime() < end) {
                for (int i = 0; i < ROOMS; i++) {
                    games[i].append("{\"type\":\"declare\",\"seat\":0,\"answer\":\"")
                            .append(Long.toHexString(random.nextLong())).append("\"},");
                    boolean finished = games[i].length() > 20_000;
                    records.saveRoom(new Records.SavedRoom(String.format("%08x%016x", generation[i], i),
                            "{\"format\":\"countdown\"}", null, "[{\"name\":\"A\",\"token\":\"t\"}]", games[i] + "]}",
                            finished, "countdown", List.of()));
                    if (finished) {
                        // The room's game is over and stays recorded; another room takes its place.
                        games[i].setLength(20);
                        generation[i]++;
                    }
                    saves++;
                }
                peak = Math.max(peak, files());
            }
        }
        long live = compactCopy();
        System.out.printf("embedded database: %,d saves of %d rooms in %d s, files at most %,d bytes, "
                + "a compact copy %,d bytes%n", saves, ROOMS, seconds, peak, live);
        assertThat(saves).as("saves made").isGreaterThan(ROOMS * 10L);
        assertThat(peak).as("the files at their largest against a compact copy of the data").isLessThanOrEqualTo(10 * live);
    }
}
