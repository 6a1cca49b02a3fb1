package chiffreslettres.chiffres;

import java.time.Duration;
import java.util.Objects;

/**
 * What a search did, reported alike by every strategy.
 *
 * @param strategy          the strategy's name
 * @param nodesVisited      search states entered
 * @param operationsTried   operations attempted on two numbers
 * @param operationsValid   attempted operations that were legal moves
 * @param elapsed           wall-clock time of the search
 * @param termination       why it ended
 * @param provenTiles       the answer is proven best (closest, then fewest steps) among the calculations
 *                          of at most this many tiles: the tile count when the search completed; when the
 *                          budget stopped it, what the strategy settled before (the best-answer search
 *                          settles sizes in turn), 0 when nothing is proven
 */
public record SearchStats(String strategy, long nodesVisited, long operationsTried, long operationsValid,
        Duration elapsed, Termination termination, int provenTiles) {

    /**
     * @throws IllegalArgumentException if {@code provenTiles} is negative
     * @throws NullPointerException if a reference argument is null
     */
    public SearchStats {
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(elapsed, "elapsed");
        Objects.requireNonNull(termination, "termination");
        if (provenTiles < 0) {
            throw new IllegalArgumentException("provenTiles must not be negative, got " + provenTiles);
        }
    }

    /** Whether the search ran to its end, so that its answer is proven best. */
    public boolean isComplete() {
        return termination == Termination.COMPLETED;
    }

    @Override
    public String toString() {
        return String.format("%s: %d nodes, %d operations tried (%d valid), %.3f ms, %s", strategy, nodesVisited,
                operationsTried, operationsValid, elapsed.toNanos() / 1e6, termination);
    }
}
