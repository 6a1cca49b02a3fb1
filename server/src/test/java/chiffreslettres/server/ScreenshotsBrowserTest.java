package chiffreslettres.server;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.interactions.Actions;

/**
 * The screenshots of the documentation: every screen at a phone's width (390 px) and a desktop's (1280 px),
 * each as a person reaches it. Taken only when asked:
 * {@code mvn -pl server test -Dtest=ScreenshotsBrowserTest -Dscreens=$PWD/docs/screens}.
 */
class ScreenshotsBrowserTest extends BrowserTest {

    @Test
    void everyScreenAtBothWidths() throws Exception {
        String dir = System.getProperty("screens");
        assumeTrue(dir != null, "screenshots are taken with -Dscreens=DIR");
        Files.createDirectories(Path.of(dir));
        for (int width : new int[] {390, 1280}) {
            browser.manage().window().setSize(new Dimension(width, width == 390 ? 844 : 900));
            session.open("/");
            session.clearStorage();
            session.open("/");
            shoot(dir, "home", width);
            browser.findElement(By.id("home-play")).click();
            session.waiting().until(d -> "picking".equals(d.findElement(By.id("game")).getAttribute("data-phase")));
            for (int i = 0; i < 9; i++) {
                String moves = browser.findElement(By.id("game")).getAttribute("data-moves");
                new Actions(browser).sendKeys(i % 3 == 1 ? "v" : "c").perform();
                session.waiting().until(d -> !moves.equals(d.findElement(By.id("game")).getAttribute("data-moves")));
            }
            session.waiting().until(d -> "solving".equals(d.findElement(By.id("game")).getAttribute("data-phase")));
            shoot(dir, "game", width);
            for (String tab : new String[] {"daily", "conundrum", "duel", "me", "solver"}) {
                browser.findElement(By.id("tab-" + tab)).click();
                Thread.sleep(700);
                shoot(dir, tab, width);
            }
            browser.findElement(By.id("tab-numbers")).click();
            browser.findElement(By.id("numbers-draw")).click();
            session.waiting().until(d -> !d.findElement(By.id("numbers-target")).getText().isEmpty());
            shoot(dir, "numbers", width);
            browser.findElement(By.id("tab-letters")).click();
            for (int i = 0; i < 9; i++) {
                browser.findElement(By.id(i % 3 == 1 ? "letters-vowel" : "letters-consonant")).click();
            }
            session.waiting().until(d -> d.findElements(By.cssSelector("#letters-rack span")).size() == 9);
            shoot(dir, "letters", width);
            browser.findElement(By.id("tab-scrabble")).click();
            browser.findElement(By.id("scrabble-start")).click();
            session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
            shoot(dir, "scrabble", width);
        }
        browser.manage().window().setSize(new Dimension(1000, 1100));
    }

    private static void shoot(String dir, String screen, int width) throws Exception {
        browser.executeScript("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()");
        Thread.sleep(400);
        Files.write(Path.of(dir, screen + "-" + width + ".png"), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }
}
