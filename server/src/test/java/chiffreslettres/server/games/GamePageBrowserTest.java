package chiffreslettres.server.games;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Chiffres;
import chiffreslettres.Lettres;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.RoundResult;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.server.AccessibilityBrowserTest;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.BrowserTest;
import chiffreslettres.server.json.GameJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Whole games and the daily puzzle played in real headless Chromium with the keyboard: a Countdown game
 * against the computer at level 3 to the final score (reloaded in the middle), a Des chiffres et des
 * lettres game in French, the daily puzzle twice and its share text copied. The answers typed are the
 * library's best; the final score is checked against the library's replay of the moves the page stored.
 */
public class GamePageBrowserTest extends BrowserTest {



    private static WebElement byId(String id) {
        return browser.findElement(By.id(id));
    }

    private static String game(String attribute) {
        return byId("game").getAttribute("data-" + attribute);
    }

    /** Types into whatever has the focus, as a person at the keyboard does. */
    private static void type(CharSequence... keys) {
        new Actions(browser).sendKeys(keys).perform();
    }

    /** Does one step and waits for the page to show the next state (a move answered, or the reveal left). */
    private static void step(Runnable action) {
        String before = game("moves") + "/" + game("phase") + "/" + game("round");
        action.run();
        session.waiting().until(d -> !(game("moves") + "/" + game("phase") + "/" + game("round")).equals(before));
    }

    /**
     * Taps a calculation: each number on the first free tile button of that value in {@code tilesId}, each
     * operator and parenthesis on its button; a button missing or greyed fails the test.
     */
    public static void tapCalculation(String ascii, String tilesId) {
        java.util.regex.Matcher token = java.util.regex.Pattern.compile("\\d+|[-+*/()]").matcher(ascii);
        while (token.find()) {
            String t = token.group();
            String face = switch (t) {
                case "*" -> "×";
                case "-" -> "−";
                case "/" -> "÷";
                default -> t;
            };
            String where = t.matches("\\d+") ? "#" + tilesId + " button" : ".ops button";
            browser.findElements(By.cssSelector(where)).stream()
                    .filter(b -> b.isDisplayed() && b.isEnabled() && b.getText().equals(face)).findFirst()
                    .orElseThrow(() -> new AssertionError("no free button " + face + " for " + ascii)).click();
        }
    }

    private static String tiles(String id) {
        StringBuilder out = new StringBuilder();
        for (WebElement tile : browser.findElements(By.cssSelector("#" + id + " span, #" + id + " button"))) {
            out.append(tile.getText().toLowerCase()).append(' ');
        }
        return out.toString().trim();
    }

    /** Asks for a consonant or a vowel, alternating while both piles are open. */
    private static void pickALetter() {
        String key = byId("game-consonant").isEnabled() && tiles("game-letters").replace(" ", "").length() % 2 == 0
                ? "c" : byId("game-vowel").isEnabled() ? "v" : "c";
        step(() -> type(key));
    }

