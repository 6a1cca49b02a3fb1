package chiffreslettres.scrabble.game;

/**
 * The endgame search's transposition table: a fixed number of slots (memory bounded), one position a slot,
 * found by its 64-bit key; a new position takes its slot's place.
 *
 * <p>A slot keeps the value found, whether it is exact or a bound (the search cut the rest), the depth it
 * was searched to ({@link #COMPLETE} when the whole game to its end was searched below it), and the place of
 * the best move in the position's move list. Not thread-safe.
 */
final class EndgameTable {

    static final byte EXACT = 0;
    static final byte LOWER = 1;
    static final byte UPPER = 2;
    /** The depth of a position searched to the end of the game: good for any depth asked. */
    static final int COMPLETE = Short.MAX_VALUE;

    private final long[] keys;
    private final int[] values;
    private final short[] depths;
    private final short[] best;
    private final byte[] bounds;
    private final int mask;

    /** A table of 2<sup>bits</sup> slots. */
    EndgameTable(int bits) {
        int size = 1 << bits;
        keys = new long[size];
        values = new int[size];
        depths = new short[size];
        best = new short[size];
        bounds = new byte[size];
        mask = size - 1;
    }

    /** The slot of {@code key} when it holds that position, else -1. */
    int find(long key) {
        int slot = (int) (key ^ key >>> 32) & mask;
        return keys[slot] == key && key != 0 ? slot : -1;
    }

    int value(int slot) {
        return values[slot];
    }

    int depth(int slot) {
        return depths[slot];
    }

    byte bound(int slot) {
        return bounds[slot];
    }

    /** The place of the best move in the position's move list, -1 for none. */
    int best(int slot) {
        return best[slot];
    }

    void store(long key, int value, byte bound, int depth, int bestIndex) {
        int slot = (int) (key ^ key >>> 32) & mask;
        keys[slot] = key;
        values[slot] = value;
        bounds[slot] = bound;
        depths[slot] = (short) Math.min(depth, COMPLETE);
        best[slot] = (short) bestIndex;
    }
}
