package chiffreslettres.jeu;

import java.util.Objects;

/**
 * The referee's judgement of a word proposed in a letters round.
 *
 * @param word     the word as proposed
 * @param accepted whether it is a word of the dictionary made from the rack
 * @param message  why, for the player
 * @param blanks   the letters the rack's blanks stood for, alphabetical; empty when none or rejected
 * @param score    the points it scores under the round's rules, 0 when rejected
 */
public record WordVerdict(String word, boolean accepted, String message, String blanks, int score) {

    /** @throws NullPointerException if a reference argument is null */
    public WordVerdict {
        Objects.requireNonNull(word, "word");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(blanks, "blanks");
    }
}
