package chiffreslettres.server.players;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ApiTest;
import chiffreslettres.server.Identity;
import chiffreslettres.server.http.PlayerKeys;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** What the player's own page asks: their daily figures, their name, and moving them to another device. */
public class PlayerPageApiTest extends ApiTest {

    private static final String JSON_TYPE = "application/json";
    private static final String DAY = LocalDate.now(ZoneOffset.UTC).toString();

    private JsonNode withSecret(String path, String secret) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(server.uri().resolve(path))
                .header(PlayerKeys.HEADER, secret).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return ApiClient.browserSafe(ApiClient.JSON.readTree(response.body()));
    }

    @Test
    void aTransferCodeMovesThePlayerToAnotherDeviceOnceAndBothDevicesKeepActing() throws Exception {
        Identity ann = Identity.issued(api);
        api.ok("PUT", "/api/players/" + ann.id() + "/name", "{\"name\":\"Ann\",\"secret\":\"" + ann.secret() + "\"}");
        api.problem(401, "POST", "/api/players/" + ann.id() + "/transfer", "{}", JSON_TYPE, "secret");
        api.problem(403, "POST", "/api/players/" + ann.id() + "/transfer", "{\"secret\":\"" + "0".repeat(64) + "\"}",
                JSON_TYPE, "secret");
        HttpResponse<String> made = api.send("POST", "/api/players/" + ann.id() + "/transfer",
                "{\"secret\":\"" + ann.secret() + "\"}", JSON_TYPE);
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        JsonNode transfer = ApiClient.JSON.readTree(made.body());
        String code = transfer.get("code").asText();
        assertThat(code).matches("[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}");
        assertThat(transfer.get("expiresInSeconds").asInt()).isEqualTo(600);
        // Typed on the other device as a person types it: lower case, a space for the dash.
        String typed = code.toLowerCase(Locale.ROOT).replace('-', ' ');
        JsonNode claimed = api.ok("POST", "/api/players/claim", "{\"code\":\"" + typed + "\"}");
        assertThat(claimed.get("id").asText()).isEqualTo(ann.id());
        assertThat(claimed.get("name").asText()).isEqualTo("Ann");
        String second = claimed.get("secret").asText();
        assertThat(second).hasSize(64).isNotEqualTo(ann.secret());
        assertThat(withSecret("/api/players/" + ann.id() + "/stats", second).get("public").asBoolean()).isFalse();
        assertThat(withSecret("/api/players/" + ann.id() + "/stats", ann.secret()).get("name").asText()).isEqualTo("Ann");
        // A code is spent once used; a code of other characters, or none, is refused with the rule.
        api.problem(422, "POST", "/api/players/claim", "{\"code\":\"" + code + "\"}", JSON_TYPE, "used once", "new one");
        api.problem(400, "POST", "/api/players/claim", "{\"code\":\"hello!\"}", JSON_TYPE, "ten letters and digits");
        api.problem(400, "POST", "/api/players/claim", "{}", JSON_TYPE, "code");
    }

    @Test
    void thePlayersDailyFiguresCountTheirDaysAndStreakAndNeedTheirSecret() throws Exception {
        Identity bob = Identity.issued(api);
        Daily daily = Daily.of(Variant.COUNTDOWN, LocalDate.parse(DAY));
        JsonNode result = api.ok("POST", "/api/daily/result", "{\"variant\":\"countdown\",\"date\":\"" + DAY
                + "\",\"player\":\"" + bob.id() + "\",\"secret\":\"" + bob.secret() + "\",\"answers\":"
                + ApiClient.JSON.writeValueAsString(RecordsApiTest.bestAnswers(daily)) + "}");
        int points = result.get("points").asInt();
        JsonNode figures = withSecret("/api/players/" + bob.id() + "/dailies?today=" + DAY, bob.secret());
        assertThat(figures.get("today").asText()).isEqualTo(DAY);
        JsonNode countdown = figures.get("shows").get("countdown");
        assertThat(countdown.get("days").asInt()).isEqualTo(1);
        assertThat(countdown.get("streak").asInt()).isEqualTo(1);
        assertThat(countdown.get("recent").get(0).get("points").asInt()).isEqualTo(points);
        JsonNode spread = countdown.get("distribution");
        int counted = 0;
        for (JsonNode band : spread) {
            counted += band.get("days").asInt();
            if (band.get("days").asInt() == 1) {
                assertThat(points).isBetween(band.get("from").asInt(), band.get("to").asInt());
            }
        }
        assertThat(counted).isEqualTo(1);
        // The day after, the streak still stands until that day is played.
        String tomorrow = LocalDate.parse(DAY).plusDays(1).toString();
        HttpResponse<String> later = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                server.uri().resolve("/api/players/" + bob.id() + "/dailies?today=" + tomorrow))
                .header(PlayerKeys.HEADER, bob.secret()).build(), HttpResponse.BodyHandlers.ofString());
        if (later.statusCode() == 200) {
            assertThat(ApiClient.JSON.readTree(later.body()).get("shows").get("countdown").get("streak").asInt()).isEqualTo(1);
        }
        api.problem(401, "GET", "/api/players/" + bob.id() + "/dailies", null, null, "secret");
        HttpResponse<String> bad = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                server.uri().resolve("/api/players/" + bob.id() + "/dailies?today=yesterday"))
                .header(PlayerKeys.HEADER, bob.secret()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("today", "2026-11-28");
        api.problem(400, "PUT", "/api/players/" + bob.id() + "/name", "{\"name\":\"  \",\"secret\":\"" + bob.secret() + "\"}",
                JSON_TYPE, "name");
    }
}
