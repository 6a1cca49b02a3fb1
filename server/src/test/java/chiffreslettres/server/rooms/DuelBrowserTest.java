package chiffreslettres.server.rooms;

import static chiffreslettres.server.rooms.DuelRoomDriver.attr;
import static chiffreslettres.server.rooms.DuelRoomDriver.waiting;
import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Chiffres;
import chiffreslettres.Lettres;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.server.BrowserTest;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * Two Chromium browsers play a duel in one room to the final score: one opens the room and invites the
 * other by its link; the pickers pick; Ann declares the library's best answers, Bob (a name that is
 * markup) declares nothing and the server's clock reveals; Bob reloads his page in the middle and is back
 * in his seat; both pages end on the same final score; Bob asks for a rematch and both pages move to its
 * new room and start it.
 */
class DuelBrowserTest extends BrowserTest {

    private static String tiles(WebDriver d) {
        StringBuilder out = new StringBuilder();
        d.findElements(By.cssSelector("#duel-tiles span, #duel-tiles button")).forEach(s -> out.append(s.getText()).append(' '));
        return out.toString().trim();
    }

    /** The picker's picks: nine letters (consonants and vowels in turn, as the rules allow) or one large tile. */
    private static void pick(WebDriver d, String kind) {
        if (kind.equals("numbers")) {
            new Select(d.findElement(By.id("duel-large"))).selectByValue("1");
            d.findElement(By.id("duel-large-ok")).click();
            return;
        }
        for (int i = 0; i < 9; i++) {
            int count = i;
            waiting(d).until(x -> tiles(x).replace(" ", "").length() == count);
            d.findElement(By.id(i % 3 == 1 ? "duel-vowel" : "duel-consonant")).click();
        }
    }

    @Test
    void theInvitationIsCopiedAndFitsAPhoneAndAConundrumsBoxStartsEmptyAfterANumbersRound() throws Exception {
        ChromeDriver ann = browser;
        ChromeDriver bob = session.newBrowser();
        try {
            ann.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
            DuelRoomDriver.open(session, ann, "letters,numbers", 3);
            // The invitation: copied by a button, and its long link wraps within a phone's width.
            ann.findElement(By.id("duel-copy")).click();
            waiting(ann).until(d -> !d.findElement(By.id("duel-copy-status")).getText().isEmpty());
            assertThat(ann.findElement(By.id("duel-copy-status")).getText()).isEqualTo("Copied to the clipboard");
            Object copied = ann.executeAsyncScript(
                    "const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('error: ' + e));");
            assertThat(copied).isEqualTo(ann.findElement(By.id("duel-link")).getAttribute("href"));
            assertThat(ann.executeScript("return document.documentElement.scrollWidth <= window.innerWidth"))
                    .as("no sideways scrolling at a phone's width").isEqualTo(true);
            // A room of a numbers round then a conundrum (made through the API): no picking between them.
            String code = new chiffreslettres.server.ApiClient(session.server.uri()).ok("POST", "/api/rooms",
                    "{\"variant\":\"countdown\",\"rounds\":[\"numbers\",\"conundrum\"],\"roundSeconds\":3}").get("code").asText();
            String link = session.server.uri().resolve("/?tab=duel&room=" + code).toString();
            ann.get(link);
            DuelRoomDriver.sit(ann, "Ann", 0);
            bob.get(link);
            DuelRoomDriver.sit(bob, "Bob", 1);
            waiting(ann).until(d -> d.findElement(By.id("duel-start")).isDisplayed());
            ann.findElement(By.id("duel-start")).click();
            ChromeDriver picker = waiting(ann).until(d -> d.findElement(By.id("duel-picks")).isDisplayed() ? ann
                    : bob.findElement(By.id("duel-picks")).isDisplayed() ? bob : null);
            pick(picker, "numbers");
            waiting(bob).until(d -> "solving".equals(attr(d, "phase")) && d.findElement(By.id("duel-answer")).isDisplayed());
            // Bob writes but does not declare; the clock ends the round, and the conundrum begins.
            bob.findElement(By.id("duel-answer")).sendKeys("100+25");
            waiting(bob).until(d -> "2".equals(attr(d, "round")) && d.findElement(By.id("duel-answer")).isDisplayed());
            assertThat(bob.findElement(By.id("duel-answer")).getAttribute("value")).isEmpty();
            assertThat(session.consoleErrors()).isEmpty();
        } finally {
            ann.manage().window().setSize(new org.openqa.selenium.Dimension(1000, 1100));
            bob.quit();
        }
    }

