package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operator;
import chiffreslettres.chiffres.Ranking;
import chiffreslettres.chiffres.search.SearchContext;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The most natural answer ({@link Ranking#NATURAL}) among the trees over subsets of {@code k} tiles
 * that make given values, without listing them all: once the best-answer search knows the fewest steps
 * and the best values, the ranking's next measures (useless operations, the sum of intermediate
 * results, divisions) add up over subtrees, so the best tree of a subset and value is built from the
 * best trees of its two parts. Trees tying on those three are all kept, and the ranking's remaining
 * criteria (value, operand order, text) choose among whole trees written as results show them
 * ({@link SolutionCollector#largerFirst}), so the answer is exactly the first of the complete
 * enumeration. Confined to one search; its probe's sets must stay as they are while it
 * runs.
 */
final class NaturalAnswer {

    private final SearchContext context;
    private final SubsetValueSets sets;
    private final LastOperationProbe probe;
    private final Map<SubsetValue, Best> memo = new HashMap<>();

    NaturalAnswer(SubsetValueSets sets, LastOperationProbe probe) {
        this.context = sets.context;
        this.sets = sets;
        this.probe = probe;
    }

    /**
     * The most natural tree over exactly {@code k} tiles making one of {@code values} (values below 1
     * are skipped), or null if none does or the budget ran out.
     */
    Expression of(int k, long... values) {
        Expression first = null;
        for (int mask : sets.shape.ofSize(k)) {
            for (long v : values) {
                if (v > 0 && probe.makes(mask, v)) {
                    Best best = best(mask, v);
                    if (best == null) {
                        return null;
                    }
                    for (Expression tree : best.trees) {
                        Expression shown = SolutionCollector.largerFirst(tree);
                        if (first == null || Ranking.NATURAL.compare(shown, first) < 0) {
                            first = shown;
                        }
                    }
                }
                if (sets.stopped) {
                    return null;
                }
            }
        }
        return first;
    }

    /**
     * The trees over exactly the tiles of {@code mask} making {@code v} that are least by useless
     * operations, then the sum of their operations' results, then divisions ({@link Best#NONE} when
     * they do not make it); null when the budget ran out.
     */
    private Best best(int mask, long v) {
        int c = sets.shape.canonical(mask);
        if (Integer.bitCount(c) == 1) {
            return sets.tiles[Integer.numberOfTrailingZeros(c)] == v ? Best.leaf(v) : Best.NONE;
        }
        SubsetValue key = new SubsetValue(c, v);
        Best known = memo.get(key);
        if (known != null) {
            return known;
        }
        if (!context.enterNode()) {
            sets.stopped = true;
            return null;
        }
        Ways ways = new Ways(v);
        probe.nodes(c, v, ways);
        if (sets.stopped) {
            return null;
        }
        Best found = ways.least == null ? Best.NONE : ways.least;
        memo.put(key, found);
        return found;
    }

    /** The ways a subset makes {@code v}, kept while their measures are the least so far. */
    private final class Ways implements LastOperationProbe.Node {
        final long v;
        Best least;

        Ways(long v) {
            this.v = v;
        }

        /**
         * A part of two tiles or more adds at least its own value to the sum: a way that cannot reach
         * the least measures so far is skipped before its parts are probed or their trees sought.
         */
        @Override
        public boolean worth(int leftMask, long left, Operator operator, int rightMask, long right) {
            if (least == null) {
                return true;
            }
            int useless = operator.isUseless(left, right, v) ? 1 : 0;
            long atLeast = saturatedAdd(saturatedAdd(Integer.bitCount(leftMask) > 1 ? Math.max(0, left) : 0,
                    Integer.bitCount(rightMask) > 1 ? Math.max(0, right) : 0), v);
            return least.useless > useless || (least.useless == useless && least.sum >= atLeast);
        }

        @Override
        public boolean found(int leftMask, long left, Operator operator, int rightMask, long right) {
            if (!worth(leftMask, left, operator, rightMask, right)) {
                return false;
            }
            Best l = best(leftMask, left);
            Best r = l == null ? null : best(rightMask, right);
            if (r == null) {
                return true;
            }
            int useless = l.useless + r.useless + (operator.isUseless(left, right, v) ? 1 : 0);
            long sum = saturatedAdd(saturatedAdd(l.sum, r.sum), v);
            int divisions = l.divisions + r.divisions + (operator == Operator.DIVIDE ? 1 : 0);
            int order = least == null ? -1 : least.compareFrom(useless, sum, divisions);
            if (order <= 0) {
                List<Expression> trees = combinations(l.trees, operator, r.trees);
                least = order < 0 ? new Best(useless, sum, divisions, trees) : least.with(trees);
            }
            return false;
        }
    }

    /** Every tree {@code l operator r} for {@code l} and {@code r} of the lists. */
    private static List<Expression> combinations(List<Expression> lefts, Operator operator, List<Expression> rights) {
        if (lefts.size() == 1 && rights.size() == 1) {
            return List.of(Expression.combine(lefts.get(0), operator, rights.get(0)));
        }
        List<Expression> trees = new ArrayList<>(lefts.size() * rights.size());
        for (Expression l : lefts) {
            for (Expression r : rights) {
                trees.add(Expression.combine(l, operator, r));
            }
        }
        return trees;
    }

    private static long saturatedAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    /**
     * Trees tying on the three additive measures.
     *
     * @param useless   operations yielding one of their operands
     * @param sum       the sum of every operation's result, the root's included, saturated
     * @param divisions the number of divisions
     */
    private record Best(int useless, long sum, int divisions, List<Expression> trees) {

        /** No tree: the subset does not make the value. */
        static final Best NONE = new Best(0, 0, 0, List.of());

        static Best leaf(long v) {
            return new Best(0, 0, 0, List.of(Expression.tile(v)));
        }

        /** How the measures given compare with these: negative when they are less. */
        int compareFrom(int otherUseless, long otherSum, int otherDivisions) {
            int c = Integer.compare(otherUseless, useless);
            if (c == 0) {
                c = Long.compare(otherSum, sum);
            }
            return c != 0 ? c : Integer.compare(otherDivisions, divisions);
        }

        /** These trees and {@code more}, which tie with them, without repeats. */
        Best with(List<Expression> more) {
            LinkedHashSet<Expression> all = new LinkedHashSet<>(trees);
            all.addAll(more);
            return new Best(useless, sum, divisions, List.copyOf(all));
        }
    }
}
