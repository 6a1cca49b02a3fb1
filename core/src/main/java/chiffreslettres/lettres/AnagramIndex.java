package chiffreslettres.lettres;

import chiffreslettres.automaton.Automaton;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * Every word of a list filed under its signature, the sorted folded letters (ELEPHANT → aeehlnpt),
 * for fast sub-anagram search.
 *
 * <p>Two minimal automata hold the list: one spells the signatures letter by letter in alphabetical
 * order, the other the words as written; signatures that end alike share their ends, as do words (every
 * {@code -ábamos} of the Spanish verbs is stored once). Both are numbered, so that a signature's rank
 * leads to its words' ranks ({@code SignatureWords}) and a rank back to a word. A query walks the signature
 * automaton with the rack's letter counts, taking a letter from the rack when it has one and a blank
 * otherwise, and never enters a branch it cannot complete. Lists of up to 16 million characters also
 * keep their words written out, one byte a character, so that a query copies each word it returns. Every query is complete: it returns every word
 * of the list that fits. Built from words ({@code AnagramIndexBuilder}) or read from its binary form
 * ({@code AnagramIndexFormat}) without rebuilding; no string is kept per word or per signature. Immutable
 * and thread-safe.
 */
public final class AnagramIndex {

    final Alphabet alphabet;
    /** The signatures, each letter as the char of its number in the alphabet; with label masks. */
    final Automaton signatures;
    /** The words as written, in String order. */
    final Automaton words;
    /** The words of each signature, by rank in {@link #words}, in String order. */
    final SignatureWords groups;
    /**
     * The words written out, made once the index has read {@link #TEXTS_AFTER} words out of {@link #words}
     * (a short query never pays for writing out every word); stays null for lists too large.
     */
    private volatile WordTexts texts;
    /** Words read out of the automaton so far, until {@link #texts} is made. */
    private final java.util.concurrent.atomic.AtomicInteger walked = new java.util.concurrent.atomic.AtomicInteger();
    /** Words read out of the automaton before the words are written out. */
    private static final int TEXTS_AFTER = 60_000;
    final int skipped;
    /** Each word's commonness by its rank in {@link #words}; null when the list has none. */
    final byte[] commonness;

    AnagramIndex(Alphabet alphabet, Automaton signatures, Automaton words, SignatureWords groups, int skipped,
            byte[] commonness) {
        this.alphabet = alphabet;
        this.signatures = signatures;
        this.words = words;
        this.groups = groups;
        this.skipped = skipped;
        this.commonness = commonness;
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
        return AnagramIndexBuilder.build(alphabet, words, null);
    }

    /**
     * Indexes words with the commonness of each ({@link Commonness}), as {@link #of(Alphabet, Collection)}.
     *
     * @param commonness the commonness of a word as given, {@value Commonness#UNKNOWN} to
     *                   {@value Commonness#MAX}; called once per distinct game word
     * @throws IllegalArgumentException if {@code commonness} gives a value outside that range
     * @throws NullPointerException if an argument or a word is null
     */
    public static AnagramIndex of(Alphabet alphabet, Collection<String> words, ToIntFunction<String> commonness) {
        Objects.requireNonNull(alphabet, "alphabet");
        Objects.requireNonNull(words, "words");
        Objects.requireNonNull(commonness, "commonness");
        return AnagramIndexBuilder.build(alphabet, words, commonness);
    }

    /** Whether the words carry a commonness ({@link Commonness}); when not, every word's is unknown. */
    public boolean hasCommonness() {
        return commonness != null;
    }

    /**
     * The commonness of a word of the list as written ({@code "neutralisé"}), {@value Commonness#UNKNOWN}
     * when the word is not in the list or the list has no commonness.
     *
     * @throws NullPointerException if {@code word} is null
     */
    public int commonness(String word) {
        Objects.requireNonNull(word, "word");
        if (commonness == null) {
            return Commonness.UNKNOWN;
        }
        int rank = words.rankOf(word);
        return rank < 0 ? Commonness.UNKNOWN : commonness[rank];
    }

