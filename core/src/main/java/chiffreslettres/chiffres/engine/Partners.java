package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Operator;

/**
 * The inverses of the four operators, in one place: given a value {@code x} and a value {@code v} to
 * make, the partner {@code y} that makes {@code v} with {@code x} in one operation. The last-operation
 * probe and the census ask these questions millions of times a second.
 */
final class Partners {

    /** How many ways a value {@code x} and a partner {@code y} can make a value in one operation. */
    static final int WAYS = 6;
    /** The operator of each way. */
    static final Operator[] WAY_OPERATOR = {
        Operator.ADD, Operator.MULTIPLY, Operator.SUBTRACT, Operator.SUBTRACT, Operator.DIVIDE, Operator.DIVIDE};
    /** Whether {@code x} is the left operand of each way ({@code x op y}) or the right one ({@code y op x}). */
    static final boolean[] WAY_X_LEFT = {true, true, true, false, true, false};

    private Partners() {
    }

    /**
     * The partner {@code y} that makes {@code v} with {@code x} in way {@code way} (0 to 5: {@code x + y},
     * {@code x × y}, {@code x − y}, {@code y − x}, {@code x ÷ y}, {@code y ÷ x}), or {@link Operator#ILLEGAL}
     * when no positive integer does.
     */
    static long partner(int way, long x, long v) {
        switch (way) {
            case 0:
                return Operator.difference(v, x);
            case 1:
                return Operator.quotient(v, x);
            case 2:
                return Operator.difference(x, v);
            case 3:
                return Operator.sum(v, x);
            case 4:
                return Operator.quotient(x, v);
            default:
                return Operator.product(v, x);
        }
    }

    /**
     * Whether some {@code x} of {@code xs} has, in one of the six ways, its partner for {@code v} in
     * {@code ys}: the hottest loop of the best-answer search, so the six {@linkplain #partner partners}
     * are written out, each computed only when it is positive and no larger than the largest member of
     * {@code ys}. Agrees with looking up {@code partner(way, x, v)} for every way (tested).
     */
    static boolean anyPartnerIn(LongSet xs, LongSet ys, long v) {
        if (v <= 0) {
            return false;
        }
        long max = ys.max();
        long quotientLimit = saturatedProduct(max, v);
        for (int i = 0; i < xs.size(); i++) {
            long x = xs.get(i);
            if (x < v) {
                if (ys.contains(v - x)
                        || (v <= saturatedProduct(x, max) && ys.contains(Operator.quotient(v, x)))) {
                    return true;
                }
            } else if (x > v) {
                if (ys.contains(x - v) || (x <= quotientLimit && ys.contains(Operator.quotient(x, v)))) {
                    return true;
                }
            } else if (ys.contains(1)) {
                return true;
            }
            if (ys.contains(Operator.sum(v, x)) || ys.contains(Operator.product(v, x))) {
                return true;
            }
        }
        return false;
    }

    /** {@code a × b} for positive operands, {@link Long#MAX_VALUE} when it overflows. */
    static long saturatedProduct(long a, long b) {
        long product = Operator.product(a, b);
        return product == Operator.ILLEGAL ? Long.MAX_VALUE : product;
    }
}
