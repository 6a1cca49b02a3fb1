package chiffreslettres.chiffres;

import java.util.List;
import java.util.Objects;

/**
 * The answer to a {@link Problem}: the best distance reached and the distinct solutions that reach it,
 * ranked by {@link Ranking#NATURAL}. Immutable and thread-safe.
 *
 * <p>"Best" means the smallest distance {@code |value − target|}; the fewest steps are the steps of
 * {@link #best()}. When the target is missed by the same distance from below and from above, solutions
 * for both values are listed ({@link #bestValues()}).
 *
 * @param problem            the game solved
 * @param distance           the smallest distance found; 0 when the target was reached
 * @param bestValues         the values at that distance, ascending (one or two of them)
 * @param solutions          distinct solutions reaching a best value, ranked, at least one, at most the
 *                           requested limit
 * @param solutionCount      how many distinct solutions were found, at least {@code solutions.size()}
 * @param allSolutionsFound  whether {@code solutionCount} counts every distinct solution there is: the
 *                           search completed, its strategy enumerates every solution, and no cap was hit
 * @param stats              what the search did
 */
public record Result(Problem problem, long distance, List<Long> bestValues, List<Expression> solutions,
        int solutionCount, boolean allSolutionsFound, SearchStats stats) {

    /**
     * @throws IllegalArgumentException if the parts disagree (no solution, a count below the list size)
     * @throws NullPointerException if a reference argument is null
     */
    public Result {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(stats, "stats");
        bestValues = List.copyOf(bestValues);
        solutions = List.copyOf(solutions);
        if (solutions.isEmpty()) {
            throw new IllegalArgumentException("a result has at least one solution");
        }
        if (solutionCount < solutions.size()) {
            throw new IllegalArgumentException("solutionCount " + solutionCount + " < " + solutions.size());
        }
        if (distance < 0) {
            throw new IllegalArgumentException("distance must not be negative, got " + distance);
        }
    }

    /** The target of the game. */
    public long target() {
        return problem.target();
    }

    /** Whether the target was reached exactly. */
    public boolean isExact() {
        return distance == 0;
    }

    /** The top-ranked solution: a best value in the fewest steps, the most natural of those. */
    public Expression best() {
        return solutions.get(0);
    }

    /** The value of {@link #best()}. */
    public long value() {
        return best().value();
    }

    /** The fewest steps reaching a best value: the steps of {@link #best()}. */
    public int steps() {
        return best().steps();
    }

    /**
     * Whether the answer is proven best: the search ran to its end within its budget. When false the
     * distance and steps are the best found, not necessarily the best there are ({@link #provenTiles()}
     * may say how far they are proven).
     */
    public boolean isProvenOptimal() {
        return stats.isComplete();
    }

    /**
     * Up to how many tiles the answer is proven best: no calculation of at most this many tiles comes
     * closer to the target, or as close in fewer steps. The tile count when {@link #isProvenOptimal()};
     * when the budget stopped the search, the sizes it settled (the best-answer search settles one size
     * of tile subsets after another), 0 when none.
     */
    public int provenTiles() {
        return isProvenOptimal() ? problem.tiles().size() : Math.min(stats.provenTiles(), problem.tiles().size());
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        out.append(problem).append(": ")
                .append(isExact() ? "exact" : "closest " + bestValues + " (off by " + distance + ")")
                .append(", ").append(steps()).append(steps() == 1 ? " step" : " steps")
                .append(isProvenOptimal() ? "" : " (not proven best: " + stats.termination()
                        + (provenTiles() > 0 ? "; best of up to " + provenTiles() + " tiles" : "") + ")");
        for (Step step : best().toSteps()) {
            out.append(System.lineSeparator()).append("  ").append(step);
        }
        return out.toString();
    }
}
