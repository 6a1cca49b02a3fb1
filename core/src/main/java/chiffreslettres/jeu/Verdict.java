package chiffreslettres.jeu;

import chiffreslettres.chiffres.Expression;
import java.util.Locale;
import java.util.Objects;

/**
 * The referee's judgement of a player's answer to a numbers game: accepted with its value, or rejected
 * with the reason, a message a player can read, and where the fault is.
 */
public sealed interface Verdict permits Verdict.Accepted, Verdict.Rejected {

    /** Whether the answer is a legal calculation from the drawn tiles. */
    boolean isAccepted();

    /**
     * A legal answer.
     *
     * @param expression the calculation, as a tree
     * @param value      its value
     * @param distance   {@code |value − target|}
     */
    record Accepted(Expression expression, long value, long distance) implements Verdict {
        /** @throws NullPointerException if {@code expression} is null */
        public Accepted {
            Objects.requireNonNull(expression, "expression");
        }

        @Override
        public boolean isAccepted() {
            return true;
        }
    }

    /**
     * An answer that breaks a rule or cannot be read.
     *
     * @param reason   which rule
     * @param phrase   what is wrong, for the player, in any of the three languages
     * @param step     the step at fault, from 1, or 0 for an answer written as one expression
     * @param position the character of the answer at fault, from 1, or 0 when there is none
     */
    record Rejected(Reason reason, Phrase phrase, int step, int position) implements Verdict {
        /** @throws NullPointerException if an argument is null */
        public Rejected {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(phrase, "phrase");
        }

        /**
         * A rejection with a message of the caller's, the same in every language.
         *
         * @throws NullPointerException if an argument is null
         */
        public Rejected(Reason reason, String message, int step, int position) {
            this(reason, Phrase.text(message), step, position);
        }

        /** What is wrong, in English ("step 2: 7 ÷ 2 is not a whole number"). */
        public String message() {
            return phrase.toString();
        }

        /** What is wrong, in the locale's language (English, French or Spanish). */
        public String message(Locale locale) {
            return phrase.in(locale);
        }

        @Override
        public boolean isAccepted() {
            return false;
        }
    }

    /** Why an answer was rejected. */
    enum Reason {
        /** Nothing was written. */
        EMPTY,
        /** The text cannot be read as a calculation. */
        SYNTAX,
        /** A number that is neither a drawn tile nor a result made earlier. */
        UNKNOWN_NUMBER,
        /** A tile used more often than it was drawn, or a result used twice. */
        USED_TOO_OFTEN,
        /** A step uses a number that a later step makes. */
        NOT_YET_MADE,
        /** A subtraction whose result is zero or negative. */
        NOT_POSITIVE,
        /** A division with a remainder, or, in rational arithmetic, a final answer that is not whole. */
        INEXACT_DIVISION,
        /** A division by zero (possible only when the rules allow zero: signed integers, rationals). */
        DIVISION_BY_ZERO,
        /** A result too large to be represented. */
        OVERFLOW,
        /** A step whose stated result is not what its operation gives. */
        WRONG_RESULT
    }
}
