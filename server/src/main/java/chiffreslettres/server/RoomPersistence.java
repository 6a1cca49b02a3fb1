package chiffreslettres.server;

import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.server.rooms.Room;
import chiffreslettres.server.rooms.RoomRegistry;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rooms saved in the records' database at every change, and taken up again when the server starts: the
 * seats (names and tokens) and the game (seed and moves, which replay it). A finished room stays as the
 * record of its game. Thread-safe.
 */
final class RoomPersistence implements Room.Saver {

    private static final Logger LOG = LoggerFactory.getLogger(RoomPersistence.class);

    private final Records records;

    RoomPersistence(Records records) {
        this.records = records;
    }

    /** Saves the room; a database that fails is logged, and the room plays on (it would not survive a restart). */
    @Override
    public void save(Room room) {
        try {
            write(room);
        } catch (RuntimeException e) {
            LOG.warn("room {} could not be saved: {}", room.code(), e.getMessage());
        }
    }

    private void write(Room room) {
        ArrayNode seats = JsonShapes.mapper().createArrayNode();
        for (String[] s : room.seatsAndTokens()) {
            seats.addObject().put("name", s[0]).put("token", s[1]);
        }
        Game game = room.game();
        String stored = null;
        if (game != null) {
            Map<String, Object> view = GameJson.of(game);
            ObjectNode g = JsonShapes.mapper().createObjectNode();
            g.put("seed", game.seed());
            g.set("moves", JsonShapes.mapper().valueToTree(view.get("moves")));
            stored = g.toString();
        }
        Duration time = room.roundTime();
        records.saveRoom(new Records.SavedRoom(room.code(), room.spec(), time == null ? null : (int) time.toSeconds(),
                seats.toString(), stored, game != null && game.isOver()));
    }

    /** Takes up every unfinished saved room; a room that no longer replays is logged and left. */
    void resumeAll(RoomRegistry registry) {
        for (Records.SavedRoom saved : records.openRooms()) {
            try {
                JsonNode spec = JsonShapes.mapper().readTree(saved.spec());
                var format = RoomsApi.formatOf(spec);
                List<String[]> seats = new ArrayList<>();
                List<Seat> players = new ArrayList<>();
                for (JsonNode s : JsonShapes.mapper().readTree(saved.seats())) {
                    seats.add(new String[] {s.get("name").asText(), s.get("token").asText()});
                    players.add(Seat.person(s.get("name").asText()));
                }
                Game game = null;
                if (saved.game() != null) {
                    JsonNode g = JsonShapes.mapper().readTree(saved.game());
                    List<Move> moves = new ArrayList<>();
                    for (JsonNode m : g.get("moves")) {
                        moves.add(GameJson.move(m, "moves"));
                    }
                    game = Game.replay(format, players, g.get("seed").asLong(), moves);
                }
                registry.resume(saved.code(), saved.spec(), format, saved.roundSeconds() == null ? null
                        : Duration.ofSeconds(saved.roundSeconds()), seats, game);
            } catch (Exception e) {
                LOG.warn("room {} could not be taken up again: {}", saved.code(), e.getMessage());
            }
        }
    }
}
