package chiffreslettres.benchmarks;

import chiffreslettres.lettres.AnagramIndex;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
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
 * The longest words of random ten-letter racks on the French word list (every form), one rack per
 * invocation, in sample-time mode so that JMH reports the median and the 90th percentile. The racks are
 * drawn once per trial from a fixed seed, each letter independently with its frequency in the word list
 * itself (the French show publishes no letter piles), with 0 to 2 of the ten letters replaced by blanks.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar RandomRackBenchmark -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx3g")
public class RandomRackBenchmark {

    private static final int RACKS = 4096;

    /** How many of the ten letters are blanks. */
    @Param({"0", "1", "2"})
    public int blanks;

    private final Rack[] racks = new Rack[RACKS];
    private AnagramIndex index;
    private int next;

    /** Loads the list and draws the racks. */
    @Setup
    public void setUp() {
        Dictionary french = Dictionaries.french();
        index = french.index();
        String letters = french.alphabet().letters();
        long[] frequency = new long[letters.length()];
        for (String word : french.words()) {
            String folded = french.alphabet().foldWord(word);
            for (int i = 0; i < folded.length(); i++) {
                frequency[letters.indexOf(folded.charAt(i))]++;
            }
        }
        long total = 0;
        for (long f : frequency) {
            total += f;
        }
        SplittableRandom random = new SplittableRandom(20261122L);
        for (int r = 0; r < RACKS; r++) {
            StringBuilder rack = new StringBuilder();
            for (int i = 0; i < 10 - blanks; i++) {
                long pick = random.nextLong(total);
                int letter = 0;
                while (pick >= frequency[letter]) {
                    pick -= frequency[letter++];
                }
                rack.append(letters.charAt(letter));
            }
            rack.append("?".repeat(blanks));
            racks[r] = Rack.parse(rack.toString(), french.alphabet());
        }
    }

    /** The longest words of one rack. */
    @Benchmark
    public List<WordMatch> longest() {
        Rack rack = racks[next];
        next = (next + 1) & (RACKS - 1);
        return index.longest(rack);
    }
}
