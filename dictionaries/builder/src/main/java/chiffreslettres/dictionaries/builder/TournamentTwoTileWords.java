package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Language;
import java.util.Optional;
import java.util.Set;

/**
 * The words of two tiles the Scrabble federations' tournament lists admit, written folded as on the tiles
 * (no accent; the Spanish ñ kept). A list offered for play keeps a word of two tiles only when it is one
 * of these, so that the short words a game lives on are the ones a club player knows.
 * <ul>
 *   <li>French: the 81 two-letter words of L'Officiel du Scrabble as the French tournament lexicon FRA20
 *       holds them (the word list of MAGPIE's data repository, {@code jvc56/MAGPIE-DATA},
 *       {@code data/lexica/FRA20.kwg}, read with the measuring script
 *       {@code benchmarks/scripts/kwg-words.py}).</li>
 *   <li>Spanish: the 91 words of two tiles of the Lexicón FISE 2 (Federación Internacional de Scrabble en
 *       Español, 2016), "Total de palabras de dos fichas" in its lists by Cristian José Richart Piqueras
 *       (September 2016): 87 of two letters and {@code cha}, {@code che}, {@code cho}, {@code lle}, whose
 *       CH and LL are one tile each.</li>
 * </ul>
 * English has none here: its list for play, ENABLE, is a word-game list whose 96 two-letter words are all
 * in the North American list TWL06 (docs/scrabble.md). Stateless.
 */
final class TournamentTwoTileWords {

    private static final Set<String> FRENCH = Set.of(
            "aa", "ah", "ai", "an", "as", "au", "ay", "ba", "be", "bi", "bu", "ca", "ce", "ci", "da", "de", "do",
            "du", "eh", "en", "es", "et", "eu", "ex", "fa", "fi", "go", "ha", "he", "hi", "ho", "if", "il", "in",
            "je", "ka", "la", "le", "li", "lu", "ma", "me", "mi", "mu", "na", "ne", "ni", "no", "nu", "oc", "oh",
            "om", "on", "or", "os", "ou", "pi", "pu", "qi", "ra", "re", "ri", "ru", "sa", "se", "si", "su", "ta",
            "te", "to", "tu", "ud", "un", "us", "ut", "va", "ve", "vs", "vu", "wu", "xi");

    private static final Set<String> SPANISH = Set.of(
            "ad", "ah", "aj", "al", "ar", "as", "ax", "ay", "be", "bu", "ca", "ce", "cu", "da", "de", "di", "do",
            "ea", "eh", "el", "en", "es", "et", "ex", "fa", "fe", "fi", "fo", "fu", "ge", "ha", "he", "hi", "hu",
            "id", "ir", "ja", "je", "ji", "jo", "ju", "la", "le", "lo", "me", "mi", "mu", "na", "ne", "ni", "no",
            "ña", "ño", "ñu", "oa", "oc", "oh", "oi", "os", "ox", "pe", "pi", "pu", "ra", "re", "ro", "se", "si",
            "so", "su", "ta", "te", "ti", "to", "tu", "uf", "uh", "un", "uy", "va", "ve", "vi", "xi", "ya", "ye",
            "yo", "za", "cha", "che", "cho", "lle");

    private TournamentTwoTileWords() {
    }

    /** The tournament words of two tiles of a language, folded, or empty when none is applied to it. */
    static Optional<Set<String>> of(Language language) {
        return switch (language) {
            case FRENCH -> Optional.of(FRENCH);
            case SPANISH -> Optional.of(SPANISH);
            case ENGLISH -> Optional.empty();
        };
    }
}
