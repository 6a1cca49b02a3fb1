package chiffreslettres.chiffres.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.SearchStats;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The process-wide {@link ValueSetCache} of the best-answer search: its compact copies answer like the
 * sets they copy, it holds exactly the values of each multiset's tiles, and a search gives the same
 * answer and statistics whether the cache is cold or warm, node budget included.
 */
class ValueSetCacheProperties {

    private static final long SEED = Long.getLong("properties.seed", 20261122L);
    private static final int EXAMPLES = Integer.getInteger("properties.examples", 60);

    @AfterEach
    void leaveTheCacheEmpty() {
        ValueSetCache.clear();
    }

    /** Values below, around and far above the bitmap's limit. */
    private static Gen<Long> values() {
        return longs().between(1, 200)
                .mix(longs().between(8_000, 8_400), 20)
                .mix(longs().between(1, Long.MAX_VALUE), 20);
    }

    @Test
    void aCompactCopyAnswersLikeItsOriginal() {
        qt().withFixedSeed(SEED).withExamples(EXAMPLES * 5)
                .forAll(lists().of(values()).ofSizeBetween(0, 60), longs().between(1, 9_000))
                .checkAssert((members, probe) -> {
                    LongSet original = new LongSet(2);
                    members.forEach(original::add);
                    LongSet copy = original.compactCopy();
                    assertThat(copy.size()).isEqualTo(original.size());
                    assertThat(copy.max()).isEqualTo(original.max());
                    for (int i = 0; i < original.size(); i++) {
                        long v = original.get(i);
                        assertThat(copy.get(i)).isEqualTo(v);
                        for (long near : new long[] {v - 1, v, v + 1, v * 2}) {
                            assertThat(copy.contains(near)).as("contains %d", near).isEqualTo(original.contains(near));
                        }
                    }
                    for (long v : new long[] {0, -1, probe, original.max() + 1, Long.MAX_VALUE}) {
                        assertThat(copy.contains(v)).as("contains %d", v).isEqualTo(original.contains(v));
                    }
                    assertThat(copy.arrayBytes()).isLessThanOrEqualTo(original.arrayBytes());
                    LongSet ascending = copy.ascendingCopy();
                    assertThat(ascending.size()).isEqualTo(original.size());
                    assertThat(ascending.max()).isEqualTo(original.max());
                    long[] sorted = Arrays.copyOf(original.members(), original.size());
                    Arrays.sort(sorted);
                    assertThat(Arrays.copyOf(ascending.members(), ascending.size())).containsExactly(sorted);
                    for (long v : sorted) {
                        for (long near : new long[] {v - 1, v, v + 1, v * 2}) {
                            assertThat(ascending.contains(near)).as("ascending contains %d", near)
                                    .isEqualTo(original.contains(near));
                        }
                    }
                    assertThat(ascending.contains(probe)).isEqualTo(original.contains(probe));
                    for (long from : new long[] {0, probe % (LongSet.SMALL - 63), LongSet.SMALL - 64,
                            Math.max(0, Math.min(LongSet.SMALL - 64, original.max() - 30))}) {
                        long expected = 0;
                        for (int k = 0; k < 64; k++) {
                            expected |= original.contains(from + k) ? 1L << k : 0;
                        }
                        assertThat(copy.membersFrom(from)).as("members from %d", from).isEqualTo(expected);
                        assertThat(original.membersFrom(from)).isEqualTo(expected);
                    }
                });
    }

    @Test
    void anEntryGivesItsSetInAscendingOrderOnceAsked() {
        LongSet set = new LongSet(2);
        for (long v : new long[] {50, 3, 9_000_000, 7, 8_191, 8_192}) {
            set.add(v);
        }
        ValueSetCache.offer(7, set, 1, 4, 4);
        ValueSetCache.Entry entry = ValueSetCache.get(7);
        assertThat(Arrays.copyOf(entry.values().members(), 6)).containsExactly(50, 3, 9_000_000, 7, 8_191, 8_192);
        assertThat(Arrays.copyOf(entry.ascending().members(), 6)).containsExactly(3, 7, 50, 8_191, 8_192, 9_000_000);
        assertThat(entry.ascending()).isSameAs(entry.ascending());
        assertThat(ValueSetCache.Entry.unsorted(set, 1, 4, 4).ascending()).isSameAs(set);
    }

