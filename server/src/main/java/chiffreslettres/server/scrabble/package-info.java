/**
 * Scrabble over HTTP: a rack's words and a board's moves, games against the computer (their record and
 * review), the analysis and simulation of a position, and the word lists offered for play.
 */
package chiffreslettres.server.scrabble;
