package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;

/**
 * The shows' word-form rules, read off the part-of-speech tags of the LanguageTool dictionaries. A
 * written form is a game word when at least one of its readings is accepted: {@code neutralisé} is a
 * past participle and an adjective, so it stays under the French show's rules although
 * {@code neutralise} (only conjugated) does not.
 *
 * <p>Per show, the forms admitted:
 * <ul>
 *   <li>every form ({@link WordRules#ALL}): every reading but proper nouns, in every language;</li>
 *   <li>Des chiffres et des lettres: nouns and adjectives in every gender and number, infinitives,
 *       present and past participles, invariable words; no conjugated verb;</li>
 *   <li>Countdown: every reading but proper nouns;</li>
 *   <li>Cifras y Letras: singular nouns, adjectives, determiners and pronouns (feminines included),
 *       infinitives, gerunds and singular past participles; no plural, no personal verb form, and no form
 *       with attached pronouns ({@code dándoselo}, {@code teñírosla}, {@code irse}), which the dictionary
 *       of the Real Academia does not list as words;</li>
 *   <li>Cifras y Letras since 2024: every form (plurals and personal verb forms too) but the forms with
 *       attached pronouns.</li>
 * </ul>
 * In every French list, the elided forms the dictionary keeps without their apostrophe ({@code lorsqu},
 * {@code jusqu}, {@code qu}, {@code quelqu}: no French word ends in "qu") are left out; words with an
 * apostrophe or a hyphen ({@code aujourd'hui}, {@code presqu'île}, {@code porte-monnaie}) are no game
 * words of any list.
 *
 * <p>The tag sets:
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

    /**
     * Whether a reading with this tag is an abbreviation or a symbol: Spanish tags of the {@code F} family
     * (punctuation, and {@code etc} for etcétera). The other languages' tag sets mark none.
     */
    static boolean abbreviation(Language language, String tag) {
        return language == Language.SPANISH && tag.startsWith("F");
    }

    /** Whether a written form can be a word of the language at all, whatever its tags. */
    static boolean acceptsForm(Language language, String form) {
        return language != Language.FRENCH || !form.endsWith("qu");
    }

    /**
     * Whether a Spanish reading is a verb with attached pronouns ({@code VMM02S0:PP1CS000} is {@code dame}):
     * a verb's tag joined to each pronoun's with ':'. The contractions {@code al} and {@code del} are joined so
     * too ({@code SP:DAT}) but are no verb.
     */
    static boolean verbWithAttachedPronouns(String tag) {
        return tag.startsWith("V") && tag.indexOf(':') >= 0;
    }

    private static boolean acceptsSpanish(WordRules rules, String tag) {
        if (tag.startsWith("NP")) {
            return false;
        }
        if (rules == WordRules.ALL || tag.isEmpty()) {
            return true;
        }
        if (tag.indexOf(':') >= 0) {
            // A verb with attached pronouns: VMG0000:PP3CN000:PP3MSA00 is dándoselo. The contractions joined
            // the same way (al, del, desque) stay out of the shows' lists too, as the past dailies reveal them.
            return false;
        }
        if (rules == WordRules.CIFRAS_Y_LETRAS_2024) {
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
