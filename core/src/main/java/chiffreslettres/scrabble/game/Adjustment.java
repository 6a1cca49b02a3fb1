package chiffreslettres.scrabble.game;

/**
 * A change of score at the end of the game: the value of a rack left unplayed, taken from its holder, or
 * the value of the other racks, given to the player who played out.
 *
 * @param player the player whose score changes
 * @param tiles  the tiles it counts, written as {@link chiffreslettres.scrabble.TileSet} writes them
 * @param points the change, negative for a rack left
 */
public record Adjustment(int player, String tiles, int points) {
}
