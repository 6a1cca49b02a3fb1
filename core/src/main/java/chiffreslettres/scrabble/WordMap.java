package chiffreslettres.scrabble;

import java.util.Arrays;

/**
 * Every word of the lexicon (two to fifteen tiles) by its tiles, for a search that knows which tiles a word
 * must be made of and asks for the words ({@link SpanSearch}): for a multiset of tiles, the words that may
 * use exactly those tiles; and for a multiset one tile short of some word, the tiles that may complete one
 * (what a blank may stand for); and whether a multiset is two tiles short of some word.
 *
 * <p>A multiset is two {@code long}s of four-bit counts: tiles 0 to 15 in the first, 16 to 31 in the
 * second (a word of fifteen tiles holds at most fifteen of one). Both tables are open-addressed on a
 * 32-bit hash of the multiset, and a slot holds the hash and its answer; multisets of the same hash share
 * a slot, their answers merged. So an answer may hold more than was asked: words of another multiset, tiles
 * that complete another one; the caller checks each word's tiles ({@link #key}). Nothing is ever left out.
 * A set of more than 32 tiles, or a list of more words than {@link WordLookups} can number, has no word map
 * ({@link #of} returns null). Immutable and thread-safe.
 */
final class WordMap {

    /** The longest word: a line of the board. */
    static final int MAX = Board.SIZE;
    /**
     * The most words a list may have for a word map: its tables take about 250 bytes a word (43 MB for
     * ENABLE's 173,528 words, 73 MB for the English every-form list's 258,327), so a larger list (the
     * French list for play, some 421,000 words; the Spanish one, some 613,000) has none.
     */
    static final int MAX_WORDS = 300_000;
    /** The most tiles a set may have for its multisets to fit two {@code long}s. */
    static final int MAX_TILES = 32;
    /** Where a word's tiles are kept while the map is made: {@code STRIDE} bytes each, its length in the last. */
    private static final int STRIDE = 16;
    /** The bits of a tile in a packed word ({@link #packed}), and the tiles of its first {@code long}. */
    static final int TILE_BITS = 5;
    static final int FIRST_TILES = 12;
    /** Where a packed word's length is: the top four bits of its first {@code long}. */
    static final int LENGTH_SHIFT = 60;

    /** Exact multisets: per slot, the hash (high half, 0 when free) and the group's number. */
    private final long[] groups;
    /** The words by group: group {@code g}'s are words {@code groupStart[g]} to {@code groupStart[g + 1] - 1}. */
    private final int[] groupStart;
    /**
     * The words, two {@code long}s each: its tiles five bits each, the first twelve in the first (the first
     * tile lowest), the rest in the second, and its length in the first's top four bits.
     */
    private final long[] packed;
    /**
     * Multisets one tile short of a word: per slot, the hash (high half) and the tiles that complete one, a
     * bit each.
     */
    private final long[] completions;

    /**
     * Per table, a bit per hash (its high bits): set for every multiset the table holds, so that most
     * multisets it does not hold are told at once from a small array.
     */
    private final long[] groupBits;
    private final long[] completionBits;
    /** A bit per hash of every multiset two tiles short of a word (what two blanks may complete). */
    private final long[] twoShortBits;

    private WordMap(long[] groups, int[] groupStart, long[] packed, long[] completions, long[] twoShortBits) {
        this.groups = groups;
        this.groupStart = groupStart;
        this.packed = packed;
        this.completions = completions;
        this.groupBits = filter(groups);
        this.completionBits = filter(completions);
        this.twoShortBits = twoShortBits;
    }

    /** A bit for each hash the table holds: eight bits a slot ({@link #held}). */
    private static long[] filter(long[] table) {
        long[] bits = new long[Math.max(1, table.length / 8)];
        int shift = Integer.numberOfLeadingZeros(bits.length * 64 - 1);
        for (long entry : table) {
            if (entry != 0) {
                int bit = (int) (entry >>> 32) >>> shift;
                bits[bit >>> 6] |= 1L << bit;
            }
        }
        return bits;
    }

    /** Sets the bit of hash {@code h} in {@code bits} ({@link #held}). */
    private static void set(long[] bits, int h) {
        int bit = h >>> Integer.numberOfLeadingZeros(bits.length * 64 - 1);
        bits[bit >>> 6] |= 1L << bit;
    }

    /** Whether hash {@code h} may be in the table whose filter is {@code bits} (false: it is not). */
    private static boolean held(long[] bits, int h) {
        int bit = h >>> Integer.numberOfLeadingZeros(bits.length * 64 - 1);
        return (bits[bit >>> 6] & 1L << bit) != 0;
    }

