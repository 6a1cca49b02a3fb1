package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.search.SearchContext;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The complete enumeration of the subset dynamic programming: every tree reaching a best value.
 *
 * <ol>
 *   <li>The value set of every subset of the tiles but the whole set.</li>
 *   <li>The best distance: the closest value of those sets, and for the whole set of tiles, the
 *       {@linkplain LastOperationProbe last-operation probe} tried at distance 0, 1, 2, ... so that the
 *       largest set is never built unless the target is far out of reach.</li>
 *   <li>Every tree reaching a best value, built top-down from the same probes, so no tree is built
 *       that is not a solution; trees of a subset and value are memoized.</li>
 * </ol>
 *
 * Its sets are its own (not the thread's workspace), as the trees may outlive many look-ups.
 */
final class SolutionEnumeration {

    private final SearchContext context;
    private final SubsetValueSets sets;
    private final LastOperationProbe probe;
    /** Trees by subset and value. */
    private final Map<SubsetValue, List<Expression>> trees = new HashMap<>();

    SolutionEnumeration(SearchContext context) {
        this.context = context;
        this.sets = SubsetValueSets.own(context);
        this.probe = new LastOperationProbe(sets);
    }

    /** Offers every distinct solution of the context's game (or the closest built value if stopped). */
    void run() {
        boolean allTiles = context.rules().allTilesRequired();
        int full = sets.full;
        for (int mask = 1; mask < full && !sets.stopped; mask++) {
            if (sets.shape.canonical(mask) == mask) {
                LongSet values = sets.build(mask);
                if (!sets.stopped) {
                    sets.reach[mask] = values;
                }
            }
        }
        if (sets.n == 1) {
            sets.reach[full] = sets.build(full);
        }
        if (!sets.stopped) {
            offerSolutions(bestDistance(allTiles), allTiles);
        } else if (!allTiles) {
            probe.offerClosestBuilt();
        }
        sets.countOperations();
    }

    /** The smallest distance to the target over every subset allowed. */
    private long bestDistance(boolean allTiles) {
        long target = context.target();
        int full = sets.full;
        long best = Long.MAX_VALUE;
        if (!allTiles) {
            for (int mask = 1; mask < full; mask++) {
                if (sets.shape.canonical(mask) == mask) {
                    best = Math.min(best, SubsetValueSets.closest(sets.reach[mask], target));
                }
            }
        }
        if (sets.reach[full] == null) {
            for (long d = 0; d <= Math.min(best, SubsetDynamicProgramming.PROBED_DISTANCES); d++) {
                if (probe.makes(full, target - d) || probe.makes(full, target + d)) {
                    return d;
                }
            }
            if (best <= SubsetDynamicProgramming.PROBED_DISTANCES) {
                return best;
            }
            sets.reach[full] = sets.build(full);
        }
        return Math.min(best, SubsetValueSets.closest(sets.reach[full], target));
    }

    private void offerSolutions(long distance, boolean allTiles) {
        long target = context.target();
        int full = sets.full;
        long[] values = distance == 0 ? new long[] {target} : new long[] {target - distance, target + distance};
        for (int mask = allTiles ? full : 1; mask <= full && !sets.stopped; mask++) {
            if (sets.shape.canonical(mask) == mask) {
                for (long v : values) {
                    if (probe.makes(mask, v)) {
                        for (Expression tree : trees(mask, v)) {
                            context.offer(tree);
                        }
                    }
                }
            }
        }
    }

    /**
     * Every tree over exactly the tiles of {@code mask} with value {@code v}: for {@code +} and
     * {@code ×} one operand order, the larger operand on the left.
     */
    private List<Expression> trees(int mask, long v) {
        SubsetValue key = new SubsetValue(sets.shape.canonical(mask), v);
        List<Expression> known = trees.get(key);
        if (known != null) {
            return known;
        }
        List<Expression> out = new ArrayList<>();
        if (Integer.bitCount(mask) == 1) {
            if (sets.tiles[Integer.numberOfTrailingZeros(mask)] == v) {
                out.add(Expression.tile(v));
            }
        } else if (!context.enterNode()) {
            sets.stopped = true;
        } else {
            probe.nodes(sets.shape.canonical(mask), v, (leftMask, left, operator, rightMask, right) -> {
                addCombinations(leftMask, left, operator, rightMask, right, out);
                return sets.stopped;
            });
        }
        List<Expression> distinct = out.size() > 1 ? List.copyOf(new LinkedHashSet<>(out)) : out;
        trees.put(key, distinct);
        return distinct;
    }

    private void addCombinations(int leftMask, long left, Operator operator, int rightMask, long right,
            List<Expression> out) {
        for (Expression l : trees(leftMask, left)) {
            if (sets.stopped || !context.enterNode()) {
                sets.stopped = true;
                return;
            }
            for (Expression r : trees(rightMask, right)) {
                out.add(Expression.combine(l, operator, r));
            }
        }
    }

}
