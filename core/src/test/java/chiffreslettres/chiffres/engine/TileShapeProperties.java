package chiffreslettres.chiffres.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link TileShape} against a plain enumeration of subsets: canonical subsets, subsets by size, and
 * splits (one per unordered pair of multisets of values, both parts canonical, together the whole).
 * Shapes are built anew ({@link TileShape#uncached}), not taken from the cache.
 */
class TileShapeProperties {

    private static final long SEED = Long.getLong("properties.seed", 20261122L);

    /** The values of the tiles in {@code mask}, ascending. */
    private static List<Long> values(long[] tiles, int mask) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < tiles.length; i++) {
            if ((mask & (1 << i)) != 0) {
                out.add(tiles[i]);
            }
        }
        return out;
    }

    @Test
    void aShapeListsEachSubsetAndEachSplitOfValuesExactlyOnce() {
        qt().withExamples(Integer.getInteger("properties.examples", 60)).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 4)).ofSizeBetween(1, 7))
                .checkAssert(list -> {
                    long[] tiles = list.stream().mapToLong(Long::longValue).sorted().toArray();
                    TileShape shape = TileShape.uncached(tiles);
                    int full = (1 << tiles.length) - 1;
                    for (int k = 1; k <= tiles.length; k++) {
                        Set<List<Long>> expected = new HashSet<>();
                        List<Integer> expectedMasks = new ArrayList<>();
                        for (int mask = 1; mask <= full; mask++) {
                            int c = shape.canonical(mask);
                            assertThat(values(tiles, c)).as("canonical of %s", mask).isEqualTo(values(tiles, mask));
                            assertThat(shape.canonical(c)).isEqualTo(c);
                            if (Integer.bitCount(mask) == k && expected.add(values(tiles, mask))) {
                                expectedMasks.add(c);
                            }
                        }
                        expectedMasks.sort(null);
                        assertThat(shape.ofSize(k)).as("subsets of %d tiles", k)
                                .containsExactly(expectedMasks.stream().mapToInt(Integer::intValue).toArray());
                        for (int c : shape.ofSize(k)) {
                            if (k >= 2) {
                                checkSplits(tiles, shape, c);
                            }
                        }
                    }
                });
    }

    /** Two multisets as an unordered pair: the smaller in list order first. */
    private static List<List<Long>> pair(List<Long> x, List<Long> y) {
        return x.toString().compareTo(y.toString()) <= 0 ? List.of(x, y) : List.of(y, x);
    }

    private static void checkSplits(long[] tiles, TileShape shape, int c) {
        Set<List<List<Long>>> expected = new HashSet<>();
        for (int a = (c - 1) & c; a > 0; a = (a - 1) & c) {
            expected.add(pair(values(tiles, a), values(tiles, c ^ a)));
        }
        int[] firsts = shape.splits(c);
        int[] rests = shape.rests(c);
        assertThat(rests).hasSameSizeAs(firsts);
        Set<List<List<Long>>> listed = new HashSet<>();
        for (int i = 0; i < firsts.length; i++) {
            assertThat(shape.canonical(firsts[i])).isEqualTo(firsts[i]);
            assertThat(shape.canonical(rests[i])).isEqualTo(rests[i]);
            assertThat(firsts[i] & ~c).as("first part inside %s", c).isZero();
            assertThat(rests[i] & ~c).as("second part inside %s", c).isZero();
            List<Long> both = new ArrayList<>(values(tiles, firsts[i]));
            both.addAll(values(tiles, rests[i]));
            both.sort(null);
            assertThat(both).as("the parts of %s make it up", c).isEqualTo(values(tiles, c));
            assertThat(listed.add(pair(values(tiles, firsts[i]), values(tiles, rests[i]))))
                    .as("split %d of %s listed once", i, c).isTrue();
        }
        assertThat(listed).isEqualTo(expected);
    }
}
