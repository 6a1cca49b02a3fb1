package chiffreslettres.scrabble;

/**
 * The legal moves of a rack on a board, by the anchor-and-cross-check method of Appel and Jacobson ("The
 * world's fastest Scrabble program", 1988) over the lexicon's automaton, handed to a {@link MoveSink}.
 *
 * <p>Each line (a row for moves across, a column for moves down) is searched on its own. An anchor is an
 * empty square next to a tile (the centre on an empty board; {@link BoardLines} reads them and the
 * cross-checks); every move covers at least one, and is found from the leftmost anchor it covers: the part of the word left of that anchor is either the tiles already
 * there or rack tiles on empty squares that are no anchors. A square's cross-check is the set of tiles
 * that make a word with the tiles above and below it (all tiles when there are none). A move of one tile
 * is found once: along the line where it makes a word of two tiles or more, across when both do. At each
 * square the tiles tried are one bit mask: the state's arc labels, the square's cross-check and the rack's
 * tiles (every tile while a blank is left); a tile's arc is found by counting the labels below it. On the
 * empty board only moves across are searched: the board is symmetric about its diagonal, so each is also
 * handed to the sink turned down the centre column, with the same score.
 *
 * <p>A left part of rack tiles is built leftwards from the anchor in the lexicon's reversed prefixes
 * ({@link ReversedPrefixes}), the board's tiles right of the anchor read first, so that every left part it
 * builds goes on into some word through the anchor's tile and those board tiles, and every length of left
 * part is tried in one walk; where the run built can begin a word, the word's state is found by walking it
 * from its first tile, and the move goes on rightwards. A left part of board tiles is walked as it stands.
 *
 * <p>When the sink keeps only the best, every anchor is given a {@link ScoreBound} (the best over its
 * lengths of left part), the anchors are searched best bound first, and a branch whose bound is below the
 * sink's floor is left; while a left part of rack tiles is built, a length whose own bound (and, to go on
 * leftwards, every longer one's) is below the floor is left too.
 *
 * <p>The rack's tiles while moves are built, and the leave of the move being reported, are kept by the
 * {@link RackInPlay} it extends. One generator per search; not thread-safe.
 */
final class MoveGenerator extends RackInPlay {

    private static final int N = Board.SIZE;
    private static final Direction[] DIRECTIONS = Direction.values();
    private static final Direction[] ACROSS_ONLY = {Direction.ACROSS};
    /** The mark of a square that took a tile of the move being built ({@link #square}): this bit. */
    private static final int PLACED_BIT = Move.LAID_BITS;
    private static final int PLACED = 1 << PLACED_BIT;

    private final TileSet tiles;
    /** The lexicon's words, walked rightwards. */
    private final CompactAutomaton words;
    /** The lexicon's reversed prefixes ({@link ReversedPrefixes}), walked leftwards from an anchor. */
    private final CompactAutomaton back;
    private final MoveSink sink;
    private final boolean emptyBoard;

    /** The board's lines: tiles, anchors, cross-checks. */
    private final BoardLines lines;
    private final byte[] lineTile;
    private final long[] cross;
    private static final int[] LETTER_FACTOR = BoardLines.LETTER_FACTOR;
    private static final int[] WORD_FACTOR = BoardLines.WORD_FACTOR;
    private ScoreBound bound;

    /** The starts of the line {@link #runLine} searches, made again for each line (null before the first). */
    private Starts lineStarts;
    private Direction direction;
    private int line;
    /** The line square of position 0 of the current line. */
    private int lineBase;
    /**
     * Per position of the line, while a move is built: the rank of the face there, placed or on the board, from
     * bit 8; and for a tile placed, {@link #PLACED} and the tile as {@link Move} lays it (its number, and
     * {@link Move#LAID_BLANK} for a blank).
     */
    private final int[] square = new int[N];
    /** While a left part of rack tiles is built: per position up to {@link #runEnd}, the tile there, placed or on the board. */
    private final int[] runTile = new int[N];
    private int anchorAt;
    /** Whether the move being reported is the one found, turned about the diagonal (empty board only). */
    private boolean transposed;
    private int start;
    /** The square after the anchor and the board's tiles right of it, while a left part is built. */
    private int runEnd;
    /** The leftmost square the current start's left part may take: every length up to it is tried in one walk. */
    private int leftmost;
    /**
     * While a start with a left part of rack tiles is searched with a bound, per length of left part (rack
     * tiles left of the anchor): at most what a move with a left part that long is worth, and one that long
     * or longer.
     */
    private final int[] leftBound = new int[N + 1];
    private final int[] longerBound = new int[N + 1];

