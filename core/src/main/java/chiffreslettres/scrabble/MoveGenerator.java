package chiffreslettres.scrabble;

import chiffreslettres.automaton.Automaton;
import java.util.List;

/**
 * Every legal move of a rack on a board, by the anchor-and-cross-check method of Appel and Jacobson ("The
 * world's fastest Scrabble program", 1988) over the lexicon's automaton.
 *
 * <p>Each line (a row for moves across, a column for moves down) is searched on its own. An anchor is an
 * empty square next to a tile (the centre on an empty board); every move covers at least one, and is found
 * from the leftmost anchor it covers: the part of the word left of that anchor is either the tiles already
 * there or rack tiles on empty squares that are no anchors. A square's cross-check is the set of tiles
 * that make a word with the tiles above and below it (all tiles when there are none). A move of one tile
 * is found once: along the line where it makes a word of two tiles or more, across when both do.
 *
 * <p>One generator per search; not thread-safe.
 */
final class MoveGenerator {

    private static final int N = Board.SIZE;
    private static final long ALL = -1L;

    private final TileSet tiles;
    private final byte[] squares;
    private final int[] firstArc;
    private final char[] label;
    private final int[] target;
    private final Automaton automaton;
    private final int[] rack;
    private int blanks;
    private final int rackSize;
    private final List<Move> out;
    private final boolean emptyBoard;

    private Direction direction;
    private int line;
    /** Per square of the line: the tiles allowed there, the cross word's tiles' points, whether there is one. */
    private final long[] cross = new long[N];
    private final int[] crossSum = new int[N];
    private final boolean[] hasCross = new boolean[N];
    private final boolean[] anchor = new boolean[N];
    /** Per square of the line, while a move is built: the tile placed there (-1 for none) and if a blank. */
    private final int[] placedTile = new int[N];
    private final boolean[] placedBlank = new boolean[N];
    private int anchorAt;
    private int start;

    /**
     * @param rack   per tile number, how many the rack holds
     * @param blanks the blanks of the rack
     */
    MoveGenerator(Lexicon lexicon, Board board, int[] rack, int blanks, List<Move> out) {
        this.tiles = lexicon.tiles();
        this.squares = board.squares();
        this.emptyBoard = board.isEmpty();
        this.automaton = lexicon.automaton;
        this.firstArc = automaton.firstArc;
        this.label = automaton.label;
        this.target = automaton.target;
        this.rack = rack.clone();
        this.blanks = blanks;
        int size = blanks;
        for (int count : rack) {
            size += count;
        }
        this.rackSize = size;
        this.out = out;
    }

    void run() {
        for (Direction d : Direction.values()) {
            direction = d;
            for (line = 0; line < N; line++) {
                searchLine();
            }
        }
    }

    /** The square of position {@code pos} of the current line, as an index into {@link #squares}. */
    private int square(int onLine, int pos) {
        return direction == Direction.ACROSS ? onLine * N + pos : pos * N + onLine;
    }

    private boolean taken(int onLine, int pos) {
        return onLine >= 0 && onLine < N && pos >= 0 && pos < N && squares[square(onLine, pos)] != 0;
    }

    private int tileAt(int onLine, int pos) {
        return Math.abs(squares[square(onLine, pos)]) - 1;
    }

    private int valueAt(int onLine, int pos) {
        int s = squares[square(onLine, pos)];
        return s > 0 ? tiles.value(s - 1) : 0;
    }

    private int step(int state, int tile) {
        int arc = automaton.arc(state, (char) tile);
        return arc < 0 ? -1 : target[arc];
    }

    private void searchLine() {
        for (int pos = 0; pos < N; pos++) {
            placedTile[pos] = -1;
            boolean free = !taken(line, pos);
            anchor[pos] = free && (emptyBoard ? line == Board.CENTRE && pos == Board.CENTRE
                    : taken(line - 1, pos) || taken(line + 1, pos) || taken(line, pos - 1) || taken(line, pos + 1));
            if (free) {
                crossCheck(pos);
            }
        }
        for (int pos = 0; pos < N; pos++) {
            if (!anchor[pos]) {
                continue;
            }
            anchorAt = pos;
            if (taken(line, pos - 1)) {
                start = pos - 1;
                while (taken(line, start - 1)) {
                    start--;
                }
                int state = 0;
                int sum = 0;
                for (int p = start; p < pos && state >= 0; p++) {
                    state = step(state, tileAt(line, p));
                    sum += valueAt(line, p);
                }
                if (state >= 0) {
                    extend(state, pos, sum, 1, 0, 0);
                }
            } else {
                int limit = 0;
                for (int p = pos - 1; p >= 0 && !taken(line, p) && !anchor[p] && limit < rackSize - 1; p--) {
                    limit++;
                }
                for (int left = 0; left <= limit; left++) {
                    start = pos - left;
                    extend(0, start, 0, 1, 0, 0);
                }
            }
        }
    }

