package chiffreslettres.chiffres;

import java.util.Objects;

/**
 * When two solutions count as the same calculation, so that only one of them is reported.
 *
 * <p>Whatever the choice, the same steps written in another order are one tree and so one solution.
 */
public enum Equivalence {
    /**
     * Every distinct tree counts: {@code 3 + 4} and {@code 4 + 3} are two solutions. With a high limit
     * this lists every expression tree, as the classic functional-pearl enumeration does.
     */
    NONE,
    /** Only the order of the operands of {@code +} and {@code ×} is ignored; see {@link CanonicalForm#commutative}. */
    COMMUTATIVE,
    /**
     * The default: the order and grouping of chains of {@code + −} and of {@code × ÷} are ignored, so
     * {@code 8 × 75 − 9 + 3} and {@code 8 × 75 − (9 − 3)} are one calculation; see
     * {@link CanonicalForm#algebraic}.
     */
    ALGEBRAIC;

    /**
     * A key with {@code keyOf(a).equals(keyOf(b))} exactly when {@code a} and {@code b} are equivalent.
     *
     * @throws NullPointerException if {@code expression} is null
     */
    public Object keyOf(Expression expression) {
        Objects.requireNonNull(expression, "expression");
        switch (this) {
            case NONE:
                return expression;
            case COMMUTATIVE:
                return CanonicalForm.commutative(expression);
            case ALGEBRAIC:
                return CanonicalForm.algebraic(expression);
            default:
                throw new AssertionError(this);
        }
    }

    /** Whether the two expressions are the same calculation under this equivalence. */
    public boolean equivalent(Expression a, Expression b) {
        return keyOf(a).equals(keyOf(b));
    }
}
