package chiffreslettres.server.rooms;

import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Round;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.server.GameJson;
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
 * One room: its seats (2 to 8 players), the game once started, and the clock the server runs. Every
 * change is made under the room's lock and told to everyone in it ({@link Listener}); a player acts only
 * for their own seat, named by the connection, never by the message. A seat whose player leaves is kept
 * {@link #RECONNECT} for them to come back with their token. Thread-safe.
 */
public final class Room {

    /** How long a seat waits for its player to come back. */
    public static final Duration RECONNECT = Duration.ofSeconds(60);
    /** The most seats. */
    public static final int MAX_SEATS = Game.MAX_SEATS;

    private static final SecureRandom RANDOM = new SecureRandom();

    /** Where a room is saved after every change (under the room's lock), to be taken up after a restart. */
    public interface Saver {
        /** Saves the room as it is now. */
        void save(Room room);
    }

    /** Who hears the room: the seats' and the spectators' connections. */
    public interface Listener {
        /** A message for this connection (JSON as a map). */
        void send(Map<String, Object> message);
    }

    private static final class SeatState {
        final String name;
        final String token;
        Listener connection;
        long leftAtMillis;

        SeatState(String name, String token) {
            this.name = name;
            this.token = token;
        }
    }

    private final String code;
    private final String spec;
    private final Saver saver;
    private final GameFormat format;
    private final Duration roundTime;
    private final ScheduledExecutorService clock;
    private final LongSupplier now;
    private final List<SeatState> seats = new ArrayList<>();
    private final List<Listener> spectators = new ArrayList<>();
    private Game game;
    private ScheduledFuture<?> reveal;
    private long solvingSinceMillis;
    private String clockedRound = "";
    private boolean resumed;

    Room(String code, String spec, GameFormat format, Duration roundTime, ScheduledExecutorService clock, LongSupplier now,
            Saver saver) {
        this.code = code;
        this.spec = spec;
        this.saver = saver;
        this.format = format;
        this.roundTime = roundTime;
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

    /** Its game's format. */
    public GameFormat format() {
        return format;
    }

    /** How it was asked for (JSON), kept to make it again after a restart. */
    public String spec() {
        return spec;
    }

    /** Every round's clock, or null for the show's. */
    public Duration roundTime() {
        return roundTime;
    }

    /** Its seats' names and tokens, in order (for saving only: a token is the seat's secret). */
    public synchronized List<String[]> seatsAndTokens() {
        List<String[]> out = new ArrayList<>();
        for (SeatState s : seats) {
            out.add(new String[] {s.name, s.token});
        }
        return out;
    }

    /** Its game, or null before the start. */
    public synchronized Game game() {
        return game;
    }

    /**
     * Takes up a saved room after a restart: its seats (each waiting {@link #RECONNECT} for its player from
     * now) and its game; a round whose clock was running gets a whole clock again.
     */
    synchronized void resume(List<String[]> saved, Game savedGame) {
        for (String[] s : saved) {
            SeatState seat = new SeatState(s[0], s[1]);
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
     * @return the seat's number and its token (a secret to come back with)
     * @throws IllegalStateException if the game has started or every seat is taken
     */
    public synchronized Map<String, Object> join(String name, Listener connection) {
        if (game != null) {
            throw new IllegalStateException("the game has started: watch it, or come back to your seat with its token");
        }
        if (seats.size() == MAX_SEATS) {
            throw new IllegalStateException("the room is full (" + MAX_SEATS + " seats)");
        }
        SeatState seat = new SeatState(name, newCode());
        seat.connection = connection;
        seats.add(seat);
        return Map.of("type", "joined", "seat", seats.size() - 1, "token", seat.token);
    }

    /**
     * A player comes back to their seat with its token, within {@link #RECONNECT} of leaving; {@link
     * #announce} then tells everyone.
     *
     * @return the seat's number
     * @throws IllegalStateException if no seat has the token, or it waited longer than {@link #RECONNECT}
     */
    public synchronized int rejoin(String token, Listener connection) {
        for (int i = 0; i < seats.size(); i++) {
            SeatState s = seats.get(i);
            if (s.token.equals(token)) {
                if (s.connection == null && now.getAsLong() - s.leftAtMillis > RECONNECT.toMillis()) {
                    throw new IllegalStateException("the seat waited " + RECONNECT.toSeconds() + " s and was given up");
                }
                s.connection = connection;
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
        spectators.add(connection);
        connection.send(state());
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
        if (seat != 0) {
            throw new IllegalStateException("only the host (seat 0) starts the game");
        }
        if (game != null) {
            throw new IllegalStateException("the game has started");
        }
        if (seats.size() < 2) {
            throw new IllegalStateException("a room game needs at least 2 players, " + seats.size() + " sit");
        }
        List<Seat> players = new ArrayList<>();
        for (SeatState s : seats) {
            players.add(Seat.person(s.name));
        }
        game = Game.start(format, players, seed);
        changed();
    }

    /**
     * A seat's move: picks, declarations and buzzes, for the connection's own seat.
     *
     * @throws IllegalStateException as {@link Game#apply} does, or before the start
     * @throws IllegalArgumentException for a bad value
     */
    public synchronized void act(int seat, Move move) {
        if (game == null) {
            throw new IllegalStateException("the game has not started");
        }
        if (move instanceof Move.Reveal) {
            throw new IllegalStateException("the server reveals, at the clock's end");
        }
        game = game.apply(move);
        changed();
    }

    /** Milliseconds since the current round's clock started (for a buzz). */
    public synchronized long elapsedMillis() {
        return now.getAsLong() - solvingSinceMillis;
    }

    /** After a change: the clock of a round that just began solving, then the news to everyone. */
    private void changed() {
        Round round = game.current().orElse(null);
        String key = round == null ? "" : round.number() + "/" + round.phase();
        if (round != null && round.phase() == Round.Phase.SOLVING && !key.equals(clockedRound)) {
            clockedRound = key;
            solvingSinceMillis = now.getAsLong();
            if (reveal != null) {
                reveal.cancel(false);
            }
            Duration time = roundTime != null ? roundTime : game.clock(round.kind());
            int number = round.number();
            reveal = clock.schedule(() -> clockEnds(number), time.toMillis(), TimeUnit.MILLISECONDS);
        }
        broadcast();
    }

    private synchronized void clockEnds(int number) {
        Round round = game == null ? null : game.current().orElse(null);
        if (round != null && round.number() == number && round.phase() == Round.Phase.SOLVING) {
            game = game.apply(new Move.Reveal());
            changed();
        }
    }

    /** What everyone may see: the seats (names, whether connected), and the game's view without its moves. */
    synchronized Map<String, Object> state() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("type", "state");
        out.put("at", now.getAsLong());
        out.put("code", code);
        out.put("format", format.key());
        List<Object> list = new ArrayList<>();
        for (SeatState s : seats) {
            list.add(Map.of("name", s.name, "connected", s.connection != null));
        }
        out.put("seats", list);
        out.put("spectators", spectators.size());
        out.put("resumed", resumed);
        if (game != null) {
            Map<String, Object> view = new LinkedHashMap<>(GameJson.of(game));
            view.remove("moves");
            view.remove("seed");
            out.put("game", view);
        }
        return out;
    }

    private void broadcast() {
        saver.save(this);
        Map<String, Object> message = state();
        for (SeatState s : seats) {
            if (s.connection != null) {
                s.connection.send(message);
            }
        }
        for (Listener l : spectators) {
            l.send(message);
        }
    }

    /** Whether no one is in it and no seat waits any more (the registry forgets it). */
    synchronized boolean abandoned() {
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
        if (reveal != null) {
            reveal.cancel(false);
        }
    }
}
