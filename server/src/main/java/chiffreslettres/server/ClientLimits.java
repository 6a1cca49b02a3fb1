package chiffreslettres.server;

/**
 * What one client address may use of a server, and what all may: rooms opened a minute, sockets open at
 * once per address, and sockets open in all. Beyond, the request gets 429 with {@code Retry-After}. The
 * address is the connection's (a proxy in front must be one per client, or the limits apply to it as a
 * whole). Immutable.
 *
 * @param roomsPerMinute    rooms one address may open in any minute, at least 1
 * @param socketsPerAddress sockets one address may hold open, at least 1
 * @param maxSockets        sockets the server holds open in all, at least 1
 */
public record ClientLimits(int roomsPerMinute, int socketsPerAddress, int maxSockets) {

    /**
     * @throws IllegalArgumentException if a limit is below 1
     */
    public ClientLimits {
        if (roomsPerMinute < 1 || socketsPerAddress < 1 || maxSockets < 1) {
            throw new IllegalArgumentException("every limit is at least 1, got rooms a minute " + roomsPerMinute
                    + ", sockets an address " + socketsPerAddress + ", sockets in all " + maxSockets);
        }
    }

    /** 30 rooms a minute and 50 sockets an address, 10,000 sockets in all. */
    public static ClientLimits defaults() {
        return new ClientLimits(30, 50, 10_000);
    }
}
