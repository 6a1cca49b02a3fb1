package chiffreslettres.spark;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.dataset.TrainerFormats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The job's verl parquet, read back without Spark by parquet-java's own example reader (Group records):
 * the columns verl and TinyZero read, and each row's prompt and ground truth from the library's mapping.
 */
class VerlParquetTest {

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSession.builder().master("local[2]").appName("verl-parquet-test")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2").getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static List<Path> parquetFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".parquet")).sorted().toList();
        }
    }

    @Test
    void theVerlParquetReadsBackWithTheColumnsTrainersExpect(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("verl");
        DatasetJob job = new DatasetJob();
        new CommandLine(job).parseArgs("--variant", "countdown", "--seed", "3", "--blocks", "2", "--format", "verl",
                "--split", "test", "--output", out.toString());
        assertThat(job.call()).isZero();
        List<Path> files = parquetFiles(out);
        assertThat(files).isNotEmpty();
        Configuration conf = new Configuration();
        List<Group> rows = new ArrayList<>();
        for (Path file : files) {
            org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file.toUri());
            try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(path, conf))) {
                MessageType schema = reader.getFooter().getFileMetaData().getSchema();
                assertThat(schema.getFields().stream().map(f -> f.getName()).toList())
                        .containsExactly("data_source", "prompt", "ability", "reward_model", "extra_info");
            }
            try (ParquetReader<Group> reader = ParquetReader.builder(new GroupReadSupport(), path).withConf(conf).build()) {
                for (Group g = reader.read(); g != null; g = reader.read()) {
                    rows.add(g);
                }
            }
        }
        assertThat(rows).hasSizeBetween(2 * 256 - 20, 2 * 256);
        Set<Long> indexes = new HashSet<>();
        for (Group row : rows) {
            assertThat(row.getString("data_source", 0)).isEqualTo(TrainerFormats.DATA_SOURCE);
            assertThat(row.getGroup("extra_info", 0).getBoolean("all_tiles", 0)).isFalse();
            assertThat(row.getGroup("extra_info", 0).getString("variant", 0)).isEqualTo("Countdown");
            assertThat(row.getString("ability", 0)).isEqualTo("math");
            Group reward = row.getGroup("reward_model", 0);
            assertThat(reward.getString("style", 0)).isEqualTo("rule");
            Group truth = reward.getGroup("ground_truth", 0);
            long target = truth.getLong("target", 0);
            List<Long> numbers = longs(truth.getGroup("numbers", 0));
            assertThat(numbers).hasSize(6);
            Group extra = row.getGroup("extra_info", 0);
            assertThat(extra.getString("split", 0)).isEqualTo("test");
            indexes.add(extra.getLong("index", 0));
            Group message = element(row.getGroup("prompt", 0), 0);
            assertThat(message.getString("role", 0)).isEqualTo("user");
            Map<String, Object> expected = job.request().rows(job.spec()).verl(numbers, target, 0, "test");
            @SuppressWarnings("unchecked")
            Map<String, Object> prompt = ((List<Map<String, Object>>) expected.get("prompt")).get(0);
            assertThat(message.getString("content", 0)).isEqualTo(prompt.get("content"))
                    .contains(String.valueOf(target), numbers.get(0).toString());
        }
        assertThat(indexes).hasSize(rows.size()).allMatch(i -> i >= 0 && i < rows.size());
    }

    @Test
    void theJobTakesTheCommandLinesPresetsAndRefusesTheirContradictions(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("tinyzero");
        DatasetJob job = new DatasetJob();
        new CommandLine(job).parseArgs("--preset", "tinyzero", "--seed", "1", "--blocks", "1", "--format", "verl",
                "--output", out.toString());
        assertThat(job.call()).isZero();
        List<Group> rows = new ArrayList<>();
        for (Path file : parquetFiles(out)) {
            try (ParquetReader<Group> reader = ParquetReader.builder(new GroupReadSupport(),
                    new org.apache.hadoop.fs.Path(file.toUri())).withConf(new Configuration()).build()) {
                for (Group g = reader.read(); g != null; g = reader.read()) {
                    rows.add(g);
                }
            }
        }
        assertThat(rows).isNotEmpty();
        for (Group row : rows) {
            assertThat(row.getString("data_source", 0)).isEqualTo("countdown");
            assertThat(longs(row.getGroup("reward_model", 0).getGroup("ground_truth", 0).getGroup("numbers", 0)))
                    .hasSizeBetween(3, 4);
            assertThat(row.getGroup("extra_info", 0).getBoolean("all_tiles", 0)).isTrue();
            assertThat(element(row.getGroup("prompt", 0), 0).getString("content", 0))
                    .startsWith("A conversation between User and Assistant.").endsWith("\nAssistant: Let me solve this step by step.\n<think>");
        }
        DatasetJob contradicted = new DatasetJob();
        CommandLine line = new CommandLine(contradicted);
        line.parseArgs("--preset", "tinyzero", "--tiles", "5", "--blocks", "1", "--output", dir.resolve("x").toString());
        org.assertj.core.api.Assertions.assertThatThrownBy(contradicted::spec)
                .hasMessageContaining("--tiles would change them");
    }

    /** The elements of a parquet LIST group (list / element, as Spark writes it). */
    private static Group element(Group list, int i) {
        return list.getGroup("list", i).getGroup("element", 0);
    }

    private static List<Long> longs(Group list) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < list.getFieldRepetitionCount("list"); i++) {
            out.add(list.getGroup("list", i).getLong("element", 0));
        }
        return out;
    }
}
