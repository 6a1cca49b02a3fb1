package chiffreslettres.scrabble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The move of highest equity on the empty board, and every move there, found from the rack's anagrams ({@link RackAnagrams})
 * instead of a walk of the automaton. There a move is a word of rack tiles alone, across the centre row or
 * down the centre column, over the centre square; so each way to split the rack into tiles played and
 * tiles kept is bounded at once: its tiles' values on the best letter premiums a word of that length can
 * cover, times its word premiums, plus the bingo bonus, plus what the tiles kept are worth. The splits are
 * tried best bound first, each asking the anagrams for its words (with a blank, the tiles that complete a
 * word), and the search stops at the first split whose bound is below the best equity found. Every word,
 * place and choice of the squares its blanks take is scored; ties go as {@link BestByEquity} breaks them,
 * so the answer is the move generator's. Every move ({@link #every}) is each split's words at each place,
 * across, sorted, then each given the move down that turns it, in place. Not thread-safe; one per search.
 */
final class OpeningSearch {

    private static final int N = Board.SIZE;
    private static final int MAX = TileSet.RACK_SIZE;
    /** The centre row's squares in {@link BoardLines}' numbering: moves across, line {@link Board#CENTRE}. */
    private static final int ROW = Board.CENTRE * N;

    /**
     * Per word length, per place over the centre on the centre row: its squares' letter factors in decreasing
     * order, then the product of their word factors.
     */
    private static final int[][][] PLACES = new int[MAX + 1][][];

    static {
        for (int length = 1; length <= MAX; length++) {
            int first = Math.max(0, Board.CENTRE - length + 1);
            int last = Math.min(Board.CENTRE, N - length);
            PLACES[length] = new int[last - first + 1][];
            for (int start = first; start <= last; start++) {
                int[] place = new int[length + 1];
                place[length] = 1;
                for (int i = 0; i < length; i++) {
                    place[i] = BoardLines.LETTER_FACTOR[ROW + start + i];
                    place[length] *= BoardLines.WORD_FACTOR[ROW + start + i];
                }
                Arrays.sort(place, 0, length);
                for (int i = 0; i < length / 2; i++) {
                    int swap = place[i];
                    place[i] = place[length - 1 - i];
                    place[length - 1 - i] = swap;
                }
                PLACES[length][start - first] = place;
            }
        }
    }

    private final TileSet tiles;
    private final RackAnagrams anagrams;
    /** The best move kept, or null when every move is listed ({@link #every}). */
    private final BestByEquity best;
    /** Every move across, when they are listed; else null. */
    private final BestFirstMoves<Move> every;
    private final int[] word = new int[MAX];
    private final int[] counts;

    private OpeningSearch(TileSet tiles, RackAnagrams anagrams, Leaves leaves) {
        this.tiles = tiles;
        this.anagrams = anagrams;
        this.best = leaves == null ? null : new BestByEquity(leaves);
        this.every = leaves == null ? new BestFirstMoves<>() : null;
        this.counts = new int[tiles.size()];
    }

    /** The best move of the rack on the empty board by equity with these leaves; null when there is none. */
    static RatedMove best(TileSet tiles, RackAnagrams anagrams, RackTiles rack, Leaves leaves) {
        OpeningSearch search = new OpeningSearch(tiles, anagrams, leaves);
        search.run(rack);
        return search.best.move();
    }

    /**
     * Every move of the rack on the empty board, in {@link Lexicon#BEST_MOVE_FIRST} order: each split of the
     * rack's words at each place, across, then turned down ({@link #withTurned}).
     */
    static List<Move> every(TileSet tiles, RackAnagrams anagrams, RackTiles rack) {
        OpeningSearch search = new OpeningSearch(tiles, anagrams, null);
        RackParts parts = new RackParts(rack.counts(), rack.blanks());
        for (int kept = 0; kept < parts.size(); kept++) {
            if (search.playedBy(rack, parts, kept) >= 2) {
                search.playWords(rack.blanks() - parts.blanks(kept), 0);
            }
        }
        return withTurned(search.every.sorted());
    }

