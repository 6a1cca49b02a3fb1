package chiffreslettres.scrabble;

import java.util.Arrays;

/**
 * The move of highest equity on a board with tiles (by score alone with {@link Leaves#none}), found from the
 * lexicon's words by their tiles ({@link WordMap}) instead of a walk of its automaton.
 *
 * <p>A move's main word covers a span of a line: squares from one after an empty square (or the edge) to
 * one before an empty square (or the edge), its empty squares taking rack tiles, at least one of them an
 * anchor. So the word is made of the span's board tiles and as many rack tiles as it has empty squares,
 * and its score is a sum: the span's board tiles and cross words' board tiles, plus each rack tile's value
 * times its square's weight (its letter premium times the main word's word premiums, plus its letter and
 * word premium again when it makes a cross word), plus the bingo bonus. Each span is bounded at once, for
 * each number of blanks a move there may play (the rack's highest values on its heaviest squares, plus the
 * best leave of such a move), and searched best bound first, so that the moves that keep the blanks, whose
 * words are one question of the map, come before those that play them; the search stops at the first bound
 * below the best equity found. In a span each way to split the rack into tiles played and tiles kept
 * ({@link RackSplits}) is bounded in the same way with its own tiles and leave, and the word map is asked
 * for the words of its tiles and the span's (with a blank, the tiles that complete a word first;
 * {@link WordLookups} keeps the answers); each word that fits the span (its length and board tiles, every
 * cross-check met) is scored on each choice of the squares its blanks take. Ties go as {@link
 * BestByEquity} breaks them, so the answer is the move generator's. A move of one tile is searched along the
 * line where it makes a word of two tiles or more, across when both do. Not thread-safe; one per search.
 */
final class SpanSearch {

    private static final int N = Board.SIZE;
    private static final int R = TileSet.RACK_SIZE;
    private static final int[] LETTER_FACTOR = BoardLines.LETTER_FACTOR;
    private static final int[] WORD_FACTOR = BoardLines.WORD_FACTOR;

    private final TileSet tiles;
    private final WordMap map;
    private final BoardLines lines;
    private final BestByEquity best;
    /** The rack's splits into tiles played and kept. */
    private final RackSplits splits;
    /** The tiles a square may take from the rack, a bit each: every tile with a blank. */
    private final long fits;
    /** Every tile of the set, a bit each. */
    private final long allTiles;

    /** The span being searched: its line, first square and the square after it. */
    private Direction direction;
    private int line;
    private int base;
    private int start;
    private int end;
    /** Its empty squares (positions of the line), how many, and their weights, heaviest first. */
    private final int[] empty = new int[R];
    private int empties;
    private final int[] weight = new int[R];
    /** Its board tiles as a multiset, and what the move scores before its rack tiles' values. */
    private long boardLo;
    private long boardHi;
    private int fixed;
    /** The product of its empty squares' word premiums. */
    private int factor;
    /** The tiles its empty squares' cross-checks allow, a bit each. */
    private long allowed;
    /** The cross-checks of its empty squares that make cross words, and how many. */
    private final long[] checks = new long[R];
    private final int[] checkAt = new int[R];
    private int checked;
    /**
     * Its length and board tiles as a packed word of the map holds them ({@link WordMap#firstPart}): the bits
     * they take, and their values there.
     */
    private final long[] patternMask = new long[2];
    private final long[] pattern = new long[2];
    private final int[] word = new int[N];
    /** The multiset of the words being played: the span's board tiles, the tiles played, what the blanks stand for. */
    private long wordLow;
    private long wordHigh;
    private final WordLookups lookups;
    /** A span's line, first and last square, packed: its bits. */
    private static final int SPAN_BITS = 13;
    private static final int SPAN = (1 << SPAN_BITS) - 1;
    /**
     * The spans to search, each once for each number of blanks a move may play there: the number of blanks
     * (from bit {@link #SPAN_BITS}), its line, first and last square (packed); and its bound.
     */
    private int[] spanId = new int[256];
    private int[] spanBound = new int[256];
    private int spanCount;
    private final int[] square = new int[N];

    private SpanSearch(Lexicon lexicon, WordMap map, Board board, RackTiles rack, Leaves leaves) {
        this.tiles = lexicon.tiles();
        this.map = map;
        this.lines = BoardLines.of(board, tiles, lexicon.forward());
        this.best = new BestByEquity(leaves);
        this.allTiles = (1L << tiles.size()) - 1;
        this.lookups = new WordLookups(map, allTiles);
        this.splits = new RackSplits(tiles, rack, leaves);
        this.fits = rack.blanks() > 0 ? -1L : splits.rackBits;
    }

