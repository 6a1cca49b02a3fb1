package chiffreslettres.jeu;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Fraction;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.AnswerReader.Applied;
import chiffreslettres.jeu.AnswerReader.Written;
import chiffreslettres.jeu.AnswerReader.WrittenStep;
import chiffreslettres.jeu.Verdict.Reason;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Rack;
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
            return new Verdict.Rejected(Reason.EMPTY, Phrase.of("answer.none"), 0, 0);
        }
        List<WrittenStep> steps;
        try {
            steps = AnswerReader.read(answer);
        } catch (AnswerReader.Unreadable e) {
            return new Verdict.Rejected(Reason.SYNTAX, Phrase.of("numbers.at", e.phrase, e.position), 0,
                    e.position);
        }
        if (steps.isEmpty()) {
            return new Verdict.Rejected(Reason.EMPTY, Phrase.of("answer.none"), 0, 0);
        }
        return new Check(problem, steps).run();
    }

    /**
     * Judges a word proposed for a letters round: it must be a word of the dictionary (folded: case
     * and accents are ignored, as the show does) of at least the round's {@linkplain
     * LettersRound#minWordLength() fewest letters}, and its letters must come from the rack, blanks
     * standing for any missing letter.
     *
     * @param round      the round, for its scoring
     * @param dictionary the word list of the round's rules
     * @param rack       the letters drawn, {@code ?} or {@code *} for a blank
     * @param word       the word proposed
     * @return the verdict with the points scored (0 when rejected)
     * @throws IllegalArgumentException if the rack has a character outside the dictionary's alphabet
     * @throws NullPointerException if an argument is null
     */
    public static WordVerdict checkWord(LettersRound round, Dictionary dictionary, String rack, String word) {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(dictionary, "dictionary");
        Objects.requireNonNull(word, "word");
        Rack drawn = Rack.parse(rack, dictionary.alphabet());
        Alphabet alphabet = dictionary.alphabet();
        String folded = alphabet.fold(word.strip());
        if (folded == null) {
            return new WordVerdict(word, false, Phrase.of("word.not-letters", word, alphabet.name()), "", 0);
        }
        if (folded.length() < round.minWordLength()) {
            return new WordVerdict(word, false, Phrase.of("word.too-short", word, round.minWordLength()), "", 0);
        }
        int[] counts = drawn.counts().clone();
        int blanks = drawn.blanks();
        StringBuilder standIns = new StringBuilder();
        StringBuilder missing = new StringBuilder();
        for (int i = 0; i < folded.length(); i++) {
            int letter = alphabet.indexOf(folded.charAt(i));
            if (counts[letter] > 0) {
                counts[letter]--;
            } else if (blanks > 0) {
                blanks--;
                standIns.append(folded.charAt(i));
            } else {
                missing.append(folded.charAt(i));
            }
        }
        if (missing.length() > 0) {
            return new WordVerdict(word, false, Phrase.of("word.missing-letters", rack, String.join(", ",
                    missing.chars().mapToObj(c -> String.valueOf((char) c)).toList()), word), "", 0);
        }
        if (!dictionary.contains(folded)) {
            return new WordVerdict(word, false, Phrase.of("word.not-in-list", word, dictionary.name()), "", 0);
        }
        char[] sorted = standIns.toString().toCharArray();
        java.util.Arrays.sort(sorted);
        return new WordVerdict(word, true, Phrase.of("word.accepted", word, folded.length()),
                new String(sorted), round.score(folded.length()));
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

        final Phrase phrase;

        Fault(Reason reason, Phrase phrase, int position) {
            super(phrase.toString(), null, false, false);
            this.reason = reason;
            this.phrase = phrase;
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
                try {
                    last = evaluate(step.calculation());
                } catch (Fault fault) {
                    return new Verdict.Rejected(fault.reason, numbered ? Phrase.of("numbers.step", current + 1, fault.phrase)
                            : fault.phrase, numbered ? current + 1 : 0, fault.position);
                }
                if (numbered) {
                    if (!last.exactValue().equals(Fraction.of(step.statedResult()))) {
                        return new Verdict.Rejected(Reason.WRONG_RESULT, Phrase.of("numbers.step", current + 1,
                                Phrase.of("numbers.wrong-result", render(last), last.exactValue(), step.statedResult())),
                                current + 1, step.statedPosition());
                    }
                    available.add(new Available(last, false));
                }
            }
            if (problem.rules().allTilesRequired() && available.stream().anyMatch(a -> a.tile && !a.used)) {
                return new Verdict.Rejected(Reason.UNKNOWN_NUMBER, Phrase.of("numbers.every-tile"), 0, 0);
            }
            if (!last.exactValue().isInteger()) {
                return new Verdict.Rejected(Reason.INEXACT_DIVISION, Phrase.of("numbers.not-whole-answer", render(last),
                        last.exactValue()), 0, 0);
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
            Fraction a = left.exactValue();
            Fraction b = right.exactValue();
            Arithmetic arithmetic = problem.rules().arithmetic();
            String text = a + " " + op.symbol() + " " + b;
            if (arithmetic.apply(op, a, b) == null) {
                if (op == Operator.DIVIDE && b.signum() == 0) {
                    throw new Fault(Reason.DIVISION_BY_ZERO, Phrase.of("numbers.divides-by-zero", text), applied.position());
                }
                if (op == Operator.SUBTRACT && arithmetic == Arithmetic.POSITIVE_INTEGERS && a.compareTo(b) <= 0) {
                    throw new Fault(Reason.NOT_POSITIVE, Phrase.of("numbers.not-positive", text), applied.position());
                }
                if (op == Operator.DIVIDE && arithmetic != Arithmetic.RATIONALS && a.isInteger() && b.isInteger()
                        && b.signum() != 0 && a.numerator() % b.numerator() != 0) {
                    throw new Fault(Reason.INEXACT_DIVISION, Phrase.of("numbers.not-whole", text), applied.position());
                }
                throw new Fault(Reason.OVERFLOW, Phrase.of("numbers.too-large", text), applied.position());
            }
            return Expression.combine(left, op, right, arithmetic);
        }

        /** Takes an unused number of that value: the latest result made, else a tile. */
        private Expression take(AnswerReader.Number number) throws Fault {
            long value = number.value();
            Fraction exact = Fraction.of(value);
            for (int i = available.size() - 1; i >= 0; i--) {
                Available a = available.get(i);
                if (!a.used && a.tree.exactValue().equals(exact)) {
                    a.used = true;
                    return a.tree;
                }
            }
            boolean seen = available.stream().anyMatch(a -> a.tree.exactValue().equals(exact));
            if (seen) {
                boolean isTile = available.stream().anyMatch(a -> a.tile && a.tree.exactValue().equals(exact));
                throw new Fault(Reason.USED_TOO_OFTEN, Phrase.of(isTile ? "numbers.tile-used-too-often"
                        : "numbers.result-used-too-often", value), number.position());
            }
            for (int later = current + 1; later < steps.size(); later++) {
                if (Long.valueOf(value).equals(steps.get(later).statedResult())) {
                    throw new Fault(Reason.NOT_YET_MADE, Phrase.of("numbers.made-later", value, later + 1),
                            number.position());
                }
            }
            throw new Fault(Reason.UNKNOWN_NUMBER, Phrase.of("numbers.not-a-tile", value, problem.tiles()),
                    number.position());
        }

        private static String render(Expression e) {
            return e.toInfix();
        }
    }
}
