package chiffreslettres.scrabble;

/**
 * An upper bound on what any completion of a partly built move can score, so that a search for the best
 * move can leave a branch that cannot reach the best found so far (branch and bound).
 *
 * <p>From square {@code p} of a line, with {@code r} more rack tiles to place, the tiles go to the first
 * {@code r} empty squares from {@code p} on, so the bound adds: the board tiles up to the next empty square
 * after them, the {@code r} best tile values of the rack times the best letter premium among those squares,
 * the product of their word premiums, every cross word they could make (its tiles plus the rack's best
 * value at the letter premium, at the word premium), and the bingo bonus when the rack can empty. Tables
 * per square and {@code r} are built once per search; {@link #upTo} is a few array reads.
 */
final class ScoreBound {

    private static final int N = Board.SIZE;
    private static final int R = TileSet.RACK_SIZE + 1;

    /** Per line square ({@code (direction × 15 + line) × 15 + position}) and r: the four sums above. */
    private final int[] boardTiles;
    private final int[] letterFactor;
    private final int[] wordFactor;
    private final int[] crossWords;
    /** Per line square: the empty squares from it to the line's end, at most 7. */
    private final int[] empties;
    /** The sum of the r highest tile values of the rack. */
    private final int[] top = new int[R];

    /**
     * @param values     per line square, the value of the board tile there (0 for a blank), -1 if empty
     * @param hasCross   per line square, whether a tile there makes a cross word
     * @param crossSum   per line square, the cross word's board tiles' points
     * @param rackValues the values of the rack's tiles, blanks as 0
     */
    ScoreBound(int[] values, boolean[] hasCross, int[] crossSum, int[] rackValues) {
        int squares = values.length;
        boardTiles = new int[squares * R];
        letterFactor = new int[squares * R];
        wordFactor = new int[squares * R];
        crossWords = new int[squares * R];
        empties = new int[squares];
        int[] sorted = rackValues.clone();
        java.util.Arrays.sort(sorted);
        int maxValue = sorted.length == 0 ? 0 : sorted[sorted.length - 1];
        for (int r = 1; r < R; r++) {
            top[r] = top[r - 1] + (r <= sorted.length ? sorted[sorted.length - r] : 0);
        }
        for (int lineSquare = 0; lineSquare < squares; lineSquare++) {
            int lineStart = lineSquare - lineSquare % N;
            boolean across = lineSquare < N * N;
            int line = lineStart / N % N;
            int at = lineSquare * R;
            int tiles = 0;
            int lf = 1;
            int wf = 1;
            int cross = 0;
            int r = 0;
            for (int q = lineSquare; q < lineStart + N && r < R; q++) {
                if (values[q] >= 0) {
                    tiles += values[q];
                    continue;
                }
                // The r-th empty square closes table entry r - 1 (its board tiles end here).
                boardTiles[at + r] = tiles;
                letterFactor[at + r] = lf;
                wordFactor[at + r] = wf;
                crossWords[at + r] = cross;
                r++;
                int pos = q - lineStart;
                Premium premium = across ? Premium.at(line, pos) : Premium.at(pos, line);
                lf = Math.max(lf, premium.letterFactor());
                wf *= premium.wordFactor();
                if (hasCross[q]) {
                    cross += (crossSum[q] + maxValue * premium.letterFactor()) * premium.wordFactor();
                }
            }
            empties[lineSquare] = Math.min(r, R - 1);
            for (; r < R; r++) {
                boardTiles[at + r] = tiles;
                letterFactor[at + r] = lf;
                wordFactor[at + r] = wf;
                crossWords[at + r] = cross;
            }
        }
    }

    /**
     * At most what a move can score that goes on from line square {@code lineSquare} with at most {@code
     * tiles} more rack tiles, its main word's letters so far worth {@code sum} times {@code factor}, its cross
     * words {@code crossSoFar}, {@code placed} tiles placed.
     */
    int upTo(int lineSquare, int tiles, int sum, int factor, int crossSoFar, int placed) {
        int r = Math.min(tiles, empties[lineSquare]);
        int at = lineSquare * R + r;
        return (sum + boardTiles[at] + letterFactor[at] * top[r]) * factor * wordFactor[at] + crossSoFar
                + crossWords[at] + (placed + r == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0);
    }
}
