package chiffreslettres.benchmarks;

import chiffreslettres.lettres.AnagramIndex;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
import java.util.List;
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
 * Letters queries on the French word list (every form): the longest words of a ten-letter rack with
 * 0 to 3 blanks, and every word of at least 5 letters.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar LettersBenchmark -prof gc</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx3g")
public class LettersBenchmark {

    /** The rack: ten letters, some of them replaced by blanks. */
    @Param({"eaiusrtnlo", "eaiusrtnl?", "eaiusrtn??", "eaiusrt???"})
    public String rack;

    private AnagramIndex index;
    private Rack parsed;

    /** Loads the dictionary once per trial. */
    @Setup
    public void setUp() {
        Dictionary french = Dictionaries.french();
        index = french.index();
        parsed = Rack.parse(rack, french.alphabet());
    }

    /** The longest words of the rack. */
    @Benchmark
    public List<WordMatch> longest() {
        return index.longest(parsed);
    }

    /** Every word of at least five letters. */
    @Benchmark
    public List<WordMatch> wordsOfFiveLettersOrMore() {
        return index.words(parsed, 5, Integer.MAX_VALUE);
    }
}
