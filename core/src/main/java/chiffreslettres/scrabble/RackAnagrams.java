package chiffreslettres.scrabble;

import java.util.Arrays;

/**
 * The words of two to seven tiles (a rack's worth) by their tiles: for a multiset of tiles, the words that
 * use exactly those tiles; and for a multiset one tile short of some word, the tiles that would complete
 * one (what a blank may stand for). What the search of the empty board asks ({@link OpeningSearch}), where
 * a move is a word of rack tiles alone.
 *
 * <p>A multiset's key is its tile numbers in increasing order, six bits each (the number plus one), the
 * last lowest; a word is kept the same way in reading order. Both tables are open-addressed arrays of
 * {@code long}s, at most two thirds full. Immutable and thread-safe.
 */
final class RackAnagrams {

    private static final int MAX = TileSet.RACK_SIZE;
    private static final int BITS = 6;
    private static final long TILE_MASK = (1L << BITS) - 1;

    /** Exact multisets: the keys (0 where a slot is free), and per slot its group's number. */
    private final long[] anagramKeys;
    private final int[] group;
    /** The words, grouped by their multiset: group {@code g}'s are from {@code groupStart[g]} to {@code groupStart[g + 1]}. */
    private final long[] words;
    private final int[] groupStart;
    /** Multisets one tile short: the keys, and per slot the tiles that complete a word, a bit each. */
    private final long[] shortKeys;
    private final long[] completions;

    private RackAnagrams(long[] anagramKeys, int[] group, long[] words, int[] groupStart, long[] shortKeys,
            long[] completions) {
        this.anagramKeys = anagramKeys;
        this.group = group;
        this.words = words;
        this.groupStart = groupStart;
        this.shortKeys = shortKeys;
        this.completions = completions;
    }

    /** The words of two to seven tiles of the automaton. */
    static RackAnagrams of(CompactAutomaton automaton) {
        Collected found = new Collected();
        collect(automaton, automaton.start(), 0L, 0, found);
        // Words grouped by multiset: sort (key, word) pairs by key.
        int n = found.size;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        long[] keys = found.keys;
        Arrays.sort(order, (a, b) -> Long.compare(keys[a], keys[b]));
        long[] words = new long[n];
        int groups = 0;
        for (int i = 0; i < n; i++) {
            words[i] = found.words[order[i]];
            groups += i == 0 || keys[order[i]] != keys[order[i - 1]] ? 1 : 0;
        }
        int size = tableSize(groups);
        long[] anagramKeys = new long[size];
        int[] group = new int[size];
        int[] groupStart = new int[groups + 1];
        for (int i = 0, g = 0; i < n; g++) {
            int end = i + 1;
            while (end < n && keys[order[end]] == keys[order[i]]) {
                end++;
            }
            int slot = freeSlot(anagramKeys, keys[order[i]]);
            anagramKeys[slot] = keys[order[i]];
            group[slot] = g;
            groupStart[g + 1] = end;
            i = end;
        }
        // Every multiset one tile short of a word, with the tile that completes it.
        ShortKeys shorts = new ShortKeys();
        int[] tiles = new int[MAX];
        for (int g = 0; g < size; g++) {
            if (anagramKeys[g] == 0) {
                continue;
            }
            int length = unpack(anagramKeys[g], tiles);
            for (int skip = 0; skip < length; skip++) {
                if (skip > 0 && tiles[skip] == tiles[skip - 1]) {
                    continue;
                }
                long rest = 0;
                for (int i = 0; i < length; i++) {
                    rest = i == skip ? rest : withTile(rest, tiles[i]);
                }
                shorts.add(rest, tiles[skip]);
            }
        }
        return new RackAnagrams(anagramKeys, group, words, groupStart, shorts.keys, shorts.masks);
    }

    /** Adds every word that goes on from {@code state} after the {@code length} tiles of {@code word}. */
    private static void collect(CompactAutomaton automaton, long state, long word, int length, Collected found) {
        if (CompactAutomaton.isFinal(state) && length >= 2) {
            found.add(word, length);
        }
        if (length == MAX) {
            return;
        }
        long labels = CompactAutomaton.labels(state);
        for (long left = labels; left != 0; left &= left - 1) {
            int tile = Long.numberOfTrailingZeros(left);
            collect(automaton, automaton.stepOn(state, tile), withTile(word, tile), length + 1, found);
        }
    }

