package chiffreslettres.dictionaries;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;

/**
 * The shows' word-form rules, read off the part-of-speech tags of the LanguageTool dictionaries. A
 * written form is a game word when at least one of its readings is accepted: {@code neutralisé} is a
 * past participle and an adjective, so it stays under the French show's rules although
 * {@code neutralise} (only conjugated) does not.
 *
 * <ul>
 *   <li>French tags ({@code N m s}, {@code J f p}, {@code V ind pres 3 s}, {@code V ppa m s},
 *       {@code Z ...} for proper nouns).</li>
 *   <li>English tags: the Penn Treebank set ({@code NN}, {@code NNS}, {@code VBZ}, {@code NNP} for
 *       proper nouns). The set has no tag for abbreviations; the ones it lists are written with capitals
 *       or full stops and so are no game words anyway.</li>
 *   <li>Spanish tags: EAGLES ({@code NCFS000} noun feminine singular, {@code AQ0MP0} adjective masculine
 *       plural, {@code VMIP1P0} indicative, {@code VMN0000} infinitive, {@code NP...} proper nouns).</li>
 * </ul>
 */
final class TagRules {

    private TagRules() {
    }

    /**
     * Whether a reading with this tag (frequency mark already removed) is a game word of the language
     * under the rules.
     */
    static boolean accepts(Language language, WordRules rules, String tag) {
        switch (language) {
            case FRENCH:
                return acceptsFrench(rules, tag);
            case ENGLISH:
                return !tag.equals("NNP") && !tag.equals("NNPS");
            case SPANISH:
                return acceptsSpanish(rules, tag);
            default:
                throw new AssertionError(language);
        }
    }

    private static boolean acceptsFrench(WordRules rules, String tag) {
        if (tag.startsWith("Z")) {
            return false;
        }
        if (rules == WordRules.DES_CHIFFRES_ET_DES_LETTRES && tag.startsWith("V ")) {
            for (String token : tag.split(" ")) {
                if (token.equals("inf") || token.equals("ppr") || token.equals("ppa")) {
                    return true;
                }
            }
            return false;
        }
        return true;
    }

    private static boolean acceptsSpanish(WordRules rules, String tag) {
        if (tag.startsWith("NP")) {
            return false;
        }
        if (rules != WordRules.CIFRAS_Y_LETRAS || tag.isEmpty()) {
            return true;
        }
        switch (tag.charAt(0)) {
            case 'V': {
                char mood = charAt(tag, 2);
                return mood == 'N' || mood == 'G' || (mood == 'P' && charAt(tag, 5) != 'P');
            }
            case 'N':
                return charAt(tag, 3) != 'P';
            case 'A':
            case 'D':
            case 'P':
                return charAt(tag, 4) != 'P';
            default:
                return true;
        }
    }

    private static char charAt(String tag, int index) {
        return index < tag.length() ? tag.charAt(index) : ' ';
    }
}
