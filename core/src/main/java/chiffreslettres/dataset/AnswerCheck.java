package chiffreslettres.dataset;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Verdict;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The referee's judgement of one answer to one puzzle, flattened for a training harness: accepted with
 * its value, distance and score, or rejected with the reason, a readable message and where the fault is.
 * Immutable.
 *
 * @param accepted whether the answer is a legal calculation from the puzzle's tiles
 * @param value    the answer's value, when accepted
 * @param distance {@code |value − target|}, when accepted
 * @param score    the points the round gives at that distance (0 when rejected), when a round scores it
 * @param reason   the rule broken ({@link Verdict.Reason}), when rejected
 * @param message  what is wrong, for a reader ("step 2: 7 ÷ 2 is not a whole number"), when rejected
 * @param step     the step at fault, from 1 (0 for an answer written as one expression), when rejected
 * @param position the character at fault, from 1 (0 when none), when rejected
 */
public record AnswerCheck(boolean accepted, OptionalLong value, OptionalLong distance, OptionalInt score,
        Optional<Verdict.Reason> reason, Optional<String> message, int step, int position) {

    /** @throws NullPointerException if a reference is null */
    public AnswerCheck {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(distance, "distance");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(message, "message");
    }

    /**
     * Judges {@code answer} (one expression, or steps one a line or separated by commas or semicolons)
     * for {@code problem} by {@link Referee#check}; scored by {@code round} when one is given.
     *
     * @throws NullPointerException if {@code problem}, {@code answer} or {@code round} is null
     */
    public static AnswerCheck of(Problem problem, String answer, Optional<NumbersRound> round) {
        Objects.requireNonNull(round, "round");
        Verdict verdict = Referee.check(problem, answer);
        if (verdict instanceof Verdict.Accepted a) {
            return new AnswerCheck(true, OptionalLong.of(a.value()), OptionalLong.of(a.distance()),
                    round.map(r -> OptionalInt.of(r.score(a.distance()))).orElse(OptionalInt.empty()),
                    Optional.empty(), Optional.empty(), 0, 0);
        }
        Verdict.Rejected r = (Verdict.Rejected) verdict;
        return new AnswerCheck(false, OptionalLong.empty(), OptionalLong.empty(),
                round.isPresent() ? OptionalInt.of(0) : OptionalInt.empty(), Optional.of(r.reason()),
                Optional.of(r.message()), r.step(), r.position());
    }

    /**
     * A graded reward from 0 to 1 for training: the points the round gives at this distance over the
     * most it gives (Countdown: 10, 7, 5 → 1, 0.7, 0.5; Digits' stars: 3, 2, 1 → 1, 2/3, 1/3); without
     * a round, 1 for the exact answer and 0 otherwise. 0 when rejected.
     *
     * @param round the round that scores, if any; the same as given to {@link #of}
     */
    public double reward(Optional<NumbersRound> round) {
        Objects.requireNonNull(round, "round");
        if (!accepted) {
            return 0;
        }
        if (round.isEmpty() || round.get().scoring().isEmpty()) {
            return exact() ? 1 : 0;
        }
        int most = round.get().scoring().stream().mapToInt(b -> b.points()).max().orElse(0);
        return most == 0 ? 0 : (double) round.get().score(distance.getAsLong()) / most;
    }

    /** Whether the answer is accepted and makes the target. */
    public boolean exact() {
        return accepted && distance.getAsLong() == 0;
    }
}
