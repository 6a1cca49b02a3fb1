package chiffreslettres.benchmarks;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.jeu.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
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
 * How the strategies scale with the number of tiles: 4 to 8 tiles drawn at random from the 24 tiles of
 * Le Compte est Bon (1–10 twice, 25 50 75 100), target 100–999, 16 games per size solved in turn, one
 * game per invocation. Every strategy is asked for one listed solution, as {@code Chiffres.best} or
 * {@code solve(...).limit(1)} would. The plain DFS takes seconds past six tiles and the complete
 * dynamic programming walks depth-first past seven: run those combinations only where they finish, e.g.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar TileScalingBenchmark -p tiles=4,5,6 -p strategy=best,dp,memo,dfs</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class TileScalingBenchmark {

    private static final int GAMES = 16;

    /** Tiles per game. */
    @Param({"4", "5", "6", "7", "8"})
    public int tiles;

    /** The strategy: best (best answer), dp, memo, dfs. */
    @Param({"best", "dp", "memo", "dfs"})
    public String strategy;

    private final Problem[] games = new Problem[GAMES];
    private SearchStrategy searchStrategy;
    private int next;

    /** Draws the games of this size. */
    @Setup
    public void setUp() {
        Random random = new Random(tiles);
        for (int i = 0; i < GAMES; i++) {
            List<Long> bag = new ArrayList<>();
            bag.addAll(Variant.COUNTDOWN.numbers().smallTiles());
            bag.addAll(Variant.COUNTDOWN.numbers().largeTiles());
            Collections.shuffle(bag, random);
            games[i] = new Problem(100 + random.nextInt(900), bag.subList(0, tiles), Rules.standard());
        }
        searchStrategy = Strategies.byName(strategy);
    }

    /** One game solved. */
    @Benchmark
    public Result solve() {
        Problem game = games[next];
        next = (next + 1) % GAMES;
        return Solver.solve(game, searchStrategy, Equivalence.ALGEBRAIC, 1, Budget.unlimited());
    }
}
