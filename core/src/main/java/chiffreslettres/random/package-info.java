/**
 * Random draws fixed by the library's own code (not the JDK's), so that a seeded game replays the same in
 * every version. Internal: not exported.
 */
package chiffreslettres.random;
