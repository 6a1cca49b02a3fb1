/**
 * Engine: the numbered minimal acyclic automaton shared by the anagram index and the Scrabble lexicon.
 * Not exported by the module; its classes are public only so that those two packages can reach them.
 */
package chiffreslettres.automaton;
