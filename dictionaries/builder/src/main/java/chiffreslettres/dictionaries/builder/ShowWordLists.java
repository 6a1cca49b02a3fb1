package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.zip.GZIPInputStream;

/**
 * The word lists made for people that a show's list must also agree with, beside the part-of-speech
 * tags: Countdown's words are the English dictionary's forms that are also in SCOWL's British English
 * list of size 70 ({@code scowl-en-gb-70.txt.gz}, made by {@code scripts/scowl-countdown-list.sh}; the
 * size spelling checkers ship, with British -ise and Oxford -ize spellings), which holds no proper noun,
 * abbreviation, taxonomic name or accented word. The other shows' lists have no such second list.
 */
final class ShowWordLists {

    static final String COUNTDOWN_LIST = "scowl-en-gb-70.txt.gz";

    private ShowWordLists() {
    }

    /** The words a show's list must also hold, or empty when its tags alone decide. */
    static Optional<Set<String>> of(Language language, WordRules rules) throws IOException {
        if (language == Language.ENGLISH && rules == WordRules.COUNTDOWN) {
            return Optional.of(read(COUNTDOWN_LIST));
        }
        return Optional.empty();
    }

    private static Set<String> read(String resource) throws IOException {
        InputStream in = ShowWordLists.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IOException("missing resource " + resource + " next to " + ShowWordLists.class.getName());
        }
        Set<String> words = new HashSet<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(new GZIPInputStream(in),
                StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                words.add(line);
            }
        }
        return words;
    }
}
