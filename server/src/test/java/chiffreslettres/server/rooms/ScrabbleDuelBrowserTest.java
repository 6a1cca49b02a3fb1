package chiffreslettres.server.rooms;

import static chiffreslettres.server.rooms.DuelRoomDriver.attr;
import static chiffreslettres.server.rooms.DuelRoomDriver.waiting;
import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.server.AccessibilityBrowserTest;
import chiffreslettres.server.BrowserTest;
import chiffreslettres.server.rooms.RoomSocketTest.Client;
import chiffreslettres.server.ScrabbleTableDriver;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Two Chromium browsers play a Scrabble game in one room, turn by turn, watched by a socket spectator:
 * each move is the library's best for the rack the page shows, laid by clicks or typed; the page of the
 * player not to move offers no action; one player reloads mid-game and is back in their seat with their
 * rack; then both pass until six scoreless turns end the game, and both pages show the spectator's final
 * scores.
 */
class ScrabbleDuelBrowserTest extends BrowserTest {

    private static final Lexicon LEXICON = Scrabble.gameLexicon(Language.ENGLISH);

    private static String tableAttr(WebDriver d, String name) {
        return d.findElement(By.id("duel-scrabble-table")).getDomAttribute("data-" + name);
    }

    /** The spectator's latest state with this many turns. */
    private static JsonNode watched(Client eve, int turns) throws InterruptedException {
        return eve.last(m -> m.has("game") && m.get("game").get("turns").size() == turns).get("game");
    }

    @Test
    void twoBrowsersPlayScrabbleInARoomToTheEnd() throws Exception {
        ChromeDriver ann = browser;
        ChromeDriver bob = session.newBrowser();
        try {
            String link = DuelRoomDriver.open(session, ann, "scrabble-en", 120);
            String code = link.substring(link.indexOf("room=") + 5);
            Client eve = Client.connect(URI.create(session.server.uri().toString().replace("http", "ws") + "ws/rooms/" + code), null);
            eve.send("{\"type\":\"watch\"}");
            DuelRoomDriver.sit(ann, "Ann", 0);
            bob.get(link);
            DuelRoomDriver.sit(bob, "<script>Bob</script>", 1);
            waiting(ann).until(d -> d.findElement(By.id("duel-start")).isDisplayed());
            ann.findElement(By.id("duel-start")).click();
            ChromeDriver[] seats = {ann, bob};
            List<Integer> scores = new ArrayList<>();
            int turns = 0;
            for (; turns < 4; turns++) {
                JsonNode game = watched(eve, turns);
                int mover = game.get("toMove").asInt();
                ChromeDriver player = seats[mover];
                ChromeDriver other = seats[1 - mover];
                waiting(player).until(d -> "true".equals(tableAttr(d, "mine")));
                assertThat(tableAttr(other, "mine")).isEqualTo("false");
                assertThat(other.findElement(By.id("duel-scrabble-play-move")).isEnabled()).isFalse();
                ScrabbleTableDriver table = new ScrabbleTableDriver(player, "duel-scrabble");
                List<String> rack = table.rack();
                List<String> rows = new ArrayList<>();
                game.get("board").forEach(r -> rows.add(r.asText()));
                Optional<Move> best = LEXICON.best(Board.of(LEXICON.tiles(), rows), ScrabbleTableDriver.written(rack));
                if (best.isEmpty()) {
                    player.findElement(By.id("duel-scrabble-pass")).click();
                    scores.add(0);
                } else if (turns % 2 == 0 && best.get().placements().stream().noneMatch(p -> p.blank())) {
                    table.typeMove(best.get(), LEXICON.tiles());
                    scores.add(best.get().score());
                } else {
                    table.clickMove(rack, best.get(), LEXICON.tiles());
                    player.findElement(By.id("duel-scrabble-play-move")).click();
                    scores.add(best.get().score());
                }
                JsonNode after = watched(eve, turns + 1);
                assertThat(after.get("turns").get(turns).get("score").asInt()).isEqualTo(scores.get(turns));
                if (turns == 1) {
                    // Bob reloads: back in his seat, his rack drawn again.
                    bob.navigate().refresh();
                    waiting(bob).until(d -> "1".equals(attr(d, "seat")));
                    waiting(bob).until(d -> d.findElements(By.cssSelector("#duel-scrabble-rack button")).size() == 7);
                }
            }
            // Six scoreless turns in a row end the game.
            for (int pass = 0; pass < 6; pass++, turns++) {
                JsonNode game = watched(eve, turns);
                ChromeDriver player = seats[game.get("toMove").asInt()];
                waiting(player).until(d -> "true".equals(tableAttr(d, "mine")));
                player.findElement(By.id("duel-scrabble-pass")).click();
            }
            JsonNode end = watched(eve, turns);
            assertThat(end.get("over").asBoolean()).isTrue();
            for (ChromeDriver d : seats) {
                waiting(d).until(x -> "true".equals(attr(x, "over")));
                int annScore = end.get("scores").get(0).asInt();
                int bobScore = end.get("scores").get(1).asInt();
                // The end names the winner, as text (a name that is markup included).
                assertThat(d.findElement(By.id("duel-message")).getText()).isEqualTo("Final score: Ann " + annScore
                        + " – <script>Bob</script> " + bobScore + " · " + (annScore > bobScore ? "Ann wins!"
                        : bobScore > annScore ? "<script>Bob</script> wins!" : "A draw"));
            }
            assertThat(ann.findElement(By.id("duel-scrabble-score")).getText()).contains("<script>Bob</script>");
            assertThat(session.consoleErrors()).isEmpty();
        } finally {
            bob.quit();
        }
    }

    @Test
    void aPlayerAloneInARoomPlaysTheComputerItSeats() throws Exception {
        ChromeDriver ann = browser;
        session.open("/?tab=duel");
        session.clearStorage();
        session.open("/?tab=duel");
        new org.openqa.selenium.support.ui.Select(ann.findElement(By.id("duel-rounds"))).selectByValue("scrabble-en");
        new org.openqa.selenium.support.ui.Select(ann.findElement(By.id("duel-computer"))).selectByValue("6");
        ann.findElement(By.id("duel-open")).click();
        waiting(ann).until(d -> "true".equals(attr(d, "connected")));
        DuelRoomDriver.sit(ann, "Ann", 0);
        waiting(ann).until(d -> d.findElement(By.id("duel-start")).isDisplayed());
        ann.findElement(By.id("duel-start")).click();
        waiting(ann).until(d -> "true".equals(tableAttr(d, "mine")));
        ann.findElement(By.id("duel-scrabble-pass")).click();
        // Her pass, then the computer's turn at once (level 6); her turn again.
        waiting(ann).until(d -> d.findElements(By.cssSelector("#duel-scrabble-turns li")).size() == 2);
        assertThat(ann.findElements(By.cssSelector("#duel-scrabble-turns li")).get(1).getText()).startsWith("Computer");
        waiting(ann).until(d -> "true".equals(tableAttr(d, "mine")));
        AccessibilityBrowserTest.assertNoSeriousViolation("Scrabble room with the computer");
        assertThat(session.consoleErrors()).isEmpty();
    }
}
