package chiffreslettres.server;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/** The short names the API (and the command line) use for variants, languages, rules and strategies. */
final class Names {

    static final Map<String, Variant> VARIANTS = Map.of("countdown", Variant.COUNTDOWN,
            "dcdl", Variant.DES_CHIFFRES_ET_DES_LETTRES, "cifras", Variant.CIFRAS_Y_LETRAS,
            "cifras2024", Variant.CIFRAS_Y_LETRAS_2024, "digits", Variant.DIGITS, "twentyfour", Variant.TWENTY_FOUR);
    static final String VARIANT_NAMES = "countdown, dcdl, cifras, cifras2024, digits, twentyfour";

    static final Map<String, Language> LANGUAGES = Map.of("fr", Language.FRENCH, "en", Language.ENGLISH,
            "es", Language.SPANISH);
    static final String LANGUAGE_NAMES = "fr, en, es";

    static final Map<String, WordRules> RULES = Map.of("all", WordRules.ALL,
            "dcdl", WordRules.DES_CHIFFRES_ET_DES_LETTRES, "countdown", WordRules.COUNTDOWN,
            "cifras", WordRules.CIFRAS_Y_LETRAS);
    static final String RULES_NAMES = "all, dcdl, countdown, cifras";

    static final Map<String, Supplier<SearchStrategy>> STRATEGIES = Map.of("dp", SearchStrategy::subsetDynamicProgramming,
            "best", SearchStrategy::bestAnswer, "natural", SearchStrategy::naturalBestAnswer,
            "dfs", SearchStrategy::depthFirst, "memo", SearchStrategy::memoized);
    static final String STRATEGY_NAMES = "dp, best, natural, dfs, memo";

    static final String EQUIVALENCE_NAMES = names(Equivalence.values());
    static final String ARITHMETIC_NAMES = names(Arithmetic.values());

    private Names() {
    }

    /** The short name of a variant. */
    static String keyOf(Variant variant) {
        return VARIANTS.entrySet().stream().filter(e -> e.getValue() == variant).map(Map.Entry::getKey).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no short name for " + variant.name()));
    }

    /** The short name of a language: fr, en, es. */
    static String keyOf(Language language) {
        return language.code();
    }

    /** The language of a rule set that belongs to one show, or null for {@link WordRules#ALL}. */
    static Language languageOf(WordRules rules) {
        return switch (rules) {
            case DES_CHIFFRES_ET_DES_LETTRES -> Language.FRENCH;
            case COUNTDOWN -> Language.ENGLISH;
            case CIFRAS_Y_LETRAS -> Language.SPANISH;
            default -> null;
        };
    }

    static Equivalence equivalence(String lowerCase) {
        return Arrays.stream(Equivalence.values()).filter(e -> e.name().toLowerCase(Locale.ROOT).equals(lowerCase))
                .findFirst().orElse(null);
    }

    static Arithmetic arithmetic(String lowerCase) {
        return Arrays.stream(Arithmetic.values()).filter(a -> a.name().toLowerCase(Locale.ROOT).equals(lowerCase))
                .findFirst().orElse(null);
    }

    private static String names(Enum<?>[] values) {
        return String.join(", ", Arrays.stream(values).map(Enum::name).toList());
    }
}