    /**
     * @param rack   per tile number, how many the rack holds
     * @param blanks the blanks of the rack
     */
    MoveGenerator(Lexicon lexicon, Board board, int[] rack, int blanks, MoveSink sink) {
        super(rack, blanks, sink.leaves(), sink.floor() != Integer.MIN_VALUE);
        this.tiles = lexicon.tiles();
        this.emptyBoard = board.isEmpty();
        this.words = lexicon.forward();
        this.back = lexicon.backward();
        this.lines = BoardLines.of(board, tiles, words);
        this.lineTile = lines.tile;
        this.cross = lines.cross;
        this.sink = sink;
    }

    /** Runs the search: every place a move can start from, best bound first when the sink keeps the best. */
    void run() {
        Starts starts = new Starts();
        boolean bounded = parts != null && sink.floor() != Integer.MIN_VALUE;
        if (bounded) {
            bound = new ScoreBound(lineTile, lines.value, lines.hasCross, lines.crossSum, cross, LETTER_FACTOR,
                    WORD_FACTOR, parts, tiles, lines);
        }
        for (Direction d : emptyBoard ? ACROSS_ONLY : DIRECTIONS) {
            direction = d;
            for (line = 0; line < N; line++) {
                lineBase = (d.ordinal() * N + line) * N;
                addStarts(starts);
            }
        }
        if (bounded) {
            starts.sortByBound();
        }
        search(starts, bounded);
    }

    /**
     * Runs the search on one line alone (line {@code number} of direction {@code d}): the moves the whole
     * search finds there, in the same order. For a sink that keeps every move, on a board with tiles.
     */
    void runLine(Direction d, int number) {
        if (emptyBoard || sink.floor() != Integer.MIN_VALUE) {
            throw new IllegalStateException("one line is searched only for every move on a board with tiles");
        }
        if (lineStarts == null) {
            lineStarts = new Starts(N);
        }
        Starts starts = lineStarts;
        starts.size = 0;
        direction = d;
        line = number;
        lineBase = (d.ordinal() * N + number) * N;
        addStarts(starts);
        search(starts, false);
    }

    /** Searches the starts in their order, leaving those below the sink's floor once they are sorted by bound. */
    private void search(Starts starts, boolean bounded) {
        for (int i = 0; i < starts.size; i++) {
            if (bounded && starts.bound[i] < sink.floor()) {
                break;
            }
            int s = starts.at[i];
            direction = DIRECTIONS[s >> 16];
            line = s >> 8 & 0xFF;
            lineBase = (direction.ordinal() * N + line) * N;
            anchorAt = s >> 4 & 0xF;
            start = s & 0xF;
            for (int p = 0; p < N; p++) {
                square[p] = lines.rank[lineBase + p] << 8;
            }
            if (lines.taken(lineBase, anchorAt - 1)) {
                extend(starts.state[i], anchorAt, starts.sum[i], 1, 0, 0);
            } else {
                leftmost = start;
                if (bounded) {
                    boundLeftParts(anchorAt, start);
                }
                fromAnchor();
            }
        }
    }

    /** Every place a move of the current line can start from: an anchor and how its left part is made. */
    private void addStarts(Starts starts) {
        for (int pos = 0; pos < N; pos++) {
            if (!lines.anchor[lineBase + pos] || (cross[lineBase + pos] & rackMask) == 0) {
                continue;
            }
            if (lines.taken(lineBase, pos - 1)) {
                int from = pos - 1;
                while (lines.taken(lineBase, from - 1)) {
                    from--;
                }
                long state = words.start();
                int sum = 0;
                for (int p = from; p < pos && state >= 0; p++) {
                    state = words.step(state, lineTile[lineBase + p]);
                    sum += lines.value[lineBase + p];
                }
                if (state >= 0) {
                    starts.add(this, pos, from, state, sum);
                }
            } else {
                int limit = 0;
                for (int p = pos - 1; p >= 0 && !lines.taken(lineBase, p) && !lines.anchor[lineBase + p]
                        && limit < rackSize - 1; p--) {
                    limit++;
                }
                // One start for every length of left part: its bound the best of theirs.
                starts.add(this, pos, pos - limit, words.start(), 0, bound == null ? 0 : boundLeftParts(pos, pos - limit));
            }
        }
    }

