package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The inference of the other player's leave from their last play, against plain checks written here: every
 * leave kept is drawn from the unseen tiles, the right size, and makes the play within the tolerance of the
 * best equity listed by {@link Lexicon#rated}; a player by equity's true leave is never ruled out; nothing is
 * inferred with the bag empty; a simulation with an inference answers alike on one or two threads.
 */
class RackInferenceTest {

    private static final TileSet EN = TileSet.english();
    private static final Leaves LEAVES = Leaves.of(EN, "test",
            Map.of("S", 8.0, "?", 25.0, "Q", -7.0, "-", 0.0, "E", 2.0, "U", -3.0));

    /** The tiles of a play as rack tiles (-1 for a blank). */
    private static List<Integer> played(Move move) {
        List<Integer> tiles = new ArrayList<>();
        for (Placement p : move.placements()) {
            tiles.add(p.blank() ? -1 : p.tile());
        }
        return tiles;
    }

    @Test
    void theLeavesKeptExplainThePlayAndATruePlayerByEquityIsNeverRuledOut() {
        int games = 0;
        int inferred = 0;
        int truthChecked = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(seed), 3000);
            ScrabbleOpponent byEquity = ScrabbleOpponent.level(5, LEAVES);
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed);
            games++;
            while (!game.isOver() && game.bagSize() > 0) {
                ScrabbleGame before = game;
                Action action = byEquity.choose(game);
                game = game.apply(action);
                if (!(action instanceof Action.Play play) || game.isOver() || game.bagSize() == 0) {
                    continue;
                }
                int other = game.toMove();
                List<Integer> unseen = EN.readTiles(game.unseen(other));
                List<List<Integer>> leaves = RackInference.leaves(lexicon, LEAVES, before.board(), play.move(), unseen,
                        seed * 1000 + game.turns().size());
                int keep = TileSet.RACK_SIZE - play.move().tileCount();
                for (List<Integer> leave : leaves) {
                    assertThat(leave).hasSize(keep);
                    List<Integer> pool = new ArrayList<>(unseen);
                    for (int t : leave) {
                        assertThat(pool.remove(Integer.valueOf(t))).as("%s drawn from the unseen %s", leave, unseen).isTrue();
                    }
                    List<Integer> rack = new ArrayList<>(played(play.move()));
                    rack.addAll(leave);
                    double best = lexicon.rated(before.board(), EN.writeTiles(rack), LEAVES).stream()
                            .mapToDouble(RatedMove::equity).max().orElseThrow();
                    double equity = play.move().score() + LEAVES.value(EN.writeTiles(leave));
                    assertThat(equity).as("%s with %s", play.move(), leave)
                            .isGreaterThanOrEqualTo(best - RackInference.TOLERANCE);
                }
                inferred += leaves.isEmpty() ? 0 : 1;
                // What the player really kept: a player by equity made the best play of that rack.
                List<Integer> kept = new ArrayList<>(EN.readTiles(before.rack(before.toMove())));
                for (int t : played(play.move())) {
                    kept.remove(Integer.valueOf(t));
                }
                Collections.sort(kept);
                if (keep > 0) {
                    assertThat(RackInference.explains(lexicon, LEAVES, before.board(), play.move(), played(play.move()), kept))
                            .as("the true leave %s of %s", kept, play.move()).isTrue();
                    truthChecked++;
                }
            }
        }
        assertThat(games).isEqualTo(12);
        assertThat(inferred).as("positions with something inferred").isGreaterThan(20);
        assertThat(truthChecked).as("true leaves checked").isGreaterThan(50);
    }

    @Test
    void nothingIsInferredWithTheBagEmpty() {
        Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(7), 3000);
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), 7);
        List<RatedMove> rated = lexicon.rated(game.board(), game.rack(0), LEAVES);
        Move any = rated.get(0).move();
        List<Integer> unseen = EN.readTiles(game.unseen(1));
        assertThat(RackInference.leaves(lexicon, LEAVES, game.board(), any, unseen.subList(0, 7), 1)).isEmpty();
    }

    @Test
    void aSimulationOfAGameWithInferenceGivesTheSameAnswerOnOneOrTwoThreadsAndFromItsLastPlayGiven() {
        Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(3), 3000);
        ScrabbleOpponent byEquity = ScrabbleOpponent.level(5, LEAVES);
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), 3);
        for (int i = 0; i < 4; i++) {
            game = game.apply(byEquity.choose(game));
        }
        Simulation.Settings settings = Simulation.Settings.of(Budget.ofNodes(160)).withCandidates(4);
        Simulation.Analysis one = Simulation.analyse(game, LEAVES, settings);
        Simulation.Analysis two = Simulation.analyse(game, LEAVES, settings.withThreads(2));
        assertThat(two.candidates()).isEqualTo(one.candidates());
        // The same position given as a board, a rack and the other's last play: the same answer.
        Action lastAction = game.actions().get(game.actions().size() - 1);
        assertThat(lastAction).isInstanceOf(Action.Play.class);
        ScrabbleGame before = ScrabbleGame.replay(lexicon, Rules.WESPA, List.of("A", "B"), 3,
                game.actions().subList(0, game.actions().size() - 1));
        int me = game.toMove();
        Simulation.Analysis given = Simulation.analyse(lexicon, Rules.WESPA, LEAVES, game.board(), game.rack(me),
                game.score(me) - game.score(1 - me), game.scorelessTurns(),
                chiffreslettres.random.StableRandom.of(3, game.turns().size()).nextLong(), settings,
                new Simulation.LastPlay(before.board(), ((Action.Play) lastAction).move()));
        assertThat(given.candidates()).isEqualTo(one.candidates());
        assertThat(RackInference.leaves(lexicon, LEAVES, before.board(), ((Action.Play) lastAction).move(),
                EN.readTiles(game.unseen(me)), 1)).as("something inferred in this position").isNotEmpty();
    }

    @Test
    void eachWorldsOtherRackStartsWithAnInferredLeaveAndHoldsEveryUnseenTileOnce() {
        Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(5), 3000);
        List<Integer> unseen = EN.readTiles("AABDEEEIILNOORSTTU?");
        List<List<Integer>> inferred = List.of(EN.readTiles("EE?"), EN.readTiles("ST"));
        Rollout rollout = new Rollout(lexicon, Rules.WESPA, LEAVES, WinModel.of("en"), chiffreslettres.scrabble.Board.empty(EN),
                EN.readTiles("QUIZ"), unseen, 0, 0, 2, inferred);
        int[] started = new int[2];
        for (int i = 0; i < 200; i++) {
            List<List<Integer>> world = rollout.world(chiffreslettres.random.StableRandom.of(11, i));
            List<Integer> other = world.get(1);
            assertThat(other).hasSize(TileSet.RACK_SIZE);
            int which = other.subList(0, 3).equals(inferred.get(0)) ? 0 : other.subList(0, 2).equals(inferred.get(1)) ? 1 : -1;
            assertThat(which).as("%s starts with an inferred leave", other).isNotNegative();
            started[which]++;
            List<Integer> all = new ArrayList<>(other);
            all.addAll(world.get(2));
            Collections.sort(all);
            List<Integer> expected = new ArrayList<>(unseen);
            Collections.sort(expected);
            assertThat(all).isEqualTo(expected);
        }
        assertThat(started[0]).as("worlds of each leave").isBetween(60, 140);
    }
}
