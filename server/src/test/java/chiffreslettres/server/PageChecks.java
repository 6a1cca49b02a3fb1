package chiffreslettres.server;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/** What every screen of the page is checked for, in any browser: sideways scrolling, small targets, English. */
public final class PageChecks {

    /** English words and phrases of the page that French and Spanish never write. */
    public static final Pattern ENGLISH = Pattern.compile("\\b(the|and|your|Your|with|of the|Player|Computer|rounds?|"
            + "Letters|letters|numbers|Numbers|Start|Play|Pass|Shuffle|Exchange|Take back|Word list|Game number|"
            + "optional|Daily|Whole game|Draw|Submit|Hint|Clear|Vowel|Consonant|Words|Moves|Unseen|level|"
            + "Waiting|Sending|thinking|board|your rack|blank|game)\\b");

    private PageChecks() {
    }

    private static Object script(WebDriver d, String js) {
        return ((JavascriptExecutor) d).executeScript(js);
    }

    /** Whether the page scrolls sideways. */
    public static boolean overflows(WebDriver d) {
        return (Boolean) script(d, "return document.documentElement.scrollWidth > document.documentElement.clientWidth");
    }

    /** The visible controls (buttons, choices, fields) smaller than 44 × 44 CSS px, the board's squares aside. */
    @SuppressWarnings("unchecked")
    public static List<String> smallTargets(WebDriver d, String where) {
        List<String> small = (List<String>) script(d, "return [...document.querySelectorAll('button, select, input')]"
                + ".filter(e => e.offsetParent !== null && !e.closest('.sboard'))"
                + ".map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width < 44 || r.height < 44)"
                + ".map(([e, r]) => (e.id || e.textContent.trim() || e.tagName) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));");
        return small.stream().map(s -> where + ": " + s).toList();
    }

    /** What the visible part of the page says: its text, its options, its aria-labels, its placeholders. */
    public static String visibleWords(WebDriver d) {
        return (String) script(d, "const out = [document.body.innerText];"
                + " document.querySelectorAll('option').forEach(o => out.push(o.textContent));"
                + " document.querySelectorAll('[aria-label]').forEach(e => { if (e.offsetParent !== null) out.push(e.getAttribute('aria-label')); });"
                + " document.querySelectorAll('[placeholder]').forEach(e => out.push(e.getAttribute('placeholder')));"
                + " return out.join('\\n');");
    }

    /**
     * A French colon, semicolon, exclamation or question mark with no space before it (a word's end, then
     * the mark, then a space); a question mark after a capital is a blank tile of a rack (ROABVJ?), not one.
     */
    private static final Pattern TIGHT_PUNCTUATION = Pattern.compile("([\\p{Ll}\\d)»][:;!?]|\\p{Lu}[:;!])(\\s|$)");

    /** The lines of the visible French page whose punctuation lacks the space French puts before : ; ! ?. */
    public static List<String> frenchPunctuation(WebDriver d, String where) {
        List<String> found = new ArrayList<>();
        for (String line : visibleWords(d).split("\n")) {
            if (TIGHT_PUNCTUATION.matcher(line).find()) {
                found.add(where + ": \"" + line.strip() + "\" (no space before the mark)");
            }
        }
        return found;
    }

    /** The lines of the visible page holding an English word or phrase ({@link #ENGLISH}), each named by where. */
    public static List<String> english(WebDriver d, String where) {
        List<String> found = new ArrayList<>();
        for (String line : visibleWords(d).split("\n")) {
            Matcher m = ENGLISH.matcher(line);
            if (m.find()) {
                found.add(where + ": \"" + line.strip() + "\" (" + m.group() + ")");
            }
        }
        return found;
    }
}
