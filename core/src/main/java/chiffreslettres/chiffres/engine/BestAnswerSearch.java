package chiffreslettres.chiffres.engine;

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
 */
final class BestAnswerSearch {

    /** Up to this many tiles, building every value set costs less than probing distances one by one. */
    private static final int BUILD_ALL_TILES = 5;

    private final SearchContext context;
    private final SubsetValueSets sets;
    private final LastOperationProbe probe;

    private BestAnswerSearch(SearchContext context, SubsetValueSets sets) {
        this.context = context;
        this.sets = sets;
        this.probe = new LastOperationProbe(sets);
    }

    /** Offers one best answer for the context's game. */
    static void run(SearchContext context) {
        SubsetValueSets sets = SubsetValueSets.inThreadWorkspace(context);
        try {
            new BestAnswerSearch(context, sets).run();
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
            int size = Math.max(1, Math.min(k <= 4 ? k - 1 : k - 2, n - 2));
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
            probe.offerClosestBuilt(sets.full - 1);
        }
        sets.countOperations();
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
                context.offer(probe.firstTree(mask, v));
                return true;
            }
        }
        return false;
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
            for (int k = 1; k <= sets.builtSize; k++) {
                for (int mask : sets.shape.ofSize(k)) {
                    builtBest = Math.min(builtBest, SubsetValueSets.closest(sets.reach[mask], target));
                }
            }
        }
        long probed = n <= BUILD_ALL_TILES ? 0
                : n > SubsetDynamicProgramming.MAX_TILES ? builtBest
                : Math.min(builtBest, SubsetDynamicProgramming.PROBED_DISTANCES);
        for (long d = 1; d <= probed && !sets.stopped; d++) {
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
