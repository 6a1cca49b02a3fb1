package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.Chiffres;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@code Chiffres.targets(min, max)} counts every target of a range at once: checked against the
 * brute-force {@link Reference} (every tree, grouped by {@link CanonicalForm#algebraic}) and against one
 * {@code solve} per target.
 */
class RangeCountProperties {

    private static final int EXAMPLES = Integer.getInteger("properties.examples", 150);
    private static final long SEED = Long.getLong("properties.seed", 20261123L);

    /** Small tiles, pairs and triples of equal tiles likely. */
    private static Gen<List<Long>> tiles(int min, int max) {
        Gen<Long> small = longs().between(1, 6);
        Gen<Long> any = longs().between(1, 30);
        return lists().of(small.mix(any, 50)).ofSizeBetween(min, max);
    }

    @Test
    void everyTargetHasTheReferenceDistanceStepsAndNumberOfAlgebraicClasses() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(tiles(1, 4), integers().between(1, 80), Generate.booleans())
                .checkAssert((tiles, min, allTiles) -> {
                    Rules rules = Rules.standard().withAllTilesRequired(allTiles);
                    long max = min + 40;
                    RangeResult range = Chiffres.targets(min, max).rules(rules).tiles(array(tiles)).solve();
                    Reference reference = new Reference(new Problem(1, tiles, rules));
                    Map<Long, Set<String>> classes = new HashMap<>();
                    Map<Long, Integer> fewestSteps = new HashMap<>();
                    for (Expression e : reference.trees(reference.allValues())) {
                        classes.computeIfAbsent(e.value(), v -> new HashSet<>()).add(CanonicalForm.algebraic(e));
                        fewestSteps.merge(e.value(), e.steps(), Math::min);
                    }
                    TreeSet<Long> made = new TreeSet<>(classes.keySet());
                    for (long t = min; t <= max; t++) {
                        long distance = Long.MAX_VALUE;
                        for (long v : made) {
                            distance = Math.min(distance, Math.abs(v - t));
                        }
                        List<Long> values = new TreeSet<>(List.of(t - distance, t + distance)).stream()
                                .filter(made::contains).toList();
                        TargetCount count = range.get(t);
                        assertThat(count.distance()).as("distance of %d from %s", t, tiles).isEqualTo(distance);
                        assertThat(count.bestValues()).as("values of %d from %s", t, tiles).isEqualTo(values);
                        assertThat(count.solutionCount()).as("count of %d from %s (all tiles %s)", t, tiles, allTiles)
                                .isEqualTo(values.stream().mapToLong(v -> classes.get(v).size()).sum());
                        assertThat(count.steps()).isEqualTo(values.stream().mapToInt(fewestSteps::get).min().orElseThrow());
                        assertThat(count.allSolutionsFound()).isTrue();
                    }
                });
    }

    @Test
    void countsOfSixTileGamesEqualOneSolvePerTarget() {
        Gen<List<Long>> draws = lists().of(longs().between(1, 10).mix(Generate.pick(List.of(25L, 50L, 75L, 100L)), 30))
                .ofSize(6);
        qt().withExamples(Math.max(2, EXAMPLES / 25)).withFixedSeed(SEED)
                .forAll(draws, integers().between(1, 900))
                .checkAssert((tiles, min) -> assertEqualsOneSolvePerTarget(tiles, min, min + 119, Rules.standard()));
    }

    @Test
    void gamesTheCountsDoNotCoverAreSolvedOneTargetAtATime() {
        assertEqualsOneSolvePerTarget(List.of(2L, 2L, 2L, 7L), 1, 60, Rules.standard());
        assertEqualsOneSolvePerTarget(List.of(3L, 5L, 8L), 1, 30, Rules.standard().withArithmetic(Arithmetic.RATIONALS));
        assertEqualsOneSolvePerTarget(List.of(1L << 40, 1L << 30, 3L), 1, 20, Rules.standard());
    }

    @Test
    void thePeersSelectionHasEighteenThousandSolutionsEqualToNineHundredSolves() {
        List<Long> tiles = List.of(100L, 75L, 50L, 25L, 6L, 3L);
        RangeResult range = assertEqualsOneSolvePerTarget(tiles, 100, 999, Rules.standard());
        assertThat(range.exactSolutionCount()).isEqualTo(18_246L);
    }

    @Test
    void aSpentBudgetLeavesCountsMarkedIncomplete() {
        RangeResult range = Chiffres.targets(900, 940).tiles(1, 2, 3, 4, 5, 6, 7, 8, 9)
                .budget(Duration.ofMillis(1)).solve();
        assertThat(range.allSolutionsFound()).isFalse();
        assertThat(range.targets()).hasSize(41).allSatisfy(t -> assertThat(t.isExact()).isTrue());
    }

    @Test
    void badRangesAreRejectedWithTheRule() {
        assertThatThrownBy(() -> Chiffres.targets(0, 10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("min must be a positive integer, got 0");
        assertThatThrownBy(() -> Chiffres.targets(10, 9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("max must be at least min (10), got 9");
        assertThatThrownBy(() -> Chiffres.targets(1, 2_000_000)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a range holds at most 1000000 targets, got 1..2000000");
        assertThatThrownBy(() -> Chiffres.targets(1, 9).solve()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no tiles");
        assertThatThrownBy(() -> Chiffres.targets(1, 9).tiles(3, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Chiffres.targets(1, 9).tiles(1, 2).solve().get(10))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("target 10 is outside the range 1..9");
        assertThatThrownBy(() -> Chiffres.targets(1, 9).tiles(1, 2).solve().answer(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("target 0 is outside the range 1..9");
    }

    private static RangeResult assertEqualsOneSolvePerTarget(List<Long> tiles, long min, long max, Rules rules) {
        RangeResult range = Chiffres.targets(min, max).rules(rules).tiles(array(tiles)).solve();
        assertThat(range.targets()).hasSize((int) (max - min + 1));
        for (long t = min; t <= max; t++) {
            Result r = Chiffres.target(t).tiles(tiles).rules(rules).limit(1).solve();
            assertThat(range.get(t)).as("target %d from %s", t, tiles).isEqualTo(new TargetCount(t, r.distance(),
                    r.bestValues(), r.steps(), r.solutionCount(), r.allSolutionsFound()));
            Result answer = range.answer(t);
            assertThat(answer.best()).as("the most natural answer of %d from %s", t, tiles).isEqualTo(r.best());
            assertThat(answer.isProvenOptimal()).isTrue();
        }
        return range;
    }

    private static long[] array(List<Long> tiles) {
        return tiles.stream().mapToLong(Long::longValue).toArray();
    }
}
