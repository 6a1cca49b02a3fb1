package chiffreslettres.chiffres.engine;

import java.util.Arrays;

/**
 * A map from values to counts, as two arrays sorted by value: the number of distinct calculations of
 * each value. Immutable once built.
 */
final class CountMap {

    static final CountMap EMPTY = new CountMap(new long[0], new long[0]);

    final long[] values;
    final long[] counts;

    CountMap(long[] values, long[] counts) {
        this.values = values;
        this.counts = counts;
    }

    static CountMap single(long value, long count) {
        return new CountMap(new long[] {value}, new long[] {count});
    }

    int size() {
        return values.length;
    }

    /** The first index whose value is at least {@code v}; {@link #size()} when none. */
    int lowerBound(long v) {
        int i = Arrays.binarySearch(values, v);
        return i >= 0 ? i : -i - 1;
    }

    long countOf(long v) {
        int i = Arrays.binarySearch(values, v);
        return i >= 0 ? counts[i] : 0;
    }

    /** The union of both maps, counts of a value present in both added. */
    CountMap plus(CountMap other) {
        if (other.size() == 0) {
            return this;
        }
        if (size() == 0) {
            return other;
        }
        long[] v = new long[size() + other.size()];
        long[] c = new long[v.length];
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < size() || j < other.size()) {
            if (j == other.size() || (i < size() && values[i] < other.values[j])) {
                v[k] = values[i];
                c[k++] = counts[i++];
            } else if (i == size() || other.values[j] < values[i]) {
                v[k] = other.values[j];
                c[k++] = other.counts[j++];
            } else {
                v[k] = values[i];
                c[k++] = counts[i++] + other.counts[j++];
            }
        }
        return k == v.length ? new CountMap(v, c) : new CountMap(Arrays.copyOf(v, k), Arrays.copyOf(c, k));
    }
}
