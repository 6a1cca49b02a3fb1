package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.scrabble.TileSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.text.Normalizer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which words of an every-form list are fit for Scrabble play. The part-of-speech dictionaries tag unit
 * symbols, abbreviations and roman numerals as nouns ({@code cm}, {@code kg}, {@code cf}, {@code xv}), so
 * no tag tells them apart; what does is that they lack a vowel, while the tournament rules refuse symbols,
 * abbreviations and words written in capitals (the Spanish federation's, FISE: "DVD, CD" and the chemical
 * symbols "Ba, Au, Ag" refused; L'Officiel du Scrabble likewise leaves out chemical symbols and proper
 * nouns). A word is kept when it holds at least one vowel (a, e, i, o, u, æ, œ, accented or not; y too in a word
 * of three letters or more, as in {@code gym}, {@code lynx}, {@code psy}, where the two-letter {@code yd},
 * {@code ym} are symbols), in French, English and Spanish alike. Proper nouns are already out
 * ({@link TagRules}). Some Latin fragments and abbreviations do hold a vowel ({@code ab}, {@code ad},
 * {@code ok}, {@code oz}), so a word of two letters must also be one of the tournament lists' two-letter
 * words ({@link TournamentTwoTileWords}), and a word must be written in its language's letters
 * ({@link LanguageLetters}: no {@code señora} or {@code ångström} in French). In Spanish, the verb forms
 * with attached pronouns are out ({@link #candidates}): "no se aceptan los enclíticos", a rule of the
 * tournaments in Spanish since the first international one (Madrid, 1997), as the Uruguayan association
 * of the federation (FISE) states it, save the infinitives of verbs the Real Academia's dictionary gives
 * only as pronominal ({@code arrepentirse}, {@code dignarse}), which no tag tells apart. Unit symbols and
 * abbreviations that hold a vowel are left out by name: in French those of {@value
 * #FRENCH_SYMBOLS_ABBREVIATIONS} (made by {@code scripts/french-symbols-abbreviations.py} with Dicollecte's
 * spelling dictionary: unit symbols with an SI prefix, {@code kcal}, {@code mmol}, and those without one that
 * no corpus attests, {@code dyn}, {@code atm}; abbreviations CLDR or a
 * sentence segmenter lists and function names of ISO 80000-2 that the dictionary reads only as invariable,
 * {@code janv}, {@code fig}, {@code ibid}, {@code etc}, {@code sin}; words cut short that no corpus attests,
 * {@code bibliogr}, {@code trad}, {@code litt}), in Spanish those of {@link
 * #SPANISH_SYMBOLS_ABBREVIATIONS}. Stateless.
 */
final class PlayableWords {

    /** The French forms left out as symbols and abbreviations, one a line, next to this class. */
    static final String FRENCH_SYMBOLS_ABBREVIATIONS = "french-symbols-abbreviations.txt";

    /**
     * The Spanish every-form list's abbreviations that hold a vowel and its tiles can spell: {@code avda}
     * (avenida) and {@code etc}, abbreviations in the list of the RAE and ASALE's Diccionario panhispánico de
     * dudas (appendix 2). Its unit symbols with a vowel ({@code kcal}, {@code kbit}) need a K, which the
     * Spanish tiles lack.
     */
    static final Set<String> SPANISH_SYMBOLS_ABBREVIATIONS = Set.of("avda", "etc");

    private static final String VOWELS = "aeiouæœ";

    private PlayableWords() {
    }

    /**
     * The forms a language's list for play is chosen from: every form but proper nouns ({@link WordRules#ALL}),
     * and in Spanish not the verb forms with attached pronouns ({@code dame}, {@code háblale},
     * {@code apegaos}; {@link TagRules#verbWithAttachedPronouns}), which the Spanish federation's tournaments
     * refuse; the contractions {@code al} and {@code del} stay.
     *
     * @throws UncheckedIOException if the part-of-speech dictionary cannot be read
     */
    static List<String> candidates(Language language) {
        if (language != Language.SPANISH) {
            return PartOfSpeechWordLists.dictionary(language, WordRules.ALL).words();
        }
        try {
            return PartOfSpeechWordLists.forms(language, tag -> TagRules.accepts(language, WordRules.ALL, tag)
                    && !TagRules.verbWithAttachedPronouns(tag), new HashMap<>(), new HashSet<>());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + language + " dictionary", e);
        }
    }

    /** Whether a written form is fit for play. */
    static boolean accepts(String form) {
        String folded = Normalizer.normalize(form.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            if (VOWELS.indexOf(c) >= 0 || c == 'y' && form.length() > 2) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a written form is fit for play in {@code language} by its shape: it {@linkplain
     * #accepts(String) holds a vowel}, is written in the language's letters, and takes more than two tiles or
     * is a tournament word of two tiles (compared folded, as on the tiles: Spanish {@code cha} takes the tiles
     * CH and A).
     */
    static boolean hasPlayableShape(Language language, String form) {
        if (!accepts(form) || !LanguageLetters.writes(language, form)) {
            return false;
        }
        int[] tiles = TileSet.of(language).spell(form);
        return tiles == null || tiles.length != 2 || TournamentTwoTileWords.of(language)
                .map(two -> two.contains(language.alphabet().foldWord(form))).orElse(true);
    }

    /**
     * The forms of a list fit for play in {@code language}, in their order: those of a {@linkplain
     * #hasPlayableShape playable shape} that are not a symbol or abbreviation left out by name.
     */
    static List<String> of(Language language, List<String> forms) {
        Set<String> leftOut;
        try {
            leftOut = switch (language) {
                case FRENCH -> ShowWordLists.read(FRENCH_SYMBOLS_ABBREVIATIONS);
                case SPANISH -> SPANISH_SYMBOLS_ABBREVIATIONS;
                default -> Set.of();
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return forms.stream().filter(form -> hasPlayableShape(language, form) && !leftOut.contains(form)).toList();
    }
}
