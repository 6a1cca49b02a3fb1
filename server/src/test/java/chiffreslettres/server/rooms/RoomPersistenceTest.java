package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.store.Database;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Rooms saved at each change and taken up by a new registry on the same database (as after a restart):
 * a Scrabble room mid-game comes back with its seats, their player ids and the same game.
 */
class RoomPersistenceTest {

    private static final String ANN = "a1111111-0000-4000-8000-000000000001";

    @Test
    void aScrabbleRoomMidGameIsTakenUpWithTheSameGameAndSeats() throws Exception {
        try (Records records = Database.open(Database.inMemory())) {
            RoomPersistence persistence = new RoomPersistence(records, false);
            String spec = "{\"game\":\"scrabble\",\"lang\":\"fr\"}";
            RoomGame.Setup setup = RoomsApi.setupOf(JsonShapes.mapper().readTree(spec), 60);
            List<Map<String, Object>> heard = new ArrayList<>();
            Room room;
            try (RoomRegistry before = new RoomRegistry(persistence)) {
                room = before.create(spec, 60, setup);
                room.join("Ann", ANN, heard::add);
                room.join("Bob", null, heard::add);
                room.start(0, 42L);
                JsonNode pass = JsonShapes.mapper().readTree("{\"type\":\"pass\"}");
                room.act(0, "pass", pass);
                room.act(1, "exchange", JsonShapes.mapper().readTree("{\"type\":\"exchange\",\"tiles\":\""
                        + String.join("", rackOf(room, 1)) + "\"}"));
            }
            try (RoomRegistry after = new RoomRegistry(persistence)) {
                persistence.resumeAll(after);
                Room back = after.find(room.code()).orElseThrow();
                assertThat(back.setup().key()).isEqualTo("scrabble-fr");
                assertThat(back.seconds()).isEqualTo(60);
                assertThat(back.seats()).isEqualTo(room.seats());
                assertThat(back.seats().get(0).playerId()).isEqualTo(ANN);
                assertThat(((ScrabbleRoomGame) back.game()).game()).isEqualTo(((ScrabbleRoomGame) room.game()).game());
                JsonNode seen = JsonShapes.mapper().valueToTree(back.game().view(1));
                assertThat(seen).isEqualTo(JsonShapes.mapper().valueToTree(room.game().view(1)));
            }
        }
    }

    @Test
    void aServerSharingTheDatabaseTakesUpARoomWhenItsPlayersArriveAndNeverClosesOne() throws Exception {
        try (Records records = Database.open(Database.inMemory())) {
            String spec = "{\"game\":\"scrabble\",\"lang\":\"en\"}";
            RoomGame.Setup setup = RoomsApi.setupOf(JsonShapes.mapper().readTree(spec), 60);
            Room room;
            RoomPersistence first = new RoomPersistence(records, true);
            try (RoomRegistry holder = new RoomRegistry(first, first::takeUp)) {
                room = holder.create(spec, 60, setup);
                room.join("Ann", ANN, m -> { });
                room.join("Bob", null, m -> { });
                room.start(0, 7L);
                room.act(0, "pass", JsonShapes.mapper().readTree("{\"type\":\"pass\"}"));
                // A room left on a server that shares its rooms is not closed: another may take it up.
                first.closed(room);
            }
            RoomPersistence second = new RoomPersistence(records, true);
            try (RoomRegistry other = new RoomRegistry(second, second::takeUp)) {
                assertThat(other.find(room.code())).isEmpty();
                Room back = other.findOrTakeUp(room.code()).orElseThrow();
                assertThat(other.findOrTakeUp(room.code())).containsSame(back);
                assertThat(back.seats()).isEqualTo(room.seats());
                assertThat(((ScrabbleRoomGame) back.game()).game()).isEqualTo(((ScrabbleRoomGame) room.game()).game());
                assertThat(other.findOrTakeUp("f".repeat(24))).isEmpty();
            }
            // A registry of a single server takes up nothing on demand.
            try (RoomRegistry alone = new RoomRegistry(new RoomPersistence(records, false))) {
                assertThat(alone.findOrTakeUp(room.code())).isEmpty();
            }
        }
    }

    /** A connection that notes what it hears and whether it was let go because the room moved. */
    private static final class Ear implements Room.Listener {
        final List<Map<String, Object>> heard = new ArrayList<>();
        boolean moved;

        @Override
        public void send(Map<String, Object> message) {
            heard.add(message);
        }

        @Override
        public void moved() {
            moved = true;
        }
    }

    @Test
    void aServerWhoseRoomAnotherTookUpTellsNoOneOfItsNextChangeAndLetsItsPlayersGo() throws Exception {
        try (Records records = Database.open(Database.inMemory())) {
            String spec = "{\"game\":\"scrabble\",\"lang\":\"en\"}";
            RoomGame.Setup setup = RoomsApi.setupOf(JsonShapes.mapper().readTree(spec), 60);
            RoomPersistence first = new RoomPersistence(records, true);
            RoomPersistence second = new RoomPersistence(records, true);
            try (RoomRegistry a = new RoomRegistry(first, first::takeUp);
                    RoomRegistry b = new RoomRegistry(second, second::takeUp)) {
                String code = a.create(spec, 60, setup).code();
                Room onA = a.findOrTakeUp(code).orElseThrow();
                Ear ann = new Ear();
                Ear bob = new Ear();
                onA.join("Ann", ANN, ann);
                onA.join("Bob", null, bob);
                onA.start(0, 9L);
                // Server B takes the room up (its players reached it): the copy on A may no longer save.
                Room onB = b.findOrTakeUp(code).orElseThrow();
                int heardBefore = ann.heard.size();
                onA.act(0, "pass", JsonShapes.mapper().readTree("{\"type\":\"pass\"}"));
                assertThat(ann.heard).as("the refused change was told to no one").hasSize(heardBefore);
                assertThat(ann.moved).isTrue();
                assertThat(bob.moved).isTrue();
                assertThat(onA.isMoved()).isTrue();
                org.assertj.core.api.Assertions.assertThatThrownBy(() -> onA.act(1, "pass",
                        JsonShapes.mapper().readTree("{\"type\":\"pass\"}")))
                        .isInstanceOf(IllegalStateException.class).hasMessageContaining("moved to another server");
                // The database holds B's room, without A's pass: B plays on from there.
                ScrabbleGame kept = ((ScrabbleRoomGame) onB.game()).game();
                assertThat(kept.turns()).isEmpty();
                onB.act(0, "pass", JsonShapes.mapper().readTree("{\"type\":\"pass\"}"));
                assertThat(onB.isMoved()).isFalse();
                // Players back on A: A takes the room up again, with B's pass, and B's copy stops in turn.
                Room again = a.findOrTakeUp(code).orElseThrow();
                assertThat(again).isNotSameAs(onA);
                assertThat(((ScrabbleRoomGame) again.game()).game().turns()).hasSize(1);
                Ear cy = new Ear();
                onB.watch(cy);
                onB.act(1, "pass", JsonShapes.mapper().readTree("{\"type\":\"pass\"}"));
                assertThat(onB.isMoved()).isTrue();
                assertThat(cy.moved).isTrue();
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> rackOf(Room room, int seat) {
        List<String> faces = (List<String>) room.game().view(seat).get("rack");
        return faces.stream().map(f -> f.length() > 1 ? "[" + f + "]" : f).toList();
    }
}
