package chiffreslettres.chiffres;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Canonical text forms of expressions: two expressions have the same form exactly when they are the
 * same calculation under the chosen {@link Equivalence}. The forms are keys for comparison, not for
 * display.
 *
 * <ul>
 *   <li>{@link #commutative(Expression)}: the operands of every {@code +} and {@code ×} are put in a
 *       fixed order, so {@code a + b} and {@code b + a} share a form.</li>
 *   <li>{@link #algebraic(Expression)}: every chain of {@code +} and {@code −} is flattened into a sorted
 *       multiset of added terms and a sorted multiset of subtracted terms, every chain of {@code ×} and
 *       {@code ÷} into multiplied and divided factors, recursively. So {@code (a + b) + c},
 *       {@code a + (b + c)} and {@code c + (a + b)} share a form, and so do {@code a − (b − c)} and
 *       {@code (a + c) − b}.</li>
 * </ul>
 *
 * <p>Stateless and thread-safe.
 */
public final class CanonicalForm {

    private CanonicalForm() {
    }

    /** The form that ignores only the operand order of {@code +} and {@code ×}. */
    public static String commutative(Expression e) {
        if (!(e instanceof Operation op)) {
            return Long.toString(e.value());
        }
        String left = commutative(op.left());
        String right = commutative(op.right());
        if (op.operator().isCommutative() && left.compareTo(right) > 0) {
            String swap = left;
            left = right;
            right = swap;
        }
        return "(" + left + op.operator().ascii() + right + ")";
    }

    /** The form of the calculation up to commutativity and associativity of {@code + −} and {@code × ÷}. */
    public static String algebraic(Expression e) {
        if (!(e instanceof Operation op)) {
            return Long.toString(e.value());
        }
        boolean additive = op.operator().isAdditive();
        List<String> kept = new ArrayList<>();
        List<String> inverted = new ArrayList<>();
        flatten(e, additive, false, kept, inverted);
        Collections.sort(kept);
        Collections.sort(inverted);
        char open = additive ? '[' : '{';
        char close = additive ? ']' : '}';
        return open + String.join(",", kept) + "|" + String.join(",", inverted) + close;
    }

    /**
     * Collects the terms (or factors) of a chain of operators of one precedence level; a term under an
     * odd number of {@code −} (or {@code ÷}) right operands goes to {@code inverted}.
     */
    private static void flatten(Expression e, boolean additive, boolean invert, List<String> kept,
            List<String> inverted) {
        if (e instanceof Operation op && op.operator().isAdditive() == additive) {
            flatten(op.left(), additive, invert, kept, inverted);
            flatten(op.right(), additive, invert != !op.operator().isCommutative(), kept, inverted);
        } else {
            (invert ? inverted : kept).add(algebraic(e));
        }
    }
}
