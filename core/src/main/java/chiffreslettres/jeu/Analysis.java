package chiffreslettres.jeu;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Step;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.Objects;

/**
 * What a numbers game is like, for hints and difficulty ratings.
 *
 * @param result              the complete solution of the game
 * @param hint                the first step of the most natural best solution, or {@code null} when
 *                            a tile is already the best answer
 * @param obviousLargeProduct whether a best solution of at most three steps starts by multiplying a
 *                            large tile (25 or more) by another tile, the first idea of most players
 */
public record Analysis(Result result, Step hint, boolean obviousLargeProduct) {

    /** The tile value from which a tile counts as large. */
    public static final long LARGE_TILE = 25;

    /** @throws NullPointerException if {@code result} is null */
    public Analysis {
        Objects.requireNonNull(result, "result");
    }

    /**
     * Analyses a game: a complete search with every distinct solution (algebraic equivalence).
     *
     * @throws NullPointerException if {@code problem} is null
     */
    public static Analysis of(Problem problem) {
        Result result = Solver.solve(problem, SearchStrategy.defaultStrategy(), Equivalence.ALGEBRAIC,
                Integer.MAX_VALUE, Budget.unlimited());
        Expression best = result.best();
        Step hint = best.steps() == 0 || !best.isIntegral() ? null : best.toSteps().get(0);
        boolean obvious = result.solutions().stream().anyMatch(Analysis::startsWithLargeProduct);
        return new Analysis(result, hint, obvious);
    }

    private static boolean startsWithLargeProduct(Expression e) {
        if (e.steps() == 0 || e.steps() > 3 || !e.isIntegral()) {
            return false;
        }
        Step first = e.toSteps().get(0);
        return first.operator() == Operator.MULTIPLY
                && (first.left() >= LARGE_TILE || first.right() >= LARGE_TILE);
    }

    /**
     * A difficulty from 1 (easy) to 5 (hard, or not solvable exactly): more steps in the shortest
     * solution, fewer distinct solutions and no obvious large-tile product make a game harder.
     */
    public int difficulty() {
        return difficulty(result.isExact(), result.steps(), result.solutionCount(), obviousLargeProduct);
    }

    /**
     * The difficulty from its parts: 5 when the target is not made; else {@code max(1, steps − 1)}, one
     * more with at most two distinct solutions, one more without an obvious large-tile product; at most 5.
     *
     * @param exact               whether the target is made
     * @param steps               the fewest steps of a best solution
     * @param solutionCount       the number of algebraically distinct best solutions
     * @param obviousLargeProduct see {@link #obviousLargeProduct()}
     */
    public static int difficulty(boolean exact, int steps, long solutionCount, boolean obviousLargeProduct) {
        if (!exact) {
            return 5;
        }
        int level = Math.max(1, steps - 1);
        if (solutionCount <= 2) {
            level++;
        }
        if (!obviousLargeProduct) {
            level++;
        }
        return Math.min(5, level);
    }
}
