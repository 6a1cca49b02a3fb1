package chiffreslettres.jeu;

import chiffreslettres.chiffres.Operator;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads what a player types: one infix expression ({@code (100 + 1) * 6}), or steps
 * ({@code 8*75=600, 9-3=6, 600-6=594}, one per line or separated by commas or semicolons). Operators
 * {@code + - * / x × ÷ −}, parentheses, usual precedence, left to right.
 */
final class AnswerReader {

    /** A piece of a calculation as written: a number, or an operation over two pieces. */
    sealed interface Written permits Number, Applied {
        /** The position of its first character in the answer, from 1. */
        int position();
    }

    /** A number as written. */
    record Number(long value, int position) implements Written {
    }

    /** An operation as written; {@code position} is the operator's. */
    record Applied(Written left, Operator operator, Written right, int position) implements Written {
    }

    /** One step: a calculation and, for steps, the result the player states. */
    record WrittenStep(Written calculation, Long statedResult, int statedPosition) {
        /** The position of the step's first character, from 1. */
        int start() {
            Written w = calculation;
            while (w instanceof Applied applied) {
                w = applied.left();
            }
            return w.position();
        }
    }

    /** A reading failure with the position of the fault. */
    static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;
        final int position;
        final Phrase phrase;

        Unreadable(Phrase phrase, int position) {
            super(phrase.toString(), null, false, false);
            this.phrase = phrase;
            this.position = position;
        }
    }

    private final String text;
    private int pos;

    private AnswerReader(String text) {
        this.text = text;
    }

    /** The steps of an answer: one step without a stated result for an infix expression. */
    static List<WrittenStep> read(String answer) throws Unreadable {
        List<WrittenStep> steps = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= answer.length(); i++) {
            if (i == answer.length() || answer.charAt(i) == '\n' || answer.charAt(i) == ','
                    || answer.charAt(i) == ';') {
                String part = answer.substring(start, i);
                if (!part.isBlank()) {
                    steps.add(new AnswerReader(answer).step(start, i));
                }
                start = i + 1;
            }
        }
        boolean stated = steps.stream().anyMatch(s -> s.statedResult() != null);
        if (stated) {
            for (WrittenStep step : steps) {
                if (step.statedResult() == null) {
                    throw new Unreadable(Phrase.of("numbers.result-missing"), step.start());
                }
            }
        } else if (steps.size() > 1) {
            throw new Unreadable(Phrase.of("numbers.one-calculation"),
                    steps.get(1).start());
        }
        return steps;
    }

    private WrittenStep step(int from, int to) throws Unreadable {
        pos = from;
        Written calculation = sum(to);
        skipSpaces(to);
        if (pos < to && text.charAt(pos) == '=') {
            pos++;
            skipSpaces(to);
            int statedAt = pos;
            Number stated = number(to);
            skipSpaces(to);
            if (pos < to) {
                throw new Unreadable(Phrase.of("numbers.unexpected-after-result", text.charAt(pos)), pos + 1);
            }
            return new WrittenStep(calculation, stated.value(), statedAt + 1);
        }
        if (pos < to) {
            throw new Unreadable(Phrase.of("numbers.unexpected", text.charAt(pos)), pos + 1);
        }
        return new WrittenStep(calculation, null, 0);
    }

    private Written sum(int to) throws Unreadable {
        Written left = product(to);
        while (true) {
            skipSpaces(to);
            Operator op = pos < to ? additive(text.charAt(pos)) : null;
            if (op == null) {
                return left;
            }
            int at = ++pos;
            left = new Applied(left, op, product(to), at);
        }
    }

    private Written product(int to) throws Unreadable {
        Written left = atom(to);
        while (true) {
            skipSpaces(to);
            Operator op = pos < to ? multiplicative(text.charAt(pos)) : null;
            if (op == null) {
                return left;
            }
            int at = ++pos;
            left = new Applied(left, op, atom(to), at);
        }
    }

    private Written atom(int to) throws Unreadable {
        skipSpaces(to);
        if (pos >= to) {
            throw new Unreadable(Phrase.of("numbers.operand-missing"), pos + 1);
        }
        if (text.charAt(pos) == '(') {
            int open = pos++;
            Written inside = sum(to);
            skipSpaces(to);
            if (pos >= to || text.charAt(pos) != ')') {
                throw new Unreadable(Phrase.of("numbers.unclosed", open + 1), open + 1);
            }
            pos++;
            return inside;
        }
        return number(to);
    }

    private Number number(int to) throws Unreadable {
        int start = pos;
        while (pos < to && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        if (start == pos) {
            char c = pos < to ? text.charAt(pos) : ' ';
            throw new Unreadable(pos < to ? Phrase.of("numbers.expected-number", c) : Phrase.of("numbers.number-missing"),
                    pos + 1);
        }
        try {
            return new Number(Long.parseLong(text.substring(start, pos)), start + 1);
        } catch (NumberFormatException tooLong) {
            throw new Unreadable(Phrase.of("numbers.number-too-large", text.substring(start, pos)), start + 1);
        }
    }

    private void skipSpaces(int to) {
        while (pos < to && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private static Operator additive(char c) {
        switch (c) {
            case '+':
                return Operator.ADD;
            case '-':
            case '−':
                return Operator.SUBTRACT;
            default:
                return null;
        }
    }

    private static Operator multiplicative(char c) {
        switch (c) {
            case '*':
            case 'x':
            case 'X':
            case '×':
                return Operator.MULTIPLY;
            case '/':
            case '÷':
            case ':':
                return Operator.DIVIDE;
            default:
                return null;
        }
    }
}
