package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.Puzzle;
import chiffreslettres.dataset.TrainerPreset;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dataset} for trainers: the peers' presets, a data source, parquet and a hub dataset written
 * without Spark and read back by DuckDB (an independent reader), and {@code verify} reading every format.
 */
class TrainerDatasetCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final InProcessCli cli = new InProcessCli();

    @TempDir
    Path dir;

    private int run(String input, String... args) {
        return cli.run(input, args);
    }

    private List<JsonNode> lines() throws Exception {
        List<JsonNode> rows = new ArrayList<>();
        for (String line : cli.out().lines().toList()) {
            rows.add(JSON.readTree(line));
        }
        return rows;
    }

    @Test
    void tinyZerosPresetGivesItsShapeDataSourceAndPromptWordForWord() throws Exception {
        assertThat(run("", "dataset", "--preset", "tinyzero", "-n", "40", "--seed", "2", "--no-progress")).isZero();
        List<JsonNode> rows = lines();
        List<Puzzle> puzzles = Dataset.stream(TrainerPreset.TINYZERO.spec(2)).limit(40).toList();
        assertThat(rows).hasSize(40);
        for (int i = 0; i < rows.size(); i++) {
            JsonNode row = rows.get(i);
            Puzzle p = puzzles.get(i);
            assertThat(row.get("data_source").asText()).isEqualTo("countdown");
            JsonNode numbers = row.get("reward_model").get("ground_truth").get("numbers");
            assertThat(numbers.size()).isBetween(3, 4);
            numbers.forEach(n -> assertThat(n.asLong()).isBetween(1L, 100L));
            assertThat(row.get("reward_model").get("ground_truth").get("target").asLong()).isBetween(1L, 1000L)
                    .isEqualTo(p.target());
            assertThat(p.exact()).isTrue();
            assertThat(p.answer().tiles()).hasSize(numbers.size());   // the best answer uses every number
            assertThat(row.get("prompt").get(0).get("content").asText()).isEqualTo(
                    "A conversation between User and Assistant. The user asks a question, and the Assistant solves it. "
                    + "The assistant first thinks about the reasoning process in the mind and then provides the user with "
                    + "the answer.\nUser: Using the numbers " + p.tiles() + ", create an equation that equals " + p.target()
                    + ". You can use basic arithmetic operations (+, -, *, /) and each number can only be used once. Show "
                    + "your work in <think> </think> tags. And return the final answer in <answer> </answer> tags, for "
                    + "example <answer> (1 + 2) / 3 </answer>.\nAssistant: Let me solve this step by step.\n<think>");
            assertThat(row.get("extra_info").get("all_tiles").asBoolean()).isTrue();
        }
        assertThat(rows.stream().map(r -> r.get("reward_model").get("ground_truth").get("numbers").size()).distinct())
                .containsExactlyInAnyOrder(3, 4);
    }

    @Test
    void reasoningGymsPresetCarriesItsMetadataKeysAndDifficulty() throws Exception {
        assertThat(run("", "dataset", "--preset", "reasoning-gym", "-n", "20", "--no-progress")).isZero();
        for (JsonNode entry : lines()) {
            JsonNode metadata = entry.get("metadata");
            assertThat(metadata.get("source_dataset").asText()).isEqualTo("countdown");
            assertThat(metadata.get("numbers").size()).isBetween(4, 6);
            assertThat(metadata.get("target").asLong()).isBetween(100L, 999L);
            assertThat(metadata.get("difficulty").toString())
                    .isEqualTo("{\"numbers\":[4,6],\"target\":[100,999],\"value\":[1,100]}");
            assertThat(entry.get("question").asText()).startsWith("Using all the numbers ")
                    .contains("You can only use each number once.\n\nFinal answer format instructions:\n");
            assertThat(entry.get("answer").asText()).isEqualTo(metadata.get("expression").asText()).matches("[0-9+\\-*/()]+");
        }
    }

    @Test
    void theRuleIsStatedAndADataSourceIsChecked() throws Exception {
        assertThat(run("", "dataset", "-n", "2", "--all-tiles", "--format", "verl-jsonl", "--data-source", "my-countdown",
                "--no-progress")).isZero();
        JsonNode row = lines().get(0);
        assertThat(row.get("data_source").asText()).isEqualTo("my-countdown");
        assertThat(row.get("prompt").get(0).get("content").asText()).startsWith("Using every one of the numbers")
                .contains("exactly once");
        assertThat(run("", "dataset", "-n", "2", "--format", "reasoning-gym", "--no-progress")).isZero();
        assertThat(lines().get(0).get("question").asText()).contains("some of the numbers").contains("at most once");

        assertThat(run("", "dataset", "--data-source", "a\u0007b", "--no-progress")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("--data-source: no control or invisible character, got U+0007 at 2");
        assertThat(run("", "dataset", "--data-source", "x".repeat(101), "--no-progress")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("a name of 1 to 100 characters");
        assertThat(run("", "dataset", "--preset", "gsm8k")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("--preset: tinyzero or reasoning-gym, got 'gsm8k'");
        assertThat(run("", "dataset", "--preset", "tinyzero", "--variant", "dcdl")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("--variant would change them");
        assertThat(run("", "dataset", "--preset", "tinyzero", "--format", "reasoning-gym")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("makes verl rows");
        assertThat(run("", "dataset", "--preset", "reasoning-gym", "--data-source", "rg")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("--data-source would change them");
        assertThat(run("", "dataset", "--hf", dir.resolve("h").toString(), "--format", "csv")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("--hf writes verl or reasoning-gym rows");
    }

    @Test
    void verlParquetIsReadBackByDuckDbWithTheColumnsVerlReads() throws Exception {
        Path file = dir.resolve("countdown.parquet");
        assertThat(run("", "dataset", "--preset", "tinyzero", "-n", "30", "--seed", "5", "-o", file.toString(),
                "--no-progress")).isZero();
        assertThat(run("", "dataset", "--preset", "tinyzero", "-n", "30", "--seed", "5", "--no-progress")).isZero();
        List<JsonNode> expected = lines();
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement s = duck.createStatement()) {
            try (ResultSet types = s.executeQuery("DESCRIBE SELECT * FROM read_parquet('" + file + "')")) {
                List<String> columns = new ArrayList<>();
                while (types.next()) {
                    columns.add(types.getString("column_name") + " " + types.getString("column_type"));
                }
                assertThat(columns).containsExactly("data_source VARCHAR",
                        "prompt STRUCT(\"role\" VARCHAR, \"content\" VARCHAR)[]", "ability VARCHAR",
                        "reward_model STRUCT(style VARCHAR, ground_truth STRUCT(\"target\" BIGINT, numbers BIGINT[]))",
                        "extra_info STRUCT(split VARCHAR, \"index\" BIGINT, all_tiles BOOLEAN, variant VARCHAR)");
            }
            try (ResultSet rows = s.executeQuery("SELECT to_json(t) AS row FROM read_parquet('" + file + "') t")) {
                int i = 0;
                while (rows.next()) {
                    assertThat(JSON.readTree(rows.getString("row"))).isEqualTo(expected.get(i++));
                }
                assertThat(i).isEqualTo(30);
            }
        }
    }

    @Test
    void aHubDatasetHasItsSplitsAndACardWithItsHeader() throws Exception {
        Path hub = dir.resolve("hub");
        assertThat(run("", "dataset", "--preset", "reasoning-gym", "-n", "50", "--test-size", "8", "--hf", hub.toString(),
                "--no-progress")).isZero();
        String card = Files.readString(hub.resolve("README.md"));
        assertThat(card).startsWith("---\nlicense: apache-2.0\n").contains("configs:\n- config_name: default\n")
                .contains("  - split: train\n    path: data/train-*\n").contains("    num_examples: 42\n")
                .contains("    num_examples: 8\n").contains("--preset reasoning-gym -n 50 --test-size 8 --hf");
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement s = duck.createStatement();
                ResultSet counts = s.executeQuery("SELECT (SELECT count(*) FROM read_parquet('" + hub.resolve(
                        "data/train-00000-of-00001.parquet") + "')) AS train, (SELECT count(*) FROM read_parquet('"
                        + hub.resolve("data/test-00000-of-00001.parquet") + "')) AS test, (SELECT max(metadata.source_index) "
                        + "FROM read_parquet('" + hub.resolve("data/test-00000-of-00001.parquet") + "')) AS last")) {
            assertThat(counts.next()).isTrue();
            assertThat(counts.getLong("train")).isEqualTo(42);
            assertThat(counts.getLong("test")).isEqualTo(8);
            assertThat(counts.getLong("last")).isEqualTo(7);
        }
    }

    @Test
    void verifyReadsEveryFormatDatasetWrites() throws Exception {
        Path rg = dir.resolve("rg.jsonl");
        assertThat(run("", "dataset", "--preset", "reasoning-gym", "-n", "10", "-o", rg.toString(), "--no-progress")).isZero();
        assertThat(run("", "verify", rg.toString())).isZero();
        assertThat(lines()).hasSize(10).allSatisfy(v -> assertThat(v.get("reward").asDouble()).isEqualTo(1.0));
        // A model's reply beside a verl row: judged with the row's rule (every number).
        assertThat(run("", "dataset", "--preset", "tinyzero", "-n", "1", "--no-progress")).isZero();
        com.fasterxml.jackson.databind.node.ObjectNode row = (com.fasterxml.jackson.databind.node.ObjectNode) lines().get(0);
        Puzzle p = Dataset.stream(TrainerPreset.TINYZERO.spec(0)).findFirst().orElseThrow();
        row.put("response", "I think... <answer>" + p.answer().toAscii() + "</answer>");
        com.fasterxml.jackson.databind.node.ObjectNode partial = row.deepCopy();
        partial.put("response", "<answer>" + p.tiles().get(0) + "</answer>");
        assertThat(run(row + "\n" + partial + "\n", "verify")).isZero();
        List<JsonNode> verdicts = lines();
        assertThat(verdicts.get(0).get("reward").asDouble()).isEqualTo(1.0);
        assertThat(verdicts.get(1).get("accepted").asBoolean()).isFalse();
        assertThat(verdicts.get(1).get("message").asText()).contains("every");
        // A verl row alone holds no answer: said, and the run goes on.
        row.remove("response");
        assertThat(run(row + "\n", "verify")).isZero();
        assertThat(lines().get(0).get("error").asText()).contains("add the model's reply as \"response\"");
        // CSV and parquet files.
        Path csv = dir.resolve("d.csv");
        assertThat(run("", "dataset", "-n", "6", "--format", "csv", "-o", csv.toString(), "--no-progress")).isZero();
        assertThat(run("", "verify", csv.toString())).isZero();
        assertThat(lines()).hasSize(6).allSatisfy(v -> assertThat(v.get("accepted").asBoolean()).isTrue());
        Path hub = dir.resolve("hub");
        assertThat(run("", "dataset", "--preset", "reasoning-gym", "-n", "12", "--hf", hub.toString(), "--no-progress")).isZero();
        assertThat(run("", "verify", hub.resolve("data/train-00000-of-00001.parquet").toString())).isZero();
        assertThat(lines()).hasSize(11).allSatisfy(v -> assertThat(v.get("reward").asDouble()).isEqualTo(1.0));
    }
}
