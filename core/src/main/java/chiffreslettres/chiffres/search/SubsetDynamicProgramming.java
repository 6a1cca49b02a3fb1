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
import java.util.function.IntFunction;

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
 * found has the fewest steps and is proven best. For size {@code k} it first looks the target up, in every
 * subset of {@code k} tiles, over the splits whose two parts are already built (look-ups only), then builds the value sets of subsets of
 * {@code k − 1} tiles (up to four) or {@code k − 2} tiles (beyond), never more than {@code n − 2}, and
 * probes the remaining splits, larger parts through their own last operation recursively; a value no
 * calculation over a part can exceed ends its probe at once. When the target cannot be made, values
 * {@code target ± 1}, {@code ± 2}, ... are asked the same way. The split and operation of each success
 * are remembered, so the answer's tree is built without searching again. Its value sets are kept per
 * thread and reused, and the shapes of equal tiles are cached, so a search allocates little more than
 * its answer. The sets of two to four tiles, which recur from game to game, come from a bounded
 * process-wide cache ({@link ValueSetCache}: at most 8 MB by default; the UK bag's 2,421 count 4.8 MB)
 * that charges the budget and the statistics as if they were built: a search's answer does not depend
 * on what ran before it.
 *
 * <p>Above {@value #MAX_TILES} tiles the value sets would not fit in memory: the complete mode walks
 * depth-first instead ({@link DfsEnumerator}'s walk). The best-answer mode, which never builds the
 * largest sets, goes to {@value #MAX_TILES_BEST_ANSWER} tiles (seven when every tile is required);
 * beyond, it skips repeated multisets ({@link MemoizedMultisetDeduplicator}), which keeps the best
 * distance and the fewest steps.
 * Thread-safe: a search keeps its state in its own run, a per-thread workspace and the shared cache.
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

    /** The arrays reused by the best-answer searches of one thread. */
    private static final ThreadLocal<Workspace> WORKSPACE = ThreadLocal.withInitial(Workspace::new);

    /**
     * What a best-answer search needs per subset, kept per thread and reused so that a search allocates
     * little more than its answer; left empty by each search ({@link Run#release}).
     */
    private static final class Workspace {
        /** Value sets by canonical subset, emptied and reused. */
        final LongSet[] sets = new LongSet[1 << MAX_TILES_BEST_ANSWER];
        /** The sets built by the current search, null elsewhere. */
        final LongSet[] reach = new LongSet[1 << MAX_TILES_BEST_ANSWER];
        /** Upper bounds computed by the current search, 0 elsewhere. */
        final long[] bounds = new long[1 << MAX_TILES_BEST_ANSWER];
        /** Whether a search of this thread holds it (a search started from inside another gets its own). */
        boolean inUse;
    }

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
            Workspace shared = WORKSPACE.get();
            Workspace workspace = shared.inUse ? new Workspace() : shared;
            workspace.inUse = true;
            Run run = new Run(context, workspace);
            try {
                run.runBestAnswer();
            } finally {
                run.release();
                workspace.inUse = false;
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

    /** How many ways a value {@code x} and a partner {@code y} can make a value in one operation. */
    private static final int WAYS = 6;
    /** The operator of each way. */
    private static final Operator[] WAY_OPERATOR = {
        Operator.ADD, Operator.MULTIPLY, Operator.SUBTRACT, Operator.SUBTRACT, Operator.DIVIDE, Operator.DIVIDE};
    /** Whether {@code x} is the left operand of each way ({@code x op y}) or the right one ({@code y op x}). */
    private static final boolean[] WAY_X_LEFT = {true, true, true, false, true, false};

    /**
     * The partner {@code y} that makes {@code v} with {@code x} in way {@code way} (0 to 5: {@code x + y},
     * {@code x × y}, {@code x − y}, {@code y − x}, {@code x ÷ y}, {@code y ÷ x}), or {@link Operator#ILLEGAL}
     * when no positive integer does: the inverses of the four operators, in one place.
     */
    static long partner(int way, long x, long v) {
        switch (way) {
            case 0:
                return Operator.difference(v, x);
            case 1:
                return Operator.quotient(v, x);
            case 2:
                return Operator.difference(x, v);
            case 3:
                return Operator.sum(v, x);
            case 4:
                return Operator.quotient(x, v);
            default:
                return Operator.product(v, x);
        }
    }

    /**
     * Whether some {@code x} of {@code xs} has, in one of the six ways, its partner for {@code v} in
     * {@code ys}: the hottest loop of the best-answer search, so the six {@linkplain #partner partners}
     * are written out, each computed only when it is positive and no larger than the largest member of
     * {@code ys}. Agrees with looking up {@code partner(way, x, v)} for every way (tested).
     */
    static boolean anyPartnerIn(LongSet xs, LongSet ys, long v) {
        if (v <= 0) {
            return false;
        }
        long max = ys.max();
        long quotientLimit = saturatedProduct(max, v);
        for (int i = 0; i < xs.size(); i++) {
            long x = xs.get(i);
            if (x < v) {
                if (ys.contains(v - x)
                        || (v <= saturatedProduct(x, max) && ys.contains(Operator.quotient(v, x)))) {
                    return true;
                }
            } else if (x > v) {
                if (ys.contains(x - v) || (x <= quotientLimit && ys.contains(Operator.quotient(x, v)))) {
                    return true;
                }
            } else if (ys.contains(1)) {
                return true;
            }
            if (ys.contains(Operator.sum(v, x)) || ys.contains(Operator.product(v, x))) {
                return true;
            }
        }
        return false;
    }

    /** {@code a × b} for positive operands, {@link Long#MAX_VALUE} when it overflows. */
    private static long saturatedProduct(long a, long b) {
        long product = Operator.product(a, b);
        return product == Operator.ILLEGAL ? Long.MAX_VALUE : product;
    }

    /** One search. */
    private static final class Run {
        private final SearchContext context;
        private final int n;
        private final int full;
        private final long[] tiles;
        /** Which subsets stand for the same values, and their splits. */
        private final TileShape shape;
        /** Value sets, by canonical subset; the whole set's only when it had to be built. */
        private final LongSet[] reach;
        /** Trees by subset and value, for the complete enumeration. */
        private Map<MaskValue, List<Expression>> trees;
        /** Upper bounds of the values of each canonical subset, 0 until computed ({@link #upperBound}). */
        private final long[] bounds;
        /**
         * The last success of a probe or look-up ({@link #remember}), by number of tiles: which canonical
         * subset made which value (0 for none), by which split and way. A success ends every probe above
         * it at once, so the subsets of the answer's path are the last ones remembered at their sizes.
         * Allocated on first use.
         */
        private int[] witnessMask;
        private long[] witnessValue;
        /** The first part of the split that made the value. */
        private int[] witnessPart;
        /** The operand from the first part, when the way is known. */
        private long[] witnessX;
        /** The way of {@link #partner} that made the value, or -1 when only the split is known. */
        private byte[] witnessWay;
        /** Reused value sets by canonical subset, or null when this run allocates its own. */
        private final LongSet[] pool;
        /** Whether {@link #reach}, {@link #bounds} and {@link #pool} are a thread's workspace to leave empty. */
        private final boolean reused;
        /** The largest subset size whose value sets are all built. */
        private int builtSize;
        /** Builds the value sets, counting the work into the statistics and the budget. */
        private final SetBuilder builder = new SetBuilder() {
            @Override
            boolean enterNode() {
                return context.enterNode();
            }
        };
        private boolean stopped;

        /**
         * A search over the context's tiles, in the given workspace (left empty by {@link #release}), or in
         * arrays of its own when it is null.
         */
        Run(SearchContext context, Workspace workspace) {
            this.context = context;
            this.n = context.tileCount();
            this.full = (1 << n) - 1;
            this.tiles = new long[n];
            for (int i = 0; i < n; i++) {
                tiles[i] = context.tile(i);
            }
            Arrays.sort(tiles);
            this.shape = TileShape.of(tiles);
            this.reused = workspace != null;
            this.reach = reused ? workspace.reach : new LongSet[full + 1];
            this.bounds = reused ? workspace.bounds : new long[full + 1];
            this.pool = reused ? workspace.sets : null;
        }

        /**
         * The best-answer search: the fewest tiles that make the target, else the closest value with
         * the fewest tiles; one tree offered.
         */
        void runBestAnswer() {
            boolean allTiles = context.rules().allTilesRequired();
            long target = context.target();
            for (int k = allTiles ? n : 1; k <= n && !stopped; k++) {
                int size = Math.max(1, Math.min(k <= 4 ? k - 1 : k - 2, n - 2));
                int triedSize = 0;
                if ((size > builtSize || k - 1 > size) && k > 2) {
                    if (offerFirstMaking(k, target, true, 0)) {
                        context.countOperations(builder.tried, builder.valid);
                        return;
                    }
                    triedSize = builtSize;
                }
                buildUpTo(size);
                if (offerFirstMaking(k, target, false, triedSize)) {
                    context.countOperations(builder.tried, builder.valid);
                    return;
                }
            }
            if (!stopped) {
                offerClosest(allTiles, target);
            }
            if (stopped && !allTiles) {
                offerClosestBuilt(full - 1);
            }
            context.countOperations(builder.tried, builder.valid);
        }

        /** Offers one tree of the first subset of {@code k} tiles that makes {@code v}; false if none does. */
        private boolean offerFirstMaking(int k, long v) {
            return offerFirstMaking(k, v, false, 0);
        }

        /**
         * Offers one tree of the first subset of {@code k} tiles that makes {@code v}, or with
         * {@code builtPartsOnly} of the first that makes it by a last operation over two built parts:
         * look-ups only, a cheap first try before more sets are built. Splits whose parts both have at most
         * {@code triedSize} tiles are skipped: a first try went over them.
         */
        private boolean offerFirstMaking(int k, long v, boolean builtPartsOnly, int triedSize) {
            for (int mask : shape.ofSize(k)) {
                if (stopped) {
                    return false;
                }
                if (builtPartsOnly ? makesFromBuiltParts(mask, v) : makes(mask, v, triedSize)) {
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
                    for (int mask : shape.ofSize(k)) {
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
            if (stopped) {
                return;
            }
            long best = Long.MAX_VALUE;
            for (int k = allTiles ? n : 1; k <= n; k++) {
                for (int mask : shape.ofSize(k)) {
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
                for (int mask : shape.ofSize(k)) {
                    LongSet values = reused ? cachedOrBuilt(mask) : build(mask);
                    if (stopped) {
                        return;
                    }
                    reach[mask] = values;
                }
                builtSize = k;
            }
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
            if (entry != null && context.hasNodesLeft(entry.nodes())) {
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

        /** Leaves the workspace empty for the next search of this thread. */
        void release() {
            if (reused) {
                for (int mask = 1; mask <= full; mask++) {
                    reach[mask] = null;
                    bounds[mask] = 0;
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
                if (shape.canonical(mask) == mask) {
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
            context.countOperations(builder.tried, builder.valid);
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
                LongSet values = shape.canonical(mask) == mask ? reach[mask] : null;
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
            int c = shape.canonical(mask);
            Expression[] found = new Expression[1];
            LastOperation receiver = (a, x, operator, xLeft, y) -> {
                Expression xs = firstTree(a, x);
                Expression ys = firstTree(c ^ a, y);
                found[0] = xLeft ? Expression.combine(xs, operator, ys) : Expression.combine(ys, operator, xs);
                return true;
            };
            int size = Integer.bitCount(c);
            if (witnessMask != null && witnessMask[size] == c && witnessValue[size] == v) {
                int a = witnessPart[size];
                int way = witnessWay[size];
                if (way >= 0) {
                    long x = witnessX[size];
                    receiver.found(a, x, WAY_OPERATOR[way], WAY_X_LEFT[way], partner(way, x, v));
                } else {
                    lastOperations(c, a, shape.canonical(c ^ a), v, receiver);
                }
            }
            if (found[0] == null) {
                lastOperations(c, v, receiver);
            }
            if (found[0] == null) {
                throw new IllegalStateException("no tree makes " + v);
            }
            return found[0];
        }

        /**
         * Records that subset {@code c} makes {@code v} by split {@code a}, with {@code x} from {@code a}
         * in way {@code way} (-1 when not known), so that {@link #firstTree} need not search again.
         */
        private void remember(int c, long v, int a, long x, int way) {
            if (witnessMask == null) {
                witnessMask = new int[n + 1];
                witnessValue = new long[n + 1];
                witnessPart = new int[n + 1];
                witnessX = new long[n + 1];
                witnessWay = new byte[n + 1];
            }
            int size = Integer.bitCount(c);
            witnessMask[size] = c;
            witnessValue[size] = v;
            witnessPart[size] = a;
            witnessX[size] = x;
            witnessWay[size] = (byte) way;
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
         * the meet-in-the-middle step shared by the probe, the enumeration and the fallback. Splits whose
         * parts are both built come first: they cost look-ups only. Returns true when the receiver stopped
         * the search; with a null receiver, as soon as one way is found.
         */
        private boolean lastOperations(int mask, long v, LastOperation receiver) {
            return lastOperations(mask, v, receiver, 0);
        }

        /**
         * {@link #lastOperations(int, long, LastOperation)} but for the splits whose parts both have at most
         * {@code triedSize} tiles.
         */
        private boolean lastOperations(int mask, long v, LastOperation receiver, int triedSize) {
            int c = shape.canonical(mask);
            int[] firsts = shape.splits(c);
            int[] rests = shape.rests(c);
            boolean allBuilt = Integer.bitCount(c) - 1 <= builtSize;
            for (int pass = allBuilt ? 1 : 0; pass < 2; pass++) {
                for (int i = 0; i < firsts.length; i++) {
                    int a = firsts[i];
                    int b = rests[i];
                    if (!allBuilt && (reach[a] != null && reach[b] != null) != (pass == 0)) {
                        continue;
                    }
                    if (triedSize > 0 && Math.max(Integer.bitCount(a), Integer.bitCount(b)) <= triedSize) {
                        continue;
                    }
                    if (receiver == null ? probe(c, a, b, v) : lastOperations(c, a, b, v, receiver)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /**
         * Whether the split of {@code c} into canonical parts {@code first} and {@code second} makes
         * {@code v} in a last operation: the partners
         * looked up in the other part's set, or probed in it when it is not built. A success is
         * {@linkplain #remember remembered}. The hot path of the best-answer search, kept apart from the
         * enumeration so that it compiles small.
         */
        private boolean probe(int c, int first, int second, long v) {
            LongSet firstValues = reach[first];
            LongSet secondValues = reach[second];
            if (firstValues != null && secondValues != null) {
                return probeBuilt(c, first, firstValues, second, secondValues, v);
            }
            int a = iteratedPart(first, second);
            int b = a == first ? second : first;
            LongSet xs = reach[a];
            for (int i = 0; i < xs.size(); i++) {
                long x = xs.get(i);
                for (int way = 0; way < WAYS; way++) {
                    if (makes(b, partner(way, x, v))) {
                        remember(c, v, a, x, way);
                        return true;
                    }
                }
            }
            return false;
        }

        /**
         * The ways of {@link #lastOperations(int, long, LastOperation)} over the split of {@code c} into
         * canonical parts {@code first} and {@code second}: for
         * each value {@code x} of the listed part, the partner of each of the six {@linkplain #partner
         * ways}, looked up in the other part's set or probed in it, handed to the receiver.
         */
        private boolean lastOperations(int c, int first, int second, long v, LastOperation receiver) {
            int a = iteratedPart(first, second);
            int b = a == first ? second : first;
            LongSet xs = reach[a];
            LongSet ys = reach[b];
            for (int i = 0; i < xs.size(); i++) {
                long x = xs.get(i);
                for (int way = 0; way < WAYS; way++) {
                    long y = partner(way, x, v);
                    if ((ys != null ? ys.contains(y) : makes(b, y))
                            && receiver.found(a, x, WAY_OPERATOR[way], WAY_X_LEFT[way], y)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Whether {@code v} is made by a last operation over two built parts of {@code mask}. */
        private boolean makesFromBuiltParts(int mask, long v) {
            int c = shape.canonical(mask);
            int[] firsts = shape.splits(c);
            int[] rests = shape.rests(c);
            for (int i = 0; i < firsts.length; i++) {
                LongSet xs = reach[firsts[i]];
                LongSet ys = reach[rests[i]];
                if (xs != null && ys != null && probeBuilt(c, firsts[i], xs, rests[i], ys, v)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * {@link #probe} for a split whose two parts are built: the partners of the smaller part's values
         * looked up in the larger's set.
         */
        private boolean probeBuilt(int c, int first, LongSet firstValues, int second, LongSet secondValues, long v) {
            boolean firstSmaller = firstValues.size() <= secondValues.size();
            if (anyPartnerIn(firstSmaller ? firstValues : secondValues, firstSmaller ? secondValues : firstValues, v)) {
                remember(c, v, firstSmaller ? first : second, 0, -1);
                return true;
            }
            return false;
        }

        /**
         * Of the two parts of a split, the one whose values are listed (the other is probed): a built one,
         * the smaller when both are.
         */
        private int iteratedPart(int a, int b) {
            LongSet as = reach[a];
            LongSet bs = reach[b];
            if (as == null && bs == null) {
                throw new IllegalStateException("neither part of a split is built");
            }
            return as != null && (bs == null || as.size() <= bs.size()) ? a : b;
        }

        /**
         * A value no calculation over the tiles of {@code mask} exceeds: the largest value of its set when
         * built; else, as {@code −} and {@code ÷} never exceed their left operand, the larger of
         * {@code a + b} and {@code a × b} over every split, {@code a} and {@code b} the bounds of the parts,
         * which is the product of the tiles when none is 1 ({@code a × b ≥ a + b} for operands of at least
         * 2). Saturates at {@link Long#MAX_VALUE}.
         */
        private long upperBound(int mask) {
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
                        bound = saturatedProduct(bound, tiles[Integer.numberOfTrailingZeros(rest)]);
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

        /** The value set of a subset: its canonical subset's, null when not built. */
        private LongSet set(int mask) {
            return reach[shape.canonical(mask)];
        }

        /** The value set of a subset, from the sets of its splits. */
        private LongSet build(int mask) {
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

        /** The smallest distance to the target over every subset allowed. */
        private long bestDistance(boolean allTiles) {
            long target = context.target();
            long best = Long.MAX_VALUE;
            if (!allTiles) {
                for (int mask = 1; mask < full; mask++) {
                    if (shape.canonical(mask) == mask) {
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
            return makes(mask, v, 0);
        }

        /** {@link #makes(int, long)} but for the splits whose parts both have at most {@code triedSize} tiles. */
        private boolean makes(int mask, long v, int triedSize) {
            if (v <= 0) {
                return false;
            }
            if (set(mask) != null) {
                return set(mask).contains(v);
            }
            if (v > upperBound(mask)) {
                return false;
            }
            if (!context.enterNode()) {
                stopped = true;
                return false;
            }
            return lastOperations(mask, v, null, triedSize);
        }

        private void offerSolutions(long distance, boolean allTiles) {
            long target = context.target();
            long[] values = distance == 0 ? new long[] {target} : new long[] {target - distance, target + distance};
            for (int mask = allTiles ? full : 1; mask <= full && !stopped; mask++) {
                if (shape.canonical(mask) == mask) {
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
            MaskValue key = new MaskValue(shape.canonical(mask), v);
            if (trees == null) {
                trees = new HashMap<>();
            }
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
                int c = shape.canonical(mask);
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
            if (run.shape.canonical(mask) == mask) {
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
            legal += add(out, Operator.sum(big, small)) + add(out, Operator.difference(big, small))
                    + add(out, Operator.product(big, small)) + add(out, Operator.quotient(big, small));
        }
        return legal;
    }

    /**
     * Whether a value set built from a split lists the values of its first part, each combined with the
     * second part's ({@link #combineInto}), rather than the other way round: the smaller part is listed,
     * the first when they are equal.
     */
    static boolean listsFirstPart(LongSet first, LongSet second) {
        return first.size() <= second.size();
    }

    /**
     * The one way a value set is built from its splits, and what the building cost: each split in
     * {@link TileShape}'s order, each value of its listed part ({@link #listsFirstPart}) combined with
     * the other part's ({@link #combineInto}). Every builder of the sets {@link ValueSetCache} keeps uses
     * it, so a set's members come in the same order whoever built it, and so does a search's answer. Not
     * thread-safe: one per search or census task.
     */
    static class SetBuilder {
        /** The listed values combined so far, each one node of a search. */
        long nodes;
        /** The operations tried so far. */
        long tried;
        /** The operations among them that were legal. */
        long valid;

        /** Asked before each listed value: whether the building may go on. Always, unless overridden. */
        boolean enterNode() {
            return true;
        }

        /**
         * Adds to {@code out} every value made over the given splits of a subset.
         *
         * @param firsts     the first parts of the splits, in {@link TileShape#splits} order
         * @param rests      the second parts, in the same order
         * @param partValues the value set of a part
         * @return false if {@link #enterNode} stopped the building ({@code out} then holds part of the set)
         */
        final boolean build(int[] firsts, int[] rests, IntFunction<LongSet> partValues, LongSet out) {
            for (int i = 0; i < firsts.length; i++) {
                LongSet as = partValues.apply(firsts[i]);
                LongSet bs = partValues.apply(rests[i]);
                boolean firstListed = listsFirstPart(as, bs);
                LongSet xs = firstListed ? as : bs;
                LongSet ys = firstListed ? bs : as;
                for (int j = 0; j < xs.size(); j++) {
                    if (!enterNode()) {
                        return false;
                    }
                    nodes++;
                    tried += 4L * ys.size();
                    valid += combineInto(xs.get(j), ys, out);
                }
            }
            return true;
        }
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
}
