/** The shows' rounds: the referee of a typed answer or word, the draws, a variant's census, the variants. */
package chiffreslettres.server.rounds;
