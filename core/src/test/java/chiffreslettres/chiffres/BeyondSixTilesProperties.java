package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The best-answer search on 7 to 10 tiles, checked against a plain reference written here from the rules
 * alone: the values of every subset but the whole set from {@link Reference}, and the whole set's values
 * near the target by trying every split, value and operator. Fewest steps means fewest tiles used.
 */
class BeyondSixTilesProperties {

    private static final long SEED = Long.getLong("properties.seed", 20261123L);

    /** Tiles of 1–10, with one in five drawn from 11–100: value sets the plain reference can list. */
    private static Gen<List<Long>> tiles(int n) {
        return lists().of(longs().between(1, 10).mix(longs().between(11, 100), 20)).ofSize(n);
    }

    /** The reference's best: the smallest distance, then the fewest steps, over every subset allowed. */
    static Reference.Best plainBest(Problem problem) {
        Reference reference = new Reference(problem);
        int n = problem.tiles().size();
        int full = (1 << n) - 1;
        long target = problem.target();
        long bestDistance = Long.MAX_VALUE;
        int fewestSteps = Integer.MAX_VALUE;
        if (!problem.rules().allTilesRequired()) {
            for (int mask = 1; mask < full; mask++) {
                int steps = Integer.bitCount(mask) - 1;
                for (long v : reference.values(mask)) {
                    long d = Math.abs(v - target);
                    if (d < bestDistance || (d == bestDistance && steps < fewestSteps)) {
                        bestDistance = d;
                        fewestSteps = steps;
                    }
                }
            }
        }
        // The whole set uses the most steps: it counts only when strictly closer.
        for (int a = (full - 1) & full; a > 0; a = (a - 1) & full) {
            for (long x : reference.values(a)) {
                for (long y : reference.values(full ^ a)) {
                    for (Operator op : Operator.values()) {
                        long r = Reference.evaluate(op, x, y);
                        if (r > 0 && Math.abs(r - target) < bestDistance) {
                            bestDistance = Math.abs(r - target);
                            fewestSteps = n - 1;
                        }
                    }
                }
            }
        }
        return new Reference.Best(bestDistance, fewestSteps);
    }

