package chiffreslettres.lettres;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * Every word of a list filed under its signature, the sorted folded letters (ELEPHANT → aeehlnpt),
 * with a trie over the signatures for fast sub-anagram search.
 *
 * <p>The trie spells each signature letter by letter in alphabetical order and
 * marks where one ends; the words of that signature are stored with it. A query walks
 * the trie with the rack's letter counts, taking a letter from the rack when it has one and a blank
 * otherwise, and never enters a branch it cannot complete. Every query is complete: it returns every word
 * of the list that fits. Built in one pass (see {@code SignatureTrieBuilder}), or read from its binary form
 * ({@code AnagramIndexFormat}); no string is kept per word or per signature. Immutable and thread-safe.
 */
public final class AnagramIndex {

    final Alphabet alphabet;
    final SignatureTrie trie;
    /**
     * The words of signature s (numbered in alphabetical order of signatures) are words number
     * {@code firstWord[s]} to {@code firstWord[s + 1] - 1}, in String order.
     */
    final int[] firstWord;
    /** Word w is {@code text[wordStart[w] .. wordStart[w + 1])}. */
    final char[] text;
    final int[] wordStart;
    final int skipped;
    /** Bit w is set when word w is written in letters of the alphabet only: folding leaves it as it is. */
    final long[] folded;

    AnagramIndex(Alphabet alphabet, SignatureTrie trie, int[] firstWord, char[] text, int[] wordStart, int skipped) {
        this.alphabet = alphabet;
        this.trie = trie;
        this.firstWord = firstWord;
        this.text = text;
        this.wordStart = wordStart;
        this.skipped = skipped;
        this.folded = new long[(wordStart.length + 63) >> 6];
        for (int w = 0; w + 1 < wordStart.length; w++) {
            boolean plain = true;
            for (int i = wordStart[w]; i < wordStart[w + 1] && plain; i++) {
                plain = alphabet.indexOf(text[i]) >= 0;
            }
            if (plain) {
                folded[w >> 6] |= 1L << w;
            }
        }
    }

    /**
     * Indexes words; a word that is not a game word of the alphabet ({@link Alphabet#foldWord}) is left
     * out (see {@link #skipped()}), and a word given twice is kept once.
     *
     * @throws NullPointerException if an argument or a word is null
     */
    public static AnagramIndex of(Alphabet alphabet, Collection<String> words) {
        Objects.requireNonNull(alphabet, "alphabet");
        Objects.requireNonNull(words, "words");
        SignatureTrieBuilder builder = new SignatureTrieBuilder(alphabet.size(), words.size());
        int skipped = 0;
        int[] letterCounts = new int[alphabet.size()];
        for (String word : words) {
            String folded = alphabet.foldWord(Objects.requireNonNull(word, "word"));
            if (folded == null) {
                skipped++;
            } else {
                countLetters(alphabet, folded, letterCounts);
                builder.add(letterCounts, word);
            }
        }
        return builder.build(alphabet, skipped);
    }

    /**
     * Writes this index in a compact binary form that {@link #read} restores exactly. A prebuilt index
     * loads several times faster than the word list can be indexed. The stream is not closed.
     *
     * @throws IOException if the stream cannot be written
     * @throws NullPointerException if {@code out} is null
     */
    public void write(OutputStream out) throws IOException {
        AnagramIndexFormat.write(this, Objects.requireNonNull(out, "out"));
    }

    /**
     * Reads an index written by {@link #write}, for words of the given alphabet. The stream is read to
     * the end of the index and not closed.
     *
     * @throws IllegalArgumentException if the data is not an index of this version or was written for
     *     another alphabet, or is inconsistent (damaged)
     * @throws IOException if the stream cannot be read or ends early (truncated)
     * @throws NullPointerException if an argument is null
     */
    public static AnagramIndex read(Alphabet alphabet, InputStream in) throws IOException {
        return AnagramIndexFormat.read(Objects.requireNonNull(alphabet, "alphabet"), Objects.requireNonNull(in, "in"));
    }

    /** Fills {@code counts} with how often each letter occurs in a folded word. */
    static void countLetters(Alphabet alphabet, String folded, int[] counts) {
        Arrays.fill(counts, 0);
        for (int i = 0; i < folded.length(); i++) {
            counts[alphabet.indexOf(folded.charAt(i))]++;
        }
    }

