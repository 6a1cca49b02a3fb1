package chiffreslettres.jeu.game;

import chiffreslettres.jeu.Draws;
import java.util.Objects;

/**
 * What a person does in a game. {@link Game#apply} checks a move against the rules and the state; the
 * computer's seats make their moves themselves.
 */
public sealed interface Move permits Move.PickLetter, Move.PickLarge, Move.Declare, Move.Buzz, Move.Reveal {

    /**
     * The picker asks for a vowel or a consonant.
     *
     * @param seat the seat asking, from 0
     * @param pile which pile
     */
    record PickLetter(int seat, Draws.Pile pile) implements Move {
        /** @throws NullPointerException if {@code pile} is null */
        public PickLetter {
            Objects.requireNonNull(pile, "pile");
        }
    }

    /**
     * The picker says how many large tiles, where the show lets them choose.
     *
     * @param seat  the seat asking, from 0
     * @param large how many large tiles
     */
    record PickLarge(int seat, int large) implements Move {
    }

    /**
     * A seat gives its answer to a letters round (a word) or a numbers round (a calculation, as the
     * {@link chiffreslettres.jeu.Referee} reads it); an empty answer is no answer.
     *
     * @param seat   the seat answering, from 0
     * @param answer the word or calculation
     */
    record Declare(int seat, String answer) implements Move {
        /** @throws NullPointerException if {@code answer} is null */
        public Declare {
            Objects.requireNonNull(answer, "answer");
        }
    }

    /**
     * A seat buzzes in the conundrum and gives its guess.
     *
     * @param seat          the seat buzzing, from 0
     * @param guess         the word guessed
     * @param elapsedMillis when it buzzed, in milliseconds from the start of the round's clock
     */
    record Buzz(int seat, String guess, long elapsedMillis) implements Move {
        /** @throws NullPointerException if {@code guess} is null */
        public Buzz {
            Objects.requireNonNull(guess, "guess");
        }
    }

    /** The clock ran out (or the players stop it): the round is revealed and scored. */
    record Reveal() implements Move {
    }
}
