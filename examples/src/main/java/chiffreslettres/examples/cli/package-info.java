/** The {@code chiffres-lettres} command-line program, built on picocli. */
package chiffreslettres.examples.cli;
