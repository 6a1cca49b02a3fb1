package chiffreslettres.chiffres;

/**
 * An exact rational number {@code numerator / denominator}, always in lowest terms with a positive
 * denominator, so that two equal numbers are {@code equals}. The values of the 24 game's intermediate
 * steps ({@code 1 ÷ 5 = 1/5}). Arithmetic that would overflow a {@code long} throws
 * {@link ArithmeticException}.
 *
 * @param numerator   the numerator, any sign
 * @param denominator the denominator, positive
 */
public record Fraction(long numerator, long denominator) implements Comparable<Fraction> {

    /** Zero. */
    public static final Fraction ZERO = new Fraction(0, 1);

    /**
     * @throws IllegalArgumentException if the denominator is not positive or the fraction is not in
     *     lowest terms (use {@link #of(long, long)} to reduce)
     */
    public Fraction {
        if (denominator <= 0) {
            throw new IllegalArgumentException("denominator must be positive, got " + denominator);
        }
        if (gcd(Math.abs(numerator), denominator) != 1 && !(numerator == 0 && denominator == 1)) {
            throw new IllegalArgumentException(numerator + "/" + denominator + " is not in lowest terms");
        }
    }

    /** The integer {@code value}. */
    public static Fraction of(long value) {
        return new Fraction(value, 1);
    }

    /**
     * {@code numerator / denominator} reduced to lowest terms.
     *
     * @throws ArithmeticException if {@code denominator} is 0, or the reduced form overflows
     */
    public static Fraction of(long numerator, long denominator) {
        if (denominator == 0) {
            throw new ArithmeticException("division by zero");
        }
        if (numerator == 0) {
            return ZERO;
        }
        long g = gcd(Math.abs(numerator), Math.abs(denominator));
        long n = numerator / g;
        long d = denominator / g;
        if (d < 0) {
            n = Math.negateExact(n);
            d = Math.negateExact(d);
        }
        return new Fraction(n, d);
    }

    /** {@code this + other}. @throws ArithmeticException on overflow */
    public Fraction plus(Fraction other) {
        return of(Math.addExact(Math.multiplyExact(numerator, other.denominator),
                Math.multiplyExact(other.numerator, denominator)), Math.multiplyExact(denominator, other.denominator));
    }

    /** {@code this − other}. @throws ArithmeticException on overflow */
    public Fraction minus(Fraction other) {
        return plus(new Fraction(Math.negateExact(other.numerator), other.denominator));
    }

    /** {@code this × other}. @throws ArithmeticException on overflow */
    public Fraction times(Fraction other) {
        return of(Math.multiplyExact(numerator, other.numerator), Math.multiplyExact(denominator, other.denominator));
    }

    /** {@code this ÷ other}. @throws ArithmeticException if {@code other} is zero, or on overflow */
    public Fraction dividedBy(Fraction other) {
        if (other.numerator == 0) {
            throw new ArithmeticException("division by zero");
        }
        return of(Math.multiplyExact(numerator, other.denominator), Math.multiplyExact(denominator, other.numerator));
    }

    /** Whether this is a whole number. */
    public boolean isInteger() {
        return denominator == 1;
    }

    /** -1, 0 or 1 as this is negative, zero or positive. */
    public int signum() {
        return Long.signum(numerator);
    }

    @Override
    public int compareTo(Fraction other) {
        long high = Math.multiplyHigh(numerator, other.denominator);
        long otherHigh = Math.multiplyHigh(other.numerator, denominator);
        return high != otherHigh ? Long.compare(high, otherHigh)
                : Long.compareUnsigned(numerator * other.denominator, other.numerator * denominator);
    }

    /** {@code 24}, or {@code 24/5} for a fraction. */
    @Override
    public String toString() {
        return denominator == 1 ? Long.toString(numerator) : numerator + "/" + denominator;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
