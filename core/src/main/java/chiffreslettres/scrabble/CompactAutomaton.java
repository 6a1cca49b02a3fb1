package chiffreslettres.scrabble;

import chiffreslettres.automaton.Automaton;

/**
 * An {@link Automaton} over tiles laid out for the move generator's walks. A state is named by one
 * {@code long}, its <em>word</em>: its arc labels (a bit each, bits 0 to 31), whether it is final (bit 32),
 * the fewest tiles a path from it to a final state takes (bits 33 to 39) and where its block begins (from
 * bit 40). A block holds the words of the states its arcs lead to, in label order, and nothing else, so that
 * the blocks a walk reads lie close together: a step from a state reads one place of its block, and whether
 * the next state is final, what tiles it takes and how far it is from a word are known without reading the
 * next state's block. A state's header (its tile reach, bits 0 to 31, and height, from bit 32), which only
 * the searches that bound scores read, is kept apart, at its block's place in an array of headers.
 *
 * <p>No state is -1 (a word is never negative). Immutable and thread-safe.
 */
final class CompactAutomaton {

    /** The word of no state: what {@link #step} gives when the state has no arc for the tile. */
    static final long NONE = -1L;

    private static final int LABEL_BITS = 32;
    private static final long LABELS = 0xFFFF_FFFFL;
    private static final int FINAL = 32;
    private static final int LOW = 33;
    private static final int BLOCK = 40;
    /** Blocks begin below this, so that a word stays positive. */
    private static final int MAX_BLOCKS = 1 << 23;

    private final long[] blocks;
    /** Per block's first place, its state's header (null when not kept). */
    private final long[] heads;
    private final long start;

    private CompactAutomaton(long[] blocks, long[] heads, long start) {
        this.blocks = blocks;
        this.heads = heads;
        this.start = start;
    }

    /**
     * The compact form of a walked automaton whose labels are below 32, with, per state, its height and the
     * tiles on its arcs and on every arc after them (its reach).
     *
     * @throws IllegalArgumentException if a label is 32 or more, or the automaton has too many states and arcs
     */
    static CompactAutomaton of(Automaton automaton) {
        return of(automaton, true);
    }

    /** {@link #of(Automaton)}; without {@code heads}, {@link #height} and {@link #reach} are not kept. */
    static CompactAutomaton of(Automaton automaton, boolean heads) {
        int states = automaton.states();
        long size = 0;
        int[] offset = new int[states];
        // Blocks laid out breadth first from the start: the states near it, which every walk reads, together.
        int[] order = breadthFirst(automaton);
        for (int s : order) {
            if ((automaton.labelMask[s] >>> LABEL_BITS) != 0) {
                throw new IllegalArgumentException("a tile set of more than " + LABEL_BITS + " tiles");
            }
            offset[s] = (int) Math.min(size, Integer.MAX_VALUE);
            size += automaton.firstArc[s + 1] - automaton.firstArc[s];
        }
        if (size > MAX_BLOCKS) {
            throw new IllegalArgumentException("a word list too large for the move generator: " + states
                    + " states and their arcs take " + size + " places, at most " + MAX_BLOCKS);
        }
        long[] blocks = new long[(int) size];
        long[] head = heads ? new long[(int) size] : null;
        long[] word = new long[states];
        long[] reach = new long[states];
        int[] low = new int[states];
        // Arcs lead to higher-numbered states, so each state's followers are done first.
        for (int s = states - 1; s >= 0; s--) {
            long mask = automaton.labelMask[s];
            long on = mask;
            int out = offset[s];
            low[s] = automaton.isFinal(s) ? 0 : Automaton.MAX_HEIGHT;
            for (int a = automaton.firstArc[s]; a < automaton.firstArc[s + 1]; a++) {
                int t = automaton.target[a];
                on |= reach[t];
                low[s] = Math.min(low[s], 1 + low[t]);
                blocks[out++] = word[t];
            }
            reach[s] = on;
            // A state without arcs shares its place with the next: it has no header (height and reach 0).
            if (heads && mask != 0) {
                head[offset[s]] = on | (long) automaton.height[s] << LABEL_BITS;
            }
            word[s] = mask | (automaton.isFinal(s) ? 1L << FINAL : 0) | (long) Math.min(low[s], 0x7F) << LOW
                    | (long) offset[s] << BLOCK;
        }
        return new CompactAutomaton(blocks, head, word[0]);
    }

    /** The automaton's states in breadth-first order from its start (each state once, those it cannot reach last). */
    private static int[] breadthFirst(Automaton automaton) {
        int states = automaton.states();
        int[] order = new int[states];
        boolean[] seen = new boolean[states];
        int size = 0;
        order[size++] = 0;
        seen[0] = true;
        for (int next = 0; next < size; next++) {
            int s = order[next];
            for (int a = automaton.firstArc[s]; a < automaton.firstArc[s + 1]; a++) {
                int t = automaton.target[a];
                if (!seen[t]) {
                    seen[t] = true;
                    order[size++] = t;
                }
            }
        }
        for (int s = 0; s < states; s++) {
            if (!seen[s]) {
                order[size++] = s;
            }
        }
        return order;
    }

    /** The start state's word. */
    long start() {
        return start;
    }

    /** The labels of the state's arcs, a bit each. */
    static long labels(long state) {
        return state & LABELS;
    }

    static boolean isFinal(long state) {
        return (state >>> FINAL & 1) != 0;
    }

    /**
     * A mask that a state's word meets ({@code (state & mask) != 0}) when the state is final or has an arc
     * labelled with one of {@code tiles}.
     */
    static long goesOn(long tiles) {
        return tiles & LABELS | 1L << FINAL;
    }

    /** The fewest tiles a path from the state to a final state takes (0 for a final state). */
    static int low(long state) {
        return (int) (state >>> LOW) & 0x7F;
    }

    /** The state after the arc of rank {@code rank} (the number of the state's labels below its own). */
    long target(long state, int rank) {
        return blocks[(int) (state >>> BLOCK) + rank];
    }

    /** The state after {@code tile}'s arc, or {@link #NONE} when the state has none. */
    long step(long state, int tile) {
        if ((state >>> tile & 1) == 0) {
            return NONE;
        }
        return blocks[(int) (state >>> BLOCK) + Long.bitCount(state & ((1L << tile) - 1))];
    }

    /** The state after {@code tile}'s arc, which the state has. */
    long stepOn(long state, int tile) {
        return blocks[(int) (state >>> BLOCK) + Long.bitCount(state & ((1L << tile) - 1))];
    }

    /** The most tiles a path from the state to a final state takes. */
    int height(long state) {
        return labels(state) == 0 ? 0 : (int) (heads[(int) (state >>> BLOCK)] >>> LABEL_BITS) & 0x7F;
    }

    /** The tiles on the state's arcs and on every arc after them, a bit each. */
    long reach(long state) {
        return labels(state) == 0 ? 0 : heads[(int) (state >>> BLOCK)] & LABELS;
    }
}
