package chiffreslettres.jeu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Step;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/** The referee accepts every solution the solver writes, in every notation, and never throws on text. */
class RefereeProperties {

    private static final long SEED = 20261121L;

    private static Gen<Problem> problems() {
        return SourceDSL.lists().of(SourceDSL.longs().between(1, 100)).ofSizeBetween(1, 6)
                .zip(SourceDSL.longs().between(1, 1000), (tiles, target) -> new Problem(target, tiles,
                        chiffreslettres.chiffres.Rules.standard()));
    }

    @Test
    void everySolutionIsAcceptedAsInfixAsciiAndSteps() {
        qt().withExamples(100).withFixedSeed(SEED).forAll(problems()).checkAssert(problem -> {
            Result r = Solver.solve(problem, SearchStrategy.subsetDynamicProgramming(), Equivalence.ALGEBRAIC, 20,
                    Budget.unlimited());
            for (Expression solution : r.solutions()) {
                for (String answer : new String[] {solution.toInfix(), solution.toAscii(), steps(solution)}) {
                    Verdict v = Referee.check(problem, answer);
                    assertThat(v).as(answer).isInstanceOf(Verdict.Accepted.class);
                    Verdict.Accepted a = (Verdict.Accepted) v;
                    assertThat(a.value()).isEqualTo(solution.value());
                    assertThat(a.distance()).isEqualTo(r.distance());
                    assertThat(a.expression().tiles()).containsExactlyInAnyOrderElementsOf(solution.tiles());
                }
            }
        });
    }

    private static String steps(Expression e) {
        if (e.steps() == 0) {
            return Long.toString(e.value());
        }
        return e.toSteps().stream().map(Step::toAscii).collect(Collectors.joining("\n"));
    }

    @Test
    void anyTextGetsAVerdictNeverAnException() {
        qt().withExamples(2000).withFixedSeed(SEED)
                .forAll(problems(), strings().betweenCodePoints(32, 126).ofLengthBetween(0, 30))
                .checkAssert((problem, text) -> {
                    Verdict v = Referee.check(problem, text);
                    if (v instanceof Verdict.Rejected r) {
                        assertThat(r.message()).isNotBlank();
                        assertThat(r.position()).isBetween(0, text.length() + 1);
                    } else {
                        assertThat(problem.admits(((Verdict.Accepted) v).expression())).isTrue();
                    }
                });
    }
}
