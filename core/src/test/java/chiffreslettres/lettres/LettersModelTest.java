package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Lettres;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Alphabets, racks, word lists and the index on small hand-made lists. */
class LettersModelTest {

    @Test
    void frenchFoldsCaseAccentsAndLigatures() {
        assertThat(Alphabet.FRENCH.foldWord("neutralisé")).isEqualTo("neutralise");
        assertThat(Alphabet.FRENCH.foldWord("cœur")).isEqualTo("coeur");
        assertThat(Alphabet.FRENCH.foldWord("ex-aequo")).isNull();
        assertThat(Alphabet.FRENCH.foldWord("aujourd'hui")).isNull();
        assertThat(Alphabet.FRENCH.foldWord("Paris")).isNull();
        assertThat(Alphabet.FRENCH.foldWord("a2")).isNull();
        assertThat(Alphabet.FRENCH.fold("ÂÇÉÈÊËÎÏÔÖÙÛÜŸ")).isEqualTo("aceeeeiioouuuy");
    }

    @Test
    void spanishKeepsEnyeAsALetterOfItsOwn() {
        assertThat(Alphabet.SPANISH.foldWord("año")).isEqualTo("año");
        assertThat(Alphabet.SPANISH.foldWord("camión")).isEqualTo("camion");
        assertThat(Alphabet.SPANISH.foldWord("pingüino")).isEqualTo("pinguino");
        assertThat(Alphabet.SPANISH.indexOf('ñ')).isEqualTo(Alphabet.SPANISH.indexOf('n') + 1);
        assertThat(Alphabet.FRENCH.fold("ñ")).isEqualTo("n");
    }

    @Test
    void racksNameTheCharacterTheyCannotRead() {
        assertThatThrownBy(() -> Rack.parse("abc1", Alphabet.FRENCH)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'1' (position 4)").hasMessageContaining("French");
        assertThatThrownBy(() -> Rack.parse("", Alphabet.FRENCH)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Rack.parse("a".repeat(31), Alphabet.FRENCH))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 30");
        assertThatThrownBy(() -> Rack.parse("ab??????", Alphabet.FRENCH))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("blanks");
        Rack rack = Rack.parse("ÉtÉ?*", Alphabet.FRENCH);
        assertThat(rack.blanks()).isEqualTo(2);
        assertThat(rack.size()).isEqualTo(5);
        assertThat(rack.counts()[Alphabet.FRENCH.indexOf('e')]).isEqualTo(2);
    }

    @Test
    void theIndexFilesWordsUnderTheirSignature() {
        AnagramIndex index = AnagramIndex.of(Alphabet.ENGLISH, List.of("elephant", "listen", "silent", "enlist",
                "tinsel", "Silent", "co-op"));

        assertThat(index.signatureOf("ELEPHANT")).isEqualTo("aeehlnpt");
        assertThat(index.wordsWithSignature("eilnst")).containsExactly("enlist", "listen", "silent", "tinsel");
        assertThat(index.wordCount()).isEqualTo(5);
        assertThat(index.skipped()).isEqualTo(2);
        assertThat(index.anagrams(Rack.parse("nilest", Alphabet.ENGLISH))).extracting(WordMatch::word)
                .containsExactly("enlist", "listen", "silent", "tinsel");
    }

    @Test
    void writtenFormsThatFoldAlikeAreAllShown() {
        AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, List.of("neutralisé", "neutralise", "reluisante"));

        assertThat(index.longest(Rack.parse("aeeilnrstu", Alphabet.FRENCH))).extracting(WordMatch::word)
                .containsExactly("neutralise", "neutralisé", "reluisante");
    }

    @Test
    void blanksSayWhichLetterTheyStoodFor() {
        AnagramIndex index = AnagramIndex.of(Alphabet.ENGLISH, List.of("countdown", "countdowns", "down"));

        List<WordMatch> longest = index.longest(Rack.parse("countdown?", Alphabet.ENGLISH));
        assertThat(longest).containsExactly(new WordMatch("countdowns", 10, "s"));
        assertThat(longest.get(0)).hasToString("countdowns (? = s)");
        assertThat(index.words(Rack.parse("countdown?", Alphabet.ENGLISH), 1, 10)).extracting(WordMatch::word)
                .containsExactly("countdowns", "countdown", "down");
        assertThat(index.longest(Rack.parse("xyz", Alphabet.ENGLISH))).isEmpty();
    }

    @Test
    void aWordListIsReadWithBomCrlfAndBlankLines(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("words.txt");
        Files.write(file, "\uFEFFcafé\r\n\r\n  thé \r\nThé\r\nco-op\r\n".getBytes(StandardCharsets.UTF_8));

        Dictionary d = Dictionary.read("mine", Alphabet.FRENCH, file);

        assertThat(d.words()).containsExactlyInAnyOrder("café", "thé");
        assertThat(d.skipped()).isEqualTo(2);
        assertThat(d.contains("CAFE")).isTrue();
        assertThat(d.contains("the")).isTrue();
        assertThat(d.contains("tea")).isFalse();
        assertThat(Lettres.in(d).rack("efac").anagrams().words()).containsExactly("café");
        assertThat(d).hasToString("mine (2 words)");
    }

    @Test
    void aMalformedWordListIsAnErrorWithItsLineNumber() {
        byte[] badUtf8 = {'a', 'b', '\n', 'c', (byte) 0xC3, '\n'};
        assertThatThrownBy(() -> Dictionary.read("bad", Alphabet.FRENCH, new ByteArrayInputStream(badUtf8)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("bad: line 2 is not valid UTF-8");
        byte[] twoWords = "un\ndeux mots\n".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> Dictionary.read("bad", Alphabet.FRENCH, new ByteArrayInputStream(twoWords)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 2 must hold one word");
    }

    @Test
    void theFrontDoorSaysWhichArtifactToAddWhenNoWordListIsThere() {
        assertThatThrownBy(() -> Lettres.longest("abcdefghij")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("org.chiffreslettres:chiffres-lettres-dictionary-fr")
                .hasMessageContaining("org.chiffreslettres:chiffres-lettres-dictionaries");
        assertThatThrownBy(() -> Dictionaries.french(WordRules.COUNTDOWN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("COUNTDOWN");
    }

    @Test
    void queriesValidateTheirArguments() {
        Dictionary d = Dictionary.of("tiny", Alphabet.ENGLISH, List.of("cat", "act", "at"));
        assertThatThrownBy(() -> Lettres.in(d).rack("ca7")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'7'");
        assertThatThrownBy(() -> Lettres.in(d).rack("cat").words().minLength(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minLength");
        assertThatThrownBy(() -> Lettres.in(d).rack("cat").words().limit(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("limit");
        assertThat(Lettres.in(d).rack("tac").words().minLength(3).find().words()).containsExactly("act", "cat");
        assertThat(Lettres.in(d).rack("tac").longest().longestLength()).isEqualTo(3);
        AnagramIndex spanish = AnagramIndex.of(Alphabet.SPANISH, List.of("año"));
        assertThatThrownBy(() -> spanish.longest(Rack.parse("ano", Alphabet.FRENCH)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("alphabet");
        assertThat(spanish.longest(Rack.parse("ano", Alphabet.SPANISH))).isEmpty();
        assertThat(spanish.longest(Rack.parse("AÑO", Alphabet.SPANISH))).extracting(WordMatch::word).containsExactly("año");
    }
}
