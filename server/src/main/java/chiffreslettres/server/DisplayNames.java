package chiffreslettres.server;

/**
 * The one rule for a name people choose to be shown by (a leaderboard, a room's seat, a Scrabble game):
 * 1 to {@link #MAX} characters once stripped, no control character. Names are kept as given and shown
 * as text only. Stateless.
 */
public final class DisplayNames {

    /** The longest name, in characters. */
    public static final int MAX = 30;

    private DisplayNames() {
    }

    /** The name stripped, or null when it breaks the rule. */
    public static String checked(String name) {
        String n = name == null ? "" : name.strip();
        return n.isEmpty() || n.length() > MAX || n.chars().anyMatch(Character::isISOControl) ? null : n;
    }
}
