package chiffreslettres.jeu.game;

import chiffreslettres.chiffres.Problem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The round being played. It holds what the players must not see before the reveal: the conundrum's
 * answer and the computer's answers; a front end shows {@link #letters()}, {@link #numbers()}, the
 * conundrum's scramble and who has answered.
 *
 * @param number    the round's number, from 1
 * @param kind      letters, numbers or conundrum
 * @param picker    the seat that picks, from 0
 * @param phase     picking or solving
 * @param letters   the letters drawn so far (letters rounds), else {@code ""}
 * @param numbers   the tiles and target once drawn (numbers rounds), else null
 * @param conundrum the conundrum (conundrum rounds), else null
 * @param answers   each seat's answer so far, null where it has none yet; unmodifiable
 */
public record Round(int number, RoundKind kind, int picker, Phase phase, String letters, Problem numbers,
        Conundrum.Puzzle conundrum, List<Answer> answers) {

    /** Where a round is. */
    public enum Phase {
        /** The picker asks for letters or large tiles. */
        PICKING,
        /** The clock runs: the seats answer or buzz. */
        SOLVING
    }

    /** @throws NullPointerException if {@code kind}, {@code phase}, {@code letters} or {@code answers} is null */
    public Round {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(letters, "letters");
        answers = Collections.unmodifiableList(new ArrayList<>(answers));
    }

    /** Whether {@code seat} has answered (or buzzed). */
    public boolean hasAnswered(int seat) {
        return answers.get(seat) != null;
    }

    Round with(Phase newPhase, String newLetters, Problem newNumbers, Conundrum.Puzzle newConundrum) {
        return new Round(number, kind, picker, newPhase, newLetters, newNumbers, newConundrum, answers);
    }

    Round withAnswer(int seat, Answer answer) {
        List<Answer> next = new ArrayList<>(answers);
        next.set(seat, answer);
        return new Round(number, kind, picker, phase, letters, numbers, conundrum, next);
    }
}
