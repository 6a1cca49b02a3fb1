package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Language;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import morfologik.stemming.DictionaryLookup;
import morfologik.stemming.WordData;

/**
 * Words people say that the keyboard word list leaves out. The word lists of Mozilla's Firefox OS
 * keyboards, from which LanguageTool's French and Spanish frequency classes come, lack some common words,
 * many of them with an offensive sense ({@code perro}, {@code perra}, {@code conejo}, {@code queue}) and
 * others too ({@code amarillo}, {@code relation}, {@code princesse}, the participle {@code eu}). A form is said
 * here when it is among the commonest words of the language's film subtitles (the list the language's
 * artifact ships, {@code chiffreslettres/subtitles/LANG.txt.gz}: 30,000 French, 50,000 Spanish words of
 * OpenSubtitles 2018, FrequencyWords), has two letters or more, and the keyboard list holds another form
 * of one of its lemmas ({@code perros}, {@code relations}): a word people both say and type, not a name or
 * a foreign word a subtitle spells ({@code henry}, {@code big}), whose lemmas no one types. Its class is the
 * highest class of those typed forms. Stateless.
 */
final class SaidWords {

    private SaidWords() {
    }

    /**
     * The said forms of the language's part-of-speech dictionary, each with its class.
     *
     * @param commonness the keyboard list's class of each form ({@link PartOfSpeechWordLists#forms}), a form it
     *     lacks counting as {@value Commonness#UNKNOWN}
     * @throws IOException if the subtitle list or the part-of-speech dictionary is not on the class path
     */
    static Map<String, Integer> of(Language language, Map<String, Integer> commonness) throws IOException {
        URL url = PartOfSpeechWordLists.class.getResource(PartOfSpeechWordLists.resource(language));
        if (url == null) {
            throw new IOException("missing resource " + PartOfSpeechWordLists.resource(language));
        }
        DictionaryLookup lookup = new DictionaryLookup(morfologik.stemming.Dictionary.read(url));
        // The highest class of a typed form of each lemma. A class is the form's, not a reading's: relations
        // (typed) speaks for the noun relation and for the verb relater alike.
        Map<String, Integer> typedLemmas = new HashMap<>();
        commonness.forEach((form, c) -> {
            if (c > Commonness.UNKNOWN) {
                for (WordData reading : lookup.lookup(form)) {
                    typedLemmas.merge(reading.getStem().toString(), c, Math::max);
                }
            }
        });
        Map<String, Integer> said = new HashMap<>();
        for (String form : subtitleWords(language)) {
            // A letter's name (s, l) is no word of the shows.
            if (form.length() < 2 || commonness.getOrDefault(form, Commonness.UNKNOWN) > Commonness.UNKNOWN) {
                continue;
            }
            for (WordData reading : lookup.lookup(form)) {
                Integer c = typedLemmas.get(reading.getStem().toString());
                if (c != null) {
                    said.merge(form, c, Math::max);
                }
            }
        }
        return said;
    }

    private static List<String> subtitleWords(Language language) throws IOException {
        String resource = "/chiffreslettres/subtitles/" + language.code() + ".txt.gz";
        InputStream in = SaidWords.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IOException("missing resource " + resource + ": is the language's dictionary module's"
                    + " src/main/resources on the class path?");
        }
        List<String> words = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(in),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                words.add(line.strip());
            }
        }
        return words;
    }
}
