package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** A room's listeners: a dead one stops no other, a spectator counts once, a seat taken back leaves its old connection. */
class RoomListenersTest {

    private static final ScheduledExecutorService CLOCK = Executors.newSingleThreadScheduledExecutor();

    @AfterAll
    static void stop() {
        CLOCK.shutdownNow();
    }

    /** A game that only waits: enough for seats, spectators and news. */
    private static final RoomGame.Setup WAITING = new RoomGame.Setup() {
        @Override
        public String key() {
            return "waiting";
        }

        @Override
        public int minSeats() {
            return 2;
        }

        @Override
        public int maxSeats() {
            return 4;
        }

        @Override
        public RoomGame start(List<String> players, long seed) {
            throw new UnsupportedOperationException();
        }

        @Override
        public RoomGame resume(List<String> players, JsonNode saved) {
            throw new UnsupportedOperationException();
        }
    };

    /** A listener that keeps what it hears, or throws as a connection closed mid-send does. */
    private static class Ear implements Room.Listener {
        final List<Map<String, Object>> heard = new ArrayList<>();
        final boolean dead;
        boolean replaced;

        Ear(boolean dead) {
            this.dead = dead;
        }

        @Override
        public void send(Map<String, Object> message) {
            if (dead) {
                throw new IllegalStateException("java.io.IOException: Closed");
            }
            heard.add(message);
        }

        @Override
        public void replaced() {
            replaced = true;
        }
    }

    private static Room room() {
        return new Room(Room.newCode(), "{}", null, WAITING, CLOCK, System::currentTimeMillis, r -> true);
    }

    @Test
    void aDeadConnectionStopsNoOneElseHearingTheRoom() {
        Room room = room();
        Ear dead = new Ear(true);
        Ear seat = new Ear(false);
        Ear spectatorAfterADeadOne = new Ear(false);
        room.join("Ann", null, dead);
        room.join("Bob", null, seat);
        room.watch(new Ear(true) {
            @Override
            public void send(Map<String, Object> message) {
                // Dies only once it watches, as a browser tab closed mid-game.
                if (!heard.isEmpty()) {
                    throw new IllegalStateException("Closed");
                }
                heard.add(message);
            }
        });
        room.watch(spectatorAfterADeadOne);
        int before = seat.heard.size() + spectatorAfterADeadOne.heard.size();
        room.announce();
        assertThat(seat.heard.size() + spectatorAfterADeadOne.heard.size()).isEqualTo(before + 2);
    }

    @Test
    void aSpectatorCountsOnceAndASeatTakenBackLeavesTheOldConnectionActingForNoSeat() {
        Room room = room();
        Ear eve = new Ear(false);
        room.watch(eve);
        assertThatThrownBy(() -> room.watch(eve)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("already watches");
        assertThat(room.state(-1).get("spectators")).isEqualTo(1);
        room.left(eve);
        assertThat(room.state(-1).get("spectators")).isEqualTo(0);

        Ear first = new Ear(false);
        String token = (String) room.join("Ann", null, first).get("token");
        room.join("Bob", null, new Ear(false));
        Ear second = new Ear(false);
        assertThat(room.rejoin(token, second)).isZero();
        assertThat(first.replaced).isTrue();
        assertThatThrownBy(() -> room.act(0, first, "pick", JsonNodeFactory.instance.objectNode()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no longer holds seat 0");
        assertThatThrownBy(() -> room.act(0, second, "pick", JsonNodeFactory.instance.objectNode()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("has not started");
    }

    @Test
    void aRoomEveryoneLeftIsForgottenAndClosedForGood() {
        List<String> closed = new ArrayList<>();
        try (RoomRegistry registry = new RoomRegistry(new Room.Saver() {
            @Override
            public boolean save(Room room) {
                return true;
            }

            @Override
            public void closed(Room room) {
                closed.add(room.code());
            }
        })) {
            Room empty = registry.create("{}", null, WAITING);
            Room held = registry.create("{}", null, WAITING);
            held.join("Ann", null, new Ear(false));
            registry.sweep();
            assertThat(registry.find(empty.code())).isEmpty();
            assertThat(registry.find(held.code())).isPresent();
            assertThat(closed).containsExactly(empty.code());
        }
    }
}
