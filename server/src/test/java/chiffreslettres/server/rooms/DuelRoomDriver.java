package chiffreslettres.server.rooms;

import chiffreslettres.server.BrowserSession;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.FluentWait;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** Drives the Duel tab of the page: opens a room, takes a seat, reads the room's data attributes. */
public final class DuelRoomDriver {

    private DuelRoomDriver() {
    }

    /** Waits up to 30 s, looking again when the page redrew an element meanwhile. */
    public static FluentWait<WebDriver> waiting(WebDriver d) {
        return new WebDriverWait(d, Duration.ofSeconds(30)).ignoring(StaleElementReferenceException.class);
    }

    /** The room element's {@code data-name} attribute (connected, seat, round, phase, results, over). */
    public static String attr(WebDriver d, String name) {
        return d.findElement(By.id("duel-room")).getDomAttribute("data-" + name);
    }

    /**
     * Opens a room from a fresh page of the session's browser and waits until its socket is connected.
     *
     * @param game    the choice in the Game list ({@code letters,numbers}, {@code scrabble-en}, ...)
     * @param seconds the seconds a round (or a Scrabble turn)
     * @return the invitation link
     */
    static String open(BrowserSession session, WebDriver host, String game, int seconds) {
        session.open("/?tab=duel");
        session.clearStorage();
        session.open("/?tab=duel");
        new Select(host.findElement(By.id("duel-rounds"))).selectByValue(game);
        host.findElement(By.id("duel-seconds")).clear();
        host.findElement(By.id("duel-seconds")).sendKeys(String.valueOf(seconds));
        host.findElement(By.id("duel-open")).click();
        waiting(host).until(d -> "true".equals(attr(d, "connected")));
        return host.findElement(By.id("duel-link")).getText();
    }

    /** Takes a seat under a name in a page at the room's link, and waits until it is seat {@code seat}. */
    public static void sit(WebDriver d, String name, int seat) {
        waiting(d).until(x -> "true".equals(attr(x, "connected")));
        d.findElement(By.id("duel-name")).sendKeys(name);
        d.findElement(By.id("duel-join")).click();
        waiting(d).until(x -> String.valueOf(seat).equals(attr(x, "seat")));
    }
}
