package chiffreslettres.chiffres;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tiny, obviously correct solver for small games, written from the rules alone and sharing nothing
 * with the library's search: the values (or the trees) over every subset of the tiles are those of
 * every split of the subset into two parts, combined with every operator in both orders.
 */
final class Reference {

    /** The best distance and the fewest steps reaching it. */
    record Best(long distance, int steps) {
    }

    private final long[] tiles;
    private final boolean allTilesRequired;
    private final long target;
    private final Map<Integer, Set<Long>> valuesByMask = new HashMap<>();

    Reference(Problem problem) {
        this.tiles = problem.tileArray();
        this.allTilesRequired = problem.rules().allTilesRequired();
        this.target = problem.target();
    }

    Best best() {
        long bestDistance = Long.MAX_VALUE;
        int fewestSteps = Integer.MAX_VALUE;
        int full = (1 << tiles.length) - 1;
        for (int mask = 1; mask <= full; mask++) {
            if (allTilesRequired && mask != full) {
                continue;
            }
            int steps = Integer.bitCount(mask) - 1;
            for (long v : values(mask)) {
                long d = Math.abs(v - target);
                if (d < bestDistance || (d == bestDistance && steps < fewestSteps)) {
                    bestDistance = d;
                    fewestSteps = steps;
                }
            }
        }
        return new Best(bestDistance, fewestSteps);
    }

    /** Every value any subset of the tiles makes. */
    java.util.SortedSet<Long> allValues() {
        java.util.SortedSet<Long> out = new java.util.TreeSet<>();
        for (int mask = 1; mask < 1 << tiles.length; mask++) {
            out.addAll(values(mask));
        }
        return out;
    }

    /** Every value the tiles of {@code mask} make, every one of them used. */
    Set<Long> values(int mask) {
        Set<Long> known = valuesByMask.get(mask);
        if (known != null) {
            return known;
        }
        Set<Long> out = new HashSet<>();
        if (Integer.bitCount(mask) == 1) {
            out.add(tiles[Integer.numberOfTrailingZeros(mask)]);
        } else {
            for (int a = (mask - 1) & mask; a > 0; a = (a - 1) & mask) {
                int b = mask & ~a;
                for (long x : values(a)) {
                    for (long y : values(b)) {
                        for (Operator op : Operator.values()) {
                            long r = evaluate(op, x, y);
                            if (r > 0) {
                                out.add(r);
                            }
                        }
                    }
                }
            }
        }
        valuesByMask.put(mask, out);
        return out;
    }

    /** Every tree over every subset of the tiles (every tile when required) whose value is in {@code values}. */
    Set<Expression> trees(Set<Long> values) {
        Map<Integer, List<Expression>> byMask = new HashMap<>();
        Set<Expression> out = new HashSet<>();
        int full = (1 << tiles.length) - 1;
        for (int mask = 1; mask <= full; mask++) {
            if (allTilesRequired && mask != full) {
                continue;
            }
            for (Expression e : trees(mask, byMask)) {
                if (values.contains(e.value())) {
                    out.add(e);
                }
            }
        }
        return out;
    }

    private List<Expression> trees(int mask, Map<Integer, List<Expression>> byMask) {
        List<Expression> known = byMask.get(mask);
        if (known != null) {
            return known;
        }
        List<Expression> out = new ArrayList<>();
        if (Integer.bitCount(mask) == 1) {
            out.add(Expression.tile(tiles[Integer.numberOfTrailingZeros(mask)]));
        } else {
            for (int a = (mask - 1) & mask; a > 0; a = (a - 1) & mask) {
                for (Expression x : trees(a, byMask)) {
                    for (Expression y : trees(mask & ~a, byMask)) {
                        for (Operator op : Operator.values()) {
                            if (evaluate(op, BigInteger.valueOf(x.value()), BigInteger.valueOf(y.value())) != null) {
                                out.add(Expression.combine(x, op, y));
                            }
                        }
                    }
                }
            }
        }
        byMask.put(mask, out);
        return out;
    }

    /**
     * The rules in exact arithmetic: the result, or null when it is not a positive integer that fits
     * in a long.
     */
    static BigInteger evaluate(Operator op, BigInteger x, BigInteger y) {
        BigInteger r;
        switch (op) {
            case ADD -> r = x.add(y);
            case SUBTRACT -> r = x.subtract(y);
            case MULTIPLY -> r = x.multiply(y);
            case DIVIDE -> {
                BigInteger[] qr = x.divideAndRemainder(y);
                r = qr[1].signum() == 0 ? qr[0] : null;
            }
            default -> throw new AssertionError(op);
        }
        if (r == null || r.signum() <= 0 || r.bitLength() > 63) {
            return null;
        }
        return r;
    }

    /**
     * {@link #evaluate(Operator, BigInteger, BigInteger)} in {@code long}s, for speed: the result, or -1
     * when it is not a positive integer that fits in a long.
     */
    static long evaluate(Operator op, long x, long y) {
        try {
            long r = switch (op) {
                case ADD -> Math.addExact(x, y);
                case SUBTRACT -> x - y;
                case MULTIPLY -> Math.multiplyExact(x, y);
                case DIVIDE -> x % y == 0 ? x / y : -1;
            };
            return r > 0 ? r : -1;
        } catch (ArithmeticException overflow) {
            return -1;
        }
    }

    /** The value of a tree recomputed in exact arithmetic, or null if a step breaks the rules. */
    static BigInteger evaluate(Expression e) {
        if (e instanceof Operation op) {
            BigInteger l = evaluate(op.left());
            BigInteger r = evaluate(op.right());
            return l == null || r == null ? null : evaluate(op.operator(), l, r);
        }
        return BigInteger.valueOf(e.value());
    }
}
