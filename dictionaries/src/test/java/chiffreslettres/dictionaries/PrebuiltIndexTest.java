package chiffreslettres.dictionaries;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordRules;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The indexes the jar ships are exactly what indexing the part-of-speech dictionary gives today: same
 * words in the same order, same signatures, same words left out, same answers.
 */
class PrebuiltIndexTest {

    @ParameterizedTest
    @CsvSource({"FRENCH, ALL", "FRENCH, DES_CHIFFRES_ET_DES_LETTRES", "ENGLISH, ALL", "ENGLISH, COUNTDOWN",
        "SPANISH, CIFRAS_Y_LETRAS"})
    void theShippedIndexIsTheIndexOfTheWordList(Language language, WordRules rules) {
        assertThat(MorfologikDictionaryProvider.class.getResource(MorfologikDictionaryProvider.indexResource(language, rules)))
                .as("prebuilt index of %s %s", language, rules).isNotNull();
        Dictionary shipped = new MorfologikDictionaryProvider().load(language, rules);
        Dictionary built = MorfologikDictionaryProvider.fromWordList(language, rules);

        assertThat(shipped.name()).isEqualTo(built.name());
        assertThat(shipped.size()).isEqualTo(built.size()).isGreaterThan(100_000);
        assertThat(shipped.index().signatureCount()).isEqualTo(built.index().signatureCount());
        assertThat(shipped.skipped()).isEqualTo(built.skipped());
        assertThat(shipped.words()).isEqualTo(built.words());
        for (String rack : List.of("eaiusrtnlo", "countdown?", "abcdefghij", "casaroja??")) {
            Rack parsed = Rack.parse(rack, shipped.alphabet());
            assertThat(shipped.index().words(parsed, 1, Integer.MAX_VALUE))
                    .isEqualTo(built.index().words(parsed, 1, Integer.MAX_VALUE));
        }
    }

    @ParameterizedTest
    @CsvSource({"SPANISH, ALL"})
    void aListWithoutPrebuiltIndexIsIndexedOnLoad(Language language, WordRules rules) {
        assertThat(IndexGenerator.isPrebuilt(language, rules)).isFalse();
        assertThat(MorfologikDictionaryProvider.class.getResource(MorfologikDictionaryProvider.indexResource(language, rules)))
                .isNull();
    }
}
