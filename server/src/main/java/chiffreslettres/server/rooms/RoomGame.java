package chiffreslettres.server.rooms;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The game a room plays, as the room sees it: what each seat may see, the moves a seat sends, the clock the
 * server runs and what happens when it runs out. A room holds one and replaces it at each move; it knows
 * nothing of the game's rules. Implementations are immutable.
 */
public interface RoomGame {

    /**
     * A clock the server runs.
     *
     * @param key  names what it times (a round's solving, a player's turn): a new key starts a new clock
     * @param time how long it runs
     */
    record Clock(String key, Duration time) {
    }

    /** What a room was opened for: a game, its seats, and how to start it or take it up again. */
    interface Setup {
        /** The game's key, as the room's state names it ({@code countdown}, {@code scrabble-en}). */
        String key();

        /** The fewest seats to start. */
        int minSeats();

        /** The most seats. */
        int maxSeats();

        /** A new game for these players (their display names, in seat order), drawn from the seed. */
        RoomGame start(List<String> players, long seed);

        /**
         * The game saved by {@link RoomGame#saved}, replayed for the same players.
         *
         * @throws RuntimeException if it no longer replays
         */
        RoomGame resume(List<String> players, JsonNode saved);
    }

    /**
     * What this seat may see: the game's view without what the seat must not know (other players'
     * racks, the seed, declarations before the reveal).
     *
     * @param seat the seat, or -1 for a spectator
     */
    Map<String, Object> view(int seat);

    /**
     * The game after a seat's message.
     *
     * @param type          the message's type
     * @param message       the whole message (JSON)
     * @param elapsedMillis milliseconds since the current clock started
     * @throws IllegalArgumentException for a message this game does not know or a bad value, in words for the player
     * @throws IllegalStateException if the game's rules forbid the move now
     */
    RoomGame act(int seat, String type, JsonNode message, long elapsedMillis);

    /** The clock that should run now, or null for none. */
    Clock clock();

    /** The game when the current clock runs out. */
    RoomGame timeUp();

    /** Whether the game is over. */
    boolean isOver();

    /** Each seat's points, in seat order. */
    int[] scores();

    /** What replays the game (its seed and moves), as JSON, for {@link Setup#resume}. */
    String saved();
}
