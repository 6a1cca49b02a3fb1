package chiffreslettres.chiffres.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How many algebraically distinct calculations make each value of a window, over every subset of the
 * tiles (or all of them), without building one. Equal tiles make one calculation from several
 * placements of the copies, so the distinct calculations are the orbits of the placements under the
 * swaps of equal tiles, counted by Burnside's lemma: the average, over every combination of swaps, of the
 * {@linkplain InvariantCounts placements each leaves unchanged}. Each value appears at most twice, so
 * every combination is its own inverse. Not thread-safe; one instance per selection.
 */
final class AlgebraicCounts {

    /** The most tiles counted this way; above it the subsets' maps grow too large. */
    static final int MAX_TILES = SubsetDynamicProgramming.MAX_TILES;

    private final long[] tiles;
    private final boolean allTilesRequired;
    /** One layer per combination of swaps of equal tiles, the identity first. */
    private final List<InvariantCounts> layers = new ArrayList<>();

    /**
     * Whether these counts apply: at most {@value #MAX_TILES} tiles, no value more than twice, and the
     * product of {@code max(tile, 2)} (a bound on every value and every partial product) fits a long.
     */
    static boolean supports(long[] tiles) {
        if (tiles.length > MAX_TILES) {
            return false;
        }
        long bound = 1;
        for (int i = 0; i < tiles.length; i++) {
            int copies = 0;
            for (long t : tiles) {
                copies += t == tiles[i] ? 1 : 0;
            }
            long factor = Math.max(tiles[i], 2);
            if (copies > 2 || bound > Long.MAX_VALUE / factor) {
                return false;
            }
            bound *= factor;
        }
        return true;
    }

    /** Counts every proper subset; see {@link #supports}. */
    AlgebraicCounts(long[] tiles, boolean allTilesRequired) {
        this.tiles = tiles.clone();
        this.allTilesRequired = allTilesRequired;
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < tiles.length; i++) {
            for (int j = i + 1; j < tiles.length; j++) {
                if (tiles[i] == tiles[j]) {
                    pairs.add(new int[] {i, j});
                }
            }
        }
        InvariantCounts plain = new InvariantCounts(tiles);
        layers.add(plain);
        for (int combination = 1; combination < 1 << pairs.size(); combination++) {
            int[] swap = new int[tiles.length];
            for (int i = 0; i < swap.length; i++) {
                swap[i] = i;
            }
            for (int p = 0; p < pairs.size(); p++) {
                if ((combination >> p & 1) != 0) {
                    swap[pairs.get(p)[0]] = pairs.get(p)[1];
                    swap[pairs.get(p)[1]] = pairs.get(p)[0];
                }
            }
            layers.add(new InvariantCounts(tiles, swap, plain));
        }
    }

    /**
     * The counts of the values {@code lo..hi} ({@code lo ≥ 1}): {@code counts[v − lo]} distinct
     * calculations, and {@code fewestTiles[v − lo]} the fewest tiles of one (0 when none).
     */
    Window window(long lo, long hi) {
        int size = (int) (hi - lo + 1);
        long[] orbitSums = new long[size];
        int[] fewestTiles = new int[size];
        int full = (1 << tiles.length) - 1;
        for (int l = 0; l < layers.size(); l++) {
            InvariantCounts layer = layers.get(l);
            for (int mask = allTilesRequired ? full : 1; mask <= full; mask++) {
                if (layer.isInvariant(mask)) {
                    CountMap map = mask == full ? layer.whole(lo, hi) : layer.proper(mask);
                    int tileCount = Integer.bitCount(mask);
                    for (int j = map.lowerBound(lo); j < map.size() && map.values[j] <= hi; j++) {
                        int i = (int) (map.values[j] - lo);
                        orbitSums[i] += map.counts[j];
                        if (l == 0 && (fewestTiles[i] == 0 || tileCount < fewestTiles[i])) {
                            fewestTiles[i] = tileCount;
                        }
                    }
                }
            }
        }
        for (int i = 0; i < size; i++) {
            if (orbitSums[i] % layers.size() != 0) {
                throw new AssertionError("orbit count not whole at " + (lo + i));
            }
            orbitSums[i] /= layers.size();
        }
        return new Window(lo, orbitSums, fewestTiles);
    }

    /**
     * The distance from {@code v} to the nearest value some subset makes (or all the tiles, when
     * required), looked up in the maps of every proper subset; {@link Long#MAX_VALUE} when all tiles
     * are required, since the whole set is only counted in windows.
     */
    long properDistance(long v) {
        if (allTilesRequired) {
            return Long.MAX_VALUE;
        }
        InvariantCounts plain = layers.get(0);
        long best = Long.MAX_VALUE;
        for (int mask = 1; mask < (1 << tiles.length) - 1; mask++) {
            CountMap map = plain.proper(mask);
            int j = map.lowerBound(v);
            if (j < map.size()) {
                best = Math.min(best, map.values[j] - v);
            }
            if (j > 0) {
                best = Math.min(best, v - map.values[j - 1]);
            }
        }
        return best;
    }

    /** Counts of a window of values: {@code counts[v − lo]}, {@code fewestTiles[v − lo]} (0: none). */
    record Window(long lo, long[] counts, int[] fewestTiles) {

        long hi() {
            return lo + counts.length - 1;
        }

        boolean contains(long v) {
            return v >= lo && v <= hi();
        }

        long countOf(long v) {
            return contains(v) ? counts[(int) (v - lo)] : 0;
        }

        int fewestTilesOf(long v) {
            return contains(v) ? fewestTiles[(int) (v - lo)] : 0;
        }

        @Override
        public String toString() {
            return "Window[" + lo + ".." + hi() + ", " + Arrays.stream(counts).sum() + " calculations]";
        }
    }
}