    /**
     * The bounds of the lengths of left part of the start at anchor {@code anchor} whose left part of rack
     * tiles may reach square {@code from} ({@link #leftBound}, {@link #longerBound}), each its bound as a start
     * of its own; returns the best of them.
     */
    private int boundLeftParts(int anchor, int from) {
        int best = Integer.MIN_VALUE;
        for (int left = anchor - from; left >= 0; left--) {
            int b = startBound(anchor, anchor - left, words.start(), 0);
            leftBound[left] = b;
            best = Math.max(best, b);
            longerBound[left] = best;
        }
        anchorAt = anchor;
        start = from;
        return best;
    }

    /** Where a start's search begins: the anchor after board tiles, else the left part's first square. */
    private int firstFree() {
        return lines.taken(lineBase, anchorAt - 1) ? anchorAt : start;
    }

    /** The bound of a start, or 0 when the search is not bounded. */
    int startBound(int anchorPos, int from, long state, int sum) {
        anchorAt = anchorPos;
        start = from;
        return bound == null ? 0 : worthBound(firstFree(), state, sum, 1, 0, 0);
    }

    /**
     * At most what a move is worth that goes on from square {@code pos} of the line (its score, plus the
     * most its leave can add when the sink weighs leaves).
     */
    private int worthBound(int pos, long state, int sum, int factor, int crossWords, int placed) {
        return bound.upTo(lineBase + pos, Math.min(rackSize - placed, words.height(state)), part, sum, factor, crossWords,
                placed, (rackBits & ~words.reach(state)) == 0, margin[part], margin[0]);
    }

    int startKey(int anchorPos, int from) {
        return direction.ordinal() << 16 | line << 8 | anchorPos << 4 | from;
    }

    /**
     * Searches a start whose left part is rack tiles: the board's tiles right of the anchor read backwards,
     * then the anchor's tile, then the left part's tiles leftwards, in the automaton of reversed prefixes.
     */
    private void fromAnchor() {
        int end = anchorAt + 1;
        while (end < N && lineTile[lineBase + end] >= 0) {
            end++;
        }
        long state = back.start();
        int sum = 0;
        for (int p = end - 1; p > anchorAt && state >= 0; p--) {
            runTile[p] = lineTile[lineBase + p];
            state = back.step(state, runTile[p]);
            sum += lines.value[lineBase + p];
        }
        if (state >= 0) {
            runEnd = end;
            leftward(state, anchorAt, sum, 1, 0, 0);
        }
    }

    /**
     * Places a rack tile (or blank) on empty square {@code pos}, the anchor's first, then leftwards to the
     * start's leftmost square, the run read backwards a path of the reversed prefixes ({@link #leftOn} goes
     * on). The arguments are {@link #extend}'s.
     */
    private void leftward(long state, int pos, int sum, int factor, int crossWords, int placed) {
        long labels = CompactAutomaton.labels(state);
        placeLeft(state, labels, labels & cross[lineBase + pos] & available(), pos, sum, factor,
                crossWords, placed);
    }

