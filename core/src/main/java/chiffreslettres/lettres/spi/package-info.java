/** The service interface through which word lists are plugged into {@code chiffreslettres.lettres.Dictionaries}. */
package chiffreslettres.lettres.spi;
