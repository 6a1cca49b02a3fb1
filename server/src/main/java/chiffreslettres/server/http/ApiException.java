package chiffreslettres.server.http;

/**
 * A request the API refuses, with the HTTP status and the words of its RFC 9457 problem details: what
 * is wrong ({@code title}), and which field broke which rule ({@code detail}).
 */
public final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String title;
    private final String field;
    /** Seconds a client should wait before trying again (503), or 0. */
    private final int retryAfterSeconds;

    public ApiException(int status, String title, String detail, String field, int retryAfterSeconds) {
        super(detail);
        this.status = status;
        this.title = title;
        this.field = field;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** A 400: the request's JSON is malformed, or a field is missing or of the wrong type. */
    public static ApiException badRequest(String field, String detail) {
        return new ApiException(400, "Bad request", detail, field, 0);
    }

    public int status() {
        return status;
    }

    String title() {
        return title;
    }

    /** The request field at fault, or null. */
    String field() {
        return field;
    }

    public int retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
