package chiffreslettres.chiffres.engine;

/**
 * A census's range of targets, and the marks of which targets a selection makes: bit {@code t − min}
 * of an array of {@link #rangeWords} words. Immutable; the marks are the caller's.
 */
final class TargetRange {

    final long minTarget;
    final long maxTarget;
    /** How many 64-bit words hold one mark per target. */
    final int rangeWords;

    TargetRange(long minTarget, long maxTarget) {
        this.minTarget = minTarget;
        this.maxTarget = maxTarget;
        this.rangeWords = (int) ((maxTarget - minTarget) / 64 + 1);
    }

    /** Marks {@code v} if it is in the range; {@link Operator#ILLEGAL} and other values are ignored. */
    void markTarget(long[] targets, long v) {
        long i = v - minTarget;
        if (Long.compareUnsigned(i, maxTarget - minTarget) <= 0) {
            targets[(int) (i >> 6)] |= 1L << i;
        }
    }

    boolean isMarked(long[] targets, long v) {
        long i = v - minTarget;
        return (targets[(int) (i >> 6)] & (1L << i)) != 0;
    }

    /** How many targets of the range are not marked yet. */
    long unmarkedCount(long[] targets) {
        long marked = 0;
        for (long word : targets) {
            marked += Long.bitCount(word);
        }
        return maxTarget - minTarget + 1 - marked;
    }

    void maskBeyondRange(long[] targets) {
        long rangeSize = maxTarget - minTarget + 1;
        if (rangeSize % 64 != 0) {
            targets[rangeWords - 1] &= (1L << rangeSize) - 1;
        }
    }

    boolean allMarked(long[] targets) {
        long rangeSize = maxTarget - minTarget + 1;
        for (int w = 0; w < rangeWords - 1; w++) {
            if (targets[w] != -1L) {
                return false;
            }
        }
        long last = rangeSize % 64 == 0 ? -1L : (1L << rangeSize) - 1;
        return (targets[rangeWords - 1] & last) == last;
    }
}
