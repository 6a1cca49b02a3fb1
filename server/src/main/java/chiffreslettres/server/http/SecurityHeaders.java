package chiffreslettres.server.http;

import io.javalin.http.Context;

/**
 * The headers every page, file and API answer carries: a Content-Security-Policy that lets the page run
 * only its own scripts and styles and talk only to its own server (sockets included), no framing by
 * another site; {@code X-Content-Type-Options: nosniff}; and no referrer sent to other sites. Stateless.
 */
public final class SecurityHeaders {

    /** What the page may load and run: only its own files; no plugin, no base change, no framing. */
    public static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

    private SecurityHeaders() {
    }

    /** Sets the headers on an answer (before its handler, so errors carry them too). */
    public static void add(Context ctx) {
        ctx.header("Content-Security-Policy", POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "same-origin");
    }
}
