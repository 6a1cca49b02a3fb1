package chiffreslettres.chiffres.search;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.Termination;

/**
 * What a {@link SearchStrategy} sees of one search: the game, the budget, the counters, and the collector
 * of candidate solutions. Created by {@link Solver} for one search and confined to its thread: not
 * thread-safe.
 */
public final class SearchContext {

    /** How many nodes pass between two looks at the clock and the interrupt flag. */
    private static final int CLOCK_INTERVAL = 64;

    private final Problem problem;
    private final long[] tiles;
    private final long timeLimitNanos;
    private final long nodeLimit;
    private final long startNanos;
    private final SolutionCollector collector;

    private long nodes;
    private long operationsTried;
    private long operationsValid;
    private Termination stopped;

    SearchContext(Problem problem, Equivalence equivalence, Budget budget) {
        this.problem = problem;
        this.tiles = problem.tileArray();
        this.startNanos = System.nanoTime();
        this.timeLimitNanos = budget.timeNanos();
        this.nodeLimit = budget.nodes();
        this.collector = new SolutionCollector(problem, equivalence);
    }

    /** The game being solved. */
    public Problem problem() {
        return problem;
    }

    /** The target. */
    public long target() {
        return problem.target();
    }

    /** The rules of play. */
    public Rules rules() {
        return problem.rules();
    }

    /** The number of tiles, 1 to {@link Problem#MAX_TILES}. */
    public int tileCount() {
        return tiles.length;
    }

    /** The value of tile {@code index}, in the order drawn. */
    public long tile(int index) {
        return tiles[index];
    }

    /**
     * Counts one visited state and says whether the search may go on. Once it has answered false
     * (budget spent, thread interrupted) it always does, and the strategy should return promptly.
     */
    public boolean enterNode() {
        if (stopped != null) {
            return false;
        }
        if (nodes >= nodeLimit) {
            stopped = Termination.NODE_BUDGET_EXHAUSTED;
            return false;
        }
        nodes++;
        if ((nodes & (CLOCK_INTERVAL - 1)) == 0) {
            if (Thread.currentThread().isInterrupted()) {
                stopped = Termination.INTERRUPTED;
                return false;
            }
            if (elapsedNanos() > timeLimitNanos) {
                stopped = Termination.TIME_BUDGET_EXHAUSTED;
                return false;
            }
        }
        return true;
    }

    /** Adds to the operation counters reported in the statistics. */
    public void countOperations(long tried, long valid) {
        operationsTried += tried;
        operationsValid += valid;
    }

    /**
     * Whether a calculation of this value could be an answer: it is no farther from the target than the
     * best offered so far. A cheap test to call before building an expression to {@link #offer}.
     */
    public boolean isCandidate(long value) {
        return collector.isCandidate(value);
    }

    /**
     * Offers a calculation as a solution. It is kept when it is at least as close to the target as the
     * best so far (a closer one discards the others) and not equivalent to one already kept.
     *
     * @throws IllegalArgumentException if it uses a tile that is not in the game, a tile more often than
     *     it was drawn, or (when the rules say so) not every tile
     */
    public void offer(Expression solution) {
        if (!problem.admits(solution)) {
            throw new IllegalArgumentException("not an answer to " + problem + ": " + solution.toAscii());
        }
        collector.offer(solution);
    }

    /** Whether the search stopped early; {@code null} while it may go on. */
    Termination stoppedBy() {
        return stopped;
    }

    long nodes() {
        return nodes;
    }

    /** Whether the node budget allows {@code count} more nodes (the clock and interrupts aside). */
    boolean hasNodesLeft(long count) {
        return stopped == null && nodeLimit - nodes >= count;
    }

    long operationsTried() {
        return operationsTried;
    }

    long operationsValid() {
        return operationsValid;
    }

    long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    SolutionCollector collector() {
        return collector;
    }
}
