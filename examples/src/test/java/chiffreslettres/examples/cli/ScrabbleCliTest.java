package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code scrabble}, run in-process on the shipped word lists. */
class ScrabbleCliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        return ChiffresLettresCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static List<String> rowsWithCat() {
        List<String> rows = new ArrayList<>(Board.empty(TileSet.english()).rows());
        rows.set(7, ".......CAT.....");
        return rows;
    }

    @Test
    void aRacksWordsAreListedBestScoreFirst() {
        assertThat(run("scrabble", "--lang", "en", "--limit", "3", "QUIZ?ES")).isZero();
        List<String> lines = out.toString().lines().toList();
        assertThat(lines.get(0)).startsWith("words of QUIZ?ES (ENABLE2K, the Enhanced North American Benchmark Lexicon (public domain)): ").endsWith("best score first");
        var best = Scrabble.gameLexicon(Language.ENGLISH).words("QUIZ?ES").get(0);
        assertThat(lines.get(1).trim().split(" +")).containsExactly(best.word(), Integer.toString(best.score()));
        assertThat(lines).hasSize(4);
    }

    @Test
    void aShippedListIsNamedByWordsAndAnUnknownNameSaysWhichShip() {
        assertThat(run("scrabble", "--lang", "en", "--words", "enable", "JO")).isZero();
        assertThat(out.toString()).startsWith("words of JO (ENABLE2K, ").contains("  JO ");
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--words", "enable", "QI")).isZero();
        assertThat(out.toString()).contains(": none");
        assertThat(run("scrabble", "--lang", "en", "--words", "nonesuch", "QI")).isEqualTo(2);
        assertThat(err.toString()).contains("--words: no file nonesuch, nor a list shipped for ENGLISH (enable)");
    }

    @Test
    void aPatternPlacesTheBoardLetters() {
        assertThat(run("scrabble", "--lang", "en", "--pattern", "?CARE", "S")).isZero();
        assertThat(out.toString()).contains("words of S fitting ?CARE", "SCARE");
    }

    @Test
    void aBoardInTextOrJsonGivesTheLibrarysMovesBestFirst() throws IOException {
        Path text = Files.writeString(dir.resolve("board.txt"), String.join("\n", rowsWithCat()) + "\n");
        Path json = Files.writeString(dir.resolve("board.json"),
                new ObjectMapper().writeValueAsString(Map.of("rows", rowsWithCat())));
        Move best = Scrabble.gameLexicon(Language.ENGLISH).moves(Board.of(TileSet.english(), rowsWithCat()), "SHOE?RT").get(0);
        assertThat(run("scrabble", "--lang", "en", "--board", text.toString(), "--limit", "2", "SHOE?RT")).isZero();
        assertThat(out.toString().lines().skip(1).findFirst().orElseThrow())
                .contains(best.coordinates(), best.word(), Integer.toString(best.score()));
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--board", json.toString(), "--json", "SHOE?RT")).isZero();
        JsonNode answer = new ObjectMapper().readTree(out.toString());
        assertThat(answer.get("moves").get(0).get("score").asInt()).isEqualTo(best.score());
        assertThat(answer.get("moves").get(0).get("word").asText()).isEqualTo(best.word());
    }

    @Test
    void aSimulationListsTheBestMovesByEquityWithTheirWinRates() throws IOException {
        Path text = Files.writeString(dir.resolve("board.txt"), String.join("\n", rowsWithCat()) + "\n");
        List<chiffreslettres.scrabble.RatedMove> rated = Scrabble.gameLexicon(Language.ENGLISH)
                .rated(Board.of(TileSet.english(), rowsWithCat()), "SHOE?RT", Scrabble.leaves(Language.ENGLISH));
        assertThat(run("scrabble", "--lang", "en", "--board", text.toString(), "--simulate", "300", "--limit", "3",
                "SHOE?RT")).isZero();
        List<String> lines = out.toString().lines().toList();
        assertThat(lines.get(0)).startsWith("SHOE?RT on the board (ENABLE2K, the Enhanced North American Benchmark Lexicon (public domain)), simulated two turns ahead: ");
        assertThat(lines).hasSize(5);
        List<String> top = rated.subList(0, 3).stream().map(r -> r.move().coordinates() + " " + r.move().word()).toList();
        for (String line : lines.subList(2, 5)) {
            assertThat(top.stream().anyMatch(m -> line.trim().startsWith(m + " "))).as(line).isTrue();
        }
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--board", text.toString(), "--simulate", "200", "--limit", "2",
                "--json", "SHOE?RT")).isZero();
        JsonNode answer = new ObjectMapper().readTree(out.toString());
        assertThat(answer.get("candidates")).hasSize(2);
        assertThat(answer.get("candidates").get(0).get("winRate").asDouble()).isBetween(0.0, 1.0);
        assertThat(run("scrabble", "--lang", "en", "--simulate", "200", "AB")).isEqualTo(2);
        assertThat(err.toString()).contains("--simulate needs --board");
        assertThat(run("scrabble", "--lang", "en", "--board", text.toString(), "--simulate", "0", "AB")).isEqualTo(2);
        assertThat(err.toString()).contains("--simulate: 1 to 600000 milliseconds, got 0");
    }

    @Test
    void withOneTileInTheBagTheSimulationAlsoGivesThePreEndgamesPlay() throws IOException {
        chiffreslettres.scrabble.Lexicon en = Scrabble.gameLexicon(Language.ENGLISH);
        var four = chiffreslettres.scrabble.game.ScrabbleOpponent.level(4, chiffreslettres.scrabble.Leaves.none(en.tiles()));
        // The first best-score game reaching one tile in the bag whose pre-endgame is proven within a fifth of a second.
        chiffreslettres.scrabble.game.ScrabbleGame game = null;
        chiffreslettres.scrabble.game.PreEndgame.Solution expected = null;
        for (long seed = 1; expected == null; seed++) {
            var g = chiffreslettres.scrabble.game.ScrabbleGame.start(en, chiffreslettres.scrabble.game.Rules.WESPA,
                    List.of("A", "B"), seed);
            while (!g.isOver() && g.bagSize() > 1) {
                g = g.apply(four.choose(g));
            }
            if (!g.isOver() && g.bagSize() == 1) {
                var solution = chiffreslettres.scrabble.game.PreEndgame.solve(g,
                        chiffreslettres.chiffres.Budget.ofTime(java.time.Duration.ofMillis(200)), 1);
                game = solution.proven() ? g : null;
                expected = solution.proven() ? solution : null;
            }
        }
        int me = game.toMove();
        Path text = Files.writeString(dir.resolve("pre.txt"), game.board().toText());
        String spread = Integer.toString(game.score(me) - game.score(1 - me));
        assertThat(run("scrabble", "--lang", "en", "--board", text.toString(), "--simulate", "1000", "--limit", "2",
                "--spread", spread, "--json", game.rack(me))).isZero();
        JsonNode pre = new ObjectMapper().readTree(out.toString()).get("preEndgame");
        assertThat(pre.get("proven").asBoolean()).isTrue();
        assertThat(pre.get("winChance").asDouble()).isEqualTo(expected.winChance());
        assertThat(pre.get("play").asText()).isEqualTo(GcgAnnotation.describe(expected.action()));
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--board", text.toString(), "--simulate", "1000", "--limit", "2",
                "--spread", spread, game.rack(me))).isZero();
        assertThat(out.toString().lines().filter(l -> l.startsWith("pre-endgame (one tile in the bag): ")))
                .containsExactly(GcgAnnotation.preEndgameLine(expected, ""));
    }

    @Test
    void badInputGetsItsRuleAndStatusTwo() {
        assertThat(run("scrabble", "--lang", "en", "ZZ")).isEqualTo(2);
        assertThat(err.toString()).contains("rack: 2 × Z, but the English Scrabble bag holds 1");
        assertThat(run("scrabble", "--board", dir.resolve("none.txt").toString(), "AB")).isEqualTo(2);
        assertThat(err.toString()).contains("--board: no file");
        assertThat(run("scrabble", "--lang", "de", "AB")).isEqualTo(2);
        assertThat(run("scrabble", "--pattern", "AB", "AB")).isEqualTo(2);
        assertThat(err.toString()).contains("no ? or *");
    }
}
