package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Chiffres;
import chiffreslettres.Lettres;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Dictionaries;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code play}, {@code census} and the rules options of {@code solve}, run in-process. */
class PlayAndCensusCliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(InputStream in, String... args) {
        return ChiffresLettresCli.run(in, new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private int run(String input, String... args) {
        return run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), args);
    }

    @Test
    void solveByTheTwentyFourGamesRulesWritesTheFractionalAnswerOnOneLine() {
        assertThat(run("", "solve", "--variant", "twentyfour", "24", "3", "3", "8", "8")).isZero();

        assertThat(out.toString()).startsWith("24 from 3 3 8 8: exact in 3 steps")
                .contains("  = 8 ÷ (3 − 8 ÷ 3)", "  24 game: 1 point").doesNotContain("8 ÷ 3 =");
    }

    @Test
    void solveScoresByAShowAndTheBestStrategyGivesOneProvenAnswer() throws IOException {
        assertThat(run("", "solve", "--variant", "countdown", "--strategy", "best", "--json", "594", "8", "5", "75",
                "100", "9", "3")).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("steps").asInt()).isEqualTo(3);
        assertThat(json.get("provenOptimal").asBoolean()).isTrue();
        assertThat(json.get("allSolutionsFound").asBoolean()).isFalse();
        assertThat(json.get("stats").get("strategy").asText()).isEqualTo("SubsetDynamicProgramming(best answer)");
    }

    @Test
    void solveInRationalsWithoutAVariant() {
        assertThat(run("", "solve", "--arithmetic", "RATIONALS", "--all-tiles", "24", "1", "5", "5", "5")).isZero();
        assertThat(out.toString()).contains("= 5 × (5 − 1 ÷ 5)");
    }

    @Test
    void playJudgesACorrectAnswerAndScoresIt() {
        Problem game = Draws.numbers(Variant.COUNTDOWN.numbers(), 2, new SplittableRandom(11));
        String best = Chiffres.solve(game.target(), game.tileArray()).best().toAscii();

        int status = run(best + "\n", "play", "--seed", "11", "--large", "2");

        assertThat(status).isZero();
        assertThat(out.toString()).contains("Countdown, numbers round. Tiles: ", "Target: " + game.target(),
                "You have 30 s.", "Best: ");
        String verdict = Chiffres.solve(game.target(), game.tileArray()).isExact()
                ? "exact. 10 points." : "off by";
        assertThat(out.toString()).contains("Accepted: ", verdict);
    }

    @Test
    void playWritesTheRoundAsJson() throws IOException {
        assertThat(run("1000*1000\n", "play", "--json", "--seed", "5", "--large", "1")).isZero();

        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("round").asText()).isEqualTo("numbers");
        assertThat(json.get("tiles")).hasSize(6);
        assertThat(json.get("verdict").asText()).isEqualTo("rejected");
        assertThat(json.get("reason").asText()).isEqualTo("UNKNOWN_NUMBER");
        assertThat(json.get("points").asInt()).isZero();
        assertThat(json.get("best").asText()).isNotBlank();
        assertThat(err.toString()).contains("Countdown, numbers round.");
    }

    @Test
    void playRejectsAWrongAnswerWithTheRefereesReason() {
        assertThat(run("1000*1000\n", "play", "--seed", "5", "--large", "1")).isZero();

        assertThat(out.toString()).contains("Rejected: 1000 is not one of the tiles", "0 points.", "Best: ");
    }

    @Test
    void playStopsWhenTheTimeIsUp() throws IOException {
        try (PipedOutputStream keyboard = new PipedOutputStream(); PipedInputStream in = new PipedInputStream(keyboard)) {
            assertThat(run(in, "play", "--seed", "5", "--time", "1")).isZero();
        }
        assertThat(out.toString()).contains("You have 1 s.", "Time is up: no answer, 0 points.", "Best: ");
    }

    @Test
    void playALettersRound() {
        LettersRound round = Variant.COUNTDOWN.letters().orElseThrow();
        List<Draws.Pile> choices = List.of(Draws.Pile.CONSONANT, Draws.Pile.VOWEL, Draws.Pile.CONSONANT,
                Draws.Pile.VOWEL, Draws.Pile.CONSONANT, Draws.Pile.CONSONANT, Draws.Pile.VOWEL,
                Draws.Pile.CONSONANT, Draws.Pile.CONSONANT);
        String rack = Draws.letters(round, choices, new SplittableRandom(3));
        String longest = Lettres.in(Dictionaries.get(round.language(), round.rules())).rack(rack).longest()
                .matches().get(0).word();

        assertThat(run(longest + "\n", "play", "--letters", "--seed", "3", "--choices", "cvcvccvcc")).isZero();

        assertThat(out.toString()).contains("Countdown, letters round. Letters: " + rack.toUpperCase(),
                "Accepted: ", "Longest: " + longest);
    }

    @Test
    void playLabelsAStandInPileAndRefusesBadChoices() {
        assertThat(run("", "play", "--letters", "--variant", "dcdl", "--seed", "1", "--time", "1")).isZero();
        assertThat(out.toString()).contains("not the show's pile");
        assertThat(run("", "play", "--letters", "--choices", "vvx")).isEqualTo(2);
        assertThat(err.toString()).doesNotContain("Exception");
    }

    @Test
    void censusPrintsItsCountsAsJsonAndDrawsAChart(@TempDir Path dir) throws IOException {
        Path chart = dir.resolve("census.png");

        int status = run("", "census", "--no-progress", "--json", "--threads", "2", "--chart", chart.toString());

        assertThat(status).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("selections").asLong()).isEqualTo(13_243);
        assertThat(json.get("games").asLong()).isEqualTo(11_918_700);
        assertThat(json.get("solvable").asLong()).isEqualTo(10_871_986);
        assertThat(json.get("byLarge")).hasSize(5);
        byte[] png = Files.readAllBytes(chart);
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
        assertThat(Collections.frequency(List.of(err.toString().split("")), "%")).isZero();
    }

    @Test
    void censusCountsSelectionsOfAnotherSize() {
        int status = run("", "census", "--no-progress", "--tiles", "3");

        assertThat(status).isZero();
        // 3 tiles from 1-10 twice and 25 50 75 100: 210 with no large, 4 × 55, 6 × 10, 4.
        assertThat(out.toString()).startsWith("Countdown: 3 tiles, targets 100-999, 494 selections, 444,600 games");
    }

    @Test
    void censusRefusesWhatItCannotCount() {
        assertThat(run("", "census", "--tiles", "8", "--no-progress")).isEqualTo(2);
        assertThat(err.toString()).contains("2 to 7 tiles per selection, got 8").doesNotContain("Exception");
        assertThat(run("", "census", "--tiles", "30", "--no-progress")).isEqualTo(2);
        assertThat(err.toString()).contains("tileCount 30 does not fit the bag");
        assertThat(run("", "census", "--variant", "twentyfour", "--no-progress")).isEqualTo(2);
        assertThat(err.toString()).contains("positive integers");
        assertThat(run("", "census", "--chart", "out.txt")).isEqualTo(2);
        assertThat(err.toString()).contains("must end in .png");
    }
}
