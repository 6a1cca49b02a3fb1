/**
 * How a numbers game is searched, as a user sees it: the {@link
 * chiffreslettres.chiffres.search.SearchStrategy} interface and its catalogue of shipped strategies,
 * and the {@link chiffreslettres.chiffres.search.SearchContext} a strategy reports to. The strategies'
 * engines live in a package of their own that the module does not export.
 */
package chiffreslettres.chiffres.search;
