package chiffreslettres.jeu;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.engine.SelectionCensus;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * How many games of a numbers round can be solved exactly: every distinct selection of tiles the round
 * can draw, every target of its range, counted by number of large tiles.
 *
 * <pre>{@code
 * Census.Report uk = Census.of(Variant.COUNTDOWN.numbers()).parallelism(2).run();
 * uk.solvable();      // 10,871,986 of uk.games() = 11,918,700
 * uk.byLarge();       // one row per number of large tiles
 * }</pre>
 *
 * <p>A selection is a multiset of tiles (two 7s drawn in either order are one selection), counted once
 * whatever its chance of being drawn. The census computes each sub-multiset's values once for all the
 * selections that share it: for the Countdown round, under a second on two cores. A census object is a description, not thread-safe; {@link #run()} may be
 * called again.
 */
public final class Census {

    private final NumbersRound round;
    private int parallelism = Runtime.getRuntime().availableProcessors();
    private Progress progress;

    private Census(NumbersRound round) {
        this.round = round;
    }

    /**
     * The census of a round: its bag, its number of tiles, its target range, and when the player chooses
     * how many large tiles, only the selections with an allowed number.
     *
     * @throws NullPointerException if {@code round} is null
     */
    public static Census of(NumbersRound round) {
        return new Census(Objects.requireNonNull(round, "round"));
    }

    /**
     * How many threads work; default the number of processors.
     *
     * @throws IllegalArgumentException if {@code threads} is below 1
     */
    public Census parallelism(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, got " + threads);
        }
        this.parallelism = threads;
        return this;
    }

    /**
     * Told after each unit of work, from the worker threads (it must be thread-safe); default none.
     *
     * @throws NullPointerException if {@code progress} is null
     */
    public Census progress(Progress progress) {
        this.progress = Objects.requireNonNull(progress, "progress");
        return this;
    }

    /**
     * Runs the census on the calling thread and the census's own pool.
     *
     * @throws IllegalArgumentException if the round is not played in positive integers, or cannot be
     *     counted this way: more than {@value SelectionCensus#MAX_TILES} tiles, or the largest tile times
     *     the largest target not under {@value SelectionCensus#MAX_BITMAP}
     */
    public Report run() {
        if (round.rules().arithmetic() != Arithmetic.POSITIVE_INTEGERS) {
            throw new IllegalArgumentException("round: a census counts rounds played in positive integers, not "
                    + round.rules().arithmetic());
        }
        List<Long> bag = new ArrayList<>(round.smallTiles());
        bag.addAll(round.largeTiles());
        Set<Long> large = new HashSet<>(round.largeTiles());
        List<SelectionCensus.Selection> all = SelectionCensus.run(bag, round.tileCount(), round.minTarget(),
                round.maxTarget(), parallelism, progress == null ? null : progress::update);
        int maxLarge = Math.min(round.tileCount(), round.largeTiles().size());
        long[] selections = new long[maxLarge + 1];
        long[] solvable = new long[maxLarge + 1];
        List<Selection> kept = new ArrayList<>();
        for (SelectionCensus.Selection s : all) {
            int l = (int) s.tiles().stream().filter(large::contains).count();
            if (round.playerChoosesLarge() && (l < round.minLarge() || l > round.maxLarge())) {
                continue;
            }
            kept.add(new Selection(s));
            selections[l]++;
            solvable[l] += s.reachableCount();
        }
        long targets = round.maxTarget() - round.minTarget() + 1;
        List<Row> rows = new ArrayList<>();
        for (int l = 0; l <= maxLarge; l++) {
            if (selections[l] > 0) {
                rows.add(new Row(l, selections[l], selections[l] * targets, solvable[l]));
            }
        }
        return new Report(round, rows, kept);
    }

    /**
     * Told how far a census is. Called from the census's worker threads, possibly from several at once:
     * implementations must be thread-safe and quick.
     */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param done  units of work finished, from 1 to {@code total}
         * @param total units of work of the whole census (multisets of one tile fewer than a selection,
         *              plus the selections)
         */
        void update(long done, long total);
    }

    /** One selection of tiles and the targets of the round's range it makes. Immutable, thread-safe. */
    public static final class Selection {
        private final SelectionCensus.Selection counted;

        private Selection(SelectionCensus.Selection counted) {
            this.counted = counted;
        }

        /** The tiles, ascending; an unmodifiable list. */
        public List<Long> tiles() {
            return counted.tiles();
        }

        /** Whether the tiles make {@code target}; false outside the round's range. */
        public boolean reaches(long target) {
            return counted.reaches(target);
        }

        /** The targets of the range the tiles make, ascending; a new array on each call. */
        public long[] reachableTargets() {
            return counted.reachableTargets();
        }

        /** How many targets of the range the tiles make. */
        public int reachableCount() {
            return counted.reachableCount();
        }

        @Override
        public String toString() {
            return counted.toString();
        }
    }

    /**
     * The census of selections with one number of large tiles.
     *
     * @param large      the number of large tiles
     * @param selections distinct selections with that many large tiles
     * @param games      selections × targets of the range
     * @param solvable   games whose target the tiles make exactly
     */
    public record Row(int large, long selections, long games, long solvable) {

        /** The share of games solvable, 0 to 100. */
        public double percentSolvable() {
            return games == 0 ? 0 : 100.0 * solvable / games;
        }
    }

    /**
     * A finished census.
     *
     * @param round      the round counted
     * @param byLarge    one row per number of large tiles that occurs, ascending
     * @param selections every selection counted with the targets it makes, in ascending order of tiles
     */
    public record Report(NumbersRound round, List<Row> byLarge, List<Selection> selections) {

        /** @throws NullPointerException if an argument is null */
        public Report {
            Objects.requireNonNull(round, "round");
            byLarge = List.copyOf(byLarge);
            selections = List.copyOf(selections);
        }

        /** Distinct selections counted. */
        public long selectionCount() {
            return byLarge.stream().mapToLong(Row::selections).sum();
        }

        /** Games counted: selections × targets. */
        public long games() {
            return byLarge.stream().mapToLong(Row::games).sum();
        }

        /** Games whose target can be made exactly. */
        public long solvable() {
            return byLarge.stream().mapToLong(Row::solvable).sum();
        }

        /** The share of games solvable, 0 to 100. */
        public double percentSolvable() {
            long games = games();
            return games == 0 ? 0 : 100.0 * solvable() / games;
        }
    }
}
