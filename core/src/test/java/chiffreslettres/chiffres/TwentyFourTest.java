package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.Chiffres;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.Verdict;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;

/** The 24 game: every tile once, rational intermediate results; and the other arithmetic domains. */
class TwentyFourTest {

    private static Result solve24(long... tiles) {
        return Chiffres.target(24).tiles(tiles).rules(Rules.twentyFour()).solve();
    }

    @Test
    void fiveTimesFiveMinusAFifth() {
        Result r = solve24(1, 5, 5, 5);

        assertThat(r.isExact()).isTrue();
        assertThat(r.solutions()).extracting(Expression::toInfix).contains("5 × (5 − 1 ÷ 5)");
        Operation best = (Operation) r.best();
        assertThat(best.exactValue()).isEqualTo(Fraction.of(24));
        assertThat(best.tiles()).hasSize(4);
        assertThat(r.stats().strategy()).isEqualTo("ExactArithmeticWalk");
        assertThat(r.allSolutionsFound()).isTrue();
    }

    @Test
    void eightOverThreeMinusEightThirds() {
        Result r = solve24(3, 3, 8, 8);

        assertThat(r.isExact()).isTrue();
        assertThat(r.solutions()).extracting(Expression::toInfix).containsExactly("8 ÷ (3 − 8 ÷ 3)");
        Operation inner = (Operation) ((Operation) r.best()).right();
        assertThat(inner.exactValue()).isEqualTo(Fraction.of(1, 3));
        assertThat(r.best().isIntegral()).isFalse();
        assertThatThrownBy(() -> r.best().toSteps()).isInstanceOf(ArithmeticException.class)
                .hasMessageContaining("toInfix");
        assertThatThrownBy(inner::value).isInstanceOf(ArithmeticException.class).hasMessageContaining("1/3");
    }

    @Test
    void inPositiveIntegersThreeThreeEightEightCannotMake24WithEveryTile() {
        Result r = Chiffres.target(24).tiles(3, 3, 8, 8).rules(Rules.standard().withAllTilesRequired(true)).solve();

        assertThat(r.isExact()).isFalse();
    }

    @Test
    void theRefereeJudgesByTheRulesArithmetic() {
        Problem rational = new Problem(24, List.of(3L, 3L, 8L, 8L), Rules.twentyFour());
        Problem integral = new Problem(24, List.of(3L, 3L, 8L, 8L), Rules.standard().withAllTilesRequired(true));

        assertThat(Referee.check(rational, "8/(3-8/3)")).isInstanceOf(Verdict.Accepted.class);
        assertThat(Referee.check(integral, "8/(3-8/3)")).isInstanceOfSatisfying(Verdict.Rejected.class,
                v -> assertThat(v.reason()).isEqualTo(Verdict.Reason.INEXACT_DIVISION));
        assertThat(Referee.check(rational, "8/(3-3)*8")).isInstanceOfSatisfying(Verdict.Rejected.class,
                v -> assertThat(v.reason()).isEqualTo(Verdict.Reason.DIVISION_BY_ZERO));
        assertThat(Referee.check(rational, "8/3+8/3")).isInstanceOfSatisfying(Verdict.Rejected.class,
                v -> assertThat(v.message()).contains("16/3", "not a whole number"));
    }

    @Test
    void fractionsStayInLowestTermsAndCompareExactly() {
        assertThat(Fraction.of(6, -4)).isEqualTo(new Fraction(-3, 2));
        assertThat(Fraction.of(1, 5).plus(Fraction.of(4, 5))).isEqualTo(Fraction.of(1));
        assertThat(Fraction.of(8).dividedBy(Fraction.of(1, 3))).isEqualTo(Fraction.of(24));
        assertThat(Fraction.of(1, 3).compareTo(Fraction.of(1, 2))).isNegative();
        assertThat(Fraction.of(Long.MAX_VALUE, 3).compareTo(Fraction.of(Long.MAX_VALUE - 1, 3))).isPositive();
        assertThatThrownBy(() -> Fraction.of(1, 0)).isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> new Fraction(2, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Arithmetic.RATIONALS.apply(Operator.DIVIDE, Fraction.of(1), Fraction.ZERO)).isNull();
        assertThat(Arithmetic.INTEGERS.apply(Operator.SUBTRACT, Fraction.of(2), Fraction.of(5)))
                .isEqualTo(Fraction.of(-3));
        assertThat(Arithmetic.INTEGERS.apply(Operator.DIVIDE, Fraction.of(2), Fraction.of(5))).isNull();
        assertThat(Arithmetic.POSITIVE_INTEGERS.apply(Operator.SUBTRACT, Fraction.of(2), Fraction.of(5))).isNull();
    }

    @Test
    void theTwentyFourVariantDrawsSolvableDeals() {
        SplittableRandom random = new SplittableRandom(24);
        for (int i = 0; i < 20; i++) {
            Problem deal = Draws.solvableNumbers(Variant.TWENTY_FOUR.numbers(), 0, random);
            assertThat(deal.target()).isEqualTo(24);
            assertThat(deal.tiles()).hasSize(4).allSatisfy(card -> assertThat(card).isBetween(1L, 13L));
            assertThat(deal.rules()).isEqualTo(Rules.twentyFour());
            assertThat(Chiffres.target(24).tiles(deal.tiles()).rules(deal.rules()).solve().isExact()).isTrue();
        }
    }

    /**
     * Against a reference written from the definition: the values every way of combining all the tiles
     * gives, as exact fractions, split by split.
     */
    @Test
    void theExactWalkFindsTheReferenceDistanceInEveryDomain() {
        qt().withExamples(Integer.getInteger("properties.examples", 150)).withFixedSeed(24L)
                .forAll(lists().of(longs().between(1, 13)).ofSizeBetween(1, 4), longs().between(1, 60),
                        Generate.pick(List.of(Arithmetic.RATIONALS, Arithmetic.INTEGERS)))
                .checkAssert((tiles, target, domain) -> {
                    Rules rules = new Rules(true, domain);
                    Result r = Chiffres.target(target).tiles(tiles).rules(rules).solve();
                    long best = Long.MAX_VALUE;
                    for (Fraction v : allTilesValues(tiles, domain)) {
                        if (v.isInteger()) {
                            best = Math.min(best, Math.abs(v.numerator() - target));
                        }
                    }
                    if (best != Long.MAX_VALUE) {
                        assertThat(r.distance()).as("%s → %d in %s", tiles, target, domain).isEqualTo(best);
                    }
                    for (Expression s : r.solutions()) {
                        assertThat(s.tiles()).hasSameSizeAs(tiles);
                        assertThat(Math.abs(s.exactValue().numerator() - target)).isEqualTo(r.distance());
                    }
                });
    }

    private static Set<Fraction> allTilesValues(List<Long> tiles, Arithmetic domain) {
        Set<Fraction> out = new HashSet<>();
        if (tiles.size() == 1) {
            out.add(Fraction.of(tiles.get(0)));
            return out;
        }
        int n = tiles.size();
        for (int mask = 1; mask < (1 << n) - 1; mask++) {
            List<Long> a = new ArrayList<>();
            List<Long> b = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                ((mask & (1 << i)) != 0 ? a : b).add(tiles.get(i));
            }
            for (Fraction x : allTilesValues(a, domain)) {
                for (Fraction y : allTilesValues(b, domain)) {
                    for (Operator op : Operator.values()) {
                        Fraction v = domain.apply(op, x, y);
                        if (v != null) {
                            out.add(v);
                        }
                    }
                }
            }
        }
        return out;
    }
}
