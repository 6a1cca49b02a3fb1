package chiffreslettres.lettres;

import java.util.Comparator;
import java.util.Objects;

/**
 * A word that fits a rack.
 *
 * @param word   the word as the dictionary writes it ({@code neutralisé})
 * @param length its length in letters of the game: its folded length, so {@code œ} counts as two
 * @param blanks the letters the rack's blanks stand for in it, in alphabetical order; empty when no
 *               blank was used
 * @param commonness how common the word is ({@link Commonness}), {@value Commonness#UNKNOWN} to
 *               {@value Commonness#MAX}; {@value Commonness#UNKNOWN} when the list has no classes
 */
public record WordMatch(String word, int length, String blanks, int commonness) {

    /**
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code length} is not positive, or the commonness is out of range
     */
    public WordMatch {
        Objects.requireNonNull(word, "word");
        Objects.requireNonNull(blanks, "blanks");
        if (length <= 0) {
            throw new IllegalArgumentException("length must be positive, got " + length);
        }
        Commonness.check(commonness, word);
    }

    /**
     * A match of unknown commonness.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code length} is not positive
     */
    public WordMatch(String word, int length, String blanks) {
        this(word, length, blanks, Commonness.UNKNOWN);
    }

    /**
     * The order a reveal shows words in: the longest first, and of as long ones the commonest first; a
     * stable sort keeps the incoming order (alphabetical, from a {@link LetterResult}) among equals.
     */
    public static Comparator<WordMatch> longestThenCommonest() {
        return Comparator.comparingInt(WordMatch::length).thenComparingInt(WordMatch::commonness).reversed();
    }

    @Override
    public String toString() {
        return blanks.isEmpty() ? word : word + " (? = " + blanks + ")";
    }
}
