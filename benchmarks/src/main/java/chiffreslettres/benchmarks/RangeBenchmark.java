package chiffreslettres.benchmarks;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.RangeResult;
import chiffreslettres.chiffres.Result;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Every target 100–999 of one selection: the algebraically distinct solutions of each counted at once
 * ({@code Chiffres.targets}), against 900 separate {@code solve} calls. The selections: the peers'
 * comparison (100 75 50 25 6 3), one with a pair of equal tiles, one with two pairs.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar RangeBenchmark</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RangeBenchmark {

    /** The tiles, space-separated. */
    @Param({"100 75 50 25 6 3", "75 50 8 8 3 1", "100 9 9 4 4 2"})
    public String selection;

    private long[] tiles;

    /** Parses the selection. */
    @org.openjdk.jmh.annotations.Setup
    public void setUp() {
        tiles = java.util.Arrays.stream(selection.split(" ")).mapToLong(Long::parseLong).toArray();
    }

    /** Every target counted at once; returns the solutions of the exact targets. */
    @Benchmark
    public long countedAtOnce() {
        RangeResult range = Chiffres.targets(100, 999).tiles(tiles).solve();
        return range.exactSolutionCount();
    }

    /** One complete solve per target; returns the same total. */
    @Benchmark
    public long oneSolvePerTarget() {
        long total = 0;
        for (long t = 100; t <= 999; t++) {
            Result r = Chiffres.target(t).tiles(tiles).limit(1).solve();
            total += r.isExact() ? r.solutionCount() : 0;
        }
        return total;
    }
}
