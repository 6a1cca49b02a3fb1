package chiffreslettres.chiffres.search;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.engine.DfsEnumerator;
import chiffreslettres.chiffres.engine.ExactArithmeticWalk;
import chiffreslettres.chiffres.engine.MemoizedMultisetDeduplicator;
import chiffreslettres.chiffres.engine.SubsetDynamicProgramming;

/**
 * A way to walk the space of calculations of a numbers game.
 *
 * <p>A strategy only walks: it reads the game from the {@link SearchContext}, calls
 * {@link SearchContext#enterNode()} before each state it explores (and unwinds when it answers false),
 * and hands every calculation that may be an answer to {@link SearchContext#offer}. The context keeps the
 * best distance, removes equivalent solutions, ranks them and enforces the budget, alike for every
 * strategy. Implementations must be thread-safe or, simpler, stateless: one strategy instance may serve
 * many searches at once.
 *
 * <p>The shipped strategies, from the plain reference to the fastest (their classes are internal; the
 * methods below are the way to them):
 * <ul>
 *   <li>{@link #depthFirst()}: the plain depth-first enumerator, every calculation, every solution;</li>
 *   <li>{@link #memoized()}: the same walk skipping repeated multisets of numbers: same best distance
 *       and fewest steps, not every solution;</li>
 *   <li>{@link #subsetDynamicProgramming()}: value sets per subset of tiles and a top-down
 *       enumeration: every solution, the fastest;</li>
 *   <li>{@link #bestAnswer()}: the same, stopping at the fewest tiles that make the target: one best
 *       answer only; {@link #naturalBestAnswer()}: the most natural such answer;</li>
 *   <li>{@link #exactArithmetic()}: a depth-first walk over fractions for rules in another arithmetic
 *       (the 24 game), used whenever the rules need it.</li>
 * </ul>
 */
public interface SearchStrategy {

    /**
     * Explores the game in {@code context}, offering candidate solutions to it.
     *
     * @param context the game, the budget and the collector of this one search; never null
     */
    void search(SearchContext context);

    /**
     * Whether this strategy can walk calculations in that arithmetic domain. The shipped integer
     * strategies handle only {@link Arithmetic#POSITIVE_INTEGERS}; for other rules {@code Solver} runs
     * {@link #exactArithmetic()} instead, and the statistics name it.
     */
    default boolean handles(Arithmetic arithmetic) {
        return arithmetic == Arithmetic.POSITIVE_INTEGERS;
    }

    /** A short name for statistics and logs; the simple class name unless overridden. */
    default String name() {
        return getClass().getSimpleName();
    }

    /**
     * Whether a completed search offers every calculation that reaches the best distance, so that the
     * result can claim to list (or count) all distinct solutions. False unless a strategy promises it.
     */
    default boolean enumeratesAllSolutions() {
        return false;
    }

    /** The plain depth-first enumerator: the reference, complete for every solution. */
    static SearchStrategy depthFirst() {
        return new DfsEnumerator();
    }

    /**
     * The depth-first walk that skips multisets of numbers it has already explored, remembering at most
     * 1,048,576 (2^20) of them per search (about 100
     * bytes each); past that it goes on without remembering more, still correct, only slower.
     */
    static SearchStrategy memoized() {
        return new MemoizedMultisetDeduplicator();
    }

    /**
     * {@link #memoized()} remembering at most {@code maxRememberedStates} states per search.
     *
     * @throws IllegalArgumentException if {@code maxRememberedStates} is negative
     */
    static SearchStrategy memoized(int maxRememberedStates) {
        return new MemoizedMultisetDeduplicator(maxRememberedStates);
    }

    /** Dynamic programming over subsets of the tiles: every solution, the fastest. */
    static SearchStrategy subsetDynamicProgramming() {
        return new SubsetDynamicProgramming();
    }

    /** The depth-first walk over exact fractions, for the 24 game and any rules not in positive integers. */
    static SearchStrategy exactArithmetic() {
        return new ExactArithmeticWalk();
    }

    /**
     * Subset dynamic programming aimed at one answer: the target or the closest value with the fewest
     * steps, proven, in microseconds; it does not list every solution.
     */
    static SearchStrategy bestAnswer() {
        return SubsetDynamicProgramming.bestAnswerOnly();
    }

    /**
     * {@link #bestAnswer()} that offers, of the best answers, the one {@link
     * chiffreslettres.chiffres.Ranking#NATURAL} puts first: the {@code best()} a complete search such as
     * {@link #subsetDynamicProgramming()} gives, in a fraction of its time, but several times slower than
     * {@link #bestAnswer()}. Games beyond the best-answer search's dynamic programming (more than ten
     * tiles, or more than seven with every tile required) and searches the budget stops get a best
     * answer that may not be the most natural.
     */
    static SearchStrategy naturalBestAnswer() {
        return SubsetDynamicProgramming.naturalBestAnswer();
    }

    /**
     * The strategy {@code Chiffres.solve} uses when none is given: the fastest shipped strategy that
     * lists every distinct solution, at present {@link #subsetDynamicProgramming()}.
     */
    static SearchStrategy defaultStrategy() {
        return subsetDynamicProgramming();
    }
}
