package chiffreslettres.automaton;

/**
 * A minimal acyclic automaton over strings of {@code char} labels, numbered: every string it accepts
 * has a rank, its place in the sorted order of all of them, and a walk adds up the rank as it goes.
 *
 * <p>State 0 is the start; the arcs of state {@code s} are {@code firstArc[s]} to
 * {@code firstArc[s + 1] - 1}, in increasing order of label, and lead to states of higher numbers (so
 * every walk ends). {@code offset[a]} is how many accepted strings come before those reached through arc
 * {@code a} among the strings from its state: the string that ends at the state, then those of the earlier
 * arcs. A string's rank is the sum of the offsets of the arcs that spell it.
 *
 * <p>Made by {@link AutomatonBuilder} or read from a file by its user; the constructor checks the
 * structure and derives the offsets, the heights and the label masks, so that what it accepts cannot make
 * a walk fail. Immutable and thread-safe.
 */
public final class Automaton {

    /** Heights are capped here; racks are far shorter, so a capped height never prunes a branch wrongly. */
    public static final int MAX_HEIGHT = Byte.MAX_VALUE;

    public final int[] firstArc;
    public final char[] label;
    public final int[] target;
    /** Bit {@code s} set when a string ends at state {@code s}. */
    public final long[] finals;
    public final int[] offset;
    /** Per state, the length of the longest string from it, at most {@link #MAX_HEIGHT}. */
    public final byte[] height;
    /** Per arc, the length of the longest string through it (its target's height and one), at most {@link #MAX_HEIGHT}. */
    public final byte[] arcHeight;
    /** Per state, bit {@code l} set when it has an arc of label {@code l} (labels below 64); null if not asked for. */
    public final long[] labelMask;
    private final int size;

    /**
     * Checks and completes an automaton.
     *
     * @param firstArc  per state, its first arc; one more entry than states, the last the number of arcs
     * @param label     per arc, its label
     * @param target    per arc, the state it leads to
     * @param finals    the final states, as bits
     * @param walked    true for an automaton walked arc by arc, which keeps {@link #labelMask} (for labels
     *                  below 64); false for one whose strings are only read out by rank
     * @param labels    the number of labels: every label must be below it
     * @throws IllegalArgumentException if the arrays do not make such an automaton: an arc out of range or
     *     leading backwards, labels out of range or out of order, a state from which nothing is accepted (but the
     *     start state of an automaton of one state, which accepts nothing), more strings than an {@code int}
     *     counts
     */
    public Automaton(int[] firstArc, char[] label, int[] target, long[] finals, boolean walked, int labels) {
        int states = firstArc.length - 1;
        if (states < 1 || firstArc[0] != 0 || firstArc[states] != label.length || label.length != target.length
                || finals.length != (states + 63) >> 6) {
            throw inconsistent("the arrays of states and arcs do not match");
        }
        this.firstArc = firstArc;
        this.label = label;
        this.target = target;
        this.finals = finals;
        this.offset = new int[label.length];
        this.height = new byte[states];
        this.arcHeight = new byte[label.length];
        this.labelMask = walked ? new long[states] : null;
        int[] count = new int[states];
        // One call per state, so that the JIT compiles the work early in a cold JVM.
        for (int s = states - 1; s >= 0; s--) {
            count[s] = complete(s, count, labels);
        }
        this.size = count[0];
    }

    /**
     * Checks the arcs of {@code state} and sets their offsets, its height and its label mask, from the
     * string counts of the states after it; returns its own count.
     */
    private int complete(int state, int[] count, int labels) {
        int states = height.length;
        int from = firstArc[state];
        int to = firstArc[state + 1];
        if (to < from) {
            throw inconsistent("state " + state + " has a negative number of arcs");
        }
        long strings = isFinal(state) ? 1 : 0;
        int h = 0;
        long mask = 0;
        for (int a = from; a < to; a++) {
            int t = target[a];
            if (t <= state || t >= states) {
                throw inconsistent("arc " + a + " of state " + state + " leads to state " + t);
            }
            if ((a > from && label[a] <= label[a - 1]) || label[a] >= labels) {
                throw inconsistent("the arcs of state " + state + " are out of order or of range");
            }
            offset[a] = (int) strings;
            strings += count[t];
            arcHeight[a] = (byte) Math.min(MAX_HEIGHT, height[t] + 1);
            h = Math.max(h, arcHeight[a]);
            mask |= label[a] < 64 ? 1L << label[a] : 0;
        }
        if (strings == 0 && states > 1) {
            throw inconsistent("nothing is accepted from state " + state);
        }
        if (strings > Integer.MAX_VALUE) {
            throw inconsistent("more strings than an int counts");
        }
        height[state] = (byte) h;
        if (labelMask != null) {
            labelMask[state] = mask;
        }
        return (int) strings;
    }

    private static IllegalArgumentException inconsistent(String what) {
        return new IllegalArgumentException("inconsistent anagram index: " + what);
    }

    /** The number of states. */
    public int states() {
        return firstArc.length - 1;
    }

    /** The number of strings accepted. */
    public int size() {
        return size;
    }

    public boolean isFinal(int state) {
        return (finals[state >> 6] & (1L << state)) != 0;
    }

    /** The arc of {@code state} labelled {@code c}, or -1. */
    public int arc(int state, char c) {
        for (int a = firstArc[state]; a < firstArc[state + 1] && label[a] <= c; a++) {
            if (label[a] == c) {
                return a;
            }
        }
        return -1;
    }

    /** The rank of {@code string}, or -1 when it is not accepted. */
    public int rankOf(CharSequence string) {
        int state = 0;
        int rank = 0;
        for (int i = 0; i < string.length(); i++) {
            int a = arc(state, string.charAt(i));
            if (a < 0) {
                return -1;
            }
            rank += offset[a];
            state = target[a];
        }
        return isFinal(state) ? rank : -1;
    }

    /** Appends the string of rank {@code rank} (0 to {@code size() - 1}) to {@code out}. */
    public void appendString(int rank, StringBuilder out) {
        int state = 0;
        int left = rank;
        while (left > 0 || !isFinal(state)) {
            // The last arc whose offset is at most what is left: binary search, the offsets increase.
            int low = firstArc[state];
            int high = firstArc[state + 1] - 1;
            while (low < high) {
                int mid = (low + high + 1) >>> 1;
                if (offset[mid] <= left) {
                    low = mid;
                } else {
                    high = mid - 1;
                }
            }
            left -= offset[low];
            out.append(label[low]);
            state = target[low];
        }
    }
}