    /**
     * Places each of the {@code candidates} (tiles, a bit each, among the state's {@code labels} in the
     * reversed prefixes) on empty square {@code pos} of a left part: from the rack when it holds one, and as a
     * blank while one is left; each then goes on leftwards ({@link #leftOn}) if the run can still begin a
     * word. The other arguments are {@link #extend}'s.
     */
    private void placeLeft(long state, long labels, long candidates, int pos, int sum, int factor, int crossWords,
            int placed) {
        int at = lineBase + pos;
        int lf = LETTER_FACTOR[at];
        int wf = WORD_FACTOR[at];
        int room = Math.min(pos - leftmost, rackSize - placed - 1);
        while (candidates != 0) {
            int t = Long.numberOfTrailingZeros(candidates);
            long bit = candidates & -candidates;
            candidates ^= bit;
            long next = back.target(state, Long.bitCount(labels & (bit - 1)));
            // The run must be able to begin a word within the squares and the rack tiles left.
            if (CompactAutomaton.low(next) > room) {
                continue;
            }
            runTile[pos] = t;
            if ((rackBits & bit) != 0) {
                int points = tiles.value(t) * lf;
                take(t, bit);
                square[pos] = placedSquare(t, false);
                leftOn(next, pos, sum + points, factor * wf, crossAfter(at, crossWords, points), placed + 1);
                putBack(t, bit);
            }
            if (blanks > 0) {
                takeBlank();
                square[pos] = placedSquare(t, true);
                leftOn(next, pos, sum, factor * wf, crossAfter(at, crossWords, 0), placed + 1);
                putBackBlank();
            }
        }
    }

    /**
     * Places each of the {@code candidates} (tiles, a bit each, among the state's {@code labels} in the words)
     * on empty square {@code pos}: from the rack when it holds one, and as a blank while one is left; each then
     * goes on rightwards ({@link #extend}). The other arguments are {@link #extend}'s.
     */
    private void placeRight(long state, long labels, long candidates, int pos, int sum, int factor, int crossWords,
            int placed) {
        int at = lineBase + pos;
        int lf = LETTER_FACTOR[at];
        int wf = WORD_FACTOR[at];
        // A next state leads on only with the arc of the board tile on the next square, else when it ends a
        // word or takes a tile the next square and the rack allow.
        long leads = pos + 1 < N && lineTile[at + 1] >= 0 ? 1L << lineTile[at + 1]
                : CompactAutomaton.goesOn(pos + 1 == N || placed + 1 == rackSize ? 0 : cross[at + 1] & available());
        while (candidates != 0) {
            int t = Long.numberOfTrailingZeros(candidates);
            long bit = candidates & -candidates;
            candidates ^= bit;
            long next = words.target(state, Long.bitCount(labels & (bit - 1)));
            if ((next & leads) == 0) {
                continue;
            }
            if ((rackBits & bit) != 0) {
                int points = tiles.value(t) * lf;
                take(t, bit);
                square[pos] = placedSquare(t, false);
                extend(next, pos + 1, sum + points, factor * wf, crossAfter(at, crossWords, points), placed + 1);
                putBack(t, bit);
            }
            if (blanks > 0) {
                takeBlank();
                square[pos] = placedSquare(t, true);
                extend(next, pos + 1, sum, factor * wf, crossAfter(at, crossWords, 0), placed + 1);
                putBackBlank();
            }
        }
    }

    /** A square that took tile {@code t} (as a blank or not), as {@link #square} holds it. */
    private int placedSquare(int t, boolean blank) {
        return placedSquare(tiles, t, blank);
    }

    /** A square that took tile {@code t} (as a blank or not), as {@link #move} reads it. */
    static int placedSquare(TileSet tiles, int t, boolean blank) {
        return tiles.shownRank(t, blank) << 8 | PLACED | (blank ? Move.LAID_BLANK : 0) | t;
    }

    /**
     * The cross words' points once a tile worth {@code points} (its letter premium counted; 0 for a blank) is
     * on line square {@code at}: {@code crossWords} plus the word it makes across the line, if any.
     */
    private int crossAfter(int at, int crossWords, int points) {
        return lines.hasCross[at] ? crossWords + (lines.crossSum[at] + points) * WORD_FACTOR[at] : crossWords;
    }

    /**
     * After a left part's tile on {@code pos}: when the run can begin a word there, the word goes on right of
     * the anchor's board tiles (its walk made again from its first tile in the lexicon's automaton); then the
     * left part grows by a square while it may.
     */
    private void leftOn(long state, int pos, int sum, int factor, int crossWords, int placed) {
        int left = anchorAt - pos;
        if (CompactAutomaton.isFinal(state) && (bound == null || leftBound[left] >= sink.floor())) {
            start = pos;
            long forward = words.start();
            // The run can begin a word: each of its tiles has its arc.
            for (int p = pos; p < runEnd; p++) {
                forward = words.stepOn(forward, runTile[p]);
            }
            extend(forward, runEnd, sum, factor, crossWords, placed);
        }
        if (pos > leftmost && (bound == null || longerBound[left + 1] >= sink.floor())) {
            leftward(state, pos - 1, sum, factor, crossWords, placed);
        }
    }