    @Test
    void twoBrowsersPlayADuelAndAReloadedPlayerIsBackInTheirSeat() throws Exception {
        ChromeDriver ann = browser;
        ChromeDriver bob = session.newBrowser();
        try {
            String link = DuelRoomDriver.open(session, ann, "letters,numbers", 4);
            assertThat(link).matches("http://.*/\\?tab=duel&room=[0-9a-f]{24}");
            DuelRoomDriver.sit(ann, "Ann", 0);
            bob.get(link);
            DuelRoomDriver.sit(bob, "<i>Bob</i>", 1);
            waiting(ann).until(d -> d.findElement(By.id("duel-seats")).getText().contains("<i>Bob</i>"));
            assertThat(ann.findElements(By.cssSelector("#duel-seats i"))).isEmpty();
            waiting(ann).until(d -> d.findElement(By.id("duel-start")).isDisplayed());
            ann.findElement(By.id("duel-start")).click();
            var words = Dictionaries.english(WordRules.COUNTDOWN);
            for (int round = 0; round < 2; round++) {
                int number = round;
                waiting(ann).until(d -> String.valueOf(number + 1).equals(attr(d, "round")));
                String kind = round == 0 ? "letters" : "numbers";
                waiting(ann).until(d -> d.findElement(By.id("duel-picks")).isDisplayed()
                        || bob.findElement(By.id("duel-picks")).isDisplayed());
                ChromeDriver picker = waiting(ann).until(d -> d.findElement(By.id("duel-picks")).isDisplayed() ? ann
                        : bob.findElement(By.id("duel-picks")).isDisplayed() ? bob : null);
                pick(picker, kind);
                try {
                    waiting(ann).until(d -> "solving".equals(attr(d, "phase")));
                } catch (org.openqa.selenium.TimeoutException e) {
                    throw new AssertionError("picker " + (picker == ann ? "Ann" : "Bob") + "; Ann: "
                            + ann.findElement(By.id("duel-message")).getText() + " / " + attr(ann, "phase") + "; Bob: "
                            + bob.findElement(By.id("duel-message")).getText() + " / " + attr(bob, "phase") + " / seat "
                            + attr(bob, "seat"), e);
                }
                // The round's clock, the server's, counts down on both pages.
                waiting(ann).until(d -> d.findElement(By.id("duel-clock")).getText().matches("\\d+ s"));
                waiting(bob).until(d -> d.findElement(By.id("duel-clock")).getText().matches("\\d+ s"));
                String answer;
                if (kind.equals("letters")) {
                    answer = Lettres.in(words).rack(tiles(ann).replace(" ", "")).longest().words().stream().findFirst().orElse("");
                } else {
                    long target = Long.parseLong(ann.findElement(By.id("duel-target")).getText());
                    long[] t = java.util.Arrays.stream(tiles(ann).split(" ")).mapToLong(Long::parseLong).toArray();
                    answer = Chiffres.best(target, t).best().toAscii();
                }
                ann.findElement(By.id("duel-answer")).sendKeys(answer);
                ann.findElement(By.id("duel-declare")).click();
                waiting(bob).until(d -> d.findElement(By.id("duel-answered")).getText().contains("Ann"));
                // Bob answers nothing: the server's clock reveals the round to both.
                waiting(bob).until(d -> String.valueOf(number + 1).equals(attr(d, "results")));
                waiting(ann).until(d -> String.valueOf(number + 1).equals(attr(d, "results")));
                if (round == 0) {
                    bob.navigate().refresh();
                    waiting(bob).until(d -> "1".equals(attr(d, "seat")));
                    waiting(ann).until(d -> !d.findElement(By.id("duel-seats")).getText().contains("away"));
                }
            }
            waiting(ann).until(d -> "true".equals(attr(d, "over")));
            waiting(bob).until(d -> "true".equals(attr(d, "over")));
            String score = ann.findElement(By.id("duel-score")).getText();
            assertThat(score).startsWith("Ann ").contains("<i>Bob</i> 0");
            assertThat(bob.findElement(By.id("duel-score")).getText()).isEqualTo(score);
            assertThat(ann.findElement(By.id("duel-round")).getText()).isEqualTo("Final score");
            // The end names the winner on both pages.
            assertThat(ann.findElement(By.id("duel-message")).getText()).isEqualTo("Ann wins!");
            assertThat(bob.findElement(By.id("duel-message")).getText()).isEqualTo("Ann wins!");
            assertThat(ann.findElements(By.cssSelector("#duel-results li"))).hasSize(2);
            // Each seated player's duel rating once the game is recorded: Ann, who won, above the start.
            waiting(ann).until(d -> d.findElement(By.id("duel-rating")).getText().startsWith("Your rating (duels): "));
            waiting(bob).until(d -> d.findElement(By.id("duel-rating")).getText().startsWith("Your rating (duels): "));
            assertThat(Integer.parseInt(ann.findElement(By.id("duel-rating")).getText().replaceAll(".*: (\\d+) ±.*", "$1")))
                    .isGreaterThan(1500);
            assertThat(Integer.parseInt(bob.findElement(By.id("duel-rating")).getText().replaceAll(".*: (\\d+) ±.*", "$1")))
                    .isLessThan(1500);
            assertThat(ann.findElement(By.id("duel-rating")).getText()).endsWith(", rated games: 1");
            // A rematch: Bob asks, his page moves to a new room of the same game; Ann's offers it and follows.
            String firstRoom = ann.getCurrentUrl();
            bob.findElement(By.id("duel-rematch")).click();
            waiting(bob).until(d -> !d.getCurrentUrl().equals(firstRoom) && "0".equals(attr(d, "seat")));
            waiting(ann).until(d -> d.findElement(By.id("duel-rematch")).getText().equals("<i>Bob</i> asks for a rematch: join"));
            ann.findElement(By.id("duel-rematch")).click();
            waiting(ann).until(d -> "1".equals(attr(d, "seat")));
            assertThat(ann.getCurrentUrl()).isEqualTo(bob.getCurrentUrl()).isNotEqualTo(firstRoom);
            waiting(bob).until(d -> d.findElement(By.id("duel-start")).isDisplayed());
            assertThat(bob.findElement(By.id("duel-seats")).getText()).contains("<i>Bob</i>", "Ann");
            assertThat(ann.findElement(By.id("duel-score")).getText()).isEmpty();
            bob.findElement(By.id("duel-start")).click();
            waiting(ann).until(d -> "1".equals(attr(d, "round")) && "false".equals(attr(d, "over")));
            assertThat(session.consoleErrors()).isEmpty();
        } finally {
            bob.quit();
        }
    }
}
