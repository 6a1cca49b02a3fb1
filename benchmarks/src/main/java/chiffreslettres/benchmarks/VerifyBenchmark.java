package chiffreslettres.benchmarks;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.dataset.AnswerCheck;
import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.Puzzle;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Variant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Verification on one thread: the referee's verdict and Countdown score ({@link AnswerCheck}) of the
 * answers of one block of generated Countdown puzzles, the typed infix text read and judged each time;
 * the score is answers per second.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar VerifyBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class VerifyBenchmark {

    private Problem[] problems;
    private String[] answers;
    private final Optional<NumbersRound> round = Optional.of(Variant.COUNTDOWN.numbers());

    /** One block of puzzles and their answers' text. */
    @Setup
    public void setUp() {
        List<Puzzle> block = Dataset.block(DatasetSpec.of(Variant.COUNTDOWN).withSeed(0), 0);
        problems = new Problem[Dataset.BLOCK_SIZE];
        answers = new String[Dataset.BLOCK_SIZE];
        for (int i = 0; i < Dataset.BLOCK_SIZE; i++) {
            Puzzle p = block.get(i % block.size());
            problems[i] = new Problem(p.target(), p.tiles(), Rules.standard());
            answers[i] = p.answerInfix();
        }
    }

    /** Every answer of the block judged; returns the number accepted. */
    @Benchmark
    @OperationsPerInvocation(Dataset.BLOCK_SIZE)
    public int verify() {
        int accepted = 0;
        for (int i = 0; i < problems.length; i++) {
            if (AnswerCheck.of(problems[i], answers[i], round).accepted()) {
                accepted++;
            }
        }
        return accepted;
    }
}
