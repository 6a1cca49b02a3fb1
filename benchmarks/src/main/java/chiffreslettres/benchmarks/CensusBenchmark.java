package chiffreslettres.benchmarks;

import chiffreslettres.jeu.Census;
import chiffreslettres.jeu.Variant;
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
 * The census of the Countdown numbers round: all 13,243 selections × targets 100–999, one census per
 * invocation (single-shot), on one thread and on two.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar CensusBenchmark</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 8)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class CensusBenchmark {

    /** Worker threads. */
    @Param({"1", "2"})
    public int threads;

    /** One complete census; returns the number of solvable games. */
    @Benchmark
    public long countdownCensus() {
        return Census.of(Variant.COUNTDOWN.numbers()).parallelism(threads).run().solvable();
    }
}
