package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Operator;

/**
 * The census's pair loop: every {@code x op y} of two value sets marked in a window of a bitmap. It fills
 * a multiset's bitmap of values and marks the targets of a last operation over two small parts.
 */
final class PairMarking {

    /** Operands below this bound add, multiply and divide in {@code long} without overflow checks. */
    static final long SMALL_OPERAND = 1L << 31;

    private PairMarking() {
    }

    /**
     * Sets bit {@code v − offset} of {@code bits} for every value {@code v = x op y} with {@code x} in
     * {@code xs}, {@code y} in {@code ys} and {@code offset ≤ v < offset + limit}, pair by pair: the one
     * loop that fills a multiset's bitmap and marks the targets of a last operation. Operands and window
     * below {@value #SMALL_OPERAND} (every real game) take a loop without overflow checks that divides only
     * when the quotient can land in the window.
     */
    static void markCombinations(LongSet xs, LongSet ys, long[] bits, long offset, long limit) {
        long[] xv = xs.members();
        long[] yv = ys.members();
        int xn = xs.size();
        int yn = ys.size();
        if (xs.max() >= SMALL_OPERAND || ys.max() >= SMALL_OPERAND || offset + limit > SMALL_OPERAND) {
            for (int i = 0; i < xn; i++) {
                for (int j = 0; j < yn; j++) {
                    long big = Math.max(xv[i], yv[j]);
                    long small = Math.min(xv[i], yv[j]);
                    markIn(bits, Operator.sum(big, small) - offset, limit);
                    markIn(bits, Operator.difference(big, small) - offset, limit);
                    markIn(bits, Operator.product(big, small) - offset, limit);
                    markIn(bits, Operator.quotient(big, small) - offset, limit);
                }
            }
            return;
        }
        long lowestQuotient = Math.max(offset, 2);
        long quotientEnd = offset + limit;
        for (int i = 0; i < xn; i++) {
            long x = xv[i];
            for (int j = 0; j < yn; j++) {
                long y = yv[j];
                long big = Math.max(x, y);
                long small = Math.min(x, y);
                markIn(bits, big + small - offset, limit);
                markIn(bits, big * small - offset, limit);
                if (big == small) {
                    markIn(bits, 1 - offset, limit);
                } else {
                    markIn(bits, big - small - offset, limit);
                    if (big >= small * lowestQuotient && big < small * quotientEnd) {
                        int quotient = (int) big / (int) small;
                        if (quotient * small == big) {
                            markIn(bits, quotient - offset, limit);
                        }
                    }
                }
            }
        }
    }

    /**
     * Sets bit {@code i} of {@code bits} when {@code 0 ≤ i < limit}; any other {@code i}, such as
     * {@link Operator#ILLEGAL} less an offset, is ignored.
     */
    private static void markIn(long[] bits, long i, long limit) {
        if (i >= 0 && i < limit) {
            bits[(int) (i >>> 6)] |= 1L << i;
        }
    }
}
