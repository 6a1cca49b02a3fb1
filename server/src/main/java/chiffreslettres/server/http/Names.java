package chiffreslettres.server.http;

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
public final class Names {

    public static final Map<String, Variant> VARIANTS = Map.of("countdown", Variant.COUNTDOWN,
            "dcdl", Variant.DES_CHIFFRES_ET_DES_LETTRES, "cifras", Variant.CIFRAS_Y_LETRAS,
            "cifras2024", Variant.CIFRAS_Y_LETRAS_2024, "digits", Variant.DIGITS, "twentyfour", Variant.TWENTY_FOUR);
    public static final String VARIANT_NAMES = "countdown, dcdl, cifras, cifras2024, digits, twentyfour";

    public static final Map<String, Language> LANGUAGES = Map.of("fr", Language.FRENCH, "en", Language.ENGLISH,
            "es", Language.SPANISH);
    public static final String LANGUAGE_NAMES = "fr, en, es";

    public static final Map<String, WordRules> RULES = Map.of("all", WordRules.ALL,
            "dcdl", WordRules.DES_CHIFFRES_ET_DES_LETTRES, "countdown", WordRules.COUNTDOWN,
            "cifras", WordRules.CIFRAS_Y_LETRAS, "cifras2024", WordRules.CIFRAS_Y_LETRAS_2024);
    public static final String RULES_NAMES = "all, dcdl, countdown, cifras, cifras2024";

    public static final Map<String, Supplier<SearchStrategy>> STRATEGIES = Map.of("dp", SearchStrategy::subsetDynamicProgramming,
            "best", SearchStrategy::bestAnswer, "natural", SearchStrategy::naturalBestAnswer,
            "dfs", SearchStrategy::depthFirst, "memo", SearchStrategy::memoized);
    public static final String STRATEGY_NAMES = "dp, best, natural, dfs, memo";

    public static final String EQUIVALENCE_NAMES = names(Equivalence.values());
    public static final String ARITHMETIC_NAMES = names(Arithmetic.values());

    private Names() {
    }

    /** The short name of a variant. */
    public static String keyOf(Variant variant) {
        return VARIANTS.entrySet().stream().filter(e -> e.getValue() == variant).map(Map.Entry::getKey).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no short name for " + variant.name()));
    }

    /** The short name of a language: fr, en, es. */
    public static String keyOf(Language language) {
        return language.code();
    }

    /** The language of a rule set that belongs to one show, or null for {@link WordRules#ALL}. */
    public static Language languageOf(WordRules rules) {
        return switch (rules) {
            case DES_CHIFFRES_ET_DES_LETTRES -> Language.FRENCH;
            case COUNTDOWN -> Language.ENGLISH;
            case CIFRAS_Y_LETRAS, CIFRAS_Y_LETRAS_2024 -> Language.SPANISH;
            default -> null;
        };
    }

    public static Equivalence equivalence(String lowerCase) {
        return Arrays.stream(Equivalence.values()).filter(e -> e.name().toLowerCase(Locale.ROOT).equals(lowerCase))
                .findFirst().orElse(null);
    }

    public static Arithmetic arithmetic(String lowerCase) {
        return Arrays.stream(Arithmetic.values()).filter(a -> a.name().toLowerCase(Locale.ROOT).equals(lowerCase))
                .findFirst().orElse(null);
    }

    private static String names(Enum<?>[] values) {
        return String.join(", ", Arrays.stream(values).map(Enum::name).toList());
    }
}
