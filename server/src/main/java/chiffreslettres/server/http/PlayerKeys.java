package chiffreslettres.server.http;

import chiffreslettres.server.store.Records;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * A player's identity: an id the server issues with a secret (256 random bits), which the browser keeps and
 * the server stores only as its SHA-256. The id names the player in public (a leaderboard shows a name,
 * never the id); results, private figures, renaming and a room's recorded seat need the secret, sent as
 * the request's {@code secret} field or {@code X-Player-Secret} header. Stateless and thread-safe.
 */
public final class PlayerKeys {

    /** The header that may carry the secret. */
    public static final String HEADER = "X-Player-Secret";
    private static final SecureRandom RANDOM = new SecureRandom();

    private PlayerKeys() {
    }

    /** A new player: its id and secret, the secret's hash stored. */
    public static Map<String, Object> issue(Records records) {
        String id = UUID.randomUUID().toString();
        String text = newSecret();
        records.register(id, hash(text));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("secret", text);
        return out;
    }

    /** A new secret: 256 random bits in hex. */
    public static String newSecret() {
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        return HexFormat.of().formatHex(secret);
    }

    /** The SHA-256 of a secret (or of any text kept only by its hash), in hex. */
    public static String hash(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** The secret a request carries (field, else header), or null. */
    public static String secret(Context ctx, RequestFields in) {
        String field = in == null ? null : in.optionalString("secret", null);
        return field != null ? field : ctx.header(HEADER);
    }

    /** Whether the request carries the player's secret. */
    public static boolean holds(Records records, String id, String secret) {
        return id != null && secret != null && secret.length() <= 128 && records.holds(id, hash(secret));
    }

    /**
     * Checks that a request carries the player's secret.
     *
     * @throws ApiException 401 when it carries none, 403 when it is not this player's
     */
    public static void require(Records records, String id, String secret) {
        if (secret == null || secret.isEmpty()) {
            throw new ApiException(401, "Secret missing", "'secret': send the secret the server gave with the player's id"
                    + " (POST /api/players gives both), as the field 'secret' or the header " + HEADER, "secret", 0);
        }
        if (!holds(records, id, secret)) {
            throw new ApiException(403, "Not this player's secret", "'secret' is not the secret of player " + id
                    + " (a player made before the server issued secrets has none: ask for a new id)", "secret", 0);
        }
    }

    /**
     * A player's id as a request gives it.
     *
     * @throws ApiException 400 naming {@code field} when it is not a player's id
     */
    public static String id(String id, String field) {
        if (!Records.isPlayerId(id)) {
            throw ApiException.badRequest(field, "'" + field + "' is the player's id, a UUID in lower case");
        }
        return id;
    }
}
