package chiffreslettres.examples;

import chiffreslettres.Lettres;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The README's letters example: longest words in French with every form and under the show's rules,
 * English with a blank, and a word list of your own. Run as a test so that the README never rots.
 */
public final class LongestWords {

    private LongestWords() {
    }

    /** Prints the answers; takes no arguments. */
    public static void main(String[] args) throws IOException {
        // README-START
        List<String> best = Lettres.longest("abcdefghij");                  // French, every form
        LetterResult show = Lettres.in(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES))
                .rack("abcdefghij").longest();                                // conjugated forms refused
        LetterResult blank = Lettres.in(Dictionaries.english(WordRules.COUNTDOWN))
                .rack("countdown?").words().minLength(9).find();             // ? is a blank
        Path file = Files.writeString(Files.createTempFile("words", ".txt"), "listen\nsilent\nenlist\nTinsel\n");
        Dictionary mine = Dictionary.read("my words", Alphabet.ENGLISH, file);  // UTF-8, one word a line
        System.out.println(best + " " + show.words());
        System.out.println(blank.matches());
        System.out.println(Lettres.in(mine).rack("nilest").anagrams().words() + ", " + mine.skipped() + " skipped");
        // README-END
        Files.delete(file);
    }
}
