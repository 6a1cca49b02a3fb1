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

    /**
     * Loads the words of {@code language} that {@code rules} accept as the part-of-speech tags alone choose
     * them, without the check against a list made for people that the show's list now also passes: the
     * lists the daily puzzles of rules 1 and 2 are judged by, for the rules of
     * {@link chiffreslettres.lettres.Dictionaries#BY_TAGS_ALONE}. A provider that has none throws.
     *
     * @throws IllegalArgumentException if the language is not supported, the rules do not apply to it, or
     *     the rules have no list by tags alone
     * @throws UnsupportedOperationException if this provider has no such lists
     * @throws java.io.UncheckedIOException if the word list cannot be read
     */
    default Dictionary loadByTagsAlone(Language language, WordRules rules) {
        throw new UnsupportedOperationException(getClass().getName() + " has no lists by tags alone");
    }
}
