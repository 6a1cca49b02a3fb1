package chiffreslettres.scrabble;

/**
 * The parts of a rack: every multiset of tiles it holds (the whole rack, what is left after some tiles are
 * placed, down to nothing), numbered in mixed radix so that placing a tile subtracts a constant from the
 * number. A 7-tile rack has at most 128 parts; the whole rack is part {@code size() - 1}, the empty one 0.
 * Immutable.
 */
final class RackParts {

    /** Per tile number, what placing one of it subtracts (0 for a tile the rack does not hold). */
    private final int[] radix;
    private final int blankRadix;
    private final int[] counts;
    private final int blanks;
    private final int size;
    /** The tile numbers the rack holds (blanks aside), in order. */
    private final int[] held;

    /**
     * @param counts per tile number, how many the rack holds
     * @param blanks its blanks
     */
    RackParts(int[] counts, int blanks) {
        this.counts = counts.clone();
        this.blanks = blanks;
        this.radix = new int[counts.length];
        int n = 1;
        for (int t = 0; t < counts.length; t++) {
            if (counts[t] > 0) {
                radix[t] = n;
                n *= counts[t] + 1;
            }
        }
        int kinds = 0;
        for (int c : counts) {
            kinds += c > 0 ? 1 : 0;
        }
        this.held = new int[kinds];
        for (int t = 0, i = 0; t < counts.length; t++) {
            if (counts[t] > 0) {
                held[i++] = t;
            }
        }
        this.blankRadix = n;
        this.size = n * (blanks + 1);
    }

    /** How many parts: the whole rack is {@code size() - 1}. */
    int size() {
        return size;
    }

    /** What placing tile {@code tile} subtracts from a part's number. */
    int radix(int tile) {
        return radix[tile];
    }

    /** What placing a blank subtracts from a part's number. */
    int blankRadix() {
        return blankRadix;
    }

    /** The tiles of part {@code part}, per tile number. */
    int[] counts(int part) {
        int[] out = new int[counts.length];
        for (int t = 0; t < counts.length; t++) {
            if (counts[t] > 0) {
                out[t] = part / radix[t] % (counts[t] + 1);
            }
        }
        return out;
    }

    /** A tile part {@code part} holds, other than a blank; -1 when it holds only blanks (or nothing). */
    int someTile(int part) {
        for (int t : held) {
            if (part / radix[t] % (counts[t] + 1) > 0) {
                return t;
            }
        }
        return -1;
    }

    /** The blanks of part {@code part}. */
    int blanks(int part) {
        return part / blankRadix;
    }

    /**
     * The value of each part as a leave ({@link Leaves#value(int[], int)}), by part number: the parts in
     * number order are an odometer of their digits (the count of each tile held, then the blanks).
     */
    double[] leaveValues(Leaves leaves) {
        double[] out = new double[size];
        int[] count = new int[held.length];
        for (int p = 0; p < size; p++) {
            out[p] = leaves.value(held, count, held.length, p / blankRadix);
            nextPart(count);
        }
        return out;
    }

    /** Counts the digits of a part (how many of each tile held) on to the next part's, as an odometer. */
    private void nextPart(int[] count) {
        for (int i = 0; i < held.length && ++count[i] > counts[held[i]]; i++) {
            count[i] = 0;
        }
    }

    /**
     * Per part, the most of {@code perPart} over the part and every part within it (fewer of some tiles).
     *
     * @param perPart a value per part
     */
    double[] maxWithin(double[] perPart) {
        double[] out = perPart.clone();
        int[] count = new int[held.length];
        // A part's smaller parts have smaller numbers, so each is done before the parts that hold it.
        for (int p = 0; p < size; p++) {
            for (int i = 0; i < held.length; i++) {
                if (count[i] > 0) {
                    out[p] = Math.max(out[p], out[p - radix[held[i]]]);
                }
            }
            if (p >= blankRadix) {
                out[p] = Math.max(out[p], out[p - blankRadix]);
            }
            nextPart(count);
        }
        return out;
    }

    /** The whole rack's blanks. */
    int rackBlanks() {
        return blanks;
    }

    /** The whole rack's tiles, per tile number. */
    int rackCount(int tile) {
        return counts[tile];
    }
}
