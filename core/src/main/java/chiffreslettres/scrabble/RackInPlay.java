package chiffreslettres.scrabble;

/**
 * The rack while a move search builds moves from it: how many of each tile and how many blanks are still
 * on it, the same as bits, and which of its parts ({@link RackParts}) that is, taken from and put back as
 * tiles are placed and lifted; and what the leave of the move being reported is worth. The part is followed
 * only by a search that needs it: one that weighs leaves or bounds what a move can score. The move generator
 * is one ({@link MoveGenerator} extends it), so that its search reads these as its own fields.
 *
 * <p>One per search; not thread-safe.
 */
abstract class RackInPlay {

    /** Every tile, a bit each. */
    static final long ALL = -1L;

    /** Per tile number, how many the rack holds now. */
    final int[] rack;
    /** The blanks the rack holds now. */
    int blanks;
    /** The tiles the rack held at first, blanks included. */
    final int rackSize;
    /** The tiles of the rack at first, a bit each; every tile when it holds a blank. */
    final long rackMask;
    /** The tiles the rack holds now, a bit each (blanks aside). */
    long rackBits;
    /**
     * The parts of the rack (null when they are not followed), and the part still on it (0 when they are
     * not followed).
     */
    final RackParts parts;
    int part;
    /** Whether {@link #part} follows the tiles taken and put back. */
    private final boolean partsFollowed;
    /** Per part: the points the best leave within it adds to a move's worth (0 by score alone). */
    final int[] margin;
    /** Per part: its value as a leave, when leaves are weighed (else null). */
    final double[] leaveValues;

    /**
     * @param rack    per tile number, how many the rack holds (copied)
     * @param blanks  the blanks of the rack
     * @param leaves  the leave values moves are weighed with, or null for their scores alone
     * @param bounded whether the search bounds what a move can score (then the rack's parts are followed)
     */
    RackInPlay(int[] rack, int blanks, Leaves leaves, boolean bounded) {
        this.rack = rack.clone();
        this.blanks = blanks;
        int size = blanks;
        long bits = 0;
        for (int t = 0; t < rack.length; t++) {
            size += rack[t];
            bits |= rack[t] > 0 ? 1L << t : 0;
        }
        this.rackSize = size;
        this.rackBits = bits;
        this.rackMask = blanks > 0 ? ALL : bits;
        this.partsFollowed = leaves != null || bounded;
        this.parts = partsFollowed ? new RackParts(rack, blanks) : null;
        this.part = partsFollowed ? parts.size() - 1 : 0;
        this.margin = new int[partsFollowed ? parts.size() : 1];
        this.leaveValues = leaves == null ? null : parts.leaveValues(leaves);
        if (leaves != null) {
            double[] bestWithin = parts.maxWithin(leaveValues);
            for (int p = 0; p < parts.size(); p++) {
                margin[p] = (int) Math.ceil(bestWithin[p]);
            }
        }
    }

    /** The tiles a square may take from the rack now, a bit each: every tile while a blank is left. */
    final long available() {
        return blanks > 0 ? ALL : rackBits;
    }

    /** Takes tile {@code t} (its bit {@code bit}) from the rack. */
    final void take(int t, long bit) {
        // The tile's bit goes when its count falls to 0: a mask of all ones then, of none otherwise.
        rackBits &= ~(bit & (long) (--rack[t] - 1 >> 31));
        if (partsFollowed) {
            part -= parts.radix(t);
        }
    }

    /** Puts tile {@code t} (its bit {@code bit}) back on the rack. */
    final void putBack(int t, long bit) {
        if (partsFollowed) {
            part += parts.radix(t);
        }
        // The tile's bit comes back when its count was 0.
        rackBits |= bit & (long) (rack[t]++ - 1 >> 31);
    }

    /** Takes a blank from the rack. */
    final void takeBlank() {
        blanks--;
        if (partsFollowed) {
            part -= parts.blankRadix();
        }
    }

    /** Puts a blank back on the rack. */
    final void putBackBlank() {
        if (partsFollowed) {
            part += parts.blankRadix();
        }
        blanks++;
    }

    /** The rack tiles the move being reported keeps, per tile number (valid during {@link MoveSink#accept}). */
    final int[] leaveCounts() {
        return rack;
    }

    /** The blanks the move being reported keeps. */
    final int leaveBlanks() {
        return blanks;
    }

    /** The value of the leave of the move being reported, when the sink weighs leaves ({@link MoveSink#leaves}). */
    final double leaveValue() {
        return leaveValues[part];
    }
}
