package chiffreslettres.chiffres.search;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The value sets of multisets of two and three tiles, shared by every best-answer search of the process.
 * A search over six tiles builds up to 35 of them, about a third of a typical search's time, and the few
 * hundred such multisets a real bag holds (about 600 for the UK bag) recur from game to game.
 *
 * <p>Bounded: sets are kept until their arrays take {@value #MAX_BYTES} bytes in all (the UK bag's 595
 * sets take 210 KB, all met within the first thousand random games); past that, new multisets are built
 * by each search as before. Each entry
 * records what building its set cost (nodes entered, operations tried and legal), which a search charges
 * to its budget and statistics as if it had built the set: a search's answer and statistics do not
 * depend on what earlier searches left here. Tiles above {@value #MAX_TILE} are not cached (three of them
 * must pack into one key).
 *
 * <p>Thread-safe: a set is a {@linkplain LongSet#compactCopy compact copy} published through a
 * concurrent map and never modified.
 */
final class ValueSetCache {

    /** The most bytes the cached sets' arrays take in all. */
    static final long MAX_BYTES = 2L << 20;

    /** The largest tile cached. */
    static final long MAX_TILE = (1L << 21) - 1;

    /** Returned by {@link #key} for a multiset that is not cached. */
    static final long NOT_CACHED = -1;

    /**
     * A multiset's value set and what building it cost.
     *
     * @param values the set, read-only
     * @param nodes  the nodes its building entered ({@link SearchContext#enterNode})
     * @param tried  the operations its building tried
     * @param valid  the operations among them that were legal
     */
    record Entry(LongSet values, int nodes, long tried, long valid) {
    }

    private static final ConcurrentHashMap<Long, Entry> ENTRIES = new ConcurrentHashMap<>();
    private static final AtomicLong BYTES = new AtomicLong();

    private ValueSetCache() {
    }

    /**
     * The key of the multiset of the tiles of {@code mask}, or {@link #NOT_CACHED} when it has not two or
     * three tiles or one is above {@value #MAX_TILE}.
     *
     * @param sortedTiles the tiles of a search, ascending
     */
    static long key(long[] sortedTiles, int mask) {
        int count = Integer.bitCount(mask);
        if (count < 2 || count > 3) {
            return NOT_CACHED;
        }
        long key = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            long tile = sortedTiles[Integer.numberOfTrailingZeros(rest)];
            if (tile > MAX_TILE) {
                return NOT_CACHED;
            }
            key = key << 21 | tile;
        }
        return key;
    }

    /** The entry of a key, or null. */
    static Entry get(long key) {
        return ENTRIES.get(key);
    }

    /** Keeps an entry unless the key has one or the cache is full. */
    static void offer(long key, Entry entry) {
        long bytes = entry.values().arrayBytes();
        if (BYTES.get() + bytes <= MAX_BYTES && ENTRIES.putIfAbsent(key, entry) == null) {
            BYTES.addAndGet(bytes);
        }
    }

    /** How many sets are cached. */
    static int size() {
        return ENTRIES.size();
    }

    /** The bytes the cached sets' arrays take. */
    static long bytes() {
        return BYTES.get();
    }

    /** Forgets every set, for tests that need a cold cache. */
    static void clear() {
        ENTRIES.clear();
        BYTES.set(0);
    }
}
