package chiffreslettres.chiffres.engine;

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
 * round, all selections at once. Selections share their smaller sub-multisets ({@link MultisetKeys}), so
 * each value set is computed once for the whole census rather than once per selection:
 *
 * <ol>
 *   <li>the value set of every multiset of up to {@code n − 2} tiles drawable from the bag, built from
 *       its splits (the sets of two to four tiles from, and to, the process-wide {@link ValueSetCache},
 *       built by the best-answer search's {@link SetBuilder}), kept as {@link CensusEntry}s;</li>
 *   <li>the last operation with one tile, per multiset of {@code n − 1} tiles, and</li>
 *   <li>the rest of each selection's targets ({@link LastOperationMarking}).</li>
 * </ol>
 *
 * <p>The census marks over the cached sets' ascending copies, whose sorted values keep its loops'
 * branches predictable. Runs on a {@link ForkJoinPool} of the given parallelism, or on the calling thread
 * alone for a parallelism of 1. Checked against {@link Reachable#values} selection by selection in the
 * tests.
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

    final MultisetKeys keys;
    final int tileCount;
    final TargetRange range;
    /** The size in bits of the bitmaps of values: {@code maxTarget × (largest tile + 1) + 1}. */
    final int bitmapBits;
    /** {@link #FEW_UNMARKED}, or another threshold when a test forces one path. */
    final int fewUnmarked;
    /** {@link #PAIR_BY_PAIR}, or another threshold when a test forces one path. */
    final int pairByPair;
    /** The multisets of up to {@code n − 2} tiles, by key; filled size by size, then only read. */
    final Map<Long, CensusEntry> entries = new HashMap<>();
    /**
     * The scratch bitmap of {@code bitmapBits} bits, all zero between uses, when the census runs on the
     * calling thread alone; null on a pool, where each worker has its own ({@link #workerBitmaps}).
     */
    private long[] soleBitmap;
    /** Each pool worker's scratch bitmap; null when the census runs on the calling thread alone. */
    private ThreadLocal<long[]> workerBitmaps;

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
        if (!fits(largest, maxTarget)) {
            throw new IllegalArgumentException("targets: maxTarget × largest tile must stay under " + MAX_BITMAP
                    + ", got " + maxTarget + " × " + largest);
        }
        this.keys = new MultisetKeys(counts);
        this.tileCount = tileCount;
        this.range = new TargetRange(minTarget, maxTarget);
        this.bitmapBits = (int) (maxTarget * (largest + 1) + 1);
    }

    /** Whether a census of targets up to {@code maxTarget} with tiles up to {@code largest} fits its bitmaps. */
    static boolean fits(long largest, long maxTarget) {
        return largest <= MAX_BITMAP && maxTarget <= MAX_BITMAP / (largest + 1);
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
            long[] sizeKeys = keys.multisets(size);
            CensusEntry[] built = new CensusEntry[sizeKeys.length];
            parallel(pool, sizeKeys.length, i -> built[i] = buildEntry(sizeKeys[i]));
            for (int i = 0; i < sizeKeys.length; i++) {
                entries.put(sizeKeys[i], built[i]);
            }
        }
        long[] selections = keys.multisets(tileCount);
        LastOperationMarking marking = new LastOperationMarking(this, selections.length > 1);
        Map<Long, Integer> selectionIndex = new HashMap<>();
        for (int i = 0; i < selections.length; i++) {
            selectionIndex.put(selections[i], i);
        }
        long[] almost = keys.multisets(tileCount - 1);
        long total = almost.length + selections.length;
        AtomicLong done = new AtomicLong();
        AtomicLongArray marks = new AtomicLongArray(selections.length * range.rangeWords);
        parallel(pool, almost.length, i -> {
            marking.markWithOneTile(almost[i], selectionIndex, marks);
            progress.update(done.incrementAndGet(), total);
        });
        Selection[] out = new Selection[selections.length];
        parallel(pool, selections.length, i -> {
            out[i] = marking.finish(selections[i], i, marks);
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
    private CensusEntry buildEntry(long key) {
        int size = keys.size(key);
        LongSet set;
        LongSet found = null;
        if (size == 1) {
            set = new LongSet(1);
            set.add(keys.values[keys.onlyValue(key)]);
        } else if (size <= 4) {
            ValueSetCache.Entry entry = sharedOrBuilt(key, size);
            set = entry.ascending();
            found = entry.values();
        } else {
            set = new LongSet(16);
            for (long a : keys.splits(key)) {
                LongSet xs = entries.get(a).values();
                LongSet ys = entries.get(key - a).values();
                for (int i = 0; i < xs.size(); i++) {
                    SetBuilder.combineInto(xs.get(i), ys, set);
                }
            }
        }
        long[] targets = new long[range.rangeWords];
        if (range.minTarget + 64L * range.rangeWords <= LongSet.SMALL) {
            for (int w = 0; w < range.rangeWords; w++) {
                targets[w] = set.membersFrom(range.minTarget + 64L * w);
            }
            range.maskBeyondRange(targets);
        } else {
            for (int i = 0; i < set.size(); i++) {
                range.markTarget(targets, set.get(i));
            }
        }
        return new CensusEntry(set, found == null ? set : found, targets, bitmapBits);
    }

    /**
     * The value set of a multiset of two to four tiles from the {@link ValueSetCache}, or built by the
     * best-answer search's {@link SetBuilder} from its parts' sets in the order
     * found, so that a set cached by either has the same members in the same order, and offered to the
     * cache with what its building cost that search. A set the cache does not keep comes back in an entry
     * of its own, whose {@linkplain ValueSetCache.Entry#ascending ascending} set is the set itself (sorting
     * it for one selection would cost more than it saves).
     */
    private ValueSetCache.Entry sharedOrBuilt(long key, int size) {
        long[] tiles = keys.sortedTiles(key);
        int all = (1 << size) - 1;
        long cacheKey = ValueSetCache.key(tiles, all);
        ValueSetCache.Entry entry = cacheKey == ValueSetCache.NOT_CACHED ? null : ValueSetCache.get(cacheKey);
        if (entry != null) {
            return entry;
        }
        TileShape shape = TileShape.of(tiles);
        LongSet set = new LongSet(16);
        SetBuilder builder = new SetBuilder();
        builder.build(shape.splits(all), shape.rests(all), part -> entries.get(keys.subMultiset(tiles, part)).found(), set);
        if (cacheKey != ValueSetCache.NOT_CACHED) {
            ValueSetCache.offer(cacheKey, set, (int) builder.nodes, builder.tried, builder.valid);
            entry = ValueSetCache.get(cacheKey);
        }
        return entry != null ? entry : ValueSetCache.Entry.unsorted(set, (int) builder.nodes, builder.tried, builder.valid);
    }

    private long[] newBitmap() {
        return new long[bitmapBits / 64 + 2];
    }

    /**
     * This thread's scratch bitmap. A census makes one per worker rather than one per calling thread: a
     * thread-local per census would leave a stale entry in the caller's map on every call.
     */
    long[] scratchBitmap() {
        return soleBitmap != null ? soleBitmap : workerBitmaps.get();
    }
}
