package chiffreslettres.dictionaries;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The build step that prebuilds the anagram index of the word lists this module serves: for each
 * language and each of its rules ({@link #isPrebuilt but one}), reads the part-of-speech dictionary,
 * indexes the accepted forms and writes the index ({@link chiffreslettres.lettres.AnagramIndex#write}) under
 * {@code chiffreslettres/dictionaries/index/} in the given class directory, so that the jar ships
 * them and {@link MorfologikDictionaryProvider} only reads them. Run by Maven at {@code process-classes};
 * not meant for applications.
 */
public final class IndexGenerator {

    private IndexGenerator() {
    }

    /**
     * Writes every index.
     *
     * @param args one argument: the class output directory
     * @throws IOException if an index cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: IndexGenerator <class output directory>");
        }
        Path root = Path.of(args[0]);
        for (Language language : Language.values()) {
            for (WordRules rules : WordRules.values()) {
                if (rules.appliesTo(language) && isPrebuilt(language, rules)) {
                    Path file = root.resolve(indexPath(language, rules));
                    Files.createDirectories(file.getParent());
                    try (OutputStream out = Files.newOutputStream(file)) {
                        MorfologikDictionaryProvider.fromWordList(language, rules).index().write(out);
                    }
                }
            }
        }
    }

    /**
     * Whether the jar ships the index of this list: every list but Spanish with every form, whose index
     * (some 58 MB) would triple the jar; that list is indexed when first loaded.
     */
    static boolean isPrebuilt(Language language, WordRules rules) {
        return !(language == Language.SPANISH && rules == WordRules.ALL);
    }

    /** The path of the index of a language under some rules, relative to the class-path root. */
    static String indexPath(Language language, WordRules rules) {
        return "chiffreslettres/dictionaries/index/" + language.name().toLowerCase(Locale.ROOT) + "-"
                + rules.name().toLowerCase(Locale.ROOT).replace('_', '-') + ".idx";
    }
}