    /**
     * The best move of the rack on the board (which has tiles) by equity with these leaves; null when there
     * is none.
     */
    static RatedMove best(Lexicon lexicon, WordMap map, Board board, RackTiles rack, Leaves leaves) {
        SpanSearch search = new SpanSearch(lexicon, map, board, rack, leaves);
        search.run();
        return search.best.move();
    }

    /**
     * Bounds every span, once for each number of blanks a move may play there, then searches them best bound
     * first until a bound falls below the best equity found.
     */
    private void run() {
        for (int lineNumber = 0; lineNumber < 2 * N; lineNumber++) {
            if (lines.anchored(lineNumber * N)) {
                for (int s = 0; s < N; s++) {
                    if (s == 0 || lines.tile[lineNumber * N + s - 1] < 0) {
                        addSpans(lineNumber, s);
                    }
                }
            }
        }
        // Best bound first: a counting sort of the bounds, read from the highest.
        int low = Integer.MAX_VALUE;
        int high = Integer.MIN_VALUE;
        for (int i = 0; i < spanCount; i++) {
            low = Math.min(low, spanBound[i]);
            high = Math.max(high, spanBound[i]);
        }
        if (spanCount == 0) {
            return;
        }
        int[] next = new int[high - low + 2];
        for (int i = 0; i < spanCount; i++) {
            next[high - spanBound[i] + 1]++;
        }
        for (int b = 1; b < next.length; b++) {
            next[b] += next[b - 1];
        }
        int[] order = new int[spanCount];
        for (int i = 0; i < spanCount; i++) {
            order[next[high - spanBound[i]]++] = i;
        }
        int last = -1;
        for (int i : order) {
            if (best.below(spanBound[i], 0)) {
                return;
            }
            int id = spanId[i] & SPAN;
            if (id != last) {
                read(id >> 8, id >> 4 & 0xF, (id & 0xF) + 1);
                last = id;
            }
            searchSpan(spanId[i] >>> SPAN_BITS);
        }
    }

    /**
     * Adds every span of line {@code lineNumber} ({@code direction × 15 + line}) that starts on square {@code
     * s} (after an empty square or the edge) and that a move may cover, once for each number of blanks a move
     * there may play, with its bound: the rack's highest values on its heaviest squares (letter premiums and
     * cross words weighed apart), plus the best leave of a move of that many tiles and blanks.
     */
    private void addSpans(int lineNumber, int s) {
        int lineBase = lineNumber * N;
        int sum = 0;
        int factor = 1;
        int crossWords = 0;
        int k = 0;
        // How many of its empty squares triple and double a letter; how many weigh 3, 2 and 1 in a cross word.
        int tripleLetters = 0;
        int doubleLetters = 0;
        int cross3 = 0;
        int cross2 = 0;
        int cross1 = 0;
        boolean anchored = false;
        boolean onceAcross = false;
        for (int e = s; e < N; e++) {
            int at = lineBase + e;
            if (lines.tile[at] >= 0) {
                sum += lines.value[at];
            } else {
                if (k == splits.rackSize || (lines.cross[at] & fits) == 0) {
                    return;
                }
                k++;
                tripleLetters += LETTER_FACTOR[at] == 3 ? 1 : 0;
                doubleLetters += LETTER_FACTOR[at] == 2 ? 1 : 0;
                if (lines.hasCross[at]) {
                    int w = LETTER_FACTOR[at] * WORD_FACTOR[at];
                    cross3 += w == 3 ? 1 : 0;
                    cross2 += w == 2 ? 1 : 0;
                    cross1 += w == 1 ? 1 : 0;
                    crossWords += lines.crossSum[at] * WORD_FACTOR[at];
                }
                factor *= WORD_FACTOR[at];
                anchored |= lines.anchor[at];
                onceAcross = lineNumber >= N && lines.hasCross[at];
            }
            if (e == s || !anchored || e + 1 < N && lines.tile[at + 1] >= 0 || k == 1 && onceAcross) {
                continue;
            }
            // Per number of blanks played: the rack's highest values on the triples, the next on the doubles, the
            // rest plain (the blanks' zeros last), plus the best leave of such a move.
            for (int c = 0; c <= Math.min(k, splits.rackBlanks); c++) {
                double leave = splits.bestLeave[k * (R + 1) + c];
                if (leave == Double.NEGATIVE_INFINITY) {
                    continue;
                }
                int n = k - c;
                int letters = splits.rackPrefix[n] + splits.rackPrefix[Math.min(n, tripleLetters + doubleLetters)]
                        + splits.rackPrefix[Math.min(n, tripleLetters)];
                int crossLetters = splits.rackPrefix[Math.min(n, cross3 + cross2 + cross1)]
                        + splits.rackPrefix[Math.min(n, cross3 + cross2)] + splits.rackPrefix[Math.min(n, cross3)];
                double bound = (sum + letters) * factor + crossWords + crossLetters
                        + (k == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0) + leave;
                if (spanCount == spanId.length) {
                    spanId = Arrays.copyOf(spanId, 2 * spanCount);
                    spanBound = Arrays.copyOf(spanBound, 2 * spanCount);
                }
                spanId[spanCount] = c << SPAN_BITS | lineNumber << 8 | s << 4 | e;
                spanBound[spanCount++] = (int) Math.ceil(bound);
            }
        }
    }

