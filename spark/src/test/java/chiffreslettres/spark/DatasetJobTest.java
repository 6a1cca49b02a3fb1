package chiffreslettres.spark;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.Puzzle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The Spark job in local mode gives the records of the single-machine generator for the same seed. */
class DatasetJobTest {

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSession.builder().master("local[2]").appName("dataset-job-test")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "4").getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static DatasetJob job(String... args) {
        DatasetJob job = new DatasetJob();
        new CommandLine(job).parseArgs(args);
        return job;
    }

    /** A record as a comparable list of its fields. */
    private static List<Object> fields(Row r) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < r.length(); i++) {
            Object v = r.get(i);
            out.add(v instanceof scala.collection.Seq<?> seq ? new ArrayList<>(scala.jdk.javaapi.CollectionConverters.asJava(seq)) : v);
        }
        return out;
    }

    private static List<Object> fields(Puzzle p) {
        return new ArrayList<>(p.fields().values());
    }

    @Test
    void theRecordsEqualTheSingleMachineGeneratorsForTheSameSeed() {
        DatasetJob job = job("--variant", "countdown", "--counts", "--seed", "11", "--blocks", "6", "--partitions", "3",
                "--output", "unused");
        Set<List<Object>> distributed = new HashSet<>();
        List<Row> rows = job.generate(spark).collectAsList();
        for (Row r : rows) {
            distributed.add(fields(r));
        }
        assertThat(distributed).hasSameSizeAs(rows);
        List<Puzzle> single = Dataset.stream(job.spec()).limit(rows.size()).toList();
        Set<List<Object>> expected = new HashSet<>();
        for (Puzzle p : single) {
            expected.add(fields(p));
        }
        assertThat(rows.size()).as("6 blocks, a puzzle given by two blocks once").isBetween(6 * Dataset.BLOCK_SIZE - 20,
                6 * Dataset.BLOCK_SIZE);
        assertThat(distributed).isEqualTo(expected);
    }

    @Test
    void theJobWritesJsonLines(@TempDir Path dir) {
        Path out = dir.resolve("out");
        DatasetJob job = job("--variant", "dcdl", "--solvable", "--seed", "2", "--blocks", "2", "--output", out.toString());
        job.generate(spark).write().json(out.toString());
        List<Row> back = spark.read().schema(DatasetJob.SCHEMA).json(out.toString()).collectAsList();
        assertThat(back).hasSize(2 * Dataset.BLOCK_SIZE).allSatisfy(r -> {
            assertThat(r.getString(0)).isEqualTo("Des chiffres et des lettres");
            assertThat(r.getBoolean(4)).isTrue();
        });
        assertThat(back.get(0).getString(7)).isNotBlank();
    }
}
