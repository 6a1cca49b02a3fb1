package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.search.SearchContext;

/**
 * The best-answer search: "do the tiles make the target?" asked of subsets of 1, 2, 3, ... tiles in
 * turn, stopping at the first size that does, so the answer has the fewest steps and is proven best.
 *
 * <p>For size {@code k} it first looks the target up, in every subset of {@code k} tiles, over the splits
 * whose two parts are already built (look-ups only), then builds the value sets of subsets of
 * {@code k − 1} tiles (up to four) or {@code k − 2} tiles (beyond), never more than {@code n − 2}, and
 * {@linkplain LastOperationProbe probes} the remaining splits. When the target cannot be made, values
 * {@code target ± 1}, {@code ± 2}, ... are asked the same way, or every set is built when that is
 * cheaper. One tree is offered, built from the probe's remembered witnesses. Runs in the thread's
 * workspace, so a search allocates little more than its answer.
 *
 * <p>On nine and ten tiles the sets of many tiles are too many and too large: only those a probe needs
 * are built ({@link #builtSizeFor}), and when no subset makes the target, sets are built while they stay
 * small before distances are probed. A search the budget stops offers the closest value of the sets it
 * built, proven best among the subsets of their sizes ({@code SearchContext.provenUpTo}).
 */
final class BestAnswerSearch {

    /** Up to this many tiles, building every value set costs less than probing distances one by one. */
    private static final int BUILD_ALL_TILES = 5;

    /** Up to this many tiles, the sets of {@code k − 2} tiles are built before size {@code k} is probed. */
    private static final int MAX_TILES_BUILT_LARGE = 8;

    /** Above {@value #MAX_TILES_BUILT_LARGE} tiles, the largest sets built unless a probe needs larger. */
    private static final int LARGE_BUILT_SIZE = 4;

    /**
     * When the target cannot be made from more than {@value SubsetDynamicProgramming#MAX_TILES} tiles,
     * value sets are built while they hold at most this many values in all (a few megabytes), the closest
     * value of those sets bounding the distances then probed one by one.
     */
    private static final long MAX_BUILT_VALUES = 1L << 18;

    private final SearchContext context;
    private final SubsetValueSets sets;
    private final LastOperationProbe probe;
    private final boolean natural;

    private BestAnswerSearch(SearchContext context, SubsetValueSets sets, boolean natural) {
        this.context = context;
        this.sets = sets;
        this.probe = new LastOperationProbe(sets);
        this.natural = natural;
    }

    /**
     * Offers one best answer for the context's game: with {@code natural}, the one {@link
     * chiffreslettres.chiffres.Ranking#NATURAL} puts first ({@link NaturalAnswer}), else the first found.
     */
    static void run(SearchContext context, boolean natural) {
        SubsetValueSets sets = SubsetValueSets.inThreadWorkspace(context);
        try {
            new BestAnswerSearch(context, sets, natural).run();
        } finally {
            sets.release();
        }
    }

    /** The fewest tiles that make the target, else the closest value with the fewest tiles. */
    private void run() {
        int n = sets.n;
        boolean allTiles = context.rules().allTilesRequired();
        long target = context.target();
        for (int k = allTiles ? n : 1; k <= n && !sets.stopped; k++) {
            int size = builtSizeFor(k, n);
            int triedSize = 0;
            if ((size > sets.builtSize || k - 1 > size) && k > 2) {
                if (offerFirstMaking(k, target, true, 0)) {
                    sets.countOperations();
                    return;
                }
                triedSize = sets.builtSize;
            }
            sets.buildUpTo(size);
            if (offerFirstMaking(k, target, false, triedSize)) {
                sets.countOperations();
                return;
            }
        }
        if (!sets.stopped) {
            offerClosest(allTiles, target);
        }
        if (sets.stopped && !allTiles) {
            probe.offerClosestBuilt();
            context.provenUpTo(sets.builtSize);
        }
        sets.countOperations();
    }

    /**
     * The size of subsets whose value sets are built before subsets of {@code k} of the {@code n} tiles
     * are probed: {@code k − 1} up to four tiles, {@code k − 2} beyond, never more than {@code n − 2};
     * above {@value #MAX_TILES_BUILT_LARGE} tiles, past {@value #LARGE_BUILT_SIZE} only what a probe needs
     * (half of {@code k}: every split then has a built part), as the sets of more tiles are too many and
     * too large.
     */
    static int builtSizeFor(int k, int n) {
        int size = Math.max(1, Math.min(k <= 4 ? k - 1 : k - 2, n - 2));
        return n > MAX_TILES_BUILT_LARGE ? Math.min(size, Math.max(LARGE_BUILT_SIZE, k / 2)) : size;
    }

