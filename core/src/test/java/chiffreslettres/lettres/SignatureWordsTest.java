package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import org.junit.jupiter.api.Test;

/** The packed word numbers of each signature against the plain array they were made from. */
class SignatureWordsTest {

    private static final long SEED = 20261123L;

    @Test
    void packedWordNumbersAndGroupStartsReadBackWhatWasStored() {
        qt().withExamples(300).withFixedSeed(SEED)
                .forAll(lists().of(integers().between(1, 5)).ofSizeBetween(0, 300), integers().between(1, 5000))
                .checkAssert((groupSizes, words) -> {
                    int entries = groupSizes.stream().mapToInt(Integer::intValue).sum();
                    int[] ranks = new int[entries];
                    long[] starts = new long[(entries + 64) >> 6];
                    int[] first = new int[groupSizes.size() + 1];
                    int e = 0;
                    for (int g = 0; g < groupSizes.size(); g++) {
                        first[g] = e;
                        starts[e >> 6] |= 1L << e;
                        for (int i = 0; i < groupSizes.get(g); i++, e++) {
                            ranks[e] = (int) ((e * 2_654_435_761L) % words);
                        }
                    }
                    first[groupSizes.size()] = entries;
                    starts[entries >> 6] |= 1L << entries;
                    SignatureWords groups = SignatureWords.of(ranks, starts, words, groupSizes.size());
                    for (int i = 0; i < entries; i++) {
                        assertThat(groups.word(i)).isEqualTo(ranks[i]);
                    }
                    for (int g = 0; g <= groupSizes.size(); g++) {
                        assertThat(groups.firstEntry(g)).isEqualTo(first[g]);
                    }
                });
    }

    @Test
    void wordNumbersOutOfRangeOrGroupsThatDoNotMatchAreRefused() {
        long[] starts = {0b101L};
        SignatureWords damaged = SignatureWords.of(new int[] {0, 7}, starts, 5, 1);
        assertThat(damaged.word(0)).isZero();
        assertThatThrownBy(() -> damaged.word(1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("names word 7 of 5");
        assertThatThrownBy(() -> SignatureWords.of(new int[] {0, 1}, starts, 5, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 signatures but 1 groups");
    }
}
