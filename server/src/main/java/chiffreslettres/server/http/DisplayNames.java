package chiffreslettres.server.http;

import java.text.Normalizer;

/**
 * The one rule for a name people choose to be shown by (a leaderboard, a room's seat, a Scrabble game):
 * normalised (Unicode NFKC, runs of spaces made one, stripped), then 1 to {@link #MAX} characters with
 * at least one visible character, and no control character, no format character (the bidirectional
 * controls such as the right-to-left override, zero-width spaces and joiners) and no unpaired surrogate,
 * so that no name can pass for another or hide. Names are shown as text only. Stateless.
 */
public final class DisplayNames {

    /** The longest name, in characters. */
    public static final int MAX = 30;
    /** The rule, in words, for a refusal. */
    public static final String RULE = "1 to " + MAX + " characters with a visible one, and no control, "
            + "bidirectional, zero-width or unpaired surrogate character";

    private DisplayNames() {
    }

    /** The name normalised, or null when it breaks the rule. */
    public static String checked(String name) {
        if (name == null) {
            return null;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isISOControl(c) || Character.isHighSurrogate(c) && (i + 1 == name.length() || !Character.isLowSurrogate(name.charAt(i + 1)))
                    || Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(name.charAt(i - 1)))) {
                return null;
            }
        }
        String n = Normalizer.normalize(name, Normalizer.Form.NFKC).replaceAll("\\s+", " ").strip();
        if (n.isEmpty() || n.length() > MAX) {
            return null;
        }
        boolean visible = false;
        for (int i = 0; i < n.length(); ) {
            int cp = n.codePointAt(i);
            int type = Character.getType(cp);
            if (type == Character.CONTROL || type == Character.FORMAT || type == Character.UNASSIGNED
                    || type == Character.PRIVATE_USE || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR) {
                return null;
            }
            visible |= !Character.isWhitespace(cp) && !Character.isSpaceChar(cp) && type != Character.NON_SPACING_MARK
                    && type != Character.ENCLOSING_MARK && !blank(cp);
            i += Character.charCount(cp);
        }
        return visible ? n : null;
    }

    /** Letters that are drawn as nothing (Hangul fillers, the blank Braille pattern). */
    private static boolean blank(int cp) {
        return cp == 0x115F || cp == 0x1160 || cp == 0x3164 || cp == 0xFFA0 || cp == 0x2800;
    }

    /**
     * A person's name by {@link DisplayNames}' rule ("Player" when blank), and not "Computer".
     *
     * @throws ApiException 400 naming the field otherwise
     */
    public static String personName(String name, String field) {
        String n = DisplayNames.checked(name == null || name.isBlank() ? "Player" : name);
        if (n == null || n.equals("Computer")) {
            throw ApiException.badRequest(field, "'" + field + "' is " + DisplayNames.RULE + ", and not \"Computer\"");
        }
        return n;
    }
}
