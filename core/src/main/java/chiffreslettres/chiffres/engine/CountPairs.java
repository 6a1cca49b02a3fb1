package chiffreslettres.chiffres.engine;

/**
 * The pairings of two {@link CountMap}s: every sum, difference, product or exact quotient of a value of
 * one and a value of the other that falls in a window, its count the product of theirs, added to an
 * accumulator. The callers keep every value below overflow.
 */
final class CountPairs {

    private CountPairs() {
    }

    /** Every {@code a + b} in [lo, hi]. */
    static void sums(CountMap a, CountMap b, long lo, long hi, CountAccumulator out) {
        for (int i = 0; i < a.size(); i++) {
            long x = a.values[i];
            long c = a.counts[i];
            for (int j = b.lowerBound(lo - x); j < b.size() && b.values[j] <= hi - x; j++) {
                out.add(x + b.values[j], c * b.counts[j]);
            }
        }
    }

    /** Every {@code p − n} in [lo, hi], {@code p} from {@code added}, {@code n} from {@code subtracted}. */
    static void differences(CountMap added, CountMap subtracted, long lo, long hi, CountAccumulator out) {
        for (int i = 0; i < subtracted.size(); i++) {
            long n = subtracted.values[i];
            long c = subtracted.counts[i];
            for (int j = added.lowerBound(n + lo); j < added.size() && added.values[j] - n <= hi; j++) {
                out.add(added.values[j] - n, c * added.counts[j]);
            }
        }
    }

    /** Every {@code a × b} in [lo, hi]. */
    static void products(CountMap a, CountMap b, long lo, long hi, CountAccumulator out) {
        for (int i = 0; i < a.size(); i++) {
            long x = a.values[i];
            long c = a.counts[i];
            for (int j = b.lowerBound((lo + x - 1) / x); j < b.size() && b.values[j] <= hi / x; j++) {
                out.add(x * b.values[j], c * b.counts[j]);
            }
        }
    }

    /** Every exact {@code p ÷ n} in [lo, hi], {@code p} from {@code multiplied}, {@code n} from {@code divided}. */
    static void quotients(CountMap multiplied, CountMap divided, long lo, long hi, CountAccumulator out) {
        for (int i = 0; i < divided.size(); i++) {
            long n = divided.values[i];
            long c = divided.counts[i];
            long from = Math.multiplyHigh(lo, n) == 0 && lo * n > 0 ? lo * n : Long.MAX_VALUE;
            for (int j = multiplied.lowerBound(from); j < multiplied.size(); j++) {
                long p = multiplied.values[j];
                long q = p / n;
                if (q > hi) {
                    break;
                }
                if (q * n == p) {
                    out.add(q, c * multiplied.counts[j]);
                }
            }
        }
    }

    /** Every value of {@code a} in [lo, hi]. */
    static void within(CountMap a, long lo, long hi, CountAccumulator out) {
        for (int j = a.lowerBound(lo); j < a.size() && a.values[j] <= hi; j++) {
            out.add(a.values[j], a.counts[j]);
        }
    }

    /** The map of {@code 2v} for each value {@code v}, same counts (a pair of equal blocks added). */
    static CountMap doubled(CountMap a) {
        long[] v = new long[a.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = a.values[i] * 2;
        }
        return new CountMap(v, a.counts);
    }

    /** The map of {@code v²} for each value {@code v}, same counts (a pair of equal blocks multiplied). */
    static CountMap squared(CountMap a) {
        long[] v = new long[a.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = a.values[i] * a.values[i];
        }
        return new CountMap(v, a.counts);
    }
}