    /** Plays the game on screen to its end with the best answers; returns the page's stored game. */
    public static JsonNode playToTheEnd(Dictionary words, int reloadAtRound) throws Exception {
        boolean reloaded = false;
        for (int guard = 0; guard < 400 && !"over".equals(game("phase")); guard++) {
            String phase = game("phase");
            String kind = game("kind");
            if (!reloaded && Integer.parseInt(game("round")) == reloadAtRound && "solving".equals(phase)) {
                String round = game("round");
                String letters = tiles("game-letters");
                browser.navigate().refresh();
                session.waiting().until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
                assertThat(game("round")).isEqualTo(round);
                assertThat(game("phase")).isEqualTo("solving");
                assertThat(tiles("game-letters")).isEqualTo(letters);
                reloaded = true;
                session.screenshot("page-game.png");
                continue;
            }
            if ("reveal".equals(phase)) {
                // The reveal shows each seat's running score: the points of the rounds up to this one.
                JsonNode shown = ApiClient.JSON.readTree((String) browser.executeScript(
                        "return localStorage.getItem('chiffres-lettres.game')")).get("game");
                int upTo = Integer.parseInt(game("round"));
                // What the words shown mean: for a letters round or a conundrum, the best word heads the list
                // of meanings (a definition in English, a dictionary link in every language).
                JsonNode revealed = shown.get("results").get(upTo - 1);
                String revealedKind = revealed.get("kind").asText();
                if (!"numbers".equals(revealedKind)) {
                    String first = "letters".equals(revealedKind) ? revealed.get("bestWords").get(0).get("word").asText()
                            : revealed.get("answer").asText();
                    session.waiting().until(d -> !d.findElements(By.cssSelector("#game-reveal-meanings dt")).isEmpty());
                    assertThat(byId("game-reveal-meanings").findElement(By.cssSelector("dt")).getText()).isEqualTo(first);
                    assertThat(byId("game-reveal-meanings").findElements(By.cssSelector("dd a"))).isNotEmpty();
                    if ("en".equals(shown.get("lang").asText())) {
                        List<chiffreslettres.lettres.Definitions.Definition> meant = chiffreslettres.lettres.Definitions
                                .of(chiffreslettres.lettres.Language.ENGLISH, first);
                        if (!meant.isEmpty()) {
                            assertThat(byId("game-reveal-meanings").getText()).contains(meant.get(0).text());
                        }
                    }
                }
                List<WebElement> rows = browser.findElements(By.cssSelector("#game-reveal-rows tr"));
                for (int seat = 0; seat < rows.size(); seat++) {
                    int total = 0;
                    for (int r = 0; r < upTo; r++) {
                        total += shown.get("results").get(r).get("points").get(seat).asInt();
                    }
                    List<WebElement> cells = rows.get(seat).findElements(By.tagName("td"));
                    assertThat(cells.get(cells.size() - 1).getText()).as("round %d, seat %d", upTo, seat)
                            .isEqualTo(Integer.toString(total));
                }
                step(() -> type(Keys.ENTER));
            } else if ("picking".equals(phase) && "letters".equals(kind)) {
                pickALetter();
            } else if ("picking".equals(phase)) {
                step(() -> type("2"));
            } else if ("letters".equals(kind)) {
                String rack = tiles("game-letters").replace(" ", "");
                String word = Lettres.in(words).rack(rack).longest().words().stream().findFirst().orElse("");
                step(() -> type(word, Keys.ENTER));
            } else if ("numbers".equals(kind)) {
                long target = Long.parseLong(byId("game-target").getText());
                long[] tiles = java.util.Arrays.stream(tiles("game-tiles").split(" ")).mapToLong(Long::parseLong).toArray();
                String answer = Chiffres.best(target, tiles).best().toAscii();
                // Built by tapping the tiles and operators, as on a phone: no key pressed.
                step(() -> {
                    tapCalculation(answer, "game-tiles");
                    assertThat(byId("game-answer-0").getAttribute("value").replace(" ", ""))
                            .isEqualTo(answer.replace(" ", "").replace('*', '×').replace('-', '−').replace('/', '÷'));
                    byId("game-declare-0").click();
                });
            } else {
                String scramble = tiles("game-scramble").replace(" ", "");
                String answer = words.index().wordsWithSignature(words.index().signatureOf(scramble)).get(0);
                step(() -> type(answer, Keys.ENTER));
            }
        }
        assertThat(game("phase")).isEqualTo("over");
        String stored = (String) browser.executeScript("return localStorage.getItem('chiffres-lettres.game')");
        return ApiClient.JSON.readTree(stored).get("game");
    }

