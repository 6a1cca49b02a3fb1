package chiffreslettres.server.players;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.server.AccessibilityBrowserTest;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.BrowserTest;
import java.time.LocalDate;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.junit.jupiter.api.Test;

/**
 * The player's own page in Chromium, as a person uses it: their name saved, a daily result counted, and
 * their identity moved to a second browser by the code the first shows, typed there.
 */
class PlayerPageBrowserTest extends BrowserTest {

    @SuppressWarnings("unchecked")
    private static Map<String, String> identity(ChromeDriver driver) {
        return (Map<String, String>) driver.executeScript(
                "return JSON.parse(localStorage.getItem('chiffres-lettres.identity'))");
    }

    @Test
    void theFiguresShowAndACodeMovesThePlayerToAnotherBrowser() throws Exception {
        session.open("/?tab=me");
        session.clearStorage();
        session.open("/?tab=me");
        session.waiting().until(d -> !d.findElement(By.id("me-dailies")).getText().isBlank());
        assertThat(browser.findElement(By.id("me-dailies")).getText()).contains("No daily result sent yet");
        browser.findElement(By.id("me-name")).sendKeys("Zoé");
        browser.findElement(By.id("me-rename")).click();
        session.waiting().until(d -> d.findElement(By.id("me-status")).getText().equals("Saved"));
        // A daily result sent under this browser's identity (as the Daily screen sends it) is counted.
        Map<String, String> me = identity(browser);
        String day = (String) browser.executeScript("const n = new Date(); return n.getFullYear() + '-' "
                + "+ String(n.getMonth() + 1).padStart(2, '0') + '-' + String(n.getDate()).padStart(2, '0')");
        new ApiClient(session.server.uri()).ok("POST", "/api/daily/result", "{\"variant\":\"countdown\",\"date\":\""
                + day + "\",\"player\":\"" + me.get("id") + "\",\"secret\":\"" + me.get("secret") + "\",\"answers\":"
                + ApiClient.JSON.writeValueAsString(RecordsApiTest.bestAnswers(Daily.of(Variant.COUNTDOWN,
                        LocalDate.parse(day)))) + "}");
        browser.findElement(By.id("tab-me")).click();
        session.waiting().until(d -> d.findElement(By.id("me-dailies")).getText().contains("Days played: 1"));
        assertThat(browser.findElements(By.cssSelector("#me-dailies .bars li"))).isNotEmpty();
        AccessibilityBrowserTest.assertNoSeriousViolation("the player's page");
        browser.findElement(By.id("me-transfer")).click();
        session.waiting().until(d -> d.findElement(By.id("me-code")).isDisplayed());
        String code = browser.findElement(By.id("me-code")).getText();
        assertThat(code).matches("[0-9A-Z]{5}-[0-9A-Z]{5}");
        assertThat(browser.findElement(By.id("me-code-link")).getAttribute("href")).endsWith("?tab=me&claim=" + code);

        ChromeDriver other = session.newBrowser();
        try {
            other.get(session.server.uri().resolve("/?tab=me").toString());
            WebDriverWait wait = new WebDriverWait(other, java.time.Duration.ofSeconds(20));
            wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
            other.findElement(By.id("me-claim-code")).sendKeys(code.toLowerCase(java.util.Locale.ROOT).replace("-", " "));
            other.findElement(By.id("me-claim")).click();
            wait.until(d -> d.findElement(By.id("me-claim-status")).getText().contains("now plays as you"));
            assertThat(identity(other).get("id")).isEqualTo(me.get("id"));
            assertThat(identity(other).get("secret")).isNotEqualTo(me.get("secret"));
            wait.until(d -> d.findElement(By.id("me-dailies")).getText().contains("Days played: 1"));
            assertThat(other.findElement(By.id("me-name")).getAttribute("value")).isEqualTo("Zoé");
            // The code is spent: typed again, the page says so in words.
            other.findElement(By.id("me-claim-code")).sendKeys(code);
            other.findElement(By.id("me-claim")).click();
            wait.until(d -> d.findElement(By.id("me-claim-status")).getText().contains("used once"));
        } finally {
            other.quit();
        }
        // The first browser still acts as the player.
        browser.findElement(By.id("tab-me")).click();
        session.waiting().until(d -> d.findElement(By.id("me-dailies")).getText().contains("Days played: 1"));
        assertThat(session.consoleErrors()).allMatch(e -> e.contains("422"));
    }
}
