/**
 * The letters round: {@link chiffreslettres.lettres.Alphabet alphabets} and their folding, {@link
 * chiffreslettres.lettres.Rack racks} with blanks, {@link chiffreslettres.lettres.Dictionary
 * dictionaries} and their {@link chiffreslettres.lettres.AnagramIndex anagram index}, the shows'
 * {@link chiffreslettres.lettres.WordRules word rules}, and the ready-made {@link
 * chiffreslettres.lettres.Dictionaries} found through {@link chiffreslettres.lettres.spi.DictionaryProvider}.
 */
package chiffreslettres.lettres;
