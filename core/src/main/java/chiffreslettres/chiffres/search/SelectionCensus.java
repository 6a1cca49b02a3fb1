package chiffreslettres.chiffres.search;

import chiffreslettres.chiffres.Operator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * Which targets of a range every distinct selection of tiles from a bag makes: the census of a numbers
 * round, all selections at once. Selections share their smaller sub-multisets, so each value set is
 * computed once for the whole census rather than once per selection:
 *
 * <ol>
 *   <li>the value set of every multiset of up to {@code n − 2} tiles drawable from the bag, built from
 *       its splits (the subset dynamic programming of {@link SubsetDynamicProgramming}, keyed by
 *       multiset instead of by subset);</li>
 *   <li>for every multiset of {@code n − 1} tiles, its values up to {@code maxTarget × largest tile} in a
 *       bitmap, and from it, for every tile {@code t} that completes it to a selection, the targets
 *       {@code x op t} and {@code t op x} (the last operation with one tile), marked word by word;</li>
 *   <li>for every selection, the targets its sub-multisets make, then the remaining last operations
 *       (two parts of at least two tiles): for a few targets still unmarked, a meet-in-the-middle probe
 *       each; for more, two small parts combined pair by pair, or each value of the smaller part against
 *       the larger part's bitmap.</li>
 * </ol>
 *
 * <p>The sets of two to four tiles come from, and go to, the process-wide {@link ValueSetCache} shared with
 * the best-answer search, built in that search's order, so that one selection's {@code reachableTargets}
 * after another builds only its larger sets; the census marks over their cached ascending copies, whose
 * sorted values keep its loops' branches predictable (0.7–0.8 times the time over random selections).
 * Runs on a {@link ForkJoinPool} of the given parallelism, or
 * on the calling thread alone for a parallelism of 1. Checked against
 * {@link SubsetDynamicProgramming#reachable(long...)} selection by selection in the tests.
 */
public final class SelectionCensus {

    /** The most tiles a selection may have. */
    public static final int MAX_TILES = SubsetDynamicProgramming.MAX_TILES;

    /**
     * Up to this many targets left unmarked before the last step, each is probed on its own (a hash
     * look-up per value of the smaller part); beyond it, whole words of targets are marked at once.
     */
    private static final int FEW_UNMARKED = 16;

    /**
     * Two parts of a last operation with at most this many values each are combined pair by pair; a
     * larger part is looked up, for each value of the smaller, in a bitmap of its values (a cost that
     * grows with the range rather than with the part).
     */
    private static final int PAIR_BY_PAIR = 64;

    /** Operands below this bound add, multiply and divide in {@code long} without overflow checks. */
    static final long SMALL_OPERAND = 1L << 31;

    /** How many bit tests one division is worth, to choose between two ways of finding quotients. */
    private static final int DIVISION_COST = 8;

    /** The largest {@code maxTarget × largest tile}: the size in bits of each worker's bitmap. */
    public static final long MAX_BITMAP = 1L << 26;

    /**
     * Told how far a census is. Called from the census's worker threads, possibly at once from several:
     * implementations must be thread-safe and quick.
     */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param done  units of work finished, from 1 to {@code total}
         * @param total units of work of the whole census (multisets of {@code n − 1} tiles plus selections)
         */
        void update(long done, long total);
    }

    /** One selection of tiles and the targets of the range it makes. Immutable. */
    public static final class Selection {
        private final List<Long> tiles;
        private final long minTarget;
        private final long[] words;

        Selection(List<Long> tiles, long minTarget, long[] words) {
            this.tiles = tiles;
            this.minTarget = minTarget;
            this.words = words;
        }

        /** The tiles, ascending. */
        public List<Long> tiles() {
            return tiles;
        }

        /** Whether the tiles make {@code target}; false outside the census's range. */
        public boolean reaches(long target) {
            long i = target - minTarget;
            return i >= 0 && i < (long) words.length * 64 && (words[(int) (i >> 6)] & (1L << i)) != 0;
        }

        /** The targets of the range the tiles make, ascending. */
        public long[] reachableTargets() {
            long[] out = new long[reachableCount()];
            int count = 0;
            for (int w = 0; w < words.length; w++) {
                for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                    out[count++] = minTarget + 64L * w + Long.numberOfTrailingZeros(bits);
                }
            }
            return out;
        }

        /** How many targets of the range the tiles make. */
        public int reachableCount() {
            int count = 0;
            for (long w : words) {
                count += Long.bitCount(w);
            }
            return count;
        }

        @Override
        public String toString() {
            return tiles + ": " + reachableCount() + " targets";
        }
    }

    private final long[] values;
    private final int[] multiplicity;
    private final long[] place;
    private final int tileCount;
    private final long minTarget;
    private final long maxTarget;
    private final int rangeWords;
    private final int bitmapBits;
    /** {@link #FEW_UNMARKED}, or another threshold when a test forces one path. */
    private final int fewUnmarked;
    /** {@link #PAIR_BY_PAIR}, or another threshold when a test forces one path. */
    private final int pairByPair;
    private final Map<Long, Cached> cache = new HashMap<>();
    /**
     * The scratch bitmap of {@code bitmapBits} bits, all zero between uses, when the census runs on the
     * calling thread alone; null on a pool, where each worker has its own ({@link #workerBitmaps}).
     */
    private long[] soleBitmap;
    /** Each pool worker's scratch bitmap; null when the census runs on the calling thread alone. */
    private ThreadLocal<long[]> workerBitmaps;
    /** Whether several selections share sub-multisets, so that their lookup bitmaps are worth keeping. */
    private boolean shared;

    /**
     * A multiset's values, the targets of the range among them, and, made when first needed, the values
     * below the bitmap size as a bitmap and the others as a sorted list.
     */
    private final class Cached {
        private final LongSet values;
        private final LongSet found;
        private final long[] targets;
        /** The bitmap and the large values, built at most a few times (a benign race), then shared. */
        private volatile long[][] split;

        Cached(LongSet values, LongSet found, long[] targets) {
            this.values = values;
            this.found = found;
            this.targets = targets;
        }

        /** The values, for marking: ascending when they come from the {@link ValueSetCache}. */
        LongSet values() {
            return values;
        }

        /** The same values in the order the set builder found them, for building larger sets alike. */
        LongSet found() {
            return found;
        }

        long[] targets() {
            return targets;
        }

        /**
         * The values below the bitmap size as a bitmap, and the others sorted. Kept, built at most a few
         * times (a benign race), when several selections share this multiset; otherwise written into
         * {@code scratch}, an all-zero bitmap of the full size, to be cleared with {@link #clearBits}.
         */
        long[][] lookup(long[] scratch) {
            long[][] known = split;
            if (known != null) {
                return known;
            }
            long[] bitmap = scratch != null ? scratch : new long[(int) (Math.min(values.max(), bitmapBits) / 64 + 2)];
            long[] big = new long[values.size()];
            int bigCount = 0;
            for (int i = 0; i < values.size(); i++) {
                long v = values.get(i);
                if (v < bitmapBits) {
                    setBit(bitmap, v);
                } else {
                    big[bigCount++] = v;
                }
            }
            long[] sortedBig = Arrays.copyOf(big, bigCount);
            Arrays.sort(sortedBig);
            known = new long[][] {bitmap, sortedBig};
            if (scratch == null) {
                split = known;
            }
            return known;
        }

        /** Clears this multiset's bits from a scratch bitmap {@link #lookup} wrote them into. */
        void clearBits(long[] scratch) {
            for (int i = 0; i < values.size(); i++) {
                long v = values.get(i);
                if (v < bitmapBits) {
                    scratch[(int) (v >>> 6)] = 0;
                }
            }
        }
    }

    private SelectionCensus(List<Long> bag, int tileCount, long minTarget, long maxTarget, int fewUnmarked,
            int pairByPair) {
        this.fewUnmarked = fewUnmarked;
        this.pairByPair = pairByPair;
        Objects.requireNonNull(bag, "bag");
        TreeMap<Long, Integer> counts = new TreeMap<>();
        for (Long tile : bag) {
            Objects.requireNonNull(tile, "bag: a tile is null");
            if (tile <= 0) {
                throw new IllegalArgumentException("bag: tiles must be positive, got " + tile);
            }
            counts.merge(tile, 1, Integer::sum);
        }
        if (tileCount < 2 || tileCount > MAX_TILES) {
            throw new IllegalArgumentException("tileCount: 2 to " + MAX_TILES + " tiles per selection, got " + tileCount);
        }
        if (tileCount > bag.size()) {
            throw new IllegalArgumentException("tileCount: the bag holds " + bag.size() + " tiles, fewer than "
                    + tileCount);
        }
        if (minTarget < 1 || maxTarget < minTarget) {
            throw new IllegalArgumentException("targets: need 1 ≤ minTarget ≤ maxTarget, got " + minTarget + " to "
                    + maxTarget);
        }
        long largest = counts.lastKey();
        if (largest > MAX_BITMAP || maxTarget > MAX_BITMAP / (largest + 1)) {
            throw new IllegalArgumentException("targets: maxTarget × largest tile must stay under " + MAX_BITMAP
                    + ", got " + maxTarget + " × " + largest);
        }
        this.values = counts.keySet().stream().mapToLong(Long::longValue).toArray();
        this.multiplicity = counts.values().stream().mapToInt(Integer::intValue).toArray();
        this.place = new long[values.length];
        long p = 1;
        for (int i = 0; i < values.length; i++) {
            place[i] = p;
            p = Math.multiplyExact(p, multiplicity[i] + 1L);
        }
        this.tileCount = tileCount;
        this.minTarget = minTarget;
        this.maxTarget = maxTarget;
        this.rangeWords = (int) ((maxTarget - minTarget) / 64 + 1);
        this.bitmapBits = (int) (maxTarget * (largest + 1) + 1);
    }

    /**
     * The census: every distinct selection of {@code tileCount} tiles from {@code bag} (a multiset: a
     * tile listed twice may be drawn twice) and the targets from {@code minTarget} to {@code maxTarget}
     * it makes with {@code + − × ÷} (each tile at most once, every intermediate a positive integer).
     *
     * @param parallelism how many threads work, at least 1
     * @param progress    told after each unit of work; may be null
     * @return the selections in ascending lexicographic order of their sorted tiles
     * @throws IllegalArgumentException if the bag is empty or holds a tile that is not positive, the tile
     *     count is not 2 to {@value #MAX_TILES} or exceeds the bag, the range is empty or not positive,
     *     {@code maxTarget × largest tile} reaches {@value #MAX_BITMAP}, or {@code parallelism < 1}
     * @throws NullPointerException if the bag or a tile is null
     * @throws IllegalStateException if the census was interrupted
     */
    public static List<Selection> run(List<Long> bag, int tileCount, long minTarget, long maxTarget,
            int parallelism, Progress progress) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, got " + parallelism);
        }
        SelectionCensus census = new SelectionCensus(bag, tileCount, minTarget, maxTarget, FEW_UNMARKED,
                PAIR_BY_PAIR);
        Progress report = progress == null ? (done, total) -> { } : progress;
        if (parallelism == 1) {
            return census.run(null, report);
        }
        ForkJoinPool pool = new ForkJoinPool(parallelism);
        try {
            return census.run(pool, report);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The census on the calling thread with the two path thresholds chosen, so that a test can run every
     * target through one path: probes alone ({@code fewUnmarked} at least the range's size), or marking
     * alone ({@code fewUnmarked = -1}) pair by pair ({@code pairByPair} at least any part's size) or
     * against bitmaps ({@code pairByPair = 0}). The results must not depend on them.
     */
    static List<Selection> runWithThresholds(List<Long> bag, int tileCount, long minTarget, long maxTarget,
            int fewUnmarked, int pairByPair) {
        return new SelectionCensus(bag, tileCount, minTarget, maxTarget, fewUnmarked, pairByPair)
                .run(null, (done, total) -> { });
    }

    private List<Selection> run(ForkJoinPool pool, Progress progress) {
        if (pool == null) {
            soleBitmap = newBitmap();
        } else {
            workerBitmaps = ThreadLocal.withInitial(this::newBitmap);
        }
        for (int size = 1; size <= tileCount - 2; size++) {
            long[] keys = multisets(size);
            Cached[] built = new Cached[keys.length];
            parallel(pool, keys.length, i -> built[i] = buildCached(keys[i]));
            for (int i = 0; i < keys.length; i++) {
                cache.put(keys[i], built[i]);
            }
        }
        long[] selections = multisets(tileCount);
        shared = selections.length > 1;
        Map<Long, Integer> selectionIndex = new HashMap<>();
        for (int i = 0; i < selections.length; i++) {
            selectionIndex.put(selections[i], i);
        }
        long[] almost = multisets(tileCount - 1);
        long total = almost.length + selections.length;
        AtomicLong done = new AtomicLong();
        AtomicLongArray marks = new AtomicLongArray(selections.length * rangeWords);
        parallel(pool, almost.length, i -> {
            markLastOperationWithOneTile(almost[i], selectionIndex, marks);
            progress.update(done.incrementAndGet(), total);
        });
        Selection[] out = new Selection[selections.length];
        parallel(pool, selections.length, i -> {
            out[i] = finish(selections[i], i, marks);
            progress.update(done.incrementAndGet(), total);
        });
        return List.of(out);
    }

    /** Runs {@code task} for 0 to {@code count - 1}: on the pool, or on this thread when there is none. */
    private static void parallel(ForkJoinPool pool, int count, IntConsumer task) {
        if (pool == null) {
            for (int i = 0; i < count; i++) {
                task.accept(i);
            }
            return;
        }
        try {
            pool.submit(() -> IntStream.range(0, count).parallel().forEach(task)).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("census interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }

    /**
     * The value set of a multiset of up to {@code n − 2} tiles, from its splits' cached sets; for two to
     * four tiles, from the process-wide {@link ValueSetCache} when it holds it.
     */
    private Cached buildCached(long key) {
        int size = size(key);
        LongSet set;
        LongSet found = null;
        if (size == 1) {
            set = new LongSet(1);
            set.add(values[onlyValue(key)]);
        } else if (size <= 4) {
            ValueSetCache.Entry entry = sharedOrBuilt(key, size);
            set = entry.ascending();
            found = entry.values();
        } else {
            set = new LongSet(16);
            for (long a : splits(key)) {
                LongSet xs = cache.get(a).values();
                LongSet ys = cache.get(key - a).values();
                for (int i = 0; i < xs.size(); i++) {
                    SubsetDynamicProgramming.combineInto(xs.get(i), ys, set);
                }
            }
        }
        long[] targets = new long[rangeWords];
        if (minTarget + 64L * rangeWords <= LongSet.SMALL) {
            for (int w = 0; w < rangeWords; w++) {
                targets[w] = set.membersFrom(minTarget + 64L * w);
            }
            maskBeyondRange(targets);
        } else {
            for (int i = 0; i < set.size(); i++) {
                markTarget(targets, set.get(i));
            }
        }
        return new Cached(set, found == null ? set : found, targets);
    }

    /**
     * The value set of a multiset of two to four tiles from the {@link ValueSetCache}, or built by the
     * best-answer search's {@link SubsetDynamicProgramming.SetBuilder} from its parts' sets in the order
     * found, so that a set cached by either has the same members in the same order, and offered to the
     * cache with what its building cost that search. A set the cache does not keep comes back in an entry
     * of its own, whose {@linkplain ValueSetCache.Entry#ascending ascending} set is the set itself (sorting
     * it for one selection would cost more than it saves).
     */
    private ValueSetCache.Entry sharedOrBuilt(long key, int size) {
        long[] tiles = sortedTiles(key);
        int all = (1 << size) - 1;
        long cacheKey = ValueSetCache.key(tiles, all);
        ValueSetCache.Entry entry = cacheKey == ValueSetCache.NOT_CACHED ? null : ValueSetCache.get(cacheKey);
        if (entry != null) {
            return entry;
        }
        TileShape shape = TileShape.of(tiles);
        LongSet set = new LongSet(16);
        SubsetDynamicProgramming.SetBuilder builder = new SubsetDynamicProgramming.SetBuilder();
        builder.build(shape.splits(all), shape.rests(all), part -> cache.get(subMultiset(tiles, part)).found(), set);
        if (cacheKey != ValueSetCache.NOT_CACHED) {
            ValueSetCache.offer(cacheKey, set, (int) builder.nodes, builder.tried, builder.valid);
            entry = ValueSetCache.get(cacheKey);
        }
        return entry != null ? entry : ValueSetCache.Entry.unsorted(set, (int) builder.nodes, builder.tried, builder.valid);
    }

    /** The key of the multiset of the tiles of {@code mask}, {@code tiles} being some of the bag's. */
    private long subMultiset(long[] tiles, int mask) {
        long key = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            key += place[Arrays.binarySearch(values, tiles[Integer.numberOfTrailingZeros(rest)])];
        }
        return key;
    }

    /**
     * For a multiset of {@code n − 1} tiles: its values (those that can still lead into the range) in
     * a bitmap, then, for each tile completing it to a selection, the targets it makes alone and with
     * that tile in a last operation, or-ed into the selection's marks.
     */
    private void markLastOperationWithOneTile(long key, Map<Long, Integer> selectionIndex, AtomicLongArray marks) {
        long[] bitmap = scratchBitmap();
        if (size(key) == 1) {
            setBit(bitmap, values[onlyValue(key)]);
        } else {
            for (long a : splits(key)) {
                LongSet xs = cache.get(a).values();
                LongSet ys = cache.get(key - a).values();
                if (xs.size() > ys.size()) {
                    LongSet larger = xs;
                    xs = ys;
                    ys = larger;
                }
                markCombinations(xs, ys, bitmap, 0, bitmapBits);
            }
        }
        long[] alone = new long[rangeWords];
        for (int w = 0; w < rangeWords; w++) {
            alone[w] = bitmapWord(bitmap, minTarget + 64L * w);
        }
        long[] targets = new long[rangeWords];
        for (int i = 0; i < values.length; i++) {
            if (count(key, i) < multiplicity[i]) {
                System.arraycopy(alone, 0, targets, 0, rangeWords);
                markWithOperand(bitmap, null, values[i], targets);
                int s = selectionIndex.get(key + place[i]);
                for (int w = 0; w < rangeWords; w++) {
                    long bits = targets[w];
                    if (bits != 0) {
                        marks.getAndAccumulate(s * rangeWords + w, bits, (p, q) -> p | q);
                    }
                }
            }
        }
        Arrays.fill(bitmap, 0);
    }

    /**
     * Marks every target {@code y op t} or {@code t op y} for {@code y} in the bitmap (values below
     * {@code bitmapBits}): sums and differences word by word, products and quotients over the few
     * operands that can land in the range.
     */
    private void markWithOperand(long[] bitmap, LongSet all, long t, long[] targets) {
        for (int w = 0; w < rangeWords; w++) {
            long first = minTarget + 64L * w;
            long word = bitmapWord(bitmap, first - t) | bitmapWord(bitmap, first + t);
            if (t > first) {
                word |= Long.reverse(bitmapWord(bitmap, t - first - 63));
            }
            targets[w] |= word;
        }
        long lastFactor = maxTarget / t;
        for (long k = nextSetBit(bitmap, ceilDiv(minTarget, t), lastFactor); k >= 0;
                k = nextSetBit(bitmap, k + 1, lastFactor)) {
            markTarget(targets, k * t);
        }
        if (t < bitmapBits) {
            long last = Math.min(maxTarget, (bitmapBits - 1) / t);
            long unmarked = unmarkedCount(targets);
            if (all != null && all.size() * DIVISION_COST < Math.min(unmarked, last - minTarget)) {
                for (int i = 0; i < all.size(); i++) {
                    long y = all.get(i);
                    if (y % t == 0) {
                        markTarget(targets, y / t);
                    }
                }
            } else if (unmarked < last - minTarget) {
                for (int w = 0; w < rangeWords; w++) {
                    for (long free = ~targets[w]; free != 0; free &= free - 1) {
                        long target = minTarget + 64L * w + Long.numberOfTrailingZeros(free);
                        if (target > last) {
                            break;
                        }
                        if (testBit(bitmap, target * t)) {
                            targets[w] |= free & -free;
                        }
                    }
                }
            } else {
                for (long target = minTarget; target <= last; target++) {
                    if (testBit(bitmap, target * t)) {
                        markTarget(targets, target);
                    }
                }
            }
        }
        if (t >= minTarget) {
            long highest = Math.min(maxTarget, t);
            long smallestDivisor = ceilDiv(t, highest);
            long largestDivisor = Math.min(t / minTarget, bitmapBits);
            long candidates = largestDivisor - smallestDivisor;
            if (all != null && all.size() < Math.min(candidates, highest - minTarget)) {
                for (int i = 0; i < all.size(); i++) {
                    long y = all.get(i);
                    if (y >= smallestDivisor && y <= largestDivisor && t % y == 0) {
                        markTarget(targets, t / y);
                    }
                }
            } else if (candidates < highest - minTarget) {
                for (long y = nextSetBit(bitmap, smallestDivisor, largestDivisor); y >= 0;
                        y = nextSetBit(bitmap, y + 1, largestDivisor)) {
                    if (t % y == 0) {
                        markTarget(targets, t / y);
                    }
                }
            } else {
                for (long target = minTarget; target <= highest; target++) {
                    if (t % target == 0 && testBit(bitmap, t / target)) {
                        markTarget(targets, target);
                    }
                }
            }
        }
    }

    /**
     * Marks every target {@code y − x}, {@code y ÷ x}, {@code x − y} or {@code x ÷ y} for {@code y} in
     * {@code big} (sorted; sums and products of such values are beyond the range), scanning only the
     * windows of {@code y} that can land in it.
     */
    private void markWithBigValues(long[] big, long x, long[] targets) {
        if (big.length == 0) {
            return;
        }
        for (int i = from(big, saturatedAdd(x, minTarget)); i < big.length && big[i] <= saturatedAdd(x, maxTarget); i++) {
            markTarget(targets, big[i] - x);
        }
        long low = Operator.product(x, minTarget);
        if (low != Operator.ILLEGAL) {
            long high = Operator.product(x, maxTarget);
            for (int i = from(big, low); i < big.length && (high == Operator.ILLEGAL || big[i] <= high); i++) {
                if (big[i] % x == 0) {
                    markTarget(targets, big[i] / x);
                }
            }
        }
        if (x > big[0]) {
            for (int i = from(big, x - maxTarget); i < big.length && big[i] <= x - minTarget; i++) {
                markTarget(targets, x - big[i]);
            }
            for (int i = from(big, ceilDiv(x, maxTarget)); i < big.length && big[i] <= x / minTarget; i++) {
                if (x % big[i] == 0) {
                    markTarget(targets, x / big[i]);
                }
            }
        }
    }

    /** The index of the first value of {@code sorted} at least {@code v}. */
    private static int from(long[] sorted, long v) {
        int i = Arrays.binarySearch(sorted, v);
        return i >= 0 ? i : -i - 1;
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    private static long ceilDiv(long a, long b) {
        return a / b + (a % b == 0 ? 0 : 1);
    }

    /**
     * A selection's targets: its marks from the last operations with one tile, its cached
     * sub-multisets' targets, then the last operations over two parts of at least two tiles, each value
     * of the smaller part against the other part's bitmap and large values.
     */
    private Selection finish(long key, int index, AtomicLongArray marks) {
        long[] targets = new long[rangeWords];
        for (int w = 0; w < rangeWords; w++) {
            targets[w] = marks.get(index * rangeWords + w);
        }
        List<Cached[]> twoPartSplits = new ArrayList<>();
        long[] subs = new long[1 << tileCount];
        int[] sizes = new int[subs.length];
        int subCount = subMultisets(key, subs, sizes);
        for (int s = 0; s < subCount; s++) {
            long sub = subs[s];
            int size = sizes[s];
            if (size <= tileCount - 2) {
                long[] subTargets = cache.get(sub).targets();
                for (int w = 0; w < rangeWords; w++) {
                    targets[w] |= subTargets[w];
                }
                if (size >= 2 && (2 * size < tileCount || (2 * size == tileCount && sub <= key - sub))) {
                    Cached a = cache.get(sub);
                    Cached b = cache.get(key - sub);
                    twoPartSplits.add(a.values().size() <= b.values().size() ? new Cached[] {a, b} : new Cached[] {b, a});
                }
            }
        }
        maskBeyondRange(targets);
        long unmarked = unmarkedCount(targets);
        if (unmarked <= fewUnmarked) {
            for (long target = minTarget; target <= maxTarget; target++) {
                if (!isMarked(targets, target) && makesWithTwoLargeParts(twoPartSplits, target)) {
                    markTarget(targets, target);
                }
            }
        } else {
            for (Cached[] split : twoPartSplits) {
                LongSet xs = split[0].values();
                if (split[1].values().size() <= pairByPair) {
                    markCombinations(xs, split[1].values(), targets, minTarget, maxTarget - minTarget + 1);
                    continue;
                }
                long[] scratch = shared ? null : scratchBitmap();
                long[][] lookup = split[1].lookup(scratch);
                for (int i = 0; i < xs.size() && !allMarked(targets); i++) {
                    markWithOperand(lookup[0], split[1].values(), xs.get(i), targets);
                    markWithBigValues(lookup[1], xs.get(i), targets);
                }
                if (scratch != null) {
                    split[1].clearBits(scratch);
                }
            }
            maskBeyondRange(targets);
        }
        return new Selection(tiles(key), minTarget, targets);
    }

    /**
     * Sets bit {@code v − offset} of {@code bits} for every value {@code v = x op y} with {@code x} in
     * {@code xs}, {@code y} in {@code ys} and {@code offset ≤ v < offset + limit}, pair by pair: the one
     * loop that fills a multiset's bitmap and marks the targets of a last operation. Operands and window
     * below {@value #SMALL_OPERAND} (every real game) take a loop without overflow checks that divides only
     * when the quotient can land in the window.
     */
    static void markCombinations(LongSet xs, LongSet ys, long[] bits, long offset, long limit) {
        long[] xv = xs.members();
        long[] yv = ys.members();
        int xn = xs.size();
        int yn = ys.size();
        if (xs.max() >= SMALL_OPERAND || ys.max() >= SMALL_OPERAND || offset + limit > SMALL_OPERAND) {
            for (int i = 0; i < xn; i++) {
                for (int j = 0; j < yn; j++) {
                    long big = Math.max(xv[i], yv[j]);
                    long small = Math.min(xv[i], yv[j]);
                    markIn(bits, Operator.sum(big, small) - offset, limit);
                    markIn(bits, Operator.difference(big, small) - offset, limit);
                    markIn(bits, Operator.product(big, small) - offset, limit);
                    markIn(bits, Operator.quotient(big, small) - offset, limit);
                }
            }
            return;
        }
        long lowestQuotient = Math.max(offset, 2);
        long quotientEnd = offset + limit;
        for (int i = 0; i < xn; i++) {
            long x = xv[i];
            for (int j = 0; j < yn; j++) {
                long y = yv[j];
                long big = Math.max(x, y);
                long small = Math.min(x, y);
                markIn(bits, big + small - offset, limit);
                markIn(bits, big * small - offset, limit);
                if (big == small) {
                    markIn(bits, 1 - offset, limit);
                } else {
                    markIn(bits, big - small - offset, limit);
                    if (big >= small * lowestQuotient && big < small * quotientEnd) {
                        int quotient = (int) big / (int) small;
                        if (quotient * small == big) {
                            markIn(bits, quotient - offset, limit);
                        }
                    }
                }
            }
        }
    }

    /**
     * Sets bit {@code i} of {@code bits} when {@code 0 ≤ i < limit}; any other {@code i}, such as
     * {@link Operator#ILLEGAL} less an offset, is ignored.
     */
    private static void markIn(long[] bits, long i, long limit) {
        if (i >= 0 && i < limit) {
            bits[(int) (i >>> 6)] |= 1L << i;
        }
    }

    /** Whether a last operation over two parts of at least two tiles makes {@code v}. */
    private static boolean makesWithTwoLargeParts(List<Cached[]> parts, long v) {
        for (Cached[] split : parts) {
            if (SubsetDynamicProgramming.anyPartnerIn(split[0].values(), split[1].values(), v)) {
                return true;
            }
        }
        return false;
    }

    /** How many targets of the range are not marked yet. */
    private long unmarkedCount(long[] targets) {
        long marked = 0;
        for (long word : targets) {
            marked += Long.bitCount(word);
        }
        return maxTarget - minTarget + 1 - marked;
    }

    private void maskBeyondRange(long[] targets) {
        long rangeSize = maxTarget - minTarget + 1;
        if (rangeSize % 64 != 0) {
            targets[rangeWords - 1] &= (1L << rangeSize) - 1;
        }
    }

    private boolean allMarked(long[] targets) {
        long rangeSize = maxTarget - minTarget + 1;
        for (int w = 0; w < rangeWords - 1; w++) {
            if (targets[w] != -1L) {
                return false;
            }
        }
        long last = rangeSize % 64 == 0 ? -1L : (1L << rangeSize) - 1;
        return (targets[rangeWords - 1] & last) == last;
    }

    // --- bitmaps ---

    private long[] newBitmap() {
        return new long[bitmapBits / 64 + 2];
    }

    /**
     * This thread's scratch bitmap. A census makes one per worker rather than one per calling thread: a
     * thread-local per census would leave a stale entry in the caller's map on every call.
     */
    private long[] scratchBitmap() {
        return soleBitmap != null ? soleBitmap : workerBitmaps.get();
    }

    private void setBit(long[] bitmap, long v) {
        if (v > 0 && v < bitmapBits) {
            bitmap[(int) (v >>> 6)] |= 1L << v;
        }
    }

    /** The first value from {@code from} to {@code last} in the bitmap, or -1. */
    private long nextSetBit(long[] bitmap, long from, long last) {
        long end = Math.min(last, limit(bitmap) - 1);
        if (from > end) {
            return -1;
        }
        int i = (int) (from >>> 6);
        int lastWord = (int) (end >>> 6);
        long word = bitmap[i] & (-1L << from);
        while (word == 0) {
            if (++i > lastWord) {
                return -1;
            }
            word = bitmap[i];
        }
        long found = 64L * i + Long.numberOfTrailingZeros(word);
        return found <= end ? found : -1;
    }

    /**
     * The values a bitmap can hold: all but its last word, which stays empty so that a word read across
     * two words never runs off the end. A multiset's bitmap is only as long as its largest value needs.
     */
    private static long limit(long[] bitmap) {
        return 64L * (bitmap.length - 1);
    }

    private static boolean testBit(long[] bitmap, long v) {
        return v > 0 && v < limit(bitmap) && (bitmap[(int) (v >>> 6)] & (1L << v)) != 0;
    }

    /** The 64 bits of the bitmap from value {@code from} up; bits outside the bitmap read as 0. */
    private long bitmapWord(long[] bitmap, long from) {
        long word = 0;
        long limit = limit(bitmap);
        if (from >= limit || from <= -64) {
            return 0;
        }
        if (from >= 0 && from + 64 <= limit) {
            int i = (int) (from >>> 6);
            int shift = (int) (from & 63);
            word = shift == 0 ? bitmap[i] : (bitmap[i] >>> shift) | (bitmap[i + 1] << (64 - shift));
        } else {
            for (int k = 0; k < 64; k++) {
                if (testBit(bitmap, from + k)) {
                    word |= 1L << k;
                }
            }
        }
        return word;
    }

    /** Marks {@code v} if it is in the range; {@link Operator#ILLEGAL} and other values are ignored. */
    private void markTarget(long[] targets, long v) {
        long i = v - minTarget;
        if (Long.compareUnsigned(i, maxTarget - minTarget) <= 0) {
            targets[(int) (i >> 6)] |= 1L << i;
        }
    }

    private boolean isMarked(long[] targets, long v) {
        long i = v - minTarget;
        return (targets[(int) (i >> 6)] & (1L << i)) != 0;
    }

    // --- multisets, as mixed-radix numbers: digit i counts the tiles of value values[i] ---

    private int count(long key, int i) {
        return (int) (key / place[i] % (multiplicity[i] + 1));
    }

    private int size(long key) {
        int size = 0;
        for (int i = 0; key != 0; i++) {
            long base = multiplicity[i] + 1L;
            size += (int) (key % base);
            key /= base;
        }
        return size;
    }

    private int onlyValue(long key) {
        for (int i = 0; i < values.length; i++) {
            if (count(key, i) > 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("empty multiset");
    }

    private List<Long> tiles(long key) {
        List<Long> out = new ArrayList<>(tileCount);
        for (long tile : sortedTiles(key)) {
            out.add(tile);
        }
        return List.copyOf(out);
    }

    /** The tiles of a multiset, ascending, read digit by digit. */
    private long[] sortedTiles(long key) {
        long[] out = new long[size(key)];
        int count = 0;
        for (int i = 0; key != 0; i++) {
            long base = multiplicity[i] + 1L;
            for (long c = key % base; c > 0; c--) {
                out[count++] = values[i];
            }
            key /= base;
        }
        return out;
    }

    /** Every multiset of {@code size} tiles the bag can give, ascending in lexicographic order of tiles. */
    private long[] multisets(int size) {
        List<Long> out = new ArrayList<>();
        collect(0, size, 0, out);
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private void collect(int i, int left, long key, List<Long> out) {
        if (left == 0) {
            out.add(key);
            return;
        }
        if (i == values.length) {
            return;
        }
        for (int c = Math.min(left, multiplicity[i]); c >= 0; c--) {
            collect(i + 1, left - c, key + c * place[i], out);
        }
    }

    /**
     * Every non-empty proper sub-multiset of {@code key} and its number of tiles, into {@code subs} and
     * {@code sizes} (each at least {@code 2^size(key)} long); returns how many. Each sub-multiset is one
     * step from the previous (a digit up, or lower digits back to 0), so none is recomputed digit by digit.
     */
    private int subMultisets(long key, long[] subs, int[] sizes) {
        int digits = 0;
        long[] digitPlace = new long[values.length];
        int[] limits = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            int count = count(key, i);
            if (count > 0) {
                digitPlace[digits] = place[i];
                limits[digits++] = count;
            }
        }
        int[] counts = new int[digits];
        long sub = 0;
        int size = 0;
        int found = 0;
        while (true) {
            int i = 0;
            while (i < digits && counts[i] == limits[i]) {
                sub -= counts[i] * digitPlace[i];
                size -= counts[i];
                counts[i] = 0;
                i++;
            }
            if (i == digits) {
                return found;
            }
            counts[i]++;
            sub += digitPlace[i];
            size++;
            if (sub != key) {
                subs[found] = sub;
                sizes[found++] = size;
            }
        }
    }

    /** The first parts of the distinct splits of {@code key} into two non-empty parts, each split once. */
    private long[] splits(long key) {
        long[] subs = new long[1 << size(key)];
        int count = subMultisets(key, subs, new int[subs.length]);
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (subs[i] <= key - subs[i]) {
                subs[kept++] = subs[i];
            }
        }
        return Arrays.copyOf(subs, kept);
    }
}
