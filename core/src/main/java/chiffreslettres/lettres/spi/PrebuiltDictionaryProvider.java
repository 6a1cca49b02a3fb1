package chiffreslettres.lettres.spi;

import chiffreslettres.lettres.AnagramIndex;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;

/**
 * A provider of one language's word lists from anagram indexes prebuilt into its jar: the
 * {@code chiffres-lettres-dictionary-fr}, {@code -en} and {@code -es} artifacts each register a subclass.
 *
 * <p>The resources sit in the subclass's package: {@value #INDEX_LIST}, which names for each
 * {@link WordRules} constant the index file to read (two rules may share one file when their lists are
 * the same), and the files themselves, written by {@link AnagramIndex#write}. An index is read as it is
 * stored, nothing rebuilt. Stateless and thread-safe; {@code Dictionaries} caches what it loads.
 */
public abstract class PrebuiltDictionaryProvider implements DictionaryProvider {

    /** The resource, beside the subclass, that lists the index file of each rule set. */
    public static final String INDEX_LIST = "indexes.properties";

    /**
     * What follows a rule set's name in {@value #INDEX_LIST} to name the index of its list by tags alone
     * ({@link #loadByTagsAlone}): {@code DES_CHIFFRES_ET_DES_LETTRES.byTagsAlone}.
     */
    public static final String BY_TAGS_ALONE_SUFFIX = ".byTagsAlone";

    private final Language language;

    /**
     * A provider of {@code language}'s lists.
     *
     * @throws NullPointerException if {@code language} is null
     */
    protected PrebuiltDictionaryProvider(Language language) {
        this.language = Objects.requireNonNull(language, "language");
    }

    @Override
    public final boolean supports(Language language) {
        return this.language == language;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException if the jar lists no index for the rules, or its index is damaged
     *     (the message names the resource)
     */
    @Override
    public final Dictionary load(Language language, WordRules rules) {
        check(language, rules);
        return read(name(language, rules), indexFile(rules.name(), rules.displayName()));
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException if the jar lists no such index, or its index is damaged (the message
     *     names the resource)
     */
    @Override
    public final Dictionary loadByTagsAlone(Language language, WordRules rules) {
        check(language, rules);
        if (!Dictionaries.BY_TAGS_ALONE.contains(rules)) {
            throw new IllegalArgumentException("rules: " + rules.displayName() + " have no list by tags alone; "
                    + "those that have: " + Dictionaries.BY_TAGS_ALONE);
        }
        return read(nameByTagsAlone(language, rules),
                indexFile(rules.name() + BY_TAGS_ALONE_SUFFIX, rules.displayName() + " by tags alone"));
    }

    private void check(Language language, WordRules rules) {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(rules, "rules");
        if (language != this.language) {
            throw new IllegalArgumentException("language: this provider has " + this.language + " only, not " + language);
        }
        if (!rules.appliesTo(language)) {
            throw new IllegalArgumentException("rules: " + rules + " are not rules for " + language);
        }
    }

    private Dictionary read(String name, String resource) {
        try (InputStream in = getClass().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the " + language + " word lists lack their index " + resource);
            }
            return Dictionary.of(name, AnagramIndex.read(language.alphabet(), in));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the " + language + " index " + resource + " is unusable: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + language + " index " + resource + ": " + e.getMessage(), e);
        }
    }

    /**
     * The name of the index file of {@code rules}, relative to the subclass's package, as {@value #INDEX_LIST}
     * gives it.
     *
     * @throws IllegalStateException if the list is missing or names no file for the rules
     */
    public final String indexFile(WordRules rules) {
        return indexFile(rules.name(), rules.displayName());
    }

    private String indexFile(String key, String what) {
        Properties files = new Properties();
        try (InputStream in = getClass().getResourceAsStream(INDEX_LIST)) {
            if (in == null) {
                throw new IllegalStateException("the " + language + " word lists lack their " + INDEX_LIST);
            }
            files.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + language + " " + INDEX_LIST, e);
        }
        String file = files.getProperty(key);
        if (file == null) {
            throw new IllegalStateException("the " + language + " word lists have no index for " + what);
        }
        return file;
    }

    /** The name of a list by tags alone: "French, Des chiffres et des lettres rules, by tags alone". */
    public static String nameByTagsAlone(Language language, WordRules rules) {
        return name(language, rules) + ", by tags alone";
    }

    /** The name of a ready-made dictionary: "French, every form", "Spanish, Cifras y Letras rules". */
    public static String name(Language language, WordRules rules) {
        String lang = language.name().charAt(0) + language.name().substring(1).toLowerCase(Locale.ROOT);
        return lang + ", " + rules.displayName();
    }
}
