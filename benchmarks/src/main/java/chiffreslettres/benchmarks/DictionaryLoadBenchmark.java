package chiffreslettres.benchmarks;

import chiffreslettres.dictionaries.builder.PartOfSpeechWordLists;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
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
 * A word list made ready as an application's first use does it, in a fresh JVM: the provider found by
 * ServiceLoader, the index the jar ships read, and the first {@code longest} query answered
 * ({@code ready}, one shot per fork, so every measurement is a cold start). For comparison,
 * {@code indexWordList} reads the part-of-speech dictionary and indexes its forms.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar DictionaryLoadBenchmark.ready</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 10, jvmArgsAppend = "-Xmx1g")
public class DictionaryLoadBenchmark {

    /** The word list and rules. */
    @Param({"FRENCH:ALL", "FRENCH:DES_CHIFFRES_ET_DES_LETTRES", "ENGLISH:COUNTDOWN", "SPANISH:CIFRAS_Y_LETRAS",
        "SPANISH:ALL"})
    public String list;

    /** The list's provider found, its index read, and a first query answered. */
    @Benchmark
    public Object ready() {
        String[] parts = list.split(":");
        Language language = Language.valueOf(parts[0]);
        DictionaryProvider provider = ServiceLoader.load(DictionaryProvider.class).stream()
                .map(ServiceLoader.Provider::get).filter(p -> p.supports(language)).findFirst().orElseThrow();
        Dictionary dictionary = provider.load(language, WordRules.valueOf(parts[1]));
        return dictionary.index().longest(Rack.parse("eaiusrtnlo", dictionary.alphabet()));
    }

    /** One load without the prebuilt index: the part-of-speech dictionary read and its forms indexed. */
    @Benchmark
    @Fork(value = 1, jvmArgsAppend = "-Xmx4g")
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    public Object indexWordList() {
        String[] parts = list.split(":");
        return PartOfSpeechWordLists.dictionary(Language.valueOf(parts[0]), WordRules.valueOf(parts[1]));
    }
}
