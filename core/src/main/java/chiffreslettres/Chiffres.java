package chiffreslettres;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.RangeResult;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.TargetCount;
import chiffreslettres.chiffres.engine.RangeSolver;
import chiffreslettres.chiffres.engine.Reachable;
import chiffreslettres.chiffres.engine.Solver;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.LongStream;

/**
 * The front door of the numbers round (Le Compte est Bon, Countdown, Cifras y Letras, Digits): reach a
 * target from a few tiles with {@code + − × ÷}, every intermediate result a positive integer.
 *
 * <pre>{@code
 * Result r = Chiffres.solve(594, 8, 5, 75, 100, 9, 3);     // target first, then the tiles
 * r.isExact();      // true
 * r.best();         // 75 × 8 − (9 − 3)
 * r.solutions();    // every distinct way, most natural first
 * Chiffres.best(594, 8, 5, 75, 100, 9, 3);                 // one best answer, in microseconds
 *
 * Result all = Chiffres.target(765).tiles(1, 3, 7, 10, 25, 50)
 *         .equivalence(Equivalence.NONE).limit(1000).solve();
 *
 * RangeResult range = Chiffres.targets(100, 999).tiles(100, 75, 50, 25, 6, 3).solve();
 * range.get(594).solutionCount();                          // distinct solutions, every target at once
 * }</pre>
 *
 * <p>Defaults: {@link Rules#standard()}, {@link SearchStrategy#defaultStrategy()},
 * {@link Equivalence#ALGEBRAIC}, at most {@value #DEFAULT_LIMIT} solutions listed, and a budget of
 * {@link #DEFAULT_TIME_BUDGET} (six tiles always finish well within it; beyond that the result says
 * whether it is proven best).
 */
public final class Chiffres {

    /** The default number of solutions listed. */
    public static final int DEFAULT_LIMIT = 100;

    /** The most tiles {@link #reachable} and {@link #reachableTargets} accept. */
    public static final int MAX_REACHABLE_TILES = Reachable.MAX_TILES;

    /** The default time budget of a search. */
    public static final Duration DEFAULT_TIME_BUDGET = Duration.ofSeconds(10);

    private Chiffres() {
    }

    /**
     * Solves a game with the defaults.
     *
     * @param target the number to reach, positive
     * @param tiles  1 to {@value Problem#MAX_TILES} positive tiles, repeats allowed
     * @return the best distance and the distinct solutions reaching it
     * @throws IllegalArgumentException if the target or a tile is not positive, or the tile count is out
     *     of range
     */
    public static Result solve(long target, long... tiles) {
        return target(target).tiles(tiles).solve();
    }

    /**
     * The best answer alone, found much faster than {@link #solve}: the target, or the closest value,
     * with the fewest steps, proven best; the result lists that one solution and does not claim to know
     * the others ({@link SearchStrategy#bestAnswer()}).
     *
     * @param target the number to reach, positive
     * @param tiles  1 to {@value Problem#MAX_TILES} positive tiles, repeats allowed
     * @throws IllegalArgumentException if the target or a tile is not positive, or the tile count is out
     *     of range
     */
    public static Result best(long target, long... tiles) {
        return target(target).tiles(tiles).strategy(SearchStrategy.bestAnswer()).limit(1).solve();
    }

    /**
     * Every value the tiles make with {@code + − × ÷}, each tile used at most once, every intermediate
     * a positive integer; ascending. A target is reachable exactly when it is in this array.
     *
     * @param tiles 1 to {@value #MAX_REACHABLE_TILES} positive tiles
     * @throws IllegalArgumentException if there are no tiles, too many, or one is not positive
     */
    public static long[] reachable(long... tiles) {
        return Reachable.values(tiles);
    }

