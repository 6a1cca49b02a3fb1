package chiffreslettres.lettres;

import chiffreslettres.lettres.spi.DictionaryProvider;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The ready-made dictionaries of each language and show, from the {@link DictionaryProvider}s on the
 * class path: one artifact per language ({@link Language#artifact()}), or
 * {@code org.chiffreslettres:chiffres-lettres-dictionaries} for the three. Each is loaded once, on first
 * use, then shared. Thread-safe.
 */
public final class Dictionaries {

    /** The Maven coordinates of the artifact that brings the word lists of every language. */
    public static final String ARTIFACT = "org.chiffreslettres:chiffres-lettres-dictionaries";

    /**
     * The rules whose list was once chosen by the part-of-speech tags alone and is now also checked against
     * a list made for people, so that the list by tags alone is still shipped for the days played by it
     * ({@link #byTagsAlone}): Des chiffres et des lettres and Cifras y Letras. Countdown's and Cifras y
     * Letras (2024)'s earlier days played every form ({@link WordRules#ALL}).
     */
    public static final Set<WordRules> BY_TAGS_ALONE = Collections.unmodifiableSet(
            EnumSet.of(WordRules.DES_CHIFFRES_ET_DES_LETTRES, WordRules.CIFRAS_Y_LETRAS));

    private static final Map<String, Dictionary> LOADED = new ConcurrentHashMap<>();

    private Dictionaries() {
    }

    /** French, every form. */
    public static Dictionary french() {
        return get(Language.FRENCH, WordRules.ALL);
    }

    /** French under {@code rules}: {@link WordRules#ALL} or {@link WordRules#DES_CHIFFRES_ET_DES_LETTRES}. */
    public static Dictionary french(WordRules rules) {
        return get(Language.FRENCH, rules);
    }

    /** English, every form. */
    public static Dictionary english() {
        return get(Language.ENGLISH, WordRules.ALL);
    }

    /** English under {@code rules}: {@link WordRules#ALL} or {@link WordRules#COUNTDOWN}. */
    public static Dictionary english(WordRules rules) {
        return get(Language.ENGLISH, rules);
    }

    /** Spanish, every form. */
    public static Dictionary spanish() {
        return get(Language.SPANISH, WordRules.ALL);
    }

    /**
     * Spanish under {@code rules}: {@link WordRules#ALL}, {@link WordRules#CIFRAS_Y_LETRAS} or {@link
     * WordRules#CIFRAS_Y_LETRAS_2024}.
     */
    public static Dictionary spanish(WordRules rules) {
        return get(Language.SPANISH, rules);
    }

    /**
     * The dictionary of a language under a show's rules, loaded on first use.
     *
     * @throws IllegalArgumentException if the rules are another language's
     * @throws IllegalStateException if no provider on the class path has the language; the message
     *     names the artifact to add
     * @throws NullPointerException if an argument is null
     */
    public static Dictionary get(Language language, WordRules rules) {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(rules, "rules");
        if (!rules.appliesTo(language)) {
            throw new IllegalArgumentException("rules: " + rules + " are not rules for " + language);
        }
        return LOADED.computeIfAbsent(language + "/" + rules, key -> provider(language).load(language, rules));
    }

    /**
     * The list of a show's rules as the part-of-speech tags alone chose it, before it was also checked
     * against a list made for people ({@link #get} gives the checked one): what the daily puzzles of rules 1
     * and 2 are judged by. Loaded on first use.
     *
     * @throws IllegalArgumentException if the rules are another language's, or not among {@link #BY_TAGS_ALONE}
     * @throws IllegalStateException if no provider on the class path has the language; the message
     *     names the artifact to add
     * @throws NullPointerException if an argument is null
     */
    public static Dictionary byTagsAlone(Language language, WordRules rules) {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(rules, "rules");
        if (!rules.appliesTo(language)) {
            throw new IllegalArgumentException("rules: " + rules + " are not rules for " + language);
        }
        if (!BY_TAGS_ALONE.contains(rules)) {
            throw new IllegalArgumentException("rules: " + rules.displayName() + " have no list by tags alone; "
                    + "those that have: " + BY_TAGS_ALONE);
        }
        return LOADED.computeIfAbsent(language + "/" + rules + "/byTagsAlone",
                key -> provider(language).loadByTagsAlone(language, rules));
    }

    private static DictionaryProvider provider(Language language) {
        for (DictionaryProvider provider : ServiceLoader.load(DictionaryProvider.class)) {
            if (provider.supports(language)) {
                return provider;
            }
        }
        throw new IllegalStateException("no word list for " + language + " on the class path: add the artifact "
                + language.artifact() + " (or " + ARTIFACT + " for every language), or build a Dictionary from your"
                + " own list with Dictionary.read");
    }
}
