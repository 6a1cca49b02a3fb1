package chiffreslettres.scrabble.game;

/**
 * A turn played: who, their rack before it, what they did, what it scored and their total after it.
 *
 * @param player the player's number, from 0
 * @param rack   the rack before the turn, written as {@link chiffreslettres.scrabble.TileSet} writes tiles
 * @param action what the player did
 * @param score  what it scored (0 for an exchange or a pass)
 * @param total  the player's score after it
 */
public record Turn(int player, String rack, Action action, int score, int total) {
}
