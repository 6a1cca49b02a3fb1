package chiffreslettres.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Lettres;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;

/**
 * Fuzz tests of the letters entry points: word lists of any bytes and racks of any text give either
 * an {@code IllegalArgumentException} with a message or a consistent answer. In the normal test run the
 * inputs under {@code src/test/resources/.../LettersFuzzTestInputs} replay; {@code mvn -Pfuzz} fuzzes.
 */
class LettersFuzzTest {

    private static final List<Alphabet> ALPHABETS = List.of(Alphabet.FRENCH, Alphabet.ENGLISH, Alphabet.SPANISH);

    @FuzzTest(maxDuration = "60s")
    void wordListsLoadOrFailWithALineNumber(FuzzedDataProvider data) throws IOException {
        Alphabet alphabet = data.pickValue(ALPHABETS);
        String rack = data.consumeString(12);
        byte[] list = data.consumeRemainingAsBytes();
        Dictionary dictionary;
        try {
            dictionary = Dictionary.read("fuzz", alphabet, new ByteArrayInputStream(list));
        } catch (IllegalArgumentException expected) {
            assertThat(expected.getMessage()).startsWith("fuzz: line ");
            return;
        }
        assertThat(dictionary.words()).allMatch(w -> alphabet.foldWord(w) != null);
        LetterResult result;
        try {
            result = Lettres.in(dictionary).rack(rack).words().find();
        } catch (IllegalArgumentException expected) {
            assertThat(expected.getMessage()).startsWith("rack");
            return;
        }
        for (WordMatch match : result.matches()) {
            assertThat(dictionary.contains(match.word())).isTrue();
            assertThat(match.blanks().length()).isLessThanOrEqualTo(result.rack().blanks());
        }
    }
}
