package chiffreslettres.chiffres;

import java.util.Objects;

/**
 * An inner node of an {@link Expression}: an operator applied to two subtrees, in an arithmetic domain.
 *
 * @param left       the left operand
 * @param operator   the operation
 * @param right      the right operand
 * @param arithmetic the domain the operation is legal in; {@link Arithmetic#POSITIVE_INTEGERS} unless the
 *     game's rules say otherwise
 */
public record Operation(Expression left, Operator operator, Expression right, Arithmetic arithmetic)
        implements Expression {

    /**
     * @throws IllegalArgumentException if the operation is not a legal move on the two values in its domain
     * @throws NullPointerException if an argument is null
     */
    public Operation {
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(right, "right");
        Objects.requireNonNull(arithmetic, "arithmetic");
        if (arithmetic == Arithmetic.POSITIVE_INTEGERS) {
            if (operator.apply(left.value(), right.value()) == Operator.ILLEGAL) {
                throw new IllegalArgumentException("illegal move: " + left.value() + " " + operator.symbol() + " "
                        + right.value() + " is not a positive integer that fits in a long");
            }
        } else if (arithmetic.apply(operator, left.exactValue(), right.exactValue()) == null) {
            throw new IllegalArgumentException("illegal move: " + left.exactValue() + " " + operator.symbol() + " "
                    + right.exactValue() + " is not allowed in " + arithmetic);
        }
    }

    /** An operation under the default arithmetic, positive integers. */
    public Operation(Expression left, Operator operator, Expression right) {
        this(left, operator, right, Arithmetic.POSITIVE_INTEGERS);
    }

    /**
     * The value, a positive integer under the default arithmetic.
     *
     * @throws ArithmeticException if, under {@link Arithmetic#RATIONALS}, the value is not a whole number
     *     (read {@link #exactValue()} instead)
     */
    @Override
    public long value() {
        if (arithmetic == Arithmetic.POSITIVE_INTEGERS) {
            return operator.apply(left.value(), right.value());
        }
        Fraction exact = exactValue();
        if (!exact.isInteger()) {
            throw new ArithmeticException(toInfix() + " is " + exact + ", not a whole number: read exactValue()");
        }
        return exact.numerator();
    }

    @Override
    public Fraction exactValue() {
        if (arithmetic == Arithmetic.POSITIVE_INTEGERS) {
            return Fraction.of(value());
        }
        return arithmetic.apply(operator, left.exactValue(), right.exactValue());
    }

    @Override
    public int steps() {
        return left.steps() + right.steps() + 1;
    }

    /**
     * The same operator and domain over other operands.
     *
     * @throws IllegalArgumentException if the move is not legal on them
     */
    public Operation withOperands(Expression newLeft, Expression newRight) {
        return new Operation(newLeft, operator, newRight, arithmetic);
    }

    /** The same calculation with the two operands swapped; only for {@code +} and {@code ×}. */
    Operation mirrored() {
        return withOperands(right, left);
    }

    @Override
    public String toString() {
        return toInfix();
    }
}
