package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import org.junit.jupiter.api.Test;

/** Invariants of the expression model: renderings, steps and canonical forms. */
class ExpressionProperties {

    private static final long SEED = 20261121L;

    @Test
    void asciiAndInfixReadBackAsTheSameTree() {
        qt().withExamples(500).withFixedSeed(SEED).forAll(Generators.expressions()).checkAssert(e -> {
            assertThat(InfixReader.read(e.toAscii())).isEqualTo(e);
            assertThat(InfixReader.read(e.toInfix())).isEqualTo(e);
        });
    }

    @Test
    void stepsComeInAnOrderWhereEveryOperandIsAlreadyKnown() {
        qt().withExamples(500).withFixedSeed(SEED).forAll(Generators.expressions()).checkAssert(e -> {
            java.util.List<Long> known = new java.util.ArrayList<>(e.tiles());
            for (Step step : e.toSteps()) {
                assertThat(known.remove((Long) step.left())).as("%s in %s", step, e).isTrue();
                assertThat(known.remove((Long) step.right())).as("%s in %s", step, e).isTrue();
                known.add(step.result());
            }
            assertThat(known).containsExactly(e.value());
            assertThat(e.toSteps()).hasSize(e.steps());
            assertThat(e.tiles()).hasSize(e.tileCount());
        });
    }

    @Test
    void swappingOperandsOfPlusAndTimesKeepsTheCommutativeAndAlgebraicForms() {
        qt().withExamples(500).withFixedSeed(SEED).forAll(Generators.expressions()).checkAssert(e -> {
            Expression mirrored = mirrorAll(e);
            assertThat(Equivalence.COMMUTATIVE.equivalent(e, mirrored)).isTrue();
            assertThat(Equivalence.ALGEBRAIC.equivalent(e, mirrored)).isTrue();
            assertThat(Equivalence.NONE.equivalent(e, mirrored)).isEqualTo(e.equals(mirrored));
        });
    }

    @Test
    void equivalentUnderCommutativeImpliesEquivalentUnderAlgebraic() {
        qt().withExamples(500).withFixedSeed(SEED).forAll(Generators.expressions(), Generators.expressions())
                .checkAssert((a, b) -> {
                    if (Equivalence.NONE.equivalent(a, b)) {
                        assertThat(Equivalence.COMMUTATIVE.equivalent(a, b)).isTrue();
                    }
                    if (Equivalence.COMMUTATIVE.equivalent(a, b)) {
                        assertThat(Equivalence.ALGEBRAIC.equivalent(a, b)).isTrue();
                    }
                    if (Equivalence.ALGEBRAIC.equivalent(a, b)) {
                        assertThat(a.value()).isEqualTo(b.value());
                        assertThat(a.tiles()).containsExactlyInAnyOrderElementsOf(b.tiles());
                    }
                });
    }

    private static Expression mirrorAll(Expression e) {
        if (e instanceof Operation op) {
            Expression l = mirrorAll(op.left());
            Expression r = mirrorAll(op.right());
            return op.operator().isCommutative() ? Expression.combine(r, op.operator(), l)
                    : Expression.combine(l, op.operator(), r);
        }
        return e;
    }
}
