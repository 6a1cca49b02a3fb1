package chiffreslettres.chiffres.engine;

import java.util.Arrays;

/**
 * A set of positive {@code long}s: a bitmap for values below {@value #SMALL} (most values of a game
 * are), open addressing with linear probing for the others (0 marking an empty slot), and the members
 * also kept in insertion order for iteration. No boxing; not thread-safe.
 */
final class LongSet {

    /** Values below this are kept in the bitmap. */
    static final int SMALL = 1 << 13;

    /** The bitmap: all {@value #SMALL} bits, or in a {@linkplain #compactCopy compact copy} up to the largest member. */
    private final long[] small;
    private long[] table;
    private long[] members;
    private int size;
    /** The largest member, 0 when empty. */
    private long max;
    /** How many members are in the hash table, not the bitmap. */
    private int large;

    LongSet(int expected) {
        int capacity = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) << 1;
        small = new long[SMALL >> 6];
        table = new long[capacity];
        members = new long[Math.max(4, expected)];
    }

    private LongSet(LongSet original) {
        small = Arrays.copyOf(original.small, (int) (Math.min(original.max, SMALL - 1) >> 6) + 1);
        table = original.large == 0 ? new long[1] : original.table.clone();
        members = Arrays.copyOf(original.members, original.size);
        size = original.size;
        max = original.max;
        large = original.large;
    }

    /**
     * A read-only copy as small as its members allow (the bitmap cut after the largest member, so that
     * {@link #contains} never reads past it): the same
     * members, order and answers to every query, for sets kept long. It must not be added to.
     */
    LongSet compactCopy() {
        return new LongSet(this);
    }

    /**
     * A read-only set of the same members in ascending order, sharing this set's look-up arrays: only for
     * a {@linkplain #compactCopy compact copy}, which nothing modifies.
     */
    LongSet ascendingCopy() {
        long[] sorted = Arrays.copyOf(members, size);
        Arrays.sort(sorted);
        return new LongSet(this, sorted);
    }

    private LongSet(LongSet compact, long[] members) {
        small = compact.small;
        table = compact.table;
        this.members = members;
        size = compact.size;
        max = compact.max;
        large = compact.large;
    }

    /** The memory the copy's arrays take, in bytes (headers ignored). */
    long arrayBytes() {
        return 8L * (small.length + table.length + members.length);
    }

    /** Adds a positive value; returns whether it was new. */
    boolean add(long value) {
        if (value < SMALL) {
            int v = (int) value;
            long bit = 1L << v;
            long word = small[v >> 6];
            if ((word & bit) != 0) {
                return false;
            }
            small[v >> 6] = word | bit;
            append(value);
            return true;
        }
        int mask = table.length - 1;
        int i = mix(value) & mask;
        while (true) {
            long v = table[i];
            if (v == 0) {
                break;
            }
            if (v == value) {
                return false;
            }
            i = (i + 1) & mask;
        }
        table[i] = value;
        append(value);
        if (++large * 2 > table.length) {
            rehash();
        }
        return true;
    }

    private void append(long value) {
        max = Math.max(max, value);
        if (size == members.length) {
            members = Arrays.copyOf(members, size * 2);
        }
        members[size++] = value;
    }

    /** Whether the value is a member; false for any value that is not positive. */
    boolean contains(long value) {
        if (value <= 0 || value > max) {
            return false;
        }
        if (value < SMALL) {
            return (small[(int) value >> 6] & (1L << value)) != 0;
        }
        int mask = table.length - 1;
        int i = mix(value) & mask;
        while (true) {
            long v = table[i];
            if (v == value) {
                return true;
            }
            if (v == 0) {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    /** Removes every member, in time proportional to their number, keeping the capacity. */
    void clear() {
        int mask = table.length - 1;
        for (int k = 0; k < size; k++) {
            long value = members[k];
            if (value < SMALL) {
                small[(int) value >> 6] = 0;
                continue;
            }
            int i = mix(value) & mask;
            while (table[i] != value) {
                i = (i + 1) & mask;
            }
            table[i] = 0;
        }
        size = 0;
        large = 0;
        max = 0;
    }

    /** Whether the table is much larger than the members need: worth replacing by a small set when reused. */
    boolean isOversized() {
        return table.length > 64 && large * 16 < table.length;
    }

    /** The largest member, 0 when empty. */
    long max() {
        return max;
    }

    int size() {
        return size;
    }

    /**
     * Which of the 64 values from {@code from} up are members, as the bits of a word (bit {@code k} for
     * {@code from + k}), read from the bitmap: {@code from} must be at least 0 and {@code from + 64} at
     * most {@link #SMALL}.
     */
    long membersFrom(long from) {
        int i = (int) (from >>> 6);
        int shift = (int) (from & 63);
        long low = i < small.length ? small[i] >>> shift : 0;
        long high = shift == 0 || i + 1 >= small.length ? 0 : small[i + 1] << (64 - shift);
        return low | high;
    }

    /** The member at position {@code index} of insertion order. */
    long get(int index) {
        return members[index];
    }

    /**
     * The array holding the members in insertion order, in its first {@link #size()} entries: shared, not
     * copied, for inner loops that read every member. Callers must not write to it, nor keep it past the
     * next {@link #add}, which may replace it.
     */
    long[] members() {
        return members;
    }

    private void rehash() {
        long[] old = table;
        table = new long[old.length * 2];
        int mask = table.length - 1;
        for (long v : old) {
            if (v != 0) {
                int i = mix(v) & mask;
                while (table[i] != 0) {
                    i = (i + 1) & mask;
                }
                table[i] = v;
            }
        }
    }

    static int mix(long value) {
        long h = value * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
