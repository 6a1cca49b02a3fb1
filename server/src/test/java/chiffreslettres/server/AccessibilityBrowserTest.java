package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * axe-core (Deque's Selenium integration) on every screen of the page, in Chromium: no serious or
 * critical violation.
 */
public class AccessibilityBrowserTest extends BrowserTest {



    public static void assertNoSeriousViolation(String screen) {
        Results results = new AxeBuilder().analyze(browser);
        List<String> serious = results.getViolations().stream()
                .filter(v -> "serious".equals(v.getImpact()) || "critical".equals(v.getImpact()))
                .map(AccessibilityBrowserTest::describe).toList();
        assertThat(serious).as(screen).isEmpty();
        assertThat(results.getPasses()).as(screen + ": axe ran its rules").isNotEmpty();
    }

    private static String describe(Rule rule) {
        return rule.getId() + " (" + rule.getImpact() + "): " + rule.getHelp() + " at "
                + rule.getNodes().stream().map(n -> n.getTarget().toString()).toList();
    }

    private static void game(String phase) {
        session.waiting().until(d -> phase.equals(d.findElement(By.id("game")).getAttribute("data-phase")));
    }

    /** A one-round game finished through the API and put where the page keeps its game, then shown. */
    private static void finishedGame() {
        browser.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                const post = (path, body) => fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'},
                    body: JSON.stringify(body)}).then(r => r.json());
                post('/api/games', {format: 'practice', variant: 'countdown', round: 'numbers', seed: 1,
                        seats: [{name: 'Ann'}, {level: 2}]})
                    .then(g => post('/api/games/move', {game: g, move: {type: 'large', seat: 0, large: 1}}))
                    .then(g => post('/api/games/move', {game: g, move: {type: 'reveal'}}))
                    .then(g => { localStorage.setItem('chiffres-lettres.game',
                        JSON.stringify({game: g, reveal: null, startedAt: null, round: 0}));
                        localStorage.setItem('chiffres-lettres.tab', 'game'); done(); });
                """);
        session.open("/");
        game("over");
    }

    @Test
    void everyScreenPassesAxe() {
        session.open("/?tab=game&seed=5");
        session.clearStorage();
        session.open("/?tab=game&seed=5");
        assertNoSeriousViolation("game setup");
        browser.findElement(By.id("game-start")).click();
        game("picking");
        assertNoSeriousViolation("game, picking letters");
        for (int i = 0; i < 9; i++) {
            String key = i % 2 == 0 ? "c" : "v";
            String before = browser.findElement(By.id("game")).getAttribute("data-moves");
            new Actions(browser).sendKeys(key).perform();
            session.waiting().until(d -> !before.equals(d.findElement(By.id("game")).getAttribute("data-moves")));
        }
        game("solving");
        assertNoSeriousViolation("game, answering");
        new Actions(browser).sendKeys("rat", Keys.ENTER).perform();
        game("reveal");
        assertNoSeriousViolation("game, reveal");
        for (String tab : List.of("daily", "conundrum", "numbers", "letters", "duel", "scrabble", "me", "solver")) {
            browser.findElement(By.id("tab-" + tab)).click();
            assertNoSeriousViolation(tab);
        }
        browser.findElement(By.id("tab-conundrum")).click();
        browser.findElement(By.id("conundrum-new")).click();
        session.waiting().until(d -> !d.findElements(By.cssSelector("#conundrum-scramble span")).isEmpty());
        assertNoSeriousViolation("conundrum in play");
        browser.findElement(By.id("tab-scrabble")).click();
        browser.findElement(By.id("scrabble-start")).click();
        session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
        browser.findElement(By.id("scrabble-hint")).click();
        session.waiting().until(d -> !d.findElements(By.cssSelector("#scrabble-hints button")).isEmpty());
        browser.findElement(By.cssSelector("#scrabble-hints button")).click();
        assertNoSeriousViolation("scrabble, a move laid on the board");
        finishedGame();
        assertNoSeriousViolation("game, final score");
        assertThat(session.consoleErrors()).isEmpty();
    }
}
