package chiffreslettres.scrabble;

/**
 * An upper bound on what any completion of a partly built move can score, so that a search for the best
 * move can leave a branch that cannot reach the best found so far (branch and bound).
 *
 * <p>From square {@code p} of a line, with {@code r} more rack tiles to place, the tiles go to the first
 * {@code r} empty squares from {@code p} on (a move stops before an empty square no rack tile fits), so the
 * bound adds: the board tiles up to the next empty square after them, the {@code r} best tile values of the
 * rack on those squares' letter premiums (the best on the triples, the next on the doubles), the product of
 * their word premiums, every cross word they could make (its tiles plus the best value of a rack tile its
 * cross-check allows, at the premiums), and the bingo bonus when the rack can empty and the caller says a
 * word can still take every tile left. A search that ranks by equity adds the most a leave can be worth,
 * but after a bingo only what an empty leave is. The {@code r} best values are those of the tiles still on the rack
 * ({@link RackParts}). Tables per square and {@code r}, and per part of the rack, are built once per search;
 * {@link #upTo} is a few array reads.
 */
final class ScoreBound {

    private static final int N = Board.SIZE;
    private static final int R = TileSet.RACK_SIZE + 1;

    /** Per line square ({@code (direction × 15 + line) × 15 + position}) and r: the four sums above. */
    private final int[] boardTiles;
    /** Per line square and r: how many of the r empty squares triple a letter, and how many double one. */
    private final int[] triples;
    private final int[] doubles;
    private final int[] wordFactor;
    private final int[] crossWords;
    /** Per line square: the empty squares from it to the line's end, at most 7. */
    private final int[] empties;
    /** Per part of the rack ({@link RackParts}) and r: the sum of the r highest values of its tiles. */
    private final int[] top;

    /**
     * @param values   per line square, the value of the board tile there (0 for a blank), -1 if empty
     * @param hasCross per line square, whether a tile there makes a cross word
     * @param crossSum per line square, the cross word's board tiles' points
     * @param cross    per line square, the tiles its cross-check allows, a bit each
     * @param parts    the parts of the rack
     */
    ScoreBound(int[] values, boolean[] hasCross, int[] crossSum, long[] cross, RackParts parts, TileSet tileSet) {
        int squares = values.length;
        boardTiles = new int[squares * R];
        triples = new int[squares * R];
        doubles = new int[squares * R];
        wordFactor = new int[squares * R];
        crossWords = new int[squares * R];
        empties = new int[squares];
        top = new int[parts.size() * R];
        long rackTiles = 0;
        for (int t = 0; t < tileSet.size(); t++) {
            rackTiles |= parts.rackCount(t) > 0 ? 1L << t : 0;
        }
        long fits = parts.rackBlanks() > 0 ? -1L : rackTiles;
        for (int part = 0; part < parts.size(); part++) {
            int[] counts = parts.counts(part);
            int[] sorted = new int[R];
            int n = 0;
            for (int t = 0; t < counts.length; t++) {
                for (int i = 0; i < counts[t]; i++) {
                    sorted[n++] = tileSet.value(t);
                }
            }
            java.util.Arrays.sort(sorted, 0, n);
            for (int r = 1; r < R; r++) {
                top[part * R + r] = top[part * R + r - 1] + (r <= n ? sorted[n - r] : 0);
            }
        }
        for (int lineSquare = 0; lineSquare < squares; lineSquare++) {
            int lineStart = lineSquare - lineSquare % N;
            boolean across = lineSquare < N * N;
            int line = lineStart / N % N;
            int at = lineSquare * R;
            int tiles = 0;
            int three = 0;
            int two = 0;
            int wf = 1;
            int crossPoints = 0;
            int r = 0;
            for (int q = lineSquare; q < lineStart + N && r < R; q++) {
                if (values[q] >= 0) {
                    tiles += values[q];
                    continue;
                }
                // The r-th empty square closes table entry r - 1 (its board tiles end here).
                boardTiles[at + r] = tiles;
                triples[at + r] = three;
                doubles[at + r] = two;
                wordFactor[at + r] = wf;
                crossWords[at + r] = crossPoints;
                if ((cross[q] & fits) == 0) {
                    break; // no rack tile fits here: a move stops before it
                }
                r++;
                int pos = q - lineStart;
                Premium premium = across ? Premium.at(line, pos) : Premium.at(pos, line);
                three += premium.letterFactor() == 3 ? 1 : 0;
                two += premium.letterFactor() == 2 ? 1 : 0;
                wf *= premium.wordFactor();
                if (hasCross[q]) {
                    int best = 0;
                    for (long allowed = cross[q] & rackTiles; allowed != 0; allowed &= allowed - 1) {
                        best = Math.max(best, tileSet.value(Long.numberOfTrailingZeros(allowed)));
                    }
                    crossPoints += (crossSum[q] + best * premium.letterFactor()) * premium.wordFactor();
                }
            }
            empties[lineSquare] = Math.min(r, R - 1);
            for (; r < R; r++) {
                boardTiles[at + r] = tiles;
                triples[at + r] = three;
                doubles[at + r] = two;
                wordFactor[at + r] = wf;
                crossWords[at + r] = crossPoints;
            }
        }
    }

    /**
     * At most what a move is worth that goes on from line square {@code lineSquare} with at most {@code
     * tiles} more rack tiles, from part {@code part} of the rack, its main word's letters so far worth {@code
     * sum} times {@code factor}, its cross words {@code crossSoFar}, {@code placed} tiles placed: its score,
     * plus {@code leave} (the most its leave can add), or plus the bingo bonus and {@code emptyLeave} when
     * {@code bingo} says a word can still take every tile left and that is more.
     */
    int upTo(int lineSquare, int tiles, int part, int sum, int factor, int crossSoFar, int placed, boolean bingo,
            int leave, int emptyLeave) {
        int r = Math.min(tiles, empties[lineSquare]);
        int at = lineSquare * R + r;
        // The best tiles on the triple-letter squares, the next on the double-letter ones, the rest plain.
        int best = part * R;
        int three = top[best + triples[at]];
        int two = top[best + triples[at] + doubles[at]];
        int letters = 3 * three + 2 * (two - three) + top[best + r] - two;
        int score = (sum + boardTiles[at] + letters) * factor * wordFactor[at] + crossSoFar + crossWords[at];
        return score + (bingo && placed + r == TileSet.RACK_SIZE ? Math.max(leave, TileSet.BINGO_BONUS + emptyLeave) : leave);
    }
}
