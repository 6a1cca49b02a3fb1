package chiffreslettres.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * A game's seed in JSON. Seeds are any {@code long}, most beyond what a browser's numbers hold exactly
 * (2<sup>53</sup>), so the answers carry them as decimal strings ({@code "-2806966116229102021"}); a
 * request may give one as such a string or as a JSON integer. Stateless.
 */
public final class Seeds {

    private static final Pattern DECIMAL = Pattern.compile("[-+]?\\d{1,19}");

    private Seeds() {
    }

    /** A seed as the answers carry it: its decimal string. */
    public static String json(long seed) {
        return Long.toString(seed);
    }

    /** A new seed, for a request that gives none. */
    static long random() {
        return ThreadLocalRandom.current().nextLong();
    }

    /** Whether a text is a seed written in decimal (rather than sealed). */
    static boolean isDecimal(String text) {
        return DECIMAL.matcher(text).matches();
    }

    /**
     * The seed a JSON value gives: a whole number, or its decimal string.
     *
     * @throws ApiException 400 naming {@code field} when the value is missing, of another type, or not a
     *     whole number from −9223372036854775808 to 9223372036854775807
     */
    public static long read(JsonNode value, String field) {
        if (value != null && value.isIntegralNumber() && value.canConvertToLong()) {
            return value.asLong();
        }
        if (value != null && value.isTextual()) {
            String text = value.asText().strip();
            if (isDecimal(text)) {
                try {
                    return Long.parseLong(text);
                } catch (NumberFormatException tooLarge) {
                    // said below
                }
            }
        }
        throw ApiException.badRequest(field, "'" + field + "' must be a seed: a whole number from "
                + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ", as a JSON integer or a string of its digits "
                + "(a string keeps every digit in JavaScript), got " + value);
    }
}
