package chiffreslettres.dictionaries.builder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which every-form words are fit for Scrabble play: those with a vowel. */
class PlayableWordsTest {

    @Test
    void symbolsAbbreviationsAndRomanNumeralsWithoutAVowelAreLeftOut() {
        assertThat(List.of("cm", "kg", "cf", "fv", "lx", "xv", "mm", "pq", "ph", "km", "dl", "yd", "ym", "ys"))
                .noneMatch(PlayableWords::accepts);
    }

    @Test
    void wordsWithAVowelStayAccentedOrNotAndYCountsFromThreeLetters() {
        assertThat(List.of("qi", "ka", "dé", "dû", "où", "ñu", "ño", "gym", "lynx", "psy", "by", "my", "nth"))
                .filteredOn(PlayableWords::accepts).containsExactly("qi", "ka", "dé", "dû", "où", "ñu", "ño", "gym",
                        "lynx", "psy");
        assertThat(PlayableWords.of(List.of("zèbre", "cm", "été", "kg"))).containsExactly("zèbre", "été");
    }
}
