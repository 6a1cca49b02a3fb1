package chiffreslettres.chiffres.engine;

import java.util.Arrays;

/**
 * The subsets of {@code n} tiles sorted by value, up to repeated values: which subsets stand for the same
 * multiset of values, the subsets by size, and the distinct ways to split each in two. It depends only on
 * which neighbouring tiles are equal, so one instance serves every game of that pattern: instances are
 * cached, immutable and thread-safe.
 */
final class TileShape {

    /** The most tiles a shape describes. */
    static final int MAX_TILES = 8;

    /** Shapes by number of tiles, then by pattern of equal neighbours; filled on first use. */
    private static final TileShape[][] CACHE = new TileShape[MAX_TILES + 1][];

    static {
        for (int n = 1; n <= MAX_TILES; n++) {
            CACHE[n] = new TileShape[1 << (n - 1)];
        }
    }

    /** For each subset, the subset of the same values made of the first tiles of each run of equal values. */
    private final int[] canonical;
    /** Canonical subsets by size: {@code bySize[k]} lists those of {@code k} tiles, ascending. */
    private final int[][] bySize;
    /** Per canonical subset of two tiles or more, the first parts of its distinct splits, canonical; else null. */
    private final int[][] splits;
    /** The second parts of the same splits, canonical, in the same order. */
    private final int[][] rests;

    private TileShape(int[] canonical) {
        this.canonical = canonical;
        int n = Integer.numberOfTrailingZeros(canonical.length);
        int full = canonical.length - 1;
        int[] counts = new int[n + 1];
        for (int mask = 1; mask <= full; mask++) {
            if (canonical[mask] == mask) {
                counts[Integer.bitCount(mask)]++;
            }
        }
        this.bySize = new int[n + 1][];
        for (int k = 0; k <= n; k++) {
            bySize[k] = new int[counts[k]];
            counts[k] = 0;
        }
        this.splits = new int[full + 1][];
        this.rests = new int[full + 1][];
        for (int mask = 1; mask <= full; mask++) {
            if (canonical[mask] == mask) {
                int k = Integer.bitCount(mask);
                bySize[k][counts[k]++] = mask;
                if (k > 1) {
                    splits[mask] = distinctSplits(mask);
                    rests[mask] = new int[splits[mask].length];
                    for (int i = 0; i < rests[mask].length; i++) {
                        rests[mask][i] = canonical[mask ^ splits[mask][i]];
                    }
                }
            }
        }
    }

    /**
     * The shape of these tiles.
     *
     * @param sortedTiles 1 to {@value #MAX_TILES} values, ascending
     */
    static TileShape of(long[] sortedTiles) {
        int n = sortedTiles.length;
        int pattern = 0;
        for (int i = 1; i < n; i++) {
            if (sortedTiles[i] == sortedTiles[i - 1]) {
                pattern |= 1 << (i - 1);
            }
        }
        TileShape shape = CACHE[n][pattern];
        if (shape == null) {
            shape = uncached(sortedTiles);
            CACHE[n][pattern] = shape;
        }
        return shape;
    }

    /** The shape of these tiles, computed anew rather than taken from the cache (for tests). */
    static TileShape uncached(long[] sortedTiles) {
        return new TileShape(canonicalSubsets(sortedTiles));
    }

    /** The canonical subset standing for {@code mask}: same values, first tile of each run of equal values. */
    int canonical(int mask) {
        return canonical[mask];
    }

    /** The canonical subsets of {@code k} tiles, ascending. The array is shared: do not modify. */
    int[] ofSize(int k) {
        return bySize[k];
    }

    /**
     * The first parts of the splits of {@code mask} in two, as canonical subsets: each unordered split
     * once, and of splits into the same two multisets of values only one ({@code {2} | {2, 3}} and
     * {@code {2, 3} | {2}} of 2 2 3 are one). {@link #rests(int)} holds the second parts in the same
     * order. For a canonical {@code mask} both parts are subsets of it, and the second has the values of
     * {@code mask ^ first}. The array is shared: do not modify.
     *
     * @param mask a subset of at least two tiles
     */
    int[] splits(int mask) {
        return splits[canonical[mask]];
    }

    /** The second parts of the splits of {@link #splits(int)}, canonical, in the same order. Shared: do not modify. */
    int[] rests(int mask) {
        return rests[canonical[mask]];
    }

    private int[] distinctSplits(int c) {
        int low = c & -c;
        int[] parts = new int[1 << Integer.bitCount(c)];
        int size = canonical.length;
        boolean[] seen = new boolean[size * size];
        int count = 0;
        for (int a = (c - 1) & c; a > 0; a = (a - 1) & c) {
            int ca = canonical[a];
            int cb = canonical[c ^ a];
            int pair = Math.min(ca, cb) * size + Math.max(ca, cb);
            if ((a & low) != 0 && !seen[pair]) {
                seen[pair] = true;
                parts[count++] = ca;
            }
        }
        return Arrays.copyOf(parts, count);
    }

    /**
     * For each subset of tiles sorted by value, the subset with the same multiset of values made of
     * the first tiles of each run of equal values.
     */
    static int[] canonicalSubsets(long[] sortedTiles) {
        int n = sortedTiles.length;
        int[] runStart = new int[n];
        for (int i = 1; i < n; i++) {
            runStart[i] = sortedTiles[i] == sortedTiles[i - 1] ? runStart[i - 1] : i;
        }
        int[] canonical = new int[1 << n];
        int[] count = new int[n];
        for (int mask = 1; mask < 1 << n; mask++) {
            Arrays.fill(count, 0);
            for (int i = 0; i < n; i++) {
                if ((mask & (1 << i)) != 0) {
                    count[runStart[i]]++;
                }
            }
            int c = 0;
            for (int start = 0; start < n; start++) {
                for (int k = 0; k < count[start]; k++) {
                    c |= 1 << (start + k);
                }
            }
            canonical[mask] = c;
        }
        return canonical;
    }
}
