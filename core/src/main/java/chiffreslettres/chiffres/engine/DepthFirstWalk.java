package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchContext;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;

/**
 * The depth-first walk over the multiset of numbers still available, shared by {@link DfsEnumerator} and
 * {@link MemoizedMultisetDeduplicator}: choose two numbers, apply each legal operation, put the result
 * back, recurse.
 *
 * <p>Every number of a state is a node of a pool: the tiles first, then one node per step taken on the
 * current path (its operator and the pool indices of its operands). Trees are built from the pool only
 * for candidates worth offering, so the walk itself allocates nothing. The numbers of a state are kept
 * in decreasing order, which makes the state's values the memo key as they stand and puts the larger
 * operand on the left, where {@code −} and {@code ÷} need it. One instance serves one search.
 */
final class DepthFirstWalk {

    private static final Operator[] OPERATORS = Operator.values();

    /** Decides whether a state is explored; the plain walk explores all. */
    interface StateFilter {
        /**
         * @param values the state's numbers in decreasing order, in {@code values[0..count)}; not to be kept
         * @return whether to explore the state
         */
        boolean firstVisit(long[] values, int count);
    }

    private final SearchContext context;
    private final StateFilter filter;
    private final boolean allTilesRequired;
    private final int tileCount;
    private final long[] poolValue;
    private final int[] poolLeft;
    private final int[] poolRight;
    private final Operator[] poolOperator;
    /** Per depth: the pool indices of the state's numbers, and their values. */
    private final int[][] stateItems;
    private final long[][] stateValues;
    private long tried;
    private long valid;

    DepthFirstWalk(SearchContext context, StateFilter filter) {
        this.context = context;
        this.filter = filter;
        this.allTilesRequired = context.rules().allTilesRequired();
        this.tileCount = context.tileCount();
        int poolSize = 2 * tileCount - 1;
        this.poolValue = new long[poolSize];
        this.poolLeft = new int[poolSize];
        this.poolRight = new int[poolSize];
        this.poolOperator = new Operator[poolSize];
        this.stateItems = new int[tileCount][];
        this.stateValues = new long[tileCount][];
        for (int depth = 0; depth < tileCount; depth++) {
            stateItems[depth] = new int[tileCount - depth];
            stateValues[depth] = new long[tileCount - depth];
        }
    }

    void run() {
        Integer[] order = new Integer[tileCount];
        for (int i = 0; i < tileCount; i++) {
            poolValue[i] = context.tile(i);
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Long.compare(poolValue[b], poolValue[a]));
        for (int i = 0; i < tileCount; i++) {
            stateItems[0][i] = order[i];
            stateValues[0][i] = poolValue[order[i]];
        }
        if (!allTilesRequired || tileCount == 1) {
            for (int i = 0; i < tileCount; i++) {
                if (context.isCandidate(poolValue[i])) {
                    context.offer(build(i));
                }
            }
        }
        if (tileCount >= 2) {
            explore(0);
        }
        context.countOperations(tried, valid);
    }

    /** Explores the state at {@code depth}; returns false when the search must stop. */
    private boolean explore(int depth) {
        if (!context.enterNode()) {
            return false;
        }
        long[] values = stateValues[depth];
        int count = tileCount - depth;
        if (filter != null && !filter.firstVisit(values, count)) {
            return true;
        }
        int slot = tileCount + depth;
        boolean last = count == 2;
        for (int i = 0; i < count - 1; i++) {
            for (int j = i + 1; j < count; j++) {
                for (Operator operator : OPERATORS) {
                    if (!apply(depth, i, j, operator, slot, last)) {
                        return false;
                    }
                }
                if (values[i] == values[j] && !apply(depth, j, i, Operator.DIVIDE, slot, last)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Applies {@code operator} to numbers {@code left} and {@code right} of the state, offers the result
     * and explores the state it leads to; returns false when the search must stop. Numbers {@code i} and
     * {@code j} with {@code i < j} are tried in that order (the larger first), and, when they are equal,
     * divided the other way round too: {@code a ÷ b} and {@code b ÷ a} are then two trees.
     */
    private boolean apply(int depth, int left, int right, Operator operator, int slot, boolean last) {
        int[] items = stateItems[depth];
        long[] values = stateValues[depth];
        tried++;
        long result = operator.apply(values[left], values[right]);
        if (result == Operator.ILLEGAL) {
            return true;
        }
        valid++;
        poolValue[slot] = result;
        poolLeft[slot] = items[left];
        poolRight[slot] = items[right];
        poolOperator[slot] = operator;
        if ((last || !allTilesRequired) && context.isCandidate(result)) {
            context.offer(build(slot));
        }
        if (!last) {
            fillChild(depth, Math.min(left, right), Math.max(left, right), slot, result);
            return explore(depth + 1);
        }
        return true;
    }

    /** The state after combining numbers {@code i} and {@code j} into {@code slot}: still in decreasing order. */
    private void fillChild(int depth, int i, int j, int slot, long result) {
        int[] items = stateItems[depth];
        long[] values = stateValues[depth];
        int[] childItems = stateItems[depth + 1];
        long[] childValues = stateValues[depth + 1];
        int count = tileCount - depth;
        int out = 0;
        boolean placed = false;
        for (int k = 0; k < count; k++) {
            if (k == i || k == j) {
                continue;
            }
            if (!placed && values[k] <= result) {
                childItems[out] = slot;
                childValues[out++] = result;
                placed = true;
            }
            childItems[out] = items[k];
            childValues[out++] = values[k];
        }
        if (!placed) {
            childItems[out] = slot;
            childValues[out] = result;
        }
    }

    private Expression build(int node) {
        if (node < tileCount) {
            return Expression.tile(poolValue[node]);
        }
        return Expression.combine(build(poolLeft[node]), poolOperator[node], build(poolRight[node]));
    }
}