    private static void newGame(String format, String opponent, String name, String lang) {
        session.open("/?tab=game&seed=21");
        session.clearStorage();
        session.open("/?tab=game&seed=21");
        new Select(byId("ui-lang")).selectByValue(lang);
        new Select(byId("game-format")).selectByValue(format);
        new Select(byId("game-opponent")).selectByValue(opponent);
        byId("game-name-0").click();
        type(name, Keys.ENTER);
        session.waiting().until(d -> !"setup".equals(game("phase")));
    }

    @Test
    void theDailyDayIsThePlayersOwnNotUtcs() throws Exception {
        for (String zone : List.of("Pacific/Kiritimati", "Pacific/Pago_Pago")) {
            org.openqa.selenium.chrome.ChromeDriver far = session.newBrowser();
            try {
                far.executeCdpCommand("Emulation.setTimezoneOverride", java.util.Map.of("timezoneId", zone));
                far.get(session.server.uri().resolve("/?tab=daily").toString());
                LocalDate local = java.time.ZonedDateTime.now(java.time.ZoneId.of(zone)).toLocalDate();
                new org.openqa.selenium.support.ui.WebDriverWait(far, java.time.Duration.ofSeconds(20))
                        .until(d -> d.findElement(By.id("daily-title")).getText().contains(local.toString()));
            } finally {
                far.quit();
            }
        }
    }

    @Test
    void aGameUnderWayIsThrownAwayOnlyWhenThePlayerSaysSo() throws Exception {
        newGame("countdown", "3", "Ann", "en");
        String moves = game("moves");
        byId("game-abandon").click();
        org.openqa.selenium.Alert asked = browser.switchTo().alert();
        assertThat(asked.getText()).isEqualTo("Leave this game? It cannot be resumed.");
        asked.dismiss();
        assertThat(game("phase")).isNotEqualTo("setup");
        assertThat(game("moves")).isEqualTo(moves);
        byId("game-abandon").click();
        browser.switchTo().alert().accept();
        session.waiting().until(d -> "setup".equals(game("phase")));
        // Scrabble likewise.
        session.open("/?tab=scrabble");
        browser.findElement(By.id("scrabble-start")).click();
        session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
        browser.findElement(By.id("scrabble-new")).click();
        browser.switchTo().alert().dismiss();
        assertThat(byId("scrabble-play").isDisplayed()).isTrue();
        browser.findElement(By.id("scrabble-new")).click();
        browser.switchTo().alert().accept();
        session.waiting().until(d -> d.findElement(By.id("scrabble-setup")).isDisplayed());
        assertThat(session.consoleErrors()).isEmpty();
    }

    @Test
    void aWordTypedButNotDeclaredWhenTheClockEndsIsDeclared() throws Exception {
        newGame("countdown", "3", "Ann", "en");
        for (int guard = 0; guard < 20 && "picking".equals(game("phase")); guard++) {
            pickALetter();
        }
        assertThat(game("phase")).isEqualTo("solving");
        String rack = tiles("game-letters").replace(" ", "");
        String word = Lettres.in(Dictionaries.english(WordRules.COUNTDOWN)).rack(rack).longest().words().get(0);
        type(word);
        // The round's 30 seconds pass at once: the page's clock reads the time ahead.
        step(() -> browser.executeScript("const now = Date.now.bind(Date); Date.now = () => now() + 60000;"));
        session.waiting().until(d -> "reveal".equals(game("phase")));
        String stored = (String) browser.executeScript("return localStorage.getItem('chiffres-lettres.game')");
        JsonNode answer = ApiClient.JSON.readTree(stored).get("game").get("results").get(0).get("answers").get(0);
        assertThat(answer.get("text").asText()).isEqualTo(word);
        assertThat(answer.get("valid").asBoolean()).isTrue();
        assertThat(session.consoleErrors()).isEmpty();
    }

    /** English words of the referee's sentences and the reveal's labels, none of which a French or Spanish page shows. */
    private static final List<String> ENGLISH = List.of("letters", "is not", "exact", "away", "no answer", "right",
            "wrong", "step", "the rack", "has no", "Longest", "common", "very", "less", "Computer", "level", "buzzed");

