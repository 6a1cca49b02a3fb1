package chiffreslettres.benchmarks;

import chiffreslettres.Chiffres;
import java.util.Arrays;
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
 * {@code Chiffres.reachable(tiles)}: every value a UK selection of six tiles makes.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar ReachableBenchmark -prof gc</pre>
 *
 * <p>One selection and one method: {@code ReachableBenchmark.reachableTargets -p tiles='25 50 75 100 3 6'}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReachableBenchmark {

    /**
     * The selection, tiles separated by spaces (JMH splits a {@code -p} value at commas): one selection
     * alone with {@code -p tiles='25 50 75 100 3 6'}.
     */
    @Param({"8 5 75 100 9 3", "1 3 7 10 25 50", "1 1 2 2 3 3", "25 50 75 100 3 6"})
    public String tiles;

    private long[] parsed;

    /** Parses the selection once per trial. */
    @Setup
    public void setUp() {
        parsed = Arrays.stream(tiles.trim().split("[ ,]+")).mapToLong(Long::parseLong).toArray();
    }

    /** All values reachable from the selection. */
    @Benchmark
    public long[] reachable() {
        return Chiffres.reachable(parsed);
    }

    /** The targets 100–999 reachable from the selection. */
    @Benchmark
    public long[] reachableTargets() {
        return Chiffres.reachableTargets(100, 999, parsed);
    }
}
