package chiffreslettres.server.http;

import io.javalin.http.Context;
import java.util.List;
import java.util.Locale;

/**
 * The language the referee's messages of an answer are written in: the request's {@code lang} field when
 * it names one of en, fr, es, else the best of those the {@code Accept-Language} header asks for, else
 * English. Stateless.
 */
public final class MessageLanguage {

    private static final List<Locale> SPOKEN = List.of(Locale.ENGLISH, Locale.FRENCH, Locale.forLanguageTag("es"));

    private MessageLanguage() {
    }

    /**
     * The locale of a request's messages.
     *
     * @param field the request field that names it ({@code lang}), or null when the route has none
     * @throws ApiException 400 when the field names another language
     */
    public static Locale of(Context ctx, RequestFields in, String field) {
        if (field != null && in.has(field)) {
            String code = in.optionalString(field, "en");
            for (Locale locale : SPOKEN) {
                if (locale.getLanguage().equals(code)) {
                    return locale;
                }
            }
            throw ApiException.badRequest(field, "'" + field + "' must be en, fr or es, got '" + code + "'");
        }
        String header = ctx.header("Accept-Language");
        if (header != null && !header.isBlank()) {
            try {
                Locale best = Locale.lookup(Locale.LanguageRange.parse(header), SPOKEN);
                if (best != null) {
                    return best;
                }
            } catch (IllegalArgumentException malformed) {
                // A malformed header asks for nothing: English.
            }
        }
        return Locale.ENGLISH;
    }
}
