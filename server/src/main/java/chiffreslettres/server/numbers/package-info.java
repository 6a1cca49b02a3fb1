/** The numbers routes: every distinct solution, the best answer, reachable targets, a game's analysis. */
package chiffreslettres.server.numbers;
