package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import chiffreslettres.Lettres;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Dictionaries;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page played in real headless Chromium (the system's {@code chromium} and {@code chromedriver}, which
 * {@code .ci/run} installs): one numbers round and one letters round with a fixed seed, their verdicts and
 * scores checked against the library, screenshots saved under {@code server/target/}.
 */
class PageBrowserTest {

    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    private static final long SEED = 7;

    private static ChiffresLettresServer server;
    private static WebDriver browser;

    @BeforeAll
    static void start() {
        boolean installed = new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute();
        if (System.getenv("CI") == null) {
            assumeTrue(installed, "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)");
        }
        assertThat(installed).as("CI installs chromium and chromium-driver (.ci/run)").isTrue();
        server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1000,1100", "--lang=en-GB");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.stop();
        }
    }

    private static WebDriverWait waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(20));
    }

    private static void open() {
        browser.get(server.uri().resolve("/?seed=" + SEED).toString());
        waiting().until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
    }

    private static void screenshot(String name) throws Exception {
        Path dir = Path.of(System.getProperty("screenshots.dir", "target"));
        Files.createDirectories(dir);
        Files.write(dir.resolve(name), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }

    @Test
    void aNumbersRoundIsPlayedAndRefereed() throws Exception {
        open();
        new Select(browser.findElement(By.id("large"))).selectByValue("2");
        browser.findElement(By.id("numbers-draw")).click();
        Problem game = Draws.solvableNumbers(Variant.COUNTDOWN.numbers(), 2, new SplittableRandom(SEED));
        waiting().until(ExpectedConditions.textToBe(By.id("numbers-target"), Long.toString(game.target())));
        List<String> tiles = new ArrayList<>();
        for (WebElement tile : browser.findElements(By.cssSelector("#numbers-tiles button"))) {
            tiles.add(tile.getText());
        }
        assertThat(tiles).isEqualTo(game.tiles().stream().map(String::valueOf).toList());
        assertThat(browser.findElement(By.id("numbers-clock")).getText()).matches("\\d+ s");

        browser.findElement(By.id("numbers-hint")).click();
        waiting().until(d -> !d.findElement(By.id("numbers-hint-text")).getText().isEmpty());
        assertThat(browser.findElement(By.id("numbers-hint-text")).getText()).startsWith("Try first: ");

        browser.findElement(By.id("tile-" + game.tiles().indexOf(50L))).click();   // 50, typed by its button
        browser.findElement(By.id("numbers-answer")).sendKeys(" * (25 - 5)");
        browser.findElement(By.id("numbers-submit")).click();
        waiting().until(d -> !d.findElement(By.id("numbers-best")).getText().isEmpty());
        assertThat(browser.findElement(By.id("numbers-verdict")).getText())
                .isEqualTo("Accepted: 50 × (25 − 5) = 1000, off by 1");
        assertThat(browser.findElement(By.id("numbers-score")).getText()).isEqualTo("7 points");
        assertThat(browser.findElement(By.id("numbers-best")).getText()).contains("= 999").contains("distinct solutions");
        screenshot("page-numbers.png");
    }

    @Test
    void aLettersRoundIsPlayedAndRefereed() throws Exception {
        open();
        browser.findElement(By.id("tab-letters")).click();
        String choices = "cvcvcvccv";
        for (int i = 0; i < choices.length(); i++) {
            browser.findElement(By.id(choices.charAt(i) == 'v' ? "letters-vowel" : "letters-consonant")).click();
            int drawn = i + 1;
            waiting().until(d -> d.findElements(By.cssSelector("#letters-rack span")).size() == drawn);
        }
        LettersRound round = Variant.COUNTDOWN.letters().orElseThrow();
        List<Draws.Pile> piles = choices.chars().mapToObj(c -> c == 'v' ? Draws.Pile.VOWEL : Draws.Pile.CONSONANT)
                .toList();
        String rack = Draws.letters(round, piles, new SplittableRandom(SEED));
        StringBuilder shown = new StringBuilder();
        for (WebElement letter : browser.findElements(By.cssSelector("#letters-rack span"))) {
            shown.append(letter.getText().toLowerCase());
        }
        assertThat(shown.toString()).isEqualTo(rack);
        String word = Lettres.in(Dictionaries.get(round.language(), round.rules())).rack(rack).longest().words().get(0);
        browser.findElement(By.id("letters-word")).sendKeys(word);
        browser.findElement(By.id("letters-submit")).click();
        waiting().until(d -> !d.findElement(By.id("letters-best")).getText().isEmpty());
        assertThat(browser.findElement(By.id("letters-verdict")).getText()).startsWith("Accepted: ");
        assertThat(browser.findElement(By.id("letters-score")).getText()).isEqualTo(round.score(word.length()) + " points");
        assertThat(browser.findElement(By.id("letters-best")).getText()).startsWith("Longest words: ").contains(word);
        screenshot("page-letters.png");
        browser.manage().window().setSize(new Dimension(390, 844));
        screenshot("page-letters-phone.png");
        browser.manage().window().setSize(new Dimension(1000, 1100));
    }

    @Test
    void theLabelsSwitchToFrench() throws Exception {
        open();
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue("fr");
        assertThat(browser.findElement(By.id("tab-numbers")).getText()).isEqualTo("Le compte est bon");
        assertThat(browser.findElement(By.id("numbers-draw")).getText()).isEqualTo("Tirer");
        browser.findElement(By.id("tab-solver")).click();
        browser.findElement(By.id("solver-target")).sendKeys("36");
        browser.findElement(By.id("solver-tiles")).sendKeys("10 3 5");
        browser.findElement(By.id("solver-solve")).click();
        waiting().until(d -> !d.findElement(By.id("solver-numbers")).getText().isEmpty());
        assertThat(browser.findElement(By.id("solver-numbers")).getText())
                .contains("2 solutions distinctes", "(10 − 3) × 5 = 35", "10 × 3 + 5 = 35");
        screenshot("page-solver-fr.png");
    }
}
