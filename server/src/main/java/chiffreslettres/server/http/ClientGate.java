package chiffreslettres.server.http;

import io.javalin.http.Context;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * Keeps each client address within its {@link ClientLimits}: the rooms it opened in the last minute (a
 * sliding window of times), the sockets it holds open, and the sockets open in all. An address with no
 * room opened in the last minute and no socket open is forgotten, so the gate holds only the addresses
 * active now. Thread-safe.
 */
public final class ClientGate {

    private static final long MINUTE = 60_000;
    /** What a refused socket is told to wait, in seconds. */
    private static final int SOCKET_RETRY_SECONDS = 30;

    private final ClientLimits limits;
    private final LongSupplier now;
    private final Map<String, Deque<Long>> roomsOpened = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> socketsOpen = new ConcurrentHashMap<>();
    private final AtomicInteger allSockets = new AtomicInteger();

    public ClientGate(ClientLimits limits, LongSupplier now) {
        this.limits = limits;
        this.now = now;
    }

    /**
     * Counts a room the address opens.
     *
     * @throws ApiException 429 with the seconds to wait when the address opened its limit in the last minute
     */
    public void openRoom(String address) {
        long t = now.getAsLong();
        Deque<Long> times = roomsOpened.computeIfAbsent(address, a -> new ArrayDeque<>());
        synchronized (times) {
            while (!times.isEmpty() && times.peekFirst() <= t - MINUTE) {
                times.pollFirst();
            }
            if (times.size() >= limits.roomsPerMinute()) {
                int wait = (int) Math.max(1, (times.peekFirst() + MINUTE - t + 999) / 1000);
                throw new ApiException(429, "Too many rooms", "an address opens at most " + limits.roomsPerMinute()
                        + " rooms a minute; try again in " + wait + " s", null, wait);
            }
            times.addLast(t);
        }
        forgetIdle();
    }

    /**
     * Checks, before a socket is upgraded, that the address and the server may open one more.
     *
     * @throws ApiException 429 with {@code Retry-After} otherwise
     */
    public void admitSocket(Context ctx) {
        if (allSockets.get() >= limits.maxSockets()) {
            throw new ApiException(429, "Too many sockets", "the server holds " + limits.maxSockets()
                    + " sockets, the most it keeps; try again in " + SOCKET_RETRY_SECONDS + " s", null, SOCKET_RETRY_SECONDS);
        }
        AtomicInteger mine = socketsOpen.get(addressOf(ctx));
        if (mine != null && mine.get() >= limits.socketsPerAddress()) {
            throw new ApiException(429, "Too many sockets", "an address holds at most " + limits.socketsPerAddress()
                    + " sockets open; close one, or try again in " + SOCKET_RETRY_SECONDS + " s", null,
                    SOCKET_RETRY_SECONDS);
        }
    }

    /** The client's address of a request ({@link ClientLimits#trustedProxies}). */
    public String addressOf(Context ctx) {
        return addressOf(ctx.ip(), ctx.header("X-Forwarded-For"));
    }

    /** The client's address of a connection from {@code peer} carrying {@code forwardedFor} (or null). */
    public String addressOf(String peer, String forwardedFor) {
        return ClientAddress.of(peer, forwardedFor, limits.trustedProxies());
    }

    /** A socket of the address opened. */
    public void socketOpened(String address) {
        allSockets.incrementAndGet();
        socketsOpen.computeIfAbsent(address, a -> new AtomicInteger()).incrementAndGet();
    }

    /** A socket of the address closed (once per socket opened). */
    public void socketClosed(String address) {
        allSockets.decrementAndGet();
        socketsOpen.computeIfPresent(address, (a, n) -> n.decrementAndGet() <= 0 ? null : n);
    }

    /** Sockets open now, in all. */
    int openSockets() {
        return allSockets.get();
    }

    private void forgetIdle() {
        if (roomsOpened.size() < 1024) {
            return;
        }
        long t = now.getAsLong();
        roomsOpened.entrySet().removeIf(e -> {
            synchronized (e.getValue()) {
                return e.getValue().isEmpty() || e.getValue().peekLast() <= t - MINUTE;
            }
        });
    }
}
