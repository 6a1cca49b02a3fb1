package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.lettres.spi.PrebuiltDictionaryProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Word lists read with Morfologik from the LanguageTool part-of-speech dictionaries, unmodified
 * artifacts on the class path: {@code org.languagetool:french-pos-dict}, {@code
 * org.languagetool:english-pos-dict} and {@code org.softcatala:spanish-pos-dict}. Every entry of a
 * dictionary (written form, lemma, tag) is read once; a form is kept when one of its readings passes the
 * show's rules ({@link TagRules}) and it is a game word of the alphabet; where a show's list must also
 * agree with a list made for people ({@link ShowWordLists}), only the forms that list holds are kept. Stateless and thread-safe.
 */
public final class PartOfSpeechWordLists {

    private PartOfSpeechWordLists() {
    }

    /**
     * The dictionary of a language under some rules, read from the part-of-speech dictionary, checked against
     * the list made for people the show's list must also agree with ({@link ShowWordLists}), and indexed.
     *
     * @throws IllegalArgumentException if the rules are not rules for the language
     * @throws UncheckedIOException if the part-of-speech dictionary cannot be read
     */
    public static Dictionary dictionary(Language language, WordRules rules) {
        return dictionary(language, rules, false);
    }

    /**
     * The dictionary of a language under some rules as the tags alone choose it, before the check against a
     * list made for people: what {@code Dictionaries.byTagsAlone} loads.
     *
     * @throws IllegalArgumentException if the rules are not rules for the language
     * @throws UncheckedIOException if the part-of-speech dictionary cannot be read
     */
    public static Dictionary byTagsAlone(Language language, WordRules rules) {
        return dictionary(language, rules, true);
    }

    private static Dictionary dictionary(Language language, WordRules rules, boolean tagsAlone) {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(rules, "rules");
        if (!rules.appliesTo(language)) {
            throw new IllegalArgumentException("rules: " + rules + " are not rules for " + language);
        }
        try {
            Map<String, Integer> commonness = new HashMap<>();
            Set<String> abbreviations = new HashSet<>();
            List<String> forms = forms(language, rules, commonness, abbreviations);
            Map<String, Integer> classes = language == Language.ENGLISH ? WordFrequencies.english() : commonness;
            // The French and Spanish shows' lists also take the words people say that the keyboard list left
            // out, with the class of their lemma (SaidWords); the every-form lists keep the keyboard classes.
            Map<String, Integer> said = tagsAlone || rules == WordRules.ALL || language == Language.ENGLISH
                    ? Map.of() : SaidWords.of(language, commonness);
            if (!tagsAlone) {
                ShowWordLists.of(language, rules, classes, said, abbreviations)
                        .ifPresent(people -> forms.removeIf(people.negate()));
            }
            return Dictionary.of(tagsAlone ? PrebuiltDictionaryProvider.nameByTagsAlone(language, rules)
                    : PrebuiltDictionaryProvider.name(language, rules), language.alphabet(), forms,
                    word -> said.getOrDefault(word, classes.getOrDefault(word, Commonness.UNKNOWN)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + language + " dictionary", e);
        }
    }

    static String resource(Language language) {
        switch (language) {
            case FRENCH:
                return "/org/languagetool/resource/fr/french.dict";
            case ENGLISH:
                return "/org/languagetool/resource/en/english.dict";
            case SPANISH:
                return "/org/languagetool/resource/es/es-ES.dict";
            default:
                throw new AssertionError(language);
        }
    }

    /** {@link #forms(Language, WordRules, Map, Set)} without the frequency classes and abbreviations. */
    static List<String> forms(Language language, WordRules rules) throws IOException {
        return forms(language, rules, new HashMap<>(), new HashSet<>());
    }

    /**
     * The written forms of the dictionary with at least one accepted reading. Entries are
     * {@code form SEP encoded-lemma SEP tag}, sorted, so the readings of one form are consecutive; the
     * lemma is never decoded. Where the dictionary carries frequencies (French, Spanish), each entry ends
     * with its class as a letter ({@code A} = 0), and {@code commonness} gets each form's highest;
     * {@code abbreviations} gets each form whose every reading is an abbreviation ({@link TagRules#abbreviation}).
     */
    static List<String> forms(Language language, WordRules rules, Map<String, Integer> commonness,
            Set<String> abbreviations) throws IOException {
        return forms(language, tag -> TagRules.accepts(language, rules, tag), commonness, abbreviations);
    }

    /**
     * The written forms of the dictionary with at least one reading whose tag (frequency mark removed)
     * {@code accepts}, as {@link #forms(Language, WordRules, Map, Set)} reads them.
     */
    static List<String> forms(Language language, Predicate<String> accepts,
            Map<String, Integer> commonness, Set<String> abbreviations) throws IOException {
        URL url = PartOfSpeechWordLists.class.getResource(resource(language));
        if (url == null) {
            throw new IOException("missing resource " + resource(language) + ": is the " + language
                    + " part-of-speech dictionary on the class path?");
        }
        morfologik.stemming.Dictionary dictionary = morfologik.stemming.Dictionary.read(url);
        byte separator = dictionary.metadata.getSeparator();
        boolean frequency = dictionary.metadata.isFrequencyIncluded();
        List<String> out = new ArrayList<>();
        byte[] current = new byte[0];
        int currentLength = -1;
        boolean accepted = false;
        boolean abbreviation = false;
        for (ByteBuffer entry : dictionary.fsa) {
            byte[] bytes = entry.array();
            int start = entry.position();
            int end = entry.limit();
            int wordEnd = indexOf(bytes, start, end, separator);
            int lemmaEnd = wordEnd < 0 ? -1 : indexOf(bytes, wordEnd + 1, end, separator);
            if (lemmaEnd < 0) {
                continue;
            }
            int wordLength = wordEnd - start;
            if (wordLength != currentLength || !Arrays.equals(bytes, start, wordEnd, current, 0, wordLength)) {
                if (accepted) {
                    addForm(out, language, new String(current, 0, currentLength, StandardCharsets.UTF_8));
                }
                if (abbreviation) {
                    abbreviations.add(new String(current, 0, currentLength, StandardCharsets.UTF_8));
                }
                if (current.length < wordLength) {
                    current = new byte[Math.max(wordLength, 2 * current.length)];
                }
                System.arraycopy(bytes, start, current, 0, wordLength);
                currentLength = wordLength;
                accepted = false;
                abbreviation = true;
            }
            int tagEnd = frequency && end > lemmaEnd + 1 ? end - 1 : end;
            if (!accepted || abbreviation) {
                String tag = new String(bytes, lemmaEnd + 1, tagEnd - lemmaEnd - 1, StandardCharsets.UTF_8);
                accepted = accepted || accepts.test(tag);
                abbreviation = abbreviation && TagRules.abbreviation(language, tag);
            }
            if (tagEnd < end) {
                int c = WordFrequencies.frequencyClass(bytes[end - 1]);
                commonness.merge(new String(current, 0, currentLength, StandardCharsets.UTF_8), c, Math::max);
            }
        }
        if (accepted) {
            addForm(out, language, new String(current, 0, currentLength, StandardCharsets.UTF_8));
        }
        if (abbreviation) {
            abbreviations.add(new String(current, 0, currentLength, StandardCharsets.UTF_8));
        }
        return out;
    }

    private static void addForm(List<String> out, Language language, String form) {
        if (TagRules.acceptsForm(language, form)) {
            out.add(form);
        }
    }

    private static int indexOf(byte[] bytes, int from, int to, byte b) {
        for (int i = from; i < to; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
