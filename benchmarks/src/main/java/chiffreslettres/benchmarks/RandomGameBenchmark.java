package chiffreslettres.benchmarks;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.Variant;
import java.util.SplittableRandom;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The best answer (exact or closest, fewest steps, proven) of random Countdown games, one game per
 * invocation, in sample-time mode so that JMH reports the median and the 90th percentile. The games
 * are drawn once per trial from a fixed seed by the show's rules (0 to 4 large tiles, uniformly, then a
 * target 100–999), so every strategy solves the same games in the same order.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar RandomGameBenchmark -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RandomGameBenchmark {

    private static final int GAMES = 4096;

    /**
     * The strategy: {@code best} is the best-answer search, {@code natural} the same giving the most
     * natural best answer; {@code dp}, {@code memo} and {@code dfs} are the complete strategies asked
     * for one listed solution, for the ratios.
     */
    @Param({"best", "natural", "dp", "memo", "dfs"})
    public String strategy;

    private final Problem[] games = new Problem[GAMES];
    private SearchStrategy searchStrategy;
    private int next;

    /** Draws the games. */
    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(20261122L);
        for (int i = 0; i < GAMES; i++) {
            games[i] = Draws.numbers(Variant.COUNTDOWN.numbers(), random.nextInt(5), random);
        }
        searchStrategy = Strategies.byName(strategy);
    }

    /** One game solved. */
    @Benchmark
    public Result solve() {
        Problem game = games[next];
        next = (next + 1) & (GAMES - 1);
        return Solver.solve(game, searchStrategy, Equivalence.ALGEBRAIC, 1, Budget.unlimited());
    }
}
