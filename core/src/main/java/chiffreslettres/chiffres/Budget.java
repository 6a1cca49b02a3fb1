package chiffreslettres.chiffres;

import java.time.Duration;
import java.util.Objects;

/**
 * How much a search may spend before it stops and returns the best it has found, marked as not proven
 * optimal.
 *
 * @param time  the longest wall-clock time the search may run, positive; {@link #NO_TIME_LIMIT} for none
 * @param nodes the most search states (nodes) the search may visit, positive; {@link Long#MAX_VALUE}
 *     for no limit
 */
public record Budget(Duration time, long nodes) {

    /** A time so long that it is never reached. */
    public static final Duration NO_TIME_LIMIT = Duration.ofSeconds(Long.MAX_VALUE);

    private static final Budget UNLIMITED = new Budget(NO_TIME_LIMIT, Long.MAX_VALUE);

    /**
     * @throws IllegalArgumentException if {@code time} or {@code nodes} is not positive
     * @throws NullPointerException if {@code time} is null
     */
    public Budget {
        Objects.requireNonNull(time, "time");
        if (time.isNegative() || time.isZero()) {
            throw new IllegalArgumentException("budget time must be positive, got " + time);
        }
        if (nodes <= 0) {
            throw new IllegalArgumentException("budget nodes must be positive, got " + nodes);
        }
    }

    /** No limit at all: the search runs to its end (or until its thread is interrupted). */
    public static Budget unlimited() {
        return UNLIMITED;
    }

    /** A limit on wall-clock time only. */
    public static Budget ofTime(Duration time) {
        return new Budget(time, Long.MAX_VALUE);
    }

    /** A limit on visited nodes only: the same budget gives the same answer on any machine. */
    public static Budget ofNodes(long nodes) {
        return new Budget(NO_TIME_LIMIT, nodes);
    }

    /** This budget with another time limit. */
    public Budget withTime(Duration newTime) {
        return new Budget(newTime, nodes);
    }

    /** This budget with another node limit. */
    public Budget withNodes(long newNodes) {
        return new Budget(time, newNodes);
    }

    /** The time limit in nanoseconds, {@link Long#MAX_VALUE} when it is too long to count. */
    public long timeNanos() {
        long maxSeconds = Long.MAX_VALUE / 1_000_000_000L - 1;
        return time.getSeconds() >= maxSeconds ? Long.MAX_VALUE : time.toNanos();
    }
}