    /**
     * The moves of the empty board in {@link Lexicon#BEST_MOVE_FIRST} order, from the moves across in that
     * order: each run of one score and word (a row, the centre one) gets the moves down that turn them, in
     * place. Those that start above the centre row come before it (by row, the columns' order), the one that
     * starts on the centre square after it.
     *
     * @param across the moves across the centre row, best first
     */
    static List<Move> withTurned(List<Move> across) {
        List<Move> out = new ArrayList<>(2 * across.size());
        for (int from = 0; from < across.size();) {
            int to = from + 1;
            while (to < across.size() && across.get(to).score() == across.get(from).score()
                    && Move.compareWords(across.get(to), across.get(from)) == 0) {
                to++;
            }
            Move last = null;
            for (int i = from; i < to; i++) {
                Move down = across.get(i).turned();
                if (down.row() < Board.CENTRE) {
                    out.add(down);
                } else {
                    last = down;
                }
            }
            out.addAll(across.subList(from, to));
            if (last != null) {
                out.add(last);
            }
            from = to;
        }
        return out;
    }

    /** Tries the splits of the rack best bound first, until a bound falls below the best equity found. */
    private void run(RackTiles rack) {
        int[] rackCounts = rack.counts();
        RackParts parts = new RackParts(rackCounts, rack.blanks());
        double[] leaveValues = parts.leaveValues(best.leaves());
        int[] held = new int[MAX];
        int kinds = 0;
        for (int t = 0; t < rackCounts.length; t++) {
            if (rackCounts[t] > 0) {
                held[kinds++] = t;
            }
        }
        // Each part of the rack as the tiles kept (their counts an odometer in the parts' numbering, blanks
        // last): the rest is played. Its key: its bound rounded up to sixteenths, then its number.
        long[] keys = new long[parts.size()];
        int splits = 0;
        int[] kept = new int[kinds + 1];
        int[] values = new int[MAX];
        for (int part = 0; part < parts.size(); part++) {
            int played = 0;
            for (int i = 0; i < kinds; i++) {
                for (int c = rackCounts[held[i]] - kept[i]; c > 0; c--) {
                    values[played++] = tiles.value(held[i]);
                }
            }
            int length = played + rack.blanks() - kept[kinds];
            if (length >= 2) {
                Arrays.fill(values, played, length, 0);
                double bound = scoreBound(values, length) + leaveValues[part];
                keys[splits++] = (long) Math.ceil(bound * 16) << 8 | part;
            }
            for (int i = 0; i <= kinds && ++kept[i] > (i < kinds ? rackCounts[held[i]] : rack.blanks()); i++) {
                kept[i] = 0;
            }
        }
        Arrays.sort(keys, 0, splits);
        for (int i = splits - 1; i >= 0; i--) {
            RatedMove found = best.move();
            if (found != null && (keys[i] >> 8) / 16.0 < found.equity()) {
                break;
            }
            int part = (int) (keys[i] & 0xFF);
            playedBy(rack, parts, part);
            playWords(rack.blanks() - parts.blanks(part), leaveValues[part]);
        }
    }

    /**
     * Sets {@link #counts} to the rack's tiles that keeping part {@code kept} plays; returns how many tiles it
     * plays, blanks included.
     */
    private int playedBy(RackTiles rack, RackParts parts, int kept) {
        int[] keptCounts = parts.counts(kept);
        int played = rack.blanks() - parts.blanks(kept);
        for (int t = 0; t < counts.length; t++) {
            counts[t] = rack.counts()[t] - keptCounts[t];
            played += counts[t];
        }
        return played;
    }

    /**
     * At most what a word of the {@code length} tiles whose values are {@code values} scores on the centre
     * row over the centre: the highest values on the highest letter premiums, at the best place.
     */
    private static int scoreBound(int[] values, int length) {
        // Values in decreasing order (a few, by insertion).
        for (int i = 1; i < length; i++) {
            int v = values[i];
            int j = i - 1;
            for (; j >= 0 && values[j] < v; j--) {
                values[j + 1] = values[j];
            }
            values[j + 1] = v;
        }
        int best = 0;
        for (int[] place : PLACES[length]) {
            int sum = 0;
            for (int i = 0; i < length; i++) {
                sum += values[i] * place[i];
            }
            best = Math.max(best, sum * place[length]);
        }
        return best + (length == MAX ? TileSet.BINGO_BONUS : 0);
    }

