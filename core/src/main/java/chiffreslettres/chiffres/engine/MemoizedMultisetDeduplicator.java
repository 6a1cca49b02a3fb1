package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.chiffres.search.SearchContext;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The depth-first walk of {@link DfsEnumerator}, but a multiset of numbers already explored is not
 * explored again (the memo of the Cifras y Letras seed).
 *
 * <p><b>What it finds.</b> The same best distance and the same fewest steps as the plain walk, proven:
 * in any state the steps taken so far all lie inside its numbers' trees, so two visits of one multiset
 * at one depth carry the same number of steps, and a calculation finishing the second visit's state
 * would finish the first visit's with the same value in at most as many steps. It does <em>not</em>
 * list every solution ({@code 2 + 2} and {@code 2 × 2} both lead to the multiset {@code {4, …}}, and
 * only the first is followed), so {@link #enumeratesAllSolutions()} is false.
 *
 * <p><b>Memory.</b> States of fewer than three numbers are not remembered (exploring them costs less
 * than a look-up); at most {@link #maxRememberedStates()} states are (default
 * {@value #DEFAULT_MAX_REMEMBERED_STATES}, about 100 bytes each); past that the walk goes on without
 * remembering more, still correct, only slower. Thread-safe: each search has its own memo.
 */
public final class MemoizedMultisetDeduplicator implements SearchStrategy {

    /** The default cap on remembered states. */
    public static final int DEFAULT_MAX_REMEMBERED_STATES = 1 << 20;

    private final int maxRememberedStates;

    /** A strategy remembering at most {@value #DEFAULT_MAX_REMEMBERED_STATES} states per search. */
    public MemoizedMultisetDeduplicator() {
        this(DEFAULT_MAX_REMEMBERED_STATES);
    }

    /**
     * A strategy remembering at most {@code maxRememberedStates} states per search.
     *
     * @throws IllegalArgumentException if {@code maxRememberedStates} is negative
     */
    public MemoizedMultisetDeduplicator(int maxRememberedStates) {
        if (maxRememberedStates < 0) {
            throw new IllegalArgumentException("maxRememberedStates must not be negative, got " + maxRememberedStates);
        }
        this.maxRememberedStates = maxRememberedStates;
    }

    /** The most states one search remembers. */
    public int maxRememberedStates() {
        return maxRememberedStates;
    }

    @Override
    public void search(SearchContext context) {
        new DepthFirstWalk(context, new Memo(maxRememberedStates)).run();
    }

    /** The set of multisets seen in one search. */
    private static final class Memo implements DepthFirstWalk.StateFilter {
        private final Set<State> seen = new HashSet<>();
        private final int capacity;

        Memo(int capacity) {
            this.capacity = capacity;
        }

        @Override
        public boolean firstVisit(long[] values, int count) {
            if (count < 3) {
                return true;
            }
            State state = new State(Arrays.copyOf(values, count));
            if (seen.contains(state)) {
                return false;
            }
            if (seen.size() < capacity) {
                seen.add(state);
            }
            return true;
        }
    }

    /** A multiset of numbers in decreasing order, compared by content. */
    private record State(long[] values) {
        @Override
        public boolean equals(Object other) {
            return other instanceof State s && Arrays.equals(values, s.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }
}
