package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.ApiClient;
import chiffreslettres.server.Identity;
import chiffreslettres.server.LocalHaproxy;
import chiffreslettres.server.ServerProcess;
import chiffreslettres.server.store.LocalPostgres;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One site on three server processes sharing a real PostgreSQL, behind Debian's HAProxy on loopback with
 * the site's configuration (docs/haproxy.cfg): a three-round duel's two players enter through the proxy
 * and land on one game. After the first round the server holding it is stopped gracefully (SIGTERM, one
 * second of draining): the players' sockets close, they reconnect through the proxy with their tokens,
 * and another server takes the room up from the database. After the second round that server is killed
 * (SIGKILL): the last one takes the room up. The killed server then comes back on its port, and the proxy
 * sends the room's path to it again: a spectator arriving there makes it take the room up, so the copy on
 * the other server refuses the players' next move (telling no one) and lets them go; they come back to
 * the room where it now is, and the duel ends there, counted once in each player's records and ratings.
 */
class ProxiedRoomsTest {

    static RoomSocketTest.Client[] twoPlayers(URI proxy, String code) {
        URI socket = URI.create("ws://" + proxy.getAuthority() + "/ws/rooms/" + code);
        return new RoomSocketTest.Client[] {RoomSocketTest.Client.connect(socket, null),
            RoomSocketTest.Client.connect(socket, null)};
    }

    /** What runs against a site: the proxy in front, the server processes behind it, the database's address. */
    interface Site {
        void run(LocalHaproxy proxy, List<Process> servers, String database) throws Exception;
    }

    /**
     * A site on a real PostgreSQL: {@code count} server processes sharing their rooms, behind HAProxy with the
     * site's configuration; every process ended afterwards.
     */
    static void onSite(int count, Site site) throws Exception {
        try (LocalPostgres postgres = new LocalPostgres()) {
            List<Process> servers = new ArrayList<>();
            List<Integer> ports = new ArrayList<>();
            try {
                for (int i = 0; i < count; i++) {
                    Process server = ServerProcess.start(List.of(), "--port", "0", "--db", postgres.jdbcUrl(),
                            "--shared-rooms", "--drain-seconds", "1");
                    servers.add(server);
                    ports.add(ServerProcess.awaitListening(server).getPort());
                }
                try (LocalHaproxy proxy = new LocalHaproxy(ports)) {
                    site.run(proxy, servers, postgres.jdbcUrl());
                }
            } finally {
                for (Process server : servers) {
                    server.destroyForcibly();
                    server.waitFor(20, TimeUnit.SECONDS);
                }
            }
        }
    }

    /** A finished duel recorded once: one game in each player's figures and duel rating. */
    static void assertRecordedOnce(ApiClient api, Identity[] ids) throws Exception {
        for (Identity id : ids) {
            JsonNode stats = null;
            for (int wait = 0; wait < 50 && (stats == null || stats.get("games").asInt() == 0); wait++) {
                Thread.sleep(100);
                stats = api.stats(id.id(), id.secret());
            }
            assertThat(stats.get("games").asInt()).isEqualTo(1);
            assertThat(stats.get("ratings").get("duel").get("games").asInt()).isEqualTo(1);
        }
    }

    @Test
    void aDuelThroughTheProxyIsHandedOverByAServerStoppingAndTakenUpFromOneKilled() throws Exception {
        onSite(3, ProxiedRoomsTest::play);
    }

    /**
     * The players back in their seats through the proxy after their server went: the state, how long it
     * took, and the server that held the room before.
     */
    record Back(RoomSocketTest.Client[] players, JsonNode state, double seconds, String holder) {
        Back withHolder(String name) {
            return new Back(players, state, seconds, name);
        }
    }

    /** Stops (or kills) the server holding the room, then brings both players back through the proxy. */
    private static Back handOver(LocalHaproxy proxy, List<Process> servers, String code, String[] tokens,
            RoomSocketTest.Client[] players, boolean kill) throws Exception {
        String holder = proxy.serverOf("/ws/rooms/" + code);
        Process server = servers.get(Integer.parseInt(holder.substring(1)) - 1);
        long from = System.nanoTime();
        if (kill) {
            server.destroyForcibly();
        } else {
            server.destroy();
        }
        assertThat(players[0].closed.get(20, TimeUnit.SECONDS)).as("the socket closed with its server").isNotNull();
        double closedAfter = (System.nanoTime() - from) / 1e9;
        assertThat(server.waitFor(20, TimeUnit.SECONDS)).isTrue();
        // SIGKILL ends the JVM at once (137); SIGTERM runs its shutdown (143): a second of draining first,
        // the sockets still open, then the sockets closed.
        assertThat(server.exitValue()).as("the way the server ended").isEqualTo(kill ? 137 : 143);
        if (!kill) {
            assertThat(closedAfter).as("seconds from SIGTERM to the socket's close: the drain came first")
                    .isGreaterThanOrEqualTo(0.9);
        }
        Back back = comeBack(proxy, code, tokens, from).withHolder(holder);
        assertThat(proxy.serverOf("/ws/rooms/" + code)).isNotEqualTo(holder);
        System.out.printf("room taken up by another server %.2f s after its server was %s%n", back.seconds(),
                kill ? "killed" : "stopped");
        return back;
    }

