package chiffreslettres.server.http;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Lets at most a fixed number of searches run at once and a bounded number wait for their turn, each
 * for a bounded time. A search is refused with 503 and a {@code Retry-After} at once when the queue is
 * full or the wait it can expect (the searches ahead of it, at the recent mean search time, shared by
 * the running places) exceeds the longest wait, and after that wait if no place came free; so a client
 * hears "busy" instead of waiting many times the search cap. Thread-safe.
 */
public final class SearchGate {

    /** The weight of the newest search time in the running mean (after the first): 1/8. */
    private static final int MEAN_SHIFT = 3;

    private final Semaphore running;
    private final int places;
    private final AtomicInteger waiting = new AtomicInteger();
    private final int maxWaiting;
    private final long maxWaitNanos;
    /** The recent mean duration of a search, in nanoseconds (an exponential moving average). */
    private final AtomicLong meanNanos = new AtomicLong();

    /**
     * @param running    how many searches run at once
     * @param maxWaiting how many more may wait for a place
     * @param maxWait    how long one may wait; about the search cap
     */
    public SearchGate(int running, int maxWaiting, Duration maxWait) {
        this.running = new Semaphore(running, true);
        this.places = running;
        this.maxWaiting = maxWaiting;
        this.maxWaitNanos = maxWait.toNanos();
    }

    /**
     * Runs {@code search} when a place is free.
     *
     * @throws ApiException 503 if the queue is full, the expected wait exceeds the longest wait, no place
     *     came free within it, or the wait was interrupted
     */
    public <T> T run(Supplier<T> search) {
        if (!running.tryAcquire()) {
            int ahead = waiting.incrementAndGet();
            try {
                if (ahead > maxWaiting) {
                    throw busy("every search place is taken and " + maxWaiting + " more searches are waiting",
                            meanNanos.get());
                }
                long expected = ahead * meanNanos.get() / places;
                if (expected > maxWaitNanos) {
                    throw busy("the searches ahead would take about " + millis(expected) + " ms, longer than "
                            + millis(maxWaitNanos) + " ms", expected);
                }
                if (!running.tryAcquire(maxWaitNanos, TimeUnit.NANOSECONDS)) {
                    throw busy("no search place came free within " + millis(maxWaitNanos) + " ms", maxWaitNanos);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ApiException(503, "Server stopping", "the server is shutting down", null, 1);
            } finally {
                waiting.decrementAndGet();
            }
        }
        long start = System.nanoTime();
        try {
            return search.get();
        } finally {
            long took = System.nanoTime() - start;
            meanNanos.getAndUpdate(mean -> mean == 0 ? took : mean + ((took - mean) >> MEAN_SHIFT));
            running.release();
        }
    }

    private static ApiException busy(String why, long waitNanos) {
        int retryAfter = (int) Math.max(1, Math.min(60, TimeUnit.NANOSECONDS.toSeconds(waitNanos + 999_999_999L)));
        return new ApiException(503, "Server busy", why + "; try again in " + retryAfter + " s", null, retryAfter);
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }
}
