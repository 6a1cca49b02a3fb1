package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.support.ui.Select;

/**
 * The first screen as a newcomer meets it, in Chromium: what each game is, the language's show started in
 * one tap; the themes (light, dark, the system's) and reduced motion; the clock's ring.
 */
class FirstScreenBrowserTest extends BrowserTest {

    private static void fresh(String lang) {
        session.open("/");
        session.clearStorage();
        session.open("/");
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue(lang);
    }

    @Test
    void aNewcomerSeesEachGameInALineAndStartsTheirLanguagesShowInOneTap() {
        for (String[] c : List.of(new String[] {"en", "Play Countdown now", "Countdown"},
                new String[] {"fr", "Jouer : Des chiffres et des lettres", "Des chiffres et des lettres"},
                new String[] {"es", "Jugar a Cifras y Letras (2024)", "Cifras y Letras (2024)"})) {
            fresh(c[0]);
            assertThat(browser.findElement(By.id("home")).isDisplayed()).as("the first screen").isTrue();
            assertThat(browser.findElements(By.cssSelector("#home .cards li"))).hasSize(6)
                    .allSatisfy(card -> assertThat(card.findElement(By.tagName("p")).getText()).isNotBlank());
            // (WebDriver reads a no-break space as a space; the page writes French's before the colon.)
            assertThat(browser.findElement(By.id("home-play")).getText()).isEqualTo(c[1]);
            if (c[0].equals("fr")) {
                assertThat(browser.findElement(By.id("home-play")).getDomProperty("textContent")).contains("\u00a0:");
            }
            browser.findElement(By.id("home-play")).click();
            session.waiting().until(d -> {
                String phase = d.findElement(By.id("game")).getAttribute("data-phase");
                return phase != null && !phase.equals("setup");
            });
            assertThat(browser.executeScript("const f = document.getElementById('game-format');"
                    + " return f.options[f.selectedIndex].textContent")).isEqualTo(c[2]);
            assertThat(browser.findElement(By.id("game-score")).getText()).contains(c[0].equals("en") ? "Computer" : c[0].equals("fr") ? "Ordinateur" : "Ordenador");
        }
        // A card's button opens its screen.
        browser.findElement(By.id("tab-home")).click();
        browser.findElement(By.cssSelector("#home [data-go='daily']")).click();
        assertThat(browser.findElement(By.id("daily")).isDisplayed()).isTrue();
        assertThat(session.consoleErrors()).isEmpty();
    }

    @Test
    void theThemeIsTheSystemsUnlessChosenAndEveryScreenReadsWellInDark() {
        fresh("en");
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        String auto = background();
        new Select(browser.findElement(By.id("ui-theme"))).selectByValue("light");
        String light = background();
        assertThat(light).isEqualTo("rgb(244, 246, 250)").isNotEqualTo(auto);
        new Select(browser.findElement(By.id("ui-theme"))).selectByValue("dark");
        assertThat(background()).isEqualTo(auto);
        session.open("/");
        assertThat(browser.findElement(By.tagName("html")).getAttribute("data-theme")).as("kept").isEqualTo("dark");
        for (String tab : List.of("home", "game", "daily", "scrabble", "me", "solver")) {
            browser.findElement(By.id("tab-" + tab)).click();
            AccessibilityBrowserTest.assertNoSeriousViolation(tab + " in the dark theme");
        }
        new Select(browser.findElement(By.id("ui-theme"))).selectByValue("auto");
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "light"))));
        assertThat(background()).isEqualTo(light);
    }

    private static String background() {
        return (String) browser.executeScript("return getComputedStyle(document.body).backgroundColor");
    }

    @Test
    void theClockIsARingAndReducedMotionStopsEveryAnimation() {
        fresh("en");
        browser.findElement(By.id("tab-letters")).click();
        for (int i = 0; i < 9; i++) {
            browser.findElement(By.id(i % 2 == 0 ? "letters-consonant" : "letters-vowel")).click();
        }
        session.waiting().until(d -> d.findElement(By.id("letters-clock")).getAttribute("class").contains("running"));
        double left = Double.parseDouble((String) browser.executeScript(
                "return document.getElementById('letters-clock').style.getPropertyValue('--left')"));
        assertThat(left).isBetween(0.5, 1.0);
        assertThat(animation("#letters-rack span")).isEqualTo("turn-over");
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        assertThat(animation("#letters-rack span")).isEqualTo("none");
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        browser.manage().window().setSize(new Dimension(1000, 1100));
    }

    private static String animation(String css) {
        return (String) browser.executeScript("return getComputedStyle(document.querySelector(arguments[0])).animationName", css);
    }
}
