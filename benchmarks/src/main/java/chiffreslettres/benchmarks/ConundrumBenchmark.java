package chiffreslettres.benchmarks;

import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.WordRules;
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
 * Conundrums of the English list (Countdown's rules), in sample-time mode: {@code draw}, one conundrum
 * drawn once the list's conundrum words are known (a word, then a scramble as two words where the list
 * allows), one seed per invocation; {@code scan}, every conundrum word of the list found.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar ConundrumBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx3g")
public class ConundrumBenchmark {

    private Dictionary english;
    private Conundrum conundrum;
    private long seed;

    /** Loads the list and finds its conundrums. */
    @Setup
    public void setUp() {
        english = Dictionaries.english(WordRules.COUNTDOWN);
        conundrum = Conundrum.of(english);
    }

    /** One conundrum. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Conundrum.Puzzle draw() {
        return conundrum.draw(seed++);
    }

    /** Every conundrum word of the list. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public int scan() {
        return Conundrum.of(english, Conundrum.LENGTH).count();
    }
}
