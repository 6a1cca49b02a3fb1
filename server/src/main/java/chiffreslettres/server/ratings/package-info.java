/**
 * Players' ratings: the Glicko-2 system ({@link chiffreslettres.server.ratings.Glicko2}), one rating a player
 * for duels and one for Scrabble rooms, updated when a room's game is recorded.
 */
package chiffreslettres.server.ratings;
