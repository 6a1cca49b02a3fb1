package chiffreslettres.jeu;

import java.util.Locale;
import java.util.Objects;

/**
 * The referee's judgement of a word proposed in a letters round.
 *
 * @param word     the word as proposed
 * @param accepted whether it is a word of the dictionary made from the rack
 * @param phrase   why, for the player, in any of the three languages
 * @param blanks   the letters the rack's blanks stood for, alphabetical; empty when none or rejected
 * @param score    the points it scores under the round's rules, 0 when rejected
 */
public record WordVerdict(String word, boolean accepted, Phrase phrase, String blanks, int score) {

    /** @throws NullPointerException if a reference argument is null */
    public WordVerdict {
        Objects.requireNonNull(word, "word");
        Objects.requireNonNull(phrase, "phrase");
        Objects.requireNonNull(blanks, "blanks");
    }

    /**
     * A verdict with a message of the caller's, the same in every language.
     *
     * @throws NullPointerException if a reference argument is null
     */
    public WordVerdict(String word, boolean accepted, String message, String blanks, int score) {
        this(word, accepted, Phrase.text(message), blanks, score);
    }

    /** Why, in English. */
    public String message() {
        return phrase.toString();
    }

    /** Why, in the locale's language (English, French or Spanish). */
    public String message(Locale locale) {
        return phrase.in(locale);
    }
}
