package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.SearchGate;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The server's limits: a full search gate answers 503 at once, options are checked, a stopped server frees its port. */
class ServerLimitsTest {

    private static final String LONG_SEARCH =
            "{\"target\":9999999,\"tiles\":[1,2,3,4,5,6,7,8,9,10],\"strategy\":\"dfs\"}";

    @Test
    void aGateWithNoPlaceLeftRefusesAtOnce() throws Exception {
        SearchGate gate = new SearchGate(1, 0, Duration.ofSeconds(5));
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> gate.run(() -> {
            inside.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "first";
        }));
        assertThat(inside.await(10, TimeUnit.SECONDS)).isTrue();
        assertThatThrownBy(() -> gate.run(() -> "second")).isInstanceOf(ApiException.class)
                .satisfies(e -> {
                    assertThat(((ApiException) e).status()).isEqualTo(503);
                    assertThat(((ApiException) e).retryAfterSeconds()).isEqualTo(1);
                });
        release.countDown();
        assertThat(first.get(10, TimeUnit.SECONDS)).isEqualTo("first");
        assertThat(gate.run(() -> "third")).isEqualTo("third");
    }

    /** Holds the gate's only place until released; returns the future of that search. */
    private static CompletableFuture<String> occupy(SearchGate gate, CountDownLatch release, long holdMillis)
            throws InterruptedException {
        CountDownLatch inside = new CountDownLatch(1);
        CompletableFuture<String> held = CompletableFuture.supplyAsync(() -> gate.run(() -> {
            inside.countDown();
            try {
                release.await(holdMillis, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "held";
        }));
        assertThat(inside.await(10, TimeUnit.SECONDS)).isTrue();
        return held;
    }

    @Test
    void aSearchWaitsNoLongerThanTheCapAndIsRefusedAtOnceWhenTheExpectedWaitIsLonger() throws Exception {
        SearchGate gate = new SearchGate(1, 10, Duration.ofMillis(300));
        CompletableFuture<String> slow = occupy(gate, new CountDownLatch(1), 1_200);
        long start = System.nanoTime();
        assertThatThrownBy(() -> gate.run(() -> "waited")).isInstanceOf(ApiException.class)
                .hasMessageContaining("no search place came free within 300 ms");
        long waited = (System.nanoTime() - start) / 1_000_000;
        assertThat(waited).as("waited about the cap").isBetween(250L, 1_000L);
        assertThat(slow.get(10, TimeUnit.SECONDS)).isEqualTo("held");
        // The gate has now seen a search of about 1.2 s: one ahead of a newcomer means more than 300 ms.
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> again = occupy(gate, release, 5_000);
        start = System.nanoTime();
        assertThatThrownBy(() -> gate.run(() -> "refused")).isInstanceOf(ApiException.class)
                .hasMessageContaining("longer than 300 ms").satisfies(e -> {
                    assertThat(((ApiException) e).status()).isEqualTo(503);
                    assertThat(((ApiException) e).retryAfterSeconds()).isBetween(1, 2);
                });
        assertThat((System.nanoTime() - start) / 1_000_000).as("refused at once").isLessThan(100);
        release.countDown();
        assertThat(again.get(10, TimeUnit.SECONDS)).isEqualTo("held");
        assertThat(gate.run(() -> "free")).isEqualTo("free");
    }

    @Test
    void overHttpTheSecondSearchGets503WithRetryAfter() throws Exception {
        try (ChiffresLettresServer server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0)
                .withSearchCap(Duration.ofSeconds(2)).withSearches(1, 0))) {
            HttpClient client = HttpClient.newHttpClient();
            HttpRequest search = HttpRequest.newBuilder(server.uri().resolve("/api/numbers/solve"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(LONG_SEARCH)).build();
            CompletableFuture<HttpResponse<String>> first = client.sendAsync(search, HttpResponse.BodyHandlers.ofString());
            Thread.sleep(500);
            long start = System.nanoTime();
            HttpResponse<String> second = client.send(search, HttpResponse.BodyHandlers.ofString());
            assertThat(second.statusCode()).isEqualTo(503);
            assertThat(second.headers().firstValue("Retry-After")).contains("1");
            assertThat(second.body()).contains("\"status\":503");
            assertThat((System.nanoTime() - start) / 1_000_000).as("refused at once").isLessThan(1_000);
            assertThat(first.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        }
    }

    @Test
    void optionsAreChecked() {
        ServerOptions defaults = ServerOptions.defaults();
        assertThat(defaults.host()).isEqualTo("127.0.0.1");
        assertThat(defaults.searchCap()).isEqualTo(Duration.ofSeconds(2));
        assertThatThrownBy(() -> defaults.withPort(70_000)).hasMessageContaining("port");
        assertThatThrownBy(() -> defaults.withSearchCap(Duration.ZERO)).hasMessageContaining("searchCap");
        assertThatThrownBy(() -> defaults.withMaxBodyBytes(0)).hasMessageContaining("maxBodyBytes");
        assertThatThrownBy(() -> defaults.withSearches(0, 1)).hasMessageContaining("runningSearches");
    }

    @Test
    void anEmbeddedServerStopsAndFreesItsPort() throws Exception {
        ChiffresLettresServer server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0));
        int port = server.port();
        assertThat(server.uri()).isEqualTo(URI.create("http://127.0.0.1:" + port + "/"));
        HttpResponse<String> health = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(server.uri().resolve("/api/health")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(health.statusCode()).isEqualTo(200);
        server.stop();
        try (ServerSocket again = new ServerSocket(port)) {
            assertThat(again.getLocalPort()).isEqualTo(port);
        }
    }
}
