package chiffreslettres.server.http;

import chiffreslettres.server.store.Records;
import io.javalin.http.Context;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code GET /api/ready}, what a proxy or an orchestrator asks before sending players: 200 while the server
 * takes new work and its records answer within {@value #CHECK_SECONDS} s; 503 with {@code Retry-After}
 * once it drains (it is stopping: games in play go on, new ones go elsewhere) or when its records do not
 * answer. {@code GET /api/health} says only that the process is up. Thread-safe.
 */
public final class Readiness {

    /** How long the records have to answer. */
    static final int CHECK_SECONDS = 2;

    private final Records records;
    private final AtomicBoolean draining = new AtomicBoolean();

    public Readiness(Records records) {
        this.records = records;
    }

    /** From now on, the server says it is not ready. */
    public void drain() {
        draining.set(true);
    }

    public void handle(Context ctx) {
        if (draining.get()) {
            throw new ApiException(503, "Draining", "this server is stopping: its games in play go on, new ones "
                    + "belong on another server", null, 5);
        }
        try {
            CompletableFuture.runAsync(records::check).get(CHECK_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new ApiException(503, "Records unreachable", "the records' database did not answer within "
                    + CHECK_SECONDS + " s", null, 5);
        } catch (ExecutionException e) {
            throw new ApiException(503, "Records unreachable", "the records' database does not answer: "
                    + e.getCause().getMessage(), null, 5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "Records unreachable", "interrupted while asking the records' database", null, 5);
        }
        ctx.json(Map.of("status", "READY"));
    }
}
