package chiffreslettres.chiffres;

import java.util.ArrayList;
import java.util.List;

/**
 * An immutable calculation of the numbers round: a binary tree whose leaves are {@link Tile tiles} and
 * whose inner nodes are {@link Operation operations} over two subtrees.
 *
 * <p>Trees are built bottom-up by {@link #tile(long)} and {@link #combine(Expression, Operator,
 * Expression)}; nothing is ever mutated, so an expression is safe to share between threads. Every
 * expression obeys the default arithmetic: each node's value is a positive integer that fits in a
 * {@code long} (see {@link Operator#apply(long, long)}). Two expressions are {@code equals} when they are
 * the same tree (same shape, operators, operand order and tile values).
 */
public sealed interface Expression permits Tile, Operation {

    /** A leaf holding a tile of the given positive value. */
    static Tile tile(long value) {
        return new Tile(value);
    }

    /**
     * A new tree applying {@code operator} to two existing trees.
     *
     * @throws IllegalArgumentException if the operation is not a legal move on the two values (a
     *     difference that is not positive, an inexact division, an overflow)
     * @throws NullPointerException if an argument is null
     */
    static Operation combine(Expression left, Operator operator, Expression right) {
        return new Operation(left, operator, right);
    }

    /**
     * A new tree applying {@code operator} to two existing trees in an arithmetic domain: under
     * {@link Arithmetic#RATIONALS}, {@code combine(tile(1), DIVIDE, tile(5), RATIONALS)} is {@code 1/5}.
     *
     * @throws IllegalArgumentException if the operation is not a legal move in that domain
     * @throws NullPointerException if an argument is null
     */
    static Operation combine(Expression left, Operator operator, Expression right, Arithmetic arithmetic) {
        return new Operation(left, operator, right, arithmetic);
    }

    /**
     * The value of this calculation: a positive integer under the default arithmetic.
     *
     * @throws ArithmeticException if the value is not a whole number (a rational calculation); read
     *     {@link #exactValue()} instead
     */
    long value();

    /** The exact value of this calculation, whatever its arithmetic: {@code 24/5} for {@code 5 − 1 ÷ 5}. */
    Fraction exactValue();

    /**
     * Whether every node of the tree has a positive whole value, as under the default arithmetic, so
     * that {@link #toSteps()} can write it.
     */
    default boolean isIntegral() {
        if (this instanceof Operation op) {
            if (op.arithmetic() == Arithmetic.POSITIVE_INTEGERS) {
                return true;
            }
            Fraction v = exactValue();
            return v.isInteger() && v.signum() > 0 && op.left().isIntegral() && op.right().isIntegral();
        }
        return true;
    }

    /** The number of operations in the tree: 0 for a tile, one less than {@link #tileCount()}. */
    int steps();

    /** The number of tiles the tree uses. */
    default int tileCount() {
        return steps() + 1;
    }

    /** The values of the tiles the tree uses, left to right as they stand in the tree. */
    default List<Long> tiles() {
        List<Long> out = new ArrayList<>(tileCount());
        collectTiles(this, out);
        return List.copyOf(out);
    }

    /**
     * The calculation as a list of steps a person writes, each step's operands already known when it
     * comes: the post-order of the tree ({@code 75 × 8 = 600}, {@code 9 − 3 = 6}, {@code 600 − 6 = 594}).
     * Empty for a tile.
     *
     * @throws ArithmeticException if a step's value is not a positive whole number (see
     *     {@link #isIntegral()}); write such a calculation with {@link #toInfix()}
     */
    default List<Step> toSteps() {
        if (!isIntegral()) {
            throw new ArithmeticException(toInfix() + " passes through numbers that are not positive whole numbers;"
                    + " write it with toInfix()");
        }
        List<Step> out = new ArrayList<>(steps());
        collectSteps(this, out);
        return List.copyOf(out);
    }

    /**
     * Infix with the symbols {@code + − × ÷} and the fewest parentheses that still read back as this
     * very tree under the usual precedence and left-to-right grouping: {@code (100 + 1) × 6}.
     */
    default String toInfix() {
        return Rendering.infix(this, false);
    }

    /** Like {@link #toInfix()} but with plain ASCII symbols {@code + - * /}, for programs: {@code (100+1)*6}. */
    default String toAscii() {
        return Rendering.infix(this, true);
    }

    private static void collectTiles(Expression e, List<Long> out) {
        if (e instanceof Operation op) {
            collectTiles(op.left(), out);
            collectTiles(op.right(), out);
        } else {
            out.add(e.value());
        }
    }

    private static void collectSteps(Expression e, List<Step> out) {
        if (e instanceof Operation op) {
            collectSteps(op.left(), out);
            collectSteps(op.right(), out);
            out.add(new Step(op.left().value(), op.operator(), op.right().value(), op.value()));
        }
    }
}