    @Test
    void keysTellMultisetsApartAndSkipWhatIsNotCached() {
        long[] tiles = {1, 2, 2, 3, 100, ValueSetCache.MAX_TILE + 1};
        assertThat(ValueSetCache.key(tiles, 0b1)).isEqualTo(ValueSetCache.NOT_CACHED);
        assertThat(ValueSetCache.key(tiles, 0b11111)).isEqualTo(ValueSetCache.NOT_CACHED);
        assertThat(ValueSetCache.key(tiles, 0b100001)).isEqualTo(ValueSetCache.NOT_CACHED);
        assertThat(ValueSetCache.key(tiles, 0b11)).isEqualTo(ValueSetCache.key(tiles, 0b101));
        List<Long> keys = new ArrayList<>();
        for (int mask = 1; mask < 32; mask++) {
            long key = ValueSetCache.key(tiles, mask);
            if (key != ValueSetCache.NOT_CACHED && !keys.contains(key)) {
                keys.add(key);
            }
        }
        // Of 1 2 2 3 100: seven multisets of two ({1,2} {1,3} {1,100} {2,2} {2,3} {2,100} {3,100}), seven
        // of three ({1,2,2} {1,2,3} {1,2,100} {1,3,100} {2,2,3} {2,2,100} {2,3,100}) and four of four
        // ({1,2,2,3} {1,2,2,100} {1,2,3,100} {2,2,3,100}); five tiles are not cached.
        assertThat(keys).hasSize(18).allMatch(key -> key > 0);
        long[] large = {1, 2, 3, ValueSetCache.MAX_TILE_OF_FOUR + 1};
        assertThat(ValueSetCache.key(large, 0b1111)).isEqualTo(ValueSetCache.NOT_CACHED);
        assertThat(ValueSetCache.key(large, 0b1011)).isNotEqualTo(ValueSetCache.NOT_CACHED);
        long[] largest = {ValueSetCache.MAX_TILE, ValueSetCache.MAX_TILE, ValueSetCache.MAX_TILE};
        assertThat(ValueSetCache.key(largest, 0b111)).isPositive().isNotEqualTo(ValueSetCache.key(largest, 0b11));
    }

    @Test
    void theCacheStopsAtItsBound() {
        LongSet set = new LongSet(2);
        for (long v = 1; v <= 100; v++) {
            set.add(v * 1_000_003);
        }
        long bytes = ValueSetCache.entryBytes(set.compactCopy());
        int fits = (int) Math.min(ValueSetCache.MAX_BYTES / bytes, ValueSetCache.MAX_ENTRIES);
        for (long key = 1; key <= fits + 10; key++) {
            ValueSetCache.offer(key, set, 1, 4, 4);
        }
        assertThat(ValueSetCache.size()).isEqualTo(fits);
        assertThat(ValueSetCache.bytes()).isEqualTo(fits * bytes).isLessThanOrEqualTo(ValueSetCache.MAX_BYTES);
        assertThat(ValueSetCache.get(fits)).isNotNull();
        assertThat(ValueSetCache.get(fits + 1)).isNull();
        ValueSetCache.offer(1, new LongSet(2), 0, 0, 0);
        assertThat(ValueSetCache.get(1).values().size()).as("a key keeps its first set").isEqualTo(100);
    }

    @Test
    void aKeyKeepsItsFirstSetAndIsCountedOnce() {
        LongSet first = new LongSet(2);
        first.add(3);
        LongSet second = new LongSet(2);
        second.add(3);
        second.add(9_000);
        ValueSetCache.offer(42, first, 1, 4, 4);
        long bytes = ValueSetCache.bytes();
        ValueSetCache.offer(42, second, 2, 8, 8);
        assertThat(ValueSetCache.size()).isEqualTo(1);
        assertThat(ValueSetCache.bytes()).isEqualTo(bytes).isEqualTo(ValueSetCache.entryBytes(first.compactCopy()));
        assertThat(ValueSetCache.get(42).values().size()).isEqualTo(1);
        assertThat(ValueSetCache.get(42).nodes()).isEqualTo(1);
    }

