package chiffreslettres.server.http;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ChiffresLettresServer;
import chiffreslettres.server.ServerOptions;
import chiffreslettres.server.store.LocalPostgres;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** {@code GET /api/ready} on a real server: ready, then draining; and a database that stops answering. */
class ReadinessTest {

    @Test
    void aServerIsReadyUntilItDrainsAndUpAllAlong() throws Exception {
        ChiffresLettresServer server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0));
        try {
            ApiClient api = new ApiClient(server.uri());
            assertThat(api.ok("GET", "/api/ready", null).get("status").asText()).isEqualTo("READY");
            server.drain();
            HttpResponse<String> draining = api.send("GET", "/api/ready", null, null);
            assertThat(draining.statusCode()).isEqualTo(503);
            assertThat(draining.headers().firstValue("Retry-After")).hasValue("5");
            assertThat(draining.headers().firstValue("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("application/problem+json"));
            assertThat(draining.body()).contains("this server is stopping");
            assertThat(api.ok("GET", "/api/health", null).get("status").asText()).isEqualTo("UP");
            assertThat(api.send("GET", "/api/variants", null, null).statusCode()).as("the rest goes on").isEqualTo(200);
        } finally {
            server.stop();
        }
    }

    @Test
    void aDatabaseThatStopsAnsweringMakesTheServerNotReady() throws Exception {
        ChiffresLettresServer server;
        try (LocalPostgres postgres = new LocalPostgres()) {
            server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0).withDatabase(postgres.jdbcUrl()));
            assertThat(new ApiClient(server.uri()).ok("GET", "/api/ready", null).get("status").asText()).isEqualTo("READY");
        }
        try {
            long started = System.nanoTime();
            HttpResponse<String> down = new ApiClient(server.uri()).send("GET", "/api/ready", null, null);
            assertThat(down.statusCode()).isEqualTo(503);
            assertThat(down.body()).contains("Records unreachable");
            // The check's own limit answers, not the pool's 30 s wait for a connection.
            assertThat((System.nanoTime() - started) / 1_000_000).as("answered well before the pool gives up, ms")
                    .isLessThan(10_000);
        } finally {
            server.stop();
        }
    }
}
