package chiffreslettres.jeu.game;

import chiffreslettres.lettres.Language;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;

/**
 * Words people say: the commonest words of a language's film subtitles, as its word-list artifact ships
 * them ({@code chiffreslettres/subtitles/en.txt.gz} in {@code chiffres-lettres-dictionary-en}, and so for
 * {@code fr} and {@code es}): the 20,000 commonest English words, 30,000 French, 50,000 Spanish of
 * OpenSubtitles 2018, as FrequencyWords counts them. Read once for each length asked, and kept.
 * Thread-safe.
 */
final class SubtitleWords {

    private static final Map<String, Optional<Set<String>>> WORDS = new ConcurrentHashMap<>();

    private SubtitleWords() {
    }

    /**
     * The language's commonest subtitle words of {@code length} letters, folded onto its alphabet
     * ({@link chiffreslettres.lettres.Alphabet#foldWord}: {@code étudiante} as {@code etudiante}; words it
     * cannot fold, such as {@code don't}, left out); empty when its artifact ships none (or is not on the
     * class path).
     *
     * @throws NullPointerException if {@code language} is null
     * @throws UncheckedIOException if the shipped list cannot be read
     */
    static Optional<Set<String>> of(Language language, int length) {
        Objects.requireNonNull(language, "language");
        return WORDS.computeIfAbsent(language.code() + "/" + length, key -> read(language, length));
    }

    private static Optional<Set<String>> read(Language language, int length) {
        String resource = "/chiffreslettres/subtitles/" + language.code() + ".txt.gz";
        InputStream in = SubtitleWords.class.getResourceAsStream(resource);
        if (in == null) {
            return Optional.empty();
        }
        Set<String> words = new HashSet<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(in),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                // The list is written precomposed (NFC), so folding never shortens a word (œ becomes oe):
                // a longer line cannot fold to the length.
                String folded = line.length() > length ? null : language.alphabet().foldWord(line);
                if (folded != null && folded.length() == length) {
                    words.add(folded);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + language + " subtitle words", e);
        }
        return Optional.of(Collections.unmodifiableSet(words));
    }
}
