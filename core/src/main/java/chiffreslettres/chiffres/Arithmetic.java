package chiffreslettres.chiffres;

/**
 * The numbers a calculation may pass through: the arithmetic domain of a game's {@link Rules}.
 * {@link #apply} is where a move is judged legal under a domain; for the default domain it is
 * {@link Operator#apply(long, long)} itself.
 */
public enum Arithmetic {
    /** Every intermediate result a positive integer, division exact: the shows' rule, the default. */
    POSITIVE_INTEGERS,
    /** Every intermediate result an integer, of any sign (zero included), division exact. */
    INTEGERS,
    /** Any rational intermediate result, division by zero excepted: the 24 game's rule. */
    RATIONALS;

    /**
     * The result of {@code left op right} in this domain.
     *
     * @return the exact result, or {@code null} when the move is not allowed here (a result outside the
     *     domain, a division by zero, an overflow of {@code long} numerators or denominators)
     */
    public Fraction apply(Operator operator, Fraction left, Fraction right) {
        if (this == POSITIVE_INTEGERS) {
            if (!left.isInteger() || !right.isInteger() || left.signum() <= 0 || right.signum() <= 0) {
                return null;
            }
            long r = operator.apply(left.numerator(), right.numerator());
            return r == Operator.ILLEGAL ? null : Fraction.of(r);
        }
        Fraction result;
        try {
            result = switch (operator) {
                case ADD -> left.plus(right);
                case SUBTRACT -> left.minus(right);
                case MULTIPLY -> left.times(right);
                case DIVIDE -> left.dividedBy(right);
            };
        } catch (ArithmeticException divisionByZeroOrOverflow) {
            return null;
        }
        return this == INTEGERS && !result.isInteger() ? null : result;
    }
}
