package chiffreslettres.chiffres;

import static chiffreslettres.chiffres.Expression.combine;
import static chiffreslettres.chiffres.Expression.tile;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Chiffres;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The value objects of the numbers round: ranking keys, results, budgets, statistics. */
class ValuesTest {

    @Test
    void rankingKeysMeasureWhatTheRankingCompares() {
        Expression e = combine(combine(combine(tile(8), Operator.MULTIPLY, tile(75)), Operator.DIVIDE, tile(1)),
                Operator.SUBTRACT, combine(tile(6), Operator.SUBTRACT, tile(3)));
        Ranking.Key key = Ranking.Key.of(e);

        assertThat(key.steps()).isEqualTo(4);
        assertThat(key.useless()).isEqualTo(2); // ÷ 1, and 6 − 3 = 3
        assertThat(key.intermediateSum()).isEqualTo(600 + 600 + 3);
        assertThat(key.divisions()).isEqualTo(1);
        assertThat(key.value()).isEqualTo(597);
        assertThat(key.smallerFirst()).isEqualTo(1);
        assertThat(key.ascii()).isEqualTo("8*75/1-(6-3)");
        assertThat(Ranking.Key.of(tile(7))).isEqualTo(new Ranking.Key(0, 0, 0, 0, 7, 0, "7"));
    }

    @Test
    void intermediateSumsSaturateRatherThanOverflow() {
        long big = Long.MAX_VALUE / 2;
        Expression e = combine(combine(combine(tile(big), Operator.ADD, tile(big)), Operator.DIVIDE, tile(1)),
                Operator.DIVIDE, tile(1));
        assertThat(Ranking.Key.of(e).intermediateSum()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void theRankingPrefersFewerStepsThenNoUselessStepsThenSmallerIntermediates() {
        Expression short1 = combine(tile(100), Operator.ADD, tile(6));
        Expression useless = combine(combine(tile(100), Operator.MULTIPLY, tile(1)), Operator.ADD, tile(6));
        Expression natural = combine(combine(tile(50), Operator.ADD, tile(50)), Operator.ADD, tile(6));
        Expression larger = combine(combine(tile(55), Operator.ADD, tile(55)), Operator.SUBTRACT, tile(4));
        Expression divided = combine(combine(tile(200), Operator.DIVIDE, tile(2)), Operator.ADD, tile(6));

        List<Expression> sorted = new java.util.ArrayList<>(List.of(divided, larger, useless, natural, short1));
        sorted.sort(Ranking.NATURAL);
        assertThat(sorted).containsExactly(short1, natural, divided, larger, useless);
        assertThat(Ranking.NATURAL.compare(natural, natural)).isZero();
    }

    @Test
    void resultsDescribeThemselves() {
        Result exact = Chiffres.solve(606, 100, 6, 3, 3, 1, 1);
        assertThat(exact.target()).isEqualTo(606);
        assertThat(exact.value()).isEqualTo(606);
        assertThat(exact).hasToString("606 from [100, 6, 3, 3, 1, 1]: exact, 2 steps" + System.lineSeparator()
                + "  100 + 1 = 101" + System.lineSeparator() + "  101 × 6 = 606");

        Result missed = Chiffres.solve(36, 10, 3, 5);
        assertThat(missed.toString()).startsWith("36 from [10, 3, 5]: closest [35] (off by 1), 2 steps");

        Result single = Chiffres.solve(9, 9, 2);
        assertThat(single.toString()).isEqualTo("9 from [9, 2]: exact, 0 steps");
        assertThat(Chiffres.solve(11, 9, 2).toString()).contains(": exact, 1 step" + System.lineSeparator());

        Result stopped = Chiffres.target(999).tiles(1, 2, 3, 4, 5, 6, 7, 8).budget(Budget.ofNodes(5)).solve();
        assertThat(stopped.toString()).contains("(not proven best: NODE_BUDGET_EXHAUSTED)");
        List<Expression> one = List.of(exact.best());
        assertThatThrownBy(() -> new Result(exact.problem(), -1, List.of(), one, 1, true, exact.stats()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distance");
        assertThatThrownBy(() -> new Result(exact.problem(), 0, List.of(), List.of(), 0, true, exact.stats()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one solution");
        assertThatThrownBy(() -> new Result(exact.problem(), 0, List.of(), one, 0, true, exact.stats()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("solutionCount");
    }

    @Test
    void budgetsAndStatisticsAreValues() {
        Budget budget = Budget.ofTime(Duration.ofSeconds(2)).withNodes(500);
        assertThat(budget.time()).isEqualTo(Duration.ofSeconds(2));
        assertThat(budget.nodes()).isEqualTo(500);
        assertThat(budget.timeNanos()).isEqualTo(2_000_000_000L);
        assertThat(budget.withTime(Duration.ofMillis(5)).time()).isEqualTo(Duration.ofMillis(5));
        assertThat(Budget.ofNodes(9).time()).isEqualTo(Budget.NO_TIME_LIMIT);
        assertThat(Budget.ofTime(Duration.ofSeconds(1)).nodes()).isEqualTo(Long.MAX_VALUE);

        SearchStats done = new SearchStats("X", 1, 4, 3, Duration.ofMillis(2), Termination.COMPLETED, 3);
        assertThat(done.isComplete()).isTrue();
        assertThat(done).hasToString("X: 1 nodes, 4 operations tried (3 valid), 2.000 ms, COMPLETED");
        assertThat(new SearchStats("X", 1, 4, 3, Duration.ZERO, Termination.INTERRUPTED, 0).isComplete()).isFalse();
        assertThat(tile(42)).hasToString("42");
        assertThat(combine(tile(4), Operator.ADD, tile(2))).hasToString("4 + 2");
        assertThat(Problem.of(10, 1, 2)).hasToString("10 from [1, 2]");
        assertThat(new Step(4, Operator.DIVIDE, 2, 2)).hasToString("4 ÷ 2 = 2");
    }

    @Test
    void theBuilderKeepsItsSettings() {
        Chiffres.Builder builder = Chiffres.target(10).tiles(List.of(5L, 2L)).limit(1);
        Result first = builder.solve();
        Result again = builder.rules(Rules.standard().withAllTilesRequired(true)).equivalence(Equivalence.NONE)
                .budget(Budget.unlimited()).solve();
        assertThat(first.solutions()).hasSize(1);
        assertThat(again.best().toInfix()).isEqualTo("5 × 2");
        assertThat(again.problem().rules().allTilesRequired()).isTrue();
    }
}
