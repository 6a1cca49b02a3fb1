package chiffreslettres.automaton;

import java.util.Arrays;

/**
 * Builds the minimal {@link Automaton} of strings given in increasing order, in one pass (the incremental
 * construction of Daciuk, Mihov, Watson and Watson, 2000): the states of the previous string beyond the
 * prefix it shares with the next are final from then on, so each is frozen, deepest first, and replaced by
 * an equal state frozen before when there is one (same finality, same labels, same targets). States are
 * numbered at the end from the start state, so that arcs lead to higher numbers. One builder per
 * automaton; not thread-safe.
 */
public final class AutomatonBuilder {

    // Frozen states: their arcs, in order of freezing.
    private int[] frozenFirstArc = new int[1024];
    private boolean[] frozenFinal = new boolean[1024];
    private int frozen;
    private char[] arcLabel = new char[4096];
    private int[] arcTarget = new int[4096];
    private int arcs;
    /** Open addressing table of frozen states by content; -1 for an empty slot. */
    private int[] table = filled(1024);

    // The states along the last string added, not frozen yet: state d is reached by its first d characters.
    private char[][] pathLabel = new char[0][];
    private int[][] pathTarget = new int[0][];
    private int[] pathArcs = new int[0];
    private boolean[] pathFinal = new boolean[0];
    private CharSequence previous;

    private static int[] filled(int size) {
        int[] t = new int[size];
        Arrays.fill(t, -1);
        return t;
    }

    /**
     * The minimal automaton of {@code strings}, which must be in strictly increasing order, to be walked
     * arc by arc ({@code walked}) or read out by rank.
     */
    public static Automaton of(Iterable<? extends CharSequence> strings, boolean walked) {
        AutomatonBuilder builder = new AutomatonBuilder();
        for (CharSequence s : strings) {
            builder.add(s);
        }
        return builder.build(walked);
    }

    /**
     * Adds the next string.
     *
     * @throws IllegalArgumentException if it does not come after the previous one
     */
    public void add(CharSequence string) {
        int shared = 0;
        if (previous != null) {
            int max = Math.min(previous.length(), string.length());
            while (shared < max && previous.charAt(shared) == string.charAt(shared)) {
                shared++;
            }
            if (shared == string.length() || (shared < previous.length() && string.charAt(shared) < previous.charAt(shared))) {
                throw new IllegalArgumentException("strings out of order: \"" + string + "\" after \"" + previous + "\"");
            }
            freezeDownTo(shared);
        } else {
            ensureDepth(0);
            pathArcs[0] = 0;
            pathFinal[0] = false;
        }
        ensureDepth(string.length());
        for (int d = shared; d < string.length(); d++) {
            addPathArc(d, string.charAt(d));
            pathArcs[d + 1] = 0;
            pathFinal[d + 1] = false;
        }
        pathFinal[string.length()] = true;
        previous = string;
    }

    /** The automaton of the strings added; with none, a single state that accepts nothing. */
    public Automaton build(boolean walked) {
        if (previous == null) {
            return new Automaton(new int[] {0, 0}, new char[0], new int[0], new long[] {0L}, walked,
                    Character.MAX_VALUE + 1);
        }
        freezeDownTo(0);
        int root = freeze(0);
        // Renumber from the root: the root was frozen last, and a state after every state it leads to.
        int states = frozen;
        int[] firstArc = new int[states + 1];
        char[] label = new char[arcs];
        int[] target = new int[arcs];
        long[] finals = new long[(states + 63) >> 6];
        int at = 0;
        for (int id = 0; id < states; id++) {
            int old = root - id;
            firstArc[id] = at;
            if (frozenFinal[old]) {
                finals[id >> 6] |= 1L << id;
            }
            for (int a = frozenFirstArc[old]; a < frozenFirstArc[old + 1]; a++) {
                label[at] = arcLabel[a];
                target[at++] = root - arcTarget[a];
            }
        }
        firstArc[states] = at;
        return new Automaton(firstArc, label, target, finals, walked, Character.MAX_VALUE + 1);
    }

