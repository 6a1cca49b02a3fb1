package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.store.LocalPostgres;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One site on two server processes sharing a real PostgreSQL, behind Debian's HAProxy on loopback with the
 * site's configuration (docs/haproxy.cfg): a duel's two players enter through the proxy and land on one
 * game; the server holding it is killed (SIGKILL) after its first round; the players reconnect through
 * the proxy with their tokens, the other server takes the room up from the database, and the duel ends
 * there, counted once in each player's records and ratings.
 */
class ProxiedRoomsTest {

    private static RoomSocketTest.Client[] twoPlayers(URI proxy, String code) {
        URI socket = URI.create("ws://" + proxy.getAuthority() + "/ws/rooms/" + code);
        return new RoomSocketTest.Client[] {RoomSocketTest.Client.connect(socket, null),
            RoomSocketTest.Client.connect(socket, null)};
    }

    @Test
    void aDuelThroughTheProxyGoesOnOnTheOtherServerWhenItsServerIsKilled() throws Exception {
        try (LocalPostgres postgres = new LocalPostgres()) {
            List<Process> servers = new ArrayList<>();
            List<Integer> ports = new ArrayList<>();
            try {
                for (int i = 0; i < 2; i++) {
                    Process server = ServerProcess.start(List.of(), "--port", "0", "--db", postgres.jdbcUrl(),
                            "--shared-rooms");
                    servers.add(server);
                    ports.add(ServerProcess.awaitListening(server).getPort());
                }
                try (LocalHaproxy proxy = new LocalHaproxy(ports)) {
                    play(proxy, servers);
                }
            } finally {
                for (Process server : servers) {
                    server.destroyForcibly();
                    server.waitFor(20, TimeUnit.SECONDS);
                }
            }
        }
    }

    private static void play(LocalHaproxy proxy, List<Process> servers) throws Exception {
        ApiClient api = new ApiClient(proxy.uri());
        // The room is made by whichever server the proxy picks; its socket's path picks the one that plays it.
        String code = api.ok("POST", "/api/rooms", "{\"variant\":\"countdown\",\"rounds\":[\"numbers\",\"numbers\"],"
                + "\"roundSeconds\":30}").get("code").asText();
        RecordsApiTest.Identity[] ids = {RecordsApiTest.Identity.issued(api), RecordsApiTest.Identity.issued(api)};
        RoomSocketTest.Client[] players = twoPlayers(proxy.uri(), code);
        String[] tokens = new String[2];
        for (int i = 0; i < 2; i++) {
            players[i].send("{\"type\":\"join\",\"name\":\"P" + i + "\",\"player\":\"" + ids[i].id() + "\",\"secret\":\""
                    + ids[i].secret() + "\"}");
            tokens[i] = players[i].next(m -> m.path("type").asText().equals("joined")).get("token").asText();
        }
        // Both entered through the proxy and sit in one game.
        assertThat(players[1].last(m -> m.has("seats") && m.get("seats").size() == 2).get("seats").get(0).get("name")
                .asText()).isEqualTo("P0");
        int points0 = RoomRestartTest.firstRound(players);
        assertThat(points0).isPositive();

        // The server holding the room dies; the players come back through the proxy.
        String holder = proxy.serverOf("/ws/rooms/" + code);
        Process killed = servers.get(Integer.parseInt(holder.substring(1)) - 1);
        long killedAt = System.nanoTime();
        killed.destroyForcibly();
        assertThat(killed.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(players[0].closed.get(10, TimeUnit.SECONDS)).as("the socket closed with its server").isNotNull();
        JsonNode state = null;
        RoomSocketTest.Client[] back = null;
        for (int attempt = 0; state == null; attempt++) {
            try {
                back = twoPlayers(proxy.uri(), code);
                back[0].send("{\"type\":\"rejoin\",\"token\":\"" + tokens[0] + "\"}");
                state = back[0].next(m -> m.has("game"));
            } catch (RuntimeException | AssertionError e) {
                assertThat(attempt).as("the room was taken up within 5 s: %s", e).isLessThan(25);
                Thread.sleep(200);
            }
        }
        double seconds = (System.nanoTime() - killedAt) / 1e9;
        assertThat(seconds).as("seconds from the kill to the game going on").isLessThan(5);
        assertThat(proxy.serverOf("/ws/rooms/" + code)).isNotEqualTo(holder);
        back[1].send("{\"type\":\"rejoin\",\"token\":\"" + tokens[1] + "\"}");
        assertThat(back[1].next(m -> m.path("type").asText().equals("joined")).get("seat").asInt()).isEqualTo(1);
        assertThat(state.get("resumed").asBoolean()).isTrue();
        assertThat(state.get("game").get("results")).as("the finished round is kept").hasSize(1);
        assertThat(state.get("game").get("totals").get(0).asInt()).isEqualTo(points0);
        int picker = state.get("game").get("current").get("picker").asInt();
        back[picker].send("{\"type\":\"large\",\"large\":2}");
        back[0].next(m -> m.has("game") && m.get("game").get("current").path("phase").asText().equals("solving"));
        back[0].send("{\"type\":\"declare\",\"answer\":\"1\"}");
        back[1].send("{\"type\":\"declare\",\"answer\":\"1\"}");
        JsonNode end = back[1].next(m -> m.has("game") && m.get("game").get("over").asBoolean());
        assertThat(end.get("game").get("results")).hasSize(2);
        // Recorded once: one game in each player's figures and ratings.
        for (int i = 0; i < 2; i++) {
            int seat = i;
            JsonNode stats = null;
            for (int wait = 0; wait < 50 && (stats == null || stats.get("games").asInt() == 0); wait++) {
                Thread.sleep(100);
                stats = api.stats(ids[seat].id(), ids[seat].secret());
            }
            assertThat(stats.get("games").asInt()).isEqualTo(1);
            assertThat(stats.get("ratings").get("duel").get("games").asInt()).isEqualTo(1);
        }
        System.out.printf("room taken up by the other server %.2f s after its server was killed%n", seconds);
    }
}
