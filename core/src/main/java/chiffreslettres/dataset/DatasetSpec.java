package chiffreslettres.dataset;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.engine.RangeSolver;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Variant;
import java.util.Objects;
import java.util.Optional;

/**
 * What puzzles a {@link Dataset} draws: a show's round (its bag, large-tile choice, targets and rules) or
 * a free shape (tile count, tile and target ranges, rules), the filters a puzzle must pass, whether
 * solution counts are computed, and the seed. Start from {@link #of(Variant)} or {@link #free}, then
 * the {@code with...} methods, each of which checks its arguments. Immutable and thread-safe.
 *
 * @param name                the show's name, or {@code "free"}
 * @param round               the show's round; empty for a free shape
 * @param large               large tiles asked for when the round lets the player choose, or -1 to draw
 *                            each selection's count uniformly among those allowed
 * @param tileCount           tiles a puzzle, 3 to 8 (free shape) or the round's; with a range of counts, the fewest
 * @param maxTileCount        the most tiles a puzzle (free shape: each draw's count uniform in
 *                            {@code tileCount..maxTileCount}); the round's count for a show
 * @param minTile             the smallest tile of a free shape (each tile uniform, repeats allowed)
 * @param maxTile             the largest tile of a free shape
 * @param minTarget           the smallest target
 * @param maxTarget           the largest target
 * @param rules               the rules of play
 * @param solvableOnly        whether every puzzle's target is made exactly
 * @param minSteps            the fewest steps of a best answer, at least
 * @param maxSteps            and at most
 * @param minDifficulty       the difficulty (1 to 5, {@link Puzzle#difficulty()}), at least
 * @param maxDifficulty       and at most
 * @param minSolutions        the number of distinct best solutions, at least
 * @param maxSolutions        and at most
 * @param counts              whether each puzzle carries its solution count and difficulty
 * @param targetsPerSelection with counts, how many targets are drawn for each selection of tiles
 * @param seed                the seed: the same spec and seed give the same puzzles
 */
