package chiffreslettres.scrabble;

import java.util.Arrays;

/**
 * The places a move search starts from: per start, where (packed by {@link MoveGenerator#startKey}), the
 * automaton state and points of the board tiles left of the anchor, and an upper bound of what a move from
 * it can score. Growable parallel arrays; not thread-safe.
 */
final class Starts {

    int size;
    int[] at;
    long[] state;
    int[] sum;
    int[] bound;

    /** Room for 64 starts at first. */
    Starts() {
        this(64);
    }

    /** Room for {@code capacity} starts at first (a line has at most 15). */
    Starts(int capacity) {
        at = new int[capacity];
        state = new long[capacity];
        sum = new int[capacity];
        bound = new int[capacity];
    }

    void add(MoveGenerator generator, int anchorPos, int from, long startState, int startSum) {
        add(generator, anchorPos, from, startState, startSum, generator.startBound(anchorPos, from, startState, startSum));
    }

    /** Adds a start whose bound is given. */
    void add(MoveGenerator generator, int anchorPos, int from, long startState, int startSum, int startBound) {
        if (size == at.length) {
            at = Arrays.copyOf(at, size * 2);
            state = Arrays.copyOf(state, size * 2);
            sum = Arrays.copyOf(sum, size * 2);
            bound = Arrays.copyOf(bound, size * 2);
        }
        at[size] = generator.startKey(anchorPos, from);
        state[size] = startState;
        sum[size] = startSum;
        bound[size] = startBound;
        size++;
    }

    /** Reorders the starts, highest bound first (ties in the order they were added). */
    void sortByBound() {
        // Ascending keys: lowest bound first, then latest added first; read from the end.
        long[] keys = new long[size];
        for (int i = 0; i < size; i++) {
            keys[i] = (long) bound[i] << 32 | ~i & 0xFFFFFFFFL;
        }
        Arrays.sort(keys);
        int[] a = new int[size];
        long[] s = new long[size];
        int[] m = new int[size];
        int[] b = new int[size];
        for (int i = 0; i < size; i++) {
            int from = ~(int) keys[size - 1 - i];
            a[i] = at[from];
            s[i] = state[from];
            m[i] = sum[from];
            b[i] = bound[from];
        }
        at = a;
        state = s;
        sum = m;
        bound = b;
    }
}
