package chiffreslettres.server;

import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/** Plays on one Scrabble table of the page, named by its ids' prefix: reads the rack, lays a move by clicks or keys. */
public record ScrabbleTableDriver(WebDriver browser, String prefix) {

    /**
     * A square of the board, brought to the middle of the screen as a person scrolls to it (on a phone the
     * rack stays at the bottom of the screen, over the board's rows there).
     */
    WebElement square(int row, int column) {
        WebElement square = browser.findElement(By.cssSelector("#" + prefix + "-board button[data-row='" + row
                + "'][data-column='" + column + "']"));
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                "arguments[0].scrollIntoView({block: 'center', inline: 'center'})", square);
        return square;
    }

    /** The rack's faces as the page shows them, in rack order ("?" a blank), with no tile laid. */
    public List<String> rack() {
        List<String> out = new ArrayList<>();
        for (WebElement b : browser.findElements(By.cssSelector("#" + prefix + "-rack button"))) {
            out.add(b.getDomAttribute("data-face"));
        }
        return out;
    }

    /** The rack as the library reads it: digraphs in brackets, a blank as ?. */
    public static String written(List<String> rack) {
        StringBuilder out = new StringBuilder();
        for (String f : rack) {
            out.append(f.length() > 1 ? "[" + f + "]" : f);
        }
        return out.toString();
    }

    /** Lays the move's tiles by clicks: a rack tile, then its square; a blank's letter picked from the list. */
    public void clickMove(List<String> rack, Move move, TileSet tiles) {
        Set<Integer> used = new HashSet<>();
        for (Placement p : move.placements()) {
            String face = p.blank() ? "?" : tiles.face(p.tile());
            int index = -1;
            for (int i = 0; i < rack.size(); i++) {
                if (!used.contains(i) && rack.get(i).equals(face)) {
                    index = i;
                    break;
                }
            }
            used.add(index);
            browser.findElement(By.cssSelector("#" + prefix + "-rack button[data-index='" + index + "']")).click();
            square(p.row(), p.column()).click();
            if (p.blank()) {
                new Select(browser.findElement(By.id(prefix + "-blank-letter"))).selectByValue(tiles.face(p.tile()));
                browser.findElement(By.id(prefix + "-blank-ok")).click();
            }
        }
    }

    /** Types the move at the keyboard from its first square: the letters of the tiles placed, in order, then Enter. */
    public void typeMove(Move move, TileSet tiles) {
        Placement first = move.placements().get(0);
        square(first.row(), first.column()).click();
        Actions keys = new Actions(browser);
        // Two arrows there and back set the direction; at the board's last row or column, back and there.
        if (move.placements().size() > 1 && move.placements().get(1).column() == first.column()) {
            keys.sendKeys(first.row() == 14 ? Keys.ARROW_UP : Keys.ARROW_DOWN, first.row() == 14 ? Keys.ARROW_DOWN : Keys.ARROW_UP);
        } else {
            keys.sendKeys(first.column() == 14 ? Keys.ARROW_LEFT : Keys.ARROW_RIGHT,
                    first.column() == 14 ? Keys.ARROW_RIGHT : Keys.ARROW_LEFT);
        }
        for (Placement p : move.placements()) {
            keys.sendKeys(tiles.face(p.tile()).substring(0, 1).toLowerCase());
        }
        keys.sendKeys(Keys.ENTER).perform();
    }
}
