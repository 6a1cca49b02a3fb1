package chiffreslettres.chiffres.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.chiffres.Operator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The census against the plain computation: every distinct selection listed once, and for each, exactly
 * the targets of the range that {@link Reachable#values(long...)} of its tiles holds.
 */
class SelectionCensusProperties {

    private static final long SEED = Long.getLong("properties.seed", 20261122L);

    @Test
    void everySelectionReachesExactlyItsReachableTargets() {
        qt().withExamples(Integer.getInteger("properties.examples", 60) / 2).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 12).mix(longs().between(13, 60), 25)).ofSizeBetween(2, 9),
                        integers().between(2, 5), longs().between(1, 200), longs().between(0, 150))
                .assuming((bag, n, min, width) -> n <= bag.size())
                .checkAssert((bag, n, min, width) -> {
                    long max = min + width;
                    List<SelectionCensus.Selection> census = SelectionCensus.run(bag, n, min, max, 2, null);
                    assertThat(census).extracting(SelectionCensus.Selection::tiles)
                            .containsExactlyInAnyOrderElementsOf(distinctSelections(bag, n));
                    for (SelectionCensus.Selection selection : census) {
                        long[] reachable = Reachable.values(
                                selection.tiles().stream().mapToLong(Long::longValue).toArray());
                        int count = 0;
                        for (long t = min - 1; t <= max + 1; t++) {
                            boolean expected = t >= min && t <= max && Arrays.binarySearch(reachable, t) >= 0;
                            assertThat(selection.reaches(t)).as("%s reaches %d", selection.tiles(), t)
                                    .isEqualTo(expected);
                            count += expected ? 1 : 0;
                        }
                        assertThat(selection.reachableCount()).isEqualTo(count);
                    }
                });
    }

    /**
     * One selection alone (as {@code Chiffres.reachableTargets} runs it): its lookup bitmaps are written
     * into one scratch bitmap, split after split, so a bit left behind would show here. UK-like tiles
     * give parts of hundreds of values, past pair-by-pair marking.
     */
    @Test
    void oneSelectionAloneReachesExactlyItsReachableTargets() {
        qt().withExamples(Integer.getInteger("properties.examples", 60) / 3).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 10).mix(longs().between(1, 4).map(k -> 25 * k), 40))
                        .ofSize(6), longs().between(1, 500), longs().between(100, 900))
                .checkAssert((tiles, min, width) -> {
                    long max = min + width;
                    SelectionCensus.Selection selection = SelectionCensus.run(tiles, 6, min, max, 1, null).get(0);
                    long[] expected = Arrays.stream(Reachable.values(
                            tiles.stream().mapToLong(Long::longValue).toArray()))
                            .filter(v -> v >= min && v <= max).toArray();
                    assertThat(selection.reachableTargets()).as("%s in %d..%d", tiles, min, max)
                            .containsExactly(expected);
                });
    }

    /**
     * Each way of marking the last operations over two larger parts, forced for every target, against the
     * plain computation: probes one target at a time, pairs of values, and each value against the other
     * part's bitmap and its values beyond the bitmap (small ranges make the bitmap small, so that large
     * values take that path too).
     */
    @Test
    void everyPathToTheLastOperationReachesTheSameTargets() {
        qt().withExamples(Integer.getInteger("properties.examples", 60) / 2).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 10).mix(longs().between(1, 4).map(k -> 25 * k), 40))
                        .ofSizeBetween(4, 6), longs().between(1, 300), longs().between(0, 400))
                .checkAssert(SelectionCensusProperties::everyPathAgrees);
        // tiles up to 1,000 and a short range: parts whose values lie beyond the bitmap on both sides
        qt().withExamples(Integer.getInteger("properties.examples", 60)).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 1000)).ofSizeBetween(4, 6), longs().between(1, 60),
                        longs().between(0, 60))
                .checkAssert(SelectionCensusProperties::everyPathAgrees);
    }

    /**
     * Ranges past and across {@link LongSet#SMALL}, where a sub-multiset's targets are read value by
     * value rather than word by word from its set's bitmap.
     */
    @Test
    void rangesBeyondTheSetsBitmapsReachTheSameTargets() {
        qt().withExamples(Integer.getInteger("properties.examples", 60) / 3).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 10).mix(longs().between(1, 4).map(k -> 25 * k), 40))
                        .ofSizeBetween(4, 6), longs().between(LongSet.SMALL - 300, LongSet.SMALL + 2000),
                        longs().between(0, 400))
                .checkAssert(SelectionCensusProperties::everyPathAgrees);
        // 100 × 90 and 97 × 89: targets of two of the tiles that the others cannot keep, in ranges past
        // the bitmap and across its end
        everyPathAgrees(List.of(100L, 90L, 7L, 11L), 8_990, 20);
        everyPathAgrees(List.of(97L, 89L, 3L, 5L, 13L), 8_600, 100);
        everyPathAgrees(List.of(100L, 90L, 7L, 11L), LongSet.SMALL - 40, 900);
    }

    /**
     * Selections and short ranges where a target is made only through a value beyond a part's bitmap:
     * {@code y − x}, {@code y ÷ x}, {@code x − y} and {@code x ÷ y} with {@code y} past the bitmap, two
     * each, found by searching random selections against a census with that one marking loop removed.
     */
    @Test
    void targetsMadeOnlyThroughValuesBeyondTheBitmap() {
        long[][] cases = {
            {18, 18, 427, 153, 216, 249, 27}, {23, 24, 616, 819, 552, 914},
            {7, 8, 723, 105, 826, 266, 751}, {16, 17, 442, 31, 251, 613, 730},
            {29, 31, 363, 157, 569, 825, 603}, {5, 5, 655, 404, 491, 345, 276},
            {9, 11, 112, 744, 516, 366, 194}, {2, 4, 183, 932, 119, 758, 110},
        };
        for (long[] c : cases) {
            List<Long> tiles = Arrays.stream(c, 2, c.length).boxed().toList();
            everyPathAgrees(tiles, c[0], c[1] - c[0]);
        }
    }

    private static void everyPathAgrees(List<Long> tiles, long min, long width) {
        long max = min + width;
        long[] expected = Arrays.stream(Reachable.values(
                tiles.stream().mapToLong(Long::longValue).toArray()))
                .filter(v -> v >= min && v <= max).toArray();
        int[][] thresholds = {{Integer.MAX_VALUE, 64}, {-1, Integer.MAX_VALUE}, {-1, 0}};
        for (int[] t : thresholds) {
            SelectionCensus.Selection selection = SelectionCensus.runWithThresholds(tiles, tiles.size(), min, max,
                    t[0], t[1]).get(0);
            assertThat(selection.reachableTargets())
                    .as("%s in %d..%d, thresholds %s", tiles, min, max, Arrays.toString(t))
                    .containsExactly(expected);
        }
    }

    /**
     * The one pair-marking loop against {@link Operator#apply}: every value {@code x op y} (either order)
     * in the window, and nothing else, for operands small enough for the loop without overflow checks and
     * for operands past it, with windows starting at 0 (a multiset's bitmap) or higher (a range of targets).
     */
    @Test
    void markingPairsSetsExactlyTheResultsInTheWindow() {
        qt().withExamples(Integer.getInteger("properties.examples", 60) * 4).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 600).mix(longs().between(1, Long.MAX_VALUE / 4), 10))
                        .ofSizeBetween(1, 12), lists().of(longs().between(1, 600)).ofSizeBetween(1, 12),
                        longs().between(0, 300), longs().between(1, 1000))
                .checkAssert((xs, ys, offset, limit) -> {
                    long[] bits = new long[(int) (limit / 64 + 1)];
                    PairMarking.markCombinations(setOf(xs), setOf(ys), bits, offset, limit);
                    long[] expected = new long[bits.length];
                    for (long x : xs.stream().distinct().toList()) {
                        for (long y : ys.stream().distinct().toList()) {
                            for (Operator op : Operator.values()) {
                                for (long v : new long[] {op.apply(x, y), op.apply(y, x)}) {
                                    if (v != Operator.ILLEGAL && v >= offset && v - offset < limit) {
                                        expected[(int) ((v - offset) >>> 6)] |= 1L << (v - offset);
                                    }
                                }
                            }
                        }
                    }
                    assertThat(bits).as("%s op %s in [%d, %d)", xs, ys, offset, offset + limit)
                            .containsExactly(expected);
                });
    }

    /**
     * Operands whose sums or products overflow: the loop with checks, never a wrapped result (2^61 × 8
     * wraps to 0, which a loop without checks would mark).
     */
    @Test
    void markingPairsNeverMarksAnOverflowedResult() {
        long[] bits = new long[1];
        PairMarking.markCombinations(setOf(List.of(1L << 61, Long.MAX_VALUE - 5)), setOf(List.of(8L, 10L)),
                bits, 0, 64);
        assertThat(bits[0]).isZero();
    }

    /** Seven tiles, whose five-tile sets the census builds itself (not cached), against the plain computation. */
    @Test
    void sevenTilesReachExactlyTheirReachableTargets() {
        qt().withExamples(Integer.getInteger("properties.examples", 60) / 6).withFixedSeed(SEED)
                .forAll(lists().of(longs().between(1, 10).mix(longs().between(1, 4).map(k -> 25 * k), 30))
                        .ofSize(7), longs().between(1, 900), longs().between(0, 300))
                .checkAssert(SelectionCensusProperties::everyPathAgrees);
    }

    /**
     * The pair-marking loop, exhaustively for single values up to 48 and windows reaching up to 64: every boundary, in
     * the loop without overflow checks and, with a value of 2^40 beside {@code x} (whose results all fall
     * past the window), in the loop with them.
     */
    @Test
    void markingPairsOfSmallValuesHitsEveryWindowBoundary() {
        for (long x = 1; x <= 48; x++) {
            for (long y = x; y <= 48; y++) {
                for (long offset = 0; offset <= 4; offset++) {
                    for (long limit = 1; offset + limit <= 64; limit++) {
                        long[] bits = new long[2];
                        PairMarking.markCombinations(setOf(List.of(x)), setOf(List.of(y)), bits, offset, limit);
                        long[] checked = new long[2];
                        PairMarking.markCombinations(setOf(List.of(x, 1L << 40)), setOf(List.of(y)), checked,
                                offset, limit);
                        long expected = 0;
                        for (Operator op : Operator.values()) {
                            for (long v : new long[] {op.apply(x, y), op.apply(y, x)}) {
                                if (v != Operator.ILLEGAL && v >= offset && v - offset < limit) {
                                    expected |= 1L << (v - offset);
                                }
                            }
                        }
                        assertThat(bits[0]).as("%d op %d in [%d, %d)", x, y, offset, offset + limit)
                                .isEqualTo(expected);
                        assertThat(checked[0]).as("%d op %d in [%d, %d), checked loop", x, y, offset,
                                offset + limit).isEqualTo(expected);
                    }
                }
            }
        }
    }

    private static LongSet setOf(List<Long> values) {
        LongSet set = new LongSet(values.size());
        values.forEach(set::add);
        return set;
    }

    @Test
    void progressCountsEveryUnitOnceUpToTheTotal() {
        AtomicLong calls = new AtomicLong();
        AtomicLong last = new AtomicLong();
        AtomicLong total = new AtomicLong();
        List<SelectionCensus.Selection> census = SelectionCensus.run(List.of(1L, 1L, 2L, 3L, 4L, 5L), 3, 1, 30, 1,
                (done, of) -> {
                    calls.incrementAndGet();
                    last.accumulateAndGet(done, Math::max);
                    total.set(of);
                });
        assertThat(last.get()).isEqualTo(total.get()).isEqualTo(calls.get());
        // 11 pairs (1 1, and 10 of distinct tiles), then 14 selections of three (4 with 1 1, 10 without)
        assertThat(census).hasSize(14);
        assertThat(total.get()).isEqualTo(11 + 14);
    }

    @Test
    void badArgumentsAreNamed() {
        assertThatThrownBy(() -> SelectionCensus.run(List.of(1L, 2L), 3, 1, 10, 1, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tileCount");
        assertThatThrownBy(() -> SelectionCensus.run(List.of(1L, 0L, 2L), 2, 1, 10, 1, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bag");
        assertThatThrownBy(() -> SelectionCensus.run(List.of(1L, 2L, 3L), 2, 10, 9, 1, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("targets");
        assertThatThrownBy(() -> SelectionCensus.run(List.of(1L, 2L, 1_000_000_000L), 2, 1, 999, 1, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxTarget × largest tile");
        assertThatThrownBy(() -> SelectionCensus.run(List.of(1L, 2L, 3L), 2, 1, 9, 0, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("parallelism");
    }

    private static Set<List<Long>> distinctSelections(List<Long> bag, int n) {
        Set<List<Long>> out = new java.util.HashSet<>();
        choose(bag, n, 0, new ArrayList<>(), out);
        return out;
    }

    private static void choose(List<Long> bag, int n, int from, List<Long> chosen, Set<List<Long>> out) {
        if (chosen.size() == n) {
            out.add(List.copyOf(sorted(chosen)));
            return;
        }
        for (int i = from; i < bag.size(); i++) {
            chosen.add(bag.get(i));
            choose(bag, n, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    private static List<Long> sorted(List<Long> tiles) {
        List<Long> copy = new ArrayList<>(tiles);
        copy.sort(null);
        return copy;
    }
}
