package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.ApiClient;
import chiffreslettres.server.Identity;
import chiffreslettres.server.ServerProcess;
import chiffreslettres.server.store.Database;
import chiffreslettres.server.store.LocalPostgres;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A duel's server killed (SIGKILL) after its first round was revealed, then started again on the same
 * database: the players come back to their seats with their tokens, are told the game goes on, the
 * finished round and its points are still there, and the game plays to its end. On the embedded database
 * and on PostgreSQL. A Scrabble room killed after its first turn comes back with the same racks and turn,
 * and its end counts in the players' records.
 */
class RoomRestartTest {

    /** Two socket clients of a room of the server at {@code base}. */
    private static RoomSocketTest.Client[] twoPlayers(URI base, String code) {
        URI socket = URI.create("ws://" + base.getAuthority() + "/ws/rooms/" + code);
        return new RoomSocketTest.Client[] {RoomSocketTest.Client.connect(socket, null),
            RoomSocketTest.Client.connect(socket, null)};
    }

    /**
     * A two-round numbers duel's first round from its start: one large tile picked, seat 0 declares the
     * best answer and seat 1 nonsense; returns seat 0's points once the round is revealed.
     */
    static int firstRound(RoomSocketTest.Client[] players) throws Exception {
        players[0].send("{\"type\":\"start\"}");
        int picker = players[0].next(m -> m.has("game")).get("game").get("current").get("picker").asInt();
        players[picker].send("{\"type\":\"large\",\"large\":1}");
        JsonNode solving = players[0].next(m -> m.has("game")
                && m.get("game").get("current").path("phase").asText().equals("solving"));
        JsonNode current = solving.get("game").get("current");
        long[] tiles = new long[current.get("tiles").size()];
        for (int i = 0; i < tiles.length; i++) {
            tiles[i] = current.get("tiles").get(i).asLong();
        }
        String best = chiffreslettres.Chiffres.best(current.get("target").asLong(), tiles).best().toAscii();
        players[0].send("{\"type\":\"declare\",\"answer\":\"" + best + "\"}");
        players[1].send("{\"type\":\"declare\",\"answer\":\"nonsense\"}");
        JsonNode revealed = players[0].next(m -> m.has("game") && m.get("game").get("results").size() == 1);
        return revealed.get("game").get("totals").get(0).asInt();
    }

    /** Kills the server with SIGKILL and checks it died of it. */
    private static void kill(Process server) throws InterruptedException {
        server.destroyForcibly();
        server.waitFor(20, TimeUnit.SECONDS);
        assertThat(server.exitValue()).isEqualTo(137);
    }

    private static void duel(String database) throws Exception {
        Process first = ServerProcess.start(List.of(), "--port", "0", "--db", database);
        URI base = ServerProcess.awaitListening(first);
        String code;
        String[] tokens = new String[2];
        int points0;
        try {
            code = new ApiClient(base).ok("POST", "/api/rooms", "{\"variant\":\"countdown\",\"rounds\":[\"numbers\",\"numbers\"],"
                    + "\"roundSeconds\":30}").get("code").asText();
            RoomSocketTest.Client[] players = twoPlayers(base, code);
            for (int i = 0; i < 2; i++) {
                players[i].send("{\"type\":\"join\",\"name\":\"P" + i + "\"}");
                tokens[i] = players[i].next(m -> m.path("type").asText().equals("joined")).get("token").asText();
            }
            points0 = firstRound(players);
            assertThat(points0).isPositive();
        } finally {
            kill(first);
        }
        Process second = ServerProcess.start(List.of(), "--port", "0", "--db", database);
        try {
            URI again = ServerProcess.awaitListening(second);
            RoomSocketTest.Client[] players = twoPlayers(again, code);
            JsonNode state = null;
            for (int i = 0; i < 2; i++) {
                players[i].send("{\"type\":\"rejoin\",\"token\":\"" + tokens[i] + "\"}");
                assertThat(players[i].next(m -> m.path("type").asText().equals("joined")).get("seat").asInt()).isEqualTo(i);
                state = players[i].next(m -> m.has("game"));
            }
            assertThat(state.get("resumed").asBoolean()).as("the players are told the game goes on").isTrue();
            assertThat(state.get("game").get("results")).as("the finished round is kept").hasSize(1);
            assertThat(state.get("game").get("totals").get(0).asInt()).isEqualTo(points0);
            int picker = state.get("game").get("current").get("picker").asInt();
            players[picker].send("{\"type\":\"large\",\"large\":2}");
            players[0].next(m -> m.has("game") && m.get("game").get("current").path("phase").asText().equals("solving"));
            players[0].send("{\"type\":\"declare\",\"answer\":\"1\"}");
            players[1].send("{\"type\":\"declare\",\"answer\":\"1\"}");
            JsonNode end = players[1].next(m -> m.has("game") && m.get("game").get("over").asBoolean());
            assertThat(end.get("game").get("results")).hasSize(2);
            // A code the server never had is told as closed.
            RoomSocketTest.Client lost = RoomSocketTest.Client.connect(URI.create("ws://" + again.getAuthority()
                    + "/ws/rooms/" + "f".repeat(24)), null);
            assertThat(lost.error().get("detail").asText()).startsWith("this room is closed");
        } finally {
            second.destroy();
            second.waitFor(20, TimeUnit.SECONDS);
        }
    }

