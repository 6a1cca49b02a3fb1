/**
 * Search strategies for the numbers round, side by side: the {@link
 * chiffreslettres.chiffres.search.SearchStrategy} interface and its catalogue (the plain {@link
 * chiffreslettres.chiffres.search.DfsEnumerator}, the {@link
 * chiffreslettres.chiffres.search.MemoizedMultisetDeduplicator}, the {@link
 * chiffreslettres.chiffres.search.SubsetDynamicProgramming} with its best-answer mode, the {@link
 * chiffreslettres.chiffres.search.ExactArithmeticWalk} for rules in fractions), the {@link
 * chiffreslettres.chiffres.search.SearchContext} every strategy reports to, the {@link
 * chiffreslettres.chiffres.search.Solver} that runs them, and the {@link
 * chiffreslettres.chiffres.search.SelectionCensus} that counts what every selection of a bag makes.
 */
package chiffreslettres.chiffres.search;
