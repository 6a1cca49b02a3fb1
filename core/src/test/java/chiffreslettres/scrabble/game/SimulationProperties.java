package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The simulation against plain play written here: with the bag empty every world is the same, so each
 * candidate's value must be what the game itself ({@link ScrabbleGame#apply}) gives when the candidate is
 * played and then each player makes their best-scoring move; with no turn after the candidate, its value is
 * its equity; and the answer does not depend on the threads.
 */
class SimulationProperties {

    private static final TileSet EN = TileSet.english();
    private static final Leaves LEAVES = Leaves.of(EN, "test",
            Map.of("S", 8.0, "?", 25.0, "Q", -7.0, "-", 0.0, "E", 2.0, "U", -3.0));

    /** A game on a random list after {@code turns} turns of the best-scoring player; null if it ended. */
    private static ScrabbleGame midgame(long seed, int turns) {
        Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(seed), 3000);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, LEAVES);
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed);
        for (int i = 0; i < turns && !game.isOver(); i++) {
            game = game.apply(best.choose(game));
        }
        return game.isOver() ? null : game;
    }

    /** What the candidate gives its player when each then makes their best-scoring move for {@code plies} turns. */
    private static int played(ScrabbleGame game, Action candidate, int plies) {
        int me = game.toMove();
        ScrabbleGame next = game.apply(candidate);
        for (int turn = 0; turn < plies && !next.isOver(); turn++) {
            Action action = next.lexicon().best(next.board(), next.rack(next.toMove()))
                    .<Action>map(Action.Play::new).orElseGet(Action.Pass::new);
            next = next.apply(action);
        }
        return next.score(me) - next.score(1 - me) - (game.score(me) - game.score(1 - me));
    }

    @Test
    void withTheBagEmptyEachCandidatesValueIsWhatTheGameGives() {
        int[] checked = new int[1];
        qt().withExamples(40).withFixedSeed(20261126L)
                .forAll(longs().between(1, 1_000_000), integers().between(4, 12), integers().between(0, 3))
                .checkAssert((seed, tiles, plies) -> {
                    ScrabbleGame game = EndgameProperties.endgame(seed, tiles, 0);
                    if (game == null) {
                        return;
                    }
                    Simulation.Analysis analysis = Simulation.analyse(game, LEAVES,
                            Simulation.Settings.of(Budget.ofNodes(200)).withPlies(plies).withCandidates(5));
                    for (Simulation.Candidate c : analysis.candidates()) {
                        if (c.iterations() == 0) {
                            continue;
                        }
                        checked[0]++;
                        int me = game.toMove();
                        ScrabbleGame after = game.apply(c.action());
                        int value = played(game, c.action(), plies);
                        assertThat(c.meanValue()).as(game + " " + c).isEqualTo(value, within(1e-9));
                        if (c.iterations() > 1) {
                            assertThat(c.valueError()).isEqualTo(0.0, within(1e-9));
                        }
                        assertThat(c.winRate()).isBetween(0.0, 1.0);
                        if (after.isOver()) {
                            int end = after.score(me) - after.score(1 - me);
                            assertThat(c.winRate()).isEqualTo(end > 0 ? 1.0 : end == 0 ? 0.5 : 0.0);
                        }
                    }
                });
        assertThat(checked[0]).as("candidates checked").isGreaterThan(40);
    }

    @Test
    void withNoTurnAfterTheCandidateItsValueIsItsEquity() {
        int[] checked = new int[1];
        qt().withExamples(30).withFixedSeed(20261127L)
                .forAll(longs().between(1, 1_000_000), integers().between(0, 6))
                .checkAssert((seed, turns) -> {
                    ScrabbleGame game = midgame(seed, turns);
                    if (game == null || game.bagSize() < 2 * TileSet.RACK_SIZE) {
                        return;
                    }
                    Simulation.Analysis analysis = Simulation.analyse(game, LEAVES,
                            Simulation.Settings.of(Budget.ofNodes(120)).withPlies(0).withCandidates(6));
                    for (Simulation.Candidate c : analysis.candidates()) {
                        if (c.iterations() > 0) {
                            checked[0]++;
                            assertThat(c.meanValue()).as(c.toString()).isEqualTo(c.equity(), within(1e-9));
                        }
                    }
                    // The candidates are the moves of highest equity.
                    List<chiffreslettres.scrabble.RatedMove> rated = game.lexicon().rated(game.board(),
                            game.rack(game.toMove()), LEAVES);
                    for (Simulation.Candidate c : analysis.candidates()) {
                        if (c.action() instanceof Action.Play play) {
                            Move move = play.move();
                            assertThat(rated.subList(0, Math.min(6, rated.size())).stream()
                                    .anyMatch(r -> r.move().equals(move))).as(move.toString()).isTrue();
                        }
                    }
                });
        assertThat(checked[0]).as("candidates checked").isGreaterThan(30);
    }

    @Test
    void theAnswerIsTheSameOnOneOrTwoThreadsAndTheBestIsNeverDropped() {
        qt().withExamples(8).withFixedSeed(20261128L)
                .forAll(longs().between(1, 1_000_000), integers().between(2, 8))
                .checkAssert((seed, turns) -> {
                    ScrabbleGame game = midgame(seed, turns);
                    if (game == null || game.bagSize() == 0) {
                        return;
                    }
                    Simulation.Settings settings = Simulation.Settings.of(Budget.ofNodes(600)).withCandidates(8);
                    Simulation.Analysis one = Simulation.analyse(game, LEAVES, settings);
                    Simulation.Analysis two = Simulation.analyse(game, LEAVES, settings.withThreads(2));
                    assertThat(two.candidates()).isEqualTo(one.candidates());
                    assertThat(one.iterations()).isLessThanOrEqualTo(600)
                            .isEqualTo(one.candidates().stream().mapToLong(Simulation.Candidate::iterations).sum());
                    assertThat(one.best().dropped()).isFalse();
                    double last = Double.POSITIVE_INFINITY;
                    for (Simulation.Candidate c : one.candidates()) {
                        if (c.iterations() > 0) {
                            assertThat(c.meanValue()).isLessThanOrEqualTo(last);
                            last = c.meanValue();
                        }
                    }
                    assertThat(game.apply(one.best().action())).isNotNull();
                });
    }

    @Test
    void aTimeBudgetIsObeyed() {
        ScrabbleGame game = midgame(5, 4);
        Simulation.Analysis analysis = Simulation.analyse(game, LEAVES, Simulation.Settings.of(
                Budget.ofTime(Duration.ofMillis(50))).withThreads(2));
        assertThat(analysis.took()).isLessThan(Duration.ofSeconds(5));
        assertThat(analysis.iterations()).isPositive();
    }

    @Test
    void levelSixPlaysTheSimulationsChoiceAndAWholeGameReplays() {
        ScrabbleGame game = midgame(11, 0);
        Simulation.Settings settings = Simulation.Settings.of(Budget.ofNodes(80)).withCandidates(4);
        ScrabbleOpponent six = ScrabbleOpponent.level(6, LEAVES).withSimulation(settings);
        assertThat(six.simulation()).contains(settings);
        assertThat(six.choose(game)).isEqualTo(Simulation.analyse(game, LEAVES, settings).best().action());
        ScrabbleOpponent five = ScrabbleOpponent.level(5, LEAVES);
        SelfPlay play = new SelfPlay(game.lexicon(), Rules.WESPA, six, five);
        ScrabbleGame whole = play.game(11, 0);
        assertThat(whole.isOver()).isTrue();
        assertThat(play.game(11, 0).actions()).isEqualTo(whole.actions());
        assertThat(ScrabbleGame.replay(whole.lexicon(), Rules.WESPA, whole.players(), whole.seed(), whole.actions()).scores())
                .isEqualTo(whole.scores());
        assertThat(five.simulation()).isEmpty();
    }

    @Test
    void aBadPositionOrSettingIsRefusedClearly() {
        ScrabbleGame game = midgame(7, 2);
        assertThatThrownBy(() -> Simulation.Settings.of(Budget.unlimited()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("give it a time or a number of iterations");
        assertThatThrownBy(() -> Simulation.Settings.of(Budget.ofNodes(10)).withCandidates(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("candidates: 1 to 100");
        assertThatThrownBy(() -> Simulation.Settings.of(Budget.ofNodes(10)).withPlies(11))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("plies: 0 to 10");
        assertThatThrownBy(() -> Simulation.Settings.of(Budget.ofNodes(10)).withThreads(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threads: 1 to 256");
        Simulation.Settings settings = Simulation.Settings.of(Budget.ofNodes(10));
        ScrabbleGame three = ScrabbleGame.start(game.lexicon(), Rules.WESPA, List.of("A", "B", "C"), 1);
        assertThatThrownBy(() -> Simulation.analyse(three, LEAVES, settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two players");
        assertThatThrownBy(() -> Simulation.analyse(game.lexicon(), Rules.WESPA, LEAVES, game.board(), "", 0, 0, 1, settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a tile on the rack");
        assertThatThrownBy(() -> Simulation.analyse(game.lexicon(), Rules.WESPA, LEAVES, game.board(), "AB", 0, 6, 1, settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("scoreless: 0 to 5");
        assertThatThrownBy(() -> Simulation.analyse(game, Leaves.none(TileSet.french()), settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("leaves: of");
    }
}
