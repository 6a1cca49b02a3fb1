package chiffreslettres.jeu;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.AnswerReader.Applied;
import chiffreslettres.jeu.AnswerReader.Written;
import chiffreslettres.jeu.AnswerReader.WrittenStep;
import chiffreslettres.jeu.Verdict.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Checks what a player typed against the drawn tiles and the rules. An ordinary wrong answer is a
 * {@link Verdict.Rejected} that names the step and the position at fault, never an exception.
 *
 * <p>An answer is one infix expression ({@code (100 + 1) × 6}) or a list of steps
 * ({@code 8*75=600, 9-3=6, 600-6=594}, one per line or separated by commas). In steps, a number is a
 * result made by an earlier step when one is still unused (the latest first), else a tile. Stateless
 * and thread-safe.
 */
public final class Referee {

    private Referee() {
    }

    /**
     * Judges an answer to a game.
     *
     * @param problem the game: its tiles and target (and whether every tile must be used)
     * @param answer  what the player typed
     * @return the verdict
     * @throws NullPointerException if an argument is null
     */
    public static Verdict check(Problem problem, String answer) {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(answer, "answer");
        if (answer.isBlank()) {
            return new Verdict.Rejected(Reason.EMPTY, "no answer", 0, 0);
        }
        List<WrittenStep> steps;
        try {
            steps = AnswerReader.read(answer);
        } catch (AnswerReader.Unreadable e) {
            return new Verdict.Rejected(Reason.SYNTAX, e.getMessage() + " (position " + e.position + ")", 0,
                    e.position);
        }
        if (steps.isEmpty()) {
            return new Verdict.Rejected(Reason.EMPTY, "no answer", 0, 0);
        }
        return new Check(problem, steps).run();
    }

    /** A number available to the player: a tile, or a result made by an earlier step. */
    private static final class Available {
        final Expression tree;
        final boolean tile;
        boolean used;

        Available(Expression tree, boolean tile) {
            this.tree = tree;
            this.tile = tile;
        }
    }

    /** A rule broken at a position. */
    private static final class Fault extends Exception {
        private static final long serialVersionUID = 1L;
        final Reason reason;
        final int position;

        Fault(Reason reason, String message, int position) {
            super(message, null, false, false);
            this.reason = reason;
            this.position = position;
        }
    }

    /** One judgement. */
    private static final class Check {
        private final Problem problem;
        private final List<WrittenStep> steps;
        private final List<Available> available = new ArrayList<>();
        private int current;

        Check(Problem problem, List<WrittenStep> steps) {
            this.problem = problem;
            this.steps = steps;
            for (long tile : problem.tiles()) {
                available.add(new Available(Expression.tile(tile), true));
            }
        }

        Verdict run() {
            boolean numbered = steps.get(0).statedResult() != null;
            Expression last = null;
            for (current = 0; current < steps.size(); current++) {
                WrittenStep step = steps.get(current);
                String where = numbered ? "step " + (current + 1) + ": " : "";
                try {
                    last = evaluate(step.calculation());
                } catch (Fault fault) {
                    return new Verdict.Rejected(fault.reason, where + fault.getMessage(), numbered ? current + 1 : 0,
                            fault.position);
                }
                if (numbered) {
                    if (last.value() != step.statedResult()) {
                        return new Verdict.Rejected(Reason.WRONG_RESULT, where + render(last) + " gives "
                                + last.value() + ", not " + step.statedResult(), current + 1, step.statedPosition());
                    }
                    available.add(new Available(last, false));
                }
            }
            if (problem.rules().allTilesRequired() && available.stream().anyMatch(a -> a.tile && !a.used)) {
                return new Verdict.Rejected(Reason.UNKNOWN_NUMBER, "every tile must be used", 0, 0);
            }
            return new Verdict.Accepted(last, last.value(), problem.distanceTo(last.value()));
        }

        private Expression evaluate(Written written) throws Fault {
            if (written instanceof AnswerReader.Number number) {
                return take(number);
            }
            Applied applied = (Applied) written;
            Expression left = evaluate(applied.left());
            Expression right = evaluate(applied.right());
            Operator op = applied.operator();
            long a = left.value();
            long b = right.value();
            String text = a + " " + op.symbol() + " " + b;
            if (op.apply(a, b) == Operator.ILLEGAL) {
                switch (op) {
                    case SUBTRACT:
                        throw new Fault(Reason.NOT_POSITIVE, text + " is not a positive number", applied.position());
                    case DIVIDE:
                        throw new Fault(Reason.INEXACT_DIVISION, text + " is not a whole number", applied.position());
                    default:
                        throw new Fault(Reason.OVERFLOW, text + " is too large", applied.position());
                }
            }
            return Expression.combine(left, op, right);
        }

        /** Takes an unused number of that value: the latest result made, else a tile. */
        private Expression take(AnswerReader.Number number) throws Fault {
            long value = number.value();
            for (int i = available.size() - 1; i >= 0; i--) {
                Available a = available.get(i);
                if (!a.used && a.tree.value() == value) {
                    a.used = true;
                    return a.tree;
                }
            }
            boolean seen = available.stream().anyMatch(a -> a.tree.value() == value);
            if (seen) {
                boolean isTile = available.stream().anyMatch(a -> a.tile && a.tree.value() == value);
                throw new Fault(Reason.USED_TOO_OFTEN, (isTile ? "the tile " : "the result ") + value
                        + " is used more often than it is there", number.position());
            }
            for (int later = current + 1; later < steps.size(); later++) {
                if (Long.valueOf(value).equals(steps.get(later).statedResult())) {
                    throw new Fault(Reason.NOT_YET_MADE, value + " is only made at step " + (later + 1),
                            number.position());
                }
            }
            throw new Fault(Reason.UNKNOWN_NUMBER, value + " is not one of the tiles " + problem.tiles(),
                    number.position());
        }

        private static String render(Expression e) {
            return e.toInfix();
        }
    }
}
