package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.game.Daily;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.server.games.GamePageBrowserTest;
import chiffreslettres.server.rooms.DuelRoomDriver;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A player's journey as a newcomer makes it, in Chromium: the first screen's one tap to a whole game of
 * their language's show, played to its end; the daily sent and shared; a conundrum; a duel between two
 * pages to its end, then its rematch; a Scrabble game against level 6 started as the page starts it, to
 * its end, then its review and its GCG; their own page. Every screen is checked on the way: no sideways
 * scrolling, on a phone no tap target under 44 × 44 CSS px, in French and Spanish no English (and French's
 * space before : ; ! ?), no console
 * error, and in Scrabble no action enabled while the computer moves. A phone is 390 × 844 with touch and a
 * device scale of 2. The build runs the French journey on a phone; {@code -Djourney=all} runs the three
 * languages at both widths (about five minutes).
 */
class PlayersJourneyBrowserTest extends BrowserTest {

    /** fr at 390 px; {@code -Djourney=all} the three languages at both widths, {@code -Djourney=es:390,en:1280} those. */
    static Stream<Arguments> journeys() {
        String asked = System.getProperty("journey", "fr:390");
        if (asked.equals("all")) {
            return Stream.of("fr", "en", "es").flatMap(l -> Stream.of(Arguments.of(l, 390), Arguments.of(l, 1280)));
        }
        return Stream.of(asked.split(",")).map(j -> Arguments.of(j.split(":")[0], Integer.parseInt(j.split(":")[1])));
    }

    private static final Map<String, String> SHOW = Map.of("en", "countdown", "fr", "dcdl", "es", "cifras2024");
    private static final Map<String, String> NAME = Map.of("en", "Ann", "fr", "Zoé", "es", "Lucía");
    /** How the end of a whole game reads: a winner (French's no-break space before "!") or a draw. */
    private static final Map<String, List<String>> WINS = Map.of("en", List.of(" wins!", "A draw"),
            "fr", List.of(" gagne\u00a0!", "Égalité"), "es", List.of("¡.* gana!", "Empate"));