    /**
     * The targets from {@code min} to {@code max} that the tiles make (each tile at most once), ascending:
     * {@link #reachable} cut to a range, computed without building the values outside it, several times
     * faster for a show's range (the census of one selection).
     *
     * @param min   the smallest target, positive
     * @param max   the largest target, at least {@code min}
     * @param tiles 1 to {@value #MAX_REACHABLE_TILES} positive tiles
     * @throws IllegalArgumentException if the range is empty or not positive, there are no tiles, too
     *     many, or one is not positive
     */
    public static long[] reachableTargets(long min, long max, long... tiles) {
        return Reachable.targets(min, max, tiles);
    }

    /**
     * The targets from {@code min} to {@code max} that the tiles cannot make, ascending: the complement
     * of {@link #reachableTargets} in the range.
     *
     * @throws IllegalArgumentException as {@link #reachableTargets} does
     */
    public static long[] unreachableTargets(long min, long max, long... tiles) {
        long[] reachable = reachableTargets(min, max, tiles);
        return LongStream.rangeClosed(min, max)
                .filter(t -> Arrays.binarySearch(reachable, t) < 0).toArray();
    }

    /**
     * Starts describing a game with this target; set the tiles, optionally the rest, then
     * {@link Builder#solve()}.
     *
     * @throws IllegalArgumentException if {@code target} is not positive
     */
    public static Builder target(long target) {
        return new Builder(target);
    }

    /**
     * Starts describing every game of a range of targets for one set of tiles; set the tiles, optionally
     * the rules and budget, then {@link RangeBuilder#solve()}: per target the best distance, the fewest
     * steps and the number of algebraically distinct solutions, all counted at once.
     *
     * @param min the smallest target, positive
     * @param max the largest target, at least {@code min}, at most {@value RangeSolver#MAX_TARGETS}
     *     targets in all
     * @throws IllegalArgumentException if the range is empty, not positive or too wide
     */
    public static RangeBuilder targets(long min, long max) {
        return new RangeBuilder(min, max);
    }

    /**
     * A game and how to solve it. Each setter checks its argument at once. Not thread-safe; each
     * {@link #solve()} is independent, so a builder may be reused for several searches.
     */
    public static final class Builder {
        private final long target;
        private List<Long> tiles;
        private Rules rules = Rules.standard();
        private SearchStrategy strategy = SearchStrategy.defaultStrategy();
        private Equivalence equivalence = Equivalence.ALGEBRAIC;
        private int limit = DEFAULT_LIMIT;
        private Budget budget = Budget.ofTime(DEFAULT_TIME_BUDGET);

        private Builder(long target) {
            if (target <= 0) {
                throw new IllegalArgumentException("target must be a positive integer, got " + target);
            }
            this.target = target;
        }

        /**
         * The tiles drawn.
         *
         * @throws IllegalArgumentException if there are none, more than {@value Problem#MAX_TILES}, or one
         *     is not positive
         * @throws NullPointerException if {@code tiles} is null
         */
        public Builder tiles(long... tiles) {
            Objects.requireNonNull(tiles, "tiles");
            return tiles(Arrays.stream(tiles).boxed().toList());
        }

        /**
         * The tiles drawn.
         *
         * @throws IllegalArgumentException if there are none, more than {@value Problem#MAX_TILES}, or one
         *     is not positive
         * @throws NullPointerException if {@code tiles} or one of them is null
         */
        public Builder tiles(List<Long> tiles) {
            this.tiles = new Problem(target, tiles, rules).tiles();
            return this;
        }

        /** The rules of play; default {@link Rules#standard()}. */
        public Builder rules(Rules rules) {
            this.rules = Objects.requireNonNull(rules, "rules");
            return this;
        }

        /** The search strategy; default {@link SearchStrategy#defaultStrategy()}. */
        public Builder strategy(SearchStrategy strategy) {
            this.strategy = Objects.requireNonNull(strategy, "strategy");
            return this;
        }

        /** When two solutions are the same calculation; default {@link Equivalence#ALGEBRAIC}. */
        public Builder equivalence(Equivalence equivalence) {
            this.equivalence = Objects.requireNonNull(equivalence, "equivalence");
            return this;
        }