    @Test
    void theCacheHoldsAtMostItsNumberOfSets() {
        LongSet one = new LongSet(1);
        one.add(7);
        for (long key = 1; key <= ValueSetCache.MAX_ENTRIES + 100; key++) {
            ValueSetCache.offer(key, one, 1, 4, 4);
        }
        assertThat(ValueSetCache.size()).isEqualTo(ValueSetCache.MAX_ENTRIES);
        assertThat(ValueSetCache.bytes()).isEqualTo(ValueSetCache.MAX_ENTRIES * ValueSetCache.entryBytes(one.compactCopy()));
        assertThat(ValueSetCache.get(ValueSetCache.MAX_ENTRIES)).isNotNull();
        assertThat(ValueSetCache.get(ValueSetCache.MAX_ENTRIES + 1)).isNull();
    }

    @Test
    void threadsOfferingAndReadingAtOnceSeeOnlyTheirKeysEntries() throws Exception {
        // Random keys, unlike consecutive ones, share slots of the table.
        long[] keyOf = new SplittableRandom(SEED).longs(3_000, 1, Long.MAX_VALUE).toArray();
        int keys = keyOf.length;
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> seen = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                long seed = SEED + t;
                seen.add(pool.submit(() -> {
                    SplittableRandom random = new SplittableRandom(seed);
                    int found = 0;
                    for (int i = 0; i < 20_000; i++) {
                        long key = keyOf[random.nextInt(keys)];
                        ValueSetCache.Entry entry = ValueSetCache.get(key);
                        if (entry == null) {
                            LongSet set = new LongSet(2);
                            set.add(key);
                            ValueSetCache.offer(key, set, 1, key, key);
                        } else {
                            assertThat(entry.values().get(0)).isEqualTo(key);
                            assertThat(entry.tried()).isEqualTo(key);
                            found++;
                        }
                    }
                    return found;
                }));
            }
            int found = 0;
            for (Future<Integer> f : seen) {
                found += f.get();
            }
            assertThat(found).isPositive();
        } finally {
            pool.shutdownNow();
        }
        assertThat(ValueSetCache.size()).isEqualTo(keys);
        for (long key : keyOf) {
            assertThat(ValueSetCache.get(key).values().contains(key)).isTrue();
        }
    }

    @Test
    void cachedSetsHoldExactlyTheValuesOfTheirTiles() {
        qt().withFixedSeed(SEED).withExamples(EXAMPLES)
                .forAll(lists().of(longs().between(1, 120)).ofSize(6), longs().between(1, 2_000))
                .checkAssert((drawn, target) -> {
                    long[] tiles = drawn.stream().mapToLong(Long::longValue).sorted().toArray();
                    ValueSetCache.clear();
                    Solver.solve(Problem.of(target, tiles), SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1,
                            Budget.unlimited());
                    for (int mask = 1; mask < 1 << tiles.length; mask++) {
                        long key = ValueSetCache.key(tiles, mask);
                        ValueSetCache.Entry entry = key == ValueSetCache.NOT_CACHED ? null : ValueSetCache.get(key);
                        if (entry != null) {
                            TreeSet<Long> cached = new TreeSet<>();
                            for (int i = 0; i < entry.values().size(); i++) {
                                cached.add(entry.values().get(i));
                            }
                            assertThat(cached).as("values of the tiles of %s", Integer.toBinaryString(mask))
                                    .isEqualTo(valuesOfEveryTile(tiles, mask));
                        }
                    }
                });
    }

    /** Every value the tiles of {@code mask} make when each is used, by trying every operation. */
    private static TreeSet<Long> valuesOfEveryTile(long[] tiles, int mask) {
        TreeSet<Long> out = new TreeSet<>();
        if (Integer.bitCount(mask) == 1) {
            out.add(tiles[Integer.numberOfTrailingZeros(mask)]);
            return out;
        }
        for (int part = (mask - 1) & mask; part > 0; part = (part - 1) & mask) {
            for (long x : valuesOfEveryTile(tiles, part)) {
                for (long y : valuesOfEveryTile(tiles, mask ^ part)) {
                    out.add(x + y);
                    out.add(x * y);
                    if (x > y) {
                        out.add(x - y);
                    }
                    if (x % y == 0) {
                        out.add(x / y);
                    }
                }
            }
        }
        return out;
    }

    @Test
    void aSearchGivesTheSameAnswerAndStatisticsWithTheCacheColdOrWarm() {
        // Warmed by a complete search, the cache holds every set a search may stop in the middle of; every
        // node budget up to 150 stops some searches there.
        SplittableRandom random = new SplittableRandom(SEED);
        long[] budgets = new long[151];
        budgets[0] = Long.MAX_VALUE;
        for (int i = 1; i < budgets.length; i++) {
            budgets[i] = i;
        }
        int hits = 0;
        for (int game = 0; game < EXAMPLES; game++) {
            long[] tiles = new long[6];
            for (int i = 0; i < tiles.length; i++) {
                tiles[i] = random.nextInt(4) == 0 ? 25L * (1 + random.nextInt(4)) : 1 + random.nextInt(10);
            }
            Problem problem = Problem.of(100 + random.nextInt(900), tiles);
            for (long nodes : budgets) {
                Budget budget = nodes == Long.MAX_VALUE ? Budget.unlimited() : Budget.ofNodes(nodes);
                ValueSetCache.clear();
                String cold = summary(Solver.solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1, budget));
                Solver.solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1, Budget.unlimited());
                int cached = ValueSetCache.size();
                String warm = summary(Solver.solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1, budget));
                assertThat(warm).as("%s with %d nodes", problem, nodes).isEqualTo(cold);
                hits += cached;
            }
        }
        assertThat(hits).as("sets found in the cache by the warm searches").isPositive();
    }

    @Test
    void aCensusCachesTheSetsTheBestAnswerSearchWouldBuildInTheSameOrder() {
        qt().withFixedSeed(SEED).withExamples(EXAMPLES / 2)
                .forAll(lists().of(longs().between(1, 12).mix(longs().between(20, 120), 30)).ofSize(6))
                .checkAssert(drawn -> {
                    long[] tiles = drawn.stream().mapToLong(Long::longValue).sorted().toArray();
                    ValueSetCache.clear();
                    SelectionCensus.run(drawn, 6, 100, 999, 1, null);
                    List<String> byCensus = entries(tiles);
                    ValueSetCache.clear();
                    Solver.solve(Problem.of(1_000_000_007L, tiles), SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC,
                            1, Budget.unlimited());
                    List<String> bySearch = entries(tiles);
                    assertThat(byCensus).hasSize(bySearch.size()).isEqualTo(bySearch);
                    assertThat(bySearch).isNotEmpty();
                });
    }

    /** Every cached entry of a sub-multiset of the tiles: members in order and building costs. */
    private static List<String> entries(long[] tiles) {
        List<String> out = new ArrayList<>();
        for (int mask = 1; mask < 1 << tiles.length; mask++) {
            long key = ValueSetCache.key(tiles, mask);
            ValueSetCache.Entry entry = key == ValueSetCache.NOT_CACHED ? null : ValueSetCache.get(key);
            if (entry != null) {
                StringBuilder members = new StringBuilder();
                for (int i = 0; i < entry.values().size(); i++) {
                    members.append(entry.values().get(i)).append(' ');
                }
                out.add(Integer.toBinaryString(mask) + ": " + members + "nodes " + entry.nodes() + " tried "
                        + entry.tried() + " legal " + entry.valid());
            }
        }
        return out;
    }

    @Test
    void aSearchAfterACensusGivesTheSameAnswerAndStatisticsAsOnAColdCache() {
        SplittableRandom random = new SplittableRandom(SEED + 1);
        for (int game = 0; game < EXAMPLES; game++) {
            List<Long> drawn = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                drawn.add(random.nextInt(3) == 0 ? 25L * (1 + random.nextInt(4)) : 1L + random.nextInt(10));
            }
            Problem problem = Problem.of(100 + random.nextInt(900), drawn.stream().mapToLong(Long::longValue).toArray());
            ValueSetCache.clear();
            String cold = summary(Solver.solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1,
                    Budget.unlimited()));
            ValueSetCache.clear();
            SelectionCensus.run(drawn, 6, 100, 999, 1, null);
            String warm = summary(Solver.solve(problem, SearchStrategy.bestAnswer(), Equivalence.ALGEBRAIC, 1,
                    Budget.unlimited()));
            assertThat(warm).as("%s", problem).isEqualTo(cold);
        }
    }

    private static String summary(Result result) {
        SearchStats stats = result.stats();
        return result.solutions() + " distance " + result.distance() + " proven " + result.isProvenOptimal()
                + " nodes " + stats.nodesVisited() + " tried " + stats.operationsTried() + " legal "
                + stats.operationsValid() + " " + stats.termination();
    }
}
