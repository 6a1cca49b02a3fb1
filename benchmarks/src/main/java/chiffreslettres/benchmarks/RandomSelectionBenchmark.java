package chiffreslettres.benchmarks;

import chiffreslettres.Chiffres;
import chiffreslettres.jeu.Census;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.Variant;
import java.util.List;
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
 * {@code Chiffres.reachableTargets(100, 999, tiles)} for many Countdown selections, one per invocation,
 * in sample-time mode so that JMH reports the median and the percentiles: the typical selection beside
 * {@link ReachableBenchmark}'s four fixed ones. {@code draw=show}: 1,024 selections drawn once per trial
 * from a fixed seed by the show's rules (0 to 4 large tiles, uniformly); {@code draw=every}: each of the
 * 13,243 distinct selections once per pass, in an order shuffled from a fixed seed (listed by a census in
 * the set-up, which also leaves the value-set cache warm).
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

    private static final int DRAWN = 1024;

    /** {@code show}: random draws by the show's rules; {@code every}: every distinct selection. */
    @Param({"show", "every"})
    public String draw;

    private long[][] selections;
    private int next;

    /** Draws or lists the selections. */
    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(20261122L);
        if (draw.equals("show")) {
            selections = new long[DRAWN][];
            for (int i = 0; i < DRAWN; i++) {
                selections[i] = Draws.numbers(Variant.COUNTDOWN.numbers(), random.nextInt(5), random).tileArray();
            }
            return;
        }
        List<Census.Selection> every = Census.of(Variant.COUNTDOWN.numbers()).run().selections();
        selections = new long[every.size()][];
        for (int i = 0; i < selections.length; i++) {
            selections[i] = every.get(i).tiles().stream().mapToLong(Long::longValue).toArray();
        }
        for (int i = selections.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            long[] swapped = selections[i];
            selections[i] = selections[j];
            selections[j] = swapped;
        }
    }

    /** The targets 100–999 one selection makes. */
    @Benchmark
    public long[] reachableTargets() {
        long[] tiles = selections[next];
        next = next + 1 == selections.length ? 0 : next + 1;
        return Chiffres.reachableTargets(100, 999, tiles);
    }
}