    /** The key (or word) {@code key} with tile {@code tile} after its tiles. */
    static long withTile(long key, int tile) {
        return key << BITS | tile + 1;
    }

    /** The key of the multiset {@code count} (per tile number, how many). */
    static long keyOf(int[] count) {
        long key = 0;
        for (int t = 0; t < count.length; t++) {
            for (int c = count[t]; c > 0; c--) {
                key = withTile(key, t);
            }
        }
        return key;
    }

    /** The tiles of a word or key into {@code into}, first first; returns how many. */
    static int unpack(long packed, int[] into) {
        int length = (64 - Long.numberOfLeadingZeros(packed) + BITS - 1) / BITS;
        for (int i = length - 1; i >= 0; i--) {
            into[i] = (int) (packed & TILE_MASK) - 1;
            packed >>>= BITS;
        }
        return length;
    }

    /**
     * The words of exactly the multiset {@code key} ({@link #keyOf}), in {@link #word}'s numbering: from the
     * returned value's low half to its high half (an empty range when there is none).
     */
    long anagrams(long key) {
        int slot = find(anagramKeys, key);
        return slot < 0 ? 0 : (long) groupStart[group[slot] + 1] << 32 | groupStart[group[slot]];
    }

    /** Word {@code i} of an {@link #anagrams} range, as {@link #unpack} reads it. */
    long word(int i) {
        return words[i];
    }

    /** The tiles, a bit each, that complete the multiset {@code key} into some word's; 0 when none does. */
    long completions(long key) {
        int slot = key == 0 ? -1 : find(shortKeys, key);
        return slot < 0 ? 0 : completions[slot];
    }

    private static int find(long[] table, long key) {
        int mask = table.length - 1;
        for (int i = mix(key) & mask; table[i] != 0; i = i + 1 & mask) {
            if (table[i] == key) {
                return i;
            }
        }
        return -1;
    }

    private static int freeSlot(long[] table, long key) {
        int mask = table.length - 1;
        int i = mix(key) & mask;
        while (table[i] != 0 && table[i] != key) {
            i = i + 1 & mask;
        }
        return i;
    }

    /** The least power of two at least one and a half times {@code entries}: a table at most two thirds full. */
    private static int tableSize(int entries) {
        return Integer.highestOneBit(Math.max(2, entries + entries / 2) - 1) << 1;
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ h >>> 29);
    }

    /** The words found, with their multisets' keys. */
    private static final class Collected {
        long[] keys = new long[1024];
        long[] words = new long[1024];
        int size;
        private final int[] tiles = new int[MAX];

        void add(long word, int length) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
                words = Arrays.copyOf(words, size * 2);
            }
            unpack(word, tiles);
            int[] sorted = Arrays.copyOf(tiles, length);
            Arrays.sort(sorted);
            long key = 0;
            for (int t : sorted) {
                key = withTile(key, t);
            }
            keys[size] = key;
            words[size] = word;
            size++;
        }
    }

    /** A growing table of multisets one tile short, with their completing tiles. */
    private static final class ShortKeys {
        long[] keys = new long[1 << 12];
        long[] masks = new long[1 << 12];
        int size;

        void add(long key, int tile) {
            int slot = freeSlot(keys, key);
            if (keys[slot] == 0) {
                keys[slot] = key;
                if (++size * 3 > keys.length * 2) {
                    grow();
                    slot = freeSlot(keys, key);
                }
            }
            masks[slot] |= 1L << tile;
        }

        private void grow() {
            long[] oldKeys = keys;
            long[] oldMasks = masks;
            keys = new long[oldKeys.length * 2];
            masks = new long[oldKeys.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != 0) {
                    int slot = freeSlot(keys, oldKeys[i]);
                    keys[slot] = oldKeys[i];
                    masks[slot] = oldMasks[i];
                }
            }
        }
    }
}
