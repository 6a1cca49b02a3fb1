/**
 * The numbers engine, internal to the library (the module does not export this package): the shipped
 * search strategies, the {@link chiffreslettres.chiffres.engine.Solver} that runs one, the subset
 * dynamic programming (value sets of tile subsets, the last-operation probe, the best-answer search,
 * the complete enumeration), the process-wide cache of small value sets, and the census of every
 * selection of a bag. Reached through {@code Chiffres}, {@code SearchStrategy} and the games package.
 */
package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.search.SearchStrategy;
