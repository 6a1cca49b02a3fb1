package chiffreslettres.chiffres;

import java.util.List;
import java.util.Objects;

/**
 * One game of the numbers round: a target, the tiles drawn, and the rules.
 *
 * @param target the number to reach, positive
 * @param tiles  the tiles, 1 to {@value #MAX_TILES} positive values in the order drawn, repeats allowed
 * @param rules  the rules of play
 */
public record Problem(long target, List<Long> tiles, Rules rules) {

    /** The largest number of tiles a problem may have. */
    public static final int MAX_TILES = 10;

    /**
     * @throws IllegalArgumentException if the target or a tile is not positive, or there are no tiles
     *     or more than {@value #MAX_TILES}
     * @throws NullPointerException if {@code tiles}, one of them, or {@code rules} is null
     */
    public Problem {
        Objects.requireNonNull(tiles, "tiles");
        Objects.requireNonNull(rules, "rules");
        tiles = List.copyOf(tiles);
        if (target <= 0) {
            throw new IllegalArgumentException("target must be a positive integer, got " + target);
        }
        if (tiles.isEmpty()) {
            throw new IllegalArgumentException("tiles: at least one tile is needed");
        }
        if (tiles.size() > MAX_TILES) {
            throw new IllegalArgumentException(
                    "tiles: at most " + MAX_TILES + " tiles are allowed, got " + tiles.size());
        }
        for (int i = 0; i < tiles.size(); i++) {
            if (tiles.get(i) <= 0) {
                throw new IllegalArgumentException("tiles: tile " + (i + 1) + " must be a positive integer, got "
                        + tiles.get(i));
            }
        }
    }

    /** A problem under {@link Rules#standard()}. */
    public static Problem of(long target, long... tiles) {
        Objects.requireNonNull(tiles, "tiles");
        return new Problem(target, java.util.Arrays.stream(tiles).boxed().toList(), Rules.standard());
    }

    /** The tiles as a new array. */
    public long[] tileArray() {
        long[] out = new long[tiles.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = tiles.get(i);
        }
        return out;
    }

    /** {@code |value − target|}, exact for any two positive {@code long}s. */
    public long distanceTo(long value) {
        return Math.abs(value - target);
    }

    /**
     * Whether {@code expression} is a legal answer to this problem: it uses each tile at most once (every
     * tile exactly once when the rules require all tiles). Its arithmetic is legal by construction.
     */
    public boolean admits(Expression expression) {
        List<Long> used = expression.tiles();
        if (rules.allTilesRequired() && used.size() != tiles.size()) {
            return false;
        }
        long[] available = tileArray();
        int left = available.length;
        for (long value : used) {
            int found = -1;
            for (int i = 0; i < left; i++) {
                if (available[i] == value) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                return false;
            }
            available[found] = available[--left];
        }
        return true;
    }

    @Override
    public String toString() {
        return target + " from " + tiles;
    }
}
