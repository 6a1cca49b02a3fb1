package chiffreslettres.scrabble.game;

/**
 * The endgame search's transposition table: a fixed number of slots (memory bounded), one position a slot,
 * found by its 64-bit key; a new position takes its slot's place.
 *
 * <p>A slot keeps the value found, whether it is exact or a bound (the search cut the rest), the depth it
 * was searched to ({@link #COMPLETE} when the whole game to its end was searched below it), and the place of
 * the best move in the position's move list, packed in one 64-bit word; the key is kept mixed with that
 * word. Searches on several threads share one table without locks: an entry is read as one word and its
 * key, and taken only when the key unmixed is the position's, so an entry half written by another thread
 * is never read as this position's (lockless hashing, as chess engines share theirs).
 */
final class EndgameTable {

    static final byte EXACT = 0;
    static final byte LOWER = 1;
    static final byte UPPER = 2;
    /** The depth of a position searched to the end of the game: good for any depth asked. */
    static final int COMPLETE = Short.MAX_VALUE;
    /** The largest best-move place a slot holds (a larger one is kept as none). */
    private static final int MAX_BEST = (1 << 22) - 2;

    /** What a slot holds, read once: its value, bound, depth and best move's place. */
    record Entry(int value, byte bound, int depth, int best) {
    }

    /** Per slot, two words side by side (one place of memory to read): the key mixed with the data, then the data. */
    private final long[] slots;
    private final int mask;

    /** A table of 2<sup>bits</sup> slots. */
    EndgameTable(int bits) {
        int size = 1 << bits;
        slots = new long[2 * size];
        mask = size - 1;
    }

    /** The positions it holds at most. */
    int slots() {
        return slots.length / 2;
    }

    /** What the table holds for {@code key}, or null. */
    Entry find(long key) {
        int at = 2 * ((int) (key ^ key >>> 32) & mask);
        long word = slots[at + 1];
        if ((slots[at] ^ word) != key || key == 0) {
            return null;
        }
        // value: 24 bits signed; bound: 2; depth: 16; best + 1: 22.
        int value = (int) (word >> 40);
        byte bound = (byte) (word >>> 38 & 3);
        int depth = (int) (word >>> 22 & 0xFFFF);
        int best = (int) (word & 0x3FFFFF) - 1;
        return new Entry(value, bound, depth, best);
    }

    /**
     * Keeps a position's entry. {@code value} within ±2<sup>23</sup> (a spread); a best place beyond
     * {@value #MAX_BEST} is kept as none.
     */
    void store(long key, int value, byte bound, int depth, int bestIndex) {
        int at = 2 * ((int) (key ^ key >>> 32) & mask);
        long best = bestIndex < 0 || bestIndex > MAX_BEST ? 0 : bestIndex + 1;
        long word = (long) value << 40 | (long) bound << 38 | (long) Math.min(depth, COMPLETE) << 22 | best;
        slots[at + 1] = word;
        slots[at] = key ^ word;
    }
}
