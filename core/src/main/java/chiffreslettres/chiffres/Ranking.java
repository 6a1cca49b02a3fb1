package chiffreslettres.chiffres;

import java.util.Comparator;

/**
 * The order in which equally close solutions are listed, most natural first:
 * <ol>
 *   <li>fewer steps;</li>
 *   <li>fewer useless operations ({@code × 1}, {@code ÷ 1}, {@code x − y = y}), which only appear when
 *       the rules require every tile;</li>
 *   <li>a smaller sum of intermediate results (every step's result but the last), so
 *       {@code 75 × 8 − (9 − 3)} (600 and 6) comes before {@code 75 × 8 − 9 + 3} (600 and 591);</li>
 *   <li>fewer divisions;</li>
 *   <li>the smaller value (when the target is missed from below and from above by the same distance);</li>
 *   <li>fewer {@code +} and {@code ×} with the smaller operand first, so {@code 75 × 8} comes before
 *       {@code 8 × 75};</li>
 *   <li>the ASCII rendering in lexicographic order, so that the order is total and repeatable.</li>
 * </ol>
 */
public final class Ranking {

    /** The natural order described above; consistent with equals: only equal trees compare as 0. */
    public static final Comparator<Expression> NATURAL = Comparator.comparing(Key::of);

    private Ranking() {
    }

    /**
     * The measures the ranking compares, in order, computed once per expression; keys compare as the
     * expressions rank.
     *
     * @param steps           the number of operations
     * @param useless         operations that yield one of their own operands
     * @param intermediateSum the sum of every step's result but the last, saturated at {@link Long#MAX_VALUE}
     * @param divisions       the number of divisions
     * @param value           the value of the expression
     * @param smallerFirst    {@code +} and {@code ×} nodes whose left operand is smaller than the right
     * @param ascii           its ASCII rendering
     */
    public record Key(int steps, int useless, long intermediateSum, int divisions, long value, int smallerFirst,
            String ascii)
            implements Comparable<Key> {

        private static final Comparator<Key> ORDER = Comparator.comparingInt(Key::steps)
                .thenComparingInt(Key::useless)
                .thenComparingLong(Key::intermediateSum)
                .thenComparingInt(Key::divisions)
                .thenComparingLong(Key::value)
                .thenComparingInt(Key::smallerFirst)
                .thenComparing(Key::ascii);

        /** The key of an expression. */
        public static Key of(Expression e) {
            if (!e.isIntegral()) {
                return ofExact(e);
            }
            int useless = 0;
            int divisions = 0;
            int smallerFirst = 0;
            long sum = 0;
            var steps = e.toSteps();
            for (int i = 0; i < steps.size(); i++) {
                Step step = steps.get(i);
                if (step.operator().isUseless(step.left(), step.right(), step.result())) {
                    useless++;
                }
                if (step.operator() == Operator.DIVIDE) {
                    divisions++;
                }
                if (step.operator().isCommutative() && step.left() < step.right()) {
                    smallerFirst++;
                }
                if (i < steps.size() - 1) {
                    sum = saturatedAdd(sum, step.result());
                }
            }
            return new Key(steps.size(), useless, sum, divisions, e.value(), smallerFirst, e.toAscii());
        }

        /**
         * The key of a calculation through fractions or negative numbers (another arithmetic): steps,
         * then divisions, then the text; the other criteria are for whole-number steps and count 0.
         */
        private static Key ofExact(Expression e) {
            return new Key(e.steps(), 0, 0, divisions(e), e.value(), 0, e.toAscii());
        }

        private static int divisions(Expression e) {
            if (e instanceof Operation op) {
                return (op.operator() == Operator.DIVIDE ? 1 : 0) + divisions(op.left()) + divisions(op.right());
            }
            return 0;
        }

        private static long saturatedAdd(long a, long b) {
            long s = a + b;
            return s < 0 ? Long.MAX_VALUE : s;
        }

        @Override
        public int compareTo(Key other) {
            return ORDER.compare(this, other);
        }
    }
}
