/** Players: a new player's id and secret, and a player's figures and ratings. */
package chiffreslettres.server.players;
