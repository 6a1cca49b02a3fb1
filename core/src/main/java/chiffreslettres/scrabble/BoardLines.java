package chiffreslettres.scrabble;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A board read as the move generator reads it: per line square ({@code (direction × 15 + line) × 15 +
 * position}, a row for moves across, a column for moves down) the tile there, its points, whether it is a
 * blank, and for an empty square its anchor and cross-check. An anchor is an empty square next to a tile
 * (the centre on an empty board); a square's cross-check is the set of tiles that make a word with the tiles
 * above and below it in the other direction (every tile when there are none), with those tiles' points.
 * Read once per board and word list, and kept on the board ({@link #of}): a board played from another is
 * read from that one's reading (made first when it has none), only the squares the move changed done again.
 * The arrays are read in place, never changed once made.
 *
 * <p>Each line has a number ({@link #lineId}) that names what is read of it: a line read whole gets a new
 * one, a line that a move left as it was keeps the number it had on the board before, so that two readings
 * whose line has the same number read the same there (a move search's finds on it can be kept).
 */
final class BoardLines {

    /**
     * A board's reading, or the board when it had none, and a move played on it: what the next board is read
     * from.
     */
    record Played(BoardLines before, Board from, Move move) {
    }

    /** The boards without a reading walked back at most to read a board from the one before. */
    private static final int MAX_UNREAD = 8;

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
    final byte[] tile = new byte[2 * N * N];
    final byte[] value = new byte[2 * N * N];
    final boolean[] blank = new boolean[2 * N * N];
    /** Per line square: the {@link TileSet#shownRank rank} of the face of the tile there, 0 when empty. */
    final byte[] rank = new byte[2 * N * N];
    /** Per line square: whether it is an anchor, its cross-check, if it makes a cross word, that word's points. */
    final boolean[] anchor = new boolean[2 * N * N];
    final long[] cross = new long[2 * N * N];
    final boolean[] hasCross = new boolean[2 * N * N];
    final short[] crossSum = new short[2 * N * N];
    /** Per line ({@code direction × 15 + line}): the number of what is read of it, shared only by lines read alike. */
    final long[] lineId = new long[2 * N];
    /** While a reading is made from the board before: the lines written to, a bit each. */
    private int touched;
    /** Where the next new line numbers come from. */
    private static final AtomicLong LINE_IDS = new AtomicLong();
    /** The words whose cross-checks these are. */
    private final CompactAutomaton words;

    /**
     * The reading of a board for a word list: the board's own when it has one of that list, else read from
     * the board it was played from when that one was read, else read whole; kept on the board.
     */
    static BoardLines of(Board board, TileSet tiles, CompactAutomaton words) {
        return of(board, tiles, words, 0);
    }

    /** {@link #of}, {@code unread} boards after the one asked for: the one before is read first when it has none. */
    private static BoardLines of(Board board, TileSet tiles, CompactAutomaton words, int unread) {
        BoardLines known = board.lines();
        if (known != null && known.words == words) {
            return known;
        }
        Played played = board.played();
        BoardLines before = null;
        if (played != null && played.before != null) {
            before = played.before.words == words ? played.before : null;
        } else if (played != null && unread < MAX_UNREAD) {
            before = of(played.from, tiles, words, unread + 1);
        }
        BoardLines read = before != null ? new BoardLines(before, played.move, tiles) : new BoardLines(board, tiles, words);
        board.keep(read);
        return read;
    }

    /** Reads the whole board. */
    BoardLines(Board board, TileSet tiles, CompactAutomaton words) {
        this.words = words;
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
        long first = LINE_IDS.getAndAdd(lineId.length);
        for (int l = 0; l < lineId.length; l++) {
            lineId[l] = first + l;
        }
    }

    /**
     * The reading after {@code move} on the board {@code before} read: the move's squares taken, their
     * empty neighbours anchors, and the cross-checks of the first empty squares at each end of the runs the
     * move's tiles joined done again (no other square's tiles above and below changed).
     */
    private BoardLines(BoardLines before, Move move, TileSet tiles) {
        this.words = before.words;
        System.arraycopy(before.tile, 0, tile, 0, tile.length);
        System.arraycopy(before.value, 0, value, 0, value.length);
        System.arraycopy(before.blank, 0, blank, 0, blank.length);
        System.arraycopy(before.rank, 0, rank, 0, rank.length);
        System.arraycopy(before.anchor, 0, anchor, 0, anchor.length);
        System.arraycopy(before.cross, 0, cross, 0, cross.length);
        System.arraycopy(before.hasCross, 0, hasCross, 0, hasCross.length);
        System.arraycopy(before.crossSum, 0, crossSum, 0, crossSum.length);
        int[] placed = move.packed();
        for (int p : placed) {
            int row = Move.square(p) / N;
            int column = Move.square(p) % N;
            take(row * N + column, Move.code(p), tiles);
            take((N + column) * N + row, Move.code(p), tiles);
        }
        for (int p : placed) {
            // Across its row and down its column: the squares beside the tile's run in the other direction.
            int row = Move.square(p) / N;
            int column = Move.square(p) % N;
            anchorAround(before, row * N, row, column);
            anchorAround(before, (N + column) * N, column, row);
        }
        System.arraycopy(before.lineId, 0, lineId, 0, lineId.length);
        renumber(before);
    }

    /** New numbers for the lines this reading wrote to that read otherwise than in {@code before}. */
    private void renumber(BoardLines before) {
        int changed = 0;
        for (int l = 0; l < 2 * N; l++) {
            if ((touched & 1 << l) != 0 && !readsAlike(before, l * N)) {
                changed |= 1 << l;
            }
        }
        if (changed != 0) {
            long next = LINE_IDS.getAndAdd(Integer.bitCount(changed));
            for (int l = 0; l < 2 * N; l++) {
                if ((changed & 1 << l) != 0) {
                    lineId[l] = next++;
                }
            }
        }
    }

    /** Whether the line starting at line square {@code base} reads here as in {@code other}. */
    private boolean readsAlike(BoardLines other, int base) {
        int to = base + N;
        return Arrays.equals(tile, base, to, other.tile, base, to) && Arrays.equals(blank, base, to, other.blank, base, to)
                && Arrays.equals(anchor, base, to, other.anchor, base, to)
                && Arrays.equals(cross, base, to, other.cross, base, to)
                && Arrays.equals(hasCross, base, to, other.hasCross, base, to)
                && Arrays.equals(crossSum, base, to, other.crossSum, base, to);
    }

    /** Line square {@code at} taken by the board's square {@code s}: no longer an anchor, no cross-check. */
    private void take(int at, int s, TileSet tiles) {
        touched |= 1 << at / N;
        read(at, s, tiles);
        anchor[at] = false;
        cross[at] = 0;
        hasCross[at] = false;
        crossSum[at] = 0;
    }

    /**
     * For the tile at {@code pos} of a line: its empty neighbours in the line made anchors with their
     * cross-checks done again, those of the lines above and below (the other direction's squares) too; a
     * run end another tile of the move ({@code before} read without it) leads to is left to that tile.
     */
    private void anchorAround(BoardLines before, int base, int line, int pos) {
        // The squares above and below in this direction's lines: their runs across the line changed.
        for (int step = -1; step <= 1; step += 2) {
            int l = line + step;
            int next = base + step * N + pos;
            if (l >= 0 && l < N && tile[next] >= 0 && before.tile[next] < 0) {
                continue;
            }
            while (taken(base + (l - line) * N, l, pos)) {
                l += step;
            }
            if (l >= 0 && l < N) {
                int lineBase = base + (l - line) * N;
                touched |= 1 << lineBase / N;
                anchor[lineBase + pos] = true;
                crossCheck(lineBase, l, pos, words);
            }
        }
        // The squares left and right in this line: anchors (their cross-checks run the other way).
        for (int step = -1; step <= 1; step += 2) {
            int q = pos + step;
            if (q >= 0 && q < N && tile[base + q] < 0) {
                touched |= 1 << base / N;
                anchor[base + q] = true;
            }
        }
    }

    /** Line square {@code at} from the board's square {@code s} (0 empty, the tile + 1, negative for a blank). */
    private void read(int at, int s, TileSet tiles) {
        tile[at] = (byte) (s == 0 ? -1 : Math.abs(s) - 1);
        value[at] = (byte) (s > 0 ? tiles.value(s - 1) : 0);
        blank[at] = s < 0;
        rank[at] = (byte) (s == 0 ? 0 : tiles.shownRank(tile[at], blank[at]));
    }

    /** Whether square {@code pos} of the line starting at line square {@code base} is on the board and taken. */
    private boolean taken(int base, int line, int pos) {
        return line >= 0 && line < N && pos >= 0 && pos < N && tile[base + pos] >= 0;
    }

    /** Whether the line starting at line square {@code base} has an anchor: a line without one has no move. */
    boolean anchored(int base) {
        for (int pos = 0; pos < N; pos++) {
            if (anchor[base + pos]) {
                return true;
            }
        }
        return false;
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
        long state = words.start();
        for (int l = top; l < line; l++) {
            int above = at + (l - line) * N;
            sum += value[above];
            state = state < 0 ? state : words.step(state, tile[above]);
        }
        for (int l = line + 1; l <= bottom; l++) {
            sum += value[at + (l - line) * N];
        }
        crossSum[at] = (short) sum;
        long mask = 0;
        if (state >= 0) {
            // Each tile the state can take, then the tiles below it, must end in a word.
            long labels = CompactAutomaton.labels(state);
            for (int rank = 0; labels != 0; rank++, labels &= labels - 1) {
                long s = words.target(state, rank);
                for (int l = line + 1; l <= bottom && s >= 0; l++) {
                    s = words.step(s, tile[at + (l - line) * N]);
                }
                if (s >= 0 && CompactAutomaton.isFinal(s)) {
                    mask |= labels & -labels;
                }
            }
        }
        cross[at] = mask;
    }
}