    /** Every word of the tiles {@link #counts} and {@code blanks} blanks, each scored with the leave {@code leave}. */
    private void playWords(int blanks, double leave) {
        if (blanks == 0) {
            playAnagrams(anagrams.anagrams(RackAnagrams.keyOf(counts)), -1, -1, leave);
            return;
        }
        if (blanks == 1) {
            for (long m = anagrams.completions(RackAnagrams.keyOf(counts)); m != 0; m &= m - 1) {
                playCompleted(Long.numberOfTrailingZeros(m), -1, leave);
            }
            return;
        }
        for (int x = 0; x < counts.length; x++) {
            counts[x]++;
            // The second blank's tiles, from the first's on: each pair once.
            for (long m = anagrams.completions(RackAnagrams.keyOf(counts)) & -1L << x; m != 0; m &= m - 1) {
                playCompleted(Long.numberOfTrailingZeros(m), x, leave);
            }
            counts[x]--;
        }
    }

    /** The words of {@link #counts} with tile {@code y} added, a blank standing for it (and for {@code x} when not -1). */
    private void playCompleted(int y, int x, double leave) {
        counts[y]++;
        playAnagrams(anagrams.anagrams(RackAnagrams.keyOf(counts)), x, y, leave);
        counts[y]--;
    }

    /**
     * Scores each word of the range (as {@link RackAnagrams#anagrams} gives it) at each place over the centre,
     * blanks standing for tiles {@code x} and {@code y} (-1: no blank) on each choice of squares that holds them.
     */
    private void playAnagrams(long range, int x, int y, double leave) {
        for (int w = (int) range; w < (int) (range >>> 32); w++) {
            int length = RackAnagrams.unpack(anagrams.word(w), word);
            if (y < 0) {
                playAt(length, -1, -1, leave);
                continue;
            }
            for (int j = 0; j < length; j++) {
                if (word[j] != y) {
                    continue;
                }
                if (x < 0) {
                    playAt(length, j, -1, leave);
                    continue;
                }
                for (int i = 0; i < length; i++) {
                    if (word[i] == x && i != j && (x != y || i < j)) {
                        playAt(length, i, j, leave);
                    }
                }
            }
        }
    }

    /** Scores the word {@link #word} with blanks on its squares {@code blankA} and {@code blankB} (-1: none) at every place. */
    private void playAt(int length, int blankA, int blankB, double leave) {
        for (int start = Math.max(0, Board.CENTRE - length + 1); start <= Board.CENTRE && start + length <= N; start++) {
            int sum = 0;
            int factor = 1;
            for (int i = 0; i < length; i++) {
                boolean blank = i == blankA || i == blankB;
                sum += blank ? 0 : tiles.value(word[i]) * BoardLines.LETTER_FACTOR[ROW + start + i];
                factor *= BoardLines.WORD_FACTOR[ROW + start + i];
            }
            int score = sum * factor + (length == MAX ? TileSet.BINGO_BONUS : 0);
            if (every != null) {
                Move across = move(length, blankA, blankB, Board.CENTRE, start, Direction.ACROSS, score);
                every.add(across, across);
                continue;
            }
            if (best.below(score, leave)) {
                continue;
            }
            best.offer(move(length, blankA, blankB, Board.CENTRE, start, Direction.ACROSS, score), leave);
            best.offer(move(length, blankA, blankB, start, Board.CENTRE, Direction.DOWN, score), leave);
        }
    }

    /** The move that lays the word {@link #word} from ({@code row}, {@code column}), every square a rack tile. */
    private Move move(int length, int blankA, int blankB, int row, int column, Direction direction, int score) {
        long laid = (1L << length) - 1;
        long key = 0;
        boolean inKey = true;
        for (int i = 0; i < length; i++) {
            boolean blank = i == blankA || i == blankB;
            laid |= (long) (word[i] | (blank ? Move.LAID_BLANK : 0)) << Move.LAID_TILES + Move.LAID_BITS * i;
            int rank = tiles.shownRank(word[i], blank);
            inKey &= rank != 0;
            key = key << 7 | rank;
        }
        String spelled = null;
        if (inKey) {
            key <<= 7 * (Move.KEY_CHARACTERS - length);
        } else {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < length; i++) {
                s.append(tiles.shown(word[i], i == blankA || i == blankB));
            }
            spelled = s.toString();
            key = Move.wordKey(tiles, spelled);
        }
        return new Move(tiles, row, column, direction, spelled, laid, score, key);
    }
}
