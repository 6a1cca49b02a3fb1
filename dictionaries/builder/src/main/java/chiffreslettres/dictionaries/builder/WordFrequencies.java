package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Commonness;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * The frequency classes of word forms, as LanguageTool's dictionaries carry them: the last character of
 * each entry of a dictionary whose metadata says {@code fsa.dict.frequency-included=true}, {@code A}
 * for a form the frequency list does not hold, then {@code B}, {@code C}, ... for ever commoner forms.
 * French and Spanish carry them in their part-of-speech dictionaries ({@link PartOfSpeechWordLists});
 * English in its spelling dictionaries, read here: American and British spellings, each form its higher
 * class of the two. Stateless.
 */
final class WordFrequencies {

    private static final String[] ENGLISH = {
        "/org/languagetool/resource/en/hunspell/en_US.dict",
        "/org/languagetool/resource/en/hunspell/en_GB.dict",
    };

    private WordFrequencies() {
    }

    /** The class a frequency letter stands for, {@value Commonness#UNKNOWN} to {@value Commonness#MAX}. */
    static int frequencyClass(byte letter) {
        int c = letter - 'A';
        if (c < Commonness.UNKNOWN || c > Commonness.MAX) {
            throw new IllegalStateException("a frequency class reads '" + (char) letter + "', not A to Z");
        }
        return c;
    }

    /** Every form of the English spelling dictionaries with its class. */
    static Map<String, Integer> english() {
        Map<String, Integer> out = new HashMap<>();
        for (String resource : ENGLISH) {
            URL url = WordFrequencies.class.getResource(resource);
            if (url == null) {
                throw new IllegalStateException("missing resource " + resource
                        + ": is org.languagetool:english-pos-dict on the class path?");
            }
            morfologik.stemming.Dictionary dictionary;
            try {
                dictionary = morfologik.stemming.Dictionary.read(url);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource, e);
            }
            if (!dictionary.metadata.isFrequencyIncluded()) {
                throw new IllegalStateException(resource + " carries no frequencies");
            }
            byte separator = dictionary.metadata.getSeparator();
            for (ByteBuffer entry : dictionary.fsa) {
                byte[] bytes = entry.array();
                int start = entry.position();
                int end = entry.limit();
                int wordEnd = start;
                while (wordEnd < end && bytes[wordEnd] != separator) {
                    wordEnd++;
                }
                if (wordEnd + 1 >= end) {
                    continue;
                }
                String word = new String(bytes, start, wordEnd - start, StandardCharsets.UTF_8);
                out.merge(word, frequencyClass(bytes[end - 1]), Math::max);
            }
        }
        return out;
    }
}
