package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.search.SearchContext;

/**
 * Whether a subset of the tiles makes a value, without building the subset's value set: the
 * meet-in-the-middle probe of the last operation. For each split of the subset into two parts, each
 * value {@code x} of one part looks for the {@linkplain Partners#partner partner} the operator needs in
 * the other part: a look-up when that part's set is built, else the same question one level down. A
 * value above a part's {@linkplain SubsetValueSets#upperBound upper bound} ends its probe at once.
 *
 * <p>Each success is remembered (which subset made which value by which split and way), so the tree of
 * an answer is built afterwards without searching again ({@link #firstTree}). The same walk, with a
 * receiver, hands every way of making a value to the complete enumeration. Confined to one search.
 */
final class LastOperationProbe {

    /** One way to make a value by a last operation: {@code x} from part {@code a}, {@code y} from the rest. */
    interface LastOperation {
        /**
         * @param xLeft whether {@code x} is the left operand ({@code x op y}) or the right one
         * @return true to stop looking for more
         */
        boolean found(int a, long x, Operator operator, boolean xLeft, long y);

        /**
         * Whether the way is worth probing the other part, not built, for {@code y} (called before the
         * probe); true unless the receiver bounds its search.
         */
        default boolean worth(int a, long x, Operator operator, boolean xLeft, long y) {
            return true;
        }
    }

    /**
     * One way to make a value as a tree node: {@code left operator right}, the operands in the order a
     * tree writes them (for {@code +} and {@code ×} the larger first), each with the subset making it.
     */
    interface Node {
        /** @return true to stop looking for more */
        boolean found(int leftMask, long left, Operator operator, int rightMask, long right);

        /**
         * Whether the way is worth probing a part that is not built for its value (called before the
         * probe); true unless the receiver bounds its search.
         */
        default boolean worth(int leftMask, long left, Operator operator, int rightMask, long right) {
            return true;
        }
    }

    private final SubsetValueSets sets;
    private final SearchContext context;
    private final TileShape shape;
    private final LongSet[] reach;
    /**
     * The last success of a probe or look-up ({@link #remember}), by number of tiles: which canonical
     * subset made which value (0 for none), by which split and way. A success ends every probe above
     * it at once, so the subsets of the answer's path are the last ones remembered at their sizes.
     * Allocated on first use.
     */
    private int[] witnessMask;
    private long[] witnessValue;
    /** The first part of the split that made the value. */
    private int[] witnessPart;
    /** The operand from the first part, when the way is known. */
    private long[] witnessX;
    /** The way of {@link Partners#partner} that made the value, or -1 when only the split is known. */
    private byte[] witnessWay;

    LastOperationProbe(SubsetValueSets sets) {
        this.sets = sets;
        this.context = sets.context;
        this.shape = sets.shape;
        this.reach = sets.reach;
    }

    /**
     * Whether the tiles of {@code mask}, all of them, make {@code v}: a look-up when the subset's set
     * is built, else a probe of the last operation over every split.
     */
    boolean makes(int mask, long v) {
        return makes(mask, v, 0);
    }

    /** {@link #makes(int, long)} but for the splits whose parts both have at most {@code triedSize} tiles. */
    boolean makes(int mask, long v, int triedSize) {
        if (v <= 0) {
            return false;
        }
        LongSet built = reach[shape.canonical(mask)];
        if (built != null) {
            return built.contains(v);
        }
        if (v > sets.upperBound(mask)) {
            return false;
        }
        if (!context.enterNode()) {
            sets.stopped = true;
            return false;
        }
        return lastOperations(mask, v, null, triedSize);
    }

