package chiffreslettres.dictionaries.builder;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.lettres.Language;
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
        assertThat(PlayableWords.of(Language.FRENCH, List.of("zèbre", "cm", "été", "kg"))).containsExactly("zèbre", "été");
    }

    @Test
    void twoLetterWordsAreTheTournamentListsOnesComparedAsOnTheTiles() {
        assertThat(PlayableWords.of(Language.FRENCH, List.of("ab", "ad", "ok", "oz", "où", "dé", "qi", "vs", "abc")))
                .containsExactly("où", "dé", "qi", "abc");
        assertThat(PlayableWords.of(Language.SPANISH, List.of("ba", "bi", "gu", "ui", "ñu", "ño", "fé", "ad", "gua")))
                .containsExactly("ñu", "ño", "fé", "ad", "gua");
        // CH and LL are one tile each: cha and lle are words of two tiles, FISE's; chi is not, so it is left out.
        assertThat(PlayableWords.of(Language.SPANISH, List.of("cha", "lle", "chi", "chal"))).containsExactly("cha", "lle",
                "chal");
        assertThat(PlayableWords.of(Language.ENGLISH, List.of("ab", "ok"))).containsExactly("ab", "ok");
    }

    @Test
    void wordsWithALetterTheLanguageDoesNotWriteAreLeftOut() {
        assertThat(PlayableWords.of(Language.FRENCH, List.of("señora", "ångström", "shōnen", "œuvre", "ça", "naïf")))
                .containsExactly("œuvre", "ça", "naïf");
        assertThat(PlayableWords.of(Language.SPANISH, List.of("crêpe", "föhn", "voilà", "pingüino", "año", "canción")))
                .containsExactly("pingüino", "año", "canción");
    }

    @Test
    void unitSymbolsAndAbbreviationsWithAVowelAreLeftOutByName() {
        assertThat(PlayableWords.of(Language.FRENCH, List.of("kcal", "mmol", "dag", "dyn", "atm", "vad", "janv", "fig",
                "ibid", "etc", "sin", "sept", "jeu", "tan", "cal", "rad", "kat", "tep", "dal", "dam", "zèbre")))
                .containsExactly("sept", "jeu", "tan", "cal", "rad", "kat", "tep", "dal", "dam", "zèbre");
        assertThat(PlayableWords.of(Language.SPANISH, List.of("avda", "etc", "arad", "avena")))
                .containsExactly("arad", "avena");
        // English plays with a list made for word games: nothing is left out by name.
        assertThat(PlayableWords.of(Language.ENGLISH, List.of("fig", "sin", "etc")))
                .containsExactly("fig", "sin", "etc");
    }
}