    private void ensureDepth(int depth) {
        if (depth < pathArcs.length) {
            return;
        }
        int capacity = Math.max(depth + 1, 2 * pathArcs.length);
        int old = pathArcs.length;
        pathLabel = Arrays.copyOf(pathLabel, capacity);
        pathTarget = Arrays.copyOf(pathTarget, capacity);
        pathArcs = Arrays.copyOf(pathArcs, capacity);
        pathFinal = Arrays.copyOf(pathFinal, capacity);
        for (int d = old; d < capacity; d++) {
            pathLabel[d] = new char[4];
            pathTarget[d] = new int[4];
        }
    }

    private void addPathArc(int depth, char c) {
        int n = pathArcs[depth];
        if (n == pathLabel[depth].length) {
            pathLabel[depth] = Arrays.copyOf(pathLabel[depth], 2 * n);
            pathTarget[depth] = Arrays.copyOf(pathTarget[depth], 2 * n);
        }
        pathLabel[depth][n] = c;
        pathTarget[depth][n] = -1;
        pathArcs[depth] = n + 1;
    }

    /** Freezes the states of the previous string deeper than {@code depth}, linking each to its parent. */
    private void freezeDownTo(int depth) {
        for (int d = previous.length(); d > depth; d--) {
            pathTarget[d - 1][pathArcs[d - 1] - 1] = freeze(d);
        }
    }

    /** The frozen state equal to path state {@code d}, frozen now if there was none. */
    private int freeze(int d) {
        int h = hash(d) & (table.length - 1);
        for (int s = table[h]; s >= 0; s = table[h]) {
            if (equal(d, s)) {
                return s;
            }
            h = (h + 1) & (table.length - 1);
        }
        int n = pathArcs[d];
        if (frozen + 2 > frozenFirstArc.length) {
            frozenFirstArc = Arrays.copyOf(frozenFirstArc, 2 * frozenFirstArc.length);
            frozenFinal = Arrays.copyOf(frozenFinal, frozenFirstArc.length);
        }
        if (arcs + n > arcLabel.length) {
            int capacity = Math.max(arcs + n, 2 * arcLabel.length);
            arcLabel = Arrays.copyOf(arcLabel, capacity);
            arcTarget = Arrays.copyOf(arcTarget, capacity);
        }
        int s = frozen++;
        frozenFirstArc[s] = arcs;
        frozenFinal[s] = pathFinal[d];
        System.arraycopy(pathLabel[d], 0, arcLabel, arcs, n);
        System.arraycopy(pathTarget[d], 0, arcTarget, arcs, n);
        arcs += n;
        frozenFirstArc[s + 1] = arcs;
        table[h] = s;
        if (2 * frozen > table.length) {
            rehash();
        }
        return s;
    }

    private int hash(int d) {
        return mix(pathFinal[d], pathLabel[d], pathTarget[d], 0, pathArcs[d]);
    }

    private static int mix(boolean isFinal, char[] labels, int[] targets, int from, int to) {
        int h = isFinal ? 1 : 0;
        for (int a = from; a < to; a++) {
            h = 31 * (31 * h + labels[a]) + targets[a];
        }
        return h * 0x9E3779B9;
    }

    private boolean equal(int d, int s) {
        int from = frozenFirstArc[s];
        int n = pathArcs[d];
        if (frozenFinal[s] != pathFinal[d] || frozenFirstArc[s + 1] - from != n) {
            return false;
        }
        return Arrays.equals(pathLabel[d], 0, n, arcLabel, from, from + n)
                && Arrays.equals(pathTarget[d], 0, n, arcTarget, from, from + n);
    }

    private void rehash() {
        table = filled(2 * table.length);
        for (int s = 0; s < frozen; s++) {
            int h = mix(frozenFinal[s], arcLabel, arcTarget, frozenFirstArc[s], frozenFirstArc[s + 1]) & (table.length - 1);
            while (table[h] >= 0) {
                h = (h + 1) & (table.length - 1);
            }
            table[h] = s;
        }
    }
}
