/**
 * Scrabble: the tile sets of the English, French and Spanish editions ({@link chiffreslettres.scrabble.TileSet}),
 * the board ({@link chiffreslettres.scrabble.Board}) and a word list made into a
 * {@link chiffreslettres.scrabble.Lexicon}, which finds a rack's words by score, the words that fit a pattern of
 * board letters and every legal move on a board ({@link chiffreslettres.scrabble.Move}).
 */
package chiffreslettres.scrabble;
