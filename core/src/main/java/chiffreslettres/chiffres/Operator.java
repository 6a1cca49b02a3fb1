package chiffreslettres.chiffres;

/**
 * The four operations of the numbers round, with the arithmetic of the default rules: every result
 * must be a positive integer that fits in a {@code long}.
 *
 * <p>{@link #apply(long, long)} is the one place where an operation is applied and judged legal;
 * every search strategy, the expression model and the referee call it.
 */
public enum Operator {
    /** Addition; legal unless the sum overflows a {@code long}. */
    ADD('+', "+", 1, true),
    /** Subtraction {@code a − b}; legal only when {@code a > b}. */
    SUBTRACT('−', "-", 1, false),
    /** Multiplication; legal unless the product overflows a {@code long}. */
    MULTIPLY('×', "*", 2, true),
    /** Exact division {@code a ÷ b}; legal only when {@code b} divides {@code a}. */
    DIVIDE('÷', "/", 2, false);

    /**
     * Returned by {@link #apply(long, long)} for an illegal move. It is never a legal result, since
     * legal results are positive.
     */
    public static final long ILLEGAL = Long.MIN_VALUE;

    private final char symbol;
    private final String ascii;
    private final int precedence;
    private final boolean commutative;

    Operator(char symbol, String ascii, int precedence, boolean commutative) {
        this.symbol = symbol;
        this.ascii = ascii;
        this.precedence = precedence;
        this.commutative = commutative;
    }

    /**
     * Applies this operation to two positive operands.
     *
     * @param left  the left operand, positive
     * @param right the right operand, positive
     * @return the result, a positive integer, or {@link #ILLEGAL} when the move is not allowed: a
     *     difference that is not positive, a division that is not exact, or an overflow
     */
    public long apply(long left, long right) {
        switch (this) {
            case ADD:
                return sum(left, right);
            case SUBTRACT:
                return difference(left, right);
            case MULTIPLY:
                return product(left, right);
            case DIVIDE:
                return quotient(left, right);
            default:
                throw new AssertionError(this);
        }
    }

    /**
     * {@code ADD.apply(left, right)} without choosing the operator at run time, for inner loops that
     * know which one they apply.
     */
    public static long sum(long left, long right) {
        long sum = left + right;
        return sum < 0 ? ILLEGAL : sum;
    }

    /** {@code SUBTRACT.apply(left, right)}, for inner loops: {@code left − right} when positive. */
    public static long difference(long left, long right) {
        return left > right ? left - right : ILLEGAL;
    }

    /** {@code MULTIPLY.apply(left, right)}, for inner loops: the product unless it overflows. */
    public static long product(long left, long right) {
        if (((left | right) >>> 31) == 0) {
            return left * right;
        }
        long high = Math.multiplyHigh(left, right);
        long product = left * right;
        return high != 0 || product < 0 ? ILLEGAL : product;
    }

    /** {@code DIVIDE.apply(left, right)}, for inner loops: the quotient when the division is exact. */
    public static long quotient(long left, long right) {
        if (right == 1) {
            return left;
        }
        if (left < right + right) {
            return left == right ? 1 : ILLEGAL;
        }
        if (((left | right) >>> 31) == 0) {
            int q = (int) left / (int) right;
            return q * (int) right == (int) left ? q : ILLEGAL;
        }
        long q = left / right;
        return q * right == left ? q : ILLEGAL;
    }

    /**
     * The right operand {@code r} with {@code left op r = result}: the inverse of
     * {@link #apply(long, long)} used by searches that work back from a value they want.
     *
     * @param left   the left operand, positive
     * @param result the wanted result, positive
     * @return the one positive {@code r} for which {@code apply(left, r) == result}, or {@link #ILLEGAL}
     *     when there is none
     */
    public long rightOperand(long left, long result) {
        switch (this) {
            case ADD:
                return difference(result, left);
            case SUBTRACT:
                return difference(left, result);
            case MULTIPLY:
                return quotient(result, left);
            case DIVIDE:
                return quotient(left, result);
            default:
                throw new AssertionError(this);
        }
    }

    /**
     * The left operand {@code l} with {@code l op right = result}: the other inverse of
     * {@link #apply(long, long)}.
     *
     * @param right  the right operand, positive
     * @param result the wanted result, positive
     * @return the one positive {@code l} for which {@code apply(l, right) == result}, or {@link #ILLEGAL}
     *     when there is none (or it would overflow a {@code long})
     */
    public long leftOperand(long right, long result) {
        switch (this) {
            case ADD:
            case MULTIPLY:
                return rightOperand(right, result);
            case SUBTRACT:
                return sum(right, result);
            case DIVIDE:
                return product(right, result);
            default:
                throw new AssertionError(this);
        }
    }

    /** The symbol a person writes: {@code + − × ÷} (Unicode minus, times and division signs). */
    public char symbol() {
        return symbol;
    }

    /** The plain ASCII symbol a program reads: {@code + - * /}. */
    public String ascii() {
        return ascii;
    }

    /** Binding strength: 1 for {@code + −}, 2 for {@code × ÷}. */
    public int precedence() {
        return precedence;
    }

    /** Whether swapping the operands never changes the result ({@code +} and {@code ×}). */
    public boolean isCommutative() {
        return commutative;
    }

    /** Whether this is {@code +} or {@code −}, the operators that combine signed terms. */
    public boolean isAdditive() {
        return precedence == 1;
    }

    /**
     * Whether {@code left op right} wastes a step: it yields one of its own operands
     * ({@code x × 1}, {@code x ÷ 1}, {@code x − y = y}), so a shorter calculation gives the same value.
     */
    public boolean isUseless(long left, long right, long result) {
        return (this == MULTIPLY && (left == 1 || right == 1))
                || (this == DIVIDE && right == 1)
                || (this == SUBTRACT && result == right);
    }
}
