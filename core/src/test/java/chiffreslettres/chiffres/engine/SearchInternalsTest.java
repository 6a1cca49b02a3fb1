package chiffreslettres.chiffres.engine;

import static chiffreslettres.chiffres.Expression.combine;
import static chiffreslettres.chiffres.Expression.tile;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.SearchStats;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The pieces behind the strategies: the primitive set, canonical subsets, the collector, the fallback. */
class SearchInternalsTest {

    private static Result solve(SearchStrategy strategy, long target, long... tiles) {
        return Solver.solve(Problem.of(target, tiles), strategy, Equivalence.ALGEBRAIC, 100, Budget.unlimited());
    }

    @Test
    void theLongSetBehavesLikeASet() {
        LongSet set = new LongSet(2);
        Set<Long> reference = new HashSet<>();
        Random random = new Random(1);
        for (int i = 0; i < 5_000; i++) {
            long v = random.nextInt(3) == 0 ? 1 + random.nextInt(100) : 1 + (random.nextLong() >>> 1);
            assertThat(set.add(v)).isEqualTo(reference.add(v));
        }
        assertThat(set.size()).isEqualTo(reference.size());
        for (int i = 0; i < set.size(); i++) {
            assertThat(reference).contains(set.get(i));
        }
        for (long v : reference) {
            assertThat(set.contains(v)).isTrue();
        }
        assertThat(set.contains(0)).isFalse();
        assertThat(set.contains(-5)).isFalse();
        assertThat(set.contains(101)).isEqualTo(reference.contains(101L));
    }

    @Test
    void theLongSetKeepsInsertionOrder() {
        LongSet set = new LongSet(1);
        for (long v : new long[] {5, 3, 9, 3, 5, 1}) {
            set.add(v);
        }
        assertThat(new long[] {set.get(0), set.get(1), set.get(2), set.get(3)}).containsExactly(5, 3, 9, 1);
        assertThat(set.size()).isEqualTo(4);
    }

    @Test
    void canonicalSubsetsTakeTheFirstTilesOfEachValue() {
        int[] canonical = TileShape.canonicalSubsets(new long[] {2, 2, 3, 5, 5});
        assertThat(canonical[0b00010]).isEqualTo(0b00001);
        assertThat(canonical[0b00011]).isEqualTo(0b00011);
        assertThat(canonical[0b10000]).isEqualTo(0b01000);
        assertThat(canonical[0b10110]).isEqualTo(0b01101);
        assertThat(canonical[0b00100]).isEqualTo(0b00100);
        int[] distinct = TileShape.canonicalSubsets(new long[] {1, 2, 3});
        for (int mask = 1; mask < 8; mask++) {
            assertThat(distinct[mask]).isEqualTo(mask);
        }
    }

    @Test
    void aShapeIsSharedByTilesWithTheSameEqualNeighboursAndSplitsEachMultisetOnce() {
        TileShape shape = TileShape.of(new long[] {2, 2, 3});
        assertThat(TileShape.of(new long[] {5, 5, 9})).isSameAs(shape);
        assertThat(TileShape.of(new long[] {2, 3, 3})).isNotSameAs(shape);
        assertThat(shape.ofSize(1)).containsExactly(0b001, 0b100);
        assertThat(shape.ofSize(2)).containsExactly(0b011, 0b101);
        assertThat(shape.ofSize(3)).containsExactly(0b111);
        // {2, 2, 3} splits as {2} | {2, 3} and {2, 2} | {3} only: {2, 3} | {2} is the first split again
        assertThat(shape.splits(0b111)).hasSize(2);
        assertThat(shape.splits(0b101)).as("{2, 3} splits once").hasSize(1);
        int[] distinct = TileShape.of(new long[] {1, 2, 3, 4}).splits(0b1111);
        assertThat(distinct).hasSize(7);
        for (int a : distinct) {
            assertThat(a & 1).as("the part listed holds the lowest tile").isEqualTo(1);
        }
    }

    @Test
    void largerFirstFixesTheOrderOfPlusAndTimes() {
        Expression smallFirst = combine(tile(3), Operator.ADD, combine(tile(4), Operator.MULTIPLY, tile(5)));
        assertThat(SolutionCollector.largerFirst(smallFirst).toInfix()).isEqualTo("5 × 4 + 3");
        Expression equal = combine(combine(tile(1), Operator.MULTIPLY, tile(1)), Operator.MULTIPLY, tile(1));
        assertThat(SolutionCollector.largerFirst(equal).toInfix()).isEqualTo("1 × (1 × 1)");
        Expression difference = combine(tile(9), Operator.SUBTRACT, tile(3));
        assertThat(SolutionCollector.largerFirst(difference)).isSameAs(difference);
        Expression already = combine(tile(9), Operator.ADD, tile(3));
        assertThat(SolutionCollector.largerFirst(already)).isSameAs(already);
    }

