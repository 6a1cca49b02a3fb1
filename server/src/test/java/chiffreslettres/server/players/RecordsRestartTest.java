package chiffreslettres.server.players;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.Identity;
import chiffreslettres.server.ServerProcess;
import chiffreslettres.server.store.Database;
import chiffreslettres.server.store.LocalPostgres;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server killed (SIGKILL) right after it answered, then started again on the same database: the
 * daily result it recorded is still there, on the embedded database and on PostgreSQL.
 */
class RecordsRestartTest {

    /** A server in its own process, on a free port, with this database; returns once it listens. */
    private static Process serve(String database, URI[] uri) throws Exception {
        Process p = ServerProcess.start(List.of(), "--port", "0", "--db", database);
        uri[0] = ServerProcess.awaitListening(p);
        return p;
    }

    private static void killAndRestart(String database) throws Exception {
        URI[] uri = new URI[1];
        Process first = serve(database, uri);
        JsonNode recorded;
        try {
            Daily daily = Daily.of(Variant.COUNTDOWN, LocalDate.now(java.time.ZoneOffset.UTC));
            List<String> best = RecordsApiTest.bestAnswers(daily);
            Identity eve = Identity.issued(new ApiClient(uri[0]));
            recorded = new ApiClient(uri[0]).ok("POST", "/api/daily/result", "{\"variant\":\"countdown\",\"date\":\"" + LocalDate.now(java.time.ZoneOffset.UTC) + "\","
                    + "\"player\":\"" + eve.id() + "\",\"secret\":\"" + eve.secret() + "\",\"name\":\"Eve\",\"answers\":"
                    + ApiClient.JSON.writeValueAsString(best) + "}");
            assertThat(recorded.get("recorded").asBoolean()).isTrue();
        } finally {
            first.destroyForcibly();
            assertThat(first.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(first.exitValue()).as("killed by SIGKILL").isEqualTo(137);
        Process second = serve(database, uri);
        try {
            JsonNode board = new ApiClient(uri[0]).ok("GET", "/api/daily/leaderboard?variant=countdown&date=" + LocalDate.now(java.time.ZoneOffset.UTC), null);
            assertThat(board.get("standings")).hasSize(1);
            assertThat(board.get("standings").get(0).get("name").asText()).isEqualTo("Eve");
            assertThat(board.get("standings").get(0).get("points").asInt()).isEqualTo(recorded.get("points").asInt());
        } finally {
            second.destroy();
            second.waitFor(20, TimeUnit.SECONDS);
        }
    }

    @Test
    void aResultSurvivesAKilledServerOnTheEmbeddedDatabase(@TempDir Path dir) throws Exception {
        killAndRestart(Database.embedded(dir));
    }

    @Test
    void aResultSurvivesAKilledServerOnPostgres() throws Exception {
        try (LocalPostgres postgres = new LocalPostgres()) {
            killAndRestart(postgres.jdbcUrl());
        }
    }
}
