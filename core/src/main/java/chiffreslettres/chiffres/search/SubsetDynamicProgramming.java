package chiffreslettres.chiffres.search;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.Problem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The fast strategy: dynamic programming over subsets of the tiles, then a top-down enumeration of
 * the solutions.
 *
 * <ol>
 *   <li>For every subset of the tiles but the whole set, the set of values its tiles make when every
 *       one of them is used: a tile alone makes its value; a larger subset makes every legal
 *       {@code a op b} with {@code a} from one part of a split and {@code b} from the other. Subsets
 *       with the same values (repeated tiles) share one set. Sets of primitive {@code long}s.</li>
 *   <li>The best distance: the closest value of those sets, and for the whole set of tiles, a
 *       meet-in-the-middle probe of the last operation (is {@code v} reachable? some {@code x} of one
 *       part has the partner {@code y} that the operator needs in the other part), tried at distance
 *       0, 1, 2, ... so that the largest set is never built unless the target is far out of reach.</li>
 *   <li>Every tree reaching a best value, built top-down from the same probes, so no tree is built
 *       that is not a solution.</li>
 * </ol>
 *
 * <p>A completed search offers every solution, like {@link DfsEnumerator}.
 *
 * <p>{@link #bestAnswerOnly()} is the same machinery aimed at one answer: it asks "do the tiles make the
 * target?" for subsets of 1, 2, 3, ... tiles in turn and stops at the first size that does, so the answer
 * found has the fewest steps and is proven best. Only the value sets of subsets of up to {@code n − 2}
 * tiles are built, and only up to the size being asked; larger subsets are probed through the last
 * operation recursively. When the target cannot be made, values {@code target ± 1}, {@code ± 2}, ... are
 * asked the same way. Its value sets are kept per thread and reused, so a search allocates little more
 * than its answer.
 *
 * <p>Above {@value #MAX_TILES} tiles the value sets would not fit in memory: the complete mode walks
 * depth-first instead ({@link DfsEnumerator}'s walk). The best-answer mode, which never builds the
 * largest sets, goes to {@value #MAX_TILES_BEST_ANSWER} tiles (seven when every tile is required);
 * beyond, it skips repeated multisets ({@link MemoizedMultisetDeduplicator}), which keeps the best
 * distance and the fewest steps.
 * Stateless and thread-safe.
 */
public final class SubsetDynamicProgramming implements SearchStrategy {

    /** The most tiles solved by dynamic programming; more are walked depth-first. */
    public static final int MAX_TILES = 7;

    /**
     * The most tiles the best-answer mode solves by dynamic programming (it never builds the sets of
     * the largest subsets); more are walked by {@link MemoizedMultisetDeduplicator}.
     */
    public static final int MAX_TILES_BEST_ANSWER = 8;

    /** Distances probed one by one on the whole set of tiles before its value set is built instead. */
    private static final int PROBED_DISTANCES = 16;

    /** Up to this many tiles, building every value set costs less than probing distances one by one. */
    private static final int BUILD_ALL_TILES = 5;

    private static final Operator[] OPERATORS = Operator.values();

    /** Value sets reused by the best-answer searches of one thread, by canonical subset. */
    private static final ThreadLocal<LongSet[]> POOL = ThreadLocal.withInitial(() -> new LongSet[1 << MAX_TILES_BEST_ANSWER]);

    private final boolean bestAnswerOnly;

    /** Creates the strategy that offers every solution; it holds no state. */
    public SubsetDynamicProgramming() {
        this(false);
    }

    private SubsetDynamicProgramming(boolean bestAnswerOnly) {
        this.bestAnswerOnly = bestAnswerOnly;
    }

    /**
     * The strategy that offers one best answer: the target or the closest value, with the fewest steps,
     * proven when the search completes. Much faster than listing every solution; use it for a game's
     * verdict, a hint, or a bulk run over many games.
     */
    public static SubsetDynamicProgramming bestAnswerOnly() {
        return new SubsetDynamicProgramming(true);
    }

    @Override
    public void search(SearchContext context) {
        if (bestAnswerOnly && (context.tileCount() > MAX_TILES_BEST_ANSWER
                || (context.tileCount() > MAX_TILES && context.rules().allTilesRequired()))) {
            new MemoizedMultisetDeduplicator().search(context);
        } else if (!bestAnswerOnly && context.tileCount() > MAX_TILES) {
            new DepthFirstWalk(context, null).run();
        } else if (bestAnswerOnly) {
            LongSet[] pool = POOL.get();
            Run run = new Run(context, pool);
            try {
                run.runBestAnswer();
            } finally {
                run.release();
            }
        } else {
            new Run(context, null).run();
        }
    }

    @Override
    public String name() {
        return bestAnswerOnly ? "SubsetDynamicProgramming(best answer)" : "SubsetDynamicProgramming";
    }

    @Override
    public boolean enumeratesAllSolutions() {
        return !bestAnswerOnly;
    }

    /** One search. */
    private static final class Run {
        private final SearchContext context;
        private final int n;
        private final int full;
        private final long[] tiles;
        /** For each subset, the subset of the same tile values made of the first tiles of each value. */
        private final int[] canonical;
        /** Value sets, by canonical subset; the whole set's only when it had to be built. */
        private final LongSet[] reach;
        /** Per canonical subset: the first parts of its distinct splits into two. */
        private final int[][] splits;
        private final Map<MaskValue, List<Expression>> trees = new HashMap<>();
        /** Reused value sets by canonical subset, or null when this run allocates its own. */
        private final LongSet[] pool;
        /** Canonical subsets by size: {@code bySize[k]} lists those of {@code k} tiles. */
        private final int[][] bySize;
        /** The largest subset size whose value sets are all built. */
        private int builtSize;
        private long tried;
        private long valid;
        private boolean stopped;

        Run(SearchContext context, LongSet[] pool) {
            this.context = context;
            this.n = context.tileCount();
            this.full = (1 << n) - 1;
            this.tiles = new long[n];
            for (int i = 0; i < n; i++) {
                tiles[i] = context.tile(i);
            }
            Arrays.sort(tiles);
            this.canonical = canonicalSubsets(tiles);
            this.reach = new LongSet[full + 1];
            this.splits = new int[full + 1][];
            this.pool = pool;
            this.bySize = subsetsBySize();
        }

        private int[][] subsetsBySize() {
            int[] counts = new int[n + 1];
            for (int mask = 1; mask <= full; mask++) {
                if (canonical[mask] == mask) {
                    counts[Integer.bitCount(mask)]++;
                }
            }
            int[][] out = new int[n + 1][];
            for (int k = 0; k <= n; k++) {
                out[k] = new int[counts[k]];
                counts[k] = 0;
            }
            for (int mask = 1; mask <= full; mask++) {
                if (canonical[mask] == mask) {
                    int k = Integer.bitCount(mask);
                    out[k][counts[k]++] = mask;
                }
            }
            return out;
        }

        /**
         * The best-answer search: the fewest tiles that make the target, else the closest value with
         * the fewest tiles; one tree offered.
         */
        void runBestAnswer() {
            boolean allTiles = context.rules().allTilesRequired();
            long target = context.target();
            for (int k = allTiles ? n : 1; k <= n && !stopped; k++) {
                buildUpTo(Math.max(1, Math.min(k - 1, n - 2)));
                if (offerFirstMaking(k, target)) {
                    context.countOperations(tried, valid);
                    return;
                }
            }
            if (!stopped) {
                offerClosest(allTiles, target);
            }
            if (stopped && !allTiles) {
                offerClosestBuilt(full - 1);
            }
            context.countOperations(tried, valid);
        }

        /** Offers one tree of the first subset of {@code k} tiles that makes {@code v}; false if none does. */
        private boolean offerFirstMaking(int k, long v) {
            for (int mask : bySize[k]) {
                if (stopped) {
                    return false;
                }
                if (makes(mask, v)) {
                    context.offer(firstTree(mask, v));
                    return true;
                }
            }
            return false;
        }

        /**
         * When no subset allowed makes the target: the closest value, by probing {@code target ± d} for
         * growing {@code d} at every size, or by building every value set when that is cheaper (few
         * tiles) or the probes found nothing near. Above {@value #MAX_TILES} tiles the probes go on up
         * to the closest value of the built sets, which always ends them.
         */
        private void offerClosest(boolean allTiles, long target) {
            long builtBest = Long.MAX_VALUE;
            if (!allTiles) {
                for (int k = 1; k <= builtSize; k++) {
                    for (int mask : bySize[k]) {
                        builtBest = Math.min(builtBest, closest(reach[mask], target));
                    }
                }
            }
            long probed = n <= BUILD_ALL_TILES ? 0 : n > MAX_TILES ? builtBest : Math.min(builtBest, PROBED_DISTANCES);
            for (long d = 1; d <= probed && !stopped; d++) {
                for (int k = allTiles ? n : 1; k <= n; k++) {
                    if (offerFirstMaking(k, target - d) || offerFirstMaking(k, target + d)) {
                        return;
                    }
                }
            }
            if (stopped) {
                return;
            }
            buildUpTo(n);
            long best = Long.MAX_VALUE;
            for (int k = allTiles ? n : 1; k <= n; k++) {
                for (int mask : bySize[k]) {
                    best = Math.min(best, closest(reach[mask], target));
                }
            }
            for (int k = allTiles ? n : 1; k <= n && !stopped; k++) {
                if (offerFirstMaking(k, target - best) || offerFirstMaking(k, target + best)) {
                    return;
                }
            }
        }

        /** Builds the value sets of every subset of up to {@code size} tiles not built yet. */
        private void buildUpTo(int size) {
            for (int k = builtSize + 1; k <= size && !stopped; k++) {
                for (int mask : bySize[k]) {
                    LongSet values = build(mask);
                    if (stopped) {
                        return;
                    }
                    reach[mask] = values;
                }
                builtSize = k;
            }
        }

        /** Empties the reused value sets for the next search of this thread. */
        void release() {
            if (pool != null) {
                for (int mask = 1; mask <= full; mask++) {
                    LongSet set = pool[mask];
                    if (set != null && set.size() > 0) {
                        if (set.isOversized()) {
                            pool[mask] = null;
                        } else {
                            set.clear();
                        }
                    }
                }
            }
        }

        void run() {
            boolean allTiles = context.rules().allTilesRequired();
            int built = 0;
            for (int mask = 1; mask < full && !stopped; mask++) {
                if (canonical[mask] == mask) {
                    LongSet values = build(mask);
                    if (!stopped) {
                        reach[mask] = values;
                        built = mask;
                    }
                }
            }
            if (n == 1) {
                reach[full] = build(full);
            }
            if (!stopped) {
                offerSolutions(bestDistance(allTiles), allTiles);
            } else if (!allTiles) {
                offerClosestBuilt(built);
            }
            context.countOperations(tried, valid);
        }

        /**
         * When the budget ran out while the sets were built: one tree for the closest value among the
         * subsets whose sets are complete (those up to {@code lastBuilt}), so that a large game still gets
         * a good answer.
         */
        private void offerClosestBuilt(int lastBuilt) {
            long target = context.target();
            int bestMask = 0;
            long bestValue = 0;
            for (int mask = 1; mask <= lastBuilt; mask++) {
                LongSet values = canonical[mask] == mask ? reach[mask] : null;
                for (int i = 0; values != null && i < values.size(); i++) {
                    long v = values.get(i);
                    if (bestMask == 0 || Math.abs(v - target) < Math.abs(bestValue - target)) {
                        bestMask = mask;
                        bestValue = v;
                    }
                }
            }
            if (bestMask != 0) {
                context.offer(firstTree(bestMask, bestValue));
            }
        }

        /** One tree over exactly the tiles of {@code mask} making {@code v}, which they are known to make. */
        private Expression firstTree(int mask, long v) {
            if (Integer.bitCount(mask) == 1) {
                return Expression.tile(v);
            }
            int c = canonical[mask];
            Expression[] found = new Expression[1];
            lastOperations(c, v, (a, x, operator, xLeft, y) -> {
                Expression xs = firstTree(a, x);
                Expression ys = firstTree(c ^ a, y);
                found[0] = xLeft ? Expression.combine(xs, operator, ys) : Expression.combine(ys, operator, xs);
                return true;
            });
            if (found[0] == null) {
                throw new IllegalStateException("no tree makes " + v);
            }
            return found[0];
        }

        /** One way to make a value by a last operation: {@code x} from part {@code a}, {@code y} from the rest. */
        private interface LastOperation {
            /**
             * @param xLeft whether {@code x} is the left operand ({@code x op y}) or the right one
             * @return true to stop looking for more
             */
            boolean found(int a, long x, Operator operator, boolean xLeft, long y);
        }

        /**
         * Every way the tiles of {@code mask} make {@code v} in a last operation over two parts, by
         * probing, for each value {@code x} of one part, the partner the operator needs in the other:
         * the meet-in-the-middle step shared by the probe, the enumeration and the fallback. Returns
         * true when the receiver stopped the search.
         */
        private boolean lastOperations(int mask, long v, LastOperation receiver) {
            int c = canonical[mask];
            for (int split : splits(c)) {
                int a = iteratedPart(split, c ^ split);
                int b = c ^ a;
                LongSet xs = set(a);
                for (int i = 0; i < xs.size(); i++) {
                    long x = xs.get(i);
                    for (Operator operator : OPERATORS) {
                        long y = partner(x, operator, v, true);
                        if (y > 0 && makes(b, y) && receiver.found(a, x, operator, true, y)) {
                            return true;
                        }
                        if (!operator.isCommutative()) {
                            y = partner(x, operator, v, false);
                            if (y > 0 && makes(b, y) && receiver.found(a, x, operator, false, y)) {
                                return true;
                            }
                        }
                    }
                }
            }
            return false;
        }

        /**
         * Of the two parts of a split, the one whose values are listed (the other is probed): a built one,
         * the smaller when both are.
         */
        private int iteratedPart(int a, int b) {
            LongSet as = set(a);
            LongSet bs = set(b);
            if (as == null && bs == null) {
                throw new IllegalStateException("neither part of a split is built");
            }
            return as != null && (bs == null || as.size() <= bs.size()) ? a : b;
        }

        /** The value set of a subset: its canonical subset's, null when not built. */
        private LongSet set(int mask) {
            return reach[canonical[mask]];
        }

        /**
         * The first parts {@code a} of the splits of {@code mask} into {@code a} and {@code mask ^ a}:
         * each unordered split once ({@code a} holds the lowest tile), and of splits with the same values
         * only one.
         */
        private int[] splits(int mask) {
            int c = canonical[mask];
            if (splits[c] == null) {
                int low = c & -c;
                int[] parts = new int[1 << Integer.bitCount(c)];
                long[] seen = new long[(full >> 6) + 1];
                int count = 0;
                for (int a = (c - 1) & c; a > 0; a = (a - 1) & c) {
                    int ca = canonical[a];
                    if ((a & low) != 0 && (seen[ca >> 6] & (1L << ca)) == 0) {
                        seen[ca >> 6] |= 1L << ca;
                        parts[count++] = a;
                    }
                }
                splits[c] = Arrays.copyOf(parts, count);
            }
            return splits[c];
        }

        /** The value set of a subset, from the sets of its splits. */
        private LongSet build(int mask) {
            LongSet out = newSet(mask);
            if (Integer.bitCount(mask) == 1) {
                out.add(tiles[Integer.numberOfTrailingZeros(mask)]);
                return out;
            }
            for (int a : splits(mask)) {
                combine(set(a), set(mask ^ a), out);
                if (stopped) {
                    break;
                }
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

        private void combine(LongSet xs, LongSet ys, LongSet out) {
            for (int i = 0; i < xs.size(); i++) {
                if (!context.enterNode()) {
                    stopped = true;
                    return;
                }
                tried += 4L * ys.size();
                valid += combineInto(xs.get(i), ys, out);
            }
        }

        /** The smallest distance to the target over every subset allowed. */
        private long bestDistance(boolean allTiles) {
            long target = context.target();
            long best = Long.MAX_VALUE;
            if (!allTiles) {
                for (int mask = 1; mask < full; mask++) {
                    if (canonical[mask] == mask) {
                        best = Math.min(best, closest(reach[mask], target));
                    }
                }
            }
            if (reach[full] == null) {
                for (long d = 0; d <= Math.min(best, PROBED_DISTANCES); d++) {
                    if (makes(full, target - d) || makes(full, target + d)) {
                        return d;
                    }
                }
                if (best <= PROBED_DISTANCES) {
                    return best;
                }
                reach[full] = build(full);
            }
            return Math.min(best, closest(reach[full], target));
        }

        private static long closest(LongSet values, long target) {
            long best = Long.MAX_VALUE;
            for (int i = 0; i < values.size(); i++) {
                best = Math.min(best, Math.abs(values.get(i) - target));
            }
            return best;
        }

        /**
         * Whether the tiles of {@code mask}, all of them, make {@code v}: a look-up when the subset's set
         * is built, else a probe of the last operation over every split.
         */
        private boolean makes(int mask, long v) {
            if (v <= 0) {
                return false;
            }
            if (set(mask) != null) {
                return set(mask).contains(v);
            }
            if (!context.enterNode()) {
                stopped = true;
                return false;
            }
            return lastOperations(mask, v, (a, x, operator, xLeft, y) -> true);
        }

        /**
         * The operand {@code y} with {@code x op y = v} ({@code xLeft}) or {@code y op x = v}, or 0 when
         * no positive integer is.
         */
        private static long partner(long x, Operator operator, long v, boolean xLeft) {
            long y = xLeft ? operator.rightOperand(x, v) : operator.leftOperand(x, v);
            return y == Operator.ILLEGAL ? 0 : y;
        }

        private void offerSolutions(long distance, boolean allTiles) {
            long target = context.target();
            long[] values = distance == 0 ? new long[] {target} : new long[] {target - distance, target + distance};
            for (int mask = allTiles ? full : 1; mask <= full && !stopped; mask++) {
                if (canonical[mask] == mask) {
                    for (long v : values) {
                        if (makes(mask, v)) {
                            for (Expression tree : trees(mask, v)) {
                                context.offer(tree);
                            }
                        }
                    }
                }
            }
        }

        /**
         * Every tree over exactly the tiles of {@code mask} with value {@code v}: for {@code +} and
         * {@code ×} one operand order, the larger operand on the left.
         */
        private List<Expression> trees(int mask, long v) {
            MaskValue key = new MaskValue(canonical[mask], v);
            List<Expression> known = trees.get(key);
            if (known != null) {
                return known;
            }
            List<Expression> out = new ArrayList<>();
            if (Integer.bitCount(mask) == 1) {
                if (tiles[Integer.numberOfTrailingZeros(mask)] == v) {
                    out.add(Expression.tile(v));
                }
            } else if (!context.enterNode()) {
                stopped = true;
            } else {
                int c = canonical[mask];
                lastOperations(c, v, (a, x, operator, xLeft, y) -> {
                    int b = c ^ a;
                    if (operator.isCommutative()) {
                        boolean xFirst = x >= y;
                        addCombinations(xFirst ? a : b, xFirst ? x : y, operator, xFirst ? b : a, xFirst ? y : x, out);
                    } else if (xLeft) {
                        addCombinations(a, x, operator, b, y, out);
                    } else {
                        addCombinations(b, y, operator, a, x, out);
                    }
                    return stopped;
                });
            }
            List<Expression> distinct = out.size() > 1 ? List.copyOf(new LinkedHashSet<>(out)) : out;
            trees.put(key, distinct);
            return distinct;
        }

        private void addCombinations(int leftMask, long left, Operator operator, int rightMask, long right,
                List<Expression> out) {
            for (Expression l : trees(leftMask, left)) {
                if (stopped || !context.enterNode()) {
                    stopped = true;
                    return;
                }
                for (Expression r : trees(rightMask, right)) {
                    out.add(Expression.combine(l, operator, r));
                }
            }
        }
    }

    /**
     * Every value the tiles make, each tile used at most once: the union of the value sets of every
     * subset, ascending.
     *
     * @param tiles 1 to {@value #MAX_TILES} positive tiles
     * @throws IllegalArgumentException if there are no tiles, more than {@value #MAX_TILES}, or one is
     *     not positive
     */
    public static long[] reachable(long... tiles) {
        Problem problem = Problem.of(1, tiles);
        if (tiles.length > MAX_TILES) {
            throw new IllegalArgumentException("tiles: at most " + MAX_TILES + " tiles, got " + tiles.length);
        }
        SearchContext context = new SearchContext(problem, Equivalence.ALGEBRAIC, Budget.unlimited());
        Run run = new Run(context, null);
        LongSet all = new LongSet(1024);
        for (int mask = 1; mask <= run.full; mask++) {
            if (run.canonical[mask] == mask) {
                run.reach[mask] = run.build(mask);
                LongSet values = run.reach[mask];
                for (int i = 0; i < values.size(); i++) {
                    all.add(values.get(i));
                }
            }
        }
        long[] out = new long[all.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = all.get(i);
        }
        Arrays.sort(out);
        return out;
    }

    /**
     * The step every value-set strategy repeats: adds to {@code out} the legal {@code a op b} of
     * {@code x} with each member {@code y} of {@code ys}, for the four operators, the larger operand on
     * the left. Returns how many of the {@code 4 × ys.size()} moves were legal.
     */
    static int combineInto(long x, LongSet ys, LongSet out) {
        int legal = 0;
        for (int j = 0; j < ys.size(); j++) {
            long y = ys.get(j);
            long big = Math.max(x, y);
            long small = Math.min(x, y);
            legal += add(out, Operator.ADD.apply(big, small)) + add(out, Operator.SUBTRACT.apply(big, small))
                    + add(out, Operator.MULTIPLY.apply(big, small)) + add(out, Operator.DIVIDE.apply(big, small));
        }
        return legal;
    }

    /** Adds a result unless it is {@link Operator#ILLEGAL}; 1 if it was legal, else 0. */
    private static int add(LongSet out, long result) {
        if (result == Operator.ILLEGAL) {
            return 0;
        }
        out.add(result);
        return 1;
    }

    /** A subset of tiles and a value, the key of the trees memo. */
    private record MaskValue(int mask, long value) {
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
