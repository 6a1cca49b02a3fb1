package chiffreslettres.server.http;

import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The seed of a game against the computer, sealed while the game runs: the stored form the client keeps
 * and sends back holds the seed encrypted and authenticated (AES-GCM under the server's key, kept in the
 * records' database), so no player can read the draws to come, and a seed the server did not seal is
 * refused. A finished game shows its seed, to replay it. Thread-safe.
 */
public final class SealedSeeds {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecretKeySpec key;

    private SealedSeeds(byte[] key) {
        this.key = new SecretKeySpec(key, "AES");
    }

    /** The seals of the server whose records these are (the key made once, shared by every server of them). */
    public static SealedSeeds of(Records records) {
        byte[] made = new byte[32];
        RANDOM.nextBytes(made);
        return new SealedSeeds(Base64.getDecoder().decode(records.serverSecret("seed-key",
                Base64.getEncoder().encodeToString(made))));
    }

    /** A stored form with its seed sealed while the game runs (what: "game", "scrabble"). */
    public Map<String, Object> seal(Map<String, Object> stored, long seed, boolean over, String what) {
        if (!over) {
            stored.put("seed", seal(seed, what));
        }
        return stored;
    }

    /**
     * A stored form as the client sent it, its seed opened: a sealed seed becomes the number, a number (a
     * game whose seed its player chose, or a finished one) stays.
     *
     * @throws ApiException 400 when the seed was not sealed by this server for this kind of game
     */
    public JsonNode open(JsonNode stored, String what, String field) {
        if (stored == null || !stored.isObject() || !stored.path("seed").isTextual()
                || Seeds.isDecimal(stored.path("seed").asText().strip())) {
            return stored;
        }
        ObjectNode copy = stored.deepCopy();
        copy.put("seed", open(stored.get("seed").asText(), what, field));
        return copy;
    }

    private String seal(long seed, String what) {
        try {
            byte[] iv = new byte[IV_BYTES];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
            cipher.updateAAD(what.getBytes(StandardCharsets.UTF_8));
            byte[] sealed = cipher.doFinal(ByteBuffer.allocate(8).putLong(seed).array());
            return Base64.getUrlEncoder().withoutPadding().encodeToString(
                    ByteBuffer.allocate(IV_BYTES + sealed.length).put(iv).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is in every JDK", e);
        }
    }

    private long open(String text, String what, String field) {
        try {
            byte[] all = Base64.getUrlDecoder().decode(text);
            if (all.length != IV_BYTES + 8 + TAG_BITS / 8) {
                throw new IllegalArgumentException("length");
            }
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, IV_BYTES));
            cipher.updateAAD(what.getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(cipher.doFinal(all, IV_BYTES, all.length - IV_BYTES)).getLong();
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw ApiException.badRequest(field, "'" + field + "' is not a seed this server sealed: send the game back "
                    + "as the server gave it");
        }
    }
}
