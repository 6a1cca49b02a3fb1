package chiffreslettres.lettres;

/**
 * Which words each signature has: the entries of signature 0, then those of signature 1, and so on, each
 * entry the rank of a word in the word automaton, stored in as few bits as the largest rank needs. A
 * signature's first entry is found from a bit set at the first entry of each signature (and one past the
 * last entry), with the position of every 64th set bit kept to skip to. Immutable and thread-safe.
 */
final class SignatureWords {

    final int entries;
    final int bitsPerEntry;
    final long[] packed;
    /** Bit {@code e} set when entry {@code e} is the first of its signature; bit {@code entries} set. */
    final long[] starts;
    /** How many words the entries name. */
    private final int words;
    /** {@code sample[k]}: the position of set bit number {@code 64 k} of {@link #starts}. */
    private final int[] sample;

    /**
     * Checks and completes the entries.
     *
     * @param words how many words the entries may name (ranks 0 to {@code words - 1})
     * @param signatures how many signatures there are
     * @throws IllegalArgumentException if the entries take more bits than the largest rank needs, or the
     *     start bits do not mark exactly one nonempty group per signature
     */
    SignatureWords(int entries, int bitsPerEntry, long[] packed, long[] starts, int words, int signatures) {
        if (entries < 0 || words < 0 || bitsPerEntry != bitsFor(words) || packed.length != packedLength(entries, bitsPerEntry)
                || starts.length != (entries + 64) >> 6) {
            throw inconsistent("the word numbers do not fit their arrays");
        }
        this.entries = entries;
        this.bitsPerEntry = bitsPerEntry;
        this.packed = packed;
        this.starts = starts;
        int ones = 0;
        for (long word : starts) {
            ones += Long.bitCount(word);
        }
        boolean lastSet = (starts[entries >> 6] & (1L << entries)) != 0;
        boolean extraBits = (entries & 63) != 63 && (starts[entries >> 6] >>> (entries & 63) >>> 1) != 0;
        if (ones != signatures + 1 || !lastSet || extraBits || (entries > 0 && (starts[0] & 1) == 0)) {
            throw inconsistent(signatures + " signatures but " + (ones - 1) + " groups of words");
        }
        this.words = words;
        this.sample = new int[(ones + 63) >> 6];
        int seen = 0;
        for (int w = 0; w < starts.length; w++) {
            int here = Long.bitCount(starts[w]);
            int next = (seen + 63) & ~63;
            if (next < seen + here) {
                // Set bit number `next` is in this word: skip the ones before it.
                long bits = starts[w];
                for (int k = seen; k < next; k++) {
                    bits &= bits - 1;
                }
                sample[next >> 6] = (w << 6) + Long.numberOfTrailingZeros(bits);
            }
            seen += here;
        }
    }

    /** The bits an entry takes when there are {@code words} words: enough for the largest rank. */
    static int bitsFor(int words) {
        return 32 - Integer.numberOfLeadingZeros(Math.max(0, words - 1));
    }

    private static IllegalArgumentException inconsistent(String what) {
        return new IllegalArgumentException("inconsistent anagram index: " + what);
    }

    /** The number of longs that hold {@code entries} values of {@code bits} bits. */
    static int packedLength(int entries, int bits) {
        return (int) (((long) entries * bits + 63) >> 6);
    }

    /** Entries packed from {@code ranks}, grouped by the start bits given. */
    static SignatureWords of(int[] ranks, long[] starts, int words, int signatures) {
        int bits = bitsFor(words);
        long[] packed = new long[packedLength(ranks.length, bits)];
        for (int e = 0; e < ranks.length && bits > 0; e++) {
            long at = (long) e * bits;
            int i = (int) (at >>> 6);
            int shift = (int) (at & 63);
            packed[i] |= (long) ranks[e] << shift;
            if (shift + bits > 64) {
                packed[i + 1] |= (long) ranks[e] >>> (64 - shift);
            }
        }
        return new SignatureWords(ranks.length, bits, packed, starts, words, signatures);
    }

    /**
     * The word rank of entry {@code e}.
     *
     * @throws IllegalStateException if the stored rank is not a word's (the index was damaged after its
     *     checksum was made, so that it passed the checks of reading)
     */
    int word(int e) {
        int rank = storedWord(e);
        if (rank >= words) {
            throw new IllegalStateException("damaged anagram index: entry " + e + " names word " + rank + " of " + words);
        }
        return rank;
    }

    private int storedWord(int e) {
        if (bitsPerEntry == 0) {
            return 0;
        }
        long at = (long) e * bitsPerEntry;
        int i = (int) (at >>> 6);
        int shift = (int) (at & 63);
        long value = packed[i] >>> shift;
        if (shift + bitsPerEntry > 64) {
            value |= packed[i + 1] << (64 - shift);
        }
        return (int) (value & ((1L << bitsPerEntry) - 1));
    }

    /** The first entry of signature {@code s}; {@code firstEntry(signatures)} is the number of entries. */
    int firstEntry(int s) {
        int pos = sample[s >> 6];
        int skip = s & 63;
        int w = pos >> 6;
        long bits = starts[w] & (-1L << (pos & 63));
        for (int c = Long.bitCount(bits); skip >= c; c = Long.bitCount(bits)) {
            skip -= c;
            bits = starts[++w];
        }
        for (; skip > 0; skip--) {
            bits &= bits - 1;
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }
}