    private static Dictionary words(String lang) {
        return switch (lang) {
            case "fr" -> Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES);
            case "es" -> Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS_2024);
            default -> Dictionaries.english(WordRules.COUNTDOWN);
        };
    }

    /** A browser at a phone's size with touch (device scale 2), or at a desktop's. */
    private static void device(ChromeDriver d, int width) {
        if (width == 390) {
            d.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    Map.of("width", 390, "height", 844, "deviceScaleFactor", 2, "mobile", true));
            d.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 5));
        } else {
            d.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
            d.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", false));
            d.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    private final List<String> problems = new ArrayList<>();

    /** The checks of a screen, kept to be reported together. */
    private void check(WebDriver d, String lang, int width, String screen) {
        String where = lang + " " + width + " " + screen;
        if (PageChecks.overflows(d)) {
            problems.add(where + ": the page scrolls sideways");
        }
        if (width == 390) {
            problems.addAll(PageChecks.smallTargets(d, where));
        }
        if (!lang.equals("en")) {
            problems.addAll(PageChecks.english(d, where));
        }
        if (lang.equals("fr")) {
            problems.addAll(PageChecks.frenchPunctuation(d, where));
        }
        if (d == browser) {
            session.consoleErrors().forEach(e -> problems.add(where + ": console: " + e));
        }
    }

    private static String attr(String id, String name) {
        return browser.findElement(By.id(id)).getDomAttribute("data-" + name);
    }

    @ParameterizedTest(name = "{0} at {1} px")
    @MethodSource("journeys")
    void aNewcomersJourney(String lang, int width) throws Exception {
        device(browser, width);
        try {
            session.open("/");
            session.clearStorage();
            session.open("/");
            new Select(browser.findElement(By.id("ui-lang"))).selectByValue(lang);
            check(browser, lang, width, "first screen");

            // A whole game of the language's show, from the first screen's one tap, to its end.
            browser.findElement(By.id("home-play")).click();
            session.waiting().until(d -> !"setup".equals(attr("game", "phase")));
            if (!lang.equals("en")) {
                // The show publishes no letter piles: the note says where the letters come from, in the language.
                assertThat(browser.findElement(By.id("game-note")).getText()).contains(lang.equals("fr")
                        ? "Lettres tirées du sac de Scrabble de la langue" : "Letras sacadas de la bolsa de Scrabble del idioma");
            }
            // Reloaded in the second round, the game resumes where it was.
            JsonNode stored = GamePageBrowserTest.playToTheEnd(words(lang), 2);
            assertThat(stored.get("results").size())
                    .isEqualTo(chiffreslettres.jeu.game.GameFormat.byKey(SHOW.get(lang)).orElseThrow().rounds().size());
            String end = (String) browser.executeScript("return document.getElementById('game-final-text').textContent");
            assertThat(end).matches(".*(" + String.join("|", WINS.get(lang)) + ")");
            // The end screen: the game round by round (each seat's points), then the totals, as the game replays.
            chiffreslettres.jeu.game.Game replayed = chiffreslettres.server.json.GameJson.read(stored);
            List<org.openqa.selenium.WebElement> rows = browser.findElements(By.cssSelector("#game-final-table tbody tr"));
            assertThat(rows).hasSize(replayed.results().size() + 1);
            for (int r = 0; r < replayed.results().size(); r++) {
                List<org.openqa.selenium.WebElement> cells = rows.get(r).findElements(By.tagName("td"));
                assertThat(cells.get(0).getText()).isEqualTo(Integer.toString(r + 1));
                for (int seat = 0; seat < 2; seat++) {
                    assertThat(cells.get(2 + seat).getText()).endsWith(" · " + replayed.results().get(r).points().get(seat));
                }
            }
            assertThat(rows.get(replayed.results().size()).findElements(By.tagName("td")).subList(2, 4))
                    .extracting(org.openqa.selenium.WebElement::getText)
                    .containsExactly(replayed.totals().get(0).toString(), replayed.totals().get(1).toString());
            AccessibilityBrowserTest.assertNoSeriousViolation("whole game's end");
            check(browser, lang, width, "whole game's end");
            // Play again: the same show and seats, a new game from its first round.
            browser.findElement(By.id("game-again")).click();
            session.waiting().until(d -> !"over".equals(attr("game", "phase")) && "1".equals(attr("game", "round")));
            assertThat(browser.findElement(By.id("game-score")).getText()).as("both seats at 0 again").matches(".* 0 · .* 0");

            // The daily of the show: each puzzle answered with its best answer, shared, sent.
            browser.findElement(By.id("tab-daily")).click();
            String day = (String) browser.executeScript("const n = new Date(); return n.getFullYear() + '-' "
                    + "+ String(n.getMonth() + 1).padStart(2, '0') + '-' + String(n.getDate()).padStart(2, '0')");
            session.waiting().until(d -> d.findElement(By.id("daily-title")).getText().contains(day));
            assertThat(new Select(browser.findElement(By.id("daily-variant"))).getFirstSelectedOption().getDomAttribute("value"))
                    .as("the daily of the page's language").isEqualTo(SHOW.get(lang));
            Daily daily = Daily.of(chiffreslettres.server.http.Names.VARIANTS.get(SHOW.get(lang)), LocalDate.parse(day));
            for (int i = 0; i < daily.challenges().size(); i++) {
                int p = i;
                String best = daily.best(i).isEmpty() ? "" : daily.best(i).get(0);
                browser.findElement(By.id("daily-answer-" + i)).sendKeys(best);
                browser.findElement(By.id("daily-check-" + i)).click();
                session.waiting().until(d -> !d.findElement(By.id("daily-result-" + p)).getText().isEmpty());
                assertThat(browser.findElement(By.id("daily-result-" + i)).getDomAttribute("class")).contains("accepted");
            }
            browser.findElement(By.id("daily-share")).click();
            session.waiting().until(d -> !d.findElement(By.id("daily-share-status")).getText().isEmpty());
            browser.findElement(By.id("daily-send")).click();
            session.waiting().until(d -> d.findElement(By.id("daily-record-status")).getText().matches(".*\\d.*"));
            check(browser, lang, width, "daily sent");

            // A conundrum of the page's language, solved.
            browser.findElement(By.id("tab-conundrum")).click();
            assertThat(new Select(browser.findElement(By.id("conundrum-lang"))).getFirstSelectedOption().getDomAttribute("value"))
                    .isEqualTo(lang);
            browser.findElement(By.id("conundrum-new")).click();
            session.waiting().until(d -> d.findElement(By.id("conundrum-scramble")).getText().replace(" ", "")
                    .replace("\n", "").length() == 9);
            String scramble = browser.findElement(By.id("conundrum-scramble")).getText().replaceAll("\\s", "");
            Dictionary dictionary = words(lang);
            String answer = dictionary.index().wordsWithSignature(dictionary.index().signatureOf(scramble)).get(0);
            browser.findElement(By.id("conundrum-guess")).sendKeys(answer, Keys.ENTER);
            session.waiting().until(d -> !d.findElement(By.id("conundrum-result")).getText().isEmpty());
            check(browser, lang, width, "conundrum");

            duelToItsEndThenRematch(lang, width);
            scrabbleAgainstLevel6(lang, width);

            // The player's own page: the day sent counts.
            browser.findElement(By.id("tab-me")).click();
            session.waiting().until(d -> !d.findElements(By.cssSelector("#me-dailies .figures")).isEmpty());
            check(browser, lang, width, "player's page");
            assertThat(problems).isEmpty();
        } finally {
            device(browser, 1280);
            browser.manage().window().setSize(new Dimension(1000, 1100));
        }
    }

    /** A one-round duel of two pages (the room made as a friend's link gives it), to its end; then the rematch. */
    private void duelToItsEndThenRematch(String lang, int width) throws Exception {
        String code = new ApiClient(session.server.uri()).ok("POST", "/api/rooms",
                "{\"variant\":\"" + SHOW.get(lang) + "\",\"rounds\":[\"numbers\"],\"roundSeconds\":3}").get("code").asText();
        String link = session.server.uri().resolve("/?tab=duel&room=" + code).toString();
        ChromeDriver friend = session.newBrowser();
        try {
            device(friend, width);
            browser.get(link);
            friend.get(link);
            new WebDriverWait(friend, Duration.ofSeconds(20)).until(d -> "true".equals(
                    d.findElement(By.tagName("body")).getDomAttribute("data-ready")));
            new Select(friend.findElement(By.id("ui-lang"))).selectByValue(lang);
            DuelRoomDriver.sit(browser, NAME.get(lang), 0);
            DuelRoomDriver.sit(friend, "Max", 1);
            DuelRoomDriver.waiting(browser).until(d -> d.findElement(By.id("duel-start")).isDisplayed());
            browser.findElement(By.id("duel-start")).click();
            // The picker picks (or the room's clock picks for them); the clock then ends the round and the game.
            DuelRoomDriver.waiting(browser).until(d -> {
                for (ChromeDriver x : List.of(browser, friend)) {
                    if (x.findElement(By.id("duel-picks")).isDisplayed()) {
                        x.findElement(By.id("duel-large-ok")).click();
                    }
                }
                return "true".equals(DuelRoomDriver.attr(browser, "over")) && "true".equals(DuelRoomDriver.attr(friend, "over"));
            });
            check(browser, lang, width, "duel's end");
            check(friend, lang, width, "duel's end (friend)");
            friend.findElement(By.id("duel-rematch")).click();
            DuelRoomDriver.waiting(friend).until(d -> !d.getCurrentUrl().contains(code) && "0".equals(DuelRoomDriver.attr(d, "seat")));
            DuelRoomDriver.waiting(browser).until(d -> d.findElement(By.id("duel-rematch")).getText().startsWith("Max"));
            browser.findElement(By.id("duel-rematch")).click();
            DuelRoomDriver.waiting(browser).until(d -> "1".equals(DuelRoomDriver.attr(d, "seat")));
            check(browser, lang, width, "rematch");
        } finally {
            friend.quit();
        }
    }

    /** A Scrabble game against level 6, as the page starts it (no game number), to its end; its review and GCG. */
    private void scrabbleAgainstLevel6(String lang, int width) throws Exception {
        session.open("/?tab=scrabble");
        assertThat(new Select(browser.findElement(By.id("scrabble-lang"))).getFirstSelectedOption().getDomAttribute("value"))
                .isEqualTo(lang);
        new Select(browser.findElement(By.id("scrabble-level"))).selectByValue("6");
        browser.findElement(By.id("scrabble-start")).click();
        session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
        check(browser, lang, width, "Scrabble game");
        // Watched every 10 ms: while the page waits for the server (the computer's move), no action is enabled.
        browser.executeScript("window.busySeen = 0; window.enabledWhileBusy = []; setInterval(() => {"
                + " const table = document.getElementById('scrabble-table'); if (!table || table.dataset.busy !== 'true') return;"
                + " window.busySeen++; for (const n of ['play-move', 'recall', 'exchange', 'pass', 'hint', 'analyse']) {"
                + " const b = document.getElementById('scrabble-' + n); if (b && !b.disabled) window.enabledWhileBusy.push(n); } }, 10);");
        for (int guard = 0; guard < 80 && !"true".equals(attr("scrabble-table", "over")); guard++) {
            session.waiting().withTimeout(Duration.ofSeconds(60)).until(d -> "true".equals(attr("scrabble-table", "over"))
                    || d.findElement(By.id("scrabble-pass")).isEnabled());
            if (!"true".equals(attr("scrabble-table", "over"))) {
                new Actions(browser).click(browser.findElement(By.id("scrabble-pass"))).perform();
            }
        }
        assertThat(attr("scrabble-table", "over")).isEqualTo("true");
        assertThat(((Number) browser.executeScript("return window.busySeen")).longValue()).as("waits watched").isPositive();
        assertThat((List<?>) browser.executeScript("return window.enabledWhileBusy")).as("actions enabled while busy").isEmpty();
        browser.executeScript("window.recorded = []; const made = URL.createObjectURL.bind(URL); "
                + "URL.createObjectURL = (blob) => { blob.text().then(t => window.recorded.push(t)); return made(blob); };");
        browser.findElement(By.id("scrabble-gcg")).click();
        session.waiting().until(d -> !((List<?>) browser.executeScript("return window.recorded")).isEmpty());
        assertThat((String) ((List<?>) browser.executeScript("return window.recorded")).get(0)).startsWith("#character-encoding UTF-8");
        browser.findElement(By.id("scrabble-review-button")).click();
        session.waiting().until(d -> !d.findElements(By.cssSelector("#scrabble-review-table tbody tr")).isEmpty()
                || d.findElement(By.id("scrabble-message")).getDomAttribute("class").contains("rejected"));
        assertThat(browser.findElement(By.id("scrabble-message")).getDomAttribute("class")).doesNotContain("rejected");
        JsonNode game = ApiClient.JSON.readTree((String) browser.executeScript(
                "return localStorage.getItem('chiffres-lettres.scrabble')"));
        assertThat(browser.findElements(By.cssSelector("#scrabble-review-table tbody tr"))).as("a row a turn")
                .hasSize(game.get("turns").size());
        check(browser, lang, width, "Scrabble review");
    }
}
