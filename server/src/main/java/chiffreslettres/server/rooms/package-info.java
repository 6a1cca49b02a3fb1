/**
 * Rooms where people play one game together over WebSockets: a room, its registry, and the socket
 * handler. The server draws, runs the clock and keeps each declaration private until the reveal; the
 * game model ({@link chiffreslettres.jeu.game.Game}) judges and scores. The messages are documented in
 * {@code docs/rooms.md}.
 */
package chiffreslettres.server.rooms;