    /** The commonness of entry {@code w} (signature order). */
    int commonnessOfEntry(int w) {
        return commonness == null ? Commonness.UNKNOWN : commonness[groups.word(w)];
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

    /** The signature of a folded word as the signature automaton spells it: letter numbers, sorted. */
    static String signatureKey(Alphabet alphabet, String folded) {
        char[] key = new char[folded.length()];
        for (int i = 0; i < key.length; i++) {
            key[i] = (char) alphabet.indexOf(folded.charAt(i));
        }
        Arrays.sort(key);
        return new String(key);
    }

    /** Entry number {@code w}: the word of that rank in signature order. */
    String word(int w) {
        int rank = groups.word(w);
        WordTexts written = texts;
        if (written == null && walked.get() >= TEXTS_AFTER) {
            written = writtenOut();
        }
        if (written != null) {
            return written.word(rank);
        }
        walked.incrementAndGet();
        StringBuilder out = new StringBuilder(16);
        words.appendString(rank, out);
        return out.toString();
    }

    /**
     * The words, in index order ({@link #words()}), of {@code length} folded letters whose folded form
     * reaches {@code minCommonness} (the highest commonness of the written forms that fold alike, which share
     * a signature group; {@value Commonness#UNKNOWN}: every word of the length). Only the groups of the
     * length are read, each once.
     */
    List<String> wordsOfLength(int length, int minCommonness) {
        List<String> out = new ArrayList<>();
        for (int s : signaturesOfLength(length)) {
            int first = groups.firstEntry(s);
            int end = groups.firstEntry(s + 1);
            if (minCommonness == Commonness.UNKNOWN) {
                for (int w = first; w < end; w++) {
                    out.add(word(w));
                }
                continue;
            }
            boolean reaches = false;
            for (int w = first; w < end && !reaches; w++) {
                reaches = commonnessOfEntry(w) >= minCommonness;
            }
            if (!reaches) {
                continue;
            }
            String[] written = new String[end - first];
            String[] folded = new String[written.length];
            for (int i = 0; i < written.length; i++) {
                written[i] = word(first + i);
                folded[i] = alphabet.foldWord(written[i]);
            }
            for (int i = 0; i < written.length; i++) {
                int best = Commonness.UNKNOWN;
                for (int j = 0; j < written.length; j++) {
                    if (folded[j].equals(folded[i])) {
                        best = Math.max(best, commonnessOfEntry(first + j));
                    }
                }
                if (best >= minCommonness) {
                    out.add(written[i]);
                }
            }
        }
        return out;
    }

    /** The folded words of {@code length} letters alone in their signature group once folded, in index order. */
    List<String> foldedWordsAlone(int length) {
        List<String> out = new ArrayList<>();
        for (int s : signaturesOfLength(length)) {
            int first = groups.firstEntry(s);
            int end = groups.firstEntry(s + 1);
            String folded = alphabet.foldWord(word(first));
            boolean alone = true;
            for (int w = first + 1; w < end && alone; w++) {
                alone = folded.equals(alphabet.foldWord(word(w)));
            }
            if (alone) {
                out.add(folded);
            }
        }
        return out;
    }

    /**
     * The ranks, increasing, of the signatures of {@code length} letters (a signature has as many letters as
     * its words folded): a walk of the signature automaton to that depth, leaving a state whose longest
     * string is too short.
     */
    int[] signaturesOfLength(int length) {
        int[] found = new int[64];
        int count = 0;
        int[] state = new int[length + 1];
        int[] arc = new int[length + 1];
        int[] rank = new int[length + 1];
        int depth = 0;
        arc[0] = signatures.firstArc[0];
        while (depth >= 0) {
            int s = state[depth];
            if (depth == length || arc[depth] >= signatures.firstArc[s + 1]) {
                if (depth == length && signatures.isFinal(s)) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, count * 2);
                    }
                    found[count++] = rank[depth];
                }
                depth--;
                continue;
            }
            int a = arc[depth]++;
            if (signatures.arcHeight[a] < length - depth) {
                continue;
            }
            rank[depth + 1] = rank[depth] + signatures.offset[a];
            state[depth + 1] = signatures.target[a];
            arc[depth + 1] = signatures.firstArc[signatures.target[a]];
            depth++;
        }
        return Arrays.copyOf(found, count);
    }

    /** The words written out, made once by the first thread that needs them; null for lists too large. */
    private synchronized WordTexts writtenOut() {
        if (texts == null) {
            texts = WordTexts.of(words);
            if (texts == null) {
                walked.set(Integer.MIN_VALUE);   // too large: never tried again
            }
        }
        return texts;
    }

    /** The words of signature {@code s}. */
    private List<String> wordsOf(int s) {
        int first = groups.firstEntry(s);
        String[] out = new String[groups.firstEntry(s + 1) - first];
        for (int i = 0; i < out.length; i++) {
            out[i] = word(first + i);
        }
        return List.of(out);
    }

    /** The alphabet the words are folded onto. */
    public Alphabet alphabet() {
        return alphabet;
    }

    /** The number of distinct words indexed. */
    public int wordCount() {
        return groups.entries;
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
        return signatures.size();
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
        int s = signatures.rankOf(signatureKey(alphabet, folded));
        return s < 0 ? List.of() : wordsOf(s);
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
        char[] out = signatureKey(alphabet, folded).toCharArray();
        for (int i = 0; i < out.length; i++) {
            out[i] = alphabet.letter(out[i]);
        }
        return new String(out);
    }

    /**
     * Every word of the greatest length that fits the rack, alphabetical; empty if none fits.
     * Alphabetical means by folded form, then by written form ({@code neutralise} before
     * {@code neutralisé}).
     */
    public List<WordMatch> longest(Rack rack) {
        return longest(rack, Commonness.UNKNOWN);
    }

    /**
     * Every word of the greatest length among the words of at least {@code minCommonness} ({@link
     * Commonness}) that fit the rack, alphabetical; empty if none fits. {@code longest(rack, 0)} is
     * {@link #longest(Rack)}.
     *
     * @throws IllegalArgumentException if {@code minCommonness} is not {@value Commonness#UNKNOWN} to
     *     {@value Commonness#MAX}
     */
    public List<WordMatch> longest(Rack rack, int minCommonness) {
        return new RackWalk(this, rack, 1, RackWalk.Mode.LONGEST, minCommonness).run();
    }

    /**
     * Every word of at least {@code minLength} letters that fits the rack, longest first then
     * alphabetical, at most {@code limit}.
     *
     * @throws IllegalArgumentException if {@code minLength} or {@code limit} is below 1
     */
    public List<WordMatch> words(Rack rack, int minLength, int limit) {
        return words(rack, minLength, limit, Commonness.UNKNOWN);
    }

    /**
     * Every word of at least {@code minLength} letters and at least {@code minCommonness} ({@link
     * Commonness}) that fits the rack, longest first then alphabetical, at most {@code limit}.
     *
     * @throws IllegalArgumentException if {@code minLength} or {@code limit} is below 1, or
     *     {@code minCommonness} is not {@value Commonness#UNKNOWN} to {@value Commonness#MAX}
     */
    public List<WordMatch> words(Rack rack, int minLength, int limit, int minCommonness) {
        if (minLength < 1) {
            throw new IllegalArgumentException("minLength must be at least 1, got " + minLength);
        }
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, got " + limit);
        }
        List<WordMatch> all = new RackWalk(this, rack, minLength, RackWalk.Mode.ALL, minCommonness).run();
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
