package chiffreslettres.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.Verdict;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DatasetTest {

    private static List<Puzzle> first(DatasetSpec spec, int n) {
        return Dataset.stream(spec).limit(n).toList();
    }

    private static Problem problem(Puzzle p, Rules rules) {
        return new Problem(p.target(), p.tiles(), rules);
    }

    @Test
    void aRunIsReproducibleFromItsSeedWhateverTheThreads() {
        DatasetSpec spec = DatasetSpec.of(Variant.COUNTDOWN).withSeed(42);
        List<Puzzle> once = first(spec, 600);
        assertThat(first(spec, 600)).isEqualTo(once);
        List<Puzzle> threaded = new ArrayList<>();
        assertThat(Dataset.generate(spec, 600, 2, threaded::add)).isEqualTo(600);
        assertThat(threaded).isEqualTo(once);
        assertThat(first(spec.withSeed(43), 600)).isNotEqualTo(once);
        assertThat(Dataset.block(spec, 1)).isEqualTo(Dataset.block(spec, 1)).isNotEqualTo(Dataset.block(spec, 2));
    }

    @Test
    void everyAnswerIsAcceptedByTheRefereeAndIsTheProvenMostNaturalBest() {
        DatasetSpec spec = DatasetSpec.of(Variant.COUNTDOWN).withSeed(1);
        List<Puzzle> puzzles = first(spec, 400);
        Set<String> seen = new HashSet<>();
        for (Puzzle p : puzzles) {
            assertThat(seen.add(p.tiles() + "→" + p.target())).as("no duplicate: %s", p).isTrue();
            assertThat(p.tiles()).hasSize(6).isSortedAccordingTo((a, b) -> Long.compare(b, a));
            assertThat(p.target()).isBetween(100L, 999L);
            AnswerCheck infix = AnswerCheck.of(problem(p, Rules.standard()), p.answerInfix(),
                    Optional.of(Variant.COUNTDOWN.numbers()));
            AnswerCheck steps = AnswerCheck.of(problem(p, Rules.standard()), String.join("\n", p.answerSteps()),
                    Optional.empty());
            assertThat(infix.accepted()).as("%s", p).isTrue();
            assertThat(infix.distance()).hasValue(p.distance());
            assertThat(infix.score()).hasValue(Variant.COUNTDOWN.numbers().score(p.distance()));
            if (p.steps() > 0) {
                assertThat(steps.value()).isEqualTo(infix.value());
            }
            assertThat(p.answer().steps()).isEqualTo(p.steps());
            assertThat(p.exact()).isEqualTo(p.distance() == 0);
            assertThat(p.solutionCount()).isEmpty();
        }
        for (Puzzle p : puzzles.subList(0, 100)) {
            Result complete = Chiffres.target(p.target()).tiles(p.tiles()).limit(1).solve();
            assertThat(p.distance()).isEqualTo(complete.distance());
            assertThat(p.steps()).isEqualTo(complete.steps());
            assertThat(p.answer()).as("the most natural answer of %s", p).isEqualTo(complete.best());
        }
    }

    @Test
    void countsEqualACompleteSolveAndTheFiltersHold() {
        DatasetSpec spec = DatasetSpec.of(Variant.COUNTDOWN).solvable().withSteps(3, 4).withCounts(4)
                .withSolutions(2, 40).withDifficulty(2, 4).withSeed(9);
        List<Puzzle> puzzles = first(spec, 300);
        assertThat(puzzles).hasSize(300);
        for (Puzzle p : puzzles) {
            assertThat(p.exact()).isTrue();
            assertThat(p.steps()).isBetween(3, 4);
            assertThat(p.solutionCount().getAsLong()).isBetween(2L, 40L);
            assertThat(p.difficulty().getAsInt()).isBetween(2, 4)
                    .isEqualTo(Dataset.difficulty(true, p.steps(), p.solutionCount().getAsLong()));
        }
        for (Puzzle p : puzzles.subList(0, 30)) {
            Result complete = Chiffres.target(p.target()).tiles(p.tiles()).limit(1).solve();
            assertThat(p.solutionCount()).as("%s", p).hasValue(complete.solutionCount());
        }
    }

    @Test
    void aFreeShapeDrawsItsTilesAndTargetsInRange() {
        DatasetSpec spec = DatasetSpec.free(4, 1, 13, 1, 60).withRules(Rules.standard().withAllTilesRequired(true))
                .withSeed(5);
        for (Puzzle p : first(spec, 300)) {
            assertThat(p.variant()).isEqualTo("free");
            assertThat(p.tiles()).hasSize(4).allSatisfy(t -> assertThat(t).isBetween(1L, 13L));
            assertThat(p.target()).isBetween(1L, 60L);
            assertThat(p.answer().tiles()).hasSize(4);
        }
    }

    @Test
    void aShapeWithFewPuzzlesEndsTheRunInsteadOfLooping() {
        DatasetSpec spec = DatasetSpec.free(3, 1, 2, 1, 3);
        List<Puzzle> all = new ArrayList<>();
        long given = Dataset.generate(spec, 1_000, 1, all::add);
        assertThat(given).isEqualTo(all.size()).isEqualTo(4L * 3);
    }

    @Test
    void badSpecsAreRejectedWithTheRule() {
        assertThatThrownBy(() -> DatasetSpec.free(2, 1, 10, 1, 100)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tiles: a free shape has 3 to 8 tiles, got 2");
        assertThatThrownBy(() -> DatasetSpec.free(6, 0, 10, 1, 100)).hasMessage("tile range: 0..10 is not a range of positive numbers");
        assertThatThrownBy(() -> DatasetSpec.free(6, 1, 10, 1, 100).withSolutions(2, 5))
                .hasMessage("the solution-count and difficulty filters need counts: call withCounts()");
        assertThatThrownBy(() -> DatasetSpec.free(8, 1, 10, 1, 100).withCounts())
                .hasMessage("counts: solution counts are computed for up to 7 tiles, got 8");
        assertThatThrownBy(() -> DatasetSpec.of(Variant.COUNTDOWN).withLarge(5))
                .hasMessage("large: 0 to 4 large tiles may be asked for in Countdown, got 5");
        assertThatThrownBy(() -> DatasetSpec.of(Variant.COUNTDOWN).withDifficulty(0, 3))
                .hasMessage("difficulty: 0..3 is not a range within 1..5");
        assertThatThrownBy(() -> DatasetSpec.of(Variant.COUNTDOWN).withSteps(4, 2))
                .hasMessage("steps: 4..2 is not a range from 0");
    }

    @Test
    void aRejectedAnswerSaysWhyAndWhere() {
        Problem p = Problem.of(594, 8, 5, 75, 100, 9, 3);
        AnswerCheck wrong = AnswerCheck.of(p, "75 × 8 = 600\n600 − 7 = 593", Optional.of(Variant.COUNTDOWN.numbers()));
        assertThat(wrong.accepted()).isFalse();
        assertThat(wrong.reason()).hasValue(Verdict.Reason.UNKNOWN_NUMBER);
        assertThat(wrong.step()).isEqualTo(2);
        assertThat(wrong.score()).hasValue(0);
        assertThat(wrong.message()).get().asString().contains("7");
        AnswerCheck syntax = AnswerCheck.of(p, "75 ×", Optional.empty());
        assertThat(syntax.reason()).hasValue(Verdict.Reason.SYNTAX);
        assertThat(syntax.position()).isPositive();
        AnswerCheck close = AnswerCheck.of(p, "75 × 8", Optional.of(Variant.COUNTDOWN.numbers()));
        assertThat(close.distance()).hasValue(6);
        assertThat(close.score()).hasValue(5);
        VerificationSummary s = VerificationSummary.EMPTY.plus(wrong).plus(syntax).plus(close)
                .plus(AnswerCheck.of(p, "75 × 8 − (9 − 3)", Optional.empty()));
        assertThat(s.checked()).isEqualTo(4);
        assertThat(s.acceptedShare()).isEqualTo(0.5);
        assertThat(s.exactShare()).isEqualTo(0.25);
        assertThat(s.meanDistance()).isEqualTo(3.0);
    }
}
