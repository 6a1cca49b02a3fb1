package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.ApiClient;
import chiffreslettres.server.Identity;
import chiffreslettres.server.LocalHaproxy;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Slow is not down: two server processes on a real PostgreSQL behind Debian's HAProxy with the site's
 * configuration (docs/haproxy.cfg), a duel in a room, and requests through the proxy all along. The room's
 * server is paused (SIGSTOP) for 3 s, then resumed; then the machine is starved by busy processes (two a
 * core) for 10 s. The proxy answers no request with an error of its own (no 502, 503 or 504) while both
 * processes live, and the duel goes on (in its room, or moved once) to its end, counted once.
 */
class ProxiedSlownessTest {

    /** The paths the requests take in turn: the proxy hashes each to a server. */
    private static final List<String> PATHS = List.of("/api/variants", "/api/version", "/api/games/formats",
            "/api/scrabble/lists", "/", "/app.js", "/shared/api.js", "/style.css", "/shared/i18n.js", "/games/game.js", "/openapi.json",
            "/api/health");

    /** Requests sent by a few threads through the proxy until closed: the statuses seen, by server. */
    private static final class Traffic implements AutoCloseable {
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final Map<String, AtomicInteger> seen = new ConcurrentHashMap<>();
        private final List<Thread> threads = new ArrayList<>();

        Traffic(URI proxy, int clients) {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            for (int c = 0; c < clients; c++) {
                int first = c;
                Thread thread = new Thread(() -> {
                    for (int i = first; running.get(); i += clients) {
                        String path = PATHS.get(i % PATHS.size());
                        String outcome;
                        try {
                            HttpResponse<Void> answer = http.send(HttpRequest.newBuilder(proxy.resolve(path))
                                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.discarding());
                            outcome = answer.statusCode() + " " + answer.headers().firstValue("X-Served-By").orElse("proxy");
                        } catch (Exception e) {
                            outcome = "failed " + e.getClass().getSimpleName();
                        }
                        seen.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
                        try {
                            Thread.sleep(25);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                });
                thread.start();
                threads.add(thread);
            }
        }

        /** The outcomes since the last call ({@code "200 s1"}, {@code "503 proxy"}, {@code "failed ..."}), then reset. */
        Map<String, Integer> take() {
            Map<String, Integer> out = new java.util.TreeMap<>();
            seen.forEach((k, v) -> out.put(k, v.getAndSet(0)));
            out.values().removeIf(v -> v == 0);
            return out;
        }

        @Override
        public void close() throws InterruptedException {
            running.set(false);
            for (Thread thread : threads) {
                thread.join(TimeUnit.SECONDS.toMillis(40));
            }
        }
    }

    private static void signal(Process process, String signal) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).inheritIO().start();
        assertThat(kill.waitFor(10, TimeUnit.SECONDS) && kill.exitValue() == 0).as("kill -%s", signal).isTrue();
    }

    /** Every request answered by a server with a success or a client error: none by the proxy, none lost. */
    private static void assertAnsweredByTheServers(Map<String, Integer> outcomes, String when) {
        assertThat(outcomes).as(when).isNotEmpty();
        assertThat(outcomes.keySet()).as("%s: every request answered by a server, without error", when)
                .allMatch(o -> o.matches("[2-4]\\d\\d s\\d"));
    }

    @Test
    void aPausedServerAndAStarvedMachineAreSlowNotDown() throws Exception {
        ProxiedRoomsTest.onSite(2, (proxy, servers, database) -> play(proxy, servers));
    }

    private static void play(LocalHaproxy proxy, List<Process> servers) throws Exception {
        ApiClient api = new ApiClient(proxy.uri());
        String code = api.ok("POST", "/api/rooms", "{\"variant\":\"countdown\",\"rounds\":[\"numbers\",\"numbers\","
                + "\"numbers\"],\"roundSeconds\":60}").get("code").asText();
        Identity[] ids = {Identity.issued(api), Identity.issued(api)};
        RoomSocketTest.Client[] players = ProxiedRoomsTest.twoPlayers(proxy.uri(), code);
        String[] tokens = new String[2];
        for (int i = 0; i < 2; i++) {
            players[i].send("{\"type\":\"join\",\"name\":\"P" + i + "\",\"player\":\"" + ids[i].id() + "\",\"secret\":\""
                    + ids[i].secret() + "\"}");
            tokens[i] = players[i].next(m -> m.path("type").asText().equals("joined")).get("token").asText();
        }
        RoomRestartTest.firstRound(players);
        JsonNode state = players[1].last(m -> m.has("game") && m.get("game").get("results").size() == 1);
        String holder = proxy.serverOf("/ws/rooms/" + code);
        Process held = servers.get(Integer.parseInt(holder.substring(1)) - 1);

        try (Traffic traffic = new Traffic(proxy.uri(), 4)) {
            Thread.sleep(1_000);
            assertAnsweredByTheServers(traffic.take(), "before");
            // The room's server paused for 3 s, then resumed: slow, not dead.
            signal(held, "STOP");
            Thread.sleep(3_000);
            signal(held, "CONT");
            Thread.sleep(3_000);
            Map<String, Integer> paused = traffic.take();
            System.out.println("requests through the proxy while " + holder + " was paused 3 s: " + paused);
            assertAnsweredByTheServers(paused, "a server paused 3 s");
            assertThat(proxy.serverOf("/ws/rooms/" + code)).as("the paused server kept its rooms").isEqualTo(holder);

            // The duel goes on: where it was, or moved once to where the proxy now sends it.
            boolean stayed = !players[0].closed.isDone() && !players[1].closed.isDone();
            if (!stayed) {
                ProxiedRoomsTest.Back back = ProxiedRoomsTest.comeBack(proxy, code, tokens, System.nanoTime());
                players = back.players();
                state = back.state();
            }
            state = ProxiedRoomsTest.nextRound(players, state, 2);

            // Both servers starved: two busy processes a core for 10 s.
            List<Process> busy = new ArrayList<>();
            try {
                for (int i = 0; i < 2 * Runtime.getRuntime().availableProcessors(); i++) {
                    busy.add(new ProcessBuilder("yes").redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
                }
                Thread.sleep(10_000);
            } finally {
                busy.forEach(Process::destroyForcibly);
            }
            Thread.sleep(1_000);
            Map<String, Integer> starved = traffic.take();
            System.out.println("requests through the proxy while the machine was starved 10 s: " + starved);
            assertAnsweredByTheServers(starved, "the machine starved 10 s");
        }
        assertThat(servers).allMatch(Process::isAlive);
        if (players[0].closed.isDone() || players[1].closed.isDone()) {
            ProxiedRoomsTest.Back back = ProxiedRoomsTest.comeBack(proxy, code, tokens, System.nanoTime());
            players = back.players();
            state = back.state();
        }
        JsonNode end = ProxiedRoomsTest.nextRound(players, state, 3);
        assertThat(end.get("game").get("over").asBoolean()).isTrue();

        // Counted once: one game in each player's figures and ratings.
        ProxiedRoomsTest.assertRecordedOnce(api, ids);
    }
}