    /** Plays the first letters round and the first numbers round with a refused answer each, in a language. */
    private static void twoRefusedAnswersAreJudgedIn(String format, String lang, java.util.Locale locale) throws Exception {
        newGame(format, "1", "Eva", lang);
        int reveals = 0;
        for (int guard = 0; guard < 60 && reveals < 2; guard++) {
            String phase = game("phase");
            String kind = game("kind");
            if ("reveal".equals(phase)) {
                String stored = (String) browser.executeScript("return localStorage.getItem('chiffres-lettres.game')");
                // The game runs, its seed sealed: the page was opened with seed 21, which replays its moves.
                Game replayed = GameJson.read(((com.fasterxml.jackson.databind.node.ObjectNode) ApiClient.JSON
                        .readTree(stored).get("game")).put("seed", 21));
                var result = replayed.results().get(replayed.results().size() - 1);
                String shown = byId("game-reveal-rows").getText() + "\n" + byId("game-reveal-words").getText();
                for (var answer : result.answers()) {
                    assertThat(shown).contains(answer.message(locale));
                }
                assertThat(result.answers().get(0).valid()).isFalse();
                for (String english : ENGLISH) {
                    assertThat(shown).as("%s reveal of round %d", lang, result.number())
                            .doesNotContainPattern("(?U)\\b" + english + "\\b");
                }
                reveals++;
                step(() -> type(Keys.ENTER));
            } else if ("picking".equals(phase) && "letters".equals(kind)) {
                pickALetter();
            } else if ("picking".equals(phase)) {
                step(() -> type("1"));
            } else if ("letters".equals(kind)) {
                step(() -> type("kwyjibo", Keys.ENTER));
            } else {
                step(() -> type("999 + 1", Keys.ENTER));
            }
        }
        assertThat(reveals).isEqualTo(2);
        assertThat(session.consoleErrors()).isEmpty();
        new Select(byId("ui-lang")).selectByValue("en");
    }

    @Test
    void theRefereeSpeaksFrenchInAFrenchGame() throws Exception {
        twoRefusedAnswersAreJudgedIn("dcdl", "fr", java.util.Locale.FRENCH);
    }

    @Test
    void theRefereeSpeaksSpanishInASpanishGame() throws Exception {
        twoRefusedAnswersAreJudgedIn("cifras2024", "es", java.util.Locale.forLanguageTag("es"));
    }

    private static String dailyShown() {
        StringBuilder out = new StringBuilder();
        for (WebElement card : browser.findElements(By.cssSelector("#daily-puzzles article"))) {
            out.append(card.findElement(By.cssSelector(".tiles")).getText().replace("\n", "")).append('|');
        }
        return out.toString().toLowerCase();
    }

