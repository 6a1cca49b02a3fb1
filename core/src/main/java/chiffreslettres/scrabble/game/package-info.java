/**
 * A whole Scrabble game: the bag, the racks, turns (a move, an exchange, a pass), the end of the game and
 * its rack adjustments ({@link chiffreslettres.scrabble.game.ScrabbleGame} under
 * {@link chiffreslettres.scrabble.game.Rules}); computer opponents by level
 * ({@link chiffreslettres.scrabble.game.ScrabbleOpponent}); leave values learned by self-play
 * ({@link chiffreslettres.scrabble.game.LeaveLearning}); game records in the GCG format
 * ({@link chiffreslettres.scrabble.game.Gcg}).
 */
package chiffreslettres.scrabble.game;