    /** Puts {@code w} among the {@code size} values of {@code sorted} from {@code from} on (highest first). */
    private static void insert(int[] sorted, int from, int size, int w) {
        int i = from + size - 1;
        for (; i >= from && sorted[i] < w; i--) {
            sorted[i + 1] = sorted[i];
        }
        sorted[i + 1] = w;
    }

    /**
     * Reads the span of line {@code lineNumber} ({@code direction × 15 + line}) from {@code from} to {@code to
     * - 1}, one {@link #addSpans} added: its fields set, its weights sorted.
     */
    private void read(int lineNumber, int from, int to) {
        direction = lineNumber < N ? Direction.ACROSS : Direction.DOWN;
        line = lineNumber % N;
        base = lineNumber * N;
        start = from;
        end = to;
        empties = 0;
        checked = 0;
        patternMask[0] = 0xFL << WordMap.LENGTH_SHIFT;
        patternMask[1] = 0;
        pattern[0] = (long) (to - from) << WordMap.LENGTH_SHIFT;
        pattern[1] = 0;
        boardLo = 0;
        boardHi = 0;
        allowed = 0;
        int sum = 0;
        int factor = 1;
        int crossWords = 0;
        for (int p = from; p < to; p++) {
            int at = base + p;
            int t = lines.tile[at];
            if (t >= 0) {
                int i = p - from;
                patternMask[i / WordMap.FIRST_TILES] |= 0x1FL << WordMap.TILE_BITS * (i % WordMap.FIRST_TILES);
                pattern[i / WordMap.FIRST_TILES] |= (long) t << WordMap.TILE_BITS * (i % WordMap.FIRST_TILES);
                boardLo += WordMap.loOf(t);
                boardHi += WordMap.hiOf(t);
                sum += lines.value[at];
                continue;
            }
            empty[empties++] = p;
            factor *= WORD_FACTOR[at];
            allowed |= lines.cross[at];
            if (lines.hasCross[at]) {
                checkAt[checked] = p - from;
                checks[checked++] = lines.cross[at];
                crossWords += lines.crossSum[at] * WORD_FACTOR[at];
            }
        }
        for (int j = 0; j < empties; j++) {
            int at = base + empty[j];
            int crossWeight = lines.hasCross[at] ? LETTER_FACTOR[at] * WORD_FACTOR[at] : 0;
            insert(weight, 0, j, LETTER_FACTOR[at] * factor + crossWeight);
        }
        allowed &= allTiles;
        this.factor = factor;
        fixed = sum * factor + crossWords + (empties == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0);
    }

    /** The most the values {@code values[from..]} (highest first) add on the span's squares. */
    private int dot(int[] values, int from) {
        int sum = 0;
        for (int j = 0; j < empties; j++) {
            sum += values[from + j] * weight[j];
        }
        return sum;
    }

    /**
     * Whether the tiles that keeping part {@code kept} plays can meet the span's cross-checks: a square no
     * tile of theirs fits takes a blank, and there are blanks enough.
     */
    private boolean crossChecksMet(int kept) {
        int unmet = 0;
        for (int j = 0; j < checked; j++) {
            unmet += (checks[j] & splits.playedBits[kept]) == 0 ? 1 : 0;
        }
        return unmet <= splits.playedBlanks[kept];
    }

