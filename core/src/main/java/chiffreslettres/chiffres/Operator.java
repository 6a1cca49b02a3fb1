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
            case ADD: {
                long sum = left + right;
                return sum < 0 ? ILLEGAL : sum;
            }
            case SUBTRACT:
                return left > right ? left - right : ILLEGAL;
            case MULTIPLY: {
                long high = Math.multiplyHigh(left, right);
                long product = left * right;
                return high != 0 || product < 0 ? ILLEGAL : product;
            }
            case DIVIDE:
                return left % right == 0 ? left / right : ILLEGAL;
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
