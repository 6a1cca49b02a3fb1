package chiffreslettres.scrabble.game;

import java.util.Objects;

/**
 * The rules a game follows where editions and bodies differ.
 *
 * @param name                  a short name ("WESPA")
 * @param source                where the rules are written
 * @param exchangeMinimum       the fewest tiles the bag must hold for a player to exchange
 * @param scorelessTurnsToEnd   how many scoreless turns in a row (passes, exchanges, moves scoring 0) end
 *                              the game
 */
public record Rules(String name, String source, int exchangeMinimum, int scorelessTurnsToEnd) {

    /**
     * The rules of tournament play: an exchange needs at least 7 tiles in the bag; the game ends when a
     * player has played every tile with the bag empty, or after six scoreless turns in a row (WESPA Game
     * Rules 1.1(b)(ii): a game does not end when both players pass twice); at the end each player's score
     * loses the value of the tiles left on their rack, and a player who played out gains the value of every
     * other rack (Wikipedia, "Scrabble", section "End of game"; the seven-tile limit on exchanges: The Spruce,
     * "When Can You Exchange Tiles in Scrabble?", quoting the rules).
     */
    public static final Rules WESPA = new Rules("WESPA",
            "WESPA Game Rules 1.1(b)(ii); Wikipedia, \"Scrabble\", End of game; The Spruce, "
                    + "\"When Can You Exchange Tiles in Scrabble?\"", 7, 6);

    /**
     * @throws IllegalArgumentException if the exchange minimum is not 1 to 100 or the scoreless turns not 2
     *     to 100
     */
    public Rules {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        if (exchangeMinimum < 1 || exchangeMinimum > 100) {
            throw new IllegalArgumentException("exchangeMinimum: 1 to 100 tiles, got " + exchangeMinimum);
        }
        if (scorelessTurnsToEnd < 2 || scorelessTurnsToEnd > 100) {
            throw new IllegalArgumentException("scorelessTurnsToEnd: 2 to 100 turns, got " + scorelessTurnsToEnd);
        }
    }
}
