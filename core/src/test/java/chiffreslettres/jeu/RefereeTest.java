package chiffreslettres.jeu;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.jeu.Verdict.Accepted;
import chiffreslettres.jeu.Verdict.Reason;
import chiffreslettres.jeu.Verdict.Rejected;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The referee on answers as people type them. */
class RefereeTest {

    private static final Problem GAME = Problem.of(594, 8, 5, 75, 100, 9, 3);

    private static Accepted accepted(String answer) {
        Verdict v = Referee.check(GAME, answer);
        assertThat(v).as(answer).isInstanceOf(Accepted.class);
        return (Accepted) v;
    }

    private static Rejected rejected(Problem problem, String answer) {
        Verdict v = Referee.check(problem, answer);
        assertThat(v).as(answer).isInstanceOf(Rejected.class);
        assertThat(v.isAccepted()).isFalse();
        return (Rejected) v;
    }

    @ParameterizedTest
    @ValueSource(strings = {"8*75-(9-3)", "8 × 75 − (9 − 3)", "75x8 - 9 + 3", "(75 X 8) − 9 + 3", "3 + 8 * 75 - 9",
        "8*75=600, 9-3=6, 600-6=594", "8*75=600\n9-3=6\n600-6=594", "9 − 3 = 6; 75 × 8 = 600; 600 − 6 = 594",
        "  8 * 75 = 600 ,  600 - 9 = 591 , 591 + 3 = 594  "})
    void rightAnswersAreAcceptedInEveryNotation(String answer) {
        Accepted a = accepted(answer);
        assertThat(a.value()).isEqualTo(594);
        assertThat(a.distance()).isZero();
        assertThat(a.isAccepted()).isTrue();
        assertThat(GAME.admits(a.expression())).isTrue();
    }

    @Test
    void aCloseAnswerIsAcceptedWithItsDistance() {
        Accepted a = accepted("100 * 5 + 75 + 9 + 8");
        assertThat(a.value()).isEqualTo(592);
        assertThat(a.distance()).isEqualTo(2);
        assertThat(a.expression().steps()).isEqualTo(4);
        assertThat(accepted("100").distance()).isEqualTo(494);
    }

    @Test
    void inStepsAMadeNumberIsUsedBeforeATileOfTheSameValue() {
        Problem game = Problem.of(50, 9, 3, 6, 5);
        Accepted a = (Accepted) Referee.check(game, "9-3=6, 6*5=30, 6+30=36");
        assertThat(a.expression().toInfix()).isEqualTo("6 + (9 − 3) × 5");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "8 * 7|UNKNOWN_NUMBER|0|5|7 is not one of the tiles [8, 5, 75, 100, 9, 3]",
        "5 * 5|USED_TOO_OFTEN|0|5|the tile 5 is used more often than it is there",
        "75 / 8|INEXACT_DIVISION|0|4|75 ÷ 8 is not a whole number",
        "3 - 9|NOT_POSITIVE|0|3|3 − 9 is not a positive number",
        "9 - 3 - 6|UNKNOWN_NUMBER|0|9|6 is not one of the tiles [8, 5, 75, 100, 9, 3]",
        "8*75=600, 600-6=594, 9-3=6|NOT_YET_MADE|2|15|step 2: 6 is only made at step 3",
        "8*75=601|WRONG_RESULT|1|6|step 1: 8 × 75 gives 600, not 601",
        "8*75=600, 600-9=591, 591+3=594, 600+3=603|USED_TOO_OFTEN|4|33|step 4: the result 600 is used more often than it is there",
        "8*(75|SYNTAX|0|3|the '(' at position 3 is never closed (position 3)",
        "8 ** 75|SYNTAX|0|4|expected a number, found '*' (position 4)",
        "-8 + 75|SYNTAX|0|1|expected a number, found '-' (position 1)",
        "8*75=600, 9-3|SYNTAX|0|11|every step needs its result after '=' (position 11)",
        "8*75 9|SYNTAX|0|6|unexpected '9' (position 6)",
        "8*75=600=600|SYNTAX|0|9|unexpected '=' after the result (position 9)",
        "8+|SYNTAX|0|3|a number or '(' is missing at the end (position 3)",
        "99999999999999999999|SYNTAX|0|1|the number 99999999999999999999 is too large (position 1)",
        "8*75, 9|SYNTAX|0|7|write one calculation, or steps each ending with '= result' (position 7)"})
    void wrongAnswersAreRejectedWithTheReasonAndWhere(String answer, Reason reason, int step, int position,
            String message) {
        Rejected r = rejected(GAME, answer);
        assertThat(r.reason()).isEqualTo(reason);
        assertThat(r.step()).isEqualTo(step);
        assertThat(r.position()).isEqualTo(position);
        assertThat(r.message()).isEqualTo(message);
    }

    @Test
    void emptyAnswersAndOverflowsAreRejected() {
        assertThat(rejected(GAME, "   ").reason()).isEqualTo(Reason.EMPTY);
        assertThat(rejected(GAME, " , ;\n").reason()).isEqualTo(Reason.EMPTY);
        long big = 1L << 62;
        Problem huge = Problem.of(10, big, big);
        Rejected r = rejected(huge, big + " + " + big);
        assertThat(r.reason()).isEqualTo(Reason.OVERFLOW);
        assertThat(r.message()).endsWith("is too large");
    }

    @Test
    void whenEveryTileIsRequiredAnAnswerUsingFewerIsRejected() {
        Problem game = new Problem(24, List.of(4L, 6L, 1L), Rules.standard().withAllTilesRequired(true));
        assertThat(rejected(game, "4*6").message()).isEqualTo("every tile must be used");
        assertThat(Referee.check(game, "4*6*1").isAccepted()).isTrue();
    }
}
