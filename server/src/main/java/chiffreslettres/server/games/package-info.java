/** Whole games of the shows against the computer or between people on one device, and conundrums. */
package chiffreslettres.server.games;
