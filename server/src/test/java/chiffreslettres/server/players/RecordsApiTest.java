package chiffreslettres.server.players;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.Identity;
import chiffreslettres.server.ApiTest;
import chiffreslettres.server.http.PlayerKeys;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Daily results, the leaderboard and a player's figures over real HTTP, on the embedded database. */
public class RecordsApiTest extends ApiTest {

    private static final String JSON_TYPE = "application/json";
    /** Today in UTC: a day being played somewhere, so results are recorded. */
    private static final String DAY = java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString();
    /** The day's best answers, so that the points are the library's. */
    static List<String> bestAnswers(Daily daily) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < daily.challenges().size(); i++) {
            out.add(daily.best(i).isEmpty() ? "" : daily.best(i).get(0));
        }
        return out;
    }

    private static String body(Identity player, String name, List<String> answers) throws Exception {
        return body(player.id(), player.secret(), name, answers);
    }

    private static String body(String id, String secret, String name, List<String> answers) throws Exception {
        return "{\"variant\":\"countdown\",\"date\":\"" + DAY + "\",\"player\":\"" + id + "\""
                + (secret == null ? "" : ",\"secret\":\"" + secret + "\"")
                + (name == null ? "" : ",\"name\":" + ApiClient.JSON.writeValueAsString(name))
                + ",\"answers\":" + ApiClient.JSON.writeValueAsString(answers) + "}";
    }

    @Test
    void aResultIsJudgedKeptOnceAndRanked() throws Exception {
        Identity ANN = Identity.issued(api);
        Identity BOB = Identity.issued(api);
        Daily daily = Daily.of(Variant.COUNTDOWN, LocalDate.parse(DAY));
        List<String> best = bestAnswers(daily);
        int most = 0;
        for (int i = 0; i < best.size(); i++) {
            most += best.get(i).isEmpty() ? 0 : daily.check(i, best.get(i)).points();
        }
        JsonNode ann = api.ok("POST", "/api/daily/result", body(ANN, "<script>alert('x')</script>", best));
        assertThat(ann.get("points").asInt()).isEqualTo(most).isPositive();
        assertThat(ann.get("recorded").asBoolean()).isTrue();
        assertThat(ann.get("rank").asInt()).isEqualTo(1);
        // A second try the same day keeps the first result.
        List<String> none = new ArrayList<>(java.util.Collections.nCopies(best.size(), ""));
        JsonNode again = api.ok("POST", "/api/daily/result", body(ANN, null, none));
        assertThat(again.get("recorded").asBoolean()).isFalse();
        assertThat(again.get("points").asInt()).isEqualTo(most);
        JsonNode bob = api.ok("POST", "/api/daily/result", body(BOB, "Bob", none));
        assertThat(bob.get("points").asInt()).isZero();
        assertThat(bob.get("rank").asInt()).isEqualTo(2);
        JsonNode board = api.ok("GET", "/api/daily/leaderboard?variant=countdown&date=" + DAY, null);
        assertThat(board.get("standings").size()).isEqualTo(2);
        // The name comes back as text, as given: the page shows it as text, never as markup.
        assertThat(board.get("standings").get(0).get("name").asText()).isEqualTo("<script>alert('x')</script>");
        assertThat(board.get("standings").get(1).get("name").asText()).isEqualTo("Bob");
        JsonNode publicStats = api.ok("GET", "/api/players/" + ANN.id() + "/stats", null);
        assertThat(publicStats.get("public").asBoolean()).isTrue();
        assertThat(publicStats.get("days").asInt()).isEqualTo(1);
        assertThat(publicStats.has("bestPoints")).isFalse();
        var request = java.net.http.HttpRequest.newBuilder(server.uri().resolve("/api/players/" + ANN.id() + "/stats"))
                .header(PlayerKeys.HEADER, ANN.secret()).build();
        JsonNode stats = ApiClient.JSON.readTree(java.net.http.HttpClient.newHttpClient()
                .send(request, java.net.http.HttpResponse.BodyHandlers.ofString()).body());
        assertThat(stats.get("public").asBoolean()).isFalse();
        assertThat(stats.get("bestPoints").asInt()).isEqualTo(most);
    }

    @Test
    void resultsNeedThePlayersSecretAndTheBestAnswersOfADayStillPlayedGoOnlyToWhoRecordedTheirs() throws Exception {
        Identity eve = Identity.issued(api);
        Identity mallory = Identity.issued(api);
        assertThat(eve.id()).matches(Records.PLAYER_ID.pattern());
        assertThat(eve.secret()).matches("[0-9a-f]{64}");
        List<String> none = List.of("", "", "");
        api.problem(401, "POST", "/api/daily/result", body(eve.id(), null, "Eve", none), JSON_TYPE, "'secret'");
        api.problem(403, "POST", "/api/daily/result", body(eve.id(), mallory.secret(), "Mallory", none), JSON_TYPE,
                "not the secret of player " + eve.id());
        api.problem(403, "POST", "/api/daily/result", body("c0000000-0000-4000-8000-000000000003", "0".repeat(64), null,
                none), JSON_TYPE, "'secret'");
        String ask = "{\"variant\":\"countdown\",\"date\":\"" + DAY + "\",\"puzzle\":2,\"answer\":\"nothing\"";
        JsonNode anonymous = api.ok("POST", "/api/daily/answer", ask + "}");
        assertThat(anonymous.get("bestShown").asBoolean()).isFalse();
        assertThat(anonymous.has("best")).isFalse();
        JsonNode firstTime = api.ok("POST", "/api/daily/answer", ask + ",\"player\":\"" + eve.id() + "\",\"secret\":\""
                + eve.secret() + "\"}");
        assertThat(firstTime.has("best")).isFalse();
        JsonNode recorded = api.ok("POST", "/api/daily/result", body(eve, "Eve", none));
        assertThat(recorded.get("best")).hasSize(3);
        JsonNode after = api.ok("POST", "/api/daily/answer", ask + ",\"player\":\"" + eve.id() + "\",\"secret\":\""
                + eve.secret() + "\"}");
        assertThat(after.get("bestShown").asBoolean()).isTrue();
        assertThat(after.get("best")).hasSize(1);
        JsonNode stolen = api.ok("POST", "/api/daily/answer", ask + ",\"player\":\"" + eve.id() + "\",\"secret\":\""
                + mallory.secret() + "\"}");
        assertThat(stolen.has("best")).isFalse();
        // A day over everywhere shows its answers to anyone.
        assertThat(api.ok("POST", "/api/daily/answer", "{\"variant\":\"countdown\",\"date\":\"2026-11-01\","
                + "\"puzzle\":2,\"answer\":\"x\"}").get("best")).hasSize(1);
    }

    @Test
    void badPlayersNamesAndAnswersAreRefused() throws Exception {
        Identity bob = Identity.issued(api);
        api.problem(400, "POST", "/api/daily/result", body("not-a-uuid", "x", null, List.of("", "", "", "", "")),
                JSON_TYPE, "'player'");
        api.problem(400, "POST", "/api/daily/result", body(bob, "Bob\u0007", List.of("", "", "", "", "")), JSON_TYPE,
                "'name'");
        api.problem(400, "POST", "/api/daily/result", body(bob, "\u202EboB", List.of("", "", "")), JSON_TYPE,
                "bidirectional");
        api.problem(400, "POST", "/api/daily/result", body(bob, null, List.of("")), JSON_TYPE, "'answers'");
        api.problem(400, "GET", "/api/players/nobody/stats", null, JSON_TYPE, "'id'");
        api.problem(400, "GET", "/api/daily/leaderboard?limit=0", null, JSON_TYPE, "'limit'");
    }
}
