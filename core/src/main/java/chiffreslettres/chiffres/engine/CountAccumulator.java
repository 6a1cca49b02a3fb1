package chiffreslettres.chiffres.engine;

import java.util.Arrays;

/**
 * Counts added by value, for positive values: open addressing with linear probing (0 marks an empty
 * slot), then {@linkplain #toMap sorted} into a {@link CountMap}. Reusable after {@link #toMap}; not
 * thread-safe.
 */
final class CountAccumulator {

    private long[] keys = new long[1 << 10];
    private long[] counts = new long[1 << 10];
    private int size;

    void add(long value, long count) {
        int mask = keys.length - 1;
        int i = LongSet.mix(value) & mask;
        while (true) {
            long k = keys[i];
            if (k == value) {
                counts[i] += count;
                return;
            }
            if (k == 0) {
                keys[i] = value;
                counts[i] = count;
                if (++size * 2 > keys.length) {
                    grow();
                }
                return;
            }
            i = (i + 1) & mask;
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldCounts = counts;
        keys = new long[oldKeys.length * 2];
        counts = new long[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                add(oldKeys[i], oldCounts[i]);
            }
        }
    }

    /** The counts added since the last call, sorted by value; clears this accumulator. */
    CountMap toMap() {
        if (size == 0) {
            return CountMap.EMPTY;
        }
        long[] v = new long[size];
        int k = 0;
        for (long key : keys) {
            if (key != 0) {
                v[k++] = key;
            }
        }
        Arrays.sort(v);
        long[] c = new long[size];
        int mask = keys.length - 1;
        for (int j = 0; j < size; j++) {
            int i = LongSet.mix(v[j]) & mask;
            while (keys[i] != v[j]) {
                i = (i + 1) & mask;
            }
            c[j] = counts[i];
        }
        Arrays.fill(keys, 0);
        size = 0;
        return new CountMap(v, c);
    }
}
