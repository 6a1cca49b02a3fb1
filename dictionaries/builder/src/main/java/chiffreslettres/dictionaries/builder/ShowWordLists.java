package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.zip.GZIPInputStream;

/**
 * The word lists made for people that a show's list must also agree with, beside the part-of-speech
 * tags, so that the longest words a round reveals are words a person finds in a dictionary:
 * <ul>
 *   <li>Countdown: the English forms that SCOWL's British English list of size 70 also holds
 *       ({@code scowl-en-gb-70.txt.gz}, made by {@code scripts/scowl-countdown-list.sh}; the size spelling
 *       checkers ship, with British -ise and Oxford -ize spellings), which has no proper noun, abbreviation,
 *       taxonomic name or accented word;</li>
 *   <li>Des chiffres et des lettres, Cifras y Letras and Cifras y Letras (2024): the forms the language's
 *       keyboard word list holds (a frequency class of 1 or more: LanguageTool's classes come from the word
 *       lists of Mozilla's Firefox OS keyboards, words people type), written in the language's letters
 *       ({@link LanguageLetters}).</li>
 * </ul>
 * The every-form lists have no such second list. Stateless.
 */
final class ShowWordLists {

    static final String COUNTDOWN_LIST = "scowl-en-gb-70.txt.gz";

    private ShowWordLists() {
    }

    /**
     * What a form of a show's list must also pass, or empty when its tags alone decide.
     *
     * @param commonness the frequency class of each form of the language's part-of-speech dictionary
     *     (French, Spanish), a form it lacks counting as {@value Commonness#UNKNOWN}
     */
    static Optional<Predicate<String>> of(Language language, WordRules rules, Map<String, Integer> commonness)
            throws IOException {
        switch (rules) {
            case COUNTDOWN:
                Set<String> scowl = read(COUNTDOWN_LIST);
                return Optional.of(scowl::contains);
            case DES_CHIFFRES_ET_DES_LETTRES:
            case CIFRAS_Y_LETRAS:
            case CIFRAS_Y_LETRAS_2024:
                return Optional.of(form -> commonness.getOrDefault(form, Commonness.UNKNOWN) > Commonness.UNKNOWN
                        && LanguageLetters.writes(language, form));
            default:
                return Optional.empty();
        }
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
