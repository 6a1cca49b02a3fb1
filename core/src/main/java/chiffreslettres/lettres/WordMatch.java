package chiffreslettres.lettres;

import java.util.Objects;

/**
 * A word that fits a rack.
 *
 * @param word   the word as the dictionary writes it ({@code neutralisé})
 * @param length its length in letters of the game: its folded length, so {@code œ} counts as two
 * @param blanks the letters the rack's blanks stand for in it, in alphabetical order; empty when no
 *               blank was used
 */
public record WordMatch(String word, int length, String blanks) {

    /**
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code length} is not positive
     */
    public WordMatch {
        Objects.requireNonNull(word, "word");
        Objects.requireNonNull(blanks, "blanks");
        if (length <= 0) {
            throw new IllegalArgumentException("length must be positive, got " + length);
        }
    }

    @Override
    public String toString() {
        return blanks.isEmpty() ? word : word + " (? = " + blanks + ")";
    }
}