    @Test
    void aScrabbleGameGoesOnAfterAKilledServerAndItsEndIsRecorded(@TempDir Path dir) throws Exception {
        String database = Database.embedded(dir);
        Identity[] ids = new Identity[2];
        Process first = ServerProcess.start(List.of(), "--port", "0", "--db", database);
        String code;
        String[] tokens = new String[2];
        JsonNode[] racks = new JsonNode[2];
        try {
            URI base = ServerProcess.awaitListening(first);
            code = new ApiClient(base).ok("POST", "/api/rooms", "{\"game\":\"scrabble\",\"lang\":\"en\",\"roundSeconds\":60}")
                    .get("code").asText();
            RoomSocketTest.Client[] players = twoPlayers(base, code);
            for (int i = 0; i < 2; i++) {
                ids[i] = Identity.issued(new ApiClient(base));
                players[i].send("{\"type\":\"join\",\"name\":\"P" + i + "\",\"player\":\"" + ids[i].id()
                        + "\",\"secret\":\"" + ids[i].secret() + "\"}");
                tokens[i] = players[i].next(m -> m.path("type").asText().equals("joined")).get("token").asText();
            }
            players[0].send("{\"type\":\"start\"}");
            players[0].send("{\"type\":\"pass\"}");
            for (int i = 0; i < 2; i++) {
                racks[i] = players[i].last(m -> m.has("game") && m.get("game").get("turns").size() == 1).get("game").get("rack");
            }
        } finally {
            kill(first);
        }
        Process second = ServerProcess.start(List.of(), "--port", "0", "--db", database);
        try {
            URI again = ServerProcess.awaitListening(second);
            RoomSocketTest.Client[] players = twoPlayers(again, code);
            for (int i = 0; i < 2; i++) {
                players[i].send("{\"type\":\"rejoin\",\"token\":\"" + tokens[i] + "\"}");
                JsonNode state = players[i].next(m -> m.has("game"));
                assertThat(state.get("resumed").asBoolean()).isTrue();
                assertThat(state.get("game").get("turns")).hasSize(1);
                assertThat(state.get("game").get("rack")).as("seat %d's rack", i).isEqualTo(racks[i]);
            }
            // Five more scoreless turns end the game (six in a row).
            for (int turn = 1; turn < 6; turn++) {
                players[turn % 2].send("{\"type\":\"pass\"}");
                int done = turn + 1;
                players[0].last(m -> m.has("game") && m.get("game").get("turns").size() == done);
            }
            JsonNode end = players[0].last(m -> m.has("game") && m.get("game").get("over").asBoolean()).get("game");
            ApiClient api = new ApiClient(again);
            for (int i = 0; i < 2; i++) {
                JsonNode stats = api.stats(ids[i].id(), ids[i].secret());
                assertThat(stats.get("games").asInt()).isEqualTo(1);
                int mine = end.get("scores").get(i).asInt();
                int theirs = end.get("scores").get(1 - i).asInt();
                assertThat(stats.get(mine > theirs ? "won" : mine == theirs ? "drawn" : "lost").asInt()).isEqualTo(1);
            }
        } finally {
            second.destroy();
            second.waitFor(20, TimeUnit.SECONDS);
        }
    }

    @Test
    void aDuelGoesOnAfterAKilledServerOnTheEmbeddedDatabase(@TempDir Path dir) throws Exception {
        duel(Database.embedded(dir));
    }

    @Test
    void aDuelGoesOnAfterAKilledServerOnPostgres() throws Exception {
        try (LocalPostgres postgres = new LocalPostgres()) {
            duel(postgres.jdbcUrl());
        }
    }
}
