package chiffreslettres.server.rooms;

import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rooms saved in the records' database at every change, and taken up again when the server starts: the
 * seats (names and tokens) and the game (seed and moves, which replay it). A finished room stays as the
 * record of its game. Thread-safe.
 */
public final class RoomPersistence implements Room.Saver {

    private static final Logger LOG = LoggerFactory.getLogger(RoomPersistence.class);

    /**
     * How long a room may stay unchanged and still be taken up after a restart: longer than a socket's
     * idle time (10 minutes), so that a room left quiet that long has no one playing in it.
     */
    static final java.time.Duration STALE = java.time.Duration.ofMinutes(15);

    private final Records records;
    /** Whether other servers share the rooms: a room left is then forgotten here, not closed. */
    private final boolean shared;
    /** This server's id as a rooms' holder when the rooms are shared (null otherwise). */
    private final String holder;

    public RoomPersistence(Records records, boolean shared) {
        this.records = records;
        this.shared = shared;
        this.holder = shared ? java.util.UUID.randomUUID().toString() : null;
    }

    /**
     * Saves the room; false when another server took it up meanwhile. A database that fails is logged, and
     * the room plays on (it would not survive a restart).
     */
    @Override
    public boolean save(Room room) {
        try {
            return write(room);
        } catch (RuntimeException e) {
            LOG.warn("room {} could not be saved: {}", room.code(), e.getMessage());
            return true;
        }
    }

    @Override
    public void closed(Room room) {
        if (shared) {
            return;
        }
        try {
            records.closeRoom(room.code());
        } catch (RuntimeException e) {
            LOG.warn("room {} could not be closed: {}", room.code(), e.getMessage());
        }
    }

    private boolean write(Room room) {
        ArrayNode seats = JsonShapes.mapper().createArrayNode();
        List<Room.SeatRecord> seated = room.seats();
        for (Room.SeatRecord s : seated) {
            ObjectNode seat = seats.addObject().put("name", s.name()).put("token", s.token());
            if (s.playerId() != null) {
                seat.put("player", s.playerId());
            }
        }
        RoomGame game = room.game();
        boolean finished = game != null && game.isOver();
        return records.saveRoom(new Records.SavedRoom(room.code(), room.spec(), room.seconds(), seats.toString(),
                game == null ? null : game.saved(), finished, room.setup().key(),
                finished ? results(seated, game.scores()) : List.of()), holder);
    }

    /** The results of the seats whose player gave an id: place 1 for the most points, equal points sharing a place. */
    static List<Records.RoomResult> results(List<Room.SeatRecord> seats, int[] scores) {
        int best = Arrays.stream(scores).max().orElse(0);
        long atBest = Arrays.stream(scores).filter(p -> p == best).count();
        List<Records.RoomResult> out = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            String player = seats.get(i).playerId();
            if (player == null) {
                continue;
            }
            int points = scores[i];
            int place = 1 + (int) Arrays.stream(scores).filter(p -> p > points).count();
            Records.Outcome outcome = points < best ? Records.Outcome.LOST
                    : atBest > 1 ? Records.Outcome.DRAWN : Records.Outcome.WON;
            out.add(new Records.RoomResult(i, player, points, place, outcome));
        }
        return out;
    }

    /**
     * Takes up the unfinished rooms changed in the last {@link #STALE} (the latest first, {@link
     * RoomRegistry#MAX_ROOMS} at most); the others are closed for good. A room that no longer replays is
     * logged and closed.
     */
    public void resumeAll(RoomRegistry registry) {
        for (Records.SavedRoom saved : records.openRooms(java.time.Instant.now().minus(STALE), RoomRegistry.MAX_ROOMS)) {
            resume(registry, saved);
        }
    }

    /**
     * Closes for good the unfinished rooms no server changed in the last {@link #STALE}, when the rooms are
     * shared: rooms changed since may be held by another server, and are left as they are.
     */
    public void closeStale() {
        records.closeStaleRooms(java.time.Instant.now().minus(STALE));
    }

    /**
     * Takes up one room from the database as its players arrive, when it is open and changed in the last
     * {@link #STALE}: the room another server held, which died or left it.
     */
    public Optional<Room> takeUp(RoomRegistry registry, String code) {
        return records.takeRoom(code, java.time.Instant.now().minus(STALE), holder).flatMap(saved -> resume(registry, saved));
    }

    /** The saved room in the registry again; a room that no longer replays is logged and closed. */
    private Optional<Room> resume(RoomRegistry registry, Records.SavedRoom saved) {
        try {
            JsonNode spec = JsonShapes.mapper().readTree(saved.spec());
            RoomGame.Setup setup = RoomsApi.setupOf(spec, saved.roundSeconds());
            List<Room.SeatRecord> seats = new ArrayList<>();
            for (JsonNode s : JsonShapes.mapper().readTree(saved.seats())) {
                JsonNode player = s.get("player");
                seats.add(new Room.SeatRecord(s.get("name").asText(), s.get("token").asText(),
                        player == null ? null : player.asText()));
            }
            RoomGame game = saved.game() == null ? null
                    : setup.resume(seats.stream().map(Room.SeatRecord::name).toList(),
                            JsonShapes.mapper().readTree(saved.game()));
            return Optional.of(registry.resume(saved.code(), saved.spec(), saved.roundSeconds(), setup, seats, game));
        } catch (Exception e) {
            LOG.warn("room {} could not be taken up again: {}", saved.code(), e.getMessage());
            records.closeRoom(saved.code());
            return Optional.empty();
        }
    }
}
