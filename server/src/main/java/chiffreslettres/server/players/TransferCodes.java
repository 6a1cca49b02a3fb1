package chiffreslettres.server.players;

import chiffreslettres.server.http.ApiException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Locale;

/**
 * One-time codes that move a player to another device: ten characters of Crockford's base 32 (50 random
 * bits; no I, L, O or U, so nothing reads as another), shown in two groups of five. Typed back, case,
 * spaces and dashes do not matter, and O, I and L read as 0, 1 and 1. Stateless and thread-safe.
 */
final class TransferCodes {

    /** How long a code can be used. */
    static final Duration LIFETIME = Duration.ofMinutes(10);
    private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    private static final int LENGTH = 10;
    private static final SecureRandom RANDOM = new SecureRandom();

    private TransferCodes() {
    }

    /** A new code, written {@code XXXXX-XXXXX}. */
    static String next() {
        StringBuilder code = new StringBuilder(LENGTH + 1);
        for (int i = 0; i < LENGTH; i++) {
            if (i == LENGTH / 2) {
                code.append('-');
            }
            code.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    /**
     * A code as typed, in the form it is kept by: upper case, without spaces or dashes.
     *
     * @throws ApiException 400 naming {@code field} when it is not ten characters of the code's alphabet
     */
    static String normalized(String typed, String field) {
        if (typed == null || typed.length() > 40) {
            throw invalid(field);
        }
        StringBuilder code = new StringBuilder(LENGTH);
        for (char c : typed.toUpperCase(Locale.ROOT).toCharArray()) {
            if (c == ' ' || c == '-') {
                continue;
            }
            char read = c == 'O' ? '0' : c == 'I' || c == 'L' ? '1' : c;
            if (ALPHABET.indexOf(read) < 0) {
                throw invalid(field);
            }
            code.append(read);
        }
        if (code.length() != LENGTH) {
            throw invalid(field);
        }
        return code.toString();
    }

    private static ApiException invalid(String field) {
        return ApiException.badRequest(field, "'" + field + "' is the transfer code the other device shows: ten letters "
                + "and digits, such as 7KD2M-QX9FA (spaces and dashes may be left out)");
    }
}
