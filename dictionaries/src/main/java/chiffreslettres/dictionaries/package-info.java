/**
 * The ready-made French, English and Spanish word lists, plugged into {@code
 * chiffreslettres.lettres.Dictionaries} as a {@link chiffreslettres.lettres.spi.DictionaryProvider}.
 */
package chiffreslettres.dictionaries;
