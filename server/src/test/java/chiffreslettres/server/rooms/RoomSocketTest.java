package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ApiTest;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Rooms over real WebSockets (the JDK's client): two players and a spectator, the host's start, the
 * picker's pick, a declaration kept private until the server's clock reveals it, a seat nobody can act
 * for but its own connection, bad and oversized messages, the rate limit, a player back in their seat
 * with its token, and a connection from another origin refused.
 */
class RoomSocketTest extends ApiTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** A socket client keeping every message it receives, and how it was closed. */
    static final class Client implements WebSocket.Listener {
        final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
        final List<JsonNode> all = new ArrayList<>();
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket socket;

        static Client connect(String code, String origin) {
            return connect(URI.create("ws://127.0.0.1:" + server.port() + "/ws/rooms/" + code), origin);
        }

        static Client connect(URI uri, String origin) {
            Client c = new Client();
            WebSocket.Builder builder = HTTP.newWebSocketBuilder();
            if (origin != null) {
                builder.header("Origin", origin);
            }
            c.socket = builder.buildAsync(uri, c).join();
            return c;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    JsonNode m = ApiClient.browserSafe(ApiClient.JSON.readTree(partial.toString()));
                    synchronized (all) {
                        all.add(m);
                    }
                    received.add(m);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            closed.complete(status);
            return null;
        }

        void send(String text) {
            socket.sendText(text, true).join();
        }

        /** The next message that matches, waiting up to 10 s. */
        JsonNode next(Predicate<JsonNode> wanted) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < end) {
                JsonNode m = received.poll(100, TimeUnit.MILLISECONDS);
                if (m != null && wanted.test(m)) {
                    return m;
                }
            }
            throw new AssertionError("no such message; received " + all);
        }

        /** The last message received so far that matches, waiting up to 10 s for one (the queue is left as it is). */
        JsonNode last(Predicate<JsonNode> wanted) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < end) {
                synchronized (all) {
                    for (int i = all.size() - 1; i >= 0; i--) {
                        if (wanted.test(all.get(i))) {
                            return all.get(i);
                        }
                    }
                }
                Thread.sleep(50);
            }
            throw new AssertionError("no such message; received " + all);
        }

        JsonNode error() throws InterruptedException {
            return next(m -> m.path("type").asText().equals("error"));
        }
    }

    private static String newRoom() throws Exception {
        return api.ok("POST", "/api/rooms", "{\"format\":\"practice\",\"variant\":\"countdown\",\"round\":\"numbers\","
                + "\"roundSeconds\":3}").get("code").asText();
    }

    @Test
    void aRoundIsPlayedTheDeclarationStaysPrivateAndTheClockReveals() throws Exception {
        String code = newRoom();
        assertThat(code).matches("[0-9a-f]{24}");
        Client ann = Client.connect(code, null);
        Client bob = Client.connect(code, null);
        Client eve = Client.connect(code, null);
        ann.send("{\"type\":\"join\",\"name\":\"Ann\"}");
        assertThat(ann.next(m -> m.path("type").asText().equals("joined")).get("seat").asInt()).isZero();
        bob.send("{\"type\":\"join\",\"name\":\"<b>Bob</b>\"}");
        JsonNode bobSeat = bob.next(m -> m.path("type").asText().equals("joined"));
        assertThat(bobSeat.get("seat").asInt()).isEqualTo(1);
        String bobToken = bobSeat.get("token").asText();
        eve.send("{\"type\":\"watch\"}");
        eve.next(m -> m.path("type").asText().equals("state") && m.get("seats").size() == 2);
        // Only the host starts; nobody acts for another seat.
        bob.send("{\"type\":\"start\"}");
        assertThat(bob.error().get("detail").asText()).isEqualTo("only the host (seat 0) starts the game");
        bob.send("{\"type\":\"declare\",\"seat\":0,\"answer\":\"100\"}");
        assertThat(bob.error().get("detail").asText()).isEqualTo("you act for your own seat (1) only");
        ann.send("{\"type\":\"start\"}");
        JsonNode started = ann.next(m -> m.has("game"));
        int picker = started.get("game").get("current").get("picker").asInt();
        Client pickerClient = picker == 0 ? ann : bob;
        pickerClient.send("{\"type\":\"large\",\"large\":1}");
        JsonNode solving = ann.next(m -> m.has("game") && m.get("game").get("current").path("phase").asText().equals("solving"));
        String firstTile = solving.get("game").get("current").get("tiles").get(0).asText();
        ann.send("{\"type\":\"declare\",\"answer\":\"" + firstTile + "\"}");
        ann.next(m -> m.has("game") && m.get("game").get("current").get("answered").get(0).asBoolean());
        // Bob does not answer: the server's clock (3 s) reveals the round to everyone.
        long before = System.nanoTime();
        JsonNode revealed = eve.next(m -> m.has("game") && m.get("game").get("results").size() == 1);
        assertThat(Duration.ofNanos(System.nanoTime() - before)).isLessThan(Duration.ofSeconds(5));
        assertThat(revealed.get("game").get("over").asBoolean()).isTrue();
        assertThat(revealed.get("game").has("moves")).isFalse();
        assertThat(revealed.get("game").has("seed")).isFalse();
        // Until the reveal, no message Bob or Eve got held Ann's answer.
        synchronized (bob.all) {
            for (JsonNode m : bob.all) {
                if (m.has("game") && m.get("game").get("results").isEmpty()) {
                    assertThat(m.toString()).doesNotContain("\"answer\":\"" + firstTile + "\"");
                }
            }
        }
        assertThat(revealed.get("seats").get(1).get("name").asText()).isEqualTo("<b>Bob</b>");
        // Bob leaves and comes back to his seat with its token.
        bob.socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        ann.next(m -> m.has("seats") && !m.get("seats").get(1).get("connected").asBoolean());
        Client back = Client.connect(code, null);
        back.send("{\"type\":\"rejoin\",\"token\":\"" + bobToken + "\"}");
        assertThat(back.next(m -> m.path("type").asText().equals("joined")).get("seat").asInt()).isEqualTo(1);
        back.send("{\"type\":\"rejoin\",\"token\":\"nope\"}");
        assertThat(back.error().get("detail").asText()).isEqualTo("this connection already sits at seat 1");
        Client stranger = Client.connect(code, null);
        stranger.send("{\"type\":\"rejoin\",\"token\":\"0123\"}");
        assertThat(stranger.error().get("detail").asText()).isEqualTo("no seat of this room has that token");
    }

    @Test
    void aRematchIsANewRoomOfTheSameGameMadeOnceAfterTheEndAndToldToEveryone() throws Exception {
        String code = newRoom();
        Client ann = Client.connect(code, null);
        Client bob = Client.connect(code, null);
        Client eve = Client.connect(code, null);
        ann.send("{\"type\":\"join\",\"name\":\"Ann\"}");
        ann.next(m -> m.path("type").asText().equals("joined"));
        bob.send("{\"type\":\"join\",\"name\":\"Bob\"}");
        bob.next(m -> m.path("type").asText().equals("joined"));
        eve.send("{\"type\":\"watch\"}");
        ann.send("{\"type\":\"rematch\"}");
        assertThat(ann.error().get("detail").asText()).isEqualTo("a rematch is asked for once the game is over");
        eve.send("{\"type\":\"rematch\"}");
        assertThat(eve.error().get("detail").asText()).startsWith("join the room first");
        ann.send("{\"type\":\"start\"}");
        JsonNode started = ann.next(m -> m.has("game"));
        Client picker = started.get("game").get("current").get("picker").asInt() == 0 ? ann : bob;
        picker.send("{\"type\":\"large\",\"large\":1}");
        // Nobody answers: the 3-second clock ends the one-round game.
        bob.next(m -> m.has("game") && m.get("game").get("over").asBoolean());
        bob.send("{\"type\":\"rematch\"}");
        JsonNode told = eve.next(m -> m.has("rematch"));
        String next = told.get("rematch").get("code").asText();
        assertThat(next).matches("[0-9a-f]{24}").isNotEqualTo(code);
        assertThat(told.get("rematch").get("by").asText()).isEqualTo("Bob");
        assertThat(ann.next(m -> m.has("rematch")).get("rematch").get("code").asText()).isEqualTo(next);
        // Asked again, by the other seat, it is the same room.
        ann.send("{\"type\":\"rematch\"}");
        Thread.sleep(300);
        synchronized (ann.all) {
            assertThat(ann.all.stream().filter(m -> m.has("rematch")).map(m -> m.get("rematch").get("code").asText())
                    .distinct()).containsExactly(next);
        }
        // The new room is the same game, empty, and plays.
        Client again = Client.connect(next, null);
        again.send("{\"type\":\"join\",\"name\":\"Bob\"}");
        assertThat(again.next(m -> m.path("type").asText().equals("joined")).get("seat").asInt()).isZero();
        JsonNode fresh = again.next(m -> m.path("type").asText().equals("state"));
        assertThat(fresh.get("format").asText()).isEqualTo(started.get("format").asText());
        assertThat(fresh.has("game")).isFalse();
        assertThat(fresh.has("rematch")).isFalse();
    }

    @Test
    void aConundrumIsBuzzedTimedByTheServerAndItsAnswerShownOnlyAtTheReveal() throws Exception {
        String code = api.ok("POST", "/api/rooms", "{\"format\":\"practice\",\"variant\":\"countdown\","
                + "\"round\":\"conundrum\",\"roundSeconds\":3}").get("code").asText();
        Client ann = Client.connect(code, null);
        Client bob = Client.connect(code, null);
        ann.send("{\"type\":\"join\",\"name\":\"Ann\"}");
        ann.next(m -> m.path("type").asText().equals("joined"));
        bob.send("{\"type\":\"join\",\"name\":\"Bob\"}");
        bob.next(m -> m.path("type").asText().equals("joined"));
        ann.send("{\"type\":\"start\"}");
        JsonNode solving = bob.next(m -> m.has("game") && m.get("game").get("current").path("phase").asText().equals("solving"));
        assertThat(solving.get("game").get("current").get("scramble").asText()).hasSize(9);
        ann.send("{\"type\":\"buzz\",\"guess\":\"zzzzzzzzz\"}");
        bob.next(m -> m.has("game") && m.get("game").get("current").path("answered").get(0).asBoolean());
        ann.send("{\"type\":\"buzz\",\"guess\":\"yyyyyyyyy\"}");
        assertThat(ann.error().get("detail").asText()).isNotBlank();
        // Bob does not buzz: the clock reveals; the answer appears then, and in no message before.
        JsonNode revealed = bob.next(m -> m.has("game") && m.get("game").get("results").size() == 1);
        JsonNode result = revealed.get("game").get("results").get(0);
        String answer = result.get("answer").asText();
        assertThat(answer).hasSize(9);
        assertThat(result.get("answers").get(0).get("text").asText()).isEqualTo("zzzzzzzzz");
        assertThat(result.get("points").get(0).asInt()).isZero();
        synchronized (bob.all) {
            for (JsonNode m : bob.all) {
                if (m.has("game") && m.get("game").get("results").isEmpty()) {
                    assertThat(m.toString()).doesNotContainIgnoringCase(answer);
                }
            }
        }
    }

    @Test
    void badOversizedAndTooManyMessagesGetAnErrorAndTheConnectionStays() throws Exception {
        String code = newRoom();
        Client c = Client.connect(code, null);
        c.send("not json");
        assertThat(c.error().get("detail").asText()).isEqualTo("a message is a JSON object with a 'type'");
        c.send("{\"type\":\"join\",\"name\":\"" + "x".repeat(5000) + "\"}");
        assertThat(c.error().get("detail").asText()).startsWith("a message is at most 4096 characters");
        c.send("{\"type\":\"fly\"}");
        assertThat(c.error().get("detail").asText()).contains("join the room first");
        c.send("{\"type\":\"join\",\"name\":\"Ann\"}");
        c.next(m -> m.path("type").asText().equals("joined"));
        for (int i = 0; i < 40; i++) {
            c.send("{\"type\":\"fly\"}");
        }
        c.next(m -> m.path("detail").asText().startsWith("too many messages"));
        // The connection and the server are still up.
        assertThat(c.closed).isNotDone();
        assertThat(api.ok("GET", "/api/health", null).get("status").asText()).isEqualTo("UP");
    }

    @Test
    void anotherOriginAndAnUnknownRoomAreRefused() throws Exception {
        String code = newRoom();
        Client evil = Client.connect(code, "http://evil.example");
        assertThat(evil.closed.get(10, TimeUnit.SECONDS)).isEqualTo(1008);
        Client same = Client.connect(code, "http://127.0.0.1:" + server.port());
        same.send("{\"type\":\"watch\"}");
        same.next(m -> m.path("type").asText().equals("state"));
        Client lost = Client.connect("0".repeat(24), null);
        assertThat(lost.error().get("detail").asText()).startsWith("this room is closed");
        api.problem(400, "POST", "/api/rooms", "{\"roundSeconds\":1}", "application/json", "'roundSeconds'");
    }

    @Test
    void aSecondWatchIsRefusedABinaryFrameGetsAnErrorAndATakenBackSeatClosesItsOldConnection() throws Exception {
        String code = newRoom();
        Client eve = Client.connect(code, null);
        eve.send("{\"type\":\"watch\"}");
        eve.next(m -> m.path("type").asText().equals("state"));
        eve.send("{\"type\":\"watch\"}");
        assertThat(eve.error().get("detail").asText()).contains("already watches");
        eve.socket.sendBinary(java.nio.ByteBuffer.wrap(new byte[] {1, 2, 3}), true).join();
        assertThat(eve.error().get("detail").asText()).contains("binary frame is refused");

        Client ann = Client.connect(code, null);
        ann.send("{\"type\":\"join\",\"name\":\"Ann\"}");
        String token = ann.next(m -> m.path("type").asText().equals("joined")).get("token").asText();
        Client bob = Client.connect(code, null);
        bob.send("{\"type\":\"join\",\"name\":\"Bob\"}");
        bob.next(m -> m.path("type").asText().equals("joined"));
        JsonNode state = eve.last(m -> m.path("type").asText().equals("state") && m.get("seats").size() == 2);
        assertThat(state.get("spectators").asInt()).isEqualTo(1);

        Client annAgain = Client.connect(code, null);
        annAgain.send("{\"type\":\"rejoin\",\"token\":\"" + token + "\"}");
        assertThat(annAgain.next(m -> m.path("type").asText().equals("joined")).get("seat").asInt()).isZero();
        assertThat(ann.error().get("detail").asText()).contains("taken back from another connection");
        assertThat(ann.closed.get(10, TimeUnit.SECONDS)).isEqualTo(1000);
        annAgain.send("{\"type\":\"start\"}");
        bob.next(m -> m.has("game"));

        // A message beyond 64 KiB is not read: the connection closes, 1009.
        Client big = Client.connect(code, null);
        big.socket.sendText("x".repeat(70_000), true);
        assertThat(big.closed.get(10, TimeUnit.SECONDS)).isEqualTo(1009);
    }
}
