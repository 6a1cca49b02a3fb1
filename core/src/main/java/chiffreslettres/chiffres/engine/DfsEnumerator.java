package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchStrategy;

import chiffreslettres.chiffres.search.SearchContext;

/**
 * The plain reference strategy: depth-first over the multiset of numbers still available, choosing two,
 * applying each legal operation, putting the result back and recursing, as every seed solver does. It
 * visits every calculation, so a completed search finds every solution. Stateless and thread-safe.
 */
public final class DfsEnumerator implements SearchStrategy {

    /** Creates the strategy; it holds no state. */
    public DfsEnumerator() {
    }

    @Override
    public void search(SearchContext context) {
        new DepthFirstWalk(context, null).run();
    }

    @Override
    public boolean enumeratesAllSolutions() {
        return true;
    }
}
