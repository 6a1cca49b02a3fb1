package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Invariants of every search, checked on random small games against {@link Reference}, a brute-force
 * solver written in the test from the rules alone.
 */
class SolverProperties {

    private static final int EXAMPLES = Integer.getInteger("properties.examples", 150);
    private static final long SEED = Long.getLong("properties.seed", 20261121L);

    private static Result solve(Problem p, SearchStrategy s, Equivalence e, int limit) {
        return Solver.solve(p, s, e, limit, Budget.unlimited());
    }

    @Test
    void everySolutionIsLegalUsesOnlyGivenTilesAndReachesTheStatedDistance() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problemsWithAnyRules(6), Generators.strategies(), Generators.equivalences())
                .checkAssert((problem, strategy, equivalence) -> {
                    Result r = solve(problem, strategy, equivalence, 50);
                    for (Expression s : r.solutions()) {
                        BigInteger exact = Reference.evaluate(s);
                        assertThat(exact).as("legal value of %s", s).isNotNull();
                        assertThat(exact.longValueExact()).isEqualTo(s.value());
                        assertThat(Math.abs(s.value() - problem.target())).isEqualTo(r.distance());
                        assertThat(isSubMultiset(s.tiles(), problem.tiles())).as("tiles of %s", s).isTrue();
                        if (problem.rules().allTilesRequired()) {
                            assertThat(s.tiles()).hasSameSizeAs(problem.tiles());
                        }
                        assertThat(r.bestValues()).contains(s.value());
                    }
                });
    }

    @Test
    void everyStrategyFindsTheReferenceDistanceAndFewestSteps() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problemsWithAnyRules(6), Generators.strategies())
                .checkAssert((problem, strategy) -> {
                    Reference.Best expected = new Reference(problem).best();
                    Result r = solve(problem, strategy, Equivalence.ALGEBRAIC, 1);
                    assertThat(r.distance()).as("distance for %s", problem).isEqualTo(expected.distance());
                    assertThat(r.steps()).as("steps for %s", problem).isEqualTo(expected.steps());
                    assertThat(r.isProvenOptimal()).isTrue();
                });
    }

    @Test
    void noTwoListedSolutionsAreEquivalent() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problems(6), Generators.strategies(), Generators.equivalences())
                .checkAssert((problem, strategy, equivalence) -> {
                    Result r = solve(problem, strategy, equivalence, 1000);
                    Set<Object> keys = r.solutions().stream().map(equivalence::keyOf).collect(Collectors.toSet());
                    assertThat(keys).hasSameSizeAs(r.solutions());
                });
    }

    @Test
    void solutionsAreRankedWithTheFewestStepsFirst() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problems(6), Generators.equivalences())
                .checkAssert((problem, equivalence) -> {
                    Result r = solve(problem, SearchStrategy.depthFirst(), equivalence, 1000);
                    assertThat(r.solutions()).isSortedAccordingTo(Ranking.NATURAL);
                    assertThat(r.solutions()).isSortedAccordingTo(
                            java.util.Comparator.comparingInt(Expression::steps));
                });
    }

    /**
     * Every strategy that claims to enumerate all solutions lists exactly the brute-force set of trees
     * reaching the best values: every tree under {@code NONE}, one per class under the other
     * equivalences.
     */
    @Test
    void completeStrategiesListExactlyTheBruteForceSolutions() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problemsWithAnyRules(4), Generators.completeStrategies(), Generators.equivalences())
                .checkAssert((problem, strategy, equivalence) -> {
                    assertThat(strategy.enumeratesAllSolutions()).isTrue();
                    Result r = solve(problem, strategy, equivalence, Integer.MAX_VALUE);
                    Set<Expression> trees = new Reference(problem).trees(new HashSet<>(r.bestValues()));
                    Set<Object> expectedClasses = trees.stream().map(equivalence::keyOf).collect(Collectors.toSet());
                    Set<Object> foundClasses = r.solutions().stream().map(equivalence::keyOf)
                            .collect(Collectors.toSet());
                    assertThat(r.allSolutionsFound()).isTrue();
                    assertThat(r.solutionCount()).isEqualTo(expectedClasses.size());
                    assertThat(foundClasses).isEqualTo(expectedClasses);
                });
    }

    @Test
    void completeStrategiesAgreeOnSixTilesToo() {
        qt().withExamples(60).withFixedSeed(SEED)
                .forAll(Generators.problemsWithAnyRules(6), Generators.equivalences())
                .checkAssert((problem, equivalence) -> {
                    Result dfs = solve(problem, SearchStrategy.depthFirst(), equivalence, Integer.MAX_VALUE);
                    Result dp = solve(problem, SearchStrategy.subsetDynamicProgramming(), equivalence,
                            Integer.MAX_VALUE);
                    assertThat(dp.solutionCount()).isEqualTo(dfs.solutionCount());
                    assertThat(dp.solutions()).isEqualTo(dfs.solutions());
                });
    }

    /**
     * The best-answer search probes subsets of {@code n − 1} and {@code n} tiles instead of building
     * their sets; on seven tiles (where that recursion is deepest) it must still agree with the
     * complete dynamic programming on distance and steps, and give a legal answer.
     */
    @Test
    void theBestAnswerSearchAgreesWithTheCompleteSearchOnSevenTiles() {
        qt().withExamples(40).withFixedSeed(SEED)
                .forAll(Generators.problemsWithAnyRules(7))
                .checkAssert(problem -> {
                    Result all = solve(problem, SearchStrategy.subsetDynamicProgramming(), Equivalence.ALGEBRAIC, 1);
                    Result best = solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1);
                    assertThat(best.distance()).as("distance for %s", problem).isEqualTo(all.distance());
                    assertThat(best.steps()).as("steps for %s", problem).isEqualTo(all.steps());
                    assertThat(Reference.evaluate(best.best()).longValueExact()).isEqualTo(best.value());
                    assertThat(problem.admits(best.best())).isTrue();
                    assertThat(best.isProvenOptimal()).isTrue();
                    assertThat(best.allSolutionsFound()).isFalse();
                });
    }

    /**
     * The natural best answer is, tree for tree, the first answer of the complete searches (the plain
     * depth-first one on up to five tiles, the dynamic programming on six and seven, and on Countdown's
     * games, where equal values make ties the operand order decides), and among the
     * brute force's trees reaching the best values none has fewer steps, useless operations,
     * intermediate sum or divisions, compared in that order.
     */
    @Test
    void theNaturalBestAnswerIsTheCompleteSearchesFirst() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problemsWithAnyRules(5))
                .checkAssert(problem -> {
                    Result natural = solve(problem, SearchStrategy.naturalBestAnswer(), Equivalence.ALGEBRAIC, 1);
                    Result complete = solve(problem, SearchStrategy.depthFirst(), Equivalence.ALGEBRAIC, 1);
                    assertThat(natural.best()).as("%s", problem).isEqualTo(complete.best());
                    Ranking.Key least = new Reference(problem).trees(new HashSet<>(complete.bestValues())).stream()
                            .map(Ranking.Key::of).min(Comparator.naturalOrder()).orElseThrow();
                    Ranking.Key got = Ranking.Key.of(natural.best());
                    assertThat(List.of(got.steps(), got.useless(), got.intermediateSum(), got.divisions()))
                            .as("%s", problem)
                            .isEqualTo(List.of(least.steps(), least.useless(), least.intermediateSum(), least.divisions()));
                });
        for (int tiles : new int[] {6, 7}) {
            qt().withExamples(tiles == 6 ? 100 : 30).withFixedSeed(SEED)
                    .forAll(Generators.problemsWithAnyRules(tiles))
                    .checkAssert(problem -> {
                        Result natural = solve(problem, SearchStrategy.naturalBestAnswer(), Equivalence.ALGEBRAIC, 1);
                        Result complete = solve(problem, SearchStrategy.subsetDynamicProgramming(),
                                Equivalence.ALGEBRAIC, 1);
                        assertThat(natural.best()).as("%s", problem).isEqualTo(complete.best());
                        assertThat(natural.isProvenOptimal()).isTrue();
                    });
        }
        List<Problem> games = new ArrayList<>(List.of(
                new Problem(563, List.of(25L, 75L, 50L, 10L, 3L, 5L), Rules.standard()),
                new Problem(535, List.of(3L, 4L, 2L, 8L, 2L, 6L), Rules.standard()),
                new Problem(116, List.of(75L, 100L, 50L, 25L, 4L, 2L), Rules.standard())));
        SplittableRandom seeds = new SplittableRandom(SEED);
        for (int i = 0; i < 3000; i++) {
            games.add(Generators.countdownGame(seeds.nextLong()));
        }
        for (Problem problem : games) {
            assertThat(solve(problem, SearchStrategy.naturalBestAnswer(), Equivalence.ALGEBRAIC, 1).best())
                    .as("%s", problem)
                    .isEqualTo(solve(problem, SearchStrategy.subsetDynamicProgramming(), Equivalence.ALGEBRAIC, 1).best());
        }
    }

    /**
     * On eight tiles, beyond the complete strategies' reach, the best answer is checked from its
     * definition: it is legal, and no subset of fewer tiles makes a value as close (each subset's values
     * from {@code Chiffres.reachable}, itself checked against the brute force).
     */
    @Test
    void theBestAnswerOnEightTilesHasTheFewestTilesThatGetAsClose() {
        qt().withExamples(Integer.getInteger("properties.eightTileExamples", 12)).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 10).mix(longs().between(11, 100), 20)).ofSize(8),
                        Generators.targets())
                .checkAssert((tiles, target) -> {
                    Problem problem = new Problem(target, tiles, Rules.standard());
                    Result best = solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1);
                    assertThat(Reference.evaluate(best.best()).longValueExact()).isEqualTo(best.value());
                    assertThat(problem.admits(best.best())).isTrue();
                    assertThat(best.isProvenOptimal()).isTrue();
                    int used = best.best().tileCount();
                    for (int mask = 1; mask < 1 << 8; mask++) {
                        if (Integer.bitCount(mask) <= 7) {
                            long[] subset = new long[Integer.bitCount(mask)];
                            for (int i = 0, k = 0; i < 8; i++) {
                                if ((mask & (1 << i)) != 0) {
                                    subset[k++] = tiles.get(i);
                                }
                            }
                            for (long v : chiffreslettres.Chiffres.reachable(subset)) {
                                long distance = Math.abs(v - target);
                                assertThat(distance).as("%s from %s", v, java.util.Arrays.toString(subset))
                                        .isGreaterThanOrEqualTo(best.distance());
                                if (subset.length < used) {
                                    assertThat(distance).as("%s from fewer tiles", v).isGreaterThan(best.distance());
                                }
                            }
                        }
                    }
                });
    }

    @Test
    void reachableValuesAreTheReferenceValuesAndDecideExactness() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED).forAll(Generators.problems(5)).checkAssert(problem -> {
            long[] reachable = chiffreslettres.Chiffres.reachable(problem.tileArray());
            assertThat(reachable).containsExactly(new Reference(problem).allValues().stream()
                    .mapToLong(Long::longValue).toArray());
            boolean exact = solve(problem, SearchStrategy.subsetDynamicProgramming(), Equivalence.ALGEBRAIC, 1).isExact();
            assertThat(java.util.Arrays.binarySearch(reachable, problem.target()) >= 0).isEqualTo(exact);
        });
    }

    @Test
    void reachableInARangeIsTheReachableValuesCutToTheRange() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problems(6), Generators.targets(), longs().between(0, 400))
                .checkAssert((problem, min, width) -> {
                    long[] all = chiffreslettres.Chiffres.reachable(problem.tileArray());
                    long[] cut = java.util.Arrays.stream(all).filter(v -> v >= min && v <= min + width).toArray();
                    assertThat(chiffreslettres.Chiffres.reachableTargets(min, min + width, problem.tileArray()))
                            .as("%s in %d..%d", problem.tiles(), min, min + width).containsExactly(cut);
                    long[] missing = chiffreslettres.Chiffres.unreachableTargets(min, min + width, problem.tileArray());
                    assertThat(missing.length + cut.length).isEqualTo(width + 1);
                    if (cut.length > 0) {
                        assertThat(missing).doesNotContain(cut);
                    }
                });
    }

    @Test
    void theMemoizedStrategyListsOnlyRealSolutionsAndNeverClaimsAll() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(Generators.problems(5))
                .checkAssert(problem -> {
                    Result all = solve(problem, SearchStrategy.depthFirst(), Equivalence.ALGEBRAIC, Integer.MAX_VALUE);
                    Result some = solve(problem, SearchStrategy.memoized(), Equivalence.ALGEBRAIC, Integer.MAX_VALUE);
                    Set<Object> allKeys = all.solutions().stream().map(Equivalence.ALGEBRAIC::keyOf)
                            .collect(Collectors.toSet());
                    assertThat(some.solutions()).allSatisfy(
                            s -> assertThat(allKeys).contains(Equivalence.ALGEBRAIC.keyOf(s)));
                    assertThat(some.allSolutionsFound()).isFalse();
                    assertThat(some.best().steps()).isEqualTo(all.best().steps());
                });
    }

    @Test
    void aSpentNodeBudgetStillGivesALegalAnswerMarkedUnproven() {
        qt().withExamples(50).withFixedSeed(SEED)
                .forAll(Generators.problemsWithAnyRules(6), Generators.strategies())
                .checkAssert((problem, strategy) -> {
                    Result r = Solver.solve(problem, strategy, Equivalence.ALGEBRAIC, 10, Budget.ofNodes(3));
                    assertThat(Reference.evaluate(r.best())).isNotNull();
                    assertThat(problem.admits(r.best())).isTrue();
                    if (r.isProvenOptimal()) {
                        assertThat(r.stats().nodesVisited()).isLessThanOrEqualTo(3);
                    } else {
                        assertThat(r.stats().termination()).isEqualTo(Termination.NODE_BUDGET_EXHAUSTED);
                        assertThat(r.allSolutionsFound()).isFalse();
                    }
                });
    }

    private static boolean isSubMultiset(List<Long> used, List<Long> available) {
        List<Long> left = new ArrayList<>(available);
        for (Long v : used) {
            if (!left.remove(v)) {
                return false;
            }
        }
        return true;
    }
}
