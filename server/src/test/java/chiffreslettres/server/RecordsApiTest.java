package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Daily;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Daily results, the leaderboard and a player's figures over real HTTP, on the embedded database. */
class RecordsApiTest extends ApiTest {

    private static final String JSON_TYPE = "application/json";
    private static final String DAY = "2026-11-24";
    private static final String ANN = "a0000000-0000-4000-8000-000000000001";
    private static final String BOB = "b0000000-0000-4000-8000-000000000002";

    /** The day's best answers, so that the points are the library's. */
    static List<String> bestAnswers(Daily daily) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < daily.challenges().size(); i++) {
            out.add(daily.best(i).isEmpty() ? "" : daily.best(i).get(0));
        }
        return out;
    }

    private static String body(String player, String name, List<String> answers) throws Exception {
        return "{\"variant\":\"countdown\",\"date\":\"" + DAY + "\",\"player\":\"" + player + "\""
                + (name == null ? "" : ",\"name\":" + ApiClient.JSON.writeValueAsString(name))
                + ",\"answers\":" + ApiClient.JSON.writeValueAsString(answers) + "}";
    }

    @Test
    void aResultIsJudgedKeptOnceAndRanked() throws Exception {
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
        JsonNode stats = api.ok("GET", "/api/players/" + ANN + "/stats", null);
        assertThat(stats.get("days").asInt()).isEqualTo(1);
        assertThat(stats.get("bestPoints").asInt()).isEqualTo(most);
    }

    @Test
    void badPlayersNamesAndAnswersAreRefused() throws Exception {
        api.problem(400, "POST", "/api/daily/result", body("not-a-uuid", null, List.of("", "", "", "", "")), JSON_TYPE,
                "'player'");
        api.problem(400, "POST", "/api/daily/result", body(BOB, "Bob\u0007", List.of("", "", "", "", "")), JSON_TYPE,
                "'name'");
        api.problem(400, "POST", "/api/daily/result", body(BOB, null, List.of("")), JSON_TYPE, "'answers'");
        api.problem(400, "GET", "/api/players/nobody/stats", null, JSON_TYPE, "'id'");
        api.problem(400, "GET", "/api/daily/leaderboard?limit=0", null, JSON_TYPE, "'limit'");
    }
}
