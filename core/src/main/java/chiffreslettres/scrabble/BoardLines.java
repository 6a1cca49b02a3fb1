package chiffreslettres.scrabble;

/**
 * A board read as the move generator reads it: per line square ({@code (direction × 15 + line) × 15 +
 * position}, a row for moves across, a column for moves down) the tile there, its points, whether it is a
 * blank, and for an empty square its anchor and cross-check. An anchor is an empty square next to a tile
 * (the centre on an empty board); a square's cross-check is the set of tiles that make a word with the tiles
 * above and below it in the other direction (every tile when there are none), with those tiles' points.
 * Made once per search; the arrays are read in place.
 */
final class BoardLines {

    private static final int N = Board.SIZE;
    private static final long ALL = -1L;

    /** Per line square: its premium's letter factor and word factor. */
    static final int[] LETTER_FACTOR = new int[2 * N * N];
    static final int[] WORD_FACTOR = new int[2 * N * N];

    static {
        for (int line = 0; line < N; line++) {
            for (int pos = 0; pos < N; pos++) {
                Premium across = Premium.at(line, pos);
                Premium down = Premium.at(pos, line);
                LETTER_FACTOR[line * N + pos] = across.letterFactor();
                WORD_FACTOR[line * N + pos] = across.wordFactor();
                LETTER_FACTOR[(N + line) * N + pos] = down.letterFactor();
                WORD_FACTOR[(N + line) * N + pos] = down.wordFactor();
            }
        }
    }

    /** Per line square: the board's tile there (-1 when empty), its points (0 for a blank), if a blank. */
    final int[] tile = new int[2 * N * N];
    final int[] value = new int[2 * N * N];
    final boolean[] blank = new boolean[2 * N * N];
    /** Per line square: whether it is an anchor, its cross-check, if it makes a cross word, that word's points. */
    final boolean[] anchor = new boolean[2 * N * N];
    final long[] cross = new long[2 * N * N];
    final boolean[] hasCross = new boolean[2 * N * N];
    final int[] crossSum = new int[2 * N * N];

    BoardLines(Board board, TileSet tiles, CompactAutomaton words) {
        byte[] squares = board.squares();
        for (int line = 0; line < N; line++) {
            for (int pos = 0; pos < N; pos++) {
                int s = squares[line * N + pos];
                // The square is in row `line` across and in column `pos` down.
                read(line * N + pos, s, tiles);
                read((N + pos) * N + line, s, tiles);
            }
        }
        boolean empty = board.isEmpty();
        for (int base = 0; base < 2 * N * N; base += N) {
            int line = base / N % N;
            for (int pos = 0; pos < N; pos++) {
                int at = base + pos;
                if (tile[at] >= 0) {
                    continue;
                }
                anchor[at] = empty ? line == Board.CENTRE && pos == Board.CENTRE
                        : taken(base - N, line - 1, pos) || taken(base + N, line + 1, pos) || taken(base, line, pos - 1)
                                || taken(base, line, pos + 1);
                crossCheck(base, line, pos, words);
            }
        }
    }

    /** Line square {@code at} from the board's square {@code s} (0 empty, the tile + 1, negative for a blank). */
    private void read(int at, int s, TileSet tiles) {
        tile[at] = s == 0 ? -1 : Math.abs(s) - 1;
        value[at] = s > 0 ? tiles.value(s - 1) : 0;
        blank[at] = s < 0;
    }

    /** Whether square {@code pos} of the line starting at line square {@code base} is on the board and taken. */
    private boolean taken(int base, int line, int pos) {
        return line >= 0 && line < N && pos >= 0 && pos < N && tile[base + pos] >= 0;
    }

    /** Whether square {@code pos} of the line starting at line square {@code base} holds a tile (false off the board). */
    boolean taken(int base, int pos) {
        return pos >= 0 && pos < N && tile[base + pos] >= 0;
    }

    /** The cross-check of empty square {@code pos} of a line: its neighbours in the lines above and below. */
    private void crossCheck(int base, int line, int pos, CompactAutomaton words) {
        int at = base + pos;
        int top = line;
        while (taken(base - (line - top + 1) * N, top - 1, pos)) {
            top--;
        }
        int bottom = line;
        while (taken(base + (bottom - line + 1) * N, bottom + 1, pos)) {
            bottom++;
        }
        hasCross[at] = top < line || bottom > line;
        if (!hasCross[at]) {
            cross[at] = ALL;
            return;
        }
        int sum = 0;
        int state = 0;
        for (int l = top; l < line; l++) {
            int above = at + (l - line) * N;
            sum += value[above];
            state = state < 0 ? state : words.step(state, tile[above]);
        }
        for (int l = line + 1; l <= bottom; l++) {
            sum += value[at + (l - line) * N];
        }
        crossSum[at] = sum;
        long mask = 0;
        if (state >= 0) {
            // Each tile the state can take, then the tiles below it, must end in a word.
            long labels = words.labels(state);
            for (int rank = 0; labels != 0; rank++, labels &= labels - 1) {
                int s = words.target(state, rank);
                for (int l = line + 1; l <= bottom && s >= 0; l++) {
                    s = words.step(s, tile[at + (l - line) * N]);
                }
                if (s >= 0 && words.isFinal(s)) {
                    mask |= labels & -labels;
                }
            }
        }
        cross[at] = mask;
    }
}
