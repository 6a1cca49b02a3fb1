package chiffreslettres.server.rooms;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The rooms of a server, by code; a room no one is in (and whose seats waited long enough) is forgotten.
 * One scheduler thread runs every room's clock. Thread-safe.
 */
public final class RoomRegistry implements AutoCloseable {

    /** The most rooms at once; a new one beyond is refused. */
    public static final int MAX_ROOMS = 10_000;

    private final Map<String, Room> rooms = new ConcurrentHashMap<>();
    private final Room.Saver saver;
    private final TakeUp takeUp;
    /** Whether a room created here is held here (one server), or only saved (rooms shared with others). */
    private final boolean holdsCreated;
    private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "room-clocks");
        t.setDaemon(true);
        return t;
    });

    /** A registry that saves its rooms with {@code saver} and sweeps abandoned ones every minute. */
    public RoomRegistry(Room.Saver saver) {
        this(saver, (registry, code) -> Optional.empty(), true);
    }

    /**
     * A registry that shares its rooms with other servers: it takes up a room it does not hold when its
     * players arrive ({@link #findOrTakeUp}), from the database they share, and a room it creates is only
     * saved, not held, since its players' sockets may reach another server, which takes it up.
     */
    public RoomRegistry(Room.Saver saver, TakeUp takeUp) {
        this(saver, takeUp, false);
    }

    private RoomRegistry(Room.Saver saver, TakeUp takeUp, boolean holdsCreated) {
        this.saver = saver;
        this.takeUp = takeUp;
        this.holdsCreated = holdsCreated;
        clock.scheduleAtFixedRate(this::sweep, 1, 1, TimeUnit.MINUTES);
    }

    /** Finds a room this registry does not hold elsewhere (a database), and resumes it here. */
    @FunctionalInterface
    public interface TakeUp {
        /** The room of the code, {@link #resume resumed} in the registry; empty when there is none to take up. */
        Optional<Room> takeUp(RoomRegistry registry, String code);
    }

    /** The room of a code, taken up when this registry does not hold it but its taker finds it; one take-up at a time. */
    public Optional<Room> findOrTakeUp(String code) {
        Room held = rooms.get(code);
        if (held != null && !held.isMoved()) {
            return Optional.of(held);
        }
        synchronized (takeUp) {
            held = rooms.get(code);
            if (held != null && held.isMoved()) {
                // Another server took it up, then the players came back here: take it up again.
                rooms.remove(code, held);
                held = null;
            }
            return held != null ? Optional.of(held) : takeUp.takeUp(this, code);
        }
    }

    /**
     * A new room for a game, saved, and held here unless the registry shares its rooms (then the server its
     * players' sockets reach takes it up).
     *
     * @param spec    how it was asked for (JSON), saved to make the setup again after a restart
     * @param seconds the seconds asked for its clock, or null for the game's own (saved with the spec)
     * @throws IllegalStateException if {@link #MAX_ROOMS} are open
     */
    public Room create(String spec, Integer seconds, RoomGame.Setup setup) {
        if (rooms.size() >= MAX_ROOMS) {
            throw new IllegalStateException("the server holds " + MAX_ROOMS + " rooms, the most it keeps");
        }
        Room room = new Room(Room.newCode(), spec, seconds, setup, clock, System::currentTimeMillis, saver);
        if (holdsCreated) {
            rooms.put(room.code(), room);
        }
        saver.save(room);
        return room;
    }

    /**
     * Takes up a room saved before a restart, under its code: its seats wait {@link Room#RECONNECT} for their
     * players, its game goes on (null before the start).
     *
     * @throws IllegalStateException if {@link #MAX_ROOMS} are open
     */
    public Room resume(String code, String spec, Integer seconds, RoomGame.Setup setup, List<Room.SeatRecord> seats,
            RoomGame game) {
        if (rooms.size() >= MAX_ROOMS) {
            throw new IllegalStateException("the server holds " + MAX_ROOMS + " rooms, the most it keeps");
        }
        Room room = new Room(code, spec, seconds, setup, clock, System::currentTimeMillis, saver);
        room.resume(seats, game);
        rooms.put(code, room);
        return room;
    }

    /** The room of a code. */
    public Optional<Room> find(String code) {
        return Optional.ofNullable(rooms.get(code));
    }

    /** Forgets the rooms everyone left, closing those that did not finish for good. */
    void sweep() {
        rooms.values().removeIf(room -> {
            if (room.abandoned()) {
                room.close();
                RoomGame game = room.game();
                if (game == null || !game.isOver()) {
                    saver.closed(room);
                }
                return true;
            }
            return false;
        });
    }

    @Override
    public void close() {
        clock.shutdownNow();
    }
}
