package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Operator;
import java.util.Arrays;

/**
 * The census's last operation with one operand {@code t} against a whole part: every target
 * {@code y op t} or {@code t op y} for {@code y} among the part's values, marked without listing the
 * pairs. Sums and differences are read word by word from the part's bitmap (shifted by {@code t});
 * products and quotients visit only the few operands that can land in the range, choosing between
 * scanning the part's values and testing the range's targets by which costs fewer steps. Immutable.
 */
final class OperandMarking {

    /** How many bit tests one division is worth, to choose between two ways of finding quotients. */
    private static final int DIVISION_COST = 8;

    private final TargetRange range;
    private final long minTarget;
    private final long maxTarget;
    private final int rangeWords;
    /** The size in bits of the bitmaps of part values. */
    private final int bitmapBits;

    OperandMarking(TargetRange range, int bitmapBits) {
        this.range = range;
        this.minTarget = range.minTarget;
        this.maxTarget = range.maxTarget;
        this.rangeWords = range.rangeWords;
        this.bitmapBits = bitmapBits;
    }

    /**
     * Marks every target {@code y op t} or {@code t op y} for {@code y} in the bitmap (values below
     * {@code bitmapBits}): sums and differences word by word, products and quotients over the few
     * operands that can land in the range.
     */
    void markWithOperand(long[] bitmap, LongSet all, long t, long[] targets) {
        for (int w = 0; w < rangeWords; w++) {
            long first = minTarget + 64L * w;
            long word = Bitmaps.word(bitmap, first - t) | Bitmaps.word(bitmap, first + t);
            if (t > first) {
                word |= Long.reverse(Bitmaps.word(bitmap, t - first - 63));
            }
            targets[w] |= word;
        }
        long lastFactor = maxTarget / t;
        for (long k = Bitmaps.nextSetBit(bitmap, ceilDiv(minTarget, t), lastFactor); k >= 0;
                k = Bitmaps.nextSetBit(bitmap, k + 1, lastFactor)) {
            range.markTarget(targets, k * t);
        }
        if (t < bitmapBits) {
            long last = Math.min(maxTarget, (bitmapBits - 1) / t);
            long unmarked = range.unmarkedCount(targets);
            if (all != null && all.size() * DIVISION_COST < Math.min(unmarked, last - minTarget)) {
                for (int i = 0; i < all.size(); i++) {
                    long y = all.get(i);
                    if (y % t == 0) {
                        range.markTarget(targets, y / t);
                    }
                }
            } else if (unmarked < last - minTarget) {
                for (int w = 0; w < rangeWords; w++) {
                    for (long free = ~targets[w]; free != 0; free &= free - 1) {
                        long target = minTarget + 64L * w + Long.numberOfTrailingZeros(free);
                        if (target > last) {
                            break;
                        }
                        if (Bitmaps.testBit(bitmap, target * t)) {
                            targets[w] |= free & -free;
                        }
                    }
                }
            } else {
                for (long target = minTarget; target <= last; target++) {
                    if (Bitmaps.testBit(bitmap, target * t)) {
                        range.markTarget(targets, target);
                    }
                }
            }
        }
        if (t >= minTarget) {
            long highest = Math.min(maxTarget, t);
            long smallestDivisor = ceilDiv(t, highest);
            long largestDivisor = Math.min(t / minTarget, bitmapBits);
            long candidates = largestDivisor - smallestDivisor;
            if (all != null && all.size() < Math.min(candidates, highest - minTarget)) {
                for (int i = 0; i < all.size(); i++) {
                    long y = all.get(i);
                    if (y >= smallestDivisor && y <= largestDivisor && t % y == 0) {
                        range.markTarget(targets, t / y);
                    }
                }
            } else if (candidates < highest - minTarget) {
                for (long y = Bitmaps.nextSetBit(bitmap, smallestDivisor, largestDivisor); y >= 0;
                        y = Bitmaps.nextSetBit(bitmap, y + 1, largestDivisor)) {
                    if (t % y == 0) {
                        range.markTarget(targets, t / y);
                    }
                }
            } else {
                for (long target = minTarget; target <= highest; target++) {
                    if (t % target == 0 && Bitmaps.testBit(bitmap, t / target)) {
                        range.markTarget(targets, target);
                    }
                }
            }
        }
    }

    /**
     * Marks every target {@code y − x}, {@code y ÷ x}, {@code x − y} or {@code x ÷ y} for {@code y} in
     * {@code big} (sorted; sums and products of such values are beyond the range), scanning only the
     * windows of {@code y} that can land in it.
     */
    void markWithBigValues(long[] big, long x, long[] targets) {
        if (big.length == 0) {
            return;
        }
        for (int i = from(big, saturatedAdd(x, minTarget)); i < big.length && big[i] <= saturatedAdd(x, maxTarget); i++) {
            range.markTarget(targets, big[i] - x);
        }
        long low = Operator.product(x, minTarget);
        if (low != Operator.ILLEGAL) {
            long high = Operator.product(x, maxTarget);
            for (int i = from(big, low); i < big.length && (high == Operator.ILLEGAL || big[i] <= high); i++) {
                if (big[i] % x == 0) {
                    range.markTarget(targets, big[i] / x);
                }
            }
        }
        if (x > big[0]) {
            for (int i = from(big, x - maxTarget); i < big.length && big[i] <= x - minTarget; i++) {
                range.markTarget(targets, x - big[i]);
            }
            for (int i = from(big, ceilDiv(x, maxTarget)); i < big.length && big[i] <= x / minTarget; i++) {
                if (x % big[i] == 0) {
                    range.markTarget(targets, x / big[i]);
                }
            }
        }
    }

    /** The index of the first value of {@code sorted} at least {@code v}. */
    private static int from(long[] sorted, long v) {
        int i = Arrays.binarySearch(sorted, v);
        return i >= 0 ? i : -i - 1;
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    static long ceilDiv(long a, long b) {
        return a / b + (a % b == 0 ? 0 : 1);
    }
}
