package chiffreslettres.server.daily;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.server.ApiTest;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The day's puzzles over real HTTP: the library's puzzles, answers judged, and the days served. */
class DailyApiTest extends ApiTest {

    private static final String JSON_TYPE = "application/json";

    @Test
    void theDailyPuzzlesAreTheLibrarysAndAnswersAreJudged() throws Exception {
        JsonNode daily = api.ok("GET", "/api/daily?variant=countdown&date=2026-11-24", null);
        Daily library = Daily.of(Variant.COUNTDOWN, LocalDate.of(2026, 11, 24));
        assertThat(daily.get("puzzles").get(0).get("target").asLong())
                .isEqualTo(((Daily.Numbers) library.challenges().get(0)).problem().target());
        assertThat(daily.get("puzzles").get(1).get("letters").asText())
                .isEqualTo(((Daily.Letters) library.challenges().get(1)).rack());
        Conundrum.Puzzle conundrum = ((Daily.Anagram) library.challenges().get(2)).puzzle();
        assertThat(daily.get("puzzles").get(2).get("scramble").asText()).isEqualTo(conundrum.scramble());
        assertThat(daily.toString()).doesNotContain(conundrum.answer());
        JsonNode right = api.ok("POST", "/api/daily/answer", "{\"variant\":\"countdown\",\"date\":\"2026-11-24\","
                + "\"puzzle\":2,\"answer\":\"" + conundrum.answer() + "\"}");
        assertThat(right.get("accepted").asBoolean()).isTrue();
        assertThat(right.get("points").asInt()).isEqualTo(10);
        JsonNode digits = api.ok("POST", "/api/daily/answer", "{\"variant\":\"digits\",\"date\":\"2026-11-24\","
                + "\"puzzle\":0,\"answer\":\"8+24\"}");
        assertThat(digits.get("accepted").asBoolean()).isTrue();
        assertThat(digits.get("points").asInt()).isEqualTo(Variant.DIGITS.numbers().score(91 - 32));
        assertThat(digits.get("best").get(0).asText()).endsWith("= 91");
        assertThat(digits.get("correctable").asBoolean()).isFalse();
        // A slip (8 used twice) may be corrected; a day over everywhere shows its best answer to anyone.
        JsonNode slip = api.ok("POST", "/api/daily/answer", "{\"variant\":\"digits\",\"date\":\"2026-11-24\","
                + "\"puzzle\":0,\"answer\":\"8+8\"}");
        assertThat(slip.get("accepted").asBoolean()).isFalse();
        assertThat(slip.get("correctable").asBoolean()).isTrue();
        assertThat(slip.get("bestShown").asBoolean()).isTrue();
        JsonNode share = api.ok("GET", "/api/daily/share?variant=countdown&date=2026-11-24&points=10,7,0", null);
        assertThat(share.get("text").asText()).isEqualTo(library.shareText(List.of(10, 7, 0)));
        JsonNode french = api.ok("GET", "/api/daily/share?variant=countdown&date=2026-11-24&points=10,7,0&lang=fr", null);
        assertThat(french.get("text").asText()).isEqualTo("chiffres-lettres du jour · Countdown · 2026-11-24\n"
                + "Chiffres 10 · Lettres 7 · Anagramme 0\nTotal 17");
        assertThat(library.shareText(List.of(10, 7, 0), java.util.Locale.forLanguageTag("es")))
                .isEqualTo("chiffres-lettres del día · Countdown · 2026-11-24\nCifras 10 · Letras 7 · Anagrama 0\nTotal 17");
        api.problem(422, "GET", "/api/daily/share?variant=countdown&date=2026-11-24&points=10,7", null, null,
                "one score of 0 or more per puzzle");
        api.problem(400, "GET", "/api/daily?date=24/11/2026", null, null, "YYYY-MM-DD");
        api.problem(400, "POST", "/api/daily/answer", "{\"puzzle\":7,\"answer\":\"x\"}", JSON_TYPE, "'puzzle'");
    }

    @Test
    void dailyDatesOutsideTheServedDaysAreRefusedBeforeAnyDatabaseSeesThem() throws Exception {
        java.time.Instant now = java.time.Instant.now();
        LocalDate tomorrowEverywhere = DailyDates.newestBegun(now).plusDays(2);
        api.problem(422, "GET", "/api/daily?variant=countdown&date=" + tomorrowEverywhere, null, null,
                "begun somewhere", "UTC+14");
        for (String date : List.of("+5874898-01-01", "-999999999-01-01", "1999-12-31", tomorrowEverywhere.toString())) {
            api.problem(422, "GET", "/api/daily/leaderboard?variant=countdown&date="
                    + java.net.URLEncoder.encode(date, java.nio.charset.StandardCharsets.UTF_8), null, null, "'date'");
            api.problem(422, "POST", "/api/daily/answer", "{\"date\":\"" + date + "\",\"puzzle\":0,\"answer\":\"1\"}",
                    JSON_TYPE, "'date'");
            api.problem(422, "POST", "/api/daily/result", "{\"date\":\"" + date + "\",\"player\":"
                    + "\"0e0e9c1a-5d9b-4c2b-9a57-2b0c9e8f7a10\",\"answers\":[\"\",\"\",\"\"]}", JSON_TYPE, "'date'");
        }
        api.problem(422, "POST", "/api/daily/result", "{\"date\":\"2026-11-01\",\"player\":"
                + "\"0e0e9c1a-5d9b-4c2b-9a57-2b0c9e8f7a10\",\"answers\":[\"\",\"\",\"\"]}", JSON_TYPE,
                "being played somewhere", "UTC−12");
        api.problem(400, "GET", "/api/daily?date=2026-13-45", null, null, "YYYY-MM-DD");
    }
}
