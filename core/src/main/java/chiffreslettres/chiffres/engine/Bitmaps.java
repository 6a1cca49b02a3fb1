package chiffreslettres.chiffres.engine;

/**
 * Bitmaps of values, bit {@code v} set when {@code v} is a member: a multiset's values below the
 * census's bitmap size, read word by word at any offset. The last word of a bitmap stays empty, so
 * that a word read across two words never runs off the end.
 */
final class Bitmaps {

    private Bitmaps() {
    }

    /** Sets bit {@code v} when {@code 0 < v < bits}; any other value is ignored. */
    static void setBit(long[] bitmap, long v, long bits) {
        if (v > 0 && v < bits) {
            bitmap[(int) (v >>> 6)] |= 1L << v;
        }
    }

    /** The first value from {@code from} to {@code last} in the bitmap, or -1. */
    static long nextSetBit(long[] bitmap, long from, long last) {
        long end = Math.min(last, limit(bitmap) - 1);
        if (from > end) {
            return -1;
        }
        int i = (int) (from >>> 6);
        int lastWord = (int) (end >>> 6);
        long word = bitmap[i] & (-1L << from);
        while (word == 0) {
            if (++i > lastWord) {
                return -1;
            }
            word = bitmap[i];
        }
        long found = 64L * i + Long.numberOfTrailingZeros(word);
        return found <= end ? found : -1;
    }

    /**
     * The values a bitmap can hold: all but its last word, which stays empty so that a word read across
     * two words never runs off the end. A multiset's bitmap is only as long as its largest value needs.
     */
    static long limit(long[] bitmap) {
        return 64L * (bitmap.length - 1);
    }

    static boolean testBit(long[] bitmap, long v) {
        return v > 0 && v < limit(bitmap) && (bitmap[(int) (v >>> 6)] & (1L << v)) != 0;
    }

    /** The 64 bits of the bitmap from value {@code from} up; bits outside the bitmap read as 0. */
    static long word(long[] bitmap, long from) {
        long word = 0;
        long limit = limit(bitmap);
        if (from >= limit || from <= -64) {
            return 0;
        }
        if (from >= 0 && from + 64 <= limit) {
            int i = (int) (from >>> 6);
            int shift = (int) (from & 63);
            word = shift == 0 ? bitmap[i] : (bitmap[i] >>> shift) | (bitmap[i + 1] << (64 - shift));
        } else {
            for (int k = 0; k < 64; k++) {
                if (testBit(bitmap, from + k)) {
                    word |= 1L << k;
                }
            }
        }
        return word;
    }
}
