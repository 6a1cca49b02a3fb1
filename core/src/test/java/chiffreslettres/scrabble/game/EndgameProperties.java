package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The endgame solver against a plain minimax written here: every play and the pass, each applied by the
 * game itself ({@link ScrabbleGame#apply}, which scores the end), the spread read from the game's scores;
 * positions met again are looked up rather than searched again.
 */
class EndgameProperties {

    private static final TileSet EN = TileSet.english();

    /** The spread the player to move gains from here to the end, both playing their best: minimax. */
    private static int minimax(ScrabbleGame game, Map<String, Integer> known) {
        String key = game.board().toText() + "|" + game.rack(0) + "|" + game.rack(1) + "|" + game.toMove() + "|"
                + game.scorelessTurns();
        Integer seen = known.get(key);
        if (seen != null) {
            return seen;
        }
        int me = game.toMove();
        int now = game.score(me) - game.score(1 - me);
        int best = Integer.MIN_VALUE;
        for (Action action : actions(game)) {
            ScrabbleGame next = game.apply(action);
            int gained = next.score(me) - next.score(1 - me) - now;
            best = Math.max(best, next.isOver() ? gained : gained - minimax(next, known));
        }
        known.put(key, best);
        return best;
    }

    private static List<Action> actions(ScrabbleGame game) {
        List<Action> actions = new ArrayList<>();
        for (Move move : game.lexicon().moves(game.board(), game.rack(game.toMove()))) {
            actions.add(new Action.Play(move));
        }
        actions.add(new Action.Pass());
        return actions;
    }

    /**
     * A game of best-score players on a random list, played on past the bag's last tile until the two racks
     * hold at most {@code tiles} tiles between them; null when the game ends first.
     */
    static ScrabbleGame endgame(long seed, int tiles, int scoreless) {
        Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(seed), 3000);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, chiffreslettres.scrabble.Leaves.none(EN));
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed);
        while (!game.isOver() && (game.bagSize() > 0 || EN.readTiles(game.rack(0)).size()
                + EN.readTiles(game.rack(1)).size() > tiles)) {
            game = game.apply(best.choose(game));
        }
        for (int i = 0; i < scoreless && !game.isOver(); i++) {
            game = game.pass();
        }
        return game.isOver() ? null : game;
    }

    @Test
    void theSolversSpreadIsMinimaxsAndItsActionReachesItOnOneThreadOrTwo() {
        int[] solved = new int[1];
        qt().withExamples(80).withFixedSeed(20261125L)
                .forAll(longs().between(1, 1_000_000), integers().between(3, 9), integers().between(0, 4))
                .checkAssert((seed, tiles, scoreless) -> {
                    ScrabbleGame game = endgame(seed, tiles, scoreless);
                    if (game == null) {
                        return;
                    }
                    solved[0]++;
                    Map<String, Integer> known = new HashMap<>();
                    int exact = minimax(game, known);
                    for (int threads = 1; threads <= 2; threads++) {
                        Endgame.Solution solution = Endgame.solve(game, Budget.unlimited(), threads);
                        assertThat(solution.proven()).isTrue();
                        assertThat(solution.spread()).as("%d threads\n%s", threads, game).isEqualTo(exact);
                        // The action it gives reaches that spread.
                        int me = game.toMove();
                        ScrabbleGame next = game.apply(solution.action());
                        int gained = next.score(me) - next.score(1 - me) - (game.score(me) - game.score(1 - me));
                        assertThat(next.isOver() ? gained : gained - minimax(next, known)).isEqualTo(exact);
                        assertThat(solution.line()).startsWith(solution.action());
                    }
                });
        assertThat(solved[0]).as("endgames solved").isGreaterThan(25);
    }

    @Test
    void aTinyBudgetGivesAnAnswerMarkedNotProven() {
        ScrabbleGame game = null;
        for (long seed = 1; game == null; seed++) {
            game = endgame(seed, 14, 0);
            if (game != null && (EN.readTiles(game.rack(0)).size() < 6 || EN.readTiles(game.rack(1)).size() < 6)) {
                game = null;
            }
        }
        Endgame.Solution quick = Endgame.solve(game, Budget.ofNodes(3));
        assertThat(quick.proven()).isFalse();
        assertThat(game.apply(quick.action())).isNotNull();
        Endgame.Solution timed = Endgame.solve(game, Budget.ofTime(Duration.ofMillis(1)));
        assertThat(timed.took()).isLessThan(Duration.ofSeconds(1));
        Endgame.Solution twoThreads = Endgame.solve(game, Budget.ofNodes(4), 2);
        assertThat(twoThreads.proven()).isFalse();
        assertThat(twoThreads.nodes()).as("the budget shared").isLessThanOrEqualTo(4 + 2);
        assertThat(game.apply(twoThreads.action())).isNotNull();
    }

    @Test
    void aGameThatIsNotAnEndgameIsRefusedClearly() {
        Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(1), 500);
        ScrabbleGame opening = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), 1);
        assertThatThrownBy(() -> Endgame.solve(opening, Budget.unlimited()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bag still holds 86 tiles");
        assertThatThrownBy(() -> Endgame.solve(lexicon, Rules.WESPA, chiffreslettres.scrabble.Board.empty(TileSet.french()),
                "AB", "CD", 0, Budget.unlimited())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("its tiles are of");
        assertThatThrownBy(() -> Endgame.solve(lexicon, Rules.WESPA, opening.board(), "", "CD", 0, Budget.unlimited()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a tile on each rack");
        ScrabbleGame three = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B", "C"), 1);
        assertThatThrownBy(() -> Endgame.solve(three, Budget.unlimited()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two players");
        ScrabbleGame two = endgame(3, 14, 0);
        assertThatThrownBy(() -> Endgame.solve(two, Budget.unlimited(), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threads: 1 to 64, got 0");
    }
}