    /**
     * Every split of the rack that plays {@code blanksPlayed} blanks and as many tiles as the span has empty
     * squares, bounded, then its words asked for.
     */
    private void searchSpan(int blanksPlayed) {
        for (int kept : splits.keptBySize[empties]) {
            double leave = splits.leaveValues[kept];
            if (splits.playedBlanks[kept] != blanksPlayed
                    || best.below(fixed + dot(splits.playedValues, kept * R), leave) || !crossChecksMet(kept)) {
                continue;
            }
            if (splits.playedBlanks[kept] == 0) {
                // Without a blank, one question of the map: asked at once, not kept.
                wordLow = boardLo + splits.playedLo[kept];
                wordHigh = boardHi + splits.playedHi[kept];
                long range = map.words(wordLow, wordHigh);
                playWords((int) range, (int) (range >>> 32), -1, -1, leave);
                continue;
            }
            int question = lookups.ask(boardLo + splits.playedLo[kept], boardHi + splits.playedHi[kept],
                    splits.playedBlanks[kept]);
            for (int a = lookups.first(question); a < lookups.end(question); a++) {
                long answer = lookups.answer(a);
                int x = WordLookups.blankX(answer);
                int y = WordLookups.blankY(answer);
                if ((x < 0 || (allowed >>> x & 1) != 0) && (y < 0 || (allowed >>> y & 1) != 0)) {
                    wordLow = boardLo + splits.playedLo[kept] + (x < 0 ? 0 : WordMap.loOf(x))
                            + (y < 0 ? 0 : WordMap.loOf(y));
                    wordHigh = boardHi + splits.playedHi[kept] + (x < 0 ? 0 : WordMap.hiOf(x))
                            + (y < 0 ? 0 : WordMap.hiOf(y));
                    playWords(WordLookups.wordsFrom(answer), WordLookups.wordsTo(answer), x, y, leave);
                }
            }
        }
    }

    /**
     * Plays each of the word map's words {@code from} to {@code to - 1} that fits the span, blanks standing for
     * tiles {@code x} and {@code y} (-1: no blank) on each choice of empty squares that holds them.
     */
    private void playWords(int from, int to, int x, int y, double leave) {
        for (int w = from; w < to; w++) {
            if (!fits(w)) {
                continue;
            }
            if (x < 0) {
                play(-1, -1, leave);
                continue;
            }
            for (int j = 0; j < empties; j++) {
                int a = empty[j] - start;
                if (word[a] != x) {
                    continue;
                }
                if (y < 0) {
                    play(a, -1, leave);
                    continue;
                }
                for (int i = 0; i < empties; i++) {
                    int b = empty[i] - start;
                    if (word[b] == y && b != a && (x != y || a < b)) {
                        play(a, b, leave);
                    }
                }
            }
        }
    }

    /**
     * Whether word {@code w} fits the span: its length, the board's tiles where they are ({@link #pattern}), a
     * tile its cross-check allows on each empty square, and its tiles the multiset asked for ({@link #wordLow},
     * {@link #wordHigh}). Its tiles are then in {@link #word}.
     */
    private boolean fits(int w) {
        long first = map.firstPart(w);
        long second = map.secondPart(w);
        if ((first & patternMask[0]) != pattern[0] || (second & patternMask[1]) != pattern[1]) {
            return false;
        }
        for (int j = 0; j < checked; j++) {
            if ((checks[j] >>> WordMap.tile(first, second, checkAt[j]) & 1) == 0) {
                return false;
            }
        }
        long wordLo = 0;
        long wordHi = 0;
        for (int i = 0; i < end - start; i++) {
            int t = WordMap.tile(first, second, i);
            word[i] = t;
            wordLo += WordMap.loOf(t);
            wordHi += WordMap.hiOf(t);
        }
        return wordLo == wordLow && wordHi == wordHigh;
    }

    /**
     * Scores the word {@link #word} on the span, blanks on its squares {@code blankA} and {@code blankB} (-1:
     * none), and offers it.
     */
    private void play(int blankA, int blankB, double leave) {
        int score = fixed;
        for (int j = 0; j < empties; j++) {
            int i = empty[j] - start;
            if (i != blankA && i != blankB) {
                int at = base + empty[j];
                score += tiles.value(word[i]) * (LETTER_FACTOR[at] * factor
                        + (lines.hasCross[at] ? LETTER_FACTOR[at] * WORD_FACTOR[at] : 0));
            }
        }
        if (best.below(score, leave)) {
            return;
        }
        for (int i = 0; i < end - start; i++) {
            int at = base + start + i;
            square[start + i] = lines.tile[at] >= 0 ? lines.rank[at] << 8
                    : MoveGenerator.placedSquare(tiles, word[i], i == blankA || i == blankB);
        }
        best.offer(MoveGenerator.move(tiles, lines, base, square, start, end, direction, line, score), leave);
    }
}