    /**
     * The word map of the automaton's words, or null when its tile set has more than {@link #MAX_TILES} tiles
     * or it has too many words.
     */
    static WordMap of(CompactAutomaton automaton, int tileCount) {
        if (tileCount > MAX_TILES) {
            return null;
        }
        Collected found = new Collected();
        collect(automaton, automaton.start(), new byte[MAX], 0, found);
        int n = found.size;
        if (!WordLookups.fits(n)) {
            return null;
        }
        // Words in order of their multiset's hash: each run of one hash is a group.
        long[] order = new long[n];
        for (int i = 0; i < n; i++) {
            order[i] = (long) hash(found.lo[i], found.hi[i]) << 32 | i;
        }
        Arrays.sort(order);
        long[] packed = new long[2 * n];
        int groupCount = 0;
        for (int i = 0; i < n; i++) {
            int from = (int) order[i] * STRIDE;
            int length = found.words[from + STRIDE - 1];
            packed[2 * i] = (long) length << LENGTH_SHIFT;
            for (int p = 0; p < length; p++) {
                packed[2 * i + p / FIRST_TILES] |= (long) found.words[from + p] << TILE_BITS * (p % FIRST_TILES);
            }
            groupCount += i == 0 || order[i] >>> 32 != order[i - 1] >>> 32 ? 1 : 0;
        }
        long[] groups = new long[tableSize(groupCount)];
        int[] groupStart = new int[groupCount + 1];
        for (int i = 0, g = 0; i < n; g++) {
            int h = (int) (order[i] >>> 32);
            int end = i + 1;
            while (end < n && (int) (order[end] >>> 32) == h) {
                end++;
            }
            merge(groups, h, g);
            groupStart[g + 1] = end;
            i = end;
        }
        // Every multiset one tile short of a word, with the tile that completes it.
        int shortCount = 0;
        for (int i = 0; i < n; i++) {
            shortCount += Long.bitCount(tileBits(found.lo[i], found.hi[i]));
        }
        long[] completions = new long[tableSize(shortCount)];
        for (int i = 0; i < n; i++) {
            long lo = found.lo[i];
            long hi = found.hi[i];
            for (long bits = tileBits(lo, hi); bits != 0; bits &= bits - 1) {
                int t = Long.numberOfTrailingZeros(bits);
                long shortLo = t < 16 ? lo - (1L << 4 * t) : lo;
                long shortHi = t < 16 ? hi : hi - (1L << 4 * (t - 16));
                merge(completions, hash(shortLo, shortHi), 1 << t);
            }
        }
        // Every multiset two tiles short of a word: a bit each, four bits for each (word, pair) removed.
        long pairs = 0;
        for (int i = 0; i < n; i++) {
            int length = found.words[i * STRIDE + STRIDE - 1];
            pairs += length * (length - 1) / 2;
        }
        long[] twoShort = new long[(int) Math.min(1 << 22, Long.highestOneBit(Math.max(64, 4 * pairs)) >>> 6 << 1)];
        for (int i = 0; i < n; i++) {
            long lo = found.lo[i];
            long hi = found.hi[i];
            long bits = tileBits(lo, hi);
            for (long a = bits; a != 0; a &= a - 1) {
                int x = Long.numberOfTrailingZeros(a);
                long lx = lo - loOf(x);
                long hx = hi - hiOf(x);
                for (long b = tileBits(lx, hx) & -1L << x; b != 0; b &= b - 1) {
                    int y = Long.numberOfTrailingZeros(b);
                    set(twoShort, hash(lx - loOf(y), hx - hiOf(y)));
                }
            }
        }
        return new WordMap(groups, groupStart, packed, completions, twoShort);
    }

    /** Slots for {@code entries}: a power of two, at most about 60 % full. */
    private static int tableSize(int entries) {
        return Integer.highestOneBit(Math.max(4, entries * 5 / 3)) << 1;
    }

    /**
     * Puts {@code value} in the slot of hash {@code h}, or ORs it with the value there (a group number is set
     * once).
     */
    private static void merge(long[] table, int h, int value) {
        int mask = table.length - 1;
        for (int slot = h & mask;; slot = slot + 1 & mask) {
            long entry = table[slot];
            if (entry == 0) {
                table[slot] = (long) h << 32 | value & 0xFFFFFFFFL;
                return;
            }
            if ((int) (entry >>> 32) == h) {
                table[slot] = entry | value & 0xFFFFFFFFL;
                return;
            }
        }
    }

    /** The value in the slot of hash {@code h}, or -1 when there is none. */
    private static long find(long[] table, int h) {
        int mask = table.length - 1;
        for (int slot = h & mask;; slot = slot + 1 & mask) {
            long entry = table[slot];
            if (entry == 0) {
                return -1;
            }
            if ((int) (entry >>> 32) == h) {
                return entry & 0xFFFFFFFFL;
            }
        }
    }

