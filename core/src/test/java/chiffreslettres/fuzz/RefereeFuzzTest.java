package chiffreslettres.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Verdict;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz test of the answer reader and referee: any text gets a verdict, never an exception; an accepted
 * answer is legal for the draw. Inputs under {@code RefereeFuzzTestInputs} replay in the normal run.
 */
class RefereeFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void anyAnswerGetsAVerdict(FuzzedDataProvider data) {
        long[] tiles = new long[data.consumeInt(1, 6)];
        for (int i = 0; i < tiles.length; i++) {
            tiles[i] = data.consumeLong(1, 1000);
        }
        Problem problem = Problem.of(data.consumeLong(1, 1000), tiles);
        String answer = data.consumeRemainingAsString();
        Verdict verdict = Referee.check(problem, answer);
        if (verdict instanceof Verdict.Accepted accepted) {
            assertThat(problem.admits(accepted.expression())).isTrue();
            assertThat(accepted.distance()).isEqualTo(Math.abs(accepted.value() - problem.target()));
        } else {
            Verdict.Rejected rejected = (Verdict.Rejected) verdict;
            assertThat(rejected.message()).isNotBlank();
            assertThat(rejected.position()).isBetween(0, answer.length() + 1);
        }
    }
}