        /**
         * The most solutions listed (all are still counted); default {@value Chiffres#DEFAULT_LIMIT}.
         *
         * @throws IllegalArgumentException if {@code limit} is below 1
         */
        public Builder limit(int limit) {
            if (limit < 1) {
                throw new IllegalArgumentException("limit must be at least 1, got " + limit);
            }
            this.limit = limit;
            return this;
        }

        /**
         * The time budget, replacing any node limit; default {@link Chiffres#DEFAULT_TIME_BUDGET}.
         *
         * @throws IllegalArgumentException if {@code time} is not positive
         */
        public Builder budget(Duration time) {
            this.budget = Budget.ofTime(time);
            return this;
        }

        /** The budget, with a time limit, a node limit or both. */
        public Builder budget(Budget budget) {
            this.budget = Objects.requireNonNull(budget, "budget");
            return this;
        }

        /**
         * Runs the search on the calling thread. It stops when the budget is spent or the thread is
         * interrupted, and then says that the answer is not proven best.
         *
         * @throws IllegalStateException if no tiles were set
         */
        public Result solve() {
            if (tiles == null) {
                throw new IllegalStateException("no tiles: call tiles(...) before solve()");
            }
            return Solver.solve(new Problem(target, tiles, rules), strategy, equivalence, limit, budget);
        }
    }

    /**
     * A range of targets, the tiles and how to count their solutions. Each setter checks its argument at
     * once. Not thread-safe; each {@link #solve()} is independent.
     */
    public static final class RangeBuilder {
        private final long min;
        private final long max;
        private List<Long> tiles;
        private Rules rules = Rules.standard();
        private Budget budget = Budget.ofTime(DEFAULT_TIME_BUDGET);

        private RangeBuilder(long min, long max) {
            if (min <= 0) {
                throw new IllegalArgumentException("min must be a positive integer, got " + min);
            }
            if (max < min) {
                throw new IllegalArgumentException("max must be at least min (" + min + "), got " + max);
            }
            if (max - min >= RangeSolver.MAX_TARGETS) {
                throw new IllegalArgumentException("a range holds at most " + RangeSolver.MAX_TARGETS
                        + " targets, got " + min + ".." + max);
            }
            this.min = min;
            this.max = max;
        }

        /**
         * The tiles drawn.
         *
         * @throws IllegalArgumentException if there are none, more than {@value Problem#MAX_TILES}, or one
         *     is not positive
         * @throws NullPointerException if {@code tiles} is null
         */
        public RangeBuilder tiles(long... tiles) {
            Objects.requireNonNull(tiles, "tiles");
            this.tiles = new Problem(min, Arrays.stream(tiles).boxed().toList(), rules).tiles();
            return this;
        }

        /** The rules of play; default {@link Rules#standard()}. */
        public RangeBuilder rules(Rules rules) {
            this.rules = Objects.requireNonNull(rules, "rules");
            return this;
        }

        /**
         * The time budget of the whole range; default {@link Chiffres#DEFAULT_TIME_BUDGET}. It matters
         * only for games solved one target at a time (more than seven tiles, a value three times or more,
         * other arithmetic); once spent, each remaining target gets a best answer whose count is not
         * complete ({@link TargetCount#allSolutionsFound()} false).
         *
         * @throws IllegalArgumentException if {@code time} is not positive
         */
        public RangeBuilder budget(Duration time) {
            this.budget = Budget.ofTime(time);
            return this;
        }

        /**
         * Counts every target on the calling thread: with positive integers, at most seven tiles and no
         * value more than twice, all at once in milliseconds; otherwise one search per target.
         *
         * @throws IllegalStateException if no tiles were set
         */
        public RangeResult solve() {
            if (tiles == null) {
                throw new IllegalStateException("no tiles: call tiles(...) before solve()");
            }
            return RangeSolver.solve(min, max, tiles, rules, budget);
        }
    }
}
