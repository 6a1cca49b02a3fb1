package chiffreslettres.chiffres;

import java.util.Objects;

/**
 * One line of a calculation as a person writes it: {@code 75 × 8 = 600}.
 *
 * @param left     the left operand
 * @param operator the operation
 * @param right    the right operand
 * @param result   {@code operator.apply(left, right)}
 */
public record Step(long left, Operator operator, long right, long result) {

    /** @throws IllegalArgumentException if {@code result} is not what the operation gives */
    public Step {
        Objects.requireNonNull(operator, "operator");
        long expected = operator.apply(left, right);
        if (expected == Operator.ILLEGAL || expected != result) {
            throw new IllegalArgumentException("wrong step: " + left + " " + operator.symbol() + " " + right
                    + " does not give " + result);
        }
    }

    /** The step with ASCII symbols: {@code 75 * 8 = 600}. */
    public String toAscii() {
        return left + " " + operator.ascii() + " " + right + " = " + result;
    }

    /** The step with the symbols a person writes: {@code 75 × 8 = 600}. */
    @Override
    public String toString() {
        return left + " " + operator.symbol() + " " + right + " = " + result;
    }
}
