package chiffreslettres.dictionaries.builder;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import org.junit.jupiter.api.Test;

/** One test per rule of each show, on the tags of readings taken from the dictionaries. */
class TagRulesTest {

    private static boolean french(WordRules rules, String tag) {
        return TagRules.accepts(Language.FRENCH, rules, tag);
    }

    private static boolean spanish(WordRules rules, String tag) {
        return TagRules.accepts(Language.SPANISH, rules, tag);
    }

    @Test
    void desChiffresEtDesLettresAdmitsNounsAdjectivesInfinitivesParticiplesAndInvariableWords() {
        WordRules dcdl = WordRules.DES_CHIFFRES_ET_DES_LETTRES;
        assertThat(french(dcdl, "N f p")).isTrue();            // belles, nouns in every number
        assertThat(french(dcdl, "J m p")).isTrue();            // adjectives in every gender and number
        assertThat(french(dcdl, "V inf")).isTrue();            // chanter
        assertThat(french(dcdl, "V ppr")).isTrue();            // chantant
        assertThat(french(dcdl, "V ppa f p")).isTrue();        // chantées
        assertThat(french(dcdl, "A")).isTrue();                // hier
    }

    @Test
    void desChiffresEtDesLettresRefusesConjugatedVerbsAndProperNouns() {
        WordRules dcdl = WordRules.DES_CHIFFRES_ET_DES_LETTRES;
        assertThat(french(dcdl, "V ind pres 1 p")).isFalse(); // chantons
        assertThat(french(dcdl, "V ind impa 3 s")).isFalse(); // mangeait
        assertThat(french(dcdl, "Z m s")).isFalse();          // a proper noun
        assertThat(french(WordRules.ALL, "V ind pres 1 p")).isTrue();
        assertThat(french(WordRules.ALL, "Z m s")).isFalse();
    }

    @Test
    void frenchElidedFormsAreNoWordsUnderAnyRules() {
        assertThat(TagRules.acceptsForm(Language.FRENCH, "lorsqu")).isFalse();
        assertThat(TagRules.acceptsForm(Language.FRENCH, "qu")).isFalse();
        assertThat(TagRules.acceptsForm(Language.FRENCH, "lorsque")).isTrue();
        assertThat(TagRules.acceptsForm(Language.FRENCH, "cinq")).isTrue();
    }

    @Test
    void countdownRefusesProperNounsOnly() {
        assertThat(TagRules.accepts(Language.ENGLISH, WordRules.COUNTDOWN, "NNS")).isTrue();
        assertThat(TagRules.accepts(Language.ENGLISH, WordRules.COUNTDOWN, "VBZ")).isTrue();
        assertThat(TagRules.accepts(Language.ENGLISH, WordRules.COUNTDOWN, "NNP")).isFalse();
        assertThat(TagRules.accepts(Language.ENGLISH, WordRules.COUNTDOWN, "NNPS")).isFalse();
    }

    @Test
    void cifrasYLetrasAdmitsSingularsFemininesAndTheNonPersonalVerbForms() {
        WordRules cyl = WordRules.CIFRAS_Y_LETRAS;
        assertThat(spanish(cyl, "NCFS000")).isTrue();   // casa
        assertThat(spanish(cyl, "AQ0FS0")).isTrue();    // roja, a feminine
        assertThat(spanish(cyl, "VMN0000")).isTrue();   // cantar
        assertThat(spanish(cyl, "VMG0000")).isTrue();   // cantando
        assertThat(spanish(cyl, "VMP00SM")).isTrue();   // cantado
    }

    @Test
    void cifrasYLetrasRefusesPluralsPersonalFormsAndVerbsWithAttachedPronouns() {
        WordRules cyl = WordRules.CIFRAS_Y_LETRAS;
        assertThat(spanish(cyl, "NCFP000")).isFalse();                    // casas
        assertThat(spanish(cyl, "AQ0FP0")).isFalse();                     // rojas
        assertThat(spanish(cyl, "VMP00PM")).isFalse();                    // cantados
        assertThat(spanish(cyl, "VMIP1P0")).isFalse();                    // cantamos
        assertThat(spanish(cyl, "VMG0000:PP3CN000:PP3MSA00")).isFalse();  // dándoselo
        assertThat(spanish(cyl, "VMN0000:PP2CP000:PP3FSA00")).isFalse();  // teñírosla
        assertThat(spanish(cyl, "VMN0000:PP3CN000")).isFalse();           // irse
        assertThat(spanish(cyl, "NP00000")).isFalse();                    // a proper noun
        assertThat(spanish(WordRules.ALL, "VMG0000:PP3CN000:PP3MSA00")).isTrue();
    }

    @Test
    void cifrasYLetras2024AdmitsPluralsAndEveryVerbFormButNoneWithAttachedPronouns() {
        WordRules revival = WordRules.CIFRAS_Y_LETRAS_2024;
        assertThat(spanish(revival, "NCFP000")).isTrue();                      // casas
        assertThat(spanish(revival, "VMIP1P0")).isTrue();                      // cantamos
        assertThat(spanish(revival, "VMM02S0")).isTrue();                      // canta (imperative)
        assertThat(spanish(revival, "VMM02S0:PP2CS000:PP3MSA00")).isFalse();  // túsetelo's kind
        assertThat(spanish(revival, "VMN0000:PP3CN000")).isFalse();            // irse
        assertThat(spanish(revival, "NP00000")).isFalse();                     // a proper noun
    }

    @Test
    void onlySpanishPunctuationTagsReadAsAbbreviations() {
        assertThat(TagRules.abbreviation(Language.SPANISH, "FsP")).isTrue();        // etc (etcétera)
        assertThat(TagRules.abbreviation(Language.SPANISH, "NCMN000")).isFalse();   // cm: tagged a noun
        assertThat(TagRules.abbreviation(Language.SPANISH, "NCFS000")).isFalse();   // casa
        assertThat(TagRules.abbreviation(Language.FRENCH, "F")).isFalse();
        assertThat(TagRules.abbreviation(Language.ENGLISH, "FW")).isFalse();
    }
}
