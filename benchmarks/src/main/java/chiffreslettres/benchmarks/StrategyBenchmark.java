package chiffreslettres.benchmarks;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
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
 * The search strategies side by side on fixed six-tile games: the best answer with its distinct
 * solutions, as {@code Chiffres.solve} computes it.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar StrategyBenchmark -prof gc</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class StrategyBenchmark {

    /** The games: target, then tiles. */
    @Param({"594:8,5,75,100,9,3", "415:1,2,3,4,5,6", "765:1,3,7,10,25,50", "999:1,1,2,2,3,3"})
    public String game;

    /** The strategy under test. */
    @Param({"dfs", "memo", "dp"})
    public String strategy;

    private Problem problem;
    private SearchStrategy searchStrategy;

    /** Parses the parameters once per trial. */
    @Setup
    public void setUp() {
        String[] parts = game.split(":");
        long[] tiles = java.util.Arrays.stream(parts[1].split(",")).mapToLong(Long::parseLong).toArray();
        problem = Problem.of(Long.parseLong(parts[0]), tiles);
        searchStrategy = Strategies.byName(strategy);
    }

    /** One complete solve. */
    @Benchmark
    public Result solve() {
        return Solver.solve(problem, searchStrategy, Equivalence.ALGEBRAIC, 100, Budget.unlimited());
    }
}
