package chiffreslettres.jeu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The referee's sentences in English, French and Spanish. */
class PhraseTest {

    private static final Locale FRENCH = Locale.FRENCH;
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    @Test
    void numbersVerdictsAreWrittenInTheAskedLanguage() {
        Problem problem = Problem.of(594, 8, 5, 75, 100, 9, 3);
        Verdict.Rejected inexact = (Verdict.Rejected) Referee.check(problem, "75 / 8");
        assertThat(inexact.message()).isEqualTo("75 ÷ 8 is not a whole number");
        assertThat(inexact.message(FRENCH)).isEqualTo("75 ÷ 8 n’est pas un nombre entier");
        assertThat(inexact.message(SPANISH)).isEqualTo("75 ÷ 8 no es un número entero");
        assertThat(inexact.message(Locale.GERMAN)).isEqualTo(inexact.message());

        Verdict.Rejected step = (Verdict.Rejected) Referee.check(problem, "8*75=600, 9-3=7");
        assertThat(step.message()).isEqualTo("step 2: 9 − 3 gives 6, not 7");
        assertThat(step.message(FRENCH)).isEqualTo("étape 2 : 9 − 3 donne 6, pas 7");
        assertThat(step.message(SPANISH)).isEqualTo("paso 2: 9 − 3 da 6, no 7");

        Verdict.Rejected syntax = (Verdict.Rejected) Referee.check(problem, "(8 + 5");
        assertThat(syntax.message(FRENCH)).isEqualTo("la « ( » en position 1 n’est jamais fermée (position 1)");
        assertThat(syntax.message(SPANISH)).startsWith("el «(» de la posición 1 nunca se cierra");
    }

    @Test
    void wordVerdictsAreWrittenInTheAskedLanguage() {
        Dictionary list = Dictionary.of("test", Alphabet.FRENCH, List.of("chat", "chats"));
        LettersRound round = Variant.DES_CHIFFRES_ET_DES_LETTRES.letters().orElseThrow();
        assertThat(Referee.checkWord(round, list, "chatsabcd", "chat").message(FRENCH)).isEqualTo("« chat » : 4 lettres");
        assertThat(Referee.checkWord(round, list, "chatsabcd", "chatte").message(FRENCH))
                .isEqualTo("le tirage chatsabcd n’a pas de quoi écrire « chatte » : il manque t, e");
        assertThat(Referee.checkWord(round, list, "chatsabcd", "chas").message(SPANISH))
                .isEqualTo("«chas» no está en la lista de palabras");
        assertThat(Referee.checkWord(round, list, "chatsabcd", "chas").message()).isEqualTo("\"chas\" is not in test");
    }

    @Test
    void aPileRefusedIsSaidInTheAskedLanguage() {
        LettersRound countdown = Variant.COUNTDOWN.letters().orElseThrow();
        Phrase full = Draws.refusalPhrase(countdown, "abcdefghi", Draws.Pile.VOWEL);
        assertThat(full.toString()).isEqualTo(Draws.refusal(countdown, "abcdefghi", Draws.Pile.VOWEL))
                .isEqualTo("the rack is full: 9 letters are drawn");
        assertThat(full.in(FRENCH)).isEqualTo("le tirage est complet : 9 lettres");
        assertThat(Draws.refusalPhrase(countdown, "bcdfgh", Draws.Pile.CONSONANT).in(SPANISH))
                .isEqualTo("hace falta una vocal: hay al menos 3 vocales");
        assertThat(Draws.refusalPhrase(countdown, "abc", Draws.Pile.VOWEL)).isNull();
    }

    @Test
    void everySentenceHasItsThreeLanguagesAndNoTranslationIsTheEnglish() {
        for (String key : List.of("answer.none", "numbers.step", "numbers.every-tile", "numbers.exact", "numbers.away",
                "word.too-short", "word.accepted", "conundrum.right", "conundrum.wrong", "conundrum.buzzed-first")) {
            Object[] args = new Object[PhraseBook.arity(key)];
            java.util.Arrays.fill(args, "x");
            Phrase phrase = Phrase.of(key, args);
            assertThat(phrase.in(FRENCH)).as(key).isNotEqualTo(phrase.toString());
            assertThat(phrase.in(SPANISH)).as(key).isNotEqualTo(phrase.toString()).isNotEqualTo(phrase.in(FRENCH));
        }
        assertThat(Phrase.text("as is").in(FRENCH)).isEqualTo("as is");
        assertThatThrownBy(() -> Phrase.of("no.such.key")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no phrase has the key");
        assertThatThrownBy(() -> Phrase.of("word.accepted", "one")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("takes 2 arguments");
    }
}
