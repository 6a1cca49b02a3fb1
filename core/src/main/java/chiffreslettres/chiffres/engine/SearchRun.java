package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Termination;
import chiffreslettres.chiffres.search.SearchContext;
import chiffreslettres.chiffres.search.SearchStrategy;

/**
 * The library's {@link SearchContext}: one search's game, budget, counters and collector, with what the
 * {@link Solver} reads back when the {@link SearchStrategy} returns. Created for one search and confined
 * to its thread: not thread-safe.
 */
final class SearchRun implements SearchContext {

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
    private int provenTiles;

    SearchRun(Problem problem, Equivalence equivalence, Budget budget) {
        this.problem = problem;
        this.tiles = problem.tileArray();
        this.startNanos = System.nanoTime();
        this.timeLimitNanos = budget.timeNanos();
        this.nodeLimit = budget.nodes();
        this.collector = new SolutionCollector(problem, equivalence);
    }

    @Override
    public Problem problem() {
        return problem;
    }

    @Override
    public long target() {
        return problem.target();
    }

    @Override
    public int tileCount() {
        return tiles.length;
    }

    @Override
    public long tile(int index) {
        return tiles[index];
    }

    @Override
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

    @Override
    public void countOperations(long tried, long valid) {
        operationsTried += tried;
        operationsValid += valid;
    }

    @Override
    public boolean isCandidate(long value) {
        return collector.isCandidate(value);
    }

    @Override
    public void offer(Expression solution) {
        if (!problem.admits(solution)) {
            throw new IllegalArgumentException("not an answer to " + problem + ": " + solution.toAscii());
        }
        collector.offer(solution);
    }

    @Override
    public void provenUpTo(int tiles) {
        if (tiles < 0 || tiles > this.tiles.length) {
            throw new IllegalArgumentException("tiles must be 0 to " + this.tiles.length + ", got " + tiles);
        }
        provenTiles = Math.max(provenTiles, tiles);
    }

    /** The most tiles {@link #provenUpTo} reported, 0 when none. */
    int provenTiles() {
        return provenTiles;
    }

    /** Whether the search stopped early; {@code null} while it may go on. */
    Termination stoppedBy() {
        return stopped;
    }

    long nodes() {
        return nodes;
    }

    /**
     * Looks at the clock and the interrupt flag now, as {@link #enterNode} does every
     * {@value #CLOCK_INTERVAL} nodes, without counting a node: for a node that does much work, so that
     * the time budget is kept to within a small part of itself.
     *
     * @return whether the search may go on
     */
    boolean onTime() {
        if (stopped == null && Thread.currentThread().isInterrupted()) {
            stopped = Termination.INTERRUPTED;
        } else if (stopped == null && elapsedNanos() > timeLimitNanos) {
            stopped = Termination.TIME_BUDGET_EXHAUSTED;
        }
        return stopped == null;
    }

    /** {@link #onTime()} of {@code context}; true for a context the library did not create. */
    static boolean onTime(SearchContext context) {
        return !(context instanceof SearchRun run) || run.onTime();
    }

    /** Whether the node budget allows {@code count} more nodes (the clock and interrupts aside). */
    boolean hasNodesLeft(long count) {
        return stopped == null && nodeLimit - nodes >= count;
    }

    /**
     * Whether {@code context}'s node budget allows {@code count} more nodes; false for a context the
     * library did not create, whose budget it cannot read.
     */
    static boolean hasNodesLeft(SearchContext context, long count) {
        return context instanceof SearchRun run && run.hasNodesLeft(count);
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
