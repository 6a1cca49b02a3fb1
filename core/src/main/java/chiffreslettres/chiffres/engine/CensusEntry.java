package chiffreslettres.chiffres.engine;

import java.util.Arrays;

/**
 * What a census keeps of a multiset of up to {@code n − 2} tiles: its values, the targets of the range
 * among them, and, made when first needed, the values below the bitmap size as a bitmap and the others
 * as a sorted list. Shared by the census's worker threads once built.
 */
final class CensusEntry {
    private final LongSet values;
    private final LongSet found;
    private final long[] targets;
    /** The size in bits of the census's bitmaps. */
    private final int bitmapBits;
    /** The bitmap and the large values, built at most a few times (a benign race), then shared. */
    private volatile long[][] split;

    CensusEntry(LongSet values, LongSet found, long[] targets, int bitmapBits) {
        this.values = values;
        this.bitmapBits = bitmapBits;
        this.found = found;
        this.targets = targets;
    }

    /** The values, for marking: ascending when they come from the {@link ValueSetCache}. */
    LongSet values() {
        return values;
    }

    /** The same values in the order the set builder found them, for building larger sets alike. */
    LongSet found() {
        return found;
    }

    /** The marks of the range's targets among the values ({@link TargetRange}). */
    long[] targets() {
        return targets;
    }

    /**
     * The values below the bitmap size as a bitmap, and the others sorted. Kept, built at most a few
     * times (a benign race), when several selections share this multiset; otherwise written into
     * {@code scratch}, an all-zero bitmap of the full size, to be cleared with {@link #clearBits}.
     */
    long[][] lookup(long[] scratch) {
        long[][] known = split;
        if (known != null) {
            return known;
        }
        long[] bitmap = scratch != null ? scratch : new long[(int) (Math.min(values.max(), bitmapBits) / 64 + 2)];
        long[] big = new long[values.size()];
        int bigCount = 0;
        for (int i = 0; i < values.size(); i++) {
            long v = values.get(i);
            if (v < bitmapBits) {
                Bitmaps.setBit(bitmap, v, bitmapBits);
            } else {
                big[bigCount++] = v;
            }
        }
        long[] sortedBig = Arrays.copyOf(big, bigCount);
        Arrays.sort(sortedBig);
        known = new long[][] {bitmap, sortedBig};
        if (scratch == null) {
            split = known;
        }
        return known;
    }

    /** Clears this multiset's bits from a scratch bitmap {@link #lookup} wrote them into. */
    void clearBits(long[] scratch) {
        for (int i = 0; i < values.size(); i++) {
            long v = values.get(i);
            if (v < bitmapBits) {
                scratch[(int) (v >>> 6)] = 0;
            }
        }
    }
}
