package chiffreslettres.lettres.spi;

import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;

/**
 * A source of ready-made dictionaries, found with {@link java.util.ServiceLoader}: each language's
 * artifact registers one ({@link PrebuiltDictionaryProvider}).
 * Implementations must be thread-safe; {@code Dictionaries} caches what they load.
 */
public interface DictionaryProvider {

    /** Whether this provider has a word list for {@code language}. */
    boolean supports(Language language);

    /**
     * Loads the words of {@code language} that {@code rules} accept.
     *
     * @throws IllegalArgumentException if the language is not supported or the rules do not apply to it
     * @throws java.io.UncheckedIOException if the word list cannot be read
     */
    Dictionary load(Language language, WordRules rules);
}
