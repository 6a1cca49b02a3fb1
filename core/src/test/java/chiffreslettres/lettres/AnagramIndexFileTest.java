package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An index written and read back is the same index: same words, same signatures, same answers. */
class AnagramIndexFileTest {

    private static final long SEED = 20261122L;

    private static byte[] written(AnagramIndex index) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            index.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static AnagramIndex readBack(Alphabet alphabet, byte[] bytes) throws IOException {
        return AnagramIndex.read(alphabet, new ByteArrayInputStream(bytes));
    }

    @Test
    void aReadIndexAnswersAsTheWrittenOne() {
        qt().withExamples(200).withFixedSeed(SEED)
                .forAll(LetterGenerators.wordLists(), LetterGenerators.racks(Alphabet.FRENCH, 9, 2))
                .checkAssert((list, rack) -> {
                    AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, list);
                    AnagramIndex read;
                    try {
                        read = readBack(Alphabet.FRENCH, written(index));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    assertThat(read.words()).isEqualTo(index.words());
                    assertThat(read.signatureCount()).isEqualTo(index.signatureCount());
                    assertThat(read.skipped()).isEqualTo(index.skipped());
                    assertThat(read.words(rack, 1, Integer.MAX_VALUE)).isEqualTo(index.words(rack, 1, Integer.MAX_VALUE));
                    assertThat(read.longest(rack)).isEqualTo(index.longest(rack));
                    for (String word : index.words()) {
                        String signature = index.signatureOf(word);
                        assertThat(read.wordsWithSignature(signature)).isEqualTo(index.wordsWithSignature(signature))
                                .contains(word);
                    }
                });
    }

    @Test
    void accentsAndLettersBeyondLatinOneSurviveTheRoundTrip() throws IOException {
        AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, List.of("cœur", "écœuré", "neutralisé", "neutralise", "été"));
        AnagramIndex read = readBack(Alphabet.FRENCH, written(index));
        assertThat(read.words()).containsExactlyElementsOf(index.words()).contains("cœur", "écœuré");
        assertThat(read.wordsWithSignature("aeeilnrstu")).containsExactly("neutralise", "neutralisé");
    }

    @Test
    void aDictionaryOverAReadIndexIsTheDictionaryOfTheWords() throws IOException {
        Dictionary original = Dictionary.of("test", Alphabet.FRENCH, List.of("neutralisé", "chat", "chien", "Paris"));
        Dictionary read = Dictionary.of("test", readBack(Alphabet.FRENCH, written(original.index())));
        assertThat(read.alphabet()).isSameAs(Alphabet.FRENCH);
        assertThat(read.words()).isEqualTo(original.words());
        assertThat(read.skipped()).isEqualTo(1);
        assertThat(read.contains("NEUTRALISE")).isTrue();
        assertThat(read.contains("chiens")).isFalse();
    }

    @Test
    void anEmptyIndexRoundTrips() throws IOException {
        AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, List.of("Paris", "l'eau"));
        AnagramIndex read = readBack(Alphabet.FRENCH, written(index));
        assertThat(read.wordCount()).isZero();
        assertThat(read.skipped()).isEqualTo(2);
        assertThat(read.longest(Rack.parse("eau", Alphabet.FRENCH))).isEmpty();
    }

    @Test
    void anotherAlphabetIsRefusedWithItsLetters() {
        byte[] bytes = written(AnagramIndex.of(Alphabet.FRENCH, List.of("chat")));
        Alphabet other = Alphabet.of("Test", "abc");
        assertThatThrownBy(() -> readBack(other, bytes)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("abcdefghijklmnopqrstuvwxyz");
    }

    @Test
    void dataThatIsNoIndexIsRefused() {
        assertThatThrownBy(() -> readBack(Alphabet.FRENCH, "chat\nchien\n".getBytes()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not an anagram index");
    }

    @Test
    void aTruncatedIndexIsAnErrorThatSaysSo() {
        byte[] bytes = written(AnagramIndex.of(Alphabet.FRENCH, List.of("chat", "chien", "niche")));
        for (int length = 0; length < bytes.length; length++) {
            byte[] cut = Arrays.copyOf(bytes, length);
            assertThatThrownBy(() -> readBack(Alphabet.FRENCH, cut)).as("cut at %d", length)
                    .isInstanceOfAny(EOFException.class, IllegalArgumentException.class)
                    .message().isNotBlank();
        }
    }

    @Test
    void corruptedBytesNeverGiveAWrongIndexSilentlyOrHang() {
        AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, List.of("chat", "chien", "niche", "chine", "tache"));
        byte[] bytes = written(index);
        for (int at = 8; at < bytes.length; at++) {
            byte[] changed = bytes.clone();
            changed[at] ^= 0x5A;
            try {
                AnagramIndex read = readBack(Alphabet.FRENCH, changed);
                // Survived: a changed letter of a word or a word length within the text; still a usable index.
                assertThat(read.longest(Rack.parse("chatienne", Alphabet.FRENCH))).isNotNull();
            } catch (IllegalArgumentException | IOException expected) {
                assertThat(expected.getMessage()).isNotBlank();
            }
        }
    }

    @Test
    void wordsLongerThanTheHeightCapAreWrittenOutReadBackAndFound() throws IOException {
        String longWord = "ab".repeat(100);
        AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, List.of(longWord, "ba", "ab"));
        AnagramIndex read = readBack(Alphabet.FRENCH, written(index));
        assertThat(read.words()).containsExactlyInAnyOrder(longWord, "ab", "ba");
        assertThat(read.wordsWithSignature(index.signatureOf(longWord))).containsExactly(longWord);
        assertThat(read.longest(Rack.parse("ab", Alphabet.FRENCH))).extracting(WordMatch::word)
                .containsExactly("ab", "ba");
    }
}
