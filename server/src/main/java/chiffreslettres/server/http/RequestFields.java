package chiffreslettres.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The fields of one request: a JSON object body for {@code POST}, the query string for {@code GET}. Each
 * getter checks presence and type and names the field and what it expects when they are wrong
 * ({@link ApiException#badRequest}); the library checks the values themselves.
 */
public final class RequestFields {

    /** The most items (solutions, words, moves) one answer lists: the largest {@code limit} a request may ask. */
    public static final int MAX_LIMIT = 10_000;

    private final ObjectNode body;
    private final Context query;

    private RequestFields(ObjectNode body, Context query) {
        this.body = body;
        this.query = query;
    }

    /** The fields of a JSON object body. */
    public static RequestFields ofBody(Context ctx) {
        String text = ctx.body();
        if (text.isBlank()) {
            throw ApiException.badRequest(null, "the request body is empty; send a JSON object");
        }
        JsonNode node;
        try {
            node = JsonShapes.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest(null, "the request body is not valid JSON (line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")");
        }
        if (!(node instanceof ObjectNode object)) {
            throw ApiException.badRequest(null, "the request body must be a JSON object, got " + node.getNodeType()
                    .toString().toLowerCase(Locale.ROOT));
        }
        return new RequestFields(object, null);
    }

    /** The fields of a query string. */
    public static RequestFields ofQuery(Context ctx) {
        return new RequestFields(null, ctx);
    }

    public boolean has(String field) {
        return body != null ? body.hasNonNull(field) : query.queryParam(field) != null;
    }

    /** A whole number. */
    public long requiredLong(String field) {
        if (!has(field)) {
            throw ApiException.badRequest(field, "'" + field + "' is missing: give a whole number");
        }
        return longValue(field);
    }

    public long optionalLong(String field, long otherwise) {
        return has(field) ? longValue(field) : otherwise;
    }

    /** A seed ({@link Seeds#read}: a whole number or its decimal string), or a new one when absent. */
    public long optionalSeed(String field) {
        if (!has(field)) {
            return Seeds.random();
        }
        if (body != null) {
            return Seeds.read(body.get(field), field);
        }
        return Seeds.read(com.fasterxml.jackson.databind.node.TextNode.valueOf(query.queryParam(field)), field);
    }

    public int optionalInt(String field, int otherwise) {
        long value = optionalLong(field, otherwise);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw ApiException.badRequest(field, "'" + field + "' is too large: " + value);
        }
        return (int) value;
    }

    private long longValue(String field) {
        if (body != null) {
            JsonNode node = body.get(field);
            if (!node.isIntegralNumber() || !node.canConvertToLong()) {
                throw ApiException.badRequest(field, "'" + field + "' must be a whole number, got " + node);
            }
            return node.asLong();
        }
        return parseLong(field, query.queryParam(field));
    }

    public boolean optionalBoolean(String field, boolean otherwise) {
        if (!has(field)) {
            return otherwise;
        }
        if (body != null) {
            JsonNode node = body.get(field);
            if (!node.isBoolean()) {
                throw ApiException.badRequest(field, "'" + field + "' must be true or false, got " + node);
            }
            return node.asBoolean();
        }
        String text = query.queryParam(field);
        if (!"true".equals(text) && !"false".equals(text)) {
            throw ApiException.badRequest(field, "'" + field + "' must be true or false, got '" + text + "'");
        }
        return Boolean.parseBoolean(text);
    }

    /** Text. */
    /** The JSON value of a field of the body, or null when it is missing or the fields come from the query. */
    public JsonNode node(String field) {
        return body != null ? body.get(field) : null;
    }

    public String requiredString(String field) {
        if (!has(field)) {
            throw ApiException.badRequest(field, "'" + field + "' is missing: give a string");
        }
        return string(field);
    }

    public String optionalString(String field, String otherwise) {
        return has(field) ? string(field) : otherwise;
    }

    private String string(String field) {
        if (body != null) {
            JsonNode node = body.get(field);
            if (!node.isTextual()) {
                throw ApiException.badRequest(field, "'" + field + "' must be a string, got " + node);
            }
            return node.asText();
        }
        return query.queryParam(field);
    }

    /** A list of whole numbers: a JSON array in a body, comma-separated in a query. */
    public List<Long> requiredLongs(String field) {
        if (!has(field)) {
            throw ApiException.badRequest(field, "'" + field + "' is missing: give a list of whole numbers");
        }
        List<Long> out = new ArrayList<>();
        if (body != null) {
            JsonNode node = body.get(field);
            if (!node.isArray()) {
                throw ApiException.badRequest(field, "'" + field + "' must be an array of whole numbers, got " + node);
            }
            for (JsonNode item : node) {
                if (!item.isIntegralNumber() || !item.canConvertToLong()) {
                    throw ApiException.badRequest(field, "'" + field + "' must hold whole numbers only, got " + item);
                }
                out.add(item.asLong());
            }
            return out;
        }
        for (String part : query.queryParam(field).split(",", -1)) {
            out.add(parseLong(field, part.trim()));
        }
        return out;
    }

    /** One of a set of names, case-insensitive. */
    public <T> T optionalName(String field, T otherwise, Function<String, T> byName, String expected) {
        if (!has(field)) {
            return otherwise;
        }
        String text = string(field);
        T value = byName.apply(text.toLowerCase(Locale.ROOT));
        if (value == null) {
            throw ApiException.badRequest(field, "'" + field + "' must be one of " + expected + ", got '" + text + "'");
        }
        return value;
    }

    private static long parseLong(String field, String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw ApiException.badRequest(field, "'" + field + "' must hold whole numbers (digits, e.g. 75), got '"
                    + text + "'");
        }
    }
}
