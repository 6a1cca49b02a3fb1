/**
 * Rooms where people play one game together over WebSockets: the route that opens one, a room, its
 * registry, the socket handler, the two kinds of game a room plays (a show's, Scrabble) and how rooms are
 * kept in the database. The server draws, runs the clock and keeps each declaration private until the reveal; the
 * game model ({@link chiffreslettres.jeu.game.Game}) judges and scores. The messages are documented in
 * {@code docs/rooms.md}.
 */
package chiffreslettres.server.rooms;