    /**
     * Goes on from square {@code pos} in automaton state {@code state}: through a tile already there, or
     * with each rack tile (and blank) the automaton and the cross-check allow. The main word's points so far
     * are {@code sum} times {@code factor}; {@code crossWords} the cross words' points; {@code placed} the
     * tiles placed.
     */
    private void extend(long state, int pos, int sum, int factor, int crossWords, int placed) {
        int at = lineBase + pos;
        if (pos < N && lineTile[at] >= 0) {
            long next = words.step(state, lineTile[at]);
            if (next >= 0) {
                extend(next, pos + 1, sum + lines.value[at], factor, crossWords, placed);
            }
            return;
        }
        if (pos > anchorAt && CompactAutomaton.isFinal(state) && pos - start >= 2) {
            int score = sum * factor + crossWords + (placed == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0);
            boolean onceAcross = placed == 1 && direction == Direction.DOWN && lines.hasCross[lineBase + anchorAt];
            if (score + margin[part] >= sink.floor() && !onceAcross) {
                sink.accept(this, pos, score, placed);
                if (emptyBoard) {
                    transposed = true;
                    sink.accept(this, pos, score, placed);
                    transposed = false;
                }
            }
        }
        if (pos == N || placed == rackSize) {
            return;
        }
        long labels = CompactAutomaton.labels(state);
        long candidates = labels & cross[at] & available();
        if (candidates == 0
                || bound != null && worthBound(pos, state, sum, factor, crossWords, placed) < sink.floor()) {
            return;
        }
        placeRight(state, labels, candidates, pos, sum, factor, crossWords, placed);
    }

    /** The move being reported, whose main word ends before {@code end}. */
    Move move(int end, int score, int placed) {
        return move(tiles, lines, lineBase, square, start, end, transposed ? Direction.DOWN : direction, line, score);
    }

    /**
     * The move whose main word covers positions {@code start} to {@code end - 1} of a line, per position as
     * {@link #square} holds it (the rank of the face there from bit 8; for a tile placed, {@link #PLACED} and
     * the tile as {@link Move} lays it). A word of at most nine one-character faces is left for its key to
     * spell ({@link Move#word()}); a longer one, or one with a digraph, is spelled.
     *
     * @param lineBase the line square of position 0 of the line (its board tiles are read there)
     * @param d        the move's direction; {@code line} its row (across) or column (down)
     */
    static Move move(TileSet tiles, BoardLines lines, int lineBase, int[] square, int start, int end, Direction d,
            int line, int score) {
        long key = 0;
        boolean inKey = end - start <= Move.KEY_CHARACTERS;
        long laid = 0;
        int shift = Move.LAID_TILES;
        // Every square is read alike: a board tile's square and tile count for nothing (mask 0).
        for (int p = start; p < end; p++) {
            int at = square[p];
            long placedHere = at >>> PLACED_BIT & 1;
            long mask = -placedHere;
            laid |= placedHere << p - start | (at & PLACED - 1 & mask) << shift;
            shift += (int) (mask & Move.LAID_BITS);
            int rank = at >>> 8;
            inKey &= rank != 0;
            key = key << 7 | rank;
        }
        String word = null;
        if (inKey) {
            key <<= 7 * (Move.KEY_CHARACTERS - (end - start));
        } else {
            StringBuilder spelled = new StringBuilder(2 * (end - start));
            for (int p = start; p < end; p++) {
                int at = square[p];
                spelled.append((at & PLACED) != 0 ? tiles.shown(at & Move.LAID_BLANK - 1, (at & Move.LAID_BLANK) != 0)
                        : tiles.shown(lines.tile[lineBase + p], lines.blank[lineBase + p]));
            }
            word = spelled.toString();
            key = Move.wordKey(tiles, word);
        }
        int row = d == Direction.ACROSS ? line : start;
        int column = d == Direction.ACROSS ? start : line;
        return new Move(tiles, row, column, d, word, laid, score, key);
    }
}
