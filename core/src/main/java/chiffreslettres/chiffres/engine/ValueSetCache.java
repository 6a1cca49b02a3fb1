package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchContext;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The value sets of multisets of two to four tiles, shared by the searches of the process: the
 * best-answer search and a census (a selection's {@code reachableTargets} is one) build many of them,
 * the four-tile ones being most of a six-tile selection's sets, and the few thousand such multisets a
 * real bag holds recur from game to game (the UK bag: 101 of two tiles, 494 of three, 1,826 of four).
 *
 * <p>Bounded: sets are kept until their arrays take {@link #MAX_BYTES} bytes in all (8 MB unless the
 * system property {@code chiffreslettres.valueSetCache.bytes} says otherwise; 0 turns the cache off) or
 * they number {@value #MAX_ENTRIES} (the UK bag's 2,421 sets count 4.8 MB, 3.1 MB of them in the sets
 * themselves, the rest for the ascending copies a census reads); past that, new multisets are
 * built by each search as before. The table itself, an open-addressing array of keys and one of
 * entries, takes about 100 KB once used. Each entry records what building its set cost (nodes entered,
 * operations tried and legal), which a search charges to its budget and statistics as if it had built
 * the set: a search's answer and statistics do not depend on what earlier searches left here. Tiles
 * above {@value #MAX_TILE} ({@value #MAX_TILE_OF_FOUR} for four tiles) are not cached: a multiset must
 * pack into one key.
 *
 * <p>Thread-safe and lock-free: a key is claimed by compare-and-set, its entry published by a volatile
 * write (a reader that sees the key before the entry treats it as missing), and a cached set is a
 * {@linkplain LongSet#compactCopy compact copy} never modified. Looking up allocates nothing.
 */
final class ValueSetCache {

    /** The most bytes the cached sets' arrays take in all. */
    static final long MAX_BYTES = Math.max(0, Long.getLong("chiffreslettres.valueSetCache.bytes", 8L << 20));

    /** The largest tile cached in a multiset of two or three tiles. */
    static final long MAX_TILE = (1L << 20) - 1;

    /** The largest tile cached in a multiset of four tiles. */
    static final long MAX_TILE_OF_FOUR = (1L << 15) - 1;

    /** Returned by {@link #key} for a multiset that is not cached. */
    static final long NOT_CACHED = -1;

    /**
     * A multiset's value set, what building it cost, and, made when a census first asks, the same values
     * in ascending order.
     */
    static final class Entry {
        private final LongSet values;
        private final int nodes;
        private final long tried;
        private final long valid;
        /** {@link #ascending()}'s set once made: at most a few times (a benign race), then shared. */
        private volatile LongSet ascending;

        /**
         * @param values the set, read-only
         * @param nodes  the nodes its building entered ({@link SearchContext#enterNode})
         * @param tried  the operations its building tried
         * @param valid  the operations among them that were legal
         */
        Entry(LongSet values, int nodes, long tried, long valid) {
            this.values = values;
            this.nodes = nodes;
            this.tried = tried;
            this.valid = valid;
        }

        /**
         * An entry that is not cached, for a set built for one use: its {@link #ascending()} set is the set
         * itself, in the order found.
         */
        static Entry unsorted(LongSet values, int nodes, long tried, long valid) {
            Entry entry = new Entry(values, nodes, tried, valid);
            entry.ascending = values;
            return entry;
        }

        /** The set, read-only, its members in the order the search that built it found them. */
        LongSet values() {
            return values;
        }

        /** The nodes its building entered. */
        int nodes() {
            return nodes;
        }

        /** The operations its building tried. */
        long tried() {
            return tried;
        }

        /** The operations among them that were legal. */
        long valid() {
            return valid;
        }

        /**
         * The same set, read-only, its members in ascending order: what a census reads, for its marking
         * loops take the same branch run after run over sorted values, which the processor predicts.
         * Made on first call.
         */
        LongSet ascending() {
            LongSet known = ascending;
            if (known == null) {
                known = values.ascendingCopy();
                ascending = known;
            }
            return known;
        }
    }

    /** Slots of the open-addressing table; at most half of them are used. */
    private static final int SLOTS = 1 << 13;
    /** The most sets kept, whatever their size. */
    static final int MAX_ENTRIES = SLOTS / 2;

    /** Keys by slot, 0 for an empty slot (a key is never 0: tiles are positive). */
    private static final AtomicLongArray KEYS = new AtomicLongArray(SLOTS);
    /** Entries by slot; null while a key's entry is being published. */
    private static final AtomicReferenceArray<Entry> ENTRIES = new AtomicReferenceArray<>(SLOTS);
    private static final AtomicInteger COUNT = new AtomicInteger();
    private static final AtomicLong BYTES = new AtomicLong();

    private ValueSetCache() {
    }

    /**
     * The key of the multiset of the tiles of {@code mask}, or {@link #NOT_CACHED} when it has not two to
     * four tiles or one is too large.
     *
     * @param sortedTiles the tiles of a search, ascending
     */
    static long key(long[] sortedTiles, int mask) {
        int count = Integer.bitCount(mask);
        if (count < 2 || count > 4) {
            return NOT_CACHED;
        }
        int bits = count == 4 ? 15 : 20;
        long largest = count == 4 ? MAX_TILE_OF_FOUR : MAX_TILE;
        long key = count - 2;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            long tile = sortedTiles[Integer.numberOfTrailingZeros(rest)];
            if (tile > largest) {
                return NOT_CACHED;
            }
            key = key << bits | tile;
        }
        return key;
    }

    /** The entry of a key, or null. Lock-free; allocates nothing. */
    static Entry get(long key) {
        for (int i = slot(key); ; i = (i + 1) & (SLOTS - 1)) {
            long k = KEYS.get(i);
            if (k == key) {
                return ENTRIES.get(i);
            }
            if (k == 0) {
                return null;
            }
        }
    }

    /**
     * Keeps a {@linkplain LongSet#compactCopy compact copy} of a set just built and what building it cost,
     * unless the key has an entry or the cache is full (then nothing is copied). Its bytes count the
     * members twice: once more for the {@linkplain Entry#ascending ascending copy} a census may ask for.
     */
    static void offer(long key, LongSet values, int nodes, long tried, long valid) {
        if (BYTES.get() >= MAX_BYTES || COUNT.get() >= MAX_ENTRIES) {
            return;
        }
        LongSet copy = values.compactCopy();
        long bytes = entryBytes(copy);
        if (BYTES.addAndGet(bytes) > MAX_BYTES) {
            BYTES.addAndGet(-bytes);
            return;
        }
        if (COUNT.incrementAndGet() > MAX_ENTRIES) {
            COUNT.decrementAndGet();
            BYTES.addAndGet(-bytes);
            return;
        }
        for (int i = slot(key); ; i = (i + 1) & (SLOTS - 1)) {
            long k = KEYS.get(i);
            if (k == 0 && KEYS.compareAndSet(i, 0, key)) {
                ENTRIES.set(i, new Entry(copy, nodes, tried, valid));
                return;
            }
            if (KEYS.get(i) == key) {
                BYTES.addAndGet(-bytes);
                COUNT.decrementAndGet();
                return;
            }
        }
    }

    /** The bytes an entry of a compact copy counts: its arrays, and the members once more for its ascending copy. */
    static long entryBytes(LongSet copy) {
        return copy.arrayBytes() + 8L * copy.size();
    }

    private static int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & (SLOTS - 1);
    }

    /** How many sets are cached. */
    static int size() {
        return COUNT.get();
    }

    /** The bytes the cached sets' arrays take, or will once their ascending copies are made. */
    static long bytes() {
        return BYTES.get();
    }

    /** Forgets every set, for tests that need a cold cache; not to be called while searches run. */
    static void clear() {
        for (int i = 0; i < SLOTS; i++) {
            ENTRIES.set(i, null);
            KEYS.set(i, 0);
        }
        COUNT.set(0);
        BYTES.set(0);
    }
}
