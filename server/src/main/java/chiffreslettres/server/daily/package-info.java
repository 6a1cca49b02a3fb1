/** The day's puzzles: the puzzles, an answer judged, the share text, a player's result and the leaderboard. */
package chiffreslettres.server.daily;