    /** The hash of a multiset, never 0. */
    static int hash(long lo, long hi) {
        long h = lo * 0x9E3779B97F4A7C15L ^ hi * 0xC2B2AE3D27D4EB4FL;
        h ^= h >>> 31;
        h *= 0xBF58476D1CE4E5B9L;
        int folded = (int) (h >>> 32);
        return folded == 0 ? 1 : folded;
    }

    /** What adding one tile {@code tile} adds to the low half of a multiset. */
    static long loOf(int tile) {
        return tile < 16 ? 1L << 4 * tile : 0;
    }

    /** What adding one tile {@code tile} adds to the high half of a multiset. */
    static long hiOf(int tile) {
        return tile < 16 ? 0 : 1L << 4 * (tile - 16);
    }

    /** The tiles a multiset holds, a bit each. */
    private static long tileBits(long lo, long hi) {
        long bits = 0;
        for (int t = 0; t < 16; t++) {
            bits |= (lo >>> 4 * t & 0xF) != 0 ? 1L << t : 0;
            bits |= (hi >>> 4 * t & 0xF) != 0 ? 1L << t + 16 : 0;
        }
        return bits;
    }

    /**
     * The words that may be made of exactly the multiset ({@code lo}, {@code hi}): packed, the first word's
     * number and, from bit 32, one past the last; an empty range when there is none. Words of another
     * multiset may be among them.
     */
    long words(long lo, long hi) {
        int h = hash(lo, hi);
        if (!held(groupBits, h)) {
            return 0;
        }
        long g = find(groups, h);
        return g < 0 ? 0 : groupStart[(int) g] | (long) groupStart[(int) g + 1] << 32;
    }

    /** Whether two tiles may complete the multiset ({@code lo}, {@code hi}) to some word (false: none can). */
    boolean twoShort(long lo, long hi) {
        return held(twoShortBits, hash(lo, hi));
    }

    /** The tiles that may complete the multiset ({@code lo}, {@code hi}) to some word, a bit each (perhaps more). */
    long completions(long lo, long hi) {
        int h = hash(lo, hi);
        if (!held(completionBits, h)) {
            return 0;
        }
        long m = find(completions, h);
        return m < 0 ? 0 : m;
    }

    /** The first {@code long} of word {@code w} packed: its first twelve tiles and its length. */
    long firstPart(int w) {
        return packed[2 * w];
    }

    /** The second {@code long} of word {@code w} packed: its tiles after the twelfth. */
    long secondPart(int w) {
        return packed[2 * w + 1];
    }

    /** Tile {@code i} of a word packed as {@code first} and {@code second}. */
    static int tile(long first, long second, int i) {
        return (int) ((i < FIRST_TILES ? first >>> TILE_BITS * i : second >>> TILE_BITS * (i - FIRST_TILES)) & 0x1F);
    }

    /** The bytes this map holds in its arrays. */
    long footprint() {
        return 8L * (groups.length + completions.length + groupBits.length + completionBits.length + packed.length
                + twoShortBits.length)
                + 4L * groupStart.length;
    }

    /** Adds every word that goes on from {@code state} after the {@code length} tiles of {@code word}. */
    private static void collect(CompactAutomaton automaton, long state, byte[] word, int length, Collected found) {
        if (CompactAutomaton.isFinal(state) && length >= 2) {
            found.add(word, length);
        }
        if (length == MAX) {
            return;
        }
        for (long left = CompactAutomaton.labels(state); left != 0; left &= left - 1) {
            int tile = Long.numberOfTrailingZeros(left);
            word[length] = (byte) tile;
            collect(automaton, automaton.stepOn(state, tile), word, length + 1, found);
        }
    }

    /** The words collected: their tiles and multisets. */
    private static final class Collected {
        byte[] words = new byte[1024 * STRIDE];
        long[] lo = new long[1024];
        long[] hi = new long[1024];
        int size;

        void add(byte[] word, int length) {
            if (size == lo.length) {
                words = Arrays.copyOf(words, 2 * size * STRIDE);
                lo = Arrays.copyOf(lo, 2 * size);
                hi = Arrays.copyOf(hi, 2 * size);
            }
            long l = 0;
            long h = 0;
            for (int i = 0; i < length; i++) {
                l += loOf(word[i]);
                h += hiOf(word[i]);
            }
            System.arraycopy(word, 0, words, size * STRIDE, length);
            words[size * STRIDE + STRIDE - 1] = (byte) length;
            lo[size] = l;
            hi[size] = h;
            size++;
        }
    }
}
