package chiffreslettres.dictionaries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import chiffreslettres.lettres.BruteForce;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.LetterGenerators;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.lettres.WordRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * On the real word lists of every language and rule set, the index finds exactly what a brute-force
 * scan finds, with and without blanks. Spanish with every form, 3.4 million words, gets fewer racks: one
 * scan of it costs what a whole property costs elsewhere.
 */
class DictionaryProperties {

    private static final long SEED = 20261121L;
    private static final int EXAMPLES = 25;

    private static void checkAgainstBruteForce(Dictionary d) {
        checkAgainstBruteForce(d, EXAMPLES);
    }

    private static void checkAgainstBruteForce(Dictionary d, int examples) {
        qt().withExamples(examples).withFixedSeed(SEED).forAll(LetterGenerators.racks(d.alphabet(), 10, 2))
                .checkAssert(rack -> {
                    List<String> longest = d.index().longest(rack).stream().map(WordMatch::word).toList();
                    assertThat(longest).as("longest %s in %s", rack, d)
                            .isEqualTo(BruteForce.longest(d.alphabet(), d.words(), rack));
                    List<String> words = d.index().words(rack, 6, Integer.MAX_VALUE).stream().map(WordMatch::word)
                            .toList();
                    assertThat(words).as("words %s in %s", rack, d)
                            .isEqualTo(BruteForce.words(d.alphabet(), d.words(), rack, 6));
                });
    }

    @Test
    void frenchEveryForm() {
        checkAgainstBruteForce(Dictionaries.french());
    }

    @Test
    void frenchDesChiffresEtDesLettres() {
        checkAgainstBruteForce(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES));
    }

    @Test
    void englishEveryForm() {
        checkAgainstBruteForce(Dictionaries.english());
    }

    @Test
    void englishCountdown() {
        checkAgainstBruteForce(Dictionaries.english(WordRules.COUNTDOWN));
    }

    @Test
    void spanishCifrasYLetras() {
        checkAgainstBruteForce(Dictionaries.get(Language.SPANISH, WordRules.CIFRAS_Y_LETRAS));
    }

    @Test
    void spanishEveryForm() {
        checkAgainstBruteForce(Dictionaries.spanish(), 6);
    }
}
