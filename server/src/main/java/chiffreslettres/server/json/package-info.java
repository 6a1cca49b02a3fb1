/**
 * The JSON forms of the library's values that several features share: a whole game of a show, a Scrabble
 * game and its moves, and the numbers rules a request asks for. Depends on {@code http} only.
 */
package chiffreslettres.server.json;