    /** Both players back in their seats through the proxy, trying for 5 s; the time counted from {@code from}. */
    static Back comeBack(LocalHaproxy proxy, String code, String[] tokens, long from) throws Exception {
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
        double seconds = (System.nanoTime() - from) / 1e9;
        back[1].send("{\"type\":\"rejoin\",\"token\":\"" + tokens[1] + "\"}");
        assertThat(back[1].next(m -> m.path("type").asText().equals("joined")).get("seat").asInt()).isEqualTo(1);
        assertThat(state.get("resumed").asBoolean()).isTrue();
        return new Back(back, state, seconds, null);
    }

    /** A round after the first: a large tile picked, both declare 1; returns the state once it is revealed. */
    static JsonNode nextRound(RoomSocketTest.Client[] players, JsonNode state, int results) throws Exception {
        int picker = state.get("game").get("current").get("picker").asInt();
        players[picker].send("{\"type\":\"large\",\"large\":2}");
        // This round's solving phase (round number = results), not an earlier round's still queued.
        players[0].next(m -> m.has("game") && m.get("game").get("current").path("number").asInt() == results
                && m.get("game").get("current").path("phase").asText().equals("solving"));
        players[0].send("{\"type\":\"declare\",\"answer\":\"1\"}");
        players[1].send("{\"type\":\"declare\",\"answer\":\"1\"}");
        return players[1].next(m -> m.has("game") && m.get("game").get("results").size() == results);
    }

    private static void play(LocalHaproxy proxy, List<Process> servers, String database) throws Exception {
        ApiClient api = new ApiClient(proxy.uri());
        // The room is made by whichever server the proxy picks; its socket's path picks the one that plays it.
        String code = api.ok("POST", "/api/rooms", "{\"variant\":\"countdown\",\"rounds\":[\"numbers\",\"numbers\","
                + "\"numbers\"],\"roundSeconds\":30}").get("code").asText();
        Identity[] ids = {Identity.issued(api), Identity.issued(api)};
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

        // Its server stops gracefully: the room moves with its round.
        Back stopped = handOver(proxy, servers, code, tokens, players, false);
        assertThat(stopped.seconds()).as("seconds from SIGTERM to the game going on").isLessThan(5);
        assertThat(stopped.state().get("game").get("results")).as("the finished round is kept").hasSize(1);
        assertThat(stopped.state().get("game").get("totals").get(0).asInt()).isEqualTo(points0);
        JsonNode second = nextRound(stopped.players(), stopped.state(), 2);

        // The next server dies: the last one takes the room up.
        Back killed = handOver(proxy, servers, code, tokens, stopped.players(), true);
        assertThat(killed.seconds()).as("seconds from SIGKILL to the game going on").isLessThan(5);
        assertThat(killed.state().get("game").get("results")).hasSize(2);
        assertThat(killed.state().get("game").get("totals")).isEqualTo(second.get("game").get("totals"));
        // The killed server comes back on its port: the proxy sends the room's path to it again. A spectator
        // arriving there makes it take the room up; the copy on the other server then refuses the players'
        // next move (telling no one), lets them go, and they come back to the room where it now is.
        int index = Integer.parseInt(killed.holder().substring(1)) - 1;
        Process restarted = ServerProcess.start(List.of(), "--port", Integer.toString(proxy.port(index)), "--db",
                database, "--shared-rooms", "--drain-seconds", "1");
        servers.set(index, restarted);
        ServerProcess.awaitListening(restarted);
        // A server back in gets its share over the proxy's slow start (10 s): the room's path within 20 s.
        long routed = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!proxy.serverOf("/ws/rooms/" + code).equals(killed.holder())) {
            assertThat(System.nanoTime()).as("the proxy sends the room's path to the server back").isLessThan(routed);
            Thread.sleep(100);
        }
        RoomSocketTest.Client watcher = RoomSocketTest.Client.connect(
                URI.create("ws://" + proxy.uri().getAuthority() + "/ws/rooms/" + code), null);
        watcher.send("{\"type\":\"watch\"}");
        assertThat(watcher.next(m -> m.has("game")).get("game").get("results")).hasSize(2);
        int picker = killed.state().get("game").get("current").get("picker").asInt();
        killed.players()[picker].send("{\"type\":\"large\",\"large\":2}");
        assertThat(killed.players()[0].closed.get(10, TimeUnit.SECONDS)).as("the old copy let its players go").isNotNull();
        Back home = comeBack(proxy, code, tokens, System.nanoTime());
        assertThat(home.state().get("game").get("results")).hasSize(2);
        assertThat(home.state().get("game").get("current").path("phase").asText()).as("the refused pick was not made")
                .isEqualTo("picking");
        JsonNode end = nextRound(home.players(), home.state(), 3);
        assertThat(end.get("game").get("over").asBoolean()).isTrue();

        // Recorded once: one game in each player's figures and ratings.
        assertRecordedOnce(api, ids);
    }
}
