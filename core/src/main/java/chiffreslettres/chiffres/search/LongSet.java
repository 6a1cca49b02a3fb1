package chiffreslettres.chiffres.search;

import java.util.Arrays;

/**
 * A set of positive {@code long}s: open addressing with linear probing, 0 marking an empty slot, and
 * the members also kept in insertion order for iteration. No boxing; not thread-safe.
 */
final class LongSet {

    private long[] table;
    private long[] members;
    private int size;

    LongSet(int expected) {
        int capacity = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) << 1;
        table = new long[capacity];
        members = new long[Math.max(4, expected)];
    }

    /** Adds a positive value; returns whether it was new. */
    boolean add(long value) {
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
        if (size == members.length) {
            members = Arrays.copyOf(members, size * 2);
        }
        members[size++] = value;
        if (size * 2 > table.length) {
            rehash();
        }
        return true;
    }

    /** Whether the value is a member; false for any value that is not positive. */
    boolean contains(long value) {
        if (value <= 0) {
            return false;
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

    int size() {
        return size;
    }

    /** The member at position {@code index} of insertion order. */
    long get(int index) {
        return members[index];
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

    private static int mix(long value) {
        long h = value * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
