package chiffreslettres.lettres;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The words found for a rack, longest first then alphabetical. Immutable and thread-safe.
 *
 * @param rack       the rack searched
 * @param dictionary the name of the dictionary searched
 * @param matches    the words found, each with the letters its blanks stood for
 */
public record LetterResult(Rack rack, String dictionary, List<WordMatch> matches) {

    /** @throws NullPointerException if an argument is null */
    public LetterResult {
        Objects.requireNonNull(rack, "rack");
        Objects.requireNonNull(dictionary, "dictionary");
        matches = List.copyOf(matches);
    }

    /**
     * The same words, the longest first and of as long ones the commonest first, alphabetical among as
     * common ones ({@link WordMatch#longestThenCommonest}): the order to show a few of them in, as the first
     * are the words a person most likely knows ({@code peinture}, {@code protéine}, then {@code entropie}).
     */
    public LetterResult commonestFirst() {
        List<WordMatch> sorted = new ArrayList<>(matches);
        sorted.sort(WordMatch.longestThenCommonest());
        return new LetterResult(rack, dictionary, sorted);
    }

    /** The words alone, in order. */
    public List<String> words() {
        return matches.stream().map(WordMatch::word).toList();
    }

    /** The length of the longest word found, 0 when none was. */
    public int longestLength() {
        return matches.isEmpty() ? 0 : matches.get(0).length();
    }

    /** Whether no word was found. */
    public boolean isEmpty() {
        return matches.isEmpty();
    }
}
