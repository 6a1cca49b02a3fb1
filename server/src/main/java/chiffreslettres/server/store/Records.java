package chiffreslettres.server.store;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What the server keeps of play: players, the daily puzzles' results, their leaderboards and each player's
 * figures. Implementations are thread-safe; {@link #close} releases their connections.
 */
public interface Records extends AutoCloseable {

    /** A player's id: a UUID in lower case (an anonymous id a browser keeps). */
    Pattern PLAYER_ID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    /** Whether this is a player's id by {@link #PLAYER_ID}'s rule. */
    static boolean isPlayerId(String id) {
        return id != null && PLAYER_ID.matcher(id).matches();
    }

    /**
     * A daily result: a player's points on a day's puzzles.
     *
     * @param variant  the show's key ({@code countdown})
     * @param day      the puzzles' day
     * @param playerId the player's anonymous id
     * @param points   the points scored
     * @param at       when it was recorded
     */
    record DailyResult(String variant, LocalDate day, String playerId, int points, Instant at) {
    }

    /** A line of a day's leaderboard: the rank (ties share it), the name shown, the points. */
    record Standing(int rank, String name, int points) {
    }

    /**
     * A player's figures: over every day played (days, total, best and mean points), and over the room
     * games they finished (games, won alone, first place shared, lost).
     */
    record PlayerStats(int days, long totalPoints, int bestPoints, double meanPoints, int games, int won, int drawn,
            int lost) {
    }

    /**
     * A player's Glicko-2 rating of a kind of room game, on the Glicko scale.
     *
     * @param kind       {@code duel} (the shows' games) or {@code scrabble}
     * @param rating     the rating (1500 for a new player)
     * @param deviation  its deviation: the player's strength lies within two of it of the rating, 95 % sure
     * @param volatility how erratic the player's results are
     * @param games      the games it counts
     */
    record PlayerRating(String kind, double rating, double deviation, double volatility, int games) {
    }

    /** How a room game ended for a seat. */
    enum Outcome {
        /** First place alone. */
        WON,
        /** First place shared. */
        DRAWN,
        /** Not first. */
        LOST
    }

    /**
     * A seat's result in a finished room game, for a player who gave their id.
     *
     * @param place 1 for the best points; equal points share a place
     */
    record RoomResult(int seat, String playerId, int points, int place, Outcome outcome) {
    }

    /** Adds the player, or changes their display name; null keeps the name they have (none for a new one). */
    void player(String id, String displayName);

    /**
     * Registers a new player with the hash of the secret the server gave them.
     *
     * @param secretHash the secret's SHA-256, 64 hex digits
     * @throws IllegalStateException if the id is taken
     */
    void register(String id, String secretHash);

    /**
     * Whether the player exists and this is the hash of one of their secrets: the one they were registered
     * with or one a device added ({@link #addSecret}); false for a player with no secret.
     */
    boolean holds(String id, String secretHash);

    /** A player's display name, if they exist and gave one. */
    Optional<String> displayName(String id);

    /** Adds a secret (its SHA-256 in hex) that acts for an existing player, for another device. */
    void addSecret(String id, String secretHash);

    /**
     * Keeps a one-time transfer code (its SHA-256 in hex) for a player until {@code expires}, replacing
     * any code the player had.
     */
    void saveTransfer(String codeHash, String playerId, Instant expires);

    /**
     * Uses a transfer code: the player it moves, once, if it has not expired at {@code now}; the code is
     * gone afterwards (and so are expired codes). Of two requests with the same code, one gets the player.
     */
    Optional<String> takeTransfer(String codeHash, Instant now);

    /** A player's daily results, the newest day first, at most {@code limit}. */
    List<DailyResult> dailyResults(String playerId, int limit);

    /**
     * Records a result unless the player already has one for that variant and day.
     *
     * @return the result kept: this one (equal to it) when recorded, else the one recorded before
     */
    DailyResult saveDailyResult(DailyResult result);

    /** A day's leaderboard, best first (earlier first among equal points), at most {@code limit} lines. */
    List<Standing> leaderboard(String variant, LocalDate day, int limit);

    /** A player's rank on a day's leaderboard, if they have a result. */
    Optional<Integer> rank(String variant, LocalDate day, String playerId);

    /**
     * A room as saved: how it was asked for (JSON), its clock, its seats and its game (JSON), whether it
     * finished, and then its players' results.
     *
     * @param roundSeconds every round's (or turn's) clock, or null for the game's own
     * @param game         the game's seed and moves as JSON, or null before the start
     * @param gameKey      the room's game ({@code countdown}, {@code scrabble-en})
     * @param results      the results of the seats whose player gave an id, once finished (else empty)
     */
    record SavedRoom(String code, String spec, Integer roundSeconds, String seats, String game, boolean finished,
            String gameKey, List<RoomResult> results) {

        /** A saved room; the results are copied. */
        public SavedRoom {
            results = List.copyOf(results);
        }
    }

    /**
     * Saves a room's latest state (a finished one stays as the record of its game); the results of a
     * finished room are recorded once, with the room, in one transaction.
     */
    default void saveRoom(SavedRoom room) {
        saveRoom(room, null);
    }

    /**
     * Saves a room as {@link #saveRoom(SavedRoom)} does, for the server {@code holder} when several servers
     * share the rooms: refused (false, nothing written) when another server holds the room, having taken
     * it up since ({@link #takeRoom}); with a null holder, always saved.
     */
    boolean saveRoom(SavedRoom room, String holder);

    /**
     * The rooms to take up again after a restart: neither finished nor closed, changed after {@code since},
     * the latest first, at most {@code limit}. Every other room not finished is closed now, so that it is
     * never taken up.
     */
    List<SavedRoom> openRooms(Instant since, int limit);

    /** Closes for good every room neither finished nor closed that was last changed at or before {@code since}. */
    void closeStaleRooms(Instant since);

    /**
     * One room to take up, for the server {@code holder}: the room of this code when it is neither finished
     * nor closed and changed after {@code since}, now held by {@code holder} (another server's saves of it
     * are refused from now on); empty otherwise. Nothing is closed.
     */
    Optional<SavedRoom> takeRoom(String code, Instant since, String holder);

    /**
     * One of the server's own secrets by name: the one kept, or {@code made} kept now when there is none.
     * Every server sharing the database gets the same.
     */
    String serverSecret(String name, String made);

    /** Closes a room that did not finish (its players left): it is never taken up again. */
    void closeRoom(String code);

    /** A player's figures (all zero for a player with no result). */
    PlayerStats stats(String playerId);

    /**
     * A player's ratings, one a kind of room game they finished with others who gave their ids (none before
     * such a game). A finished room's results are rated once, in the transaction that records them.
     */
    List<PlayerRating> ratings(String playerId);

    /**
     * Asks the database something trivial, so that a readiness check knows it answers.
     *
     * @throws RuntimeException when it does not
     */
    default void check() {
    }

    @Override
    void close();
}
