package chiffreslettres.benchmarks;

import chiffreslettres.dictionaries.MorfologikDictionaryProvider;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.lettres.spi.DictionaryProvider;
import java.util.ServiceLoader;
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
 * Loading a word list, as the first use of a dictionary does: reading the prebuilt index the jar ships
 * ({@code load}), and, for comparison, indexing the part-of-speech dictionary's forms
 * ({@code indexWordList}). Single shot, repeated in one JVM so that the later iterations show the
 * warmed-up cost.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar DictionaryLoadBenchmark</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
public class DictionaryLoadBenchmark {

    /** The word list and rules. */
    @Param({"FRENCH:ALL", "FRENCH:DES_CHIFFRES_ET_DES_LETTRES", "ENGLISH:COUNTDOWN", "SPANISH:CIFRAS_Y_LETRAS"})
    public String list;

    /** One load as an application's first use does it, bypassing the cache: the prebuilt index read. */
    @Benchmark
    public Object load() {
        String[] parts = list.split(":");
        Language language = Language.valueOf(parts[0]);
        DictionaryProvider provider = ServiceLoader.load(DictionaryProvider.class).findFirst().orElseThrow();
        return provider.load(language, WordRules.valueOf(parts[1]));
    }

    /** One load without the prebuilt index: the part-of-speech dictionary read and its forms indexed. */
    @Benchmark
    public Object indexWordList() {
        String[] parts = list.split(":");
        return MorfologikDictionaryProvider.fromWordList(Language.valueOf(parts[0]), WordRules.valueOf(parts[1]));
    }
}
