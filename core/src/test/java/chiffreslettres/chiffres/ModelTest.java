package chiffreslettres.chiffres;

import static chiffreslettres.chiffres.Expression.combine;
import static chiffreslettres.chiffres.Expression.tile;
import static chiffreslettres.chiffres.Operator.ADD;
import static chiffreslettres.chiffres.Operator.DIVIDE;
import static chiffreslettres.chiffres.Operator.MULTIPLY;
import static chiffreslettres.chiffres.Operator.SUBTRACT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The expression model, the operators' legal moves and the value objects' validation. */
class ModelTest {

    @Test
    void operatorsAllowOnlyPositiveIntegerResults() {
        assertThat(ADD.apply(3, 4)).isEqualTo(7);
        assertThat(SUBTRACT.apply(9, 3)).isEqualTo(6);
        assertThat(SUBTRACT.apply(3, 3)).isEqualTo(Operator.ILLEGAL);
        assertThat(SUBTRACT.apply(3, 9)).isEqualTo(Operator.ILLEGAL);
        assertThat(MULTIPLY.apply(75, 8)).isEqualTo(600);
        assertThat(DIVIDE.apply(600, 8)).isEqualTo(75);
        assertThat(DIVIDE.apply(7, 2)).isEqualTo(Operator.ILLEGAL);
    }

