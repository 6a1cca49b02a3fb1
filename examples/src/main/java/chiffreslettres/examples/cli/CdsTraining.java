package chiffreslettres.examples.cli;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * The run the build lists the classes of its class-data sharing archive from
 * ({@code -XX:DumpLoadedClassList}): the short commands once each, their output thrown away, so that the
 * classes they load start from the archive. Not a command for people.
 */
public final class CdsTraining {

    private CdsTraining() {
    }

    /** Runs the short commands once each. */
    public static void main(String[] args) {
        PrintWriter none = new PrintWriter(Writer.nullWriter());
        String[][] lines = {
            {"solve", "594", "8", "5", "75", "100", "9", "3"},
            {"solve", "--json", "--all", "765", "1", "3", "7", "10", "25", "50"},
            {"letters", "--lang", "fr", "abcdefghij"},
            {"letters", "--lang", "en", "--json", "countdown"},
            {"letters", "--lang", "es", "--rules", "all", "abcdefghij"},
            {"anagrams", "--lang", "en", "listen"},
            {"scrabble", "--lang", "en", "QUIZ?ES"},
            {"conundrum", "--seed", "1"},
            {"daily", "--date", "2026-11-24"},
            {"daily", "--date", "2026-12-01"},
        };
        for (String[] line : lines) {
            Prefetch.load(line);
            ChiffresLettresCli.run(none, none, line);
        }
    }
}
