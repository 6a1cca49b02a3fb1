package chiffreslettres.random;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The generator behind games and daily puzzles: SplitMix64's published outputs, and fair bounded draws. */
class StableRandomTest {

    @Test
    void itIsSplitMix64() {
        // The first outputs of SplitMix64 from seed 0, as the reference implementation (Vigna) gives them.
        StableRandom random = new StableRandom(0);
        assertThat(random.nextLong()).isEqualTo(0xe220a8397b1dcdafL);
        assertThat(random.nextLong()).isEqualTo(0x6e789e6aa1b965f4L);
        assertThat(random.nextLong()).isEqualTo(0x06c45d188009454fL);
    }

    @Test
    void boundedDrawsStayInRangeAndCoverIt() {
        StableRandom random = new StableRandom(7);
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < 70_000; i++) {
            int v = random.nextInt(7);
            assertThat(v).isBetween(0, 6);
            seen.merge(v, 1, Integer::sum);
        }
        assertThat(seen).hasSize(7);
        seen.values().forEach(count -> assertThat(count).isBetween(9_500, 10_500));
        for (int i = 0; i < 1_000; i++) {
            assertThat(random.nextLong(100, 1_000)).isBetween(100L, 999L);
            assertThat(random.nextDouble()).isGreaterThanOrEqualTo(0).isLessThan(1);
        }
    }

    @Test
    void streamsOfOneSeedDifferAndRepeat() {
        assertThat(StableRandom.of(1, 2, 3).nextLong()).isEqualTo(StableRandom.of(1, 2, 3).nextLong())
                .isNotEqualTo(StableRandom.of(1, 2, 4).nextLong());
        assertThat(StableRandom.seedOf("abc")).isEqualTo(0xba7816bf8f01cfeaL); // SHA-256("abc") begins ba7816bf8f01cfea
    }
}
