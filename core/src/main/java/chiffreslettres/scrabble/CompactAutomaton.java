package chiffreslettres.scrabble;

import chiffreslettres.automaton.Automaton;

/**
 * An {@link Automaton} over tiles laid out for the move generator's walks: each state is one block of an
 * {@code int} array, its label mask, flags and tile reach side by side, then the targets of its arcs in
 * label order, so that a step reads one place of memory. A state is named by the offset of its block; the
 * start state is 0. Immutable and thread-safe.
 */
final class CompactAutomaton {

    /**
     * The header of a block: the label mask (low, high); flags: the final bit, the height (bits 1 to 7), the
     * fewest arcs to a final state (from bit 8); the tile reach (low, high).
     */
    private static final int MASK = 0;
    private static final int FLAGS = 2;
    private static final int REACH = 3;
    private static final int HEADER = 5;

    private final int[] blocks;

    private CompactAutomaton(int[] blocks) {
        this.blocks = blocks;
    }

    /**
     * The compact form of a walked automaton whose labels are below 64, with, per state, its height and the
     * tiles on its arcs and on every arc after them (its reach).
     */
    static CompactAutomaton of(Automaton automaton) {
        int states = automaton.states();
        int[] offset = new int[states];
        int size = 0;
        for (int s = 0; s < states; s++) {
            offset[s] = size;
            size += HEADER + automaton.firstArc[s + 1] - automaton.firstArc[s];
        }
        int[] blocks = new int[size];
        long[] reach = new long[states];
        int[] low = new int[states];
        // Arcs lead to higher-numbered states, so each state's followers are done first.
        for (int s = states - 1; s >= 0; s--) {
            long mask = automaton.labelMask[s];
            long on = mask;
            int at = offset[s];
            int out = at + HEADER;
            low[s] = automaton.isFinal(s) ? 0 : Automaton.MAX_HEIGHT;
            for (int a = automaton.firstArc[s]; a < automaton.firstArc[s + 1]; a++) {
                on |= reach[automaton.target[a]];
                low[s] = Math.min(low[s], 1 + low[automaton.target[a]]);
                blocks[out++] = offset[automaton.target[a]];
            }
            reach[s] = on;
            blocks[at + MASK] = (int) mask;
            blocks[at + MASK + 1] = (int) (mask >>> 32);
            blocks[at + FLAGS] = (automaton.isFinal(s) ? 1 : 0) | automaton.height[s] << 1 | low[s] << 8;
            blocks[at + REACH] = (int) on;
            blocks[at + REACH + 1] = (int) (on >>> 32);
        }
        return new CompactAutomaton(blocks);
    }

    /** The labels of the state's arcs, a bit each. */
    long labels(int state) {
        return blocks[state + MASK] & 0xFFFF_FFFFL | (long) blocks[state + MASK + 1] << 32;
    }

    /** The state after the arc of rank {@code rank} (the number of the state's labels below its own). */
    int target(int state, int rank) {
        return blocks[state + HEADER + rank];
    }

    /** The state after {@code tile}'s arc, or -1 when the state has none. */
    int step(int state, int tile) {
        long labels = labels(state);
        if ((labels >>> tile & 1) == 0) {
            return -1;
        }
        return blocks[state + HEADER + Long.bitCount(labels & ((1L << tile) - 1))];
    }

    boolean isFinal(int state) {
        return (blocks[state + FLAGS] & 1) != 0;
    }

    /** The most tiles a path from the state to a final state takes. */
    int height(int state) {
        return blocks[state + FLAGS] >>> 1 & 0x7F;
    }

    /** The fewest tiles a path from the state to a final state takes (0 for a final state). */
    int low(int state) {
        return blocks[state + FLAGS] >>> 8;
    }

    /** The tiles on the state's arcs and on every arc after them, a bit each. */
    long reach(int state) {
        return blocks[state + REACH] & 0xFFFF_FFFFL | (long) blocks[state + REACH + 1] << 32;
    }
}
