package chiffreslettres.scrabble;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Every move of a rack on a board, in the order {@link Lexicon#moves} lists them, for a search that asks
 * again and again for the moves of a few racks on boards that differ by a few tiles (an endgame): what a
 * line (a row across, a column down) gives a rack is kept, so that a line that the moves played since left
 * as it was is not searched again. What the caller keeps of each move ({@code keep}, made once a move) is
 * kept with it. At most {@code capacity} lines are kept (rounded up to a power of two), a line's place taken
 * by the next one that falls there.
 *
 * <p>Not thread-safe: one cache a thread.
 *
 * @param <T> what the caller keeps of a move
 */
public final class MoveCache<T> {

    private static final int N = Board.SIZE;
    private static final Direction[] DIRECTIONS = Direction.values();
    /** The most tiles a set may have for its racks' codes ({@link #code}); a larger one is not cached. */
    private static final int MAX_TILES = 62;

    /** What a line gives a rack: its moves in the search's order, and what the caller keeps of each. */
    private record Line(Move[] moves, Object[] kept) {
    }

    private final Lexicon lexicon;
    private final TileSet tiles;
    private final Function<? super Move, ? extends T> keep;
    /** Per place: the line's number + 1 (0: empty), the rack's code, and what the line gives the rack. */
    private final long[] ids;
    private final long[] racks;
    private final Line[] found;
    private final int shift;
    /** The moves of the line being searched. */
    private final List<Move> searched = new ArrayList<>();
    /** The racks asked for last, read, and their codes (a search asks for a few racks again and again). */
    private final String[] lastRacks = new String[4];
    private final RackTiles[] lastRead = new RackTiles[4];
    private final long[] lastCodes = new long[4];
    private int lastNext;

    /**
     * @param capacity the lines kept, 1 to 2^24
     * @param keep     what the caller keeps of a move: called once a move found, not null
     * @throws IllegalArgumentException if {@code capacity} is out of its range
     */
    public MoveCache(Lexicon lexicon, int capacity, Function<? super Move, ? extends T> keep) {
        this.lexicon = Objects.requireNonNull(lexicon, "lexicon");
        this.keep = Objects.requireNonNull(keep, "keep");
        if (capacity < 1 || capacity > 1 << 24) {
            throw new IllegalArgumentException("capacity: 1 to " + (1 << 24) + " lines, not " + capacity);
        }
        this.tiles = lexicon.tiles();
        int bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(capacity - 1));
        this.ids = new long[1 << bits];
        this.racks = new long[1 << bits];
        this.found = new Line[1 << bits];
        this.shift = 64 - bits;
    }

    /**
     * What the caller keeps of every legal move of the rack on the board, in the order {@link Lexicon#moves}
     * lists the moves; a new modifiable list.
     *
     * @throws IllegalArgumentException as {@link Lexicon#moves}
     */
    @SuppressWarnings("unchecked")
    public List<T> moves(Board board, String rack) {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(rack, "rack");
        lexicon.checkBoard(board);
        int last = read(rack);
        RackTiles r = lastRead[last];
        if (board.isEmpty() || tiles.size() > MAX_TILES) {
            List<Move> moves = lexicon.moves(board, rack);
            List<T> kept = new ArrayList<>(moves.size());
            for (Move move : moves) {
                kept.add(keep.apply(move));
            }
            return kept;
        }
        long rackCode = lastCodes[last];
        BoardLines read = BoardLines.of(board, tiles, lexicon.forward());
        MoveGenerator generator = null;
        Line[] given = new Line[DIRECTIONS.length * N];
        int lines = 0;
        int count = 0;
        for (Direction d : DIRECTIONS) {
            for (int line = 0; line < N; line++) {
                int base = (d.ordinal() * N + line) * N;
                if (!read.anchored(base)) {
                    continue;
                }
                long id = read.lineId[base / N] + 1;
                int at = (int) ((id * 0x9E3779B97F4A7C15L ^ rackCode * 0xC2B2AE3D27D4EB4FL) * 0xD6E8FEB86659FD93L >>> shift);
                Line kept = found[at];
                if (kept == null || ids[at] != id || racks[at] != rackCode) {
                    if (generator == null) {
                        generator = new MoveGenerator(lexicon, board, r.counts(), r.blanks(),
                                MoveSink.every((g, end, score, placed) -> searched.add(g.move(end, score, placed))));
                    }
                    searched.clear();
                    generator.runLine(d, line);
                    Move[] moves = searched.toArray(new Move[0]);
                    Object[] made = new Object[moves.length];
                    for (int i = 0; i < moves.length; i++) {
                        made[i] = keep.apply(moves[i]);
                    }
                    kept = new Line(moves, made);
                    ids[at] = id;
                    racks[at] = rackCode;
                    found[at] = kept;
                }
                given[lines++] = kept;
                count += kept.moves.length;
            }
        }
        BestFirstMoves<T> sorted = new BestFirstMoves<>(count);
        for (int l = 0; l < lines; l++) {
            for (int i = 0; i < given[l].moves.length; i++) {
                sorted.add(given[l].moves[i], (T) given[l].kept[i]);
            }
        }
        return sorted.sorted();
    }

    /** The place of the rack among the last racks read, read now if it is not one of them. */
    private int read(String rack) {
        for (int i = 0; i < lastRacks.length; i++) {
            if (rack.equals(lastRacks[i])) {
                return i;
            }
        }
        RackTiles r = RackTiles.parse(tiles, rack);
        int at = lastNext;
        lastNext = (lastNext + 1) % lastRacks.length;
        lastRacks[at] = rack;
        lastRead[at] = r;
        lastCodes[at] = tiles.size() > MAX_TILES ? 0 : code(r);
        return at;
    }

    /** The rack as a number: its tiles in tile order, 6 bits each (the tile's number + 1), then its blanks as 63. */
    private static long code(RackTiles r) {
        long code = 0;
        int[] counts = r.counts();
        for (int t = 0; t < counts.length; t++) {
            for (int c = 0; c < counts[t]; c++) {
                code = code << 6 | t + 1;
            }
        }
        for (int b = 0; b < r.blanks(); b++) {
            code = code << 6 | 63;
        }
        return code;
    }
}
