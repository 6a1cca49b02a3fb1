package chiffreslettres.dictionaries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.dictionaries.builder.PartOfSpeechWordLists;
import chiffreslettres.dictionaries.en.EnglishDictionaryProvider;
import chiffreslettres.dictionaries.es.SpanishDictionaryProvider;
import chiffreslettres.dictionaries.fr.FrenchDictionaryProvider;
import chiffreslettres.lettres.AnagramIndex;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.lettres.spi.DictionaryProvider;
import chiffreslettres.lettres.spi.PrebuiltDictionaryProvider;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The indexes each language artifact ships are exactly what indexing the part-of-speech dictionary
 * gives today (same words in the same order, same signatures, same words left out, same answers), each
 * artifact registers its own provider, and a damaged or truncated index is refused with a clear error.
 */
class PrebuiltIndexTest {

    private static PrebuiltDictionaryProvider provider(Language language) {
        return switch (language) {
            case FRENCH -> new FrenchDictionaryProvider();
            case ENGLISH -> new EnglishDictionaryProvider();
            case SPANISH -> new SpanishDictionaryProvider();
        };
    }

    private static byte[] shippedBytes(Language language, WordRules rules) throws IOException {
        PrebuiltDictionaryProvider provider = provider(language);
        try (InputStream in = provider.getClass().getResourceAsStream(provider.indexFile(rules))) {
            assertThat(in).as("index of %s %s", language, rules).isNotNull();
            return in.readAllBytes();
        }
    }

    @ParameterizedTest
    @CsvSource({"FRENCH, ALL", "FRENCH, DES_CHIFFRES_ET_DES_LETTRES", "ENGLISH, ALL", "ENGLISH, COUNTDOWN",
        "SPANISH, CIFRAS_Y_LETRAS", "SPANISH, ALL"})
    void theShippedIndexIsTheIndexOfTheWordList(Language language, WordRules rules) {
        Dictionary shipped = provider(language).load(language, rules);
        Dictionary built = PartOfSpeechWordLists.dictionary(language, rules);

        assertThat(shipped.name()).isEqualTo(built.name());
        assertThat(shipped.size()).isEqualTo(built.size()).isGreaterThan(50_000);
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
    @CsvSource({"FRENCH, DES_CHIFFRES_ET_DES_LETTRES", "SPANISH, CIFRAS_Y_LETRAS"})
    void theShippedIndexByTagsAloneIsTheIndexOfTheListByTagsAlone(Language language, WordRules rules) {
        Dictionary shipped = provider(language).loadByTagsAlone(language, rules);
        Dictionary built = PartOfSpeechWordLists.byTagsAlone(language, rules);
        assertThat(shipped.name()).isEqualTo(built.name()).endsWith(", by tags alone");
        assertThat(shipped.words()).isEqualTo(built.words()).hasSizeGreaterThan(150_000);
        java.util.Set<String> byTags = new java.util.HashSet<>(shipped.words());
        assertThat(provider(language).load(language, rules).words()).allMatch(byTags::contains);
        assertThatThrownBy(() -> provider(language).loadByTagsAlone(language, WordRules.ALL))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("have no list by tags alone");
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void eachArtifactRegistersOneProviderForItsLanguageAndShipsEachIndexOnce(Language language) {
        List<DictionaryProvider> providers = ServiceLoader.load(DictionaryProvider.class).stream()
                .map(ServiceLoader.Provider::get).filter(p -> p.supports(language)).toList();
        assertThat(providers).hasSize(1).first().isInstanceOf(provider(language).getClass());
        List<String> files = Arrays.stream(WordRules.values()).filter(r -> r.appliesTo(language))
                .map(r -> provider(language).indexFile(r)).toList();
        assertThat(files).allMatch(f -> f.startsWith(language.name().toLowerCase(java.util.Locale.ROOT) + "-"));
        assertThat(files).doesNotHaveDuplicates();
    }

    @ParameterizedTest
    @CsvSource({"FRENCH, ALL", "FRENCH, DES_CHIFFRES_ET_DES_LETTRES", "ENGLISH, COUNTDOWN",
        "SPANISH, CIFRAS_Y_LETRAS", "SPANISH, ALL"})
    void aTruncatedOrDamagedShippedIndexIsRefusedWithAClearError(Language language, WordRules rules) throws IOException {
        byte[] bytes = shippedBytes(language, rules);
        assertThat(AnagramIndex.read(language.alphabet(), new ByteArrayInputStream(bytes)).wordCount()).isPositive();

        for (int length : new int[] {0, 3, 11, bytes.length / 2, bytes.length - 1}) {
            byte[] cut = Arrays.copyOf(bytes, length);
            assertThatThrownBy(() -> AnagramIndex.read(language.alphabet(), new ByteArrayInputStream(cut)))
                    .as("cut at %d", length).isInstanceOf(EOFException.class).hasMessageContaining("ends early");
        }
        for (int at : new int[] {20, bytes.length / 3, bytes.length - 5}) {
            byte[] changed = bytes.clone();
            changed[at] ^= 0x10;
            assertThatThrownBy(() -> AnagramIndex.read(language.alphabet(), new ByteArrayInputStream(changed)))
                    .as("byte %d changed", at).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("damaged");
        }
    }
}
