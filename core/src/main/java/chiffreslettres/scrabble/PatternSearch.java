package chiffreslettres.scrabble;

import chiffreslettres.automaton.Automaton;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The words of a lexicon that fit a pattern, the rack filling its free squares: a walk of the automaton
 * along the pattern, a fixed tile followed as it is, a free square ({@link #ONE}) or any number of them
 * ({@link #ANY}) tried with each rack tile and blank the automaton allows. A word found along several
 * walks (a pattern {@code *A*} and a word with two A) is kept once. One search per query; not thread-safe.
 */
final class PatternSearch {

    /** A pattern element: one square the rack fills. */
    static final int ONE = -1;
    /** A pattern element: any number of squares, none included, the rack fills. */
    static final int ANY = -2;

    private final TileSet tiles;
    private final Automaton automaton;
    private final int[] pattern;
    private final int[] rack;
    private int blanks;
    private final int[] word = new int[64];
    private final boolean[] blank = new boolean[64];
    private final Map<String, ScoredWord> found = new HashMap<>();

    /**
     * @param pattern per element, a tile number (a board tile), {@link #ONE} or {@link #ANY}
     * @param rack    per tile number, how many the rack holds
     */
    PatternSearch(Lexicon lexicon, int[] pattern, int[] rack, int blanks) {
        this.tiles = lexicon.tiles();
        this.automaton = lexicon.automaton;
        this.pattern = pattern;
        this.rack = rack.clone();
        this.blanks = blanks;
    }

    /**
     * Reads a pattern: faces (digraphs in square brackets) for board tiles, {@code ?} for {@link #ONE},
     * {@code *} for {@link #ANY} (a run of them read as one).
     *
     * @throws IllegalArgumentException if the pattern is empty, has no free square, more than 15 squares
     *     besides {@code *}, or a character that is no tile
     */
    static int[] parse(TileSet tiles, String text) {
        String pattern = text.strip();
        int[] out = new int[pattern.length()];
        int n = 0;
        int squares = 0;
        boolean free = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '*' || c == '?') {
                free = true;
                if (c == '*' && n > 0 && out[n - 1] == ANY) {
                    continue;
                }
                out[n++] = c == '*' ? ANY : ONE;
            } else {
                int end = c == '[' ? pattern.indexOf(']', i) : i;
                if (end < 0) {
                    throw new IllegalArgumentException("pattern: the [ at position " + (i + 1) + " is not closed by ]");
                }
                out[n++] = tiles.read(pattern.substring(i, end + 1), "pattern", false).get(0);
                i = end;
            }
            squares += out[n - 1] == ANY ? 0 : 1;
        }
        if (!free) {
            throw new IllegalArgumentException("pattern: \"" + pattern + "\" has no ? or * for the rack to fill");
        }
        if (squares > Board.SIZE) {
            throw new IllegalArgumentException("pattern: \"" + pattern + "\" has " + squares + " squares, more than a line of "
                    + Board.SIZE);
        }
        return Arrays.copyOf(out, n);
    }

    /** Every word found, once each, in no particular order. */
    List<ScoredWord> run() {
        walk(0, 0, 0, 0, 0);
        return List.copyOf(found.values());
    }

    private void walk(int state, int element, int length, int fromRack, int points) {
        if (element == pattern.length) {
            if (length >= 2 && fromRack > 0 && automaton.isFinal(state)) {
                record(length, fromRack, points);
            }
            return;
        }
        int wanted = pattern[element];
        if (wanted >= 0) {
            int arc = automaton.arc(state, (char) wanted);
            if (arc >= 0 && length < word.length) {
                word[length] = wanted;
                blank[length] = false;
                walk(automaton.target[arc], element + 1, length + 1, fromRack, points + tiles.value(wanted));
            }
            return;
        }
        int nextElement = wanted == ANY ? element : element + 1;
        if (wanted == ANY) {
            walk(state, element + 1, length, fromRack, points);
        }
        if (length == word.length) {
            return;
        }
        for (int a = automaton.firstArc[state]; a < automaton.firstArc[state + 1]; a++) {
            int t = automaton.label[a];
            word[length] = t;
            if (rack[t] > 0) {
                rack[t]--;
                blank[length] = false;
                walk(automaton.target[a], nextElement, length + 1, fromRack + 1, points + tiles.value(t));
                rack[t]++;
            }
            if (blanks > 0) {
                blanks--;
                blank[length] = true;
                walk(automaton.target[a], nextElement, length + 1, fromRack + 1, points);
                blanks++;
            }
        }
    }

    private void record(int length, int fromRack, int points) {
        StringBuilder text = new StringBuilder(length + 2);
        for (int i = 0; i < length; i++) {
            text.append(tiles.shown(word[i], blank[i]));
        }
        String key = text.toString();
        int score = points + (fromRack == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0);
        found.putIfAbsent(key, new ScoredWord(key, score, fromRack));
    }
}
