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

    /**
     * Per line square ({@code (direction × 15 + line) × 15 + position}) and r, three ints: the board tiles'
     * points, the cross words' points, and packed: how many of the r empty squares triple a letter (bits 0-3),
     * how many double one (bits 4-7), the product of their word factors (from bit 8).
     */
    private final int[] table;
    /** Per line square: the empty squares from it to the line's end, at most 7. */
    private final int[] empties;
    /** Per part of the rack ({@link RackParts}) and r: the sum of the r highest values of its tiles. */
    private final int[] top;

    /**
     * @param lineTile  per line square, the board's tile there, -1 when it is empty
     * @param lineValue per line square, the value of the board tile there (0 for a blank)
     * @param hasCross  per line square, whether a tile there makes a cross word
     * @param crossSum  per line square, the cross word's board tiles' points
     * @param cross     per line square, the tiles its cross-check allows, a bit each
     * @param letterFactors per line square, its premium's letter factor
     * @param wordFactors   per line square, its premium's word factor
     * @param parts     the parts of the rack
     * @param lines     the board's reading: the tables of a line without an anchor are not made (its squares
     *                  are never asked about)
     */
    ScoreBound(byte[] lineTile, byte[] lineValue, boolean[] hasCross, short[] crossSum, long[] cross, int[] letterFactors,
            int[] wordFactors, RackParts parts, TileSet tileSet, BoardLines lines) {
        int squares = lineTile.length;
        table = new int[squares * R * 3];
        empties = new int[squares];
        top = new int[parts.size() * R];
        long rackTiles = 0;
        for (int t = 0; t < tileSet.size(); t++) {
            rackTiles |= parts.rackCount(t) > 0 ? 1L << t : 0;
        }
        long fits = parts.rackBlanks() > 0 ? -1L : rackTiles;
        // A part's r best values: those of the part with one tile fewer, or that tile's value and r - 1 of them.
        for (int part = 1; part < parts.size(); part++) {
            int tile = parts.someTile(part);
            int fewer = part - (tile < 0 ? parts.blankRadix() : parts.radix(tile));
            int value = tile < 0 ? 0 : tileSet.value(tile);
            for (int r = 1; r < R; r++) {
                top[part * R + r] = Math.max(top[fewer * R + r], top[fewer * R + r - 1] + value);
            }
        }
        int noPremium = 1 << 8;
        // Each line from its end: a square's tables are the next square's, with its tile added (a board tile)
        // or shifted by one empty square that adds its premiums and cross word (an empty square a tile fits).
        for (int lineStart = 0; lineStart < squares; lineStart += N) {
            if (!lines.anchored(lineStart)) {
                continue;
            }
            for (int q = lineStart + N - 1; q >= lineStart; q--) {
                int at = q * R * 3;
                boolean last = q == lineStart + N - 1;
                int next = at + R * 3;
                if (lineTile[q] >= 0) {
                    for (int r = 0; r < R; r++) {
                        int i = at + 3 * r;
                        table[i] = lineValue[q] + (last ? 0 : table[next + 3 * r]);
                        table[i + 1] = last ? 0 : table[next + 3 * r + 1];
                        table[i + 2] = last ? noPremium : table[next + 3 * r + 2];
                    }
                    empties[q] = last ? 0 : empties[q + 1];
                    continue;
                }
                if ((cross[q] & fits) == 0) {
                    // No rack tile fits here: a move stops before it.
                    for (int r = 0; r < R; r++) {
                        table[at + 3 * r + 2] = noPremium;
                    }
                    continue;
                }
                table[at + 2] = noPremium;
                int points = 0;
                if (hasCross[q]) {
                    int best = 0;
                    for (long allowed = cross[q] & rackTiles; allowed != 0; allowed &= allowed - 1) {
                        best = Math.max(best, tileSet.value(Long.numberOfTrailingZeros(allowed)));
                    }
                    points = (crossSum[q] + best * letterFactors[q]) * wordFactors[q];
                }
                int premium = (letterFactors[q] == 3 ? 1 : 0) | (letterFactors[q] == 2 ? 1 << 4 : 0);
                for (int r = 1; r < R; r++) {
                    int i = at + 3 * r;
                    int after = next + 3 * (r - 1);
                    table[i] = last ? 0 : table[after];
                    table[i + 1] = points + (last ? 0 : table[after + 1]);
                    int packed = last ? noPremium : table[after + 2];
                    table[i + 2] = (packed & 0xFF) + premium | (packed >>> 8) * wordFactors[q] << 8;
                }
                empties[q] = Math.min(R - 1, 1 + (last ? 0 : empties[q + 1]));
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
        int at = (lineSquare * R + r) * 3;
        int packed = table[at + 2];
        int triples = packed & 0xF;
        int doubles = packed >>> 4 & 0xF;
        // The best tiles on the triple-letter squares, the next on the double-letter ones, the rest plain.
        int best = part * R;
        int three = top[best + triples];
        int two = top[best + triples + doubles];
        int letters = 3 * three + 2 * (two - three) + top[best + r] - two;
        int score = (sum + table[at] + letters) * factor * (packed >>> 8) + crossSoFar + table[at + 1];
        return score + (bingo && placed + r == TileSet.RACK_SIZE ? Math.max(leave, TileSet.BINGO_BONUS + emptyLeave) : leave);
    }
}