    @Test
    void theDailyPuzzleIsTheSameTwiceAndItsShareTextIsCopied() throws Exception {
        // Today (UTC): a day being played somewhere, so its result goes to the leaderboard.
        LocalDate today = LocalDate.now(java.time.ZoneOffset.UTC);
        String url = "/?tab=daily&date=" + today;
        session.open(url);
        session.clearStorage();
        session.open(url);
        session.waiting().until(d -> !dailyShown().isEmpty());
        String first = dailyShown();
        session.clearStorage();
        session.open(url);
        session.waiting().until(d -> !dailyShown().isEmpty());
        assertThat(dailyShown()).isEqualTo(first);
        Daily daily = Daily.of(Variant.COUNTDOWN, today);
        Daily.Numbers numbers = (Daily.Numbers) daily.challenges().get(0);
        String rack = ((Daily.Letters) daily.challenges().get(1)).rack();
        Conundrum.Puzzle conundrum = ((Daily.Anagram) daily.challenges().get(2)).puzzle();
        assertThat(first).isEqualTo(String.join("", numbers.problem().tiles().stream().map(String::valueOf).toList())
                + "|" + rack + "|" + conundrum.scramble() + "|");
        String best = Chiffres.best(numbers.problem().target(), numbers.problem().tileArray()).best().toAscii();
        String word = Lettres.in(Dictionaries.english(WordRules.COUNTDOWN)).rack(rack).longest().words().get(0);
        int index = 0;
        for (String answer : List.of(best, word, conundrum.answer())) {
            int i = index++;
            if (i == 0) {
                // The calculation by tapping the tiles and operators.
                tapCalculation(answer, "daily-puzzle-0 .pad-tiles");
                byId("daily-check-0").click();
            } else {
                if (i == 1) {
                    // A slip (no word of the list) is refused but may be corrected: the puzzle stays open.
                    byId("daily-answer-1").click();
                    type("qqqqq", Keys.ENTER);
                    session.waiting().until(d -> byId("daily-result-1").getText().contains("tries left: 2"));
                    assertThat(byId("daily-answer-1").isEnabled()).isTrue();
                    byId("daily-answer-1").clear();
                }
                byId("daily-answer-" + i).click();
                type(answer, Keys.ENTER);
            }
            session.waiting().until(d -> !byId("daily-result-" + i).getText().isEmpty()
                    && !byId("daily-result-" + i).getText().contains("tries left"));
            assertThat(byId("daily-result-" + i).getAttribute("class")).contains("accepted");
        }
        byId("daily-share").click();
        session.waiting().until(d -> !byId("daily-share-status").getText().isEmpty());
        String text = byId("daily-share-text").getText();
        assertThat(text).isEqualTo(daily.shareText(List.of(10, 18 == 2 * word.length() ? 18 : word.length(), 10))
                + "\n" + session.server.uri().resolve("/?tab=daily&date=" + today));
        assertThat(text.toLowerCase()).doesNotContain(conundrum.answer()).doesNotContain(rack);
        assertThat(byId("daily-share-status").getText()).isEqualTo("Copied to the clipboard");
        Object clipboard = browser.executeAsyncScript(
                "const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('error: ' + e));");
        assertThat(clipboard).isEqualTo(text);
        // The result goes to the leaderboard under a name that is markup: it is shown as text.
        // A day still played somewhere: its best answers show only once the result is recorded.
        assertThat(byId("daily-result-1").getText()).contains("the best answers show once your result is sent")
                .doesNotContain("Longest words");
        String name = "<img src=x onerror=alert(1)>";
        byId("daily-name").sendKeys(name);
        byId("daily-send").click();
        session.waiting().until(d -> byId("daily-record-status").getText().contains("rank"));
        session.waiting().until(d -> byId("daily-result-1").getText().contains("Longest common word"));
        int points = 10 + (18 == 2 * word.length() ? 18 : word.length()) + 10;
        assertThat(byId("daily-record-status").getText()).isEqualTo(points + " points, rank 1");
        session.waiting().until(d -> byId("daily-leaderboard").getText().contains(name));
        // The list numbers the standings itself (a tie shares its rank): the rank is the item's number, not its text.
        assertThat(byId("daily-leaderboard").getText()).isEqualTo(name + " · " + points);
        assertThat(browser.findElement(By.cssSelector("#daily-leaderboard li")).getAttribute("value")).isEqualTo("1");
        assertThat(browser.findElements(By.cssSelector("#daily-leaderboard img"))).isEmpty();
        // A second sending keeps the first result.
        byId("daily-send").click();
        session.waiting().until(d -> byId("daily-record-status").getText().startsWith("Your first result"));
        // Another show: its own puzzles, and none of the first show's result on screen.
        String title = byId("daily-title").getText();
        new org.openqa.selenium.support.ui.Select(byId("daily-variant")).selectByValue("digits");
        session.waiting().until(d -> !byId("daily-title").getText().equals(title));
        assertThat(byId("daily-record-status").getText()).isEmpty();
        assertThat(byId("daily-result-0").getText()).isEmpty();
        // An answer accepted for no point (a tile, or the product of two, too far from the target) is not shown as won.
        Daily.Numbers far = (Daily.Numbers) Daily.of(Variant.DIGITS, today).challenges().get(0);
        List<Long> tiles = far.problem().tiles();
        String nothing = null;
        for (int a = 0; a < tiles.size() && nothing == null; a++) {
            for (int b = a; b < tiles.size() && nothing == null; b++) {
                long value = a == b ? tiles.get(a) : tiles.get(a) * tiles.get(b);
                if (Variant.DIGITS.numbers().score(Math.abs(far.problem().target() - value)) == 0) {
                    nothing = a == b ? Long.toString(tiles.get(a)) : tiles.get(a) + "*" + tiles.get(b);
                }
            }
        }
        assertThat(nothing).as("an answer worth no star among %s for %d", tiles, far.problem().target()).isNotNull();
        byId("daily-answer-0").click();
        type(nothing, Keys.ENTER);
        session.waiting().until(d -> !byId("daily-result-0").getText().isEmpty());
        assertThat(byId("daily-result-0").getText()).contains("0 stars");
        assertThat(byId("daily-result-0").getAttribute("class")).doesNotContain("accepted").doesNotContain("rejected");
        assertThat(session.consoleErrors()).isEmpty();
    }

