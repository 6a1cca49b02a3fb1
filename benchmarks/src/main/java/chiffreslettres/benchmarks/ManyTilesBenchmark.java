package chiffreslettres.benchmarks;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.jeu.Variant;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
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
 * {@code Chiffres.best} on games of 6 to 10 tiles, one game per invocation, in sample-time mode so
 * that JMH reports the median, the 90th percentile and the maximum. The games are drawn from a fixed
 * seed: tiles from the UK bag of 24 ({@code uk}) or uniformly from 1–100 ({@code uniform}), targets
 * 100–100,000, each solved with a 2 s budget. At the end of a trial it prints the share of the
 * answers that were proven best and the heap still used after a garbage collection (what the searches
 * keep between them: the thread's workspace and the shared caches). {@link #stoppedByBudget} asks the
 * same tiles for targets of 10<sup>8</sup> to 10<sup>9</sup>, which they seldom make, within 100 ms:
 * its samples show how closely the budget is kept.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar ManyTilesBenchmark.best
 * java -jar benchmarks/target/benchmarks.jar ManyTilesBenchmark.stoppedByBudget -p tiles=9,10</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class ManyTilesBenchmark {

    private static final int GAMES = 512;

    /** Tiles per game. */
    @Param({"6", "7", "8", "9", "10"})
    public int tiles;

    /** Where the tiles come from: {@code uk} (the bag of 24) or {@code uniform} (1–100). */
    @Param({"uk", "uniform"})
    public String bag;

    private final Problem[] games = new Problem[GAMES];
    private final Problem[] farGames = new Problem[GAMES];
    private int next;
    private int solved;
    private int proven;

    /** Draws the games. */
    @Setup
    public void setUp() {
        Random random = new Random(20261123L + tiles);
        for (int i = 0; i < GAMES; i++) {
            List<Long> drawn = new ArrayList<>();
            if (bag.equals("uk")) {
                drawn.addAll(Variant.COUNTDOWN.numbers().smallTiles());
                drawn.addAll(Variant.COUNTDOWN.numbers().largeTiles());
                Collections.shuffle(drawn, random);
                drawn = drawn.subList(0, tiles);
            } else {
                for (int t = 0; t < tiles; t++) {
                    drawn.add(1L + random.nextInt(100));
                }
            }
            games[i] = new Problem(100 + random.nextInt(99_901), drawn, Rules.standard());
            farGames[i] = new Problem(100_000_000L + random.nextInt(900_000_001), drawn, Rules.standard());
        }
    }

    /** One game's best answer. */
    @Benchmark
    public Result best() {
        Problem game = games[next];
        next = (next + 1) % GAMES;
        Result result = Solver.solve(game, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1,
                Budget.ofTime(Duration.ofSeconds(2)));
        solved++;
        if (result.isProvenOptimal()) {
            proven++;
        }
        return result;
    }

    /** One game with a far target, within a 100 ms budget. */
    @Benchmark
    public Result stoppedByBudget() {
        Problem game = farGames[next];
        next = (next + 1) % GAMES;
        return Solver.solve(game, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1,
                Budget.ofTime(Duration.ofMillis(100)));
    }

    /** Prints the share proven and the heap kept. */
    @TearDown(Level.Trial)
    public void report() {
        if (solved == 0) {
            return;
        }
        System.gc();
        Runtime runtime = Runtime.getRuntime();
        long usedMb = (runtime.totalMemory() - runtime.freeMemory()) >> 20;
        System.out.printf("%n[%d tiles, %s] proven best: %d of %d answers; heap used after GC: %d MB%n", tiles, bag,
                proven, solved, usedMb);
    }
}
