package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Round;
import chiffreslettres.jeu.game.RoundKind;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code conundrum}, {@code daily} and {@code play --game}, run in-process. */
class GameCliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String input, String... args) {
        return ChiffresLettresCli.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    @Test
    void conundrumPrintsTheLibrarysDrawAndCount() throws Exception {
        assertThat(run("", "conundrum", "--seed", "42", "--json")).isZero();
        Conundrum.Puzzle p = Conundrum.of(Language.ENGLISH).draw(42);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("scramble").asText()).isEqualTo(p.scramble());
        assertThat(json.get("answer").asText()).isEqualTo(p.answer());
        assertThat(json.size()).isEqualTo(2);
        out.getBuffer().setLength(0);
        assertThat(run("", "conundrum", "--count", "--lang", "en")).isZero();
        assertThat(out.toString()).startsWith(Conundrum.of(Language.ENGLISH).count() + " conundrum words");
        assertThat(run("", "conundrum", "--lang", "de")).isEqualTo(2);
        assertThat(err.toString()).contains("--lang: en, fr or es");
    }

    @Test
    void dailyPrintsTheLibrarysPuzzlesAndNoAnswerUnlessAsked() throws Exception {
        Daily daily = Daily.of(Variant.COUNTDOWN, LocalDate.of(2026, 11, 24));
        String answer = ((Daily.Anagram) daily.challenges().get(2)).puzzle().answer();
        assertThat(run("", "daily", "--date", "2026-11-24")).isZero();
        assertThat(out.toString()).contains(((Daily.Letters) daily.challenges().get(1)).rack().toUpperCase())
                .doesNotContain(answer.toUpperCase());
        out.getBuffer().setLength(0);
        assertThat(run("", "daily", "--date", "2026-11-24", "--answers")).isZero();
        assertThat(out.toString()).contains(answer.toUpperCase());
        out.getBuffer().setLength(0);
        assertThat(run("", "daily", "--variant", "digits", "--date", "2026-11-24", "--json")).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("puzzles")).hasSize(5);
        assertThat(json.get("puzzles").get(4).get("difficulty").asInt()).isEqualTo(5);
        assertThat(run("", "daily", "--date", "tomorrow")).isEqualTo(2);
        assertThat(err.toString()).contains("YYYY-MM-DD");
    }

    /** The lines a player types to play the game of {@code seed} with the best answers, found by the library. */
    private static String bestPlay(GameFormat format, int level, long seed) {
        Game game = Game.start(format, List.of(Seat.person("You"), Seat.computer(level)), seed);
        LettersRound letters = format.variant().letters().orElseThrow();
        List<String> lines = new ArrayList<>();
        while (!game.isOver()) {
            Round round = game.current().orElseThrow();
            String line;
            Move move;
            if (round.phase() == Round.Phase.PICKING && round.kind() == RoundKind.LETTERS) {
                line = "cvcvcvccv";
                game = game.apply(new Move.PickLetter(0, chiffreslettres.jeu.Draws.Pile.CONSONANT));
                for (char c : line.substring(1).toCharArray()) {
                    game = game.apply(new Move.PickLetter(0, c == 'v' ? chiffreslettres.jeu.Draws.Pile.VOWEL
                            : chiffreslettres.jeu.Draws.Pile.CONSONANT));
                }
                lines.add(line);
                continue;
            }
            if (round.phase() == Round.Phase.PICKING) {
                line = "2";
                move = new Move.PickLarge(0, 2);
            } else if (round.kind() == RoundKind.LETTERS) {
                line = Lettres.in(Dictionaries.get(letters.language(), letters.rules())).rack(round.letters())
                        .longest().words().get(0);
                move = new Move.Declare(0, line);
            } else if (round.kind() == RoundKind.NUMBERS) {
                line = chiffreslettres.Chiffres.best(round.numbers().target(),
                        round.numbers().tileArray()).best().toAscii();
                move = new Move.Declare(0, line);
            } else {
                line = round.conundrum().answer();
                move = new Move.Buzz(0, line, 0);
            }
            lines.add(line);
            game = game.apply(move);
        }
        return String.join("\n", lines) + "\n";
    }

    @Test
    void aWholeGameIsPlayedInTheTerminalToTheFinalScore() {
        String input = bestPlay(GameFormat.COUNTDOWN, 1, 8);
        assertThat(run(input, "play", "--game", "--seed", "8", "--level", "1", "--time", "20")).isZero();
        String text = out.toString();
        assertThat(text).startsWith("Countdown: you against the computer (level 1), 15 rounds. Seed 8.")
                .contains("Round 1 of 15, letters.", "Round 15 of 15: the conundrum!", "Best: ");
        Matcher finalScore = Pattern.compile("Final score: you (\\d+), the computer (\\d+)\\. You win!").matcher(text);
        assertThat(finalScore.find()).as(text).isTrue();
        assertThat(Integer.parseInt(finalScore.group(1))).isGreaterThan(Integer.parseInt(finalScore.group(2)));
    }

    @Test
    void aFrenchGameSaysItsPilesAreAStandIn() {
        assertThat(run("", "play", "--game", "--format", "dcdl", "--seed", "1", "--time", "1")).isZero();
        assertThat(out.toString()).contains("Des chiffres et des lettres", "not the show's pile",
                "The input ended");
        assertThat(run("", "play", "--game", "--format", "chess")).isEqualTo(2);
        assertThat(run("", "play", "--game", "--level", "7")).isEqualTo(2);
        assertThat(err.toString()).contains("--format: countdown, dcdl or cifras2024", "level: 1 to 5");
    }

    @Test
    void theSimulationPrintsMeanScoresThatRiseWithTheLevel() {
        assertThat(run("", "play", "--game", "--format", "cifras2024", "--simulate", "6")).isZero();
        List<Double> means = new ArrayList<>();
        Matcher row = Pattern.compile("(?m)^\\s+(\\d)\\s+([\\d.]+)\\s").matcher(out.toString());
        while (row.find()) {
            means.add(Double.parseDouble(row.group(2)));
        }
        assertThat(means).hasSize(5).isSorted();
    }
}
