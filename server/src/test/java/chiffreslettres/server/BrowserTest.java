package chiffreslettres.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.chrome.ChromeDriver;

/** A test class that drives the page in Chromium: one server and one browser for all its tests. */
public abstract class BrowserTest {

    public static BrowserSession session;
    public static ChromeDriver browser;

    @BeforeAll
    static void startBrowser() {
        session = new BrowserSession();
        browser = session.browser;
    }

    @AfterAll
    static void stopBrowser() {
        if (session != null) {
            session.close();
            session = null;
        }
    }
}
