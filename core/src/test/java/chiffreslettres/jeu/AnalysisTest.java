package chiffreslettres.jeu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hints, difficulty, reachable values and the letters referee. */
class AnalysisTest {

    @Test
    void theHintIsTheFirstStepOfTheMostNaturalBestSolution() {
        Analysis a = Analysis.of(Problem.of(594, 8, 5, 75, 100, 9, 3));
        assertThat(a.hint()).hasToString("75 × 8 = 600");
        assertThat(a.obviousLargeProduct()).isTrue();
        assertThat(a.result().isExact()).isTrue();
        assertThat(a.difficulty()).isEqualTo(2);
        assertThat(Analysis.of(Problem.of(7, 7, 2)).hint()).isNull();
    }

    @Test
    void harderGamesRateHigher() {
        Analysis easy = Analysis.of(Problem.of(600, 75, 8, 1, 2, 3, 4));
        Analysis hard = Analysis.of(Problem.of(415, 1, 2, 3, 4, 5, 6));
        Analysis impossible = Analysis.of(Problem.of(999, 1, 1, 2, 2, 3, 3));
        assertThat(easy.difficulty()).isEqualTo(1);
        assertThat(hard.difficulty()).isEqualTo(5);
        assertThat(hard.obviousLargeProduct()).isFalse();
        assertThat(impossible.difficulty()).isEqualTo(5);
        assertThat(Analysis.of(Problem.of(819, 100, 2, 1, 10, 4, 3)).difficulty()).isBetween(3, 5);
    }

    @Test
    void reachableValuesAreSortedAndValidated() {
        assertThat(Chiffres.reachable(2, 3)).containsExactly(1, 2, 3, 5, 6);
        assertThat(Chiffres.reachable(4, 4)).containsExactly(1, 4, 8, 16);
        assertThatThrownBy(() -> Chiffres.reachable(1, 2, 3, 4, 5, 6, 7, 8))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 7");
        assertThatThrownBy(() -> Chiffres.reachable()).isInstanceOf(IllegalArgumentException.class);
        long[] uk = Chiffres.reachable(8, 5, 75, 100, 9, 3);
        assertThat(uk).contains(594).isSorted();
    }

    @Test
    void theLettersRefereeChecksTheWordTheRackAndScores() {
        Dictionary words = Dictionary.of("mini", Alphabet.ENGLISH, List.of("countdown", "countdowns", "count", "down"));
        LettersRound countdown = Variant.COUNTDOWN.letters().orElseThrow();

        WordVerdict nine = Referee.checkWord(countdown, words, "countdown", "Countdown");
        assertThat(nine.accepted()).isTrue();
        assertThat(nine.score()).isEqualTo(18);
        assertThat(nine.blanks()).isEmpty();

        WordVerdict blank = Referee.checkWord(countdown, words, "countdow?", "countdown");
        assertThat(blank.accepted()).isTrue();
        assertThat(blank.blanks()).isEqualTo("n");

        WordVerdict four = Referee.checkWord(countdown, words, "countdown", "down");
        assertThat(four.score()).isEqualTo(4);

        WordVerdict missing = Referee.checkWord(countdown, words, "countdwn", "countdown");
        assertThat(missing.accepted()).isFalse();
        assertThat(missing.message()).isEqualTo("the rack countdwn has no o for \"countdown\"");
        assertThat(missing.score()).isZero();

        WordVerdict unknown = Referee.checkWord(countdown, words, "countdown", "cod");
        assertThat(unknown.accepted()).isFalse();
        assertThat(unknown.message()).isEqualTo("\"cod\" is not in mini");

        WordVerdict foreign = Referee.checkWord(countdown, words, "countdown", "c0unt");
        assertThat(foreign.accepted()).isFalse();
        assertThat(foreign.message()).contains("not written with the letters of the English alphabet");
        assertThatThrownBy(() -> Referee.checkWord(countdown, words, "count1", "count"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'1'");
    }
}