    @Test
    void twoPlayersShareOneDeviceAndBothAnswersAreRevealed() throws Exception {
        session.open("/?tab=game&seed=3");
        session.clearStorage();
        session.open("/?tab=game&seed=3");
        new Select(byId("game-opponent")).selectByValue("two");
        byId("game-name-1").sendKeys("Bea");
        byId("game-name-0").sendKeys("Al", Keys.ENTER);
        session.waiting().until(d -> "picking".equals(game("phase")));
        assertThat(byId("game-round-title").getText()).contains("Al picks");
        for (int i = 0; i < 9; i++) {
            boolean consonant = byId("game-consonant").isEnabled() && i % 2 == 0;
            step(() -> type(consonant ? "c" : "v"));
        }
        assertThat(byId("game-answer-0").getAttribute("type")).isEqualTo("password");
        String rack = tiles("game-letters").replace(" ", "");
        String word = Lettres.in(Dictionaries.english(WordRules.COUNTDOWN)).rack(rack).longest().words().get(0);
        step(() -> type(word, Keys.ENTER));
        assertThat(browser.findElements(By.id("game-answer-0"))).isEmpty();
        byId("game-answer-1").click();
        step(() -> type("zzz", Keys.ENTER));
        assertThat(game("phase")).isEqualTo("reveal");
        String reveal = byId("game-reveal-rows").getText();
        assertThat(reveal).contains("Al", word, "Bea", "zzz");
        step(() -> type(Keys.ENTER));
        assertThat(byId("game-round-title").getText()).contains("Round 2 of 15", "Bea picks");
        assertThat(byId("game-score").getText()).isEqualTo("Al " + (word.length() == 9 ? 18 : word.length()) + " · Bea 0");
    }

    @Test
    void theGameFitsAPhonesWidth() throws Exception {
        newGame("countdown", "2", "Zoé", "en");
        browser.manage().window().setSize(new Dimension(390, 844));
        try {
            for (int i = 0; i < 9; i++) {
                boolean consonant = byId("game-consonant").isEnabled() && i % 2 == 0;
                step(() -> type(consonant ? "c" : "v"));
            }
            assertThat(game("phase")).isEqualTo("solving");
            Object scroll = browser.executeScript("return document.documentElement.scrollWidth <= window.innerWidth");
            assertThat(scroll).isEqualTo(true);
            session.screenshot("page-game-phone.png");
        } finally {
            browser.manage().window().setSize(new Dimension(1000, 1100));
        }
        assertThat(Language.ENGLISH.code()).isEqualTo("en");
    }
}