    @Test
    void mirrorImagesAreEveryOperandOrder() {
        Expression e = combine(combine(tile(1), Operator.ADD, tile(2)), Operator.MULTIPLY, tile(3));
        assertThat(SolutionCollector.mirrorImages(e)).extracting(Expression::toAscii)
                .containsExactlyInAnyOrder("(1+2)*3", "3*(1+2)", "(2+1)*3", "3*(2+1)");
        assertThat(SolutionCollector.mirrorImages(combine(tile(5), Operator.ADD, tile(5)))).hasSize(1);
    }

    @Test
    void theFallbackIsTheClosestTileOrEveryTileFolded() {
        assertThat(Solver.fallback(Problem.of(10, 3, 12, 7, 20))).isEqualTo(tile(12));
        assertThat(Solver.fallback(Problem.of(10, 8, 12))).isEqualTo(tile(8));
        Problem all = new Problem(10, List.of(3L, 12L, 7L), Rules.standard().withAllTilesRequired(true));
        Expression folded = Solver.fallback(all);
        assertThat(folded.tiles()).containsExactlyInAnyOrder(3L, 12L, 7L);
        assertThat(folded.toInfix()).isEqualTo("12 + 7 + 3");
        long big = Long.MAX_VALUE - 1;
        Problem huge = new Problem(10, List.of(big, big, 5L), Rules.standard().withAllTilesRequired(true));
        assertThat(Solver.fallback(huge).toAscii()).isEqualTo(big + "/" + big + "+5");
    }

    @Test
    void everyStrategyCountsItsWorkAlike() {
        for (SearchStrategy strategy : List.of(SearchStrategy.depthFirst(), SearchStrategy.memoized())) {
            SearchStats stats = solve(strategy, 18, 6, 3).stats();
            assertThat(stats.nodesVisited()).isEqualTo(1);
            assertThat(stats.operationsTried()).isEqualTo(4);
            assertThat(stats.operationsValid()).isEqualTo(4);
            assertThat(stats.strategy()).isEqualTo(strategy.getClass().getSimpleName());
        }
        SearchStats dp = solve(SearchStrategy.subsetDynamicProgramming(), 18, 6, 3, 5).stats();
        assertThat(dp.operationsTried()).isEqualTo(12);
        assertThat(dp.operationsValid()).isEqualTo(10); // {3,5}: 8 2 15; {3,6}: 9 3 18 2; {5,6}: 11 1 30
    }

    /**
     * The work of each strategy on one game, counted: fixed as long as the walks are. A change here is
     * a change of the search, to be explained.
     */
    @Test
    void theWorkOnTheHuttonGameIsWhatItWas() {
        SearchStats dfs = solve(SearchStrategy.depthFirst(), 765, 1, 3, 7, 10, 25, 50).stats();
        SearchStats memo = solve(SearchStrategy.memoized(), 765, 1, 3, 7, 10, 25, 50).stats();
        SearchStats dp = solve(SearchStrategy.subsetDynamicProgramming(), 765, 1, 3, 7, 10, 25, 50).stats();

        assertThat(List.of(dfs.nodesVisited(), dfs.operationsTried(), dfs.operationsValid()))
                .containsExactly(384_136L, 1_857_911L, 1_500_836L);
        assertThat(List.of(memo.nodesVisited(), memo.operationsTried(), memo.operationsValid()))
                .containsExactly(59_373L, 249_423L, 203_354L);
        assertThat(List.of(dp.operationsTried(), dp.operationsValid())).containsExactly(34_672L, 28_362L);
    }

    /**
     * The best-answer search's work on two games, counted, and its name: fixed as long as the search
     * is, and the same whether the value-set cache is cold or warm.
     */
    @Test
    void theBestAnswerSearchCountsItsWork() {
        SearchStrategy best = SearchStrategy.bestAnswer();
        for (int run = 0; run < 2; run++) {
            SearchStats hutton = solve(best, 765, 1, 3, 7, 10, 25, 50).stats();
            SearchStats far = solve(best, 999, 1, 1, 2, 2, 3, 3).stats();
            assertThat(hutton.strategy()).isEqualTo("SubsetDynamicProgramming(best answer)");
            assertThat(List.of(hutton.nodesVisited(), hutton.operationsTried(), hutton.operationsValid()))
                    .as("765 from 1 3 7 10 25 50, run %d", run).containsExactly(HUTTON_WORK);
            assertThat(List.of(far.nodesVisited(), far.operationsTried(), far.operationsValid()))
                    .as("999 from 1 1 2 2 3 3, run %d", run).containsExactly(FAR_WORK);
            ValueSetCache.clear();
        }
    }

    private static final Long[] HUTTON_WORK = {24L, 60L, 52L};
    private static final Long[] FAR_WORK = {177L, 5_212L, 4_642L};