    private static Result best(Problem problem, Budget budget) {
        return Solver.solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1, budget);
    }

    private static void assertLegalAndProven(Problem problem, Result result) {
        assertThat(Reference.evaluate(result.best()).longValueExact()).isEqualTo(result.value());
        assertThat(problem.admits(result.best())).as("%s admits %s", problem, result.best()).isTrue();
        assertThat(result.isProvenOptimal()).isTrue();
        assertThat(result.provenTiles()).isEqualTo(problem.tiles().size());
    }

    @Test
    void sevenTileBestAnswersHaveTheReferenceDistanceAndFewestSteps() {
        qt().withExamples(Integer.getInteger("properties.sevenTileExamples", 25)).withFixedSeed(SEED)
                .forAll(tiles(7), longs().between(1, 5_000), Generate.booleans())
                .checkAssert((tiles, target, allTiles) -> {
                    Problem problem = new Problem(target, tiles, Rules.standard().withAllTilesRequired(allTiles));
                    Result result = best(problem, Budget.unlimited());
                    Reference.Best expected = plainBest(problem);
                    assertThat(result.distance()).as("distance for %s", problem).isEqualTo(expected.distance());
                    assertThat(result.steps()).as("steps for %s", problem).isEqualTo(expected.steps());
                    assertLegalAndProven(problem, result);
                });
    }

    @Test
    void eightTileBestAnswersHaveTheReferenceDistanceAndFewestSteps() {
        qt().withExamples(Integer.getInteger("properties.eightTileExamples", 6)).withFixedSeed(SEED)
                .forAll(tiles(8), longs().between(1, 20_000))
                .checkAssert((tiles, target) -> {
                    Problem problem = new Problem(target, tiles, Rules.standard());
                    Result result = best(problem, Budget.unlimited());
                    Reference.Best expected = plainBest(problem);
                    assertThat(result.distance()).as("distance for %s", problem).isEqualTo(expected.distance());
                    assertThat(result.steps()).as("steps for %s", problem).isEqualTo(expected.steps());
                    assertLegalAndProven(problem, result);
                });
    }

    /** The fewest steps any subset of at most {@code maxTiles} of the tiles needs for {@code value}, or -1. */
    private static int fewestStepsUpTo(Problem problem, long value, int maxTiles) {
        Reference reference = new Reference(problem);
        int fewest = -1;
        for (int mask = 1; mask < 1 << problem.tiles().size(); mask++) {
            int steps = Integer.bitCount(mask) - 1;
            if (steps < maxTiles && (fewest < 0 || steps < fewest) && reference.values(mask).contains(value)) {
                fewest = steps;
            }
        }
        return fewest;
    }

    @Test
    void tenTilesMake9999InSixStepsAndNoFewer() {
        Problem problem = new Problem(9999, List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L), Rules.standard());
        Result result = best(problem, Budget.unlimited());
        assertThat(result.isExact()).isTrue();
        assertThat(result.steps()).isEqualTo(6);
        assertLegalAndProven(problem, result);
        // 9 × (10 + 1) × (8 × (7 + 6) − 3) uses seven tiles; no six of them make 9999.
        assertThat(9 * (10 + 1) * (8 * (7 + 6) - 3)).isEqualTo(9999);
        assertThat(fewestStepsUpTo(problem, 9999, 6)).isEqualTo(-1);
    }

    @Test
    void nineAndTenTileGamesHaveTheFewestStepsOfTheReference() {
        long[][] games = {
            {48507, 8, 6, 3, 2, 9, 5, 7, 4, 10},
            {47143, 1, 75, 50, 7, 8, 25, 2, 3, 9},
            {8968, 10, 7, 6, 5, 4, 8, 75, 5, 7},
            {73653, 10, 1, 4, 8, 5, 4, 2, 6, 6},
            {30127, 3, 9, 25, 4, 1, 8, 5, 100, 7, 2},
        };
        for (long[] game : games) {
            List<Long> tiles = new ArrayList<>();
            for (int i = 1; i < game.length; i++) {
                tiles.add(game[i]);
            }
            Problem problem = new Problem(game[0], tiles, Rules.standard());
            Result result = best(problem, Budget.unlimited());
            assertLegalAndProven(problem, result);
            if (result.isExact()) {
                assertThat(fewestStepsUpTo(problem, game[0], result.steps()))
                        .as("a shorter way to %s", problem).isEqualTo(-1);
            } else {
                Reference.Best expected = plainBest(problem);
                assertThat(result.distance()).as("distance for %s", problem).isEqualTo(expected.distance());
                assertThat(result.steps()).as("steps for %s", problem).isEqualTo(expected.steps());
            }
        }
    }

    /**
     * A search stopped by its budget says up to how many tiles its answer is best, and it is: no subset of
     * that many tiles or fewer comes closer, or as close with fewer tiles.
     */
    @Test
    void aStoppedSearchIsBestUpToTheTilesItSays() {
        AtomicInteger checked = new AtomicInteger();
        qt().withExamples(Integer.getInteger("properties.stoppedExamples", 30)).withFixedSeed(SEED)
                .forAll(tiles(10), longs().between(1, 10_000_000), longs().between(400, 6_000))
                .checkAssert((tiles, target, nodes) -> {
                    Problem problem = new Problem(target, tiles, Rules.standard());
                    Result result = best(problem, Budget.ofNodes(nodes));
                    assertThat(problem.admits(result.best())).isTrue();
                    int k = result.provenTiles();
                    if (result.isProvenOptimal()) {
                        assertThat(k).isEqualTo(10);
                        return;
                    }
                    assertThat(k).isBetween(0, 9);
                    if (k > 6) {
                        return; // the plain reference is too slow on subsets of seven tiles and more
                    }
                    checked.incrementAndGet();
                    Reference reference = new Reference(problem);
                    for (int mask = 1; mask < 1 << 10; mask++) {
                        int size = Integer.bitCount(mask);
                        if (size > k) {
                            continue;
                        }
                        for (long v : reference.values(mask)) {
                            long d = Math.abs(v - target);
                            assertThat(d).as("%s from %d tiles beats %s", v, size, result).isGreaterThanOrEqualTo(result.distance());
                            if (d == result.distance()) {
                                assertThat(size).as("%s from fewer tiles than %s", v, result)
                                        .isGreaterThanOrEqualTo(result.best().tileCount());
                            }
                        }
                    }
                });
        assertThat(checked.get()).as("stopped searches checked").isGreaterThanOrEqualTo(10);
    }

    @Test
    void aSearchOfTenTilesStopsWhenItsTimeIsUp() {
        long started = System.nanoTime();
        Result result = Chiffres.target(987_654_321_987L).tiles(37, 65, 86, 45, 81, 55, 69, 50, 51, 35)
                .strategy(SearchStrategy.bestAnswer()).budget(Duration.ofMillis(200)).solve();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        assertThat(result.isProvenOptimal()).isFalse();
        assertThat(result.stats().termination()).isEqualTo(Termination.TIME_BUDGET_EXHAUSTED);
        assertThat(result.provenTiles()).isBetween(1, 9);
        assertThat(result.toString()).contains("best of up to " + result.provenTiles() + " tiles");
    }

    @Test
    void everySearchThatCompletesIsProvenForEveryTile() {
        Result dfs = Chiffres.target(765).tiles(1, 3, 7, 10, 25, 50).strategy(SearchStrategy.depthFirst()).solve();
        assertThat(dfs.provenTiles()).isEqualTo(6);
        Result stopped = Chiffres.target(999).tiles(1, 3, 7, 10, 25, 50).strategy(SearchStrategy.depthFirst())
                .budget(Budget.ofNodes(10)).solve();
        assertThat(stopped.provenTiles()).isZero();
        assertThat(Set.of(Chiffres.best(9999, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10).provenTiles())).containsExactly(10);
    }
}
