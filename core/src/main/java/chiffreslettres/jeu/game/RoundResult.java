package chiffreslettres.jeu.game;

import chiffreslettres.chiffres.Problem;
import java.util.List;
import java.util.Objects;

/**
 * A round played and scored: what was drawn, each seat's answer and points, and the best possible.
 *
 * @param number     the round's number, from 1
 * @param kind       letters, numbers or conundrum
 * @param picker     the seat that picked
 * @param letters    the rack (letters rounds), else {@code ""}
 * @param numbers    the tiles and target (numbers rounds), else null
 * @param conundrum  the conundrum and its answer (conundrum rounds), else null
 * @param answers    each seat's answer; {@link Answer#NONE} where it gave none
 * @param points     each seat's points in this round
 * @param best       the best possible: the longest words (at most five, the commonest first), one most natural best
 *                   calculation written {@code "expression = value"}, or the conundrum's answer
 * @param bestPoints what the best possible scores alone
 */
public record RoundResult(int number, RoundKind kind, int picker, String letters, Problem numbers,
        Conundrum.Puzzle conundrum, List<Answer> answers, List<Integer> points, List<String> best, int bestPoints) {

    /** @throws NullPointerException if a list, the kind or the letters is null */
    public RoundResult {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(letters, "letters");
        answers = List.copyOf(answers);
        points = List.copyOf(points);
        best = List.copyOf(best);
    }
}
