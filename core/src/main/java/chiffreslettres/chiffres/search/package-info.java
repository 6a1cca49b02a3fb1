/**
 * Search strategies for the numbers round, side by side: the {@link
 * chiffreslettres.chiffres.search.SearchStrategy} interface, the plain {@link
 * chiffreslettres.chiffres.search.DfsEnumerator}, the {@link
 * chiffreslettres.chiffres.search.MemoizedMultisetDeduplicator}, the {@link
 * chiffreslettres.chiffres.search.SearchContext} every strategy reports to, and the {@link
 * chiffreslettres.chiffres.search.Solver} that runs them.
 */
package chiffreslettres.chiffres.search;
