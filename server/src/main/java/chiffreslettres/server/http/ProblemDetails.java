package chiffreslettres.server.http;

import chiffreslettres.scrabble.MoveRefusal;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every error as RFC 9457 problem details ({@code application/problem+json}: type, title, status, detail,
 * instance, and the field at fault): a 4xx with the library's own message for bad input, never a stack
 * trace; a 500 only for a fault of the server, logged. A Scrabble move refused is a 422 whose detail is
 * written in the language the request's {@code Accept-Language} asks for (English, French or Spanish),
 * with the rule and the square as members {@code rule} and {@code square}.
 */
public final class ProblemDetails {

    static final String CONTENT_TYPE = "application/problem+json";
    private static final Logger LOG = LoggerFactory.getLogger(ProblemDetails.class);

    private ProblemDetails() {
    }

    public static void register(Javalin app) {
        app.exception(ApiException.class, (e, ctx) -> {
            if (e.retryAfterSeconds() > 0) {
                ctx.header("Retry-After", Integer.toString(e.retryAfterSeconds()));
            }
            write(ctx, e.status(), e.title(), e.getMessage(), e.field());
        });
        app.exception(MoveRefusal.class, (e, ctx) -> write(ctx, 422, "Move refused",
                e.message(MessageLanguage.of(ctx, null, null)), null, refusal(e)));
        app.exception(IllegalArgumentException.class, (e, ctx) ->
                write(ctx, 422, "Invalid value", e.getMessage(), null));
        app.exception(IllegalStateException.class, (e, ctx) ->
                write(ctx, 422, "Invalid value", e.getMessage(), null));
        app.exception(HttpResponseException.class, (e, ctx) ->
                write(ctx, e.getStatus(), title(e.getStatus()), detail(ctx, e.getStatus(), e.getMessage()), null));
        app.exception(Exception.class, (e, ctx) -> {
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            write(ctx, 500, "Internal error", "the server failed on this request; the fault is logged", null);
        });
        for (int status : new int[] {404, 405}) {
            app.error(status, ctx -> {
                if (!CONTENT_TYPE.equals(ctx.res().getContentType())) {
                    write(ctx, status, title(status), detail(ctx, status, ""), null);
                }
            });
        }
    }

    /**
     * What a page needs of a Scrabble move refused beside its sentence: the rule ({@code must-touch}) and
     * the square ({@code H8}) when it names one.
     */
    public static Map<String, Object> refusal(MoveRefusal refusal) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rule", refusal.rule().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        refusal.square().ifPresent(square -> out.put("square", square));
        return out;
    }

    private static void write(Context ctx, int status, String title, String detail, String field) {
        write(ctx, status, title, detail, field, Map.of());
    }

    private static void write(Context ctx, int status, String title, String detail, String field,
            Map<String, Object> extensions) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "about:blank");
        body.put("title", title);
        body.put("status", status);
        body.put("detail", detail);
        body.put("instance", ctx.path());
        if (field != null) {
            body.put("field", field);
        }
        body.putAll(extensions);
        ctx.status(status).contentType(CONTENT_TYPE).result(JsonShapes.write(body).getBytes(StandardCharsets.UTF_8));
    }

    private static String title(int status) {
        return switch (status) {
            case 404 -> "Not found";
            case 405 -> "Method not allowed";
            case 413 -> "Request body too large";
            case 415 -> "Unsupported media type";
            default -> "Request refused";
        };
    }

    private static String detail(Context ctx, int status, String message) {
        return switch (status) {
            case 404 -> "no such route: " + ctx.method() + " " + ctx.path() + "; the routes are listed at /openapi.json";
            case 405 -> ctx.method() + " is not allowed on " + ctx.path() + "; the routes are listed at /openapi.json";
            case 413 -> "the request body is larger than the server accepts (" + message + ")";
            default -> message;
        };
    }
}
