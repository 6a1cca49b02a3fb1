package chiffreslettres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.Termination;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The front door: the builder, its validation, budgets and interruption. */
class ChiffresTest {

    @Test
    void listsEveryTreeUnderNoEquivalenceAsThePublishedEnumerationDoes() {
        // Hutton, "The countdown problem" (2002): 780 solutions for 765 from 1 3 7 10 25 50.
        Result r = Chiffres.target(765).tiles(1, 3, 7, 10, 25, 50)
                .equivalence(Equivalence.NONE).limit(10_000).solve();

        assertThat(r.solutionCount()).isEqualTo(780);
        assertThat(r.solutions()).hasSize(780);
        assertThat(r.allSolutionsFound()).isTrue();
    }

    @Test
    void bestGivesOneProvenAnswerWithTheFewestStepsWithoutClaimingTheOthers() {
        Result r = Chiffres.best(594, 8, 5, 75, 100, 9, 3);

        assertThat(r.isExact()).isTrue();
        assertThat(r.steps()).isEqualTo(3);
        assertThat(r.isProvenOptimal()).isTrue();
        assertThat(r.solutions()).hasSize(1);
        assertThat(r.allSolutionsFound()).isFalse();
        assertThat(r.stats().strategy()).isEqualTo("SubsetDynamicProgramming(best answer)");
    }

    @Test
    void bestFindsTheClosestWithTheFewestStepsWhenTheTargetIsOutOfReach() {
        // 999 from 1 1 2 2 3 3: the DFS reference says 81 in five steps is the closest.
        Result r = Chiffres.best(999, 1, 1, 2, 2, 3, 3);
        Result all = Chiffres.solve(999, 1, 1, 2, 2, 3, 3);

        assertThat(r.value()).isEqualTo(all.value());
        assertThat(r.distance()).isEqualTo(all.distance());
        assertThat(r.steps()).isEqualTo(all.steps());
    }

    @Test
    void aBestAnswerSearchStoppedByItsBudgetLeavesNothingBehindForTheNextSearch() {
        Result stopped = Chiffres.target(999).tiles(1, 2, 3, 5, 7, 11, 13).strategy(SearchStrategy.bestAnswer())
                .budget(Budget.ofNodes(40)).solve();
        Result next = Chiffres.best(13, 1, 2, 3, 5, 7, 11, 13);
        Result again = Chiffres.best(999, 1, 2, 3, 5, 7, 11, 13);
        Result complete = Chiffres.target(999).tiles(1, 2, 3, 5, 7, 11, 13).limit(1).solve();

        assertThat(stopped.isProvenOptimal()).isFalse();
        assertThat(next.isExact()).isTrue();
        assertThat(next.steps()).isZero();
        assertThat(again.distance()).isEqualTo(complete.distance());
        assertThat(again.steps()).isEqualTo(complete.steps());
        assertThat(Chiffres.best(2, 1, 1).best().toInfix()).isEqualTo("1 + 1");
    }

    @Test
    void limitCutsTheListButNotTheCount() {
        Result r = Chiffres.target(765).tiles(1, 3, 7, 10, 25, 50).limit(5).solve();

        assertThat(r.solutions()).hasSize(5);
        assertThat(r.solutionCount()).isGreaterThan(5);
        assertThat(r.solutions().get(0)).isEqualTo(r.best());
    }

    @Test
    void aTieBelowAndAboveListsBothValues() {
        // 7 and 9 are both off by one from 8, nothing reaches 8.
        Result r = Chiffres.solve(8, 7, 9, 100);

        assertThat(r.bestValues()).containsExactly(7L, 9L);
        assertThat(r.solutions()).extracting(Expression::value).containsExactly(7L, 9L);
    }

    @Test
    void allTilesRequiredForcesEveryTileIntoTheAnswer() {
        Result r = Chiffres.target(10).tiles(10, 1, 1).rules(Rules.standard().withAllTilesRequired(true)).solve();

        assertThat(r.isExact()).isTrue();
        assertThat(r.best().tiles()).hasSize(3);
        assertThat(r.best().toSteps()).noneMatch(s -> s.operator().isUseless(s.left(), s.right(), s.result()));
        assertThat(r.solutions()).extracting(Expression::toInfix).contains("10 × (1 × 1)");
        assertThat(r.solutions().indexOf(r.solutions().stream()
                .filter(e -> e.toInfix().equals("10 × (1 × 1)")).findFirst().orElseThrow())).isPositive();
    }

    @Test
    void hugeTilesNeverOverflow() {
        long big = 1L << 62;
        Result r = Chiffres.solve(Long.MAX_VALUE, big, big, big - 1, 3);

        assertThat(r.isExact()).isTrue();
        assertThat(r.best().value()).isEqualTo(Long.MAX_VALUE);
        assertThat(r.best().toInfix()).isEqualTo("4611686018427387904 + 4611686018427387903");
    }

    @Test
    void badArgumentsAreRejectedAtOnceWithAMessage() {
        assertThatThrownBy(() -> Chiffres.solve(0, 1, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("target must be a positive integer, got 0");
        assertThatThrownBy(() -> Chiffres.solve(10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tiles: at least one tile is needed");
        assertThatThrownBy(() -> Chiffres.target(10).limit(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("limit must be at least 1, got 0");
        assertThatThrownBy(() -> Chiffres.target(10).budget(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("budget time");
        assertThatThrownBy(() -> Chiffres.target(10).tiles((List<Long>) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Chiffres.target(10).solve()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("tiles");
    }

    @Test
    void aNodeBudgetStopsTheSearchAndSaysSo() {
        Result r = Chiffres.target(9_999_999).tiles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
                .budget(Budget.ofNodes(10_000)).solve();

        assertThat(r.isProvenOptimal()).isFalse();
        assertThat(r.stats().termination()).isEqualTo(Termination.NODE_BUDGET_EXHAUSTED);
        assertThat(r.stats().nodesVisited()).isEqualTo(10_000);
        assertThat(r.problem().admits(r.best())).isTrue();
    }

    @Test
    void aTimeBudgetStopsTheSearchAndSaysSo() {
        Result r = Chiffres.target(9_999_999).tiles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
                .strategy(SearchStrategy.depthFirst()).budget(Duration.ofMillis(50)).solve();

        assertThat(r.isProvenOptimal()).isFalse();
        assertThat(r.stats().termination()).isEqualTo(Termination.TIME_BUDGET_EXHAUSTED);
        assertThat(r.problem().admits(r.best())).isTrue();
    }

    @Test
    void anInterruptedSearchStopsAndKeepsTheFlag() throws Exception {
        CompletableFuture<Result> result = new CompletableFuture<>();
        CompletableFuture<Boolean> flag = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            result.complete(Chiffres.target(9_999_999).tiles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
                    .budget(Budget.unlimited()).solve());
            flag.complete(Thread.currentThread().isInterrupted());
        });
        worker.start();
        Thread.sleep(100);
        worker.interrupt();

        Result r = result.get(30, TimeUnit.SECONDS);
        assertThat(r.stats().termination()).isEqualTo(Termination.INTERRUPTED);
        assertThat(flag.get(30, TimeUnit.SECONDS)).isTrue();
    }
}
