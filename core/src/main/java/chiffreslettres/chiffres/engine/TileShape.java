package chiffreslettres.chiffres.engine;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The subsets of {@code n} tiles sorted by value, up to repeated values: which subsets stand for the same
 * multiset of values, the subsets by size, and the distinct ways to split each in two. It depends only on
 * which neighbouring tiles are equal, so one instance serves every game of that pattern: instances are
 * cached, immutable and thread-safe.
 */
final class TileShape {

    /** The most tiles a shape describes. */
    static final int MAX_TILES = 10;

    /**
     * The most tiles whose shapes are all kept once made: 2<sup>n−1</sup> patterns of a few kilobytes
     * each. Of larger shapes (a few hundred kilobytes each, up to 512 patterns) only the
     * {@value #LARGE_SHAPES_KEPT} used last are kept.
     */
    static final int MAX_CACHED_TILES = 8;

    /** How many shapes of more than {@value #MAX_CACHED_TILES} tiles are kept, the least recently used dropped. */
    static final int LARGE_SHAPES_KEPT = 16;

    /** Shapes by number of tiles, then by pattern of equal neighbours; filled on first use. */
    private static final TileShape[][] CACHE = new TileShape[MAX_CACHED_TILES + 1][];

    /** The large shapes used last, by {@code pattern << 4 | n}, in access order; guarded by itself. */
    private static final Map<Integer, TileShape> LARGE = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, TileShape> eldest) {
            return size() > LARGE_SHAPES_KEPT;
        }
    };

    static {
        for (int n = 1; n <= MAX_CACHED_TILES; n++) {
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
                    listSplits(mask);
                }
            }
        }
    }

    /** Lists the distinct splits of canonical subset {@code c} and their second parts. */
    private void listSplits(int c) {
        int[] firsts = distinctSplits(c);
        int[] seconds = new int[firsts.length];
        for (int i = 0; i < seconds.length; i++) {
            seconds[i] = canonical[c ^ firsts[i]];
        }
        rests[c] = seconds;
        splits[c] = firsts;
    }

    /**
     * The shape of these tiles, shared.
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
        if (n > MAX_CACHED_TILES) {
            Integer key = pattern << 4 | n;
            synchronized (LARGE) {
                TileShape kept = LARGE.get(key);
                if (kept != null) {
                    return kept;
                }
            }
            TileShape shape = uncached(sortedTiles);
            synchronized (LARGE) {
                LARGE.put(key, shape);
            }
            return shape;
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
        // A split's first part fixes its second (the values of c less those of the first), so the
        // unordered pair is seen once both parts are marked.
        boolean[] seen = new boolean[canonical.length];
        int count = 0;
        for (int a = (c - 1) & c; a > 0; a = (a - 1) & c) {
            int ca = canonical[a];
            if ((a & low) != 0 && !seen[ca]) {
                seen[ca] = true;
                seen[canonical[c ^ a]] = true;
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