    /** Whether {@code v} is made by a last operation over two built parts of {@code mask}. */
    boolean makesFromBuiltParts(int mask, long v) {
        int c = shape.canonical(mask);
        int[] firsts = shape.splits(c);
        int[] rests = shape.rests(c);
        for (int i = 0; i < firsts.length; i++) {
            LongSet xs = reach[firsts[i]];
            LongSet ys = reach[rests[i]];
            if (xs != null && ys != null && probeBuilt(c, firsts[i], xs, rests[i], ys, v)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every way the tiles of {@code mask} make {@code v} in a last operation over two parts, handed to
     * the receiver until it stops the search (true) or the ways run out (false); with a null receiver,
     * true as soon as one way is found. Splits whose parts are both built come first: they cost
     * look-ups only.
     */
    boolean lastOperations(int mask, long v, LastOperation receiver) {
        return lastOperations(mask, v, receiver, 0);
    }

    /**
     * Every way the tiles of {@code c}, a canonical subset, make {@code v} as a tree node: the ways of
     * {@link #lastOperations(int, long, LastOperation)} with their operands in tree order, the larger
     * first for {@code +} and {@code ×}.
     */
    boolean nodes(int c, long v, Node receiver) {
        return lastOperations(c, v, new LastOperation() {
            @Override
            public boolean found(int a, long x, Operator operator, boolean xLeft, long y) {
                return xFirst(operator, x, xLeft, y) ? receiver.found(a, x, operator, c ^ a, y)
                        : receiver.found(c ^ a, y, operator, a, x);
            }

            @Override
            public boolean worth(int a, long x, Operator operator, boolean xLeft, long y) {
                return xFirst(operator, x, xLeft, y) ? receiver.worth(a, x, operator, c ^ a, y)
                        : receiver.worth(c ^ a, y, operator, a, x);
            }
        });
    }

    /** Whether a tree writes {@code x} first: the larger operand of {@code +} and {@code ×}, else as made. */
    private static boolean xFirst(Operator operator, long x, boolean xLeft, long y) {
        return operator.isCommutative() ? x >= y : xLeft;
    }

    /**
     * {@link #lastOperations(int, long, LastOperation)} but skipping the splits whose parts both have at
     * most {@code triedSize} tiles (0 skips none).
     */
    private boolean lastOperations(int mask, long v, LastOperation receiver, int triedSize) {
        int c = shape.canonical(mask);
        int[] firsts = shape.splits(c);
        int[] rests = shape.rests(c);
        boolean allBuilt = Integer.bitCount(c) - 1 <= sets.builtSize;
        for (int pass = allBuilt ? 1 : 0; pass < 2; pass++) {
            for (int i = 0; i < firsts.length; i++) {
                int a = firsts[i];
                int b = rests[i];
                if (!allBuilt && (reach[a] != null && reach[b] != null) != (pass == 0)) {
                    continue;
                }
                if (triedSize > 0 && Math.max(Integer.bitCount(a), Integer.bitCount(b)) <= triedSize) {
                    continue;
                }
                if (receiver == null ? probe(c, a, b, v) : lastOperations(c, a, b, v, receiver)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the split of {@code c} into canonical parts {@code first} and {@code second} makes
     * {@code v} in a last operation: the partners looked up in the other part's set, or probed in it
     * when it is not built. A success is {@linkplain #remember remembered}. The hot path of the
     * best-answer search, kept apart from the enumeration so that it compiles small.
     */
    private boolean probe(int c, int first, int second, long v) {
        LongSet firstValues = reach[first];
        LongSet secondValues = reach[second];
        if (firstValues != null && secondValues != null) {
            return probeBuilt(c, first, firstValues, second, secondValues, v);
        }
        int a = iteratedPart(first, second);
        int b = a == first ? second : first;
        LongSet xs = reach[a];
        if (outOfTimeFor(xs.size())) {
            return false;
        }
        for (int i = 0; i < xs.size(); i++) {
            long x = xs.get(i);
            for (int way = 0; way < Partners.WAYS; way++) {
                if (makes(b, Partners.partner(way, x, v))) {
                    remember(c, v, a, x, way);
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether listing {@code listed} values is {@linkplain SetBuilder#MUCH_WORK much work} and the time
     * budget is spent: then the search stops.
     */
    private boolean outOfTimeFor(int listed) {
        if (listed > SetBuilder.MUCH_WORK && !SearchRun.onTime(context)) {
            sets.stopped = true;
            return true;
        }
        return false;
    }

    /**
     * {@link #probe} for a split whose two parts are built: the partners of the smaller part's values
     * looked up in the larger's set.
     */
    private boolean probeBuilt(int c, int first, LongSet firstValues, int second, LongSet secondValues, long v) {
        boolean firstSmaller = firstValues.size() <= secondValues.size();
        if (outOfTimeFor(Math.min(firstValues.size(), secondValues.size()))) {
            return false;
        }
        if (Partners.anyPartnerIn(firstSmaller ? firstValues : secondValues,
                firstSmaller ? secondValues : firstValues, v)) {
            remember(c, v, firstSmaller ? first : second, 0, -1);
            return true;
        }
        return false;
    }

    /**
     * The ways of {@link #lastOperations(int, long, LastOperation)} over the split of {@code c} into
     * canonical parts {@code first} and {@code second}: for each value {@code x} of the listed part, the
     * partner of each of the six ways, looked up in the other part's set or probed in it, handed to the
     * receiver.
     */
    private boolean lastOperations(int c, int first, int second, long v, LastOperation receiver) {
        int a = iteratedPart(first, second);
        int b = a == first ? second : first;
        LongSet xs = reach[a];
        LongSet ys = reach[b];
        for (int i = 0; i < xs.size(); i++) {
            long x = xs.get(i);
            for (int way = 0; way < Partners.WAYS; way++) {
                long y = Partners.partner(way, x, v);
                Operator operator = Partners.WAY_OPERATOR[way];
                boolean xLeft = Partners.WAY_X_LEFT[way];
                if ((ys != null ? ys.contains(y) : receiver.worth(a, x, operator, xLeft, y) && makes(b, y))
                        && receiver.found(a, x, operator, xLeft, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Of the two parts of a split, the one whose values are listed (the other is probed): a built one,
     * the smaller when both are.
     */
    private int iteratedPart(int a, int b) {
        LongSet as = reach[a];
        LongSet bs = reach[b];
        if (as == null && bs == null) {
            throw new IllegalStateException("neither part of a split is built");
        }
        return as != null && (bs == null || as.size() <= bs.size()) ? a : b;
    }

    /**
     * Records that subset {@code c} makes {@code v} by split {@code a}, with {@code x} from {@code a}
     * in way {@code way} (-1 when not known), so that {@link #firstTree} need not search again.
     */
    private void remember(int c, long v, int a, long x, int way) {
        if (witnessMask == null) {
            int n = sets.n;
            witnessMask = new int[n + 1];
            witnessValue = new long[n + 1];
            witnessPart = new int[n + 1];
            witnessX = new long[n + 1];
            witnessWay = new byte[n + 1];
        }
        int size = Integer.bitCount(c);
        witnessMask[size] = c;
        witnessValue[size] = v;
        witnessPart[size] = a;
        witnessX[size] = x;
        witnessWay[size] = (byte) way;
    }

    /**
     * One tree over exactly the tiles of {@code mask} making {@code v}, which they are known to make:
     * from the remembered witness of its size when it is this subset and value, else searched.
     */
    Expression firstTree(int mask, long v) {
        if (Integer.bitCount(mask) == 1) {
            return Expression.tile(v);
        }
        int c = shape.canonical(mask);
        Expression[] found = new Expression[1];
        LastOperation receiver = (a, x, operator, xLeft, y) -> {
            Expression xs = firstTree(a, x);
            Expression ys = firstTree(c ^ a, y);
            found[0] = xLeft ? Expression.combine(xs, operator, ys) : Expression.combine(ys, operator, xs);
            return true;
        };
        int size = Integer.bitCount(c);
        if (witnessMask != null && witnessMask[size] == c && witnessValue[size] == v) {
            int a = witnessPart[size];
            int way = witnessWay[size];
            if (way >= 0) {
                long x = witnessX[size];
                receiver.found(a, x, Partners.WAY_OPERATOR[way], Partners.WAY_X_LEFT[way],
                        Partners.partner(way, x, v));
            } else {
                lastOperations(c, a, shape.canonical(c ^ a), v, receiver);
            }
        }
        if (found[0] == null) {
            lastOperations(c, v, receiver);
        }
        if (found[0] == null) {
            throw new IllegalStateException("no tree makes " + v);
        }
        return found[0];
    }

    /**
     * When the budget ran out: one tree for the closest value among the subsets whose sets are built,
     * of the fewest tiles, so that a large game still gets a good answer, the best of every subset of
     * up to {@link SubsetValueSets#builtSize} tiles.
     */
    void offerClosestBuilt() {
        long target = context.target();
        int bestMask = 0;
        long bestValue = 0;
        for (int k = 1; k <= sets.n; k++) {
            for (int mask : shape.ofSize(k)) {
                LongSet values = reach[mask];
                for (int i = 0; values != null && i < values.size(); i++) {
                    long v = values.get(i);
                    if (bestMask == 0 || Math.abs(v - target) < Math.abs(bestValue - target)) {
                        bestMask = mask;
                        bestValue = v;
                    }
                }
            }
        }
        if (bestMask != 0) {
            context.offer(firstTree(bestMask, bestValue));
        }
    }
}
