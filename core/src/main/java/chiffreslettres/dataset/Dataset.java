package chiffreslettres.dataset;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.RangeResult;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.TargetCount;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.jeu.Analysis;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.NumbersRound;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Numbers puzzles for training and evaluating solvers and models, each with its proven best answer:
 * drawn by a {@link DatasetSpec}, filtered, never twice in a run, reproducible from the seed.
 *
 * <pre>{@code
 * Dataset.stream(DatasetSpec.of(Variant.COUNTDOWN).solvable().withCounts().withSeed(7))
 *         .limit(1000).forEach(p -> System.out.println(p.tiles() + " → " + p.target() + ": " + p.answerInfix()));
 * }</pre>
 *
 * <p>A run is a sequence of <em>blocks</em> of up to {@value #BLOCK_SIZE} puzzles; block {@code b} depends
 * only on the spec, the seed and {@code b} ({@link #block}), so blocks can be made on many threads or
 * machines and joined in order. A run drops a puzzle (same tiles and target) already given by an
 * earlier block; puzzles are told apart by a 64-bit hash, so two distinct puzzles are taken for one with
 * odds of about one in 10<sup>7</sup> in a run of a million. Memory: the hashes seen, 8 bytes a puzzle
 * (a run of a million holds about 16 MB), nothing else grows. Thread-safe: everything is static.
 */
public final class Dataset {

    /** The puzzles a block aims for. */
    public static final int BLOCK_SIZE = 256;

    /** Draws a block may spend per puzzle it aims for before it gives up short (filters too narrow). */
    private static final int DRAWS_PER_PUZZLE = 200;

    /** Consecutive blocks without a new puzzle after which a run stops: the filters allow too few. */
    private static final int EMPTY_BLOCKS = 16;

    /** The time a best answer may take; a puzzle whose answer is not proven in it is skipped. */
    private static final Duration ANSWER_BUDGET = Duration.ofSeconds(2);

    private Dataset() {
    }

    /**
     * The puzzles of a run, in order, lazily (made on the calling thread as the stream is read); endless
     * unless the filters allow too few distinct puzzles, when it ends after {@value #EMPTY_BLOCKS} blocks
     * without a new one.
     */
    public static Stream<Puzzle> stream(DatasetSpec spec) {
        Objects.requireNonNull(spec, "spec");
        Iterator<Puzzle> it = new Iterator<>() {
            private final SeenPuzzles seen = new SeenPuzzles();
            private final List<Puzzle> pending = new ArrayList<>();
            private long nextBlock;
            private int index;
            private int emptyBlocks;

            @Override
            public boolean hasNext() {
                while (index == pending.size()) {
                    if (emptyBlocks >= EMPTY_BLOCKS) {
                        return false;
                    }
                    pending.clear();
                    index = 0;
                    for (Puzzle p : block(spec, nextBlock++)) {
                        if (seen.add(p)) {
                            pending.add(p);
                        }
                    }
                    emptyBlocks = pending.isEmpty() ? emptyBlocks + 1 : 0;
                }
                return true;
            }

            @Override
            public Puzzle next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return pending.get(index++);
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED | Spliterator.NONNULL),
                false);
    }

    /**
     * The first {@code count} puzzles of a run, made on {@code threads} threads and given to {@code sink}
     * in the order of {@link #stream}: the same puzzles whatever the thread count.
     *
     * @return how many puzzles were given (fewer than {@code count} only when the filters allow too few)
     * @throws IllegalArgumentException if {@code count} is negative or {@code threads} below 1
     */
    public static long generate(DatasetSpec spec, long count, int threads, Consumer<Puzzle> sink) {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(sink, "sink");
        if (count < 0 || threads < 1) {
            throw new IllegalArgumentException("count must not be negative and threads at least 1, got " + count
                    + " and " + threads);
        }
        if (threads == 1) {
            long[] given = {0};
            stream(spec).limit(count).forEach(p -> {
                sink.accept(p);
                given[0]++;
            });
            return given[0];
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "dataset");
            t.setDaemon(true);
            return t;
        });
        try {
            SeenPuzzles seen = new SeenPuzzles();
            List<Future<List<Puzzle>>> ahead = new ArrayList<>();
            long nextBlock = 0;
            long given = 0;
            int emptyBlocks = 0;
            while (given < count && emptyBlocks < EMPTY_BLOCKS) {
                while (ahead.size() < threads * 2) {
                    long b = nextBlock++;
                    ahead.add(pool.submit(() -> block(spec, b)));
                }
                int fresh = 0;
                for (Puzzle p : ahead.remove(0).get()) {
                    if (given < count && seen.add(p)) {
                        sink.accept(p);
                        given++;
                        fresh++;
                    }
                }
                emptyBlocks = fresh == 0 ? emptyBlocks + 1 : 0;
            }
            return given;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Block {@code b} of a run: up to {@value #BLOCK_SIZE} puzzles passing the filters, none twice,
     * drawn from a random generator seeded by the spec's seed and {@code b} alone.
     *
     * @throws IllegalArgumentException if {@code b} is negative
     */
    public static List<Puzzle> block(DatasetSpec spec, long b) {
        if (b < 0) {
            throw new IllegalArgumentException("block must not be negative, got " + b);
        }
        SplittableRandom random = new SplittableRandom(spec.seed() * 0x9E3779B97F4A7C15L + b);
        SeenPuzzles seen = new SeenPuzzles();
        List<Puzzle> out = new ArrayList<>(BLOCK_SIZE);
        for (int draw = 0; draw < BLOCK_SIZE * DRAWS_PER_PUZZLE && out.size() < BLOCK_SIZE; draw++) {
            Problem drawn = draw(spec, random);
            List<Long> tiles = drawn.tiles().stream().sorted(Comparator.reverseOrder()).toList();
            if (spec.counts()) {
                RangeResult range = Chiffres.targets(spec.minTarget(), spec.maxTarget()).rules(spec.rules())
                        .budget(Duration.ofDays(1)).tiles(tiles.stream().mapToLong(Long::longValue).toArray()).solve();
                for (long target : chooseTargets(spec, range, random)) {
                    Puzzle p = answer(spec, tiles, target, range.get(target));
                    if (p != null && out.size() < BLOCK_SIZE && seen.add(p)) {
                        out.add(p);
                    }
                }
            } else {
                Puzzle p = answer(spec, tiles, drawn.target(), null);
                if (p != null && passes(spec, p) && seen.add(p)) {
                    out.add(p);
                }
            }
        }
        return List.copyOf(out);
    }

    /** A selection and a target: the round's draw, or the free shape's tile count, uniform tiles and target. */
    private static Problem draw(DatasetSpec spec, SplittableRandom random) {
        if (spec.round().isPresent()) {
            NumbersRound round = spec.round().get();
            int large = !round.playerChoosesLarge() ? 0
                    : spec.large() >= 0 ? spec.large() : random.nextInt(round.minLarge(), round.maxLarge() + 1);
            return Draws.numbers(round.withTargets(spec.minTarget(), spec.maxTarget()), large, random);
        }
        // One count draws nothing for it, so a single count's puzzles stay those of earlier versions.
        int count = spec.maxTileCount() == spec.tileCount() ? spec.tileCount()
                : random.nextInt(spec.tileCount(), spec.maxTileCount() + 1);
        List<Long> tiles = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            tiles.add(random.nextLong(spec.minTile(), spec.maxTile() + 1));
        }
        return new Problem(random.nextLong(spec.minTarget(), spec.maxTarget() + 1), tiles, spec.rules());
    }

    /**
     * Up to {@code targetsPerSelection} targets of a selection's counted range, drawn uniformly without
     * repeats among those whose counts pass the filters.
     */
    private static long[] chooseTargets(DatasetSpec spec, RangeResult range, SplittableRandom random) {
        long[] eligible = range.targets().stream().filter(t -> passes(spec, t)).mapToLong(TargetCount::target)
                .toArray();
        int k = Math.min(spec.targetsPerSelection(), eligible.length);
        for (int i = 0; i < k; i++) {
            int j = i + random.nextInt(eligible.length - i);
            long swap = eligible[i];
            eligible[i] = eligible[j];
            eligible[j] = swap;
        }
        return Arrays.copyOf(eligible, k);
    }

    /**
     * The puzzle with its proven best answer, the most natural one (and, given its {@code count}, its solution count and
     * difficulty), or null when the answer is not proven within {@link #ANSWER_BUDGET}.
     */
    private static Puzzle answer(DatasetSpec spec, List<Long> tiles, long target, TargetCount count) {
        Result r = Chiffres.target(target).tiles(tiles).rules(spec.rules()).strategy(SearchStrategy.naturalBestAnswer())
                .limit(1).budget(Budget.ofTime(ANSWER_BUDGET)).solve();
        if (!r.isProvenOptimal()) {
            return null;
        }
        OptionalLong solutions = OptionalLong.empty();
        OptionalInt difficulty = OptionalInt.empty();
        if (count != null) {
            solutions = OptionalLong.of(count.solutionCount());
            difficulty = OptionalInt.of(difficulty(count.isExact(), count.steps(), count.solutionCount()));
        }
        return new Puzzle(spec.name(), spec.seed(), tiles, target, r.isExact(), r.distance(), r.steps(), r.best(),
                solutions, difficulty);
    }

    static int difficulty(boolean exact, int steps, long solutionCount) {
        return Analysis.difficulty(exact, steps, solutionCount, true);
    }

    private static boolean passes(DatasetSpec spec, Puzzle p) {
        return (!spec.solvableOnly() || p.exact()) && p.steps() >= spec.minSteps() && p.steps() <= spec.maxSteps();
    }

    private static boolean passes(DatasetSpec spec, TargetCount t) {
        int d = difficulty(t.isExact(), t.steps(), t.solutionCount());
        return (!spec.solvableOnly() || t.isExact()) && t.steps() >= spec.minSteps() && t.steps() <= spec.maxSteps()
                && d >= spec.minDifficulty() && d <= spec.maxDifficulty()
                && t.solutionCount() >= spec.minSolutions() && t.solutionCount() <= spec.maxSolutions();
    }
}
