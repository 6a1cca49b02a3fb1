package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The page in French and in Spanish holds no English: every screen's text, its choices (options) and its
 * labels for assistive technology, read in Chromium, hold none of the English words and phrases the page's
 * English uses and neither language spells alike. Names (Countdown, Scrabble, Digits) are names in every
 * language.
 */
class PageLanguageBrowserTest extends BrowserTest {

    private static List<String> englishIn(String lang) {
        session.open("/");
        session.clearStorage();
        session.open("/");
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue(lang);
        List<String> found = new ArrayList<>();
        for (WebElement tab : browser.findElements(By.cssSelector("button.tab"))) {
            tab.click();
            String panel = tab.getAttribute("data-tab");
            session.waiting().until(d -> d.findElement(By.id(panel)).isDisplayed());
            scan(panel, found);
        }
        // A Scrabble game and a whole game under way, in the page's language.
        browser.findElement(By.id("tab-scrabble")).click();
        new Select(browser.findElement(By.id("scrabble-lang"))).selectByValue(lang);
        browser.findElement(By.id("scrabble-start")).click();
        session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
        scan("scrabble game", found);
        browser.findElement(By.id("tab-game")).click();
        browser.findElement(By.id("game-name-0")).sendKeys(org.openqa.selenium.Keys.ENTER);
        session.waiting().until(d -> !"setup".equals(d.findElement(By.id("game")).getAttribute("data-phase")));
        scan("whole game", found);
        return found.stream().distinct().toList();
    }

    private static void scan(String where, List<String> found) {
        found.addAll(PageChecks.english(browser, where));
        if ("fr".equals(browser.findElement(By.tagName("html")).getDomAttribute("lang"))) {
            found.addAll(PageChecks.frenchPunctuation(browser, where));
        }
    }

    @Test
    void eachLevelIsDescribedByWhatItKnowsAndHowItPlays() {
        session.open("/?tab=game");
        session.clearStorage();
        session.open("/?tab=game");
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue("en");
        new Select(browser.findElement(By.id("game-opponent"))).selectByValue("1");
        assertThat(browser.findElement(By.id("game-level-note")).getText())
                .isEqualTo("Level 1 knows the 3,000 commonest words, counts with 2 of the tiles, and finds one conundrum "
                        + "in five, in 10 to 29 s.");
        new Select(browser.findElement(By.id("game-opponent"))).selectByValue("two");
        assertThat(browser.findElement(By.id("game-level-note")).getText()).isEmpty();
        browser.findElement(By.id("tab-scrabble")).click();
        new Select(browser.findElement(By.id("scrabble-level"))).selectByValue("6");
        assertThat(browser.findElement(By.id("scrabble-level-note")).getText()).startsWith("Level 6 plays its best moves out");
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue("fr");
        assertThat(browser.findElement(By.id("scrabble-level-note")).getText()).startsWith("Le niveau 6 rejoue");
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue("en");
    }

    @Test
    void theFrenchPageHoldsNoEnglish() {
        assertThat(englishIn("fr")).isEmpty();
    }

    @Test
    void theSpanishPageHoldsNoEnglish() {
        assertThat(englishIn("es")).isEmpty();
    }
}
