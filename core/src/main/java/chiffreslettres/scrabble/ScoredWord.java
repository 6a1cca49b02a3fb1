package chiffreslettres.scrabble;

import java.util.Objects;

/**
 * A word a rack makes (with the board's letters of a pattern) and what its tiles score, without premiums.
 *
 * @param word      the word in tile faces: upper case, a blank's face in lower case ({@code "QuIZ"})
 * @param score     the points of its tiles (a blank scores 0), and {@link TileSet#BINGO_BONUS} when it
 *                  uses seven rack tiles
 * @param rackTiles how many of its tiles come from the rack
 */
public record ScoredWord(String word, int score, int rackTiles) {

    /**
     * @throws NullPointerException if {@code word} is null
     * @throws IllegalArgumentException if {@code score} or {@code rackTiles} is negative
     */
    public ScoredWord {
        Objects.requireNonNull(word, "word");
        if (score < 0 || rackTiles < 0) {
            throw new IllegalArgumentException("score and rackTiles must not be negative, got " + score + ", " + rackTiles);
        }
    }

    @Override
    public String toString() {
        return word + " " + score;
    }
}
