package chiffreslettres.chiffres;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.List;
import java.util.Objects;

/**
 * Every target of a range solved for one set of tiles ({@code Chiffres.targets(min, max)}): per target
 * the best distance, the fewest steps and the number of {@linkplain Equivalence#ALGEBRAIC algebraically
 * distinct} solutions, and on demand the most natural answer of one ({@link #answer}). Immutable and
 * thread-safe.
 *
 * @param tiles   the tiles, as given
 * @param rules   the rules of play
 * @param targets one count per target from {@code min} to {@code max}, in order
 */
public record RangeResult(List<Long> tiles, Rules rules, List<TargetCount> targets) {

    /**
     * @throws IllegalArgumentException if there are no targets or they are not consecutive
     * @throws NullPointerException if an argument is null
     */
    public RangeResult {
        tiles = List.copyOf(tiles);
        Objects.requireNonNull(rules, "rules");
        targets = List.copyOf(targets);
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("a range has at least one target");
        }
        for (int i = 1; i < targets.size(); i++) {
            if (targets.get(i).target() != targets.get(0).target() + i) {
                throw new IllegalArgumentException("targets must be consecutive, got " + targets.get(i).target()
                        + " at position " + i);
            }
        }
    }

    /** The smallest target. */
    public long min() {
        return targets.get(0).target();
    }

    /** The largest target. */
    public long max() {
        return targets.get(targets.size() - 1).target();
    }

    /**
     * The count of one target.
     *
     * @throws IllegalArgumentException if {@code target} is outside the range
     */
    public TargetCount get(long target) {
        if (target < min() || target > max()) {
            throw new IllegalArgumentException("target " + target + " is outside the range " + min() + ".." + max());
        }
        return targets.get((int) (target - min()));
    }

    /**
     * The most natural best answer of one target ({@link Ranking#NATURAL}, the one {@code solve} lists
     * first), searched on the calling thread when asked ({@link SearchStrategy#naturalBestAnswer()},
     * tens of microseconds for six tiles) within {@link Chiffres#DEFAULT_TIME_BUDGET}; its distance and
     * steps are this range's for the target when the search completes ({@link Result#isProvenOptimal()}).
     *
     * @throws IllegalArgumentException if {@code target} is outside the range
     */
    public Result answer(long target) {
        get(target);
        return Solver.solve(new Problem(target, tiles, rules), SearchStrategy.naturalBestAnswer(), Equivalence.ALGEBRAIC,
                1, Budget.ofTime(Chiffres.DEFAULT_TIME_BUDGET));
    }

    /** How many targets of the range are made exactly. */
    public int exactCount() {
        return (int) targets.stream().filter(TargetCount::isExact).count();
    }

    /** The sum of the solution counts of the targets made exactly. */
    public long exactSolutionCount() {
        return targets.stream().filter(TargetCount::isExact).mapToLong(TargetCount::solutionCount).sum();
    }

    /** Whether every count is complete (no budget stopped one). */
    public boolean allSolutionsFound() {
        return targets.stream().allMatch(TargetCount::allSolutionsFound);
    }
}
