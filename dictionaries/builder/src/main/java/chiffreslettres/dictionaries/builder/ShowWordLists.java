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
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * The word lists made for people that a show's list must also agree with, beside the part-of-speech
 * tags, so that the longest words a round reveals are words a person finds in a dictionary:
 * <ul>
 *   <li>Countdown: the English forms that SCOWL's British English list of size 70 also holds
 *       ({@code scowl-en-gb-70.txt.gz}, made by {@code scripts/scowl-countdown-list.sh}; the size spelling
 *       checkers ship, with British -ise and Oxford -ize spellings), which has no proper noun, abbreviation,
 *       taxonomic name or accented word, nor a word without a vowel that ENABLE2K lacks ({@code kb},
 *       {@code lx}, {@code s}); of its rarest words (size 70 only), those a second list made for
 *       people knows ({@code scowl-en-gb-70-unwitnessed.txt.gz}, made by the same script with
 *       {@code scripts/scowl-unwitnessed.py}, lists those neither ENABLE2K nor WordNet knows) or that the
 *       English spelling dictionaries give a frequency class;</li>
 *   <li>Des chiffres et des lettres, Cifras y Letras and Cifras y Letras (2024): the forms the language's
 *       keyboard word list holds (a frequency class of 1 or more: LanguageTool's classes come from the word
 *       lists of Mozilla's Firefox OS keyboards, words people type) or that people say of a lemma they type
 *       ({@link SaidWords}: {@code perro}, {@code relation}, which that list left out), written in the
 *       language's letters ({@link LanguageLetters});</li>
 *   <li>Des chiffres et des lettres besides: not the forms Dicollecte's French spelling dictionary reads
 *       only as parts of locutions ({@code hunspell-fr-locutions.txt}, made by
 *       {@code scripts/hunspell-fr-locutions.sh}: {@code facto}, {@code manu}, {@code nihilo}, {@code etc}),
 *       which are no words on their own; nor the borrowings, Latin words and abbreviations French writing
 *       does not use ({@code french-unattested-invariables.txt}, made by
 *       {@code scripts/french-unattested-invariables.sh}: forms that dictionary reads only as invariable, not
 *       ending in s, x, z or -ment, no form of which Lexique 3.82 finds in books or film subtitles:
 *       {@code made}, {@code vitae}, {@code persona}, {@code janv}); nor the unit symbols and abbreviations
 *       the French Scrabble list leaves out ({@link PlayableWords#FRENCH_SYMBOLS_ABBREVIATIONS}: {@code kcal},
 *       {@code cos}, {@code réf}); and, as in that list, a form of two letters or more has a vowel and, of two
 *       letters, is a tournament word ({@link PlayableWords#hasPlayableShape}: not the symbols {@code km},
 *       {@code kg}, {@code oz});</li>
 *   <li>Cifras y Letras and Cifras y Letras (2024) besides: the forms the Spanish spelling dictionary
 *       LibreOffice ships accepts ({@code hunspell-es.txt.gz}, made by {@code scripts/hunspell-es-list.sh}
 *       with Debian's {@code hunspell-es}), which leaves out the rarest borrowings and technical words and
 *       has no capitalised word, or whose frequency class is {@value #TYPED_OFTEN} or more (that
 *       dictionary lacks some common words); not the forms the part-of-speech dictionary reads only as
 *       abbreviations ({@code etc}) nor those without a vowel (the symbols {@code cm}, {@code km}).</li>
 * </ul>
 * The every-form lists have no such second list. Stateless.
 */
final class ShowWordLists {

    static final String COUNTDOWN_LIST = "scowl-en-gb-70.txt.gz";

    static final String COUNTDOWN_UNWITNESSED = "scowl-en-gb-70-unwitnessed.txt.gz";

    static final String SPANISH_SPELLING_LIST = "hunspell-es.txt.gz";

    static final String FRENCH_LOCUTION_PARTS = "hunspell-fr-locutions.txt";

    static final String FRENCH_UNATTESTED_INVARIABLES = "french-unattested-invariables.txt";

    /**
     * The frequency class from which a Spanish form is kept even if the spelling dictionary lacks it: a word
     * typed that often is a word ({@code pingüino}, {@code yoga}, {@code medallón} are among its gaps).
     */
    static final int TYPED_OFTEN = 9;

    /** A Spanish word has a vowel; the spelling dictionary's forms without one are symbols ({@code cm}, {@code km}). */
    private static final Pattern SPANISH_VOWEL = Pattern.compile("[aeiouyáéíóúü]");

    private ShowWordLists() {
    }

    /**
     * What a form of a show's list must also pass, or empty when its tags alone decide.
     *
     * @param commonness the frequency class of each form (French, Spanish: of the language's part-of-speech
     *     dictionary; English: of its spelling dictionaries, {@link WordFrequencies#english()}), a form it
     *     lacks counting as {@value Commonness#UNKNOWN}
     * @param said the forms people say of a lemma they type that the keyboard list lacks ({@link SaidWords}),
     *     empty for English
     * @param abbreviations the forms the part-of-speech dictionary reads only as abbreviations
     */
    static Optional<Predicate<String>> of(Language language, WordRules rules, Map<String, Integer> commonness,
            Map<String, Integer> said, Set<String> abbreviations) throws IOException {
        switch (rules) {
            case COUNTDOWN:
                Set<String> scowl = read(COUNTDOWN_LIST);
                Set<String> unwitnessed = read(COUNTDOWN_UNWITNESSED);
                return Optional.of(form -> scowl.contains(form) && (!unwitnessed.contains(form)
                        || commonness.getOrDefault(form, Commonness.UNKNOWN) > Commonness.UNKNOWN));
            case DES_CHIFFRES_ET_DES_LETTRES:
                Set<String> notWords = read(FRENCH_LOCUTION_PARTS);
                notWords.addAll(read(FRENCH_UNATTESTED_INVARIABLES));
                notWords.addAll(read(PlayableWords.FRENCH_SYMBOLS_ABBREVIATIONS));
                return Optional.of(typed(language, commonness, said).and(form -> !notWords.contains(form))
                        .and(form -> form.length() == 1 || PlayableWords.hasPlayableShape(language, form)));
            case CIFRAS_Y_LETRAS:
            case CIFRAS_Y_LETRAS_2024:
                Set<String> spelling = read(SPANISH_SPELLING_LIST);
                return Optional.of(typed(language, commonness, said)
                        .and(form -> spelling.contains(form) || commonness.getOrDefault(form, 0) >= TYPED_OFTEN)
                        .and(form -> !abbreviations.contains(form) && SPANISH_VOWEL.matcher(form).find()));
            default:
                return Optional.empty();
        }
    }

    /**
     * The forms of the language's keyboard word list (a frequency class above {@value Commonness#UNKNOWN})
     * or said of a lemma it holds ({@link SaidWords}), written in its letters.
     */
    static Predicate<String> typed(Language language, Map<String, Integer> commonness, Map<String, Integer> said) {
        return form -> (commonness.getOrDefault(form, Commonness.UNKNOWN) > Commonness.UNKNOWN
                || said.containsKey(form)) && LanguageLetters.writes(language, form);
    }

    /** The lines of a resource next to this class (gunzipped when its name ends in .gz). */
    static Set<String> read(String resource) throws IOException {
        InputStream in = ShowWordLists.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IOException("missing resource " + resource + " next to " + ShowWordLists.class.getName());
        }
        Set<String> words = new HashSet<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                resource.endsWith(".gz") ? new GZIPInputStream(in) : in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                words.add(line);
            }
        }
        return words;
    }
}
