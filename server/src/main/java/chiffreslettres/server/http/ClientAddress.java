package chiffreslettres.server.http;

import java.util.Set;

/**
 * The client's address a request comes from, for the limits per client: the connection's, unless the
 * connection is a trusted proxy's (HAProxy, nginx...), in which case the last address of its
 * {@code X-Forwarded-For} that is not itself a trusted proxy (the one the nearest trusted proxy saw; the
 * addresses before it are the client's own words and are never believed). Stateless and thread-safe.
 */
final class ClientAddress {

    /** The longest address kept from a header (an IPv6 literal with a zone fits). */
    private static final int LONGEST = 64;

    private ClientAddress() {
    }

    /**
     * The client's address.
     *
     * @param peer         the connection's address
     * @param forwardedFor the {@code X-Forwarded-For} header, or null
     * @param trusted      the proxies' addresses whose header is believed
     */
    static String of(String peer, String forwardedFor, Set<String> trusted) {
        if (forwardedFor == null || !trusted.contains(peer)) {
            return peer;
        }
        String[] hops = forwardedFor.split(",");
        for (int i = hops.length - 1; i >= 0; i--) {
            String hop = hops[i].strip();
            if (hop.isEmpty() || hop.length() > LONGEST || !hop.chars().allMatch(c -> c == '.' || c == ':'
                    || c == '%' || Character.isLetterOrDigit(c))) {
                return peer;   // a header the proxy did not write as expected: the proxy counts as the client
            }
            if (!trusted.contains(hop)) {
                return hop;
            }
        }
        return peer;
    }
}
