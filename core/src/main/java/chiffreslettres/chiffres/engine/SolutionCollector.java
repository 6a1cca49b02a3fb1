package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operation;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Ranking;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Keeps the best distance and, per equivalence class, the most natural solution at that distance. The
 * one place where candidates are judged, deduplicated and ranked, whatever the strategy.
 */
final class SolutionCollector {

    /**
     * The most distinct solutions kept. Past it a new class is kept only when it has fewer steps than
     * all kept ones, and the result no longer claims to count every solution. Bounds memory when a
     * game has a huge number of distinct solutions (many small equal tiles under {@link Equivalence#NONE}).
     */
    static final int MAX_DISTINCT_SOLUTIONS = 200_000;

    private final Problem problem;
    private final Equivalence equivalence;
    private final Map<Object, Expression> byClass = new HashMap<>();
    /**
     * The one solution kept while there is only one, its equivalence key not computed yet: a best-answer
     * search offers one solution, and computing its key (a canonical form) would cost more than the rest
     * of the collection. Null when none or when {@link #byClass} holds the solutions.
     */
    private Expression single;
    private final Map<Expression, Ranking.Key> keys = new HashMap<>();
    private long bestDistance = Long.MAX_VALUE;
    private int fewestSteps = Integer.MAX_VALUE;
    private boolean capped;

    SolutionCollector(Problem problem, Equivalence equivalence) {
        this.problem = problem;
        this.equivalence = equivalence;
    }

    boolean isCandidate(long value) {
        return problem.distanceTo(value) <= bestDistance;
    }

    boolean isEmpty() {
        return single == null && byClass.isEmpty();
    }

    long bestDistance() {
        return bestDistance;
    }

    boolean capped() {
        return capped;
    }

    void offer(Expression solution) {
        long distance = problem.distanceTo(solution.value());
        if (distance > bestDistance) {
            return;
        }
        if (distance < bestDistance) {
            bestDistance = distance;
            fewestSteps = Integer.MAX_VALUE;
            single = null;
            byClass.clear();
            keys.clear();
            capped = false;
        }
        if (equivalence == Equivalence.NONE) {
            for (Expression variant : mirrorImages(solution)) {
                keep(variant);
            }
        } else {
            keep(largerFirst(solution));
        }
    }

    /**
     * The tree with the operands of every {@code +} and {@code ×} in one fixed order: the larger value
     * first, and of equal values the smaller ASCII text first. Strategies offer whichever order they
     * walk; fixing it makes the tree shown for an equivalence class the same whatever the strategy.
     */
    static Expression largerFirst(Expression e) {
        if (!(e instanceof Operation op)) {
            return e;
        }
        Expression left = largerFirst(op.left());
        Expression right = largerFirst(op.right());
        int order = op.arithmetic() == Arithmetic.POSITIVE_INTEGERS ? Long.compare(left.value(), right.value())
                : left.exactValue().compareTo(right.exactValue());
        if (op.operator().isCommutative() && (order < 0 || (order == 0 && left.toAscii().compareTo(right.toAscii()) > 0))) {
            Expression swap = left;
            left = right;
            right = swap;
        }
        return left == op.left() && right == op.right() ? e : op.withOperands(left, right);
    }

    private void keep(Expression solution) {
        if (single == null && byClass.isEmpty()) {
            single = solution;
            fewestSteps = Math.min(fewestSteps, solution.steps());
            return;
        }
        if (single != null) {
            if (single.equals(solution)) {
                return;
            }
            put(equivalence.keyOf(single), single);
            single = null;
        }
        Object key = equivalence.keyOf(solution);
        Expression kept = byClass.get(key);
        if (kept == null) {
            if (byClass.size() >= MAX_DISTINCT_SOLUTIONS && solution.steps() >= fewestSteps) {
                capped = true;
                return;
            }
            put(key, solution);
        } else if (!kept.equals(solution) && rank(solution).compareTo(rank(kept)) < 0) {
            keys.remove(kept);
            put(key, solution);
        }
    }

    private void put(Object key, Expression solution) {
        byClass.put(key, solution);
        fewestSteps = Math.min(fewestSteps, solution.steps());
    }

    private Ranking.Key rank(Expression e) {
        return keys.computeIfAbsent(e, Ranking.Key::of);
    }

    /** The distinct solutions kept, best first, at most {@code limit}. */
    List<Expression> ranked(int limit) {
        if (single != null) {
            return List.of(single);
        }
        List<Expression> all = new ArrayList<>(byClass.values());
        all.sort((a, b) -> rank(a).compareTo(rank(b)));
        return List.copyOf(all.subList(0, Math.min(limit, all.size())));
    }

    int count() {
        return single != null ? 1 : byClass.size();
    }

    List<Long> values() {
        if (single != null) {
            return List.of(single.value());
        }
        Set<Long> values = new TreeSet<>();
        for (Expression e : byClass.values()) {
            values.add(e.value());
        }
        return List.copyOf(values);
    }

    /**
     * Every tree obtained by swapping the operands of any of the {@code +} and {@code ×} nodes: the same
     * calculation, which {@link Equivalence#NONE} counts as distinct trees. Strategies offer one
     * orientation; this supplies the others.
     */
    static Set<Expression> mirrorImages(Expression e) {
        Set<Expression> out = new LinkedHashSet<>();
        if (!(e instanceof Operation op)) {
            out.add(e);
            return out;
        }
        Set<Expression> lefts = mirrorImages(op.left());
        Set<Expression> rights = mirrorImages(op.right());
        for (Expression l : lefts) {
            for (Expression r : rights) {
                out.add(op.withOperands(l, r));
                if (op.operator().isCommutative()) {
                    out.add(op.withOperands(r, l));
                }
            }
        }
        return out;
    }
}