    /** Offers one tree of the first subset of {@code k} tiles that makes {@code v}; false if none does. */
    private boolean offerFirstMaking(int k, long v) {
        return offerFirstMaking(k, v, false, 0);
    }

    /**
     * Offers one tree of the first subset of {@code k} tiles that makes {@code v}, or with
     * {@code builtPartsOnly} of the first that makes it by a last operation over two built parts:
     * look-ups only, a cheap first try before more sets are built. Splits whose parts both have at most
     * {@code triedSize} tiles are skipped: a first try went over them.
     */
    private boolean offerFirstMaking(int k, long v, boolean builtPartsOnly, int triedSize) {
        for (int mask : sets.shape.ofSize(k)) {
            if (sets.stopped) {
                return false;
            }
            if (builtPartsOnly ? probe.makesFromBuiltParts(mask, v) : probe.makes(mask, v, triedSize)) {
                offer(k, mask, v);
                return true;
            }
        }
        return false;
    }

    /**
     * Offers the answer once subset {@code mask} of {@code k} tiles, the fewest that can, is found to
     * make {@code v}: its tree, or in the natural mode the most natural tree of {@code k} tiles making
     * {@code v} or the other value as close to the target; the found tree when the natural search runs
     * out of budget.
     */
    private void offer(int k, int mask, long v) {
        Expression tree = null;
        if (natural) {
            long target = context.target();
            long d = Math.abs(v - target);
            NaturalAnswer answers = new NaturalAnswer(sets, probe);
            tree = d == 0 ? answers.of(k, v) : answers.of(k, target - d, target + d);
            // The answer is found and proven; a budget spent on the natural search must not make the
            // search offer the closest built value as well.
            sets.stopped = false;
        }
        context.offer(tree != null ? tree : probe.firstTree(mask, v));
    }

    /**
     * When no subset allowed makes the target: the closest value, by probing {@code target ± d} for
     * growing {@code d} at every size, or by building every value set when that is cheaper (few
     * tiles) or the probes found nothing near. Above {@value SubsetDynamicProgramming#MAX_TILES} tiles
     * the probes go on up to the closest value of the built sets, which always ends them.
     */
    private void offerClosest(boolean allTiles, long target) {
        int n = sets.n;
        long builtBest = Long.MAX_VALUE;
        if (!allTiles) {
            if (n > MAX_TILES_BUILT_LARGE) {
                sets.buildUpTo(n, MAX_BUILT_VALUES);
            }
            for (int mask = 1; mask <= sets.full; mask++) {
                if (sets.reach[mask] != null) {
                    builtBest = Math.min(builtBest, SubsetValueSets.closest(sets.reach[mask], target));
                }
            }
        }
        long probed = n <= BUILD_ALL_TILES ? 0
                : n > SubsetDynamicProgramming.MAX_TILES ? builtBest
                : Math.min(builtBest, SubsetDynamicProgramming.PROBED_DISTANCES);
        for (long d = 1; d <= probed && !sets.stopped; d++) {
            // A distance whose probes are all look-ups or bound checks visits no node: count one per
            // distance, so that the budget ends even that loop.
            if (!context.enterNode()) {
                sets.stopped = true;
                break;
            }
            for (int k = allTiles ? n : 1; k <= n; k++) {
                if (offerFirstMaking(k, target - d) || offerFirstMaking(k, target + d)) {
                    return;
                }
            }
        }
        if (sets.stopped) {
            return;
        }
        sets.buildUpTo(n);
        if (sets.stopped) {
            return;
        }
        long best = Long.MAX_VALUE;
        for (int k = allTiles ? n : 1; k <= n; k++) {
            for (int mask : sets.shape.ofSize(k)) {
                best = Math.min(best, SubsetValueSets.closest(sets.reach[mask], target));
            }
        }
        for (int k = allTiles ? n : 1; k <= n && !sets.stopped; k++) {
            if (offerFirstMaking(k, target - best) || offerFirstMaking(k, target + best)) {
                return;
            }
        }
    }
}
