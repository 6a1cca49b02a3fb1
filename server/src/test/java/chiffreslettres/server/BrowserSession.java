package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.FluentWait;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A server on a free loopback port and the system's headless Chromium driving its page ({@code chromium}
 * and {@code chromedriver}, which {@code .ci/run} installs). Outside CI a missing browser skips the test;
 * in CI it fails it.
 */
public final class BrowserSession implements AutoCloseable {

    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    public final ChiffresLettresServer server;
    final ChromeDriver browser;

    BrowserSession() {
        boolean installed = new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute();
        if (System.getenv("CI") == null) {
            assumeTrue(installed, "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)");
        }
        assertThat(installed).as("CI installs chromium and chromium-driver (.ci/run)").isTrue();
        server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0));
        browser = newBrowser();
    }

    /** Another headless Chromium (a second player, say), the caller to quit it. */
    public ChromeDriver newBrowser() {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1000,1100", "--lang=en-GB");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.executeCdpCommand("Browser.grantPermissions", Map.of("origin", origin(),
                "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        return driver;
    }

    private String origin() {
        String uri = server.uri().toString();
        return uri.substring(0, uri.length() - 1);
    }

    /** Waits up to 20 s, looking again when the page replaced an element meanwhile. */
    public FluentWait<WebDriver> waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class);
    }

    /** Opens a page of the server and waits until its script has started. */
    public void open(String pathAndQuery) {
        browser.get(server.uri().resolve(pathAndQuery).toString());
        waiting().until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
    }

    /** Forgets what the page kept in local storage (a game, the daily answers, the tab). */
    public void clearStorage() {
        browser.executeScript("localStorage.clear()");
    }

    public void screenshot(String name) throws Exception {
        Path dir = Path.of(System.getProperty("screenshots.dir", "target"));
        Files.createDirectories(dir);
        Files.write(dir.resolve(name), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }

    /** The browser console's errors (SEVERE) since the last call, a 404 of a resource included. */
    public List<String> consoleErrors() {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).map(LogEntry::getMessage).toList();
    }

    @Override
    public void close() {
        browser.quit();
        server.stop();
    }
}
