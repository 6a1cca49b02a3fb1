package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The command line, run in-process. */
class ChiffresLettresCliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return ChiffresLettresCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    @Test
    void solvePrintsTheBestSolutionAsSteps() {
        int status = run("solve", "594", "8", "5", "75", "100", "9", "3");

        assertThat(status).isZero();
        assertThat(out.toString()).startsWith("594 from 8 5 75 100 9 3: exact in 3 steps")
                .contains("  75 × 8 = 600", "  9 − 3 = 6", "  600 − 6 = 594", "  = 75 × 8 − (9 − 3)");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void solveListsEveryDistinctSolutionInAscii() {
        int status = run("solve", "--all", "--ascii", "36", "10", "3", "5");

        assertThat(status).isZero();
        assertThat(out.toString()).contains("closest 35 (off by 1) in 2 steps", "2 distinct solutions:",
                "(10-3)*5 = 35", "10*3+5 = 35");
    }

    @Test
    void solveCountsEveryTreeUnderNoEquivalence() {
        int status = run("solve", "--equivalence", "NONE", "--limit", "2", "--all", "765", "1", "3", "7", "10",
                "25", "50");

        assertThat(status).isZero();
        assertThat(out.toString()).contains("780 distinct solutions:", "... 778 more (raise --limit)");
    }

    @Test
    void theMemoizedStrategySaysItMayNotListAll() {
        int status = run("solve", "--strategy", "memo", "--stats", "594", "8", "5", "75", "100", "9", "3");

        assertThat(status).isZero();
        assertThat(out.toString()).contains("found (maybe not all)", "MemoizedMultisetDeduplicator:", "COMPLETED");
    }

    @Test
    void theNaturalStrategyGivesTheFirstAnswerTheCompleteSearchLists() {
        assertThat(run("solve", "563", "25", "75", "50", "10", "3", "5")).isZero();
        String complete = out.toString().lines().filter(l -> l.startsWith("  = ")).findFirst().orElseThrow();
        out.getBuffer().setLength(0);
        assertThat(run("solve", "--strategy", "natural", "563", "25", "75", "50", "10", "3", "5")).isZero();

        assertThat(complete).isEqualTo("  = ((50 + 25) × 75 + 5) ÷ 10");
        assertThat(out.toString()).contains(complete, "1 distinct solution found (maybe not all)");
    }

    @Test
    void aStoppedBestAnswerSaysUpToHowManyTilesItIsBest() {
        int status = run("solve", "--strategy", "best", "--budget-ms", "100", "987654321987", "37", "65", "86", "45",
                "81", "55", "69", "50", "51", "35");

        assertThat(status).isZero();
        assertThat(out.toString()).containsPattern("\\(not proven best: budget spent; best of up to [1-9] tiles\\)");
    }

    @Test
    void badInputExitsWithTwoAndOneLineOfExplanation() {
        assertThat(run("solve", "0", "1", "2")).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("error: target must be a positive integer, got 0" + System.lineSeparator());
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void aParameterErrorPointsToTheSubcommandsHelpOnce() {
        assertThat(run("solve", "abc", "1")).isEqualTo(2);
        assertThat(err.toString()).contains("'abc'")
                .endsWith("try: chiffres-lettres solve --help" + System.lineSeparator())
                .doesNotContain("chiffres-lettres chiffres-lettres");
    }

    @Test
    void unparsableInputExitsWithTwo() {
        assertThat(run("solve", "10", "x")).isEqualTo(2);
        assertThat(err.toString()).contains("TILE 'x' is not a whole number").doesNotContain("Exception");
        assertThat(run("solve", "10")).isEqualTo(2);
        assertThat(run("solve", "--budget-ms", "0", "10", "1")).isEqualTo(2);
    }

    @Test
    void lettersPrintsTheLongestFrenchWords() {
        assertThat(run("letters", "abcdefghij")).isZero();
        assertThat(out.toString()).startsWith("longest words from abcdefghij (French, every form): 2, 7 letters")
                .contains("  déficha", "  fichage");
    }

    @Test
    void lettersAppliesAShowsRules() {
        assertThat(run("letters", "--rules", "dcdl", "abcdefghij")).isZero();
        assertThat(out.toString()).contains("(French, Des chiffres et des lettres rules): 1, 7 letters", "  fichage")
                .doesNotContain("déficha");
    }

    @Test
    void lettersListsEveryWordWithBlanks() {
        assertThat(run("letters", "--rules", "countdown", "--all", "--min-length", "9", "countdown?")).isZero();
        assertThat(out.toString()).contains("(English, Countdown rules)", "  countdowns (? = s)", "  countdown",
                "  touchdown (? = h)");
    }

    @Test
    void anagramsUseEveryTile() {
        assertThat(run("anagrams", "--lang", "es", "OÑA")).isZero();
        assertThat(out.toString()).contains("anagrams from OÑA (Spanish, every form): 1, 3 letters", "  año");
    }

    @Test
    void aRackWithADigitIsBadInput() {
        assertThat(run("letters", "abc1")).isEqualTo(2);
        assertThat(err.toString()).contains("'1' (position 4) is not a letter of the French alphabet");
    }

    private int runWithInput(String input, String... args) {
        return ChiffresLettresCli.run(new java.io.ByteArrayInputStream(input.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static com.fasterxml.jackson.databind.JsonNode json(String line) throws Exception {
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(line);
    }

    @Test
    void solveWritesJson() throws Exception {
        assertThat(run("solve", "--json", "--all", "--limit", "2", "36", "10", "3", "5")).isZero();
        var node = json(out.toString().trim());
        assertThat(node.get("target").asLong()).isEqualTo(36);
        assertThat(node.get("exact").asBoolean()).isFalse();
        assertThat(node.get("distance").asLong()).isEqualTo(1);
        assertThat(node.get("best").get("ascii").asText()).isEqualTo("(10-3)*5");
        assertThat(node.get("best").get("lines").get(0).asText()).isEqualTo("10 − 3 = 7");
        assertThat(node.get("solutions")).hasSize(2);
        assertThat(node.get("solutionCount").asInt()).isEqualTo(2);
        assertThat(node.get("stats").get("termination").asText()).isEqualTo("COMPLETED");
    }

    @Test
    void batchSolvesEveryLineInOrderAndReportsBadLines() throws Exception {
        String input = "594 8 5 75 100 9 3\n\n36 10 3 5\n0 1 2\n765,1,3,7,10,25,50\nten 1 2\n";
        int status = runWithInput(input, "solve", "--batch");

        String[] lines = out.toString().trim().split("\\R");
        assertThat(lines).hasSize(5);
        assertThat(json(lines[0]).get("target").asLong()).isEqualTo(594);
        assertThat(json(lines[1]).get("best").get("value").asLong()).isEqualTo(35);
        assertThat(json(lines[2]).get("line").asInt()).isEqualTo(4);
        assertThat(json(lines[2]).get("error").asText()).isEqualTo("target must be a positive integer, got 0");
        assertThat(json(lines[3]).get("exact").asBoolean()).isTrue();
        assertThat(json(lines[4]).get("error").asText())
                .isEqualTo("TARGET (the first number of the line) 'ten' is not a whole number (digits expected, e.g. 75)");
        assertThat(status).isEqualTo(2);
    }

    @Test
    void aCleanBatchExitsWithZero() throws Exception {
        assertThat(runWithInput("10 5 2\n11 5 6\n", "solve", "--batch")).isZero();
        assertThat(out.toString().trim().split("\\R")).hasSize(2);
        assertThat(run("solve", "--batch", "10", "5")).isEqualTo(2);
        assertThat(err.toString()).contains("give no TARGET");
    }

    @Test
    void lettersWritesJson() throws Exception {
        assertThat(run("letters", "--json", "abcdefghij")).isZero();
        var node = json(out.toString().trim());
        assertThat(node.get("longestLength").asInt()).isEqualTo(7);
        assertThat(node.get("words").get(0).get("word").asText()).isEqualTo("déficha");
        assertThat(node.get("words").get(1).get("blanks").asText()).isEmpty();
    }
}
