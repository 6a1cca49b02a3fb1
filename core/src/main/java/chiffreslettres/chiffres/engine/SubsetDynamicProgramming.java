package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchContext;
import chiffreslettres.chiffres.search.SearchStrategy;

/**
 * The fast strategy: dynamic programming over subsets of the tiles. A subset's {@linkplain
 * SubsetValueSets value set} holds every value its tiles make when all are used, built from the sets of
 * its splits; a {@linkplain LastOperationProbe probe} asks whether a subset makes one value without
 * building its set. Two modes share that machinery:
 *
 * <ul>
 *   <li>complete ({@code new SubsetDynamicProgramming()}): the {@link SolutionEnumeration}, every
 *       distinct solution, like {@link DfsEnumerator} but much faster;</li>
 *   <li>{@link #bestAnswerOnly()}: the {@link BestAnswerSearch}, one answer with the proven fewest
 *       steps; {@link #naturalBestAnswer()}: the same search, offering the most natural such answer
 *       ({@link NaturalAnswer}).</li>
 * </ul>
 *
 * <p>Above {@value #MAX_TILES} tiles the value sets would not fit in memory: the complete mode walks
 * depth-first instead ({@link DfsEnumerator}'s walk). The best-answer mode, which never builds the
 * largest sets, goes to {@value #MAX_TILES_BEST_ANSWER} tiles, every game the library takes; when every
 * tile is required, to seven, beyond which it skips repeated multisets ({@link
 * MemoizedMultisetDeduplicator}), which keeps the best distance and the fewest steps. Stateless and thread-safe: a search keeps its state in its own objects,
 * a per-thread workspace and the shared {@link ValueSetCache}.
 */
public final class SubsetDynamicProgramming implements SearchStrategy {

    /** The most tiles solved by dynamic programming; more are walked depth-first. */
    public static final int MAX_TILES = 7;

    /**
     * The most tiles the best-answer mode solves by dynamic programming (it never builds the sets of
     * the largest subsets); more are walked by {@link MemoizedMultisetDeduplicator}.
     */
    public static final int MAX_TILES_BEST_ANSWER = 10;

    /** Distances probed one by one on the whole set of tiles before its value set is built instead. */
    static final int PROBED_DISTANCES = 16;

    private final boolean bestAnswerOnly;
    private final boolean natural;

    /** Creates the strategy that offers every solution; it holds no state. */
    public SubsetDynamicProgramming() {
        this(false, false);
    }

    private SubsetDynamicProgramming(boolean bestAnswerOnly, boolean natural) {
        this.bestAnswerOnly = bestAnswerOnly;
        this.natural = natural;
    }

    /**
     * The strategy that offers one best answer: the target or the closest value, with the fewest steps,
     * proven when the search completes. Much faster than listing every solution; use it for a game's
     * verdict, a hint, or a bulk run over many games.
     */
    public static SubsetDynamicProgramming bestAnswerOnly() {
        return new SubsetDynamicProgramming(true, false);
    }

    /**
     * {@link #bestAnswerOnly()} offering, of the best answers, the one {@link
     * chiffreslettres.chiffres.Ranking#NATURAL} puts first, as the complete mode would; slower, as every
     * subset of the fewest tiles is probed for every way it makes the best values.
     */
    public static SubsetDynamicProgramming naturalBestAnswer() {
        return new SubsetDynamicProgramming(true, true);
    }

    @Override
    public void search(SearchContext context) {
        int n = context.tileCount();
        if (bestAnswerOnly && (n > MAX_TILES_BEST_ANSWER || (n > MAX_TILES && context.rules().allTilesRequired()))) {
            new MemoizedMultisetDeduplicator().search(context);
        } else if (bestAnswerOnly) {
            BestAnswerSearch.run(context, natural);
        } else if (n > MAX_TILES) {
            new DepthFirstWalk(context, null).run();
        } else {
            new SolutionEnumeration(context).run();
        }
    }

    @Override
    public String name() {
        return !bestAnswerOnly ? "SubsetDynamicProgramming"
                : natural ? "SubsetDynamicProgramming(natural best answer)" : "SubsetDynamicProgramming(best answer)";
    }

    @Override
    public boolean enumeratesAllSolutions() {
        return !bestAnswerOnly;
    }
}
