package chiffreslettres.jeu.game;

import chiffreslettres.jeu.Phrase;
import java.util.Locale;
import java.util.Objects;

/**
 * A seat's answer in a round, as judged.
 *
 * @param text     what the seat gave: a word, a calculation or a conundrum guess; {@code ""} for none
 * @param valid    whether it counts: a word of the list from the rack, a legal calculation, a right guess
 * @param value    a letters word's length, a calculation's value, or the milliseconds of a conundrum buzz
 *                 (0 when there is none)
 * @param distance a calculation's distance to the target; 0 otherwise
 * @param phrase   the judgement in words, for people, in any of the three languages
 */
public record Answer(String text, boolean valid, long value, long distance, Phrase phrase) {

    /** @throws NullPointerException if {@code text} or {@code phrase} is null */
    public Answer {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(phrase, "phrase");
    }

    /** No answer given. */
    public static final Answer NONE = new Answer("", false, 0, 0, Phrase.of("answer.none"));

    /**
     * An answer with a judgement of the caller's, the same in every language.
     *
     * @throws NullPointerException if {@code text} or {@code message} is null
     */
    public Answer(String text, boolean valid, long value, long distance, String message) {
        this(text, valid, value, distance, Phrase.text(message));
    }

    /** The judgement in English. */
    public String message() {
        return phrase.toString();
    }

    /** The judgement in the locale's language (English, French or Spanish). */
    public String message(Locale locale) {
        return phrase.in(locale);
    }
}
