/**
 * The games around the solvers: each show's rules ({@link chiffreslettres.jeu.Variant}, {@link
 * chiffreslettres.jeu.NumbersRound}, {@link chiffreslettres.jeu.LettersRound}), seeded {@link
 * chiffreslettres.jeu.Draws draws}, the {@link chiffreslettres.jeu.Referee referee} of what a player
 * typed ({@link chiffreslettres.jeu.Verdict}), hints and difficulty ({@link chiffreslettres.jeu.Analysis}),
 * and the {@link chiffreslettres.jeu.Census census} of a whole round.
 */
package chiffreslettres.jeu;
