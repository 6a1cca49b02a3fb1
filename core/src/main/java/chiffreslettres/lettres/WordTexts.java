package chiffreslettres.lettres;

import chiffreslettres.automaton.Automaton;

/**
 * The words of a word automaton written out once, in rank order, one byte a character through a table
 * of the characters used, so that a query reads a word with one copy instead of a walk down the
 * automaton. Made only for lists small enough ({@link #of}); immutable and thread-safe.
 */
final class WordTexts {

    /** Lists of more characters than this keep their words in the automaton only. */
    static final int MAX_CHARACTERS = 16_000_000;

    private final char[] table;
    private final byte[] text;
    /** Word of rank r is {@code text[start[r] .. start[r + 1])}. */
    private final int[] start;

    private WordTexts(char[] table, byte[] text, int[] start) {
        this.table = table;
        this.text = text;
        this.start = start;
    }

    /**
     * The words of {@code words} written out, or null when they hold more than {@link #MAX_CHARACTERS}
     * characters or more than 256 distinct ones.
     */
    static WordTexts of(Automaton words) {
        char[] table = new char[256];
        int distinct = 0;
        byte[] code = new byte[Character.MAX_VALUE + 1];
        boolean[] seen = new boolean[Character.MAX_VALUE + 1];
        for (char c : words.label) {
            if (!seen[c]) {
                if (distinct == table.length) {
                    return null;
                }
                seen[c] = true;
                table[distinct] = c;
                code[c] = (byte) distinct++;
            }
        }
        long[] lengths = lengths(words);
        long total = lengths[0];
        if (total > MAX_CHARACTERS) {
            return null;
        }
        int longest = (int) lengths[1];
        byte[] text = new byte[(int) total];
        int[] start = new int[words.size() + 1];
        // Depth first, arcs in order, the string that ends at a state before those beyond it: rank order.
        int states = words.states();
        int[] stackState = new int[longest + 1];
        int[] stackArc = new int[longest + 1];
        byte[] path = new byte[longest + 1];
        int depth = 0;
        int rank = 0;
        int at = 0;
        stackState[0] = 0;
        stackArc[0] = words.firstArc[0];
        if (words.isFinal(0)) {
            start[rank++] = at;
        }
        while (depth >= 0) {
            int state = stackState[depth];
            int arc = stackArc[depth];
            if (arc == words.firstArc[state + 1]) {
                depth--;
                continue;
            }
            stackArc[depth] = arc + 1;
            path[depth] = code[words.label[arc]];
            int next = words.target[arc];
            depth++;
            stackState[depth] = next;
            stackArc[depth] = words.firstArc[next];
            if (words.isFinal(next)) {
                start[rank++] = at;
                System.arraycopy(path, 0, text, at, depth);
                at += depth;
            }
        }
        start[rank] = at;
        return new WordTexts(java.util.Arrays.copyOf(table, distinct), text, start);
    }

    /**
     * The sum of the lengths of the strings the automaton accepts and the length of the longest, from the
     * states' string counts.
     */
    private static long[] lengths(Automaton words) {
        int states = words.states();
        long[] count = new long[states];
        long[] length = new long[states];
        int[] longest = new int[states];
        for (int s = states - 1; s >= 0; s--) {
            long c = words.isFinal(s) ? 1 : 0;
            long l = 0;
            for (int a = words.firstArc[s]; a < words.firstArc[s + 1]; a++) {
                int t = words.target[a];
                c += count[t];
                l += length[t] + count[t];
                longest[s] = Math.max(longest[s], longest[t] + 1);
            }
            count[s] = c;
            length[s] = l;
        }
        return new long[] {length[0], longest[0]};
    }

    /** The word of rank {@code rank}. */
    String word(int rank) {
        int from = start[rank];
        char[] out = new char[start[rank + 1] - from];
        for (int i = 0; i < out.length; i++) {
            out[i] = table[text[from + i] & 0xFF];
        }
        return new String(out);
    }
}
