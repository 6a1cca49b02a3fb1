package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Lettres;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Dictionaries;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.FluentWait;

/**
 * The practice rounds and the solver played in real headless Chromium: one numbers round and one letters
 * round with a fixed seed, their verdicts and scores checked against the library, screenshots saved under
 * {@code server/target/}.
 */
class PageBrowserTest extends BrowserTest {

    private static final long SEED = 7;



    private static FluentWait<WebDriver> waiting() {
        return session.waiting();
    }

    private static void open() {
        session.open("/?seed=" + SEED);
    }

    private static void screenshot(String name) throws Exception {
        session.screenshot(name);
    }

    @Test
    void aNumbersRoundIsPlayedAndRefereed() throws Exception {
        open();
        browser.findElement(By.id("tab-numbers")).click();
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

        WebElement fifty = browser.findElements(By.cssSelector("#numbers-tiles button")).stream()
                .filter(b -> b.getText().equals("50")).findFirst().orElseThrow();
        fifty.click();                                                      // 50, typed by its button
        assertThat(fifty.isEnabled()).as("a tile used is greyed").isFalse();
        browser.findElement(By.id("numbers-answer")).sendKeys(" * (25 - 5)");
        browser.findElement(By.id("numbers-submit")).click();
        waiting().until(d -> !d.findElement(By.id("numbers-best")).getText().isEmpty());
        assertThat(browser.findElement(By.id("numbers-verdict")).getText())
                .isEqualTo("Accepted: 50 × (25 − 5) = 1000, off by 1");
        assertThat(browser.findElement(By.id("numbers-score")).getText()).isEqualTo("7 points");
        assertThat(browser.findElement(By.id("numbers-best")).getText()).contains("= 999").contains("distinct solutions");
        screenshot("page-numbers.png");
        assertThat(session.consoleErrors()).isEmpty();
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
        // What the words mean: the longest word first, with its definition where WordNet has one.
        waiting().until(d -> !d.findElements(By.cssSelector("#letters-meanings dt")).isEmpty());
        assertThat(browser.findElement(By.cssSelector("#letters-meanings dt")).getText()).isEqualTo(word);
        chiffreslettres.lettres.Definitions.of(round.language(), word).stream().findFirst().ifPresent(d ->
                assertThat(browser.findElement(By.id("letters-meanings")).getText()).contains(d.text()));
        screenshot("page-letters.png");
        browser.manage().window().setSize(new Dimension(390, 844));
        try {
            assertThat(rowsOf("#letters-rack span")).as("nine letters on a phone").isEqualTo(1);
            screenshot("page-letters-phone.png");
            // Des chiffres et des lettres: ten letters, still one line.
            new Select(browser.findElement(By.id("variant"))).selectByValue("dcdl");
            for (int i = 0; i < 10; i++) {
                browser.findElement(By.id(i % 2 == 0 ? "letters-consonant" : "letters-vowel")).click();
                int drawn = i + 1;
                waiting().until(d -> d.findElements(By.cssSelector("#letters-rack span")).size() == drawn);
            }
            assertThat(rowsOf("#letters-rack span")).as("ten letters on a phone").isEqualTo(1);
            assertThat((Boolean) browser.executeScript(
                    "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")).isTrue();
        } finally {
            new Select(browser.findElement(By.id("variant"))).selectByValue("countdown");
            browser.manage().window().setSize(new Dimension(1000, 1100));
        }
    }

