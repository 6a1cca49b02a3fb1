package chiffreslettres.server.scrabble;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.server.AccessibilityBrowserTest;
import chiffreslettres.server.BrowserTest;
import chiffreslettres.server.ScrabbleTableDriver;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.support.ui.Select;

/**
 * Whole Scrabble games against the computer played in headless Chromium, English and Spanish: each move is
 * the library's (in Spanish, a move placing a digraph tile whenever the rack allows one), put on the board by
 * clicking rack tiles and squares (a blank's letter chosen in its list) or typed at the keyboard; the page is
 * reloaded in the middle and resumes; the final scores shown are the library's replay of the stored game.
 */
class ScrabblePageBrowserTest extends BrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode stored() throws Exception {
        Object text = browser.executeScript("return localStorage.getItem('chiffres-lettres.scrabble')");
        return JSON.readTree((String) text);
    }

    private static ScrabbleTableDriver table() {
        return new ScrabbleTableDriver(browser, "scrabble");
    }

    private static String written(JsonNode rack) {
        StringBuilder out = new StringBuilder();
        for (JsonNode f : rack) {
            out.append(f.asText().length() > 1 ? "[" + f.asText() + "]" : f.asText());
        }
        return out.toString();
    }

    /** Does one action on the page and waits until the stored game has more turns (or is over). */
    private static void act(Runnable action) throws Exception {
        int before = stored().get("turns").size();
        action.run();
        try {
            session.waiting().until(d -> {
                try {
                    JsonNode g = stored();
                    return g.get("turns").size() > before || g.get("over").asBoolean();
                } catch (Exception e) {
                    return false;
                }
            });
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError("no turn was played; the page says: "
                    + browser.findElement(By.id("scrabble-message")).getText(), e);
        }
        assertThat(browser.findElement(By.id("scrabble-message")).getAttribute("class")).doesNotContain("rejected");
    }

    /** Turns with one tile in the bag analysed by the games played so far. */
    private static int preEndgamesAnalysed;

    private static int playGame(Language language, long seed, boolean preferDigraphs) throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(language);
        TileSet tiles = lexicon.tiles();
        session.open("/?tab=scrabble");
        session.clearStorage();
        session.open("/?tab=scrabble");
        new Select(browser.findElement(By.id("scrabble-lang"))).selectByValue(language.code());
        new Select(browser.findElement(By.id("scrabble-level"))).selectByValue("1");
        browser.findElement(By.id("scrabble-seed")).sendKeys(Long.toString(seed));
        browser.findElement(By.id("scrabble-start")).click();
        session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
        int digraphs = 0;
        int typed = 0;
        boolean endgameHinted = false;
        for (int turn = 0; !stored().get("over").asBoolean(); turn++) {
            if (turn == 5 && !preferDigraphs) {
                session.screenshot("page-scrabble.png");
            }
            if (turn == 3) {
                browser.navigate().refresh();
                session.waiting().until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
            }
            JsonNode game = stored();
            List<String> rows = new ArrayList<>();
            game.get("board").forEach(r -> rows.add(r.asText()));
            Board board = Board.of(tiles, rows);
            String rack = written(game.get("rack"));
            if (turn == 1) {
                // Each rack tile shows its points; the tiles not seen yet are counted under the rack.
                for (org.openqa.selenium.WebElement tile : browser.findElements(By.cssSelector("#scrabble-rack button"))) {
                    String face = tile.getAttribute("data-face");
                    assertThat(tile.getAttribute("data-value")).isEqualTo(face.equals("?") ? null
                            : Integer.toString(tiles.value(tiles.tileOf(face))));
                }
                int onBoard = (int) rows.stream().flatMapToInt(String::chars).filter(c -> c != '.').count();
                assertThat(browser.findElement(By.id("scrabble-unseen")).getText())
                        .contains("(" + game.get("unseen").size() + ")");
                assertThat(game.get("unseen").size()).isLessThanOrEqualTo(tiles.totalTiles() - game.get("rack").size());
                assertThat(onBoard).isPositive();
            }
            if (turn == 2) {
                // Analyse: the best moves by equity simulated on the server, a row each, the first legal here.
                browser.findElement(By.id("scrabble-analyse")).click();
                session.waiting().until(d -> !d.findElements(By.cssSelector("#scrabble-simulation tbody tr")).isEmpty());
                List<org.openqa.selenium.WebElement> candidates = browser.findElements(By.cssSelector("#scrabble-simulation tbody tr"));
                assertThat(candidates).hasSizeBetween(1, 10);
                List<String> legal = lexicon.moves(board, rack).stream()
                        .map(m -> m.coordinates() + " " + m.word() + " " + m.score()).toList();
                String first = candidates.get(0).findElements(By.tagName("td")).get(0).getText();
                assertThat(first.startsWith("exchange") || first.equals("pass") || legal.contains(first)).as(first).isTrue();
                String win = candidates.get(0).findElements(By.tagName("td")).get(1).getText();
                assertThat(Double.parseDouble(win)).isBetween(0.0, 100.0);
                AccessibilityBrowserTest.assertNoSeriousViolation("Scrabble analysis");
            }
            if (game.get("bag").asInt() == 1 && !rack.isEmpty()) {
                // With one tile in the bag, Analyse gives the pre-endgame's play above the simulated moves.
                browser.findElement(By.id("scrabble-analyse")).click();
                session.waiting().until(d -> !d.findElements(By.cssSelector("#scrabble-hints .pre-endgame")).isEmpty());
                String pre = browser.findElement(By.cssSelector("#scrabble-hints .pre-endgame")).getText();
                if (language == Language.ENGLISH) {
                    assertThat(pre).startsWith("Pre-endgame (one tile in the bag), best: ").contains("win chance");
                    AccessibilityBrowserTest.assertNoSeriousViolation("Scrabble pre-endgame");
                }
                preEndgamesAnalysed++;
            }
            if (game.get("bag").asInt() == 0 && !endgameHinted && !rack.isEmpty()) {
                // With the bag empty the hint gives the endgame's play first, solved against the unseen tiles.
                endgameHinted = true;
                browser.findElement(By.id("scrabble-hint")).click();
                session.waiting().until(d -> !d.findElements(By.cssSelector("#scrabble-hints .endgame")).isEmpty());
                assertThat(browser.findElement(By.cssSelector("#scrabble-hints .endgame")).getText())
                        .startsWith("Endgame (bag empty), best: ").contains("spread to the end");
            }
            List<Move> moves = lexicon.moves(board, rack);
            Optional<Move> digraph = moves.stream().filter(m -> m.placements().stream()
                    .anyMatch(p -> tiles.face(p.tile()).length() > 1 && !p.blank())).findFirst();
            Move move = preferDigraphs && digraph.isPresent() ? digraph.get() : moves.isEmpty() ? null : moves.get(0);
            if (move == null) {
                act(() -> browser.findElement(By.id("scrabble-pass")).click());
                continue;
            }
            boolean plain = move.placements().stream().noneMatch(p -> p.blank() || tiles.face(p.tile()).length() > 1);
            if (plain && !preferDigraphs && typed < 3) {
                typed++;
                act(() -> table().typeMove(move, tiles));
            } else {
                digraphs += move.placements().stream().anyMatch(p -> tiles.face(p.tile()).length() > 1 && !p.blank()) ? 1 : 0;
                List<String> faces = new ArrayList<>();
                game.get("rack").forEach(f -> faces.add(f.asText()));
                table().clickMove(faces, move, tiles);
                act(() -> browser.findElement(By.id("scrabble-play-move")).click());
            }
        }
        assertThat(endgameHinted).as("a turn with the bag empty was hinted").isTrue();
        JsonNode end = stored();
        List<String> players = new ArrayList<>();
        end.get("players").forEach(n -> players.add(n.asText()));
        ScrabbleGame replay = ScrabbleGame.start(lexicon, Rules.WESPA, players, end.get("seed").asLong());
        for (JsonNode a : end.get("actions")) {
            switch (a.get("type").asText()) {
                case "play" -> {
                    List<Placement> placements = new ArrayList<>();
                    for (JsonNode p : a.get("placements")) {
                        String face = p.get("tile").asText();
                        placements.add(new Placement(p.get("row").asInt(), p.get("column").asInt(),
                                tiles.readTiles(face.length() > 1 ? "[" + face + "]" : face).get(0), p.get("blank").asBoolean()));
                    }
                    replay = replay.play(placements);
                }
                case "exchange" -> replay = replay.exchange(a.get("tiles").asText());
                default -> replay = replay.pass();
            }
        }
        assertThat(replay.isOver()).isTrue();
        // A finished game offers its record; the button is hidden while a game runs.
        session.waiting().until(d -> d.findElement(By.id("scrabble-gcg")).isDisplayed());
        int seat = end.get("seat").asInt();
        assertThat(end.get("scores").get(0).asInt()).isEqualTo(replay.score(0));
        assertThat(end.get("scores").get(1).asInt()).isEqualTo(replay.score(1));
        assertThat(browser.findElement(By.id("scrabble-score")).getText())
                .startsWith("You " + replay.score(seat) + " – Computer " + replay.score(1 - seat));
        assertThat(browser.findElement(By.id("scrabble-message")).getText()).startsWith("Game over");
        assertThat(browser.findElements(By.cssSelector("#scrabble-turns li"))).hasSize(replay.turns().size()
                + replay.adjustments().size());
        // What the last word played means (a dictionary link at least, in every language).
        String lastWord = replay.turns().stream().map(tu -> tu.action())
                .filter(a -> a instanceof chiffreslettres.scrabble.game.Action.Play).reduce((a, b) -> b)
                .map(a -> ((chiffreslettres.scrabble.game.Action.Play) a).move().word().toLowerCase(java.util.Locale.ROOT))
                .orElseThrow();
        session.waiting().until(d -> !d.findElements(By.cssSelector("#scrabble-meanings dt")).isEmpty());
        assertThat(browser.findElement(By.cssSelector("#scrabble-meanings dt")).getText()).isEqualTo(lastWord);
        assertThat(browser.findElements(By.cssSelector("#scrabble-meanings dd a"))).isNotEmpty();
        // The finished game reviewed move by move: a row a turn, the played move ranked among the position's.
        browser.findElement(By.id("scrabble-review-button")).click();
        session.waiting().until(d -> !d.findElements(By.cssSelector("#scrabble-review-table tbody tr")).isEmpty());
        List<org.openqa.selenium.WebElement> rows = browser.findElements(By.cssSelector("#scrabble-review-table tbody tr"));
        assertThat(rows).hasSize(replay.turns().size());
        var review = chiffreslettres.scrabble.game.GameReview.of(replay, Scrabble.leaves(language)).turns();
        for (int i = 0; i < rows.size(); i++) {
            List<org.openqa.selenium.WebElement> cells = rows.get(i).findElements(By.tagName("td"));
            assertThat(cells.get(4).getText()).isEqualTo(Integer.toString(review.get(i).score()));
            assertThat(cells.get(5).getText()).isEqualTo(review.get(i).rank() == 0 ? ""
                    : review.get(i).rank() + " / " + review.get(i).moves());
        }
        AccessibilityBrowserTest.assertNoSeriousViolation("Scrabble review");
        assertThat(session.consoleErrors()).isEmpty();
        return digraphs;
    }

    @Test
    void thePlayerChoosesAmongTheServersWordListsOfTheLanguage() throws Exception {
        session.open("/?tab=scrabble");
        session.clearStorage();
        session.open("/?tab=scrabble");
        Select lang = new Select(browser.findElement(By.id("scrabble-lang")));
        lang.selectByValue("en");
        Select list = new Select(browser.findElement(By.id("scrabble-list")));
        session.waiting().until(d -> list.getOptions().size() == 1);
        assertThat(list.getOptions()).extracting(o -> o.getAttribute("value")).containsExactly("enable");
        assertThat(list.getOptions().get(0).getText()).startsWith("ENABLE2K");
        lang.selectByValue("fr");
        session.waiting().until(d -> "playable".equals(list.getFirstSelectedOption().getAttribute("value")));
        assertThat(list.getOptions().get(0).getText()).isEqualTo("Every form fit for play (no symbol or abbreviation)");
        // The Spanish list for play says it has no verbs with attached pronouns either.
        lang.selectByValue("es");
        session.waiting().until(d -> list.getOptions().get(0).getText()
                .equals("Every form fit for play (no symbol, abbreviation or verb with attached pronouns)"));
        // In a narrow window (a phone held sideways, 560 px) a list's long name does not widen the page: the
        // choice shows its start (below 30rem the row's layout already kept it in).
        browser.manage().window().setSize(new Dimension(560, 900));
        try {
            for (String code : List.of("es", "en")) {
                lang.selectByValue(code);
                session.waiting().until(d -> !list.getOptions().isEmpty());
                assertThat(chiffreslettres.server.PageChecks.overflows(browser)).as("%s's lists in a narrow window", code)
                        .isFalse();
            }
        } finally {
            browser.manage().window().setSize(new Dimension(1000, 1100));
        }
        lang.selectByValue("en");
        session.waiting().until(d -> "enable".equals(list.getFirstSelectedOption().getAttribute("value")));
        list.selectByValue("enable");
        browser.findElement(By.id("scrabble-start")).click();
        session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
        assertThat(stored().get("list").asText()).isEqualTo("enable");
        // A move the page sends goes on with the same list.
        act(() -> browser.findElement(By.id("scrabble-pass")).click());
        assertThat(stored().get("list").asText()).isEqualTo("enable");
    }

    @Test
    void theBoardHasCoordinatesMarksTheLastMoveScoresTheTilesLaidAndWaitsForTheComputer() throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(Language.ENGLISH);
        TileSet tiles = lexicon.tiles();
        startGameFive();
        // Coordinates: the columns' letters above, the rows' numbers beside.
        List<String> coordinates = browser.findElements(By.cssSelector("#scrabble-board .coord")).stream()
                .map(org.openqa.selenium.WebElement::getText).toList();
        assertThat(coordinates).hasSize(31);
        assertThat(coordinates.subList(1, 16)).containsExactly("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K",
                "L", "M", "N", "O");
        assertThat(coordinates.get(16)).isEqualTo("1");
        assertThat(coordinates.get(30)).isEqualTo("15");
        // Tiles laid are judged as they go down: a move's score, or the rule a placement breaks.
        JsonNode game = stored();
        List<String> faces = new ArrayList<>();
        game.get("rack").forEach(f -> faces.add(f.asText()));
        Board board = Board.empty(tiles);
        Move move = lexicon.moves(board, written(game.get("rack"))).get(0);
        browser.executeScript("window.judged = 0; const asked = window.fetch; window.fetch = (url, options) => {"
                + " if (String(url).endsWith('/api/scrabble/placement')) window.judged++; return asked(url, options); };");
        table().clickMove(faces, move, tiles);
        session.waiting().until(d -> "true".equals(d.findElement(By.id("scrabble-tentative")).getAttribute("data-valid")));
        // A redraw that lays nothing new (the cursor moved) asks the server nothing.
        long asked = ((Number) browser.executeScript("return window.judged")).longValue();
        new org.openqa.selenium.interactions.Actions(browser).sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT,
                org.openqa.selenium.Keys.ARROW_DOWN).perform();
        assertThat(((Number) browser.executeScript("return window.judged")).longValue()).isEqualTo(asked);
        assertThat(asked).isEqualTo(move.placements().size());
        assertThat(browser.findElement(By.id("scrabble-tentative")).getText())
                .isEqualTo("This move: " + move.coordinates() + " " + move.word() + ", " + move.score() + " points");
        browser.findElement(By.id("scrabble-recall")).click();
        browser.findElement(By.cssSelector("#scrabble-rack button[data-index='0']")).click();
        browser.findElement(By.cssSelector("#scrabble-board button[data-row='0'][data-column='0']")).click();
        session.waiting().until(d -> "false".equals(d.findElement(By.id("scrabble-tentative")).getAttribute("data-valid")));
        assertThat(browser.findElement(By.id("scrabble-tentative")).getText())
                .startsWith("Not playable: square A1").contains("centre square H8");
        browser.findElement(By.id("scrabble-recall")).click();
        // The rack shuffled: the same tiles in another order.
        List<String> before = rackFaces();
        for (int i = 0; i < 10 && rackFaces().equals(before); i++) {
            browser.findElement(By.id("scrabble-shuffle")).click();
        }
        assertThat(rackFaces()).isNotEqualTo(before).containsExactlyInAnyOrderElementsOf(before);
        // While the server answers (held back a second here), nothing can be sent again and the page says why.
        browser.executeScript("window.actions = 0; const sent = window.fetch; window.fetch = (url, options) => {"
                + " if (String(url).endsWith('/api/scrabble/games/action')) { window.actions++;"
                + " return new Promise(r => setTimeout(r, 1000)).then(() => sent(url, options)); }"
                + " return sent(url, options); };");
        int turns = stored().get("turns").size();
        browser.findElement(By.id("scrabble-pass")).click();
        browser.findElement(By.id("scrabble-pass")).click();
        assertThat(browser.findElement(By.id("scrabble-table")).getAttribute("data-busy")).isEqualTo("true");
        assertThat(browser.findElement(By.id("scrabble-score")).getText()).endsWith("The computer is thinking…");
        for (String button : List.of("play-move", "pass", "exchange", "recall", "hint", "analyse")) {
            assertThat(browser.findElement(By.id("scrabble-" + button)).isEnabled()).as(button).isFalse();
        }
        session.waiting().until(d -> "false".equals(d.findElement(By.id("scrabble-table")).getAttribute("data-busy")));
        assertThat(((Number) browser.executeScript("return window.actions")).intValue()).as("actions sent").isEqualTo(1);
        JsonNode after = stored();
        assertThat(after.get("turns").size()).isEqualTo(turns + 2);
        // The computer's move is marked on the board.
        JsonNode last = after.get("turns").get(after.get("turns").size() - 1);
        List<String> marked = browser.findElements(By.cssSelector("#scrabble-board button.last")).stream()
                .map(b -> b.getAttribute("data-row") + "," + b.getAttribute("data-column")).sorted().toList();
        List<String> expected = new ArrayList<>();
        if (last.get("type").asText().equals("play")) {
            last.get("move").get("placed").forEach(p -> expected.add(p.get("row").asInt() + "," + p.get("column").asInt()));
        }
        assertThat(marked).isEqualTo(expected.stream().sorted().toList());
        if (!marked.isEmpty()) {
            assertThat(browser.findElement(By.cssSelector("#scrabble-board button.last")).getAttribute("aria-label"))
                    .endsWith(", last move");
        }
        AccessibilityBrowserTest.assertNoSeriousViolation("Scrabble board with coordinates");
        assertThat(session.consoleErrors()).isEmpty();
    }

    /** A new English game, number 5, against level 1, from a cleared page; returns once the rack is shown. */
    private static void startGameFive() {
        session.open("/?tab=scrabble");
        session.clearStorage();
        session.open("/?tab=scrabble");
        new Select(browser.findElement(By.id("scrabble-level"))).selectByValue("1");
        browser.findElement(By.id("scrabble-seed")).sendKeys("5");
        browser.findElement(By.id("scrabble-start")).click();
        session.waiting().until(d -> d.findElements(By.cssSelector("#scrabble-rack button")).size() == 7);
    }

    /** A finger's drag from the middle of one element to the middle of another (W3C touch actions). */
    private static void fingerDrag(org.openqa.selenium.WebElement from, org.openqa.selenium.WebElement to) {
        org.openqa.selenium.interactions.PointerInput finger = new org.openqa.selenium.interactions.PointerInput(
                org.openqa.selenium.interactions.PointerInput.Kind.TOUCH, "finger");
        org.openqa.selenium.interactions.Sequence drag = new org.openqa.selenium.interactions.Sequence(finger, 0);
        org.openqa.selenium.Rectangle a = from.getRect();
        org.openqa.selenium.Rectangle b = to.getRect();
        long scrollY = ((Number) browser.executeScript("return window.scrollY")).longValue();
        var viewport = org.openqa.selenium.interactions.PointerInput.Origin.viewport();
        drag.addAction(finger.createPointerMove(java.time.Duration.ZERO, viewport, a.x + a.width / 2,
                (int) (a.y - scrollY) + a.height / 2));
        drag.addAction(finger.createPointerDown(org.openqa.selenium.interactions.PointerInput.MouseButton.LEFT.asArg()));
        drag.addAction(finger.createPointerMove(java.time.Duration.ofMillis(150), viewport, (a.x + b.x) / 2 + b.width / 2,
                (int) ((a.y + b.y) / 2 - scrollY) + b.height / 2));
        drag.addAction(finger.createPointerMove(java.time.Duration.ofMillis(150), viewport, b.x + b.width / 2,
                (int) (b.y - scrollY) + b.height / 2));
        drag.addAction(finger.createPointerUp(org.openqa.selenium.interactions.PointerInput.MouseButton.LEFT.asArg()));
        browser.perform(List.of(drag));
    }

    @Test
    void onAPhoneATileIsDraggedByFingerTheRackStaysInViewAndTheBoardZooms() throws Exception {
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
        try {
            startGameFive();
            // The rack's second tile dragged before its first by a finger.
            List<String> before = rackFaces();
            fingerDrag(browser.findElement(By.cssSelector("#scrabble-rack button:nth-child(2)")),
                    browser.findElement(By.cssSelector("#scrabble-rack button:nth-child(1)")));
            session.waiting().until(d -> !rackFaces().equals(before));
            assertThat(rackFaces().get(0)).isEqualTo(before.get(1));
            assertThat(rackFaces().get(1)).isEqualTo(before.get(0));
            // A tile dragged onto the centre square goes there (the square scrolled above the rack, which stays
            // at the bottom of the screen).
            String face = rackFaces().get(0);
            org.openqa.selenium.WebElement centre = browser.findElement(
                    By.cssSelector("#scrabble-board button[data-row='7'][data-column='7']"));
            browser.executeScript("arguments[0].scrollIntoView({block: 'center'})", centre);
            fingerDrag(browser.findElement(By.cssSelector("#scrabble-rack button:nth-child(1)")), centre);
            session.waiting().until(d -> d.findElement(By.cssSelector("#scrabble-board button[data-row='7'][data-column='7']"))
                    .getAttribute("class").contains("placed"));
            assertThat(rackFaces()).hasSize(6);
            if (!"?".equals(face)) {
                assertThat(browser.findElement(By.cssSelector("#scrabble-board button[data-row='7'][data-column='7']"))
                        .getText()).startsWith(face);
            }
            // The rack stays in view with the board's top row on screen.
            browser.executeScript("document.getElementById('scrabble-board').scrollIntoView()");
            assertThat(((Number) browser.executeScript("const r = document.getElementById('scrabble-rack')"
                    + ".getBoundingClientRect(); return r.bottom <= window.innerHeight && r.top >= 0 ? 1 : 0")).intValue())
                    .as("the rack in view").isEqualTo(1);
            // Zoom: the board 2.4 times as wide (squares of 40 px or so), scrolled within its frame; the page does not overflow.
            browser.findElement(By.id("scrabble-zoom")).click();
            assertThat(browser.findElement(By.id("scrabble-zoom")).getAttribute("aria-pressed")).isEqualTo("true");
            assertThat(((Number) browser.executeScript("const f = document.getElementById('scrabble-frame');"
                    + " return f.scrollWidth / f.clientWidth")).doubleValue()).isGreaterThan(1.8);
            assertThat(((Number) browser.executeScript("return document.getElementById('scrabble-board')"
                    + ".querySelector('button').getBoundingClientRect().width")).doubleValue()).isGreaterThanOrEqualTo(36);
            assertThat((Boolean) browser.executeScript(
                    "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")).isTrue();
            session.screenshot("page-scrabble-phone-zoomed.png");
            AccessibilityBrowserTest.assertNoSeriousViolation("Scrabble on a phone, zoomed");
            assertThat(session.consoleErrors()).isEmpty();
        } finally {
            browser.manage().window().setSize(new org.openqa.selenium.Dimension(1000, 1100));
        }
    }

    private static List<String> rackFaces() {
        return browser.findElements(By.cssSelector("#scrabble-rack button")).stream()
                .map(b -> b.getAttribute("data-face")).toList();
    }

    @Test
    void aWholeEnglishGameAgainstTheComputerByClicksAndKeys() throws Exception {
        int before = preEndgamesAnalysed;
        playGame(Language.ENGLISH, 23, false);
        assertThat(preEndgamesAnalysed - before).as("this game has a turn of the player's with one tile in the bag").isPositive();
    }

    @Test
    void aWholeSpanishGameWithDigraphTilesAtAPhonesWidth() throws Exception {
        browser.manage().window().setSize(new Dimension(390, 844));
        try {
            assertThat(playGame(Language.SPANISH, 4, true)).as("moves placing a digraph tile").isPositive();
            Object overflow = browser.executeScript("return document.documentElement.scrollWidth > window.innerWidth");
            assertThat(overflow).as("no sideways scrolling at a phone's width").isEqualTo(false);
        } finally {
            browser.manage().window().setSize(new Dimension(1000, 1100));
        }
    }
}
