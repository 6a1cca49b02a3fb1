package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.Puzzle;
import chiffreslettres.jeu.Variant;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dataset} and {@code verify}, run in-process. */
class DatasetCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final InProcessCli cli = new InProcessCli();

    @TempDir
    Path dir;

    private int run(String input, String... args) {
        return cli.run(input, args);
    }

    @Test
    void jsonLinesAreTheLibrarysRecordsOneALine() throws IOException {
        assertThat(run("", "dataset", "-n", "50", "--seed", "3", "--counts", "--no-progress", "--threads", "2")).isZero();
        List<String> lines = cli.out().lines().toList();
        assertThat(lines).hasSize(50);
        assertThat(cli.out()).endsWith("\n");
        List<Puzzle> expected = Dataset.stream(DatasetSpec.of(Variant.COUNTDOWN).withCounts().withSeed(3)).limit(50).toList();
        for (int i = 0; i < 50; i++) {
            assertThat(JSON.readValue(lines.get(i), java.util.Map.class))
                    .isEqualTo(JSON.readValue(JSON.writeValueAsString(expected.get(i).fields()), java.util.Map.class));
        }
        JsonNode first = JSON.readTree(lines.get(0));
        assertThat(first.fieldNames()).toIterable().containsExactly("variant", "seed", "tiles", "target", "exact",
                "distance", "steps", "answer", "answer_steps", "solutions", "difficulty");
    }

    @Test
    void csvHasAHeaderAndOneRowAPuzzleAndTheSameSeedGivesTheSameFile() throws IOException {
        Path a = dir.resolve("a.csv");
        assertThat(run("", "dataset", "-n", "20", "--seed", "5", "--format", "csv", "-o", a.toString(), "--no-progress",
                "--solvable", "--steps", "2..4")).isZero();
        List<String> rows = Files.readAllLines(a);
        assertThat(rows.get(0)).isEqualTo("variant,seed,tiles,target,exact,distance,steps,answer,answer_steps,solutions,difficulty");
        assertThat(rows).hasSize(21);
        assertThat(rows.subList(1, 21)).allSatisfy(r -> assertThat(r).startsWith("Countdown,5,\"").contains(",true,0,"));
        Path b = dir.resolve("b.csv");
        assertThat(run("", "dataset", "-n", "20", "--seed", "5", "--format", "csv", "-o", b.toString(), "--no-progress",
                "--solvable", "--steps", "2..4", "--threads", "1")).isZero();
        assertThat(Files.readAllLines(b)).isEqualTo(rows);
    }

    @Test
    void aDatasetVerifiesAndTheStatsAreShown() {
        assertThat(run("", "dataset", "-n", "100", "--seed", "1", "--no-progress", "--counts", "--stats")).isZero();
        assertThat(cli.err()).contains("100 puzzles").contains("steps").contains("difficulty");
        String dataset = cli.out();
        assertThat(run(dataset, "verify")).isZero();
        List<String> verdicts = cli.out().lines().toList();
        assertThat(verdicts).hasSize(100).allSatisfy(v -> assertThat(v).contains("\"accepted\":true").contains("\"score\":"));
        assertThat(cli.err()).contains("100 answers checked: 100.0 % accepted");
    }

    @Test
    void verifySaysWhyEachLineIsRejectedAndGoesOn() throws IOException {
        String input = """
                {"id": 7, "tiles": [8, 5, 75, 100, 9, 3], "target": 594, "answer": "75 × 8 − (9 − 3)", "variant": "countdown"}
                {"tiles": [8, 5, 75, 100, 9, 3], "target": 594, "answer": "75 * 8 = 600\\n600 - 7 = 593"}
                {"tiles": [8, 5, 75, 100, 9, 3], "target": 594, "answer": "75 × 8 −"}
                {"tiles": [8, 5], "target": 594}
                not json
                {"tiles": [8, 5, 75, 100, 9, 3], "target": 594, "answer": "75 × 8", "variant": "nowhere"}
                """;
        assertThat(run(input, "verify")).isZero();
        List<JsonNode> v = cli.out().lines().map(l -> {
            try {
                return JSON.readTree(l);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
        assertThat(v).hasSize(6);
        assertThat(v.get(0).get("id").asInt()).isEqualTo(7);
        assertThat(v.get(0).get("score").asInt()).isEqualTo(10);
        assertThat(v.get(1).get("reason").asText()).isEqualTo("UNKNOWN_NUMBER");
        assertThat(v.get(1).get("step").asInt()).isEqualTo(2);
        assertThat(v.get(2).get("reason").asText()).isEqualTo("SYNTAX");
        assertThat(v.get(3).get("error").asText()).isEqualTo("answer: the text of the answer is required");
        assertThat(v.get(4).get("error").asText()).startsWith("not a JSON object");
        assertThat(v.get(5).get("error").asText()).isEqualTo("variant: unknown show 'nowhere'");
        assertThat(cli.err()).contains("3 answers checked: 33.3 % accepted, 33.3 % exact").contains("3 lines unreadable");
    }

    @Test
    void badOptionsAreClearErrors() {
        assertThat(run("", "dataset", "--steps", "three", "--no-progress")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("--steps: write a range as A..B with whole numbers, got 'three'");
        assertThat(run("", "dataset", "--free", "--tiles", "9", "--no-progress")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(cli.err()).contains("a free shape has 3 to 8 tiles, got 9");
        assertThat(run("", "dataset", "--free", "--tiles", "3", "--tile-range", "1..1", "--targets", "1..2", "-n", "50",
                "--no-progress")).isEqualTo(3);
        assertThat(cli.err()).contains("distinct puzzles pass the filters (of 50 asked for)");
    }

    @Test
    void reasoningGymAndVerlShapesCarryTheQuestionAndTheProvenAnswer() throws IOException {
        assertThat(run("", "dataset", "-n", "5", "--seed", "4", "--format", "reasoning-gym", "--no-progress")).isZero();
        List<Puzzle> expected = Dataset.stream(DatasetSpec.of(Variant.COUNTDOWN).withSeed(4)).limit(5).toList();
        List<String> lines = cli.out().lines().toList();
        assertThat(lines).hasSize(5);
        JsonNode entry = JSON.readTree(lines.get(2));
        assertThat(entry.fieldNames()).toIterable().containsExactly("question", "answer", "metadata");
        assertThat(entry.get("answer").asText()).isEqualTo(expected.get(2).answer().toAscii());
        assertThat(entry.get("metadata").get("target").asLong()).isEqualTo(expected.get(2).target());
        assertThat(entry.get("metadata").get("source_index").asLong()).isEqualTo(2);
        assertThat(entry.get("question").asText()).contains(Long.toString(expected.get(2).target()));

        assertThat(run("", "dataset", "-n", "3", "--seed", "4", "--format", "verl-jsonl", "--split", "test",
                "--prompt-template", "Make {target} from {numbers}.", "--no-progress")).isZero();
        JsonNode row = JSON.readTree(cli.out().lines().toList().get(1));
        assertThat(row.fieldNames()).toIterable()
                .containsExactly("data_source", "prompt", "ability", "reward_model", "extra_info");
        assertThat(row.get("prompt").get(0).get("content").asText()).isEqualTo("Make " + expected.get(1).target()
                + " from " + expected.get(1).tiles().toString() + ".");
        assertThat(row.get("reward_model").get("ground_truth").get("numbers")).hasSize(6);
        assertThat(row.get("extra_info").get("split").asText()).isEqualTo("test");
        assertThat(row.get("extra_info").get("index").asLong()).isEqualTo(1);

        assertThat(run("", "dataset", "--format", "verl", "--no-progress")).isEqualTo(2);
        assertThat(cli.err()).contains("--format verl writes parquet: give -o FILE.parquet");
        assertThat(run("", "dataset", "--format", "verl-jsonl", "--prompt-template", "no placeholders")).isEqualTo(2);
        assertThat(cli.err()).contains("must contain {target} and {numbers}");
    }

    @Test
    void verifyGivesAGradedRewardAndReadsTheLastAnswerTag() throws IOException {
        String lines = String.join("\n",
                "{\"tiles\": [8, 5, 75, 100, 9, 3], \"target\": 594, \"answer\": \"75*8-(9-3)\", \"variant\": \"countdown\"}",
                "{\"tiles\": [8, 5, 75, 100, 9, 3], \"target\": 594, \"answer\": \"<think>...</think><answer>75*8</answer>\", \"variant\": \"countdown\"}",
                "{\"tiles\": [8, 5, 75, 100, 9, 3], \"target\": 594, \"answer\": \"<answer>75*8-9</answer>\", \"variant\": \"countdown\"}",
                "{\"tiles\": [8, 5, 75, 100, 9, 3], \"target\": 594, \"answer\": \"75*8-9\", \"variant\": \"digits\"}",
                "{\"tiles\": [8, 5, 75, 100, 9, 3], \"target\": 594, \"answer\": \"75*8-9\"}",
                "{\"tiles\": [8, 5, 75, 100, 9, 3], \"target\": 594, \"answer\": \"75*75\", \"variant\": \"countdown\"}");
        assertThat(run(lines, "verify")).isZero();
        List<JsonNode> verdicts = new java.util.ArrayList<>();
        for (String line : cli.out().lines().toList()) {
            verdicts.add(JSON.readTree(line));
        }
        assertThat(verdicts.stream().map(v -> v.get("reward").asDouble()).toList())
                .containsExactly(1.0, 0.5, 0.7, 0.6667, 0.0, 0.0);   // 600 is 6 away: 5 of 10; Digits: 2 stars of 3
        assertThat(verdicts.get(1).get("value").asLong()).isEqualTo(600);
        assertThat(verdicts.get(5).get("accepted").asBoolean()).isFalse();
    }
}
