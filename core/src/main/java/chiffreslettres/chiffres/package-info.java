/**
 * The numbers model: immutable {@link chiffreslettres.chiffres.Expression expression trees} (tiles and
 * operations), the {@link chiffreslettres.chiffres.Operator operators} and their legal moves, the
 * {@link chiffreslettres.chiffres.Rules rules} with their {@link chiffreslettres.chiffres.Arithmetic
 * arithmetic domain} and exact {@link chiffreslettres.chiffres.Fraction fractions} (the 24 game),
 * {@link chiffreslettres.chiffres.Equivalence when two solutions are the same}, {@link
 * chiffreslettres.chiffres.Ranking how solutions are ranked}, and the {@link
 * chiffreslettres.chiffres.Result result} of a search. Every type here is immutable and thread-safe.
 */
package chiffreslettres.chiffres;
