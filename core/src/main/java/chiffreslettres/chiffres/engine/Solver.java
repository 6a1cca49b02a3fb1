package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.SearchStats;
import chiffreslettres.chiffres.Termination;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;

/**
 * Runs one search: a strategy over a problem, within a budget, collected under an equivalence. The
 * engine behind {@code Chiffres}; stateless and thread-safe.
 */
public final class Solver {

    private Solver() {
    }

    /**
     * Solves {@code problem} with {@code strategy}, or with {@link SearchStrategy#exactArithmetic()} when
     * the strategy does not handle the rules' arithmetic.
     *
     * @param limit the most solutions listed in the result, at least 1
     * @return the result; it always holds at least one legal solution, even when the budget ran out
     *     before the strategy offered any
     * @throws IllegalArgumentException if {@code limit} is below 1, or the strategy offered an expression
     *     that does not answer the problem
     * @throws NullPointerException if an argument is null
     */
    public static Result solve(Problem problem, SearchStrategy strategy, Equivalence equivalence, int limit,
            Budget budget) {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(equivalence, "equivalence");
        Objects.requireNonNull(budget, "budget");
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, got " + limit);
        }
        SearchRun context = new SearchRun(problem, equivalence, budget);
        if (!strategy.handles(problem.rules().arithmetic())) {
            strategy = SearchStrategy.exactArithmetic();
        }
        strategy.search(context);
        Termination termination = context.stoppedBy() == null ? Termination.COMPLETED : context.stoppedBy();
        SolutionCollector collector = context.collector();
        if (collector.isEmpty()) {
            collector.offer(fallback(problem));
        }
        SearchStats stats = new SearchStats(strategy.name(), context.nodes(), context.operationsTried(),
                context.operationsValid(), Duration.ofNanos(context.elapsedNanos()), termination,
                termination == Termination.COMPLETED ? problem.tiles().size() : context.provenTiles());
        boolean allFound = termination == Termination.COMPLETED && strategy.enumeratesAllSolutions()
                && !collector.capped();
        return new Result(problem, collector.bestDistance(), collector.values(), collector.ranked(limit),
                collector.count(), allFound, stats);
    }

    /**
     * A legal answer found without search, for a search stopped before it offered anything: the tile
     * closest to the target, or, when every tile is required, the tiles folded from the largest down.
     */
    static Expression fallback(Problem problem) {
        long[] tiles = problem.tileArray();
        Arrays.sort(tiles);
        if (!problem.rules().allTilesRequired()) {
            long closest = tiles[0];
            for (long tile : tiles) {
                if (problem.distanceTo(tile) < problem.distanceTo(closest)) {
                    closest = tile;
                }
            }
            return Expression.tile(closest);
        }
        Expression folded = Expression.tile(tiles[tiles.length - 1]);
        for (int i = tiles.length - 2; i >= 0; i--) {
            folded = combineSomehow(folded, Expression.tile(tiles[i]));
        }
        return folded;
    }

    /** {@code a + b} if legal, else {@code a − b}, else {@code a ÷ b}: one of them always is, as a ≥ b. */
    private static Expression combineSomehow(Expression a, Expression b) {
        for (Operator operator : new Operator[] {Operator.ADD, Operator.SUBTRACT, Operator.DIVIDE}) {
            if (operator.apply(a.value(), b.value()) != Operator.ILLEGAL) {
                return Expression.combine(a, operator, b);
            }
        }
        return Expression.combine(b, Operator.SUBTRACT, a);
    }
}
