package chiffreslettres.chiffres.search;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Rules;

/**
 * What a {@link SearchStrategy} sees of one search: the game, the budget, the counters, and the collector
 * of candidate solutions. The library creates one per search and hands it to the strategy; it is confined
 * to that search's thread: not thread-safe. Users implement {@link SearchStrategy}, never this interface.
 */
public interface SearchContext {

    /** The game being solved. */
    Problem problem();

    /** The target. */
    default long target() {
        return problem().target();
    }

    /** The rules of play. */
    default Rules rules() {
        return problem().rules();
    }

    /** The number of tiles, 1 to {@link Problem#MAX_TILES}. */
    int tileCount();

    /** The value of tile {@code index} (0 to {@code tileCount() − 1}), in the order drawn. */
    long tile(int index);

    /**
     * Counts one visited state and says whether the search may go on. Once it has answered false
     * (budget spent, thread interrupted) it always does, and the strategy should return promptly.
     */
    boolean enterNode();

    /** Adds to the operation counters reported in the statistics; both counts non-negative. */
    void countOperations(long tried, long valid);

    /**
     * Whether a calculation of this value could be an answer: it is no farther from the target than the
     * best offered so far. A cheap test to call before building an expression to {@link #offer}.
     */
    boolean isCandidate(long value);

    /**
     * Offers a calculation as a solution. It is kept when it is at least as close to the target as the
     * best so far (a closer one discards the others) and not equivalent to one already kept.
     *
     * @throws IllegalArgumentException if it uses a tile that is not in the game, a tile more often than
     *     it was drawn, or (when the rules say so) not every tile
     * @throws NullPointerException if {@code solution} is null
     */
    void offer(Expression solution);

    /**
     * Reports that the solutions offered so far include a best answer among the calculations of at most
     * {@code tiles} tiles: the closest to the target, then with the fewest steps. A strategy that grows
     * its answers by size (as the best-answer search does) calls it as each size is settled, so that a
     * search stopped by its budget still says how far its answer is proven ({@link
     * chiffreslettres.chiffres.Result#provenTiles()}). The largest value reported counts; a search that
     * completes is proven for every tile count anyway. Does nothing unless the library created the context.
     *
     * @param tiles 0 to {@link #tileCount()}
     */
    default void provenUpTo(int tiles) {
    }
}
