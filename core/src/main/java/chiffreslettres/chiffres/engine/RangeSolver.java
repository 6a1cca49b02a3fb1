package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.RangeResult;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.TargetCount;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Solves every target of a range for one set of tiles: the {@linkplain AlgebraicCounts counts} of all
 * values near the range at once when they apply (positive integers, at most seven tiles, no value more
 * than twice, no overflow), else one {@link Solver#solve} per target within the budget. Stateless and
 * thread-safe.
 */
public final class RangeSolver {

    /** The most targets of one range. */
    public static final int MAX_TARGETS = 1_000_000;

    /** Values counted on each side of the range before the subsets are asked how far the nearest is. */
    private static final long FIRST_MARGIN = 16;

    /** The widest margin counted around a range; targets farther from every value are solved one by one. */
    private static final long MAX_MARGIN = 1 << 20;

    /** The budget of each target solved after the range's budget is spent: a best answer only. */
    private static final Duration LATE_BUDGET = Duration.ofMillis(50);

    private RangeSolver() {
    }

    /**
     * Every target from {@code min} to {@code max}, which the caller has checked ({@code 1 ≤ min ≤ max},
     * at most {@value #MAX_TARGETS} targets, valid tiles).
     */
    public static RangeResult solve(long min, long max, List<Long> tiles, Rules rules, Budget budget) {
        long now = System.nanoTime();
        long deadline = budget.timeNanos() > Long.MAX_VALUE - now ? Long.MAX_VALUE : now + budget.timeNanos();
        long[] tileArray = tiles.stream().mapToLong(Long::longValue).toArray();
        TargetCount[] counts = new TargetCount[(int) (max - min + 1)];
        if (rules.arithmetic() == Arithmetic.POSITIVE_INTEGERS && AlgebraicCounts.supports(tileArray)) {
            countAll(min, max, new AlgebraicCounts(tileArray, rules.allTilesRequired()), counts);
        }
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] == null) {
                counts[i] = solveOne(min + i, tiles, rules, budget, deadline);
            }
        }
        return new RangeResult(tiles, rules, List.of(counts));
    }

    /**
     * Fills {@code out} from windows of counts, widened until every target finds its nearest value or
     * the margin would pass {@link #MAX_MARGIN}; targets left null are for the caller.
     */
    private static void countAll(long min, long max, AlgebraicCounts counts, TargetCount[] out) {
        long margin = FIRST_MARGIN;
        while (true) {
            long lo = Math.max(1, min - margin);
            long hi = max > Long.MAX_VALUE - margin ? Long.MAX_VALUE : max + margin;
            AlgebraicCounts.Window window = counts.window(lo, hi);
            long needed = 0;
            for (int i = 0; i < out.length; i++) {
                if (out[i] == null) {
                    out[i] = nearest(min + i, margin, window);
                    if (out[i] == null) {
                        long d = counts.properDistance(min + i);
                        needed = Math.max(needed, d == Long.MAX_VALUE ? margin * 4 : d);
                    }
                }
            }
            if (needed == 0 || needed > MAX_MARGIN) {
                return;
            }
            margin = needed;
        }
    }

    /** The target's count from the window, or null when no value lies within {@code margin} of it. */
    private static TargetCount nearest(long target, long margin, AlgebraicCounts.Window window) {
        for (long d = 0; d <= margin; d++) {
            long below = window.countOf(target - d);
            long above = d == 0 ? 0 : window.countOf(target + d);
            if (below + above > 0) {
                List<Long> values = new ArrayList<>(2);
                int fewest = Integer.MAX_VALUE;
                for (long v : d == 0 ? new long[] {target} : new long[] {target - d, target + d}) {
                    if (window.countOf(v) > 0) {
                        values.add(v);
                        fewest = Math.min(fewest, window.fewestTilesOf(v));
                    }
                }
                return new TargetCount(target, d, values, fewest - 1, below + above, true);
            }
        }
        return null;
    }

    /**
     * One target by the default strategy within what is left of the budget; when that does not complete,
     * a best answer (the best distance and fewest steps, proven for up to ten tiles) with an incomplete count.
     */
    private static TargetCount solveOne(long target, List<Long> tiles, Rules rules, Budget budget, long deadline) {
        long left = deadline - System.nanoTime();
        Problem problem = new Problem(target, tiles, rules);
        Result r = null;
        if (left > 0) {
            r = Solver.solve(problem, SearchStrategy.defaultStrategy(), Equivalence.ALGEBRAIC, 1,
                    budget.withTime(Duration.ofNanos(left)));
        }
        if (r == null || !r.allSolutionsFound()) {
            r = Solver.solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1, Budget.ofTime(LATE_BUDGET));
        }
        return new TargetCount(target, r.distance(), r.bestValues(), r.steps(), r.solutionCount(),
                r.allSolutionsFound());
    }
}