    /** The cross-check of an empty square of the line: the tiles that make a word with those above and below. */
    private void crossCheck(int pos) {
        int top = line;
        while (taken(top - 1, pos)) {
            top--;
        }
        int bottom = line;
        while (taken(bottom + 1, pos)) {
            bottom++;
        }
        hasCross[pos] = top < line || bottom > line;
        if (!hasCross[pos]) {
            cross[pos] = ALL;
            crossSum[pos] = 0;
            return;
        }
        int sum = 0;
        int state = 0;
        for (int l = top; l < line; l++) {
            sum += valueAt(l, pos);
            if (state >= 0) {
                state = step(state, tileAt(l, pos));
            }
        }
        for (int l = line + 1; l <= bottom; l++) {
            sum += valueAt(l, pos);
        }
        crossSum[pos] = sum;
        long mask = 0;
        if (state >= 0) {
            for (int a = firstArc[state]; a < firstArc[state + 1]; a++) {
                int s = target[a];
                for (int l = line + 1; l <= bottom && s >= 0; l++) {
                    s = step(s, tileAt(l, pos));
                }
                if (s >= 0 && automaton.isFinal(s)) {
                    mask |= 1L << label[a];
                }
            }
        }
        cross[pos] = mask;
    }

    /**
     * Goes on from square {@code pos} in automaton state {@code state}: through a tile already there, or
     * with each rack tile (and blank) the automaton and the cross-check allow. The main word's points so far
     * are {@code sum} times {@code factor}; {@code crossWords} the cross words' points; {@code placed} the
     * tiles placed.
     */
    private void extend(int state, int pos, int sum, int factor, int crossWords, int placed) {
        if (pos < N && taken(line, pos)) {
            int next = step(state, tileAt(line, pos));
            if (next >= 0) {
                extend(next, pos + 1, sum + valueAt(line, pos), factor, crossWords, placed);
            }
            return;
        }
        if (pos > anchorAt && automaton.isFinal(state) && pos - start >= 2) {
            record(pos, sum * factor + crossWords + (placed == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0), placed);
        }
        if (pos == N || placed == rackSize) {
            return;
        }
        long allowed = pos < anchorAt ? ALL : cross[pos];
        Premium premium = direction == Direction.ACROSS ? Premium.at(line, pos) : Premium.at(pos, line);
        int lf = premium.letterFactor();
        int wf = premium.wordFactor();
        for (int a = firstArc[state]; a < firstArc[state + 1]; a++) {
            int t = label[a];
            if ((allowed & 1L << t) == 0) {
                continue;
            }
            if (rack[t] > 0) {
                int points = tiles.value(t) * lf;
                rack[t]--;
                placedTile[pos] = t;
                placedBlank[pos] = false;
                extend(target[a], pos + 1, sum + points, factor * wf,
                        hasCross[pos] ? crossWords + (crossSum[pos] + points) * wf : crossWords, placed + 1);
                rack[t]++;
            }
            if (blanks > 0) {
                blanks--;
                placedTile[pos] = t;
                placedBlank[pos] = true;
                extend(target[a], pos + 1, sum, factor * wf,
                        hasCross[pos] ? crossWords + crossSum[pos] * wf : crossWords, placed + 1);
                blanks++;
            }
            placedTile[pos] = -1;
        }
    }

    /** Records the move whose main word ends before {@code end}. */
    private void record(int end, int score, int placed) {
        if (placed == 1 && direction == Direction.DOWN && hasCross[anchorAt]) {
            return;
        }
        StringBuilder word = new StringBuilder(end - start + 2);
        int[] packed = new int[placed];
        int n = 0;
        for (int p = start; p < end; p++) {
            int t = placedTile[p];
            boolean blank;
            if (t >= 0) {
                blank = placedBlank[p];
                int sq = square(line, p);
                packed[n++] = sq | t << 8 | (blank ? 1 << 16 : 0);
            } else {
                t = tileAt(line, p);
                blank = squares[square(line, p)] < 0;
            }
            word.append(tiles.shown(t, blank));
        }
        int row = direction == Direction.ACROSS ? line : start;
        int column = direction == Direction.ACROSS ? start : line;
        out.add(new Move(tiles, row, column, direction, word.toString(), packed, score));
    }
}
