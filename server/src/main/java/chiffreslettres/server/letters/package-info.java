/** The letters routes: the longest words, every word and the anagrams of a rack. */
package chiffreslettres.server.letters;
