package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.chiffres.search.SearchContext;
import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Fraction;
import chiffreslettres.chiffres.Operator;

/**
 * The strategy for rules whose arithmetic is not the shows' positive integers: the 24 game's rationals
 * ({@code 8 ÷ (3 − 8 ÷ 3) = 24}) or signed integers. A plain depth-first walk like {@link DfsEnumerator},
 * but over exact {@link Fraction}s, with every move judged by {@link Arithmetic#apply}; a calculation is
 * offered when its value is a whole number. Complete: it offers every calculation. Meant for the few
 * tiles of such games (four for the 24 game: a few thousand states); six tiles take seconds, and the
 * budget applies as always. Stateless and thread-safe.
 */
public final class ExactArithmeticWalk implements SearchStrategy {

    private static final Operator[] OPERATORS = Operator.values();

    /** Creates the strategy; it holds no state. */
    public ExactArithmeticWalk() {
    }

    @Override
    public void search(SearchContext context) {
        int n = context.tileCount();
        Expression[] items = new Expression[n];
        Fraction[] values = new Fraction[n];
        boolean allTiles = context.rules().allTilesRequired();
        for (int i = 0; i < n; i++) {
            items[i] = Expression.tile(context.tile(i));
            values[i] = items[i].exactValue();
            if (!allTiles || n == 1) {
                offer(context, items[i], values[i]);
            }
        }
        walk(context, context.rules().arithmetic(), items, values, n, allTiles);
    }

    @Override
    public boolean handles(Arithmetic arithmetic) {
        return true;
    }

    @Override
    public boolean enumeratesAllSolutions() {
        return true;
    }

    private static boolean walk(SearchContext context, Arithmetic arithmetic, Expression[] items, Fraction[] values,
            int count, boolean allTiles) {
        if (!context.enterNode()) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            for (int j = i + 1; j < count; j++) {
                Expression a = items[i];
                Expression b = items[j];
                Fraction va = values[i];
                Fraction vb = values[j];
                for (Operator operator : OPERATORS) {
                    for (int order = 0; order < (operator.isCommutative() ? 1 : 2); order++) {
                        Expression left = order == 0 ? a : b;
                        Expression right = order == 0 ? b : a;
                        Fraction value = arithmetic.apply(operator, order == 0 ? va : vb, order == 0 ? vb : va);
                        if (value == null) {
                            continue;
                        }
                        Expression made = Expression.combine(left, operator, right, arithmetic);
                        if (!allTiles || count == 2) {
                            offer(context, made, value);
                        }
                        items[i] = made;
                        values[i] = value;
                        items[j] = items[count - 1];
                        values[j] = values[count - 1];
                        boolean goOn = count == 2 || walk(context, arithmetic, items, values, count - 1, allTiles);
                        items[j] = b;
                        values[j] = vb;
                        items[i] = a;
                        values[i] = va;
                        if (!goOn) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    private static void offer(SearchContext context, Expression e, Fraction value) {
        if (value.isInteger() && context.isCandidate(value.numerator())) {
            context.offer(e);
        }
    }
}