    /** Word number {@code w}. */
    String word(int w) {
        return new String(text, wordStart[w], wordStart[w + 1] - wordStart[w]);
    }

    /** The words of signature {@code s}. */
    private List<String> wordsOf(int s) {
        String[] out = new String[firstWord[s + 1] - firstWord[s]];
        for (int i = 0; i < out.length; i++) {
            out[i] = word(firstWord[s] + i);
        }
        return List.of(out);
    }

    /** The alphabet the words are folded onto. */
    public Alphabet alphabet() {
        return alphabet;
    }

    /** The number of distinct words indexed. */
    public int wordCount() {
        return wordStart.length - 1;
    }

    /** Every word indexed, grouped by signature in alphabetical order; an unmodifiable view. */
    public List<String> words() {
        return new AbstractList<>() {
            @Override
            public String get(int index) {
                Objects.checkIndex(index, size());
                return word(index);
            }

            @Override
            public int size() {
                return wordCount();
            }
        };
    }

    /** The number of distinct signatures. */
    public int signatureCount() {
        return firstWord.length - 1;
    }

    /** How many of the words given were left out as not game words of the alphabet. */
    public int skipped() {
        return skipped;
    }

    /**
     * The words whose folded letters, sorted, are {@code signature}; empty when there are none.
     *
     * @param signature letters of the alphabet in alphabetical order (see {@link #signatureOf})
     */
    public List<String> wordsWithSignature(String signature) {
        String folded = alphabet.fold(Objects.requireNonNull(signature, "signature"));
        if (folded == null) {
            return List.of();
        }
        int[] counts = new int[alphabet.size()];
        countLetters(alphabet, folded, counts);
        int node = 0;
        for (int letter = 0; letter < counts.length && node >= 0; letter++) {
            for (int c = counts[letter]; c > 0 && node >= 0; c--) {
                node = trie.child(node, letter);
            }
        }
        return node < 0 || trie.terminal[node] < 0 ? List.of() : wordsOf(trie.terminal[node]);
    }

    /**
     * The signature of a word: its folded letters in alphabetical order (any case accepted).
     *
     * @throws IllegalArgumentException if the word has a character that is no letter of the alphabet
     */
    public String signatureOf(String word) {
        String folded = alphabet.fold(Objects.requireNonNull(word, "word"));
        if (folded == null) {
            throw new IllegalArgumentException("not a word of the " + alphabet.name() + " alphabet: \"" + word + "\"");
        }
        int[] counts = new int[alphabet.size()];
        countLetters(alphabet, folded, counts);
        StringBuilder out = new StringBuilder(folded.length());
        for (int letter = 0; letter < counts.length; letter++) {
            for (int c = counts[letter]; c > 0; c--) {
                out.append(alphabet.letter(letter));
            }
        }
        return out.toString();
    }

    /**
     * Every word of the greatest length that fits the rack, alphabetical; empty if none fits.
     * Alphabetical means by folded form, then by written form ({@code neutralise} before
     * {@code neutralisé}).
     */
    public List<WordMatch> longest(Rack rack) {
        RackWalk search = new RackWalk(this, rack, 1, RackWalk.Mode.LONGEST);
        return search.run();
    }

    /**
     * Every word of at least {@code minLength} letters that fits the rack, longest first then
     * alphabetical, at most {@code limit}.
     *
     * @throws IllegalArgumentException if {@code minLength} or {@code limit} is below 1
     */
    public List<WordMatch> words(Rack rack, int minLength, int limit) {
        if (minLength < 1) {
            throw new IllegalArgumentException("minLength must be at least 1, got " + minLength);
        }
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, got " + limit);
        }
        List<WordMatch> all = new RackWalk(this, rack, minLength, RackWalk.Mode.ALL).run();
        return all.size() <= limit ? all : List.copyOf(all.subList(0, limit));
    }

    /** Every word using every tile of the rack (blanks included), alphabetical. */
    public List<WordMatch> anagrams(Rack rack) {
        return new RackWalk(this, rack, rack.size(), RackWalk.Mode.EXACT).run();
    }

    void checkAlphabet(Rack rack) {
        if (rack.alphabet() != alphabet) {
            throw new IllegalArgumentException("rack is folded onto the " + rack.alphabet().name()
                    + " alphabet, this index onto the " + alphabet.name());
        }
    }

}
