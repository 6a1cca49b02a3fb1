package chiffreslettres.chiffres;

import java.util.Objects;

/**
 * An inner node of an {@link Expression}: an operator applied to two subtrees.
 *
 * @param left     the left operand
 * @param operator the operation
 * @param right    the right operand
 */
public record Operation(Expression left, Operator operator, Expression right) implements Expression {

    /**
     * @throws IllegalArgumentException if the operation is not a legal move on the two values
     * @throws NullPointerException if an argument is null
     */
    public Operation {
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(right, "right");
        if (operator.apply(left.value(), right.value()) == Operator.ILLEGAL) {
            throw new IllegalArgumentException("illegal move: " + left.value() + " " + operator.symbol() + " "
                    + right.value() + " is not a positive integer that fits in a long");
        }
    }

    @Override
    public long value() {
        return operator.apply(left.value(), right.value());
    }

    @Override
    public int steps() {
        return left.steps() + right.steps() + 1;
    }

    /** The same calculation with the two operands swapped; only for {@code +} and {@code ×}. */
    Operation mirrored() {
        return new Operation(right, operator, left);
    }

    @Override
    public String toString() {
        return toInfix();
    }
}
