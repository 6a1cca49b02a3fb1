package chiffreslettres.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ChiffresLettresServer;
import chiffreslettres.server.ServerOptions;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Limits per client address, on a real server: rooms a minute, sockets an address, sockets in all; 429 and Retry-After. */
class ClientLimitsTest {

    private static final String ROOM = "{\"format\":\"practice\",\"variant\":\"countdown\",\"round\":\"numbers\"}";

    private static WebSocket socket(ChiffresLettresServer server, String code) {
        return HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/rooms/" + code), new WebSocket.Listener() { })
                .join();
    }

    private static int refusedStatus(ChiffresLettresServer server, String code) {
        Throwable e = org.assertj.core.api.Assertions.catchThrowable(() -> socket(server, code));
        assertThat(e).isInstanceOf(CompletionException.class).hasCauseInstanceOf(WebSocketHandshakeException.class);
        HttpResponse<?> response = ((WebSocketHandshakeException) e.getCause()).getResponse();
        assertThat(response.headers().firstValue("Retry-After")).hasValue("30");
        return response.statusCode();
    }

    @Test
    void anAddressOpensSoManyRoomsAMinuteAndHoldsSoManySockets() throws Exception {
        ChiffresLettresServer server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0)
                .withLimits(new ClientLimits(3, 2, 100)));
        try {
            ApiClient api = new ApiClient(server.uri());
            String code = api.ok("POST", "/api/rooms", ROOM).get("code").asText();
            api.ok("POST", "/api/rooms", ROOM);
            api.ok("POST", "/api/rooms", ROOM);
            var refused = api.send("POST", "/api/rooms", ROOM, "application/json");
            assertThat(refused.statusCode()).isEqualTo(429);
            int wait = Integer.parseInt(refused.headers().firstValue("Retry-After").orElseThrow());
            assertThat(wait).isBetween(1, 60);
            assertThat(refused.body()).contains("at most 3 rooms a minute");

            WebSocket first = socket(server, code);
            socket(server, code);
            assertThat(refusedStatus(server, code)).isEqualTo(429);
            first.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            WebSocket again = null;
            while (again == null && System.nanoTime() < end) {
                try {
                    again = socket(server, code);
                } catch (CompletionException stillFull) {
                    Thread.sleep(50);
                }
            }
            assertThat(again).as("a socket closed frees its place").isNotNull();
        } finally {
            server.stop();
        }
    }

    @Test
    void theServerHoldsSoManySocketsInAll() throws Exception {
        ChiffresLettresServer server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0)
                .withLimits(new ClientLimits(10, 10, 2)));
        try {
            String code = new ApiClient(server.uri()).ok("POST", "/api/rooms", ROOM).get("code").asText();
            socket(server, code);
            socket(server, code);
            assertThat(refusedStatus(server, code)).isEqualTo(429);
        } finally {
            server.stop();
        }
        assertThatThrownBy(() -> new ClientLimits(0, 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1");
        assertThat(List.of(ClientLimits.defaults().roomsPerMinute())).containsExactly(30);
    }

    private static int createRoom(ChiffresLettresServer server, String forwardedFor) throws Exception {
        java.net.http.HttpRequest.Builder request = java.net.http.HttpRequest.newBuilder(server.uri().resolve("/api/rooms"))
                .header("Content-Type", "application/json").POST(java.net.http.HttpRequest.BodyPublishers.ofString(ROOM));
        if (forwardedFor != null) {
            request.header("X-Forwarded-For", forwardedFor);
        }
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString()).statusCode();
    }

    private static WebSocket socket(ChiffresLettresServer server, String code, String forwardedFor) {
        return HttpClient.newHttpClient().newWebSocketBuilder().header("X-Forwarded-For", forwardedFor)
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/rooms/" + code), new WebSocket.Listener() { })
                .join();
    }

    @Test
    void behindATrustedProxyEachClientHasItsOwnLimits() throws Exception {
        ChiffresLettresServer server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0)
                .withLimits(new ClientLimits(2, 2, 100).withTrustedProxies(java.util.Set.of("127.0.0.1"))));
        try {
            assertThat(createRoom(server, "203.0.113.5")).isEqualTo(200);
            assertThat(createRoom(server, "203.0.113.5")).isEqualTo(200);
            assertThat(createRoom(server, "203.0.113.5")).isEqualTo(429);
            // What the client wrote before the proxy's own entry is not believed: the last address counts.
            assertThat(createRoom(server, "198.51.100.1, 203.0.113.5")).isEqualTo(429);
            assertThat(createRoom(server, "203.0.113.6")).isEqualTo(200);
            String code = new ApiClient(server.uri()).ok("POST", "/api/rooms", ROOM).get("code").asText();
            socket(server, code, "203.0.113.7");
            socket(server, code, "203.0.113.7");
            Throwable third = org.assertj.core.api.Assertions.catchThrowable(() -> socket(server, code, "203.0.113.7"));
            assertThat(((WebSocketHandshakeException) third.getCause()).getResponse().statusCode()).isEqualTo(429);
            assertThat(socket(server, code, "203.0.113.8")).isNotNull();
        } finally {
            server.stop();
        }
    }

    @Test
    void withoutATrustedProxyTheHeaderIsIgnored() throws Exception {
        ChiffresLettresServer server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0)
                .withLimits(new ClientLimits(2, 2, 100)));
        try {
            assertThat(createRoom(server, "203.0.113.5")).isEqualTo(200);
            assertThat(createRoom(server, "203.0.113.6")).isEqualTo(200);
            assertThat(createRoom(server, "203.0.113.7")).as("one address, whatever the header says").isEqualTo(429);
        } finally {
            server.stop();
        }
    }

    @Test
    void theClientsAddressIsTheLastOneNoTrustedProxyWrote() {
        java.util.Set<String> proxies = java.util.Set.of("127.0.0.1", "10.0.0.2");
        assertThat(ClientAddress.of("127.0.0.1", "203.0.113.5", proxies)).isEqualTo("203.0.113.5");
        assertThat(ClientAddress.of("127.0.0.1", "1.2.3.4, 203.0.113.5, 10.0.0.2", proxies)).isEqualTo("203.0.113.5");
        assertThat(ClientAddress.of("127.0.0.1", "2001:db8::1", proxies)).isEqualTo("2001:db8::1");
        assertThat(ClientAddress.of("192.0.2.9", "203.0.113.5", proxies)).as("not a trusted proxy").isEqualTo("192.0.2.9");
        assertThat(ClientAddress.of("127.0.0.1", "10.0.0.2", proxies)).as("only proxies").isEqualTo("127.0.0.1");
        assertThat(ClientAddress.of("127.0.0.1", "<script>", proxies)).as("not an address").isEqualTo("127.0.0.1");
        assertThat(ClientAddress.of("127.0.0.1", " , ", proxies)).isEqualTo("127.0.0.1");
        assertThat(ClientAddress.of("127.0.0.1", null, proxies)).isEqualTo("127.0.0.1");
    }
}
