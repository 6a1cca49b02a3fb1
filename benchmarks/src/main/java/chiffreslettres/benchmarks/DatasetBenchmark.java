package chiffreslettres.benchmarks;

import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.Puzzle;
import chiffreslettres.jeu.Variant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Dataset generation on one thread: one block of Countdown puzzles ({@value Dataset#BLOCK_SIZE}, each
 * with its most natural proven best answer) per invocation, block numbers in turn, so the score is
 * puzzles per second on one core; {@code counts=true} adds the distinct-solution count and difficulty
 * (targets drawn per selection, counted at once). Run it with {@code -t 2} for both cores.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar DatasetBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DatasetBenchmark {

    /** Whether records carry solution counts. */
    @Param({"false", "true"})
    public boolean counts;

    private DatasetSpec spec;
    private long nextBlock;

    /** The spec: Countdown, seed 0. */
    @Setup
    public void setUp() {
        DatasetSpec base = DatasetSpec.of(Variant.COUNTDOWN).withSeed(0);
        spec = counts ? base.withCounts() : base;
        nextBlock = Thread.currentThread().getId() * 1_000_000L;
    }

    /** One block; the score counts puzzles (a block yields {@value Dataset#BLOCK_SIZE} or, rarely, fewer). */
    @Benchmark
    @OperationsPerInvocation(Dataset.BLOCK_SIZE)
    public List<Puzzle> block() {
        return Dataset.block(spec, nextBlock++);
    }
}
