package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The inverses of {@link Operator#apply(long, long)} that searches use to work back from a wanted value:
 * they find an operand exactly when one exists, checked against {@code apply} itself.
 */
class OperatorProperties {

    private static final long SEED = Long.getLong("properties.seed", 20261122L);

    /** Small values (where divisions are often exact), large ones, and values near the overflow edge. */
    private static Gen<Long> operands() {
        return longs().between(1, 60).mix(longs().between(1, 5_000_000), 30)
                .mix(longs().between(Long.MAX_VALUE / 4, Long.MAX_VALUE), 10);
    }

    @Test
    void rightOperandIsTheOneOperandThatMakesTheResult() {
        qt().withExamples(20_000).withFixedSeed(SEED)
                .forAll(Generate.enumValues(Operator.class), operands(), operands())
                .checkAssert((operator, left, right) -> {
                    long result = operator.apply(left, right);
                    if (result != Operator.ILLEGAL) {
                        assertThat(operator.rightOperand(left, result)).isEqualTo(right);
                        assertThat(operator.leftOperand(right, result)).isEqualTo(left);
                    }
                });
    }

    @Test
    void anOperandFoundAlwaysMakesTheResult() {
        qt().withExamples(20_000).withFixedSeed(SEED)
                .forAll(Generate.enumValues(Operator.class), operands(), operands())
                .checkAssert((operator, x, result) -> {
                    long right = operator.rightOperand(x, result);
                    if (right != Operator.ILLEGAL) {
                        assertThat(operator.apply(x, right)).isEqualTo(result);
                    }
                    long left = operator.leftOperand(x, result);
                    if (left != Operator.ILLEGAL) {
                        assertThat(operator.apply(left, x)).isEqualTo(result);
                    }
                });
    }

    @Test
    void theNamedOperationsFollowPlainArithmetic() {
        qt().withExamples(20_000).withFixedSeed(SEED)
                .forAll(operands(), operands())
                .checkAssert((a, b) -> {
                    assertThat(Operator.sum(a, b)).isEqualTo(exactly(() -> Math.addExact(a, b)));
                    assertThat(Operator.difference(a, b)).isEqualTo(a > b ? a - b : Operator.ILLEGAL);
                    assertThat(Operator.product(a, b)).isEqualTo(exactly(() -> Math.multiplyExact(a, b)));
                    assertThat(Operator.quotient(a, b)).isEqualTo(a % b == 0 ? a / b : Operator.ILLEGAL);
                    assertThat(Operator.ADD.apply(a, b)).isEqualTo(Operator.sum(a, b));
                    assertThat(Operator.DIVIDE.apply(a, b)).isEqualTo(Operator.quotient(a, b));
                });
    }

    /** The value, or {@link Operator#ILLEGAL} when computing it overflows. */
    private static long exactly(java.util.function.LongSupplier value) {
        try {
            return value.getAsLong();
        } catch (ArithmeticException overflow) {
            return Operator.ILLEGAL;
        }
    }
}
