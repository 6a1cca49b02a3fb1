package chiffreslettres.benchmarks;

import chiffreslettres.Chiffres;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code Chiffres.reachableTargets(100, 999, tiles)} for random Countdown selections, one per invocation,
 * in sample-time mode so that JMH reports the median and the 90th percentile: the typical selection
 * beside {@link ReachableBenchmark}'s four fixed ones. The selections are drawn once per trial from a
 * fixed seed by the show's rules (0 to 4 large tiles, uniformly).
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar RandomSelectionBenchmark -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RandomSelectionBenchmark {

    private static final int SELECTIONS = 1024;

    private final long[][] selections = new long[SELECTIONS][];
    private int next;

    /** Draws the selections. */
    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(20261122L);
        for (int i = 0; i < SELECTIONS; i++) {
            selections[i] = Draws.numbers(Variant.COUNTDOWN.numbers(), random.nextInt(5), random).tileArray();
        }
    }

    /** The targets 100–999 one selection makes. */
    @Benchmark
    public long[] reachableTargets() {
        long[] tiles = selections[next];
        next = (next + 1) & (SELECTIONS - 1);
        return Chiffres.reachableTargets(100, 999, tiles);
    }
}
