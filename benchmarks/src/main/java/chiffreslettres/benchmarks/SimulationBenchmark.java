package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.Simulation;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A simulation of {@value #ITERATIONS} two-ply iterations on one thread (level 6's settings: ten candidates,
 * two turns after each), English, in positions of level 5 against itself after {@code turns} turns, one of
 * 16 games' positions an invocation (the English every-form list, or a shipped Scrabble list: {@code -p list=enable}). Iterations a second on a core: the mean iterations an operation ran
 * (printed at the end of each trial: fewer than {@value #ITERATIONS} when one candidate was left early)
 * divided by the time of an operation.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar SimulationBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class SimulationBenchmark {

    private static final int ITERATIONS = 200;
    private static final int GAMES = 16;

    /** Turns played before the position simulated. */
    @Param({"4", "10"})
    public int turns;

    /** The word list, as {@link BlankRackBenchmark}'s. */
    @Param({"every-form"})
    public String list;

    private Leaves leaves;
    private final List<ScrabbleGame> positions = new ArrayList<>();
    private Simulation.Settings settings;
    private int next;
    private long operations;
    private long iterations;

    /** Plays the games to their positions. */
    @Setup
    public void setUp() {
        leaves = Scrabble.leaves(Language.ENGLISH);
        positions.addAll(positions(BlankRackBenchmark.lexicon(list), leaves, turns));
        settings = Simulation.Settings.of(Budget.ofNodes(ITERATIONS)).withCandidates(ScrabbleOpponent.SIMULATION_CANDIDATES);
    }

    /** The positions simulated: 16 games of level 5 against itself after {@code turns} turns, the bag not empty. */
    static List<ScrabbleGame> positions(Lexicon lexicon, Leaves leaves, int turns) {
        List<ScrabbleGame> positions = new ArrayList<>();
        ScrabbleOpponent player = ScrabbleOpponent.level(5, leaves);
        for (long seed = 1; positions.size() < GAMES; seed++) {
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), 20261126L + seed);
            for (int t = 0; t < turns && !game.isOver(); t++) {
                game = game.apply(player.choose(game));
            }
            if (!game.isOver() && game.bagSize() > 0) {
                positions.add(game);
            }
        }
        return positions;
    }

    /** The next position simulated. */
    @Benchmark
    public Simulation.Analysis simulate() {
        ScrabbleGame game = positions.get(next);
        next = (next + 1) % GAMES;
        Simulation.Analysis analysis = Simulation.analyse(game, leaves, settings);
        operations++;
        iterations += analysis.iterations();
        return analysis;
    }

    /** Prints the mean iterations an operation ran. */
    @TearDown
    public void report() {
        System.err.printf("%d turns: %.1f iterations an operation%n", turns, (double) iterations / operations);
    }
}
