package chiffreslettres.benchmarks;

import chiffreslettres.Lettres;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.util.Locale;

/**
 * How soon one word list is ready in the JVM this main starts: the time to load it, and the time of the
 * first query (the longest words of a ten-letter rack). Run it in a fresh JVM per list, as a user's
 * program starts, and the whole process with hyperfine:
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.DictionaryReadiness SPANISH ALL
 * hyperfine -N 'java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.DictionaryReadiness SPANISH ALL'</pre>
 */
public final class DictionaryReadiness {

    private DictionaryReadiness() {
    }

    /** {@code LANGUAGE RULES}, e.g. {@code SPANISH ALL}. */
    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: DictionaryReadiness LANGUAGE RULES (e.g. SPANISH ALL)");
            System.exit(2);
        }
        long start = System.nanoTime();
        Dictionary list = Dictionaries.get(Language.valueOf(args[0]), WordRules.valueOf(args[1]));
        long loaded = System.nanoTime();
        int found = Lettres.in(list).rack("abcdefghij").longest().words().size();
        long queried = System.nanoTime();
        System.out.printf(Locale.ROOT, "%s: loaded in %.1f ms, first query in %.1f ms (%d words), ready in %.1f ms%n",
                list.name(), (loaded - start) / 1e6, (queried - loaded) / 1e6, found, (queried - start) / 1e6);
    }
}
