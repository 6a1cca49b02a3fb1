package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.search.SearchContext;
import java.util.Arrays;

/**
 * The value sets of one search's tile subsets: for each subset (one canonical subset standing for all
 * those with the same tiles, {@link TileShape}), the set of values its tiles make when every one of them
 * is used, built from its splits by the {@link SetBuilder}, smaller subsets first. The sets of two to four
 * tiles come from the process-wide {@link ValueSetCache} when a search runs in a thread's
 * {@link Workspace}; their cost is charged to the budget and statistics as if they were built, so a
 * search's answer does not depend on what ran before it. Also the upper bound of a subset's values, for
 * subsets whose set is not built. Confined to one search's thread.
 */
final class SubsetValueSets {

    /**
     * The most bytes of value sets a thread's workspace keeps between searches; larger sets (those of
     * many tiles) are left to the garbage collector.
     */
    private static final long KEPT_BYTES = 4L << 20;

    /** The arrays reused by the best-answer searches of one thread. */
    private static final ThreadLocal<Workspace> WORKSPACE = ThreadLocal.withInitial(Workspace::new);

    /**
     * What a best-answer search needs per subset, kept per thread and reused so that a search allocates
     * little more than its answer; left empty by each search ({@link #release}).
     */
    private static final class Workspace {
        /** Value sets by canonical subset, emptied and reused. */
        final LongSet[] sets = new LongSet[1 << SubsetDynamicProgramming.MAX_TILES_BEST_ANSWER];
        /** The sets built by the current search, null elsewhere. */
        final LongSet[] reach = new LongSet[1 << SubsetDynamicProgramming.MAX_TILES_BEST_ANSWER];
        /** Upper bounds computed by the current search, 0 elsewhere. */
        final long[] bounds = new long[1 << SubsetDynamicProgramming.MAX_TILES_BEST_ANSWER];
        /** Whether a search of this thread holds it (a search started from inside another gets its own). */
        boolean inUse;
    }

    final SearchContext context;
    /** The number of tiles. */
    final int n;
    /** The subset of every tile. */
    final int full;
    /** The tiles, ascending; bit {@code i} of a subset stands for {@code tiles[i]}. */
    final long[] tiles;
    /** Which subsets stand for the same values, and their splits. */
    final TileShape shape;
    /** Value sets, by canonical subset; the whole set's only when it had to be built. */
    final LongSet[] reach;
    /** Upper bounds of the values of each canonical subset, 0 until computed ({@link #upperBound}). */
    private final long[] bounds;
    /** Reused value sets by canonical subset, or null when these sets allocate their own. */
    private final LongSet[] pool;
    /** The thread's workspace these sets live in, to leave empty; null for arrays of their own. */
    private final Workspace workspace;
    /** The largest subset size whose value sets are all built. */
    int builtSize;
    /** How many values the built sets hold in all. */
    private long builtValues;
    /** Builds the value sets, counting the work into the statistics and the budget. */
    final SetBuilder builder = new SetBuilder() {
        @Override
        boolean enterNode() {
            return context.enterNode();
        }

        @Override
        boolean onTime() {
            return SearchRun.onTime(context);
        }
    };
    /** Whether the budget ran out: set by whoever sees it first, and every loop of the search ends. */
    boolean stopped;

    private SubsetValueSets(SearchContext context, Workspace workspace) {
        this.context = context;
        this.n = context.tileCount();
        this.full = (1 << n) - 1;
        this.tiles = new long[n];
        for (int i = 0; i < n; i++) {
            tiles[i] = context.tile(i);
        }
        Arrays.sort(tiles);
        this.shape = TileShape.of(tiles);
        this.workspace = workspace;
        this.reach = workspace != null ? workspace.reach : new LongSet[full + 1];
        this.bounds = workspace != null ? workspace.bounds : new long[full + 1];
        this.pool = workspace != null ? workspace.sets : null;
    }

    /** Sets in arrays of their own, outside any cache: for the complete enumeration. */
    static SubsetValueSets own(SearchContext context) {
        return new SubsetValueSets(context, null);
    }

    /**
     * Sets in this thread's workspace, reading and filling the {@link ValueSetCache}; the caller must
     * {@link #release} them. A search started while another of the thread holds the workspace gets one
     * of its own.
     */
    static SubsetValueSets inThreadWorkspace(SearchContext context) {
        Workspace shared = WORKSPACE.get();
        Workspace workspace = shared.inUse ? new Workspace() : shared;
        workspace.inUse = true;
        return new SubsetValueSets(context, workspace);
    }

    /** Leaves the workspace empty for the next search of this thread. */
    void release() {
        if (workspace == null) {
            return;
        }
        long kept = 0;
        for (int mask = 1; mask <= full; mask++) {
            reach[mask] = null;
            bounds[mask] = 0;
            LongSet set = pool[mask];
            if (set != null && set.size() > 0) {
                kept += set.arrayBytes();
                if (set.isOversized() || kept > KEPT_BYTES) {
                    pool[mask] = null;
                } else {
                    set.clear();
                }
            }
        }
        workspace.inUse = false;
    }

