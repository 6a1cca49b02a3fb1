package chiffreslettres.scrabble;

import chiffreslettres.automaton.Automaton;
import chiffreslettres.automaton.AutomatonBuilder;
import java.util.Arrays;

/**
 * The automaton of the reversed prefixes of a lexicon's words, which the move generator walks leftwards from
 * an anchor: a path from its start spells, read backwards, a run of tiles some word holds (the tiles already
 * on the board right of the anchor first, then the anchor's tile, then the rack tiles to its left), and the
 * path ends in a final state exactly when that run can begin a word. So a left part that no word continues
 * through the anchor and the board's tiles after it is never built.
 *
 * <p>Made from the lexicon's own automaton: each distinct prefix is one of its paths.
 */
final class ReversedPrefixes {

    private ReversedPrefixes() {
    }

    /** The minimal automaton, to be walked arc by arc, of every prefix of {@code words}' strings, reversed. */
    static Automaton of(Automaton words) {
        int[] count = new int[words.states()];
        // Arcs lead to higher-numbered states: the prefixes from a state are its arcs and theirs.
        for (int s = count.length - 1; s >= 0; s--) {
            for (int a = words.firstArc[s]; a < words.firstArc[s + 1]; a++) {
                count[s] += 1 + count[words.target[a]];
            }
        }
        char[][] reversed = new char[count[0]][];
        collect(words, 0, new char[Automaton.MAX_HEIGHT + 1], 0, reversed, new int[1]);
        sort(reversed, new char[reversed.length][], 0, reversed.length, 0);
        AutomatonBuilder builder = new AutomatonBuilder();
        for (char[] r : reversed) {
            builder.add(new String(r));
        }
        return builder.build(true);
    }

    /** Below this many strings, a range is sorted by insertion. */
    private static final int SMALL = 24;

    /**
     * Sorts {@code strings[from..to)}, which share their first {@code depth} labels, by a bucket a label from
     * there on (labels are tile numbers, below 64): the string that ends at {@code depth} first, then each
     * label's bucket in order, each sorted the same way one label deeper; a small range by insertion.
     */
    private static void sort(char[][] strings, char[][] spare, int from, int to, int depth) {
        if (to - from < SMALL) {
            for (int i = from + 1; i < to; i++) {
                char[] s = strings[i];
                int j = i;
                while (j > from && Arrays.compare(strings[j - 1], depth, strings[j - 1].length, s, depth, s.length) > 0) {
                    strings[j] = strings[j - 1];
                    j--;
                }
                strings[j] = s;
            }
            return;
        }
        int[] start = new int[66];
        for (int i = from; i < to; i++) {
            start[bucket(strings[i], depth) + 1]++;
        }
        for (int b = 1; b < start.length; b++) {
            start[b] += start[b - 1];
        }
        int[] next = Arrays.copyOf(start, start.length);
        for (int i = from; i < to; i++) {
            spare[from + next[bucket(strings[i], depth)]++] = strings[i];
        }
        System.arraycopy(spare, from, strings, from, to - from);
        for (int b = 1; b < 65; b++) {
            sort(strings, spare, from + start[b], from + start[b + 1], depth + 1);
        }
    }

    /** 0 for a string that ends before {@code depth}, else its label there plus one. */
    private static int bucket(char[] string, int depth) {
        return depth < string.length ? string[depth] + 1 : 0;
    }

    /** Adds each prefix that goes on from {@code state} after the {@code depth} labels in {@code path}, reversed. */
    private static void collect(Automaton words, int state, char[] path, int depth, char[][] out, int[] next) {
        for (int a = words.firstArc[state]; a < words.firstArc[state + 1]; a++) {
            path[depth] = words.label[a];
            char[] r = new char[depth + 1];
            for (int i = 0; i <= depth; i++) {
                r[i] = path[depth - i];
            }
            out[next[0]++] = r;
            collect(words, words.target[a], path, depth + 1, out, next);
        }
    }
}