    @Test
    void withoutASeedTheRackShownIsTheRackJudgedAndAPickAfterTheRevealStartsTheNext() {
        session.open("/");
        browser.findElement(By.id("tab-letters")).click();
        for (int round = 0; round < 2; round++) {
            String choices = "cvcvcvccv";
            for (int i = 0; i < choices.length(); i++) {
                browser.findElement(By.id(choices.charAt(i) == 'v' ? "letters-vowel" : "letters-consonant")).click();
                int drawn = i + 1;
                waiting().until(d -> d.findElements(By.cssSelector("#letters-rack span")).size() == drawn);
            }
            StringBuilder shown = new StringBuilder();
            for (WebElement letter : browser.findElements(By.cssSelector("#letters-rack span"))) {
                shown.append(letter.getText().toLowerCase());
            }
            browser.findElement(By.id("letters-word")).sendKeys("zzzzzzzzz");
            browser.findElement(By.id("letters-submit")).click();
            waiting().until(d -> !d.findElement(By.id("letters-best")).getText().isEmpty());
            // The refusal names the rack the server judged: the one on the screen.
            assertThat(browser.findElement(By.id("letters-verdict")).getText()).as("round %d", round)
                    .contains(shown.toString());
            assertThat(browser.findElement(By.id("letters-consonant")).isEnabled()).as("round %d", round).isTrue();
        }
        assertThat(session.consoleErrors()).isEmpty();
    }

    @Test
    void aFrenchConundrumNobodySolvesRevealsItsAnswerWithItsAccentsAndSaysNobodyScores() {
        session.open("/");
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue("fr");
        browser.findElement(By.id("tab-conundrum")).click();
        browser.findElement(By.id("conundrum-new")).click();
        waiting().until(d -> d.findElement(By.id("conundrum-scramble")).getText().replaceAll("\\s", "").length() == 9);
        String scramble = browser.findElement(By.id("conundrum-scramble")).getText().replaceAll("\\s", "")
                .toLowerCase(java.util.Locale.ROOT);
        browser.findElement(By.id("conundrum-guess")).sendKeys("zzzzzzzzz");
        browser.findElement(By.id("conundrum-buzz")).click();
        waiting().until(d -> !d.findElement(By.id("conundrum-result")).getText().isEmpty());
        String result = browser.findElement(By.id("conundrum-result")).getText();
        assertThat(result).contains("personne ne marque").doesNotContain("(rien)");
        // The answer as the French list writes it: one of the language's conundrums, the scramble's letters.
        String answer = result.substring(0, result.indexOf(' ')).toLowerCase(java.util.Locale.FRENCH);
        chiffreslettres.lettres.Dictionary french = chiffreslettres.jeu.game.Conundrum.refereeList(
                chiffreslettres.lettres.Language.FRENCH);
        assertThat(french.index().wordsWithSignature(french.index().signatureOf(scramble))).contains(answer);
        assertThat(session.consoleErrors()).isEmpty();
    }

    /** How many lines the elements take: their distinct tops, once the tiles have stopped turning over. */
    private static long rowsOf(String css) {
        waiting().until(d -> (Boolean) ((org.openqa.selenium.JavascriptExecutor) d).executeScript(
                "return document.getAnimations().every(a => a.playState !== 'running' || a.effect.getTiming().iterations === Infinity)"));
        return browser.findElements(By.cssSelector(css)).stream().map(e -> e.getRect().getY()).distinct().count();
    }


    @Test
    void everyControlIsATapTargetOfAtLeast44PxOnAPhone() throws Exception {
        browser.manage().window().setSize(new Dimension(390, 844));
        try {
            open();
            List<String> small = new ArrayList<>();
            for (WebElement tab : browser.findElements(By.cssSelector("button.tab"))) {
                tab.click();
                small.addAll(PageChecks.smallTargets(browser, tab.getAttribute("data-tab")));
            }
            browser.findElement(By.id("tab-scrabble")).click();
            browser.findElement(By.id("scrabble-start")).click();
            waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
            small.addAll(PageChecks.smallTargets(browser, "scrabble game"));
            assertThat(small).isEmpty();
        } finally {
            browser.manage().window().setSize(new Dimension(1000, 1100));
        }
    }

    @Test
    void theLabelsSwitchToFrench() throws Exception {
        open();
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue("fr");
        browser.findElement(By.id("tab-numbers")).click();
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
        new Select(browser.findElement(By.id("ui-lang"))).selectByValue("en");
    }
}
