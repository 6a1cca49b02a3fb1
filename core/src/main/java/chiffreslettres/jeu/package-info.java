/**
 * The referee of the games: checking what a player typed against the draw and the rules
 * ({@link chiffreslettres.jeu.Referee}, {@link chiffreslettres.jeu.Verdict}).
 */
package chiffreslettres.jeu;
