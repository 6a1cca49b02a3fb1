package chiffreslettres.lettres;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * A word list of one alphabet and its {@link AnagramIndex}, built once on first use. Words keep their
 * written forms ({@code neutralise} and {@code neutralisé} are two words with one signature); words
 * that are not game words of the alphabet ({@link Alphabet#foldWord}) are left out and counted.
 * Immutable and thread-safe.
 */
public final class Dictionary {

    private final String name;
    private final Alphabet alphabet;
    private final AnagramIndex index;
    /** {@code atLeast[c]}: how many words have a commonness of c or more; made on first use. */
    private volatile int[] atLeast;

    private Dictionary(String name, Alphabet alphabet, AnagramIndex index) {
        this.name = name;
        this.alphabet = alphabet;
        this.index = index;
    }

    /**
     * A dictionary of the given words.
     *
     * @param name     a name for messages ("French, every form")
     * @param alphabet the alphabet the words fold onto
     * @param words    the words; non-game words are left out, repeats kept once
     * @throws NullPointerException if an argument or a word is null
     */
    public static Dictionary of(String name, Alphabet alphabet, Collection<String> words) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(alphabet, "alphabet");
        Objects.requireNonNull(words, "words");
        return new Dictionary(name, alphabet, AnagramIndex.of(alphabet, words));
    }

    /**
     * A dictionary of the given words, each with its {@link Commonness}.
     *
     * @param commonness the class of a word as given, {@value Commonness#UNKNOWN} to {@value Commonness#MAX}
     * @throws IllegalArgumentException if {@code commonness} gives a value outside that range
     * @throws NullPointerException if an argument or a word is null
     */
    public static Dictionary of(String name, Alphabet alphabet, Collection<String> words,
            ToIntFunction<String> commonness) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(alphabet, "alphabet");
        return new Dictionary(name, alphabet, AnagramIndex.of(alphabet, words, commonness));
    }

    /**
     * A dictionary of the words of an index, for example one {@linkplain AnagramIndex#read read} from a
     * prebuilt file.
     *
     * @param name  a name for messages
     * @param index the index; its alphabet is the dictionary's
     * @throws NullPointerException if an argument is null
     */
    public static Dictionary of(String name, AnagramIndex index) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(index, "index");
        return new Dictionary(name, index.alphabet(), index);
    }

    /**
     * Reads a word list: UTF-8, one word per line; a byte-order mark, blank lines, surrounding spaces and
     * CRLF line ends are tolerated.
     *
     * @throws IllegalArgumentException if the file is malformed: not UTF-8, or a line holding more than
     *     one word or a control character; the message gives the line number
     * @throws IOException if the file cannot be read
     */
    public static Dictionary read(String name, Alphabet alphabet, Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        try (InputStream in = Files.newInputStream(file)) {
            return read(name, alphabet, in);
        }
    }

    /**
     * Reads a word list from a stream, as {@link #read(String, Alphabet, Path)}; the stream is read to
     * its end and not closed.
     *
     * @throws IllegalArgumentException if the list is malformed; the message gives the line number
     * @throws IOException if the stream cannot be read
     */
    public static Dictionary read(String name, Alphabet alphabet, InputStream in) throws IOException {
        Objects.requireNonNull(in, "in");
        byte[] bytes = in.readAllBytes();
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        List<String> words = new ArrayList<>();
        int start = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        int lineNumber = 0;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            lineNumber++;
            String line;
            try {
                line = decoder.decode(ByteBuffer.wrap(bytes, start, end - start)).toString();
            } catch (CharacterCodingException e) {
                throw new IllegalArgumentException(name + ": line " + lineNumber + " is not valid UTF-8", e);
            }
            start = end + 1;
            String word = line.strip();
            if (word.isEmpty()) {
                continue;
            }
            for (int i = 0; i < word.length(); i++) {
                char c = word.charAt(i);
                if (Character.isWhitespace(c) || Character.isISOControl(c)) {
                    throw new IllegalArgumentException(name + ": line " + lineNumber + " must hold one word, found "
                            + (Character.isWhitespace(c) ? "a space" : "a control character") + " in \""
                            + word.replaceAll("\\p{Cntrl}", "?") + "\"");
                }
            }
            words.add(word);
        }
        return of(name, alphabet, words);
    }

    /** The name given when the dictionary was made. */
    public String name() {
        return name;
    }

    /** The alphabet its words fold onto. */
    public Alphabet alphabet() {
        return alphabet;
    }

    /** The index of its words. */
    public AnagramIndex index() {
        return index;
    }

    /** Every game word, in written form; an unmodifiable view. */
    public List<String> words() {
        return index.words();
    }

    /**
     * The words (as written, in the order of {@link #words()}) of {@code length} letters once folded whose
     * {@linkplain #commonness commonness} is {@code minCommonness} or more ({@value Commonness#UNKNOWN}:
     * every word of that length). Only the signature groups of that length are read, and of those only the
     * ones holding a word common enough.
     *
     * @throws IllegalArgumentException if {@code minCommonness} is not {@value Commonness#UNKNOWN} to
     *     {@value Commonness#MAX}
     */
    public List<String> words(int length, int minCommonness) {
        if (minCommonness < Commonness.UNKNOWN || minCommonness > Commonness.MAX) {
            throw new IllegalArgumentException("minCommonness: " + Commonness.UNKNOWN + " to " + Commonness.MAX
                    + ", got " + minCommonness);
        }
        return List.copyOf(index.wordsOfLength(length, minCommonness));
    }

    /**
     * The words of {@code length} letters once folded that are the only word of their letters: every word
     * of the list with those letters folds as they do ({@code "neutralisé"} and {@code "neutralise"} are one
     * word). Folded (as {@link Alphabet#foldWord}), each once, in the order of {@link #words()}: the answers a
     * conundrum of this list can have. Only the signature groups of that length are read.
     *
     * @throws IllegalArgumentException if {@code length} is below 1
     */
    public List<String> wordsWithoutAnagram(int length) {
        if (length < 1) {
            throw new IllegalArgumentException("length: 1 letter or more, got " + length);
        }
        return List.copyOf(index.foldedWordsAlone(length));
    }

    /** The number of distinct game words. */
    public int size() {
        return index.wordCount();
    }

    /** How many of the words given were left out as not game words. */
    public int skipped() {
        return index.skipped();
    }

    /**
     * Whether the word, folded (any case, with or without accents), is a word of this dictionary:
     * {@code "NEUTRALISE"} is when {@code neutralisé} is.
     *
     * @throws IllegalArgumentException if the word has a character that is no letter of the alphabet
     */
    public boolean contains(String word) {
        return !writtenForms(word).isEmpty();
    }

    /** The written forms of the list that fold as {@code word} does ({@code neutralise}, {@code neutralisé}). */
    private List<String> writtenForms(String word) {
        Objects.requireNonNull(word, "word");
        String wanted = alphabet.fold(word);
        if (wanted == null) {
            Rack.parse(word, alphabet);
            return List.of();
        }
        List<String> out = new ArrayList<>(2);
        for (String candidate : index.wordsWithSignature(wanted)) {
            if (alphabet.foldWord(candidate).equals(wanted)) {
                out.add(candidate);
            }
        }
        return out;
    }

    /** Whether its words carry a {@link Commonness}; the shipped lists do, a list read from a file does not. */
    public boolean hasCommonness() {
        return index.hasCommonness();
    }

    /**
     * The {@link Commonness} of a word, folded as {@link #contains} folds it (the highest of the written
     * forms that fold alike); {@value Commonness#UNKNOWN} when the word is not in the list, or the list has
     * no classes.
     *
     * @throws IllegalArgumentException if the word has a character that is no letter of the alphabet
     * @throws NullPointerException if {@code word} is null
     */
    public int commonness(String word) {
        int best = Commonness.UNKNOWN;
        for (String form : writtenForms(word)) {
            best = Math.max(best, index.commonness(form));
        }
        return best;
    }

    /**
     * How many words of the list have a {@link Commonness} of {@code commonness} or more: a word of class
     * c is "among the commonest {@code commonestCount(c)} words" of the list.
     *
     * @throws IllegalArgumentException if {@code commonness} is not {@value Commonness#UNKNOWN} to
     *     {@value Commonness#MAX}
     */
    public int commonestCount(int commonness) {
        Commonness.check(commonness, "a band");
        return atLeast()[commonness];
    }

    /**
     * The band of the {@code count} commonest words of the list: the least class whose words and the
     * commoner ones are {@code count} at most (whole classes only, so fewer may be kept).
     *
     * @param count how many of the commonest words the band may hold, at least 1
     * @throws IllegalArgumentException if {@code count} is below 1, or is smaller than the list's commonest
     *     class alone (the band would hold no word)
     * @throws IllegalStateException if the list has no commonness
     */
    public int commonnessOfCommonest(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("the commonest words: at least 1, got " + count);
        }
        if (!hasCommonness()) {
            throw new IllegalStateException(name + " has no word frequencies: a band of its commonest words cannot"
                    + " be made");
        }
        int[] counts = atLeast();
        for (int c = Commonness.UNKNOWN + 1; c <= Commonness.MAX; c++) {
            if (counts[c] <= count && counts[c] > 0) {
                return c;
            }
        }
        throw new IllegalArgumentException("the commonest " + count + " words of " + name
                + " hold no whole frequency class (its commonest class alone has more words): ask for more");
    }

    private int[] atLeast() {
        int[] counts = atLeast;
        if (counts == null) {
            counts = new int[Commonness.MAX + 2];
            for (int w = 0; w < index.wordCount(); w++) {
                counts[index.commonnessOfEntry(w)]++;
            }
            for (int c = Commonness.MAX - 1; c >= 0; c--) {
                counts[c] += counts[c + 1];
            }
            atLeast = counts;
        }
        return counts;
    }

    @Override
    public String toString() {
        return name + " (" + size() + " words)";
    }
}
