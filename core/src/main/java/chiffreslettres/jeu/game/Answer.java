package chiffreslettres.jeu.game;

import java.util.Objects;

/**
 * A seat's answer in a round, as judged.
 *
 * @param text     what the seat gave: a word, a calculation or a conundrum guess; {@code ""} for none
 * @param valid    whether it counts: a word of the list from the rack, a legal calculation, a right guess
 * @param value    a letters word's length, a calculation's value, or the milliseconds of a conundrum buzz
 *                 (0 when there is none)
 * @param distance a calculation's distance to the target; 0 otherwise
 * @param message  the judgement in words, for people
 */
public record Answer(String text, boolean valid, long value, long distance, String message) {

    /** @throws NullPointerException if {@code text} or {@code message} is null */
    public Answer {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(message, "message");
    }

    /** No answer given. */
    public static final Answer NONE = new Answer("", false, 0, 0, "no answer");
}
