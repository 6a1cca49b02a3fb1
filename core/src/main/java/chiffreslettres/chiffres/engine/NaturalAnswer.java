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
     * The trees over exactly the tiles of {@code mask} making {@code v} (which they do) that are least
     * by useless operations, then the sum of their operations' results, then divisions; null when the
     * budget ran out.
     */
    private Best best(int mask, long v) {
        int c = sets.shape.canonical(mask);
        if (Integer.bitCount(c) == 1) {
            return Best.leaf(v);
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
        Best[] least = new Best[1];
        probe.nodes(c, v, (leftMask, left, operator, rightMask, right) -> {
            Best l = best(leftMask, left);
            Best r = l == null ? null : best(rightMask, right);
            if (r == null) {
                return true;
            }
            Best node = Best.node(l, left, operator, r, right, v);
            int order = least[0] == null ? -1 : node.compareMeasures(least[0]);
            if (order < 0) {
                least[0] = node;
            } else if (order == 0) {
                least[0] = least[0].with(node);
            }
            return false;
        });
        if (sets.stopped) {
            return null;
        }
        if (least[0] == null) {
            throw new IllegalStateException("no tree makes " + v);
        }
        memo.put(key, least[0]);
        return least[0];
    }

    /**
     * Trees tying on the three additive measures.
     *
     * @param useless   operations yielding one of their operands
     * @param sum       the sum of every operation's result, the root's included, saturated
     * @param divisions the number of divisions
     */
    private record Best(int useless, long sum, int divisions, List<Expression> trees) {

        static Best leaf(long v) {
            return new Best(0, 0, 0, List.of(Expression.tile(v)));
        }

        static Best node(Best left, long x, Operator operator, Best right, long y, long v) {
            List<Expression> trees = new ArrayList<>(left.trees.size() * right.trees.size());
            for (Expression l : left.trees) {
                for (Expression r : right.trees) {
                    trees.add(Expression.combine(l, operator, r));
                }
            }
            return new Best(left.useless + right.useless + (operator.isUseless(x, y, v) ? 1 : 0),
                    saturatedAdd(saturatedAdd(left.sum, right.sum), v),
                    left.divisions + right.divisions + (operator == Operator.DIVIDE ? 1 : 0), trees);
        }

        int compareMeasures(Best other) {
            int c = Integer.compare(useless, other.useless);
            if (c == 0) {
                c = Long.compare(sum, other.sum);
            }
            return c != 0 ? c : Integer.compare(divisions, other.divisions);
        }

        /** These trees and those of {@code other}, which ties with them, without repeats. */
        Best with(Best other) {
            LinkedHashSet<Expression> all = new LinkedHashSet<>(trees);
            all.addAll(other.trees);
            return new Best(useless, sum, divisions, List.copyOf(all));
        }

        private static long saturatedAdd(long a, long b) {
            long s = a + b;
            return s < 0 ? Long.MAX_VALUE : s;
        }
    }
}