    @Test
    void overflowIsNeverSilent() {
        long big = 1L << 62;
        assertThat(ADD.apply(big, big)).isEqualTo(Operator.ILLEGAL);
        assertThat(ADD.apply(Long.MAX_VALUE, 1)).isEqualTo(Operator.ILLEGAL);
        assertThat(ADD.apply(big, big - 1)).isEqualTo(Long.MAX_VALUE);
        assertThat(MULTIPLY.apply(big, 2)).isEqualTo(Operator.ILLEGAL);
        assertThat(MULTIPLY.apply(3_037_000_500L, 3_037_000_500L)).isEqualTo(Operator.ILLEGAL);
        assertThat(MULTIPLY.apply(1L << 31, 1L << 31)).isEqualTo(1L << 62);
        assertThat(MULTIPLY.apply(Long.MAX_VALUE, 1)).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void uselessOperationsAreRecognised() {
        assertThat(MULTIPLY.isUseless(7, 1, 7)).isTrue();
        assertThat(MULTIPLY.isUseless(1, 7, 7)).isTrue();
        assertThat(DIVIDE.isUseless(7, 1, 7)).isTrue();
        assertThat(SUBTRACT.isUseless(14, 7, 7)).isTrue();
        assertThat(SUBTRACT.isUseless(15, 7, 8)).isFalse();
        assertThat(ADD.isUseless(7, 1, 8)).isFalse();
    }

    @Test
    void treesKnowTheirValueTilesAndSteps() {
        Expression e = combine(combine(tile(75), MULTIPLY, tile(8)), SUBTRACT, combine(tile(9), SUBTRACT, tile(3)));

        assertThat(e.value()).isEqualTo(594);
        assertThat(e.steps()).isEqualTo(3);
        assertThat(e.tileCount()).isEqualTo(4);
        assertThat(e.tiles()).containsExactly(75L, 8L, 9L, 3L);
        assertThat(e.toSteps()).extracting(Step::toString)
                .containsExactly("75 × 8 = 600", "9 − 3 = 6", "600 − 6 = 594");
        assertThat(e.toSteps()).extracting(Step::toAscii)
                .containsExactly("75 * 8 = 600", "9 - 3 = 6", "600 - 6 = 594");
        assertThat(tile(7).toSteps()).isEmpty();
    }

    @Test
    void illegalTreesCannotBeBuilt() {
        assertThatThrownBy(() -> combine(tile(3), SUBTRACT, tile(5)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 − 5");
        assertThatThrownBy(() -> combine(tile(7), DIVIDE, tile(2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7 ÷ 2");
        assertThatThrownBy(() -> combine(tile(Long.MAX_VALUE), ADD, tile(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> tile(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive");
        assertThatThrownBy(() -> combine(null, ADD, tile(1))).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Step(2, ADD, 2, 5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void infixUsesTheFewestParenthesesThatKeepTheTree() {
        assertThat(combine(combine(tile(100), ADD, tile(1)), MULTIPLY, tile(6)).toInfix()).isEqualTo("(100 + 1) × 6");
        assertThat(combine(tile(100), ADD, combine(tile(1), MULTIPLY, tile(6))).toInfix()).isEqualTo("100 + 1 × 6");
        assertThat(combine(combine(tile(10), SUBTRACT, tile(3)), SUBTRACT, tile(2)).toInfix()).isEqualTo("10 − 3 − 2");
        assertThat(combine(tile(10), SUBTRACT, combine(tile(3), SUBTRACT, tile(2))).toInfix())
                .isEqualTo("10 − (3 − 2)");
        assertThat(combine(tile(10), ADD, combine(tile(3), ADD, tile(2))).toAscii()).isEqualTo("10+(3+2)");
        assertThat(combine(combine(tile(12), DIVIDE, tile(3)), MULTIPLY, tile(2)).toAscii()).isEqualTo("12/3*2");
    }

    @Test
    void equivalencesTellCalculationsApart() {
        Expression a = combine(tile(3), ADD, tile(4));
        Expression b = combine(tile(4), ADD, tile(3));
        assertThat(Equivalence.NONE.equivalent(a, b)).isFalse();
        assertThat(Equivalence.COMMUTATIVE.equivalent(a, b)).isTrue();

        Expression left = combine(combine(tile(1), ADD, tile(2)), ADD, tile(3));
        Expression right = combine(tile(1), ADD, combine(tile(2), ADD, tile(3)));
        assertThat(Equivalence.COMMUTATIVE.equivalent(left, right)).isFalse();
        assertThat(Equivalence.ALGEBRAIC.equivalent(left, right)).isTrue();

        Expression product = combine(tile(75), MULTIPLY, tile(8));
        Expression minusDifference = combine(product, SUBTRACT, combine(tile(9), SUBTRACT, tile(3)));
        Expression minusPlus = combine(combine(product, SUBTRACT, tile(9)), ADD, tile(3));
        Expression plusMinus = combine(combine(tile(3), ADD, product), SUBTRACT, tile(9));
        assertThat(Equivalence.ALGEBRAIC.equivalent(minusDifference, minusPlus)).isTrue();
        assertThat(Equivalence.ALGEBRAIC.equivalent(minusDifference, plusMinus)).isTrue();

        Expression twoPlusTwo = combine(tile(2), ADD, tile(2));
        Expression twoTimesTwo = combine(tile(2), MULTIPLY, tile(2));
        assertThat(Equivalence.ALGEBRAIC.equivalent(twoPlusTwo, twoTimesTwo)).isFalse();

        Expression divided = combine(combine(tile(12), DIVIDE, tile(3)), MULTIPLY, tile(2));
        Expression timesFirst = combine(combine(tile(12), MULTIPLY, tile(2)), DIVIDE, tile(3));
        assertThat(Equivalence.ALGEBRAIC.equivalent(divided, timesFirst)).isTrue();
        assertThat(Equivalence.ALGEBRAIC.equivalent(divided, combine(tile(12), DIVIDE, combine(tile(3), MULTIPLY,
                tile(2))))).isFalse();
    }

    @Test
    void valueObjectsRejectBadArgumentsNamingThem() {
        assertThatThrownBy(() -> Problem.of(0, 1, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("target");
        assertThatThrownBy(() -> Problem.of(10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tiles");
        assertThatThrownBy(() -> Problem.of(10, 1, -2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tile 2");
        assertThatThrownBy(() -> Problem.of(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 10");
        assertThatThrownBy(() -> Budget.ofTime(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("time");
        assertThatThrownBy(() -> Budget.ofNodes(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nodes");
        assertThat(Budget.unlimited().timeNanos()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void problemsAdmitOnlyTheirOwnTiles() {
        Problem p = Problem.of(10, 5, 5, 2);
        assertThat(p.admits(combine(tile(5), ADD, tile(5)))).isTrue();
        assertThat(p.admits(combine(tile(5), MULTIPLY, tile(2)))).isTrue();
        assertThat(p.admits(combine(tile(2), ADD, tile(2)))).isFalse();
        assertThat(p.admits(tile(3))).isFalse();
        Problem all = new Problem(10, p.tiles(), Rules.standard().withAllTilesRequired(true));
        assertThat(all.admits(combine(tile(5), ADD, tile(5)))).isFalse();
    }
}
