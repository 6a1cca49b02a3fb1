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
 */
public record SearchStats(String strategy, long nodesVisited, long operationsTried, long operationsValid,
        Duration elapsed, Termination termination) {

    /** @throws NullPointerException if a reference argument is null */
    public SearchStats {
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(elapsed, "elapsed");
        Objects.requireNonNull(termination, "termination");
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