    /** Builds the value sets of every subset of up to {@code size} tiles not built yet. */
    void buildUpTo(int size) {
        buildUpTo(size, Long.MAX_VALUE);
    }

    /**
     * Builds the value sets of subsets of up to {@code size} tiles, smaller first, until the sets hold
     * more than {@code maxValues} values in all: then the last size may be built in part (the sets built
     * are complete, {@link #builtSize} counts only complete sizes).
     */
    void buildUpTo(int size, long maxValues) {
        for (int k = builtSize + 1; k <= size && !stopped; k++) {
            for (int mask : shape.ofSize(k)) {
                if (reach[mask] != null) {
                    continue;
                }
                if (builtValues > maxValues) {
                    return;
                }
                LongSet values = workspace != null ? cachedOrBuilt(mask) : build(mask);
                if (stopped) {
                    return;
                }
                reach[mask] = values;
                builtValues += values.size();
            }
            builtSize = k;
        }
    }

    /** The value set of a subset, from the sets of its splits (which must be built). */
    LongSet build(int mask) {
        LongSet out = newSet(mask);
        if (Integer.bitCount(mask) == 1) {
            out.add(tiles[Integer.numberOfTrailingZeros(mask)]);
            return out;
        }
        if (!builder.build(shape.splits(mask), shape.rests(mask), part -> reach[part], out)) {
            stopped = true;
        }
        return out;
    }

    private LongSet newSet(int mask) {
        if (pool == null) {
            return new LongSet(16);
        }
        if (pool[mask] == null) {
            pool[mask] = new LongSet(16);
        }
        return pool[mask];
    }

    /**
     * The value set of a subset from the {@link ValueSetCache} when it holds it, its cost charged to
     * the budget and statistics as if it were built; else built, and offered to the cache. A set the
     * node budget could not pay for in full is built, so that the search stops where it would have.
     */
    private LongSet cachedOrBuilt(int mask) {
        long key = ValueSetCache.key(tiles, mask);
        if (key == ValueSetCache.NOT_CACHED) {
            return build(mask);
        }
        ValueSetCache.Entry entry = ValueSetCache.get(key);
        if (entry != null && SearchRun.hasNodesLeft(context, entry.nodes())) {
            for (int i = 0; i < entry.nodes(); i++) {
                if (!context.enterNode()) {
                    stopped = true;
                    return entry.values();
                }
            }
            builder.nodes += entry.nodes();
            builder.tried += entry.tried();
            builder.valid += entry.valid();
            return entry.values();
        }
        long nodesBefore = builder.nodes;
        long triedBefore = builder.tried;
        long validBefore = builder.valid;
        LongSet values = build(mask);
        if (!stopped && entry == null) {
            ValueSetCache.offer(key, values, (int) (builder.nodes - nodesBefore), builder.tried - triedBefore,
                    builder.valid - validBefore);
        }
        return values;
    }

    /**
     * A value no calculation over the tiles of {@code mask} exceeds: the largest value of its set when
     * built; else, as {@code −} and {@code ÷} never exceed their left operand, the larger of
     * {@code a + b} and {@code a × b} over every split, {@code a} and {@code b} the bounds of the parts,
     * which is the product of the tiles when none is 1 ({@code a × b ≥ a + b} for operands of at least
     * 2). Saturates at {@link Long#MAX_VALUE}.
     */
    long upperBound(int mask) {
        int c = shape.canonical(mask);
        if (reach[c] != null) {
            return reach[c].max();
        }
        if (bounds[c] == 0) {
            long bound = 0;
            if (Integer.bitCount(c) == 1) {
                bound = tiles[Integer.numberOfTrailingZeros(c)];
            } else if (tiles[Integer.numberOfTrailingZeros(c)] > 1) {
                bound = 1;
                for (int rest = c; rest != 0 && bound != Long.MAX_VALUE; rest &= rest - 1) {
                    bound = Partners.saturatedProduct(bound, tiles[Integer.numberOfTrailingZeros(rest)]);
                }
            } else {
                int[] firsts = shape.splits(c);
                int[] rests = shape.rests(c);
                for (int i = 0; i < firsts.length; i++) {
                    long x = upperBound(firsts[i]);
                    long y = upperBound(rests[i]);
                    long sum = Operator.sum(x, y);
                    long product = Operator.product(x, y);
                    bound = Math.max(bound, sum == Operator.ILLEGAL || product == Operator.ILLEGAL
                            ? Long.MAX_VALUE : Math.max(sum, product));
                }
            }
            bounds[c] = bound;
        }
        return bounds[c];
    }

    /** The smallest distance from a member of {@code values} to {@code target}. */
    static long closest(LongSet values, long target) {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < values.size(); i++) {
            best = Math.min(best, Math.abs(values.get(i) - target));
        }
        return best;
    }

    /** Reports the operations the builder tried and found legal to the search's statistics. */
    void countOperations() {
        context.countOperations(builder.tried, builder.valid);
    }
}