public record DatasetSpec(String name, Optional<NumbersRound> round, int large, int tileCount, int maxTileCount,
        long minTile, long maxTile, long minTarget, long maxTarget, Rules rules, boolean solvableOnly, int minSteps, int maxSteps,
        int minDifficulty, int maxDifficulty, long minSolutions, long maxSolutions, boolean counts,
        int targetsPerSelection, long seed) {

    /** The fewest tiles of a free shape. */
    public static final int MIN_TILES = 3;
    /** The most tiles of a free shape. */
    public static final int MAX_TILES = 8;
    /** The most tiles with solution counts (they are counted over every subset). */
    public static final int MAX_TILES_COUNTED = 7;
    /** Targets drawn per selection with counts, unless told. */
    public static final int DEFAULT_TARGETS_PER_SELECTION = 64;

    /**
     * @throws IllegalArgumentException if a number is out of its range or a filter cannot be met, with
     *     the rule
     * @throws NullPointerException if a reference is null
     */
    public DatasetSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(rules, "rules");
        if (round.isEmpty() && (tileCount < MIN_TILES || maxTileCount > MAX_TILES || maxTileCount < tileCount)) {
            throw new IllegalArgumentException("tiles: a free shape has " + MIN_TILES + " to " + MAX_TILES
                    + " tiles, got " + (maxTileCount == tileCount ? Integer.toString(tileCount)
                            : tileCount + ".." + maxTileCount));
        }
        if (round.isPresent() && maxTileCount != tileCount) {
            throw new IllegalArgumentException("tiles: a show's round has its own tile count, " + tileCount);
        }
        if (minTile < 1 || maxTile < minTile) {
            throw new IllegalArgumentException("tile range: " + minTile + ".." + maxTile
                    + " is not a range of positive numbers");
        }
        if (minTarget < 1 || maxTarget < minTarget) {
            throw new IllegalArgumentException("target range: " + minTarget + ".." + maxTarget
                    + " is not a range of positive numbers");
        }
        if (round.isPresent() && round.get().playerChoosesLarge() && large != -1
                && (large < round.get().minLarge() || large > round.get().maxLarge())) {
            throw new IllegalArgumentException("large: " + round.get().minLarge() + " to " + round.get().maxLarge()
                    + " large tiles may be asked for in " + name + ", got " + large);
        }
        if (minSteps < 0 || maxSteps < minSteps) {
            throw new IllegalArgumentException("steps: " + minSteps + ".." + maxSteps + " is not a range from 0");
        }
        if (minDifficulty < 1 || maxDifficulty > 5 || maxDifficulty < minDifficulty) {
            throw new IllegalArgumentException("difficulty: " + minDifficulty + ".." + maxDifficulty
                    + " is not a range within 1..5");
        }
        if (minSolutions < 1 || maxSolutions < minSolutions) {
            throw new IllegalArgumentException("solutions: " + minSolutions + ".." + maxSolutions
                    + " is not a range from 1");
        }
        if (targetsPerSelection < 1) {
            throw new IllegalArgumentException("targets per selection must be at least 1, got " + targetsPerSelection);
        }
        boolean filtersNeedCounts = minSolutions > 1 || maxSolutions < Long.MAX_VALUE || minDifficulty > 1
                || maxDifficulty < 5;
        if (filtersNeedCounts && !counts) {
            throw new IllegalArgumentException("the solution-count and difficulty filters need counts: call withCounts()");
        }
        if (counts) {
            if (maxTileCount > MAX_TILES_COUNTED) {
                throw new IllegalArgumentException("counts: solution counts are computed for up to "
                        + MAX_TILES_COUNTED + " tiles, got " + maxTileCount);
            }
            if (rules.arithmetic() != Arithmetic.POSITIVE_INTEGERS) {
                throw new IllegalArgumentException("counts: solution counts are computed in positive integers, not "
                        + rules.arithmetic());
            }
            if (maxTarget - minTarget >= RangeSolver.MAX_TARGETS) {
                throw new IllegalArgumentException("counts: the target range holds at most " + RangeSolver.MAX_TARGETS
                        + " targets, got " + minTarget + ".." + maxTarget);
            }
        }
    }

    /**
     * A spec with one tile count ({@code maxTileCount = tileCount}); see the canonical constructor.
     *
     * @throws IllegalArgumentException as the canonical constructor
     */
    public DatasetSpec(String name, Optional<NumbersRound> round, int large, int tileCount, long minTile,
            long maxTile, long minTarget, long maxTarget, Rules rules, boolean solvableOnly, int minSteps, int maxSteps,
            int minDifficulty, int maxDifficulty, long minSolutions, long maxSolutions, boolean counts,
            int targetsPerSelection, long seed) {
        this(name, round, large, tileCount, tileCount, minTile, maxTile, minTarget, maxTarget, rules, solvableOnly,
                minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions, maxSolutions, counts,
                targetsPerSelection, seed);
    }

    /** The puzzles of a show's numbers round: its bag, choice of large tiles, targets and rules. */
    public static DatasetSpec of(Variant variant) {
        NumbersRound r = variant.numbers();
        long minTile = Math.min(r.smallTiles().stream().mapToLong(Long::longValue).min().orElse(Long.MAX_VALUE),
                r.largeTiles().stream().mapToLong(Long::longValue).min().orElse(Long.MAX_VALUE));
        long maxTile = Math.max(r.smallTiles().stream().mapToLong(Long::longValue).max().orElse(1),
                r.largeTiles().stream().mapToLong(Long::longValue).max().orElse(1));
        return new DatasetSpec(variant.name(), Optional.of(r), -1, r.tileCount(), r.tileCount(), minTile, maxTile, r.minTarget(),
                r.maxTarget(), r.rules(), false, 0, Integer.MAX_VALUE, 1, 5, 1, Long.MAX_VALUE, false,
                DEFAULT_TARGETS_PER_SELECTION, 0);
    }

    /**
     * Puzzles of a free shape: {@code tileCount} tiles each uniform in {@code minTile..maxTile} (repeats
     * allowed) and a target uniform in {@code minTarget..maxTarget}, under {@link Rules#standard()}.
     *
     * @throws IllegalArgumentException if the tile count is not 3 to 8 or a range is empty or not positive
     */
    public static DatasetSpec free(int tileCount, long minTile, long maxTile, long minTarget, long maxTarget) {
        return new DatasetSpec("free", Optional.empty(), -1, tileCount, tileCount, minTile, maxTile, minTarget, maxTarget,
                Rules.standard(), false, 0, Integer.MAX_VALUE, 1, 5, 1, Long.MAX_VALUE, false,
                DEFAULT_TARGETS_PER_SELECTION, 0);
    }

    /**
     * This free shape with {@code min} to {@code max} tiles a puzzle, each draw's count uniform in the range.
     *
     * @throws IllegalArgumentException for a show's round, or a range outside 3..8
     */
    public DatasetSpec withTileCounts(int min, int max) {
        if (round.isPresent()) {
            throw new IllegalArgumentException("tiles: a show's round has its own tile count, " + tileCount);
        }
        return new DatasetSpec(name, round, large, min, max, minTile, maxTile, minTarget, maxTarget, rules,
                solvableOnly, minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions, maxSolutions, counts,
                targetsPerSelection, seed);
    }

    /** This spec with another seed. */
    public DatasetSpec withSeed(long newSeed) {
        return new DatasetSpec(name, round, large, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, rules,
                solvableOnly, minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions, maxSolutions, counts,
                targetsPerSelection, newSeed);
    }

    /** This spec asking for {@code count} large tiles (a round that lets the player choose). */
    public DatasetSpec withLarge(int count) {
        if (round.isEmpty() || !round.get().playerChoosesLarge()) {
            throw new IllegalArgumentException("large: " + name + " does not let the player choose large tiles");
        }
        return new DatasetSpec(name, round, count, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, rules,
                solvableOnly, minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions, maxSolutions, counts,
                targetsPerSelection, seed);
    }

    /** This spec with other targets. */
    public DatasetSpec withTargets(long min, long max) {
        return new DatasetSpec(name, round.map(r -> r.withTargets(min, max)), large, tileCount, maxTileCount, minTile, maxTile,
                min, max, rules, solvableOnly, minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions,
                maxSolutions, counts, targetsPerSelection, seed);
    }

    /** This spec with other rules (every tile required, or another arithmetic). */
    public DatasetSpec withRules(Rules newRules) {
        return new DatasetSpec(name, round, large, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, newRules,
                solvableOnly, minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions, maxSolutions, counts,
                targetsPerSelection, seed);
    }

    /** This spec keeping only puzzles whose target is made exactly. */
    public DatasetSpec solvable() {
        return new DatasetSpec(name, round, large, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, rules, true,
                minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions, maxSolutions, counts,
                targetsPerSelection, seed);
    }

    /** This spec keeping puzzles whose best answer takes {@code min} to {@code max} steps. */
    public DatasetSpec withSteps(int min, int max) {
        return new DatasetSpec(name, round, large, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, rules,
                solvableOnly, min, max, minDifficulty, maxDifficulty, minSolutions, maxSolutions, counts,
                targetsPerSelection, seed);
    }

    /** This spec keeping puzzles of difficulty {@code min} to {@code max} (needs {@link #withCounts()}). */
    public DatasetSpec withDifficulty(int min, int max) {
        return new DatasetSpec(name, round, large, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, rules,
                solvableOnly, minSteps, maxSteps, min, max, minSolutions, maxSolutions, counts,
                targetsPerSelection, seed);
    }

    /** This spec keeping puzzles with {@code min} to {@code max} distinct solutions (needs {@link #withCounts()}). */
    public DatasetSpec withSolutions(long min, long max) {
        return new DatasetSpec(name, round, large, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, rules,
                solvableOnly, minSteps, maxSteps, minDifficulty, maxDifficulty, min, max, counts,
                targetsPerSelection, seed);
    }

    /** This spec with solution counts and difficulty, {@value #DEFAULT_TARGETS_PER_SELECTION} targets a selection. */
    public DatasetSpec withCounts() {
        return withCounts(targetsPerSelection);
    }

    /**
     * This spec with solution counts and difficulty: every target of a selection is counted at once, then
     * up to {@code targetsPerSelection} targets passing the filters are drawn from it.
     */
    public DatasetSpec withCounts(int perSelection) {
        return new DatasetSpec(name, round, large, tileCount, maxTileCount, minTile, maxTile, minTarget, maxTarget, rules,
                solvableOnly, minSteps, maxSteps, minDifficulty, maxDifficulty, minSolutions, maxSolutions, true,
                perSelection, seed);
    }
}
