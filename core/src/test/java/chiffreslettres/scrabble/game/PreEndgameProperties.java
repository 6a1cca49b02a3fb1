package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The pre-endgame solver against a plain weighing written here: every action, every tile the bag may hold,
 * each endgame's exact spread from {@link Endgame#solve} (itself checked against minimax), the pass followed
 * by a plain search of the turns while the bag still holds its tile (known to both, as the solver assumes).
 */
class PreEndgameProperties {

    private static final TileSet EN = TileSet.english();
    private static final Rules RULES = Rules.WESPA;

    /**
     * A game of best-score players on a random list, played to the first position with one tile in the bag,
     * where the player to move has at most {@code plays} plays; or null.
     */
    static ScrabbleGame preEndgame(long seed, int words, int plays) {
        Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(seed), words);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, chiffreslettres.scrabble.Leaves.none(EN));
        ScrabbleGame game = ScrabbleGame.start(lexicon, RULES, List.of("A", "B"), seed);
        while (!game.isOver() && game.bagSize() > 1) {
            game = game.apply(best.choose(game));
        }
        return game.isOver() || game.bagSize() != 1
                || lexicon.moves(game.board(), game.rack(game.toMove())).size() > plays ? null : game;
    }

    private static String write(List<Integer> tiles) {
        return EN.writeTiles(tiles);
    }

    private static int points(List<Integer> tiles) {
        return tiles.stream().mapToInt(t -> t < 0 ? 0 : EN.value(t)).sum();
    }

    private static List<Integer> after(List<Integer> rack, Move move, Integer drawn) {
        List<Integer> left = new ArrayList<>(rack);
        for (Placement p : move.placements()) {
            left.remove(Integer.valueOf(p.blank() ? -1 : p.tile()));
        }
        if (drawn != null) {
            left.add(drawn);
        }
        return left;
    }

    /** Endgames solved, by position: the plain weighing meets the same ones often. */
    private static final Map<String, Integer> SOLVED = new java.util.concurrent.ConcurrentHashMap<>();

    /** The spread the player to move gains to the end, {@code bag} (null: none) in the bag, known to both. */
    private static int value(Lexicon lexicon, Board board, List<Integer> mover, List<Integer> other, Integer bag,
            int scoreless) {
        if (bag == null) {
            String key = System.identityHashCode(lexicon) + board.toText() + write(mover) + "|" + write(other) + "|" + scoreless;
            Integer known = SOLVED.get(key);
            if (known == null) {
                known = Endgame.solve(lexicon, RULES, board, write(mover), write(other), scoreless, Budget.unlimited()).spread();
                SOLVED.put(key, known);
            }
            return known;
        }
        int best = Integer.MIN_VALUE;
        for (Move move : lexicon.moves(board, write(mover))) {
            List<Integer> left = after(mover, move, bag);
            int next = move.score() == 0 ? scoreless + 1 : 0;
            best = Math.max(best, move.score() + (next >= RULES.scorelessTurnsToEnd() ? points(other) - points(left)
                    : -value(lexicon, board.play(move), other, left, null, next)));
        }
        int next = scoreless + 1;
        return Math.max(best, next >= RULES.scorelessTurnsToEnd() ? points(other) - points(mover)
                : -value(lexicon, board, other, mover, bag, next));
    }

    /** Per tile the bag may hold, the final spread of the player to move after the action. */
    private static Map<Integer, Integer> finals(ScrabbleGame game, Action action) {
        int me = game.toMove();
        List<Integer> rack = EN.readTiles(game.rack(me));
        List<Integer> unseen = EN.readTiles(Endgame.unseen(game.board(), game.rack(me)));
        int spread = game.score(me) - game.score(1 - me);
        Map<Integer, Integer> finals = new LinkedHashMap<>();
        for (int t : unseen) {
            List<Integer> other = new ArrayList<>(unseen);
            other.remove(Integer.valueOf(t));
            int next;
            int gain;
            if (action instanceof Action.Play play) {
                List<Integer> left = after(rack, play.move(), t);
                next = play.move().score() == 0 ? game.scorelessTurns() + 1 : 0;
                gain = play.move().score() + (next >= RULES.scorelessTurnsToEnd() ? points(other) - points(left)
                        : -value(game.lexicon(), game.board().play(play.move()), other, left, null, next));
            } else {
                next = game.scorelessTurns() + 1;
                gain = next >= RULES.scorelessTurnsToEnd() ? points(other) - points(rack)
                        : -value(game.lexicon(), game.board(), other, rack, t, next);
            }
            finals.put(t, spread + gain);
        }
        return finals;
    }

    /** Half-points over the tiles not seen (each copy once): 2 a win, 1 a draw. */
    private static int halves(Map<Integer, Integer> finals, List<Integer> unseen) {
        return unseen.stream().mapToInt(t -> finals.get(t) > 0 ? 2 : finals.get(t) == 0 ? 1 : 0).sum();
    }

    @Test
    void theSolversPlayHasTheBestChanceOfWinningThatWeighingEveryActionFinds() {
        int solved = 0;
        int choices = 0;
        // Pre-endgames from games on fixed seeds, until six where the actions' chances differ.
        for (long seed = 1; seed <= 600 && choices < 6; seed++) {
            ScrabbleGame game = preEndgame(seed, 1500, 12);
            if (game == null) {
                continue;
            }
            // The plain weighing takes some ten to a hundred times the solver's time: positions it proves within a second.
            PreEndgame.Solution solution = PreEndgame.solve(game, Budget.ofTime(Duration.ofSeconds(1)), 1 + (int) (seed % 2));
            if (!solution.proven()) {
                continue;
            }
            solved++;
            int me = game.toMove();
            List<Integer> unseen = EN.readTiles(Endgame.unseen(game.board(), game.rack(me)));
            int whole = 2 * unseen.size();
            int best = -1;
            int worst = whole + 1;
            List<Action> actions = new ArrayList<>();
            game.lexicon().moves(game.board(), game.rack(me)).forEach(m -> actions.add(new Action.Play(m)));
            actions.add(new Action.Pass());
            for (Action action : actions) {
                int h = halves(finals(game, action), unseen);
                best = Math.max(best, h);
                worst = Math.min(worst, h);
            }
            choices += best > worst ? 1 : 0;
            assertThat(solution.winChance()).as("seed %d\n%s", seed, game).isEqualTo(best / (double) whole);
            Map<Integer, Integer> chosen = finals(game, solution.action());
            assertThat(halves(chosen, unseen)).isEqualTo(best);
            for (PreEndgame.Outcome o : solution.outcomes()) {
                int f = chosen.get(EN.readTiles(o.tile()).get(0));
                assertThat(o.result()).as("bag %s", o.tile()).isEqualTo(f > 0 ? PreEndgame.Result.WIN
                        : f == 0 ? PreEndgame.Result.DRAW : PreEndgame.Result.LOSS);
                assertThat(o.count()).isEqualTo((int) unseen.stream().filter(t -> EN.writeTiles(List.of(t))
                        .equals(o.tile())).count());
            }
            assertThat(solution.outcomes().stream().mapToInt(PreEndgame.Outcome::count).sum())
                    .as("every tile the bag may hold").isEqualTo(unseen.size());
        }
        assertThat(solved).as("pre-endgames solved").isGreaterThan(10);
        assertThat(choices).as("pre-endgames where the choice changes the chance").isEqualTo(6);
    }

    @Test
    void levelSixPlaysThePreEndgamesPlayWhenProvenWithinItsEndgameBudget() {
        int proven = 0;
        int simulated = 0;
        for (long seed = 1; seed <= 200 && (proven < 3 || simulated < 1); seed++) {
            ScrabbleGame game = preEndgame(seed, 1500, 40);
            if (game == null) {
                continue;
            }
            Simulation.Settings settings = Simulation.Settings.of(Budget.ofNodes(40)).withCandidates(3);
            ScrabbleOpponent six = ScrabbleOpponent.level(6, chiffreslettres.scrabble.Leaves.none(EN)).withSimulation(settings)
                    .withEndgame(Budget.ofNodes(2_000));
            PreEndgame.Solution pre = PreEndgame.solve(game, Budget.ofNodes(2_000), 1);
            if (pre.proven()) {
                proven++;
                assertThat(six.choose(game)).as("seed %d", seed).isEqualTo(pre.action());
            } else {
                simulated++;
                assertThat(six.choose(game)).as("seed %d", seed).isEqualTo(
                        Simulation.analyse(game, chiffreslettres.scrabble.Leaves.none(EN), settings).best().action());
            }
        }
        assertThat(proven).as("pre-endgames proven within the budget").isGreaterThanOrEqualTo(3);
        assertThat(simulated).as("pre-endgames simulated").isGreaterThanOrEqualTo(1);
    }

    @Test
    void aTinyBudgetGivesAPlayMarkedNotProvenAndBadGamesAreRefused() {
        ScrabbleGame game = null;
        for (long seed = 1; game == null; seed++) {
            game = preEndgame(seed, 1500, 12);
        }
        PreEndgame.Solution quick = PreEndgame.solve(game, Budget.ofNodes(2), 1);
        assertThat(quick.proven()).isFalse();
        assertThat(game.apply(quick.action())).isNotNull();
        ScrabbleGame opening = ScrabbleGame.start(game.lexicon(), RULES, List.of("A", "B"), 1);
        assertThatThrownBy(() -> PreEndgame.solve(opening, Budget.unlimited(), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("one tile in the bag, this one has 86");
        ScrabbleGame pre = game;
        assertThatThrownBy(() -> PreEndgame.solve(pre, Budget.unlimited(), 65))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threads: 1 to 64, got 65");
    }

    @Test
    void theHelperThreadsOfAPreEndgameEndWithIt() throws InterruptedException {
        ScrabbleGame game = null;
        for (long seed = 1; game == null; seed++) {
            game = preEndgame(seed, 1500, 12);
        }
        for (int run = 0; run < 3; run++) {
            PreEndgame.Solution solution = PreEndgame.solve(game, Budget.ofNodes(20_000), 3);
            assertThat(solution.endgames()).isGreaterThan(1);
        }
        // Shut down when the call returns: its threads end within moments, whatever it searched.
        long until = System.nanoTime() + 5_000_000_000L;
        while (helpers() > 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(helpers()).as("endgame helper threads alive").isZero();
    }

    private static long helpers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("endgame-search") && t.isAlive()).count();
    }
}
