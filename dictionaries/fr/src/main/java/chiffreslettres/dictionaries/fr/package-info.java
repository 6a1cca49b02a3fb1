/** The French word lists, plugged into {@code chiffreslettres.lettres.Dictionaries} by ServiceLoader. */
package chiffreslettres.dictionaries.fr;
