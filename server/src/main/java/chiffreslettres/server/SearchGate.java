package chiffreslettres.server;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Lets at most a fixed number of searches run at once and a bounded number wait for their turn; a
 * search beyond both is refused at once with 503 and a {@code Retry-After}, so the server never
 * queues without bound. Thread-safe.
 */
final class SearchGate {

    private final Semaphore running;
    private final AtomicInteger waiting = new AtomicInteger();
    private final int maxWaiting;

    SearchGate(int running, int maxWaiting) {
        this.running = new Semaphore(running, true);
        this.maxWaiting = maxWaiting;
    }

    /**
     * Runs {@code search} when a place is free.
     *
     * @throws ApiException 503 if more searches wait already than allowed, or the wait was interrupted
     */
    <T> T run(Supplier<T> search) {
        if (!running.tryAcquire()) {
            if (waiting.incrementAndGet() > maxWaiting) {
                waiting.decrementAndGet();
                throw new ApiException(503, "Server busy", "every search place is taken and " + maxWaiting
                        + " more searches are waiting; try again in a second", null, 1);
            }
            try {
                running.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ApiException(503, "Server stopping", "the server is shutting down", null, 1);
            } finally {
                waiting.decrementAndGet();
            }
        }
        try {
            return search.get();
        } finally {
            running.release();
        }
    }
}
