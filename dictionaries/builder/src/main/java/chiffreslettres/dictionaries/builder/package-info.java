/**
 * The build step of the word-list artifacts: reads the LanguageTool part-of-speech dictionaries with
 * Morfologik, keeps the forms each show's rules admit ({@link chiffreslettres.dictionaries.builder.TagRules}),
 * and writes the anagram indexes that {@code chiffres-lettres-dictionary-fr}, {@code -en} and {@code -es}
 * ship. Not a run-time dependency of applications.
 */
package chiffreslettres.dictionaries.builder;