    /**
     * Games with several 1s, where a part's largest value is not the product of its tiles ({@code (1 + 1)
     * × 9} beats {@code 1 × 1 × 9}): found against a search that bounded every part by its product.
     */
    @Test
    void partsWithOnesAreBoundedByTheirSumsToo() {
        long[][] games = {
            {3990, 30, 64, 1, 1, 48, 9, 9}, {309, 1, 1, 1, 46, 1, 1, 39}, {332, 1, 1, 1, 9, 1, 1, 57},
            {720, 1, 64, 1, 1, 73, 6}, {54, 1, 27, 4, 1, 9}, {402, 6, 1, 66, 1, 5, 1, 94}, {45, 1, 1, 1, 1, 44},
            {906, 55, 2, 1, 5, 1, 25}, {479, 91, 1, 1, 1, 5, 1}, {284, 7, 1, 1, 1, 5, 7},
        };
        for (long[] game : games) {
            long[] tiles = java.util.Arrays.copyOfRange(game, 1, game.length);
            Result best = solve(SearchStrategy.bestAnswer(), game[0], tiles);
            Result reference = solve(SearchStrategy.memoized(), game[0], tiles);
            assertThat(List.of(best.distance(), (long) best.steps()))
                    .as("%d from %s", game[0], java.util.Arrays.toString(tiles))
                    .isEqualTo(List.of(reference.distance(), (long) reference.steps()));
        }
    }

    /**
     * A thread's best-answer searches reuse the value sets of their workspace: each must leave them
     * empty. Tiles above the value-set cache's limit keep every set in the workspace.
     */
    @Test
    void aThreadsSearchesInTurnDoNotSeeEachOthersSets() {
        long big = ValueSetCache.MAX_TILE + 1;
        Random random = new Random(3);
        for (int game = 0; game < 40; game++) {
            long[] tiles = {big, 1 + random.nextInt(10), 1 + random.nextInt(10), 1 + random.nextInt(10),
                1 + random.nextInt(25), 1 + random.nextInt(100)};
            long target = big + random.nextInt(2_000) - 1_000;
            Result best = solve(SearchStrategy.bestAnswer(), target, tiles);
            Result reference = solve(SearchStrategy.memoized(), target, tiles);
            assertThat(List.of(best.distance(), (long) best.steps()))
                    .as("%d from %s", target, java.util.Arrays.toString(tiles))
                    .isEqualTo(List.of(reference.distance(), (long) reference.steps()));
        }
    }

    @Test
    void aMemoThatRemembersNothingWalksLikeThePlainEnumerator() {
        long plain = solve(SearchStrategy.depthFirst(), 594, 8, 5, 75, 100, 9, 3).stats().nodesVisited();
        long none = solve(new MemoizedMultisetDeduplicator(0), 594, 8, 5, 75, 100, 9, 3).stats().nodesVisited();
        long some = solve(new MemoizedMultisetDeduplicator(100), 594, 8, 5, 75, 100, 9, 3).stats().nodesVisited();
        long all = solve(new MemoizedMultisetDeduplicator(), 594, 8, 5, 75, 100, 9, 3).stats().nodesVisited();

        assertThat(none).isEqualTo(plain);
        assertThat(some).isLessThan(none).isGreaterThan(all);
        assertThat(new MemoizedMultisetDeduplicator(7).maxRememberedStates()).isEqualTo(7);
        assertThatThrownBy(() -> new MemoizedMultisetDeduplicator(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxRememberedStates");
    }

    @Test
    void strategiesSayWhetherTheyListEverySolution() {
        assertThat(SearchStrategy.depthFirst().enumeratesAllSolutions()).isTrue();
        assertThat(SearchStrategy.subsetDynamicProgramming().enumeratesAllSolutions()).isTrue();
        assertThat(SearchStrategy.memoized().enumeratesAllSolutions()).isFalse();
        SearchStrategy mine = context -> context.offer(tile(context.tile(0)));
        assertThat(mine.enumeratesAllSolutions()).isFalse();
        Result r = Solver.solve(Problem.of(7, 5, 2), mine, Equivalence.ALGEBRAIC, 10, Budget.unlimited());
        assertThat(r.best()).isEqualTo(tile(5));
        assertThat(r.allSolutionsFound()).isFalse();
        SearchStrategy cheat = context -> context.offer(tile(7));
        assertThatThrownBy(() -> Solver.solve(Problem.of(7, 5, 2), cheat, Equivalence.ALGEBRAIC, 10,
                Budget.unlimited())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not an answer");
        assertThat(SearchStrategy.defaultStrategy()).isInstanceOf(SubsetDynamicProgramming.class);
    }

    @Test
    void aTightBudgetOnSevenTilesStillGivesTheClosestValueBuilt() {
        Result r = Chiffres7.solve(Budget.ofNodes(300));
        assertThat(r.isProvenOptimal()).isFalse();
        assertThat(r.problem().admits(r.best())).isTrue();
        assertThat(r.best().steps()).isPositive();
        Result more = Chiffres7.solve(Budget.ofNodes(3_000));
        assertThat(more.distance()).isLessThanOrEqualTo(r.distance());
        Result full = Chiffres7.solve(Budget.unlimited());
        assertThat(full.isProvenOptimal()).isTrue();
        assertThat(full.distance()).isLessThanOrEqualTo(more.distance());
    }

    /** A seven-tile game far from its tiles. */
    private static final class Chiffres7 {
        static Result solve(Budget budget) {
            return Solver.solve(Problem.of(7_919, 3, 7, 9, 25, 50, 75, 100), SearchStrategy.subsetDynamicProgramming(),
                    Equivalence.ALGEBRAIC, 10, budget);
        }
    }
}
