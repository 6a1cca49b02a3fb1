package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The value objects of the letters round, and the provider look-up. */
class LettersValuesTest {

    @Test
    void customAlphabetsAreChecked() {
        Alphabet greek = Alphabet.of("Greek", "αβγδε");
        assertThat(greek.size()).isEqualTo(5);
        assertThat(greek.letter(1)).isEqualTo('β');
        assertThat(greek.letters()).isEqualTo("αβγδε");
        assertThat(greek.name()).isEqualTo("Greek");
        assertThat(greek.fold("ΑΒΓ")).isEqualTo("αβγ");
        assertThat(greek.foldWord("αβγ")).isEqualTo("αβγ");
        assertThat(greek.fold("a")).isNull();
        assertThat(greek).hasToString("Greek alphabet (αβγδε)");
        assertThatThrownBy(() -> Alphabet.of("x", "")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 64");
        assertThatThrownBy(() -> Alphabet.of("x", "a".repeat(65))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Alphabet.of("x", "abca")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("distinct");
        assertThatThrownBy(() -> Alphabet.of("x", "abC")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Alphabet.of("x", "ab1")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Alphabet.of("x", "a".repeat(1)).size()).isEqualTo(1);
    }

    @Test
    void lettersOutsideTheTableFoldToo() {
        assertThat(Alphabet.FRENCH.indexOf('z')).isEqualTo(25);
        assertThat(Alphabet.FRENCH.indexOf('{')).isEqualTo(-1);
        assertThat(Alphabet.FRENCH.indexOf('\u4e00')).isEqualTo(-1);
        assertThat(Alphabet.FRENCH.fold("ẞ")).isNull();
        assertThat(Alphabet.FRENCH.fold("ḗ")).isEqualTo("e"); // beyond Latin Extended-B: folded on the fly
        assertThat(Alphabet.FRENCH.fold("")).isNull();
        assertThat(Alphabet.ENGLISH.fold("ÆON")).isEqualTo("aeon");
        assertThat(Alphabet.SPANISH.letters()).isEqualTo("abcdefghijklmnñopqrstuvwxyz");
    }

    @Test
    void racksAreValues() {
        Rack a = Rack.parse("Été?", Alphabet.FRENCH);
        assertThat(a).isEqualTo(Rack.parse("Été?", Alphabet.FRENCH)).hasSameHashCodeAs(Rack.parse("Été?", Alphabet.FRENCH));
        assertThat(a).isNotEqualTo(Rack.parse("ete?", Alphabet.FRENCH)).isNotEqualTo(Rack.parse("Été?", Alphabet.ENGLISH))
                .isNotEqualTo("Été?");
        assertThat(a).hasToString("Été?");
        assertThat(a.size()).isEqualTo(4);
        assertThat(Rack.parse("a".repeat(30), Alphabet.FRENCH).size()).isEqualTo(30);
        assertThat(Rack.parse("ab?????", Alphabet.FRENCH).blanks()).isEqualTo(5);
        assertThat(Rack.parse("œ", Alphabet.FRENCH).size()).isEqualTo(2);
    }

    @Test
    void matchesAndResultsAreValues() {
        assertThat(new WordMatch("cat", 3, "")).hasToString("cat");
        assertThatThrownBy(() -> new WordMatch("cat", 0, "")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("length");
        Rack rack = Rack.parse("xyz", Alphabet.ENGLISH);
        LetterResult empty = new LetterResult(rack, "d", List.of());
        assertThat(empty.isEmpty()).isTrue();
        assertThat(empty.longestLength()).isZero();
        assertThat(empty.words()).isEmpty();
        LetterResult one = new LetterResult(rack, "d", List.of(new WordMatch("zyx", 3, "")));
        assertThat(one.isEmpty()).isFalse();
        assertThat(one.longestLength()).isEqualTo(3);
        assertThat(WordRules.COUNTDOWN.displayName()).isEqualTo("Countdown rules");
        assertThat(WordRules.ALL.appliesTo(Language.SPANISH)).isTrue();
        assertThat(WordRules.CIFRAS_Y_LETRAS.appliesTo(Language.FRENCH)).isFalse();
        assertThat(Language.SPANISH.alphabet()).isSameAs(Alphabet.SPANISH);
    }

    @Test
    void dictionariesComeFromTheProvidersOnTheClassPathAndAreCached() {
        Dictionary english = Dictionaries.english();
        assertThat(english.name()).isEqualTo("fake ENGLISH every form");
        assertThat(english.words()).containsExactlyInAnyOrder("act", "cat", "cats");
        assertThat(Dictionaries.english()).isSameAs(english);
        assertThat(Dictionaries.english(WordRules.COUNTDOWN).name()).isEqualTo("fake ENGLISH Countdown rules");
        assertThat(Dictionaries.spanish().alphabet()).isSameAs(Alphabet.SPANISH);
        assertThat(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS).contains("AÑO")).isTrue();
        assertThat(Dictionaries.get(Language.ENGLISH, WordRules.ALL)).isSameAs(english);
        assertThatThrownBy(Dictionaries::french).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(Dictionaries.ARTIFACT).hasMessageContaining("FRENCH");
        assertThatThrownBy(() -> Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES))
                .isInstanceOf(IllegalStateException.class);
        assertThat(chiffreslettres.Lettres.in(english).rack("tacs").longest().words()).containsExactly("cats");
    }

    @Test
    void dictionariesKnowTheirWords() {
        Dictionary d = Dictionary.of("mine", Alphabet.FRENCH, List.of("thé", "the", "été"));
        assertThat(d.name()).isEqualTo("mine");
        assertThat(d.alphabet()).isSameAs(Alphabet.FRENCH);
        assertThat(d.size()).isEqualTo(3);
        assertThat(d.contains("ete")).isTrue();
        assertThat(d.contains("tea")).isFalse();
        assertThat(d.contains("zzz")).isFalse();
        assertThatThrownBy(() -> d.contains("th3")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'3'");
        assertThat(d.index().signatureCount()).isEqualTo(2);
        assertThat(d.index().alphabet()).isSameAs(Alphabet.FRENCH);
        assertThat(d.index().wordsWithSignature("EHT")).containsExactly("the", "thé");
        assertThat(d.index().wordsWithSignature("zz")).isEmpty();
        assertThat(d.index().wordsWithSignature("z9")).isEmpty();
        assertThatThrownBy(() -> d.index().signatureOf("a b")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> d.index().words(Rack.parse("the", Alphabet.FRENCH), 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minLength");
        assertThatThrownBy(() -> d.index().words(Rack.parse("the", Alphabet.FRENCH), 1, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("limit");
    }
}
