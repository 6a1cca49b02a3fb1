package chiffreslettres.jeu.game;

import java.util.Objects;

/**
 * A player's place in a game: a person, or the computer at a level.
 *
 * @param name  the name shown, not blank, at most 40 characters
 * @param level 0 for a person, 1 to 5 for the computer ({@link Opponent#level})
 */
public record Seat(String name, int level) {

    /** The longest name accepted. */
    public static final int MAX_NAME = 40;

    /** @throws IllegalArgumentException if the name is blank or too long, or the level is not 0 to 5 */
    public Seat {
        Objects.requireNonNull(name, "name");
        name = name.strip();
        if (name.isEmpty() || name.length() > MAX_NAME) {
            throw new IllegalArgumentException("seat name: 1 to " + MAX_NAME + " characters, got \"" + name + "\"");
        }
        if (level < 0 || level > Opponent.MAX_LEVEL) {
            throw new IllegalArgumentException("seat level: 0 for a person, 1 to " + Opponent.MAX_LEVEL
                    + " for the computer, got " + level);
        }
    }

    /** A person. */
    public static Seat person(String name) {
        return new Seat(name, 0);
    }

    /** The computer at {@code level}, named "Computer (level N)". */
    public static Seat computer(int level) {
        return new Seat("Computer (level " + level + ")", level);
    }

    /** Whether the computer plays this seat. */
    public boolean isComputer() {
        return level > 0;
    }
}
