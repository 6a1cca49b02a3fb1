package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The worked examples of the seed write-ups, solved by every shipped strategy. */
class WorkedExamplesTest {

    static Stream<SearchStrategy> strategies() {
        return Stream.of(SearchStrategy.depthFirst(), SearchStrategy.memoized(), SearchStrategy.subsetDynamicProgramming());
    }

    static Stream<Arguments> examples() {
        // target, tiles, exact, best values, fewest steps
        return Stream.of(
                Arguments.of(594L, new long[] {8, 5, 75, 100, 9, 3}, List.of(594L), 3),
                Arguments.of(415L, new long[] {1, 2, 3, 4, 5, 6}, List.of(415L), 5),
                Arguments.of(819L, new long[] {100, 2, 1, 10, 4, 3}, List.of(819L), 4),
                Arguments.of(881L, new long[] {5, 5, 6, 25, 9, 7}, List.of(881L), 3),
                Arguments.of(606L, new long[] {100, 6, 3, 3, 1, 1}, List.of(606L), 2),
                Arguments.of(36L, new long[] {10, 3, 5}, List.of(35L), 2),
                Arguments.of(999L, new long[] {1, 1, 2, 2, 3, 3}, List.of(81L), 5));
    }

    static Stream<Arguments> examplesByStrategy() {
        return examples().flatMap(e -> strategies().map(s -> {
            Object[] args = e.get();
            return Arguments.of(s, args[0], args[1], args[2], args[3]);
        }));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("examplesByStrategy")
    void everyStrategyFindsTheBestValueInTheFewestSteps(SearchStrategy strategy, long target, long[] tiles,
            List<Long> values, int steps) {
        Result r = Chiffres.target(target).tiles(tiles).strategy(strategy).solve();

        assertThat(r.bestValues()).isEqualTo(values);
        assertThat(r.isExact()).isEqualTo(values.contains(target));
        assertThat(r.steps()).isEqualTo(steps);
        assertThat(r.isProvenOptimal()).isTrue();
        assertThat(r.best().value()).isIn(values);
        assertThat(r.problem().admits(r.best())).isTrue();
    }

    @Test
    void seedGame594HasOneDistinctThreeStepCalculation() {
        Result r = Chiffres.solve(594, 8, 5, 75, 100, 9, 3);

        assertThat(r.isExact()).isTrue();
        assertThat(r.solutions().stream().filter(s -> s.steps() == 3)).hasSize(1);
        assertThat(r.best().toInfix()).isEqualTo("75 × 8 − (9 − 3)");
        assertThat(r.best().toSteps()).extracting(Step::toString)
                .containsExactly("75 × 8 = 600", "9 − 3 = 6", "600 − 6 = 594");
        assertThat(r.allSolutionsFound()).isTrue();
        assertThat(r.solutionCount()).isGreaterThan(1);
    }

    @Test
    void the415GameHasExactlyTwoDistinctSolutions() {
        Result r = Chiffres.solve(415, 1, 2, 3, 4, 5, 6);

        assertThat(r.isExact()).isTrue();
        assertThat(r.steps()).isEqualTo(5);
        assertThat(r.solutionCount()).isEqualTo(2);
        assertThat(r.solutions()).allSatisfy(s -> assertThat(s.steps()).isEqualTo(5));
    }

    @Test
    void the606GameIsSolvedByHundredAndOneTimesSix() {
        Result r = Chiffres.solve(606, 100, 6, 3, 3, 1, 1);

        assertThat(r.best().toInfix()).isEqualTo("(100 + 1) × 6");
        assertThat(r.best().toAscii()).isEqualTo("(100+1)*6");
    }

    @Test
    void the36GameIsMissedByOneInExactlyTwoWays() {
        Result r = Chiffres.solve(36, 10, 3, 5);

        assertThat(r.isExact()).isFalse();
        assertThat(r.distance()).isEqualTo(1);
        assertThat(r.bestValues()).containsExactly(35L);
        assertThat(r.solutionCount()).isEqualTo(2);
        assertThat(r.solutions()).extracting(Expression::toInfix)
                .containsExactlyInAnyOrder("(10 − 3) × 5", "10 × 3 + 5");
    }

    @Test
    void the999GameIsUnreachableAndClosestIs81() {
        Result r = Chiffres.solve(999, 1, 1, 2, 2, 3, 3);

        assertThat(r.isExact()).isFalse();
        assertThat(r.value()).isEqualTo(81);
        assertThat(r.distance()).isEqualTo(918);
        assertThat(r.steps()).isEqualTo(5);
    }
}
