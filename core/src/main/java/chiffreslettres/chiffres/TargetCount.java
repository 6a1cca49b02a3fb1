package chiffreslettres.chiffres;

import java.util.List;
import java.util.Objects;

/**
 * One target of a {@link RangeResult}: how close the tiles come, in how few steps, and how many
 * {@linkplain Equivalence#ALGEBRAIC algebraically distinct} solutions reach that best, the same figures
 * as {@code Chiffres.target(target).tiles(...).solve()} gives. Immutable.
 *
 * @param target            the target
 * @param distance          the smallest distance {@code |value − target|}; 0 when the target is made
 * @param bestValues        the values at that distance, ascending (one or two)
 * @param steps             the fewest steps of a solution reaching a best value
 * @param solutionCount     how many algebraically distinct solutions reach a best value
 * @param allSolutionsFound whether {@code solutionCount} counts every one (false only when a budget
 *                          stopped the count, see {@link RangeResult})
 */
public record TargetCount(long target, long distance, List<Long> bestValues, int steps, long solutionCount,
        boolean allSolutionsFound) {

    /**
     * @throws IllegalArgumentException if a number is out of range or no best value is given
     * @throws NullPointerException if {@code bestValues} is null
     */
    public TargetCount {
        bestValues = List.copyOf(Objects.requireNonNull(bestValues, "bestValues"));
        if (target <= 0 || distance < 0 || steps < 0 || solutionCount < 1 || bestValues.isEmpty()) {
            throw new IllegalArgumentException("not a target count: target " + target + ", distance " + distance
                    + ", steps " + steps + ", solutionCount " + solutionCount + ", values " + bestValues);
        }
    }

    /** Whether the target itself is made. */
    public boolean isExact() {
        return distance == 0;
    }
}
