package chiffreslettres.server.rooms;

import com.fasterxml.jackson.databind.JsonNode;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One room: its seats, the game once started ({@link RoomGame}), and the clock the server runs. Every
 * change is made under the room's lock and told to everyone in it ({@link Listener}), each seeing what
 * their seat may see; a player acts only for their own seat, named by the connection, never by the
 * message. A seat whose player leaves is kept {@link #RECONNECT} for them to come back with their token.
 * Thread-safe.
 */
public final class Room {

    /** How long a seat waits for its player to come back. */
    public static final Duration RECONNECT = Duration.ofSeconds(60);
    private static final SecureRandom RANDOM = new SecureRandom();

    /** Where a room is saved after every change (under the room's lock), to be taken up after a restart. */
    public interface Saver {
        /**
         * Saves the room as it is now.
         *
         * @return false when another server took the room up meanwhile (rooms shared by several servers): the
         *     room then plays on there, and this copy must tell no one of the change
         */
        boolean save(Room room);

        /** The room closed without finishing (everyone left): it must never be taken up again. */
        default void closed(Room room) {
        }
    }

    /** Who hears the room: the seats' and the spectators' connections. */
    public interface Listener {
        /**
         * A message for this connection (JSON as a map). It must not throw: a connection that cannot take
         * it is left to close, and the others still get theirs.
         */
        void send(Map<String, Object> message);

        /** Its seat was taken back by another connection (a rejoin): it acts for no seat any more. */
        default void replaced() {
        }

        /**
         * The room moved to another server (which took it up from the database): this connection is to be
         * closed, so that its player reconnects and reaches the room there.
         */
        default void moved() {
        }
    }

    /**
     * A seat as saved: the player's display name, the seat's token (its secret) and the player's anonymous
     * id (null when they gave none).
     */
    public record SeatRecord(String name, String token, String playerId) {
    }

    private static final class SeatState {
        final SeatRecord record;
        Listener connection;
        long leftAtMillis;

        SeatState(SeatRecord record) {
            this.record = record;
        }
    }

    private final String code;
    private final String spec;
    private final Integer seconds;
    private final RoomGame.Setup setup;
    private final Saver saver;
    /** Whether another server took this room up: this copy then tells, saves and accepts nothing more. */
    private boolean moved;
    private final ScheduledExecutorService clock;
    private final LongSupplier now;
    private final List<SeatState> seats = new ArrayList<>();
    private final List<Listener> spectators = new ArrayList<>();
    private RoomGame game;
    private ScheduledFuture<?> timer;
    private long clockSinceMillis;
    private long clockMillis;
    private String clockKey = "";
    private boolean resumed;
    /** The rematch's room code and who asked for it, once a seat asked (after the end). */
    private String rematchCode;
    private String rematchBy;

    Room(String code, String spec, Integer seconds, RoomGame.Setup setup, ScheduledExecutorService clock, LongSupplier now,
            Saver saver) {
        this.code = code;
        this.spec = spec;
        this.seconds = seconds;
        this.setup = setup;
        this.saver = saver;
        this.clock = clock;
        this.now = now;
    }

    /** A new unguessable code: 96 random bits as 24 hex digits. */
    static String newCode() {
        byte[] bytes = new byte[12];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** Its code. */
    public String code() {
        return code;
    }

    /** What it was opened for. */
    public RoomGame.Setup setup() {
        return setup;
    }

    /** How it was asked for (JSON), kept to make it again after a restart. */
    public String spec() {
        return spec;
    }

    /** The seconds asked for its clock (a round's or a turn's), or null for the game's own. */
    public Integer seconds() {
        return seconds;
    }

    /** Its seats, in order (for saving and records only: a token is the seat's secret). */
    public synchronized List<SeatRecord> seats() {
        return seats.stream().map(s -> s.record).toList();
    }

    /** Its game, or null before the start. */
    public synchronized RoomGame game() {
        return game;
    }

    /**
     * Takes up a saved room after a restart: its seats (each waiting {@link #RECONNECT} for its player from
     * now) and its game; a clock that was running starts whole again.
     */
    synchronized void resume(List<SeatRecord> saved, RoomGame savedGame) {
        for (SeatRecord s : saved) {
            SeatState seat = new SeatState(s);
            seat.leftAtMillis = now.getAsLong();
            seats.add(seat);
        }
        game = savedGame;
        resumed = true;
        if (game != null) {
            changed();
        }
    }

    /**
     * A player takes a new seat; {@link #announce} then tells everyone (once the player has their token).
     *
     * @param playerId the player's anonymous id, for their records, or null
     * @return the seat's number and its token (a secret to come back with)
     * @throws IllegalStateException if the game has started or every seat is taken
     */
    public synchronized Map<String, Object> join(String name, String playerId, Listener connection) {
        ensureHere();
        if (game != null) {
            throw new IllegalStateException("the game has started: watch it, or come back to your seat with its token");
        }
        if (seats.size() == setup.maxSeats()) {
            throw new IllegalStateException("the room is full (" + setup.maxSeats() + " seats)");
        }
        SeatState seat = new SeatState(new SeatRecord(name, newCode(), playerId));
        seat.connection = connection;
        seats.add(seat);
        return Map.of("type", "joined", "seat", seats.size() - 1, "token", seat.record.token());
    }

    /**
     * A player comes back to their seat with its token, within {@link #RECONNECT} of leaving; {@link
     * #announce} then tells everyone.
     *
     * @return the seat's number
     * @throws IllegalStateException if no seat has the token, or it waited longer than {@link #RECONNECT}
     */
    public synchronized int rejoin(String token, Listener connection) {
        ensureHere();
        for (int i = 0; i < seats.size(); i++) {
            SeatState s = seats.get(i);
            if (s.record.token().equals(token)) {
                if (s.connection == null && now.getAsLong() - s.leftAtMillis > RECONNECT.toMillis()) {
                    throw new IllegalStateException("the seat waited " + RECONNECT.toSeconds() + " s and was given up");
                }
                Listener old = s.connection;
                s.connection = connection;
                if (old != null && old != connection) {
                    old.replaced();
                }
                return i;
            }
        }
        throw new IllegalStateException("no seat of this room has that token");
    }

    /** Tells everyone the room as it is (after a seat was taken or taken back). */
    public synchronized void announce() {
        broadcast();
    }

    /** Someone watches: told every change, acting for no seat. */
    public synchronized void watch(Listener connection) {
        ensureHere();
        if (spectators.contains(connection)) {
            throw new IllegalStateException("this connection already watches the room");
        }
        spectators.add(connection);
        connection.send(state(-1));
    }

    /** A connection left: its seat waits {@link #RECONNECT} for it, or a spectator goes. */
    public synchronized void left(Listener connection) {
        spectators.remove(connection);
        for (SeatState s : seats) {
            if (s.connection == connection) {
                s.connection = null;
                s.leftAtMillis = now.getAsLong();
            }
        }
        broadcast();
    }

    /**
     * The host (seat 0) starts the game.
     *
     * @throws IllegalStateException if the seat is not the host's, the game has started or fewer than 2 sit
     */
    public synchronized void start(int seat, long seed) {
        ensureHere();
        if (seat != 0) {
            throw new IllegalStateException("only the host (seat 0) starts the game");
        }
        if (game != null) {
            throw new IllegalStateException("the game has started");
        }
        if (seats.size() < setup.minSeats()) {
            throw new IllegalStateException("this game needs at least " + setup.minSeats() + " players, " + seats.size()
                    + " sit");
        }
        game = setup.start(seats.stream().map(s -> s.record.name()).toList(), seed);
        changed();
    }

    /**
     * A seat's move, for the connection's own seat.
     *
     * @throws IllegalStateException as the game's rules say, or before the start
     * @throws IllegalArgumentException for a message the game does not know or a bad value
     */
    public synchronized void act(int seat, String type, JsonNode message) {
        act(seat, null, type, message);
    }

    /**
     * A seat's move from a connection, which must be the seat's own (not one its player has since left
     * for another).
     *
     * @throws IllegalStateException as the game's rules say, before the start, or from a connection that
     *     is no longer the seat's
     * @throws IllegalArgumentException for a message the game does not know or a bad value
     */
    public synchronized void act(int seat, Listener from, String type, JsonNode message) {
        ensureHere();
        if (from != null && (seat < 0 || seat >= seats.size() || seats.get(seat).connection != from)) {
            throw new IllegalStateException("this connection no longer holds seat " + seat
                    + ": the seat was taken back from another connection");
        }
        if (game == null) {
            throw new IllegalStateException("the game has not started");
        }
        game = game.act(seat, type, message, now.getAsLong() - clockSinceMillis);
        changed();
    }

    /**
     * A rematch: a new room of the same game and clock, made once, by the first seat to ask once the game is
     * over; everyone in this room is told its code (the state's {@code rematch}). A new room, so that each
     * game keeps its own record.
     *
     * @param make makes the new room (the registry's)
     * @return the rematch's room code
     * @throws IllegalStateException before the end, or for a seat that is not in the room
     */
    public synchronized String rematch(int seat, java.util.function.Supplier<Room> make) {
        ensureHere();
        if (game == null || !game.isOver()) {
            throw new IllegalStateException("a rematch is asked for once the game is over");
        }
        if (seat < 0 || seat >= seats.size()) {
            throw new IllegalStateException("only a seated player asks for a rematch");
        }
        if (rematchCode == null) {
            rematchCode = make.get().code();
            rematchBy = seats.get(seat).record.name();
            broadcast();
        }
        return rematchCode;
    }

    /** After a change: a clock for what the game now times (if new), then the news to everyone. */
    private void changed() {
        RoomGame.Clock wanted = game.isOver() ? null : game.clock();
        String key = wanted == null ? "" : wanted.key();
        if (!key.equals(clockKey)) {
            clockKey = key;
            clockSinceMillis = now.getAsLong();
            clockMillis = wanted == null ? 0 : wanted.time().toMillis();
            if (timer != null) {
                timer.cancel(false);
            }
            if (wanted != null) {
                timer = clock.schedule(() -> clockEnds(key), wanted.time().toMillis(), TimeUnit.MILLISECONDS);
            }
        }
        broadcast();
    }

    private synchronized void clockEnds(String key) {
        if (game != null && key.equals(clockKey)) {
            clockKey = "";
            game = game.timeUp();
            changed();
        }
    }

    /** What a seat (-1: a spectator) may see: the seats (names, whether connected), and the game's view for it. */
    synchronized Map<String, Object> state(int seat) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("type", "state");
        out.put("at", now.getAsLong());
        out.put("code", code);
        out.put("format", setup.key());
        out.put("minSeats", setup.minSeats());
        List<Object> list = new ArrayList<>();
        for (SeatState s : seats) {
            list.add(Map.of("name", s.record.name(), "connected", s.connection != null));
        }
        out.put("seats", list);
        out.put("spectators", spectators.size());
        out.put("resumed", resumed);
        if (!clockKey.isEmpty()) {
            out.put("clock", Map.of("startedAt", clockSinceMillis, "millis", clockMillis));
        }
        if (game != null) {
            out.put("game", game.view(seat));
        }
        if (rematchCode != null) {
            out.put("rematch", Map.of("code", rematchCode, "by", rematchBy));
        }
        return out;
    }

    /** Tells every live connection the room as its seat may see it; one that fails stops no other. */
    private void broadcast() {
        if (moved) {
            return;
        }
        if (!saver.save(this)) {
            movedAway();
            return;
        }
        for (int i = 0; i < seats.size(); i++) {
            Listener to = seats.get(i).connection;
            if (to != null) {
                tell(to, state(i));
            }
        }
        if (!spectators.isEmpty()) {
            Map<String, Object> watched = state(-1);
            for (Listener l : List.copyOf(spectators)) {
                tell(l, watched);
            }
        }
    }

    /** Another server holds the room now: the change just made is told to no one, every connection let go. */
    private void movedAway() {
        moved = true;
        if (timer != null) {
            timer.cancel(false);
        }
        List<Listener> all = new ArrayList<>(spectators);
        for (SeatState s : seats) {
            if (s.connection != null) {
                all.add(s.connection);
                s.connection = null;
            }
        }
        spectators.clear();
        for (Listener l : all) {
            try {
                l.moved();
            } catch (RuntimeException closing) {
                // Already closing: its player reconnects all the same.
            }
        }
    }

    /** Whether another server took this room up (the registry then forgets this copy). */
    public synchronized boolean isMoved() {
        return moved;
    }

    /** Refuses anything once the room moved to another server. */
    private void ensureHere() {
        if (moved) {
            throw new IllegalStateException("this room moved to another server: reconnect to reach it there");
        }
    }

    private static void tell(Listener to, Map<String, Object> message) {
        try {
            to.send(message);
        } catch (RuntimeException dead) {
            // A listener that cannot take the message is closing; the others still hear the room.
        }
    }

    /** Whether no one is in it and no seat waits any more (the registry forgets it). */
    synchronized boolean abandoned() {
        if (moved) {
            return true;
        }
        if (!spectators.isEmpty()) {
            return false;
        }
        for (SeatState s : seats) {
            if (s.connection != null || now.getAsLong() - s.leftAtMillis <= RECONNECT.toMillis()) {
                return false;
            }
        }
        return true;
    }

    /** Stops its clock. */
    synchronized void close() {
        if (timer != null) {
            timer.cancel(false);
        }
    }
}
