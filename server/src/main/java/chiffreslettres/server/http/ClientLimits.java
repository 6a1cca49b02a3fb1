package chiffreslettres.server.http;

/**
 * What one client address may use of a server, and what all may: rooms opened a minute, sockets open at
 * once per address, and sockets open in all. Beyond, the request gets 429 with {@code Retry-After}. The
 * address is the connection's, or, when the connection is one of the trusted proxies, the client's
 * address the proxy gives in {@code X-Forwarded-For}. Immutable.
 *
 * @param roomsPerMinute    rooms one address may open in any minute, at least 1
 * @param socketsPerAddress sockets one address may hold open, at least 1
 * @param maxSockets        sockets the server holds open in all, at least 1
 * @param trustedProxies    the addresses of the proxies in front (as the server sees them, {@code 127.0.0.1}),
 *                          whose {@code X-Forwarded-For} names the client; empty: none is believed
 */
public record ClientLimits(int roomsPerMinute, int socketsPerAddress, int maxSockets, java.util.Set<String> trustedProxies) {

    /**
     * @throws IllegalArgumentException if a limit is below 1
     * @throws NullPointerException if {@code trustedProxies} is null
     */
    public ClientLimits {
        if (roomsPerMinute < 1 || socketsPerAddress < 1 || maxSockets < 1) {
            throw new IllegalArgumentException("every limit is at least 1, got rooms a minute " + roomsPerMinute
                    + ", sockets an address " + socketsPerAddress + ", sockets in all " + maxSockets);
        }
        trustedProxies = java.util.Set.copyOf(trustedProxies);
    }

    /** Limits with no trusted proxy. @throws IllegalArgumentException if a limit is below 1 */
    public ClientLimits(int roomsPerMinute, int socketsPerAddress, int maxSockets) {
        this(roomsPerMinute, socketsPerAddress, maxSockets, java.util.Set.of());
    }

    /** These limits, believing the {@code X-Forwarded-For} of these proxies. */
    public ClientLimits withTrustedProxies(java.util.Set<String> proxies) {
        return new ClientLimits(roomsPerMinute, socketsPerAddress, maxSockets, proxies);
    }

    /** 30 rooms a minute and 50 sockets an address, 10,000 sockets in all. */
    public static ClientLimits defaults() {
        return new ClientLimits(30, 50, 10_000);
    }
}
