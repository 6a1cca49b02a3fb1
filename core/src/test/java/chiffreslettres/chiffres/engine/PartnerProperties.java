package chiffreslettres.chiffres.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.chiffres.Operator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The meet-in-the-middle step of {@link SubsetDynamicProgramming} against plain arithmetic: a value
 * {@code v} is found over two value sets exactly when some {@code x op y} or {@code y op x} of the four
 * operators equals it, including next to the overflow limit of a {@code long}.
 */
class PartnerProperties {

    private static final long SEED = Long.getLong("properties.seed", 20261122L);
    private static final int EXAMPLES = Integer.getInteger("properties.examples", 60) * 20;

    /** Small values, values near the overflow limit, and divisors of it. */
    private static Gen<Long> values() {
        return longs().between(1, 40)
                .mix(longs().between(1, Long.MAX_VALUE), 15)
                .mix(integers().between(1, 9).map(k -> Long.MAX_VALUE / k - 2 + k % 3), 10);
    }

    private static LongSet setOf(List<Long> values) {
        LongSet set = new LongSet(2);
        values.forEach(set::add);
        return set;
    }

    /** Whether some {@code x} of {@code xs} and {@code y} of {@code ys} make {@code v} in one legal operation. */
    private static boolean madeByOneOperation(List<Long> xs, List<Long> ys, long v) {
        for (long x : xs) {
            for (long y : ys) {
                for (Operator operator : Operator.values()) {
                    if (operator.apply(x, y) == v || operator.apply(y, x) == v) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    @Test
    void aValueIsFoundOverTwoSetsExactlyWhenOneOperationMakesIt() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(lists().of(values()).ofSizeBetween(1, 6), lists().of(values()).ofSizeBetween(1, 6),
                        integers().between(0, 199), longs().between(-2, 120).mix(values(), 30))
                .checkAssert((xs, ys, choice, random) -> {
                    long v = choice < 120 ? madeFrom(xs, ys, choice) : random;
                    if (v == Operator.ILLEGAL) {
                        v = random;
                    }
                    assertThat(Partners.anyPartnerIn(setOf(xs), setOf(ys), v))
                            .as("%d from %s and %s", v, xs, ys)
                            .isEqualTo(madeByOneOperation(xs, ys, v));
                });
    }

    /** A value one operation makes from a member of each list, picked by {@code choice}; may be illegal. */
    private static long madeFrom(List<Long> xs, List<Long> ys, int choice) {
        long x = xs.get(choice % xs.size());
        long y = ys.get(choice / 7 % ys.size());
        Operator operator = Operator.values()[choice % 4];
        return choice % 8 < 4 ? operator.apply(x, y) : operator.apply(y, x);
    }

    @Test
    void theSixWaysGiveEveryPartnerAndOnlyPartners() {
        qt().withExamples(EXAMPLES).withFixedSeed(SEED)
                .forAll(values(), values())
                .checkAssert((x, v) -> {
                    for (int way = 0; way < 6; way++) {
                        long y = Partners.partner(way, x, v);
                        if (y != Operator.ILLEGAL) {
                            assertThat(madeByOneOperation(List.of(x), List.of(y), v))
                                    .as("way %d: %d and %d make %d", way, x, y, v).isTrue();
                        }
                    }
                    for (long y = 1; y <= 300; y++) {
                        if (madeByOneOperation(List.of(x), List.of(y), v)) {
                            boolean listed = false;
                            for (int way = 0; way < 6; way++) {
                                listed |= Partners.partner(way, x, v) == y;
                            }
                            assertThat(listed).as("%d and %d make %d", x, y, v).isTrue();
                        }
                    }
                });
    }
}
