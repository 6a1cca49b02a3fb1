package chiffreslettres.chiffres.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * The multisets of tiles a bag can give, each as one {@code long}: a mixed-radix number whose digit
 * {@code i} counts the tiles of value {@code values[i]} (at most its multiplicity in the bag). Adding two
 * keys adds the multisets, so a split of a multiset is a key and the key less it. Immutable.
 */
final class MultisetKeys {

    /** The distinct tile values of the bag, ascending. */
    final long[] values;
    /** How often each value occurs in the bag. */
    final int[] multiplicity;
    /** The place value of each digit: the product of {@code multiplicity + 1} of the digits below. */
    final long[] place;

    /** The keys of the bag whose tile counts are given, by ascending value. */
    MultisetKeys(TreeMap<Long, Integer> counts) {
        this.values = counts.keySet().stream().mapToLong(Long::longValue).toArray();
        this.multiplicity = counts.values().stream().mapToInt(Integer::intValue).toArray();
        this.place = new long[values.length];
        long p = 1;
        for (int i = 0; i < values.length; i++) {
            place[i] = p;
            p = Math.multiplyExact(p, multiplicity[i] + 1L);
        }
    }

    int count(long key, int i) {
        return (int) (key / place[i] % (multiplicity[i] + 1));
    }

    int size(long key) {
        int size = 0;
        for (int i = 0; key != 0; i++) {
            long base = multiplicity[i] + 1L;
            size += (int) (key % base);
            key /= base;
        }
        return size;
    }

    int onlyValue(long key) {
        for (int i = 0; i < values.length; i++) {
            if (count(key, i) > 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("empty multiset");
    }

    List<Long> tiles(long key) {
        List<Long> out = new ArrayList<>();
        for (long tile : sortedTiles(key)) {
            out.add(tile);
        }
        return List.copyOf(out);
    }

    /** The tiles of a multiset, ascending, read digit by digit. */
    long[] sortedTiles(long key) {
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
    long[] multisets(int size) {
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
    int subMultisets(long key, long[] subs, int[] sizes) {
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
    long[] splits(long key) {
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

    /** The key of the multiset of the tiles of {@code mask}, {@code tiles} being some of the bag's. */
    long subMultiset(long[] tiles, int mask) {
        long key = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            key += place[Arrays.binarySearch(values, tiles[Integer.numberOfTrailingZeros(rest)])];
        }
        return key;
    }
}
