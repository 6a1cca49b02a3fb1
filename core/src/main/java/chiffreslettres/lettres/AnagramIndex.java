package chiffreslettres.lettres;

import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * Every word of a list filed under its signature, the sorted folded letters (ELEPHANT → aeehlnpt),
 * with a trie over the signatures for fast sub-anagram search.
 *
 * <p>The trie spells each signature letter by letter in alphabetical order and marks where one ends; the
 * words of that signature are stored with it. A search walks the trie with the rack's letter counts,
 * taking a letter from the rack when it has one and a blank otherwise, and never enters a branch it
 * cannot complete. Every query is complete: it returns every word of the list that fits.
 *
 * <p>The index is built in one pass over the words, without sorting them: each word's signature is
 * inserted into a growing trie whose children stay in alphabetical order, then the trie is laid out
 * flat (children of a node contiguous) and the words are stored as one array of characters, grouped by
 * signature in alphabetical order. No string is kept per word or per signature. Immutable and
 * thread-safe once built.
 */
public final class AnagramIndex {

    private final Alphabet alphabet;
    private final Trie trie;
    /**
     * The words of signature s (numbered in alphabetical order of signatures) are words number
     * {@code firstWord[s]} to {@code firstWord[s + 1] - 1}, in String order.
     */
    private final int[] firstWord;
    /** Word w is {@code text[wordStart[w] .. wordStart[w + 1])}. */
    private final char[] text;
    private final int[] wordStart;
    private final int skipped;
    /** Bit w is set when word w is written in letters of the alphabet only: folding leaves it as it is. */
    private final long[] folded;

    private AnagramIndex(Alphabet alphabet, Trie trie, int[] firstWord, char[] text, int[] wordStart, int skipped) {
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
        TrieBuilder builder = new TrieBuilder(alphabet.size(), words.size());
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

    /** The first bytes of a written index, and the version of its layout. */
    private static final int MAGIC = 0x434C4958;
    private static final int VERSION = 1;

    /**
     * Writes this index in a compact binary form that {@link #read} restores exactly: the trie's letters
     * and child counts, which nodes end a signature, the number of words per signature and the words
     * in UTF-8. A prebuilt index loads several times faster than the word list can be indexed. The
     * stream is not closed.
     *
     * @throws IOException if the stream cannot be written
     */
    public void write(OutputStream out) throws IOException {
        Objects.requireNonNull(out, "out");
        DataOutputStream data = new DataOutputStream(new BufferedOutputStream(out, 1 << 16));
        data.writeInt(MAGIC);
        data.writeInt(VERSION);
        byte[] letters = alphabet.letters().getBytes(StandardCharsets.UTF_8);
        data.writeShort(letters.length);
        data.write(letters);
        data.writeInt(skipped);
        int nodes = trie.letter.length;
        data.writeInt(nodes);
        data.write(trie.letter);
        data.write(trie.childCount);
        long[] ends = new long[(nodes + 63) >> 6];
        for (int node = 0; node < nodes; node++) {
            if (trie.terminal[node] >= 0) {
                ends[node >> 6] |= 1L << node;
            }
        }
        for (long word : ends) {
            data.writeLong(word);
        }
        int signatures = signatureCount();
        data.writeInt(signatures);
        for (int sig = 0; sig < signatures; sig++) {
            writeVarInt(data, firstWord[sig + 1] - firstWord[sig]);
        }
        int words = wordCount();
        data.writeInt(words);
        for (int w = 0; w < words; w++) {
            writeVarInt(data, wordStart[w + 1] - wordStart[w]);
        }
        byte[] utf8 = new String(text).getBytes(StandardCharsets.UTF_8);
        data.writeInt(utf8.length);
        data.write(utf8);
        data.flush();
    }

    /**
     * Reads an index written by {@link #write}, for words of the given alphabet. The stream is read to
     * the end of the index and not closed.
     *
     * @throws IllegalArgumentException if the data is not an index of this version or was written for
     *     another alphabet, or is inconsistent
     * @throws IOException if the stream cannot be read or ends early
     */
    public static AnagramIndex read(Alphabet alphabet, InputStream in) throws IOException {
        Objects.requireNonNull(alphabet, "alphabet");
        Objects.requireNonNull(in, "in");
        ByteBuffer data = ByteBuffer.wrap(in.readAllBytes());
        try {
            return read(alphabet, data);
        } catch (BufferUnderflowException e) {
            throw new EOFException("the anagram index ends early, at byte " + data.position());
        }
    }

    private static AnagramIndex read(Alphabet alphabet, ByteBuffer data) {
        if (data.getInt() != MAGIC) {
            throw new IllegalArgumentException("not an anagram index (wrong first bytes)");
        }
        int version = data.getInt();
        if (version != VERSION) {
            throw new IllegalArgumentException("anagram index version " + version + ", this library reads " + VERSION);
        }
        byte[] letterBytes = new byte[count(data, data.getShort() & 0xFFFF, 1, "alphabet bytes")];
        data.get(letterBytes);
        String letters = new String(letterBytes, StandardCharsets.UTF_8);
        if (!letters.equals(alphabet.letters())) {
            throw new IllegalArgumentException("the index is for the letters " + letters + ", not " + alphabet);
        }
        int skipped = data.getInt();
        int nodes = count(data, data.getInt(), 2, "nodes");
        Trie trie = new Trie(nodes);
        data.get(trie.letter);
        data.get(trie.childCount);
        int next = 1;
        for (int node = 0; node < nodes; node++) {
            if (trie.letter[node] < 0 || trie.letter[node] >= alphabet.size() || trie.childCount[node] < 0) {
                throw new IllegalArgumentException("inconsistent anagram index: node " + node);
            }
            trie.firstChild[node] = next;
            next += trie.childCount[node];
            if (trie.childCount[node] > 0 && trie.firstChild[node] <= node) {
                throw new IllegalArgumentException("inconsistent anagram index: node " + node + " is its own ancestor");
            }
        }
        if (next != nodes) {
            throw new IllegalArgumentException("inconsistent anagram index: " + next + " nodes linked, " + nodes + " stored");
        }
        long[] ends = new long[(nodes + 63) >> 6];
        data.asLongBuffer().get(ends);
        data.position(data.position() + 8 * ends.length);
        int signatures = count(data, data.getInt(), 1, "signatures");
        int numbered = numberSignatures(trie, ends);
        if (numbered != signatures) {
            throw new IllegalArgumentException("inconsistent anagram index: " + numbered + " signatures marked, "
                    + signatures + " stored");
        }
        computeHeights(trie);
        int[] firstWord = new int[signatures + 1];
        for (int sig = 0; sig < signatures; sig++) {
            firstWord[sig + 1] = firstWord[sig] + readVarInt(data);
        }
        int words = count(data, data.getInt(), 1, "words");
        if (firstWord[signatures] != words) {
            throw new IllegalArgumentException("inconsistent anagram index: " + firstWord[signatures]
                    + " words filed, " + words + " stored");
        }
        int[] wordStart = new int[words + 1];
        for (int w = 0; w < words; w++) {
            wordStart[w + 1] = wordStart[w] + readVarInt(data);
        }
        byte[] utf8 = new byte[count(data, data.getInt(), 1, "bytes of words")];
        data.get(utf8);
        char[] text = new String(utf8, StandardCharsets.UTF_8).toCharArray();
        if (text.length != wordStart[words]) {
            throw new IllegalArgumentException("inconsistent anagram index: " + text.length + " characters, "
                    + wordStart[words] + " expected");
        }
        AnagramIndex index = new AnagramIndex(alphabet, trie, firstWord, text, wordStart, skipped);
        index.checkWordsMatchSignatures();
        return index;
    }

    /**
     * Checks that every word read is a game word whose letters are exactly its signature's, so that a
     * corrupted index is refused rather than giving wrong answers.
     *
     * @throws IllegalArgumentException naming the first word that does not match
     */
    private void checkWordsMatchSignatures() {
        int[] path = new int[alphabet.size()];
        int[] letters = new int[alphabet.size()];
        int nodes = trie.letter.length;
        int[] stack = new int[nodes + 1];
        int top = 0;
        int depth = 0;
        stack[top++] = 0;
        while (top > 0) {
            int entry = stack[--top];
            if (entry < 0) {
                path[trie.letter[~entry]]--;
                depth--;
                continue;
            }
            if (entry != 0) {
                path[trie.letter[entry]]++;
                depth++;
                stack[top++] = ~entry;
            }
            int s = trie.terminal[entry];
            for (int w = s < 0 ? 0 : firstWord[s]; s >= 0 && w < firstWord[s + 1]; w++) {
                if (!hasLetters(w, path, depth, letters)) {
                    throw new IllegalArgumentException("inconsistent anagram index: \"" + word(w)
                            + "\" is not a word of its signature");
                }
            }
            for (int c = trie.firstChild[entry] + trie.childCount[entry] - 1; c >= trie.firstChild[entry]; c--) {
                stack[top++] = c;
            }
        }
    }

    /**
     * Whether word {@code w} is a game word whose folded letters are those counted in {@code path}
     * ({@code depth} of them); {@code scratch} is all zeros before and after. When every character folds
     * to one letter, only the word's own letters are compared: if it has {@code depth} letters and each
     * of its letters is counted as often in {@code path}, the path holds no other letter.
     */
    private boolean hasLetters(int w, int[] path, int depth, int[] scratch) {
        int from = wordStart[w];
        int to = wordStart[w + 1];
        int counted = 0;
        boolean simple = true;
        boolean game = to > from;
        for (int i = from; i < to && game; i++) {
            int letter = alphabet.wordLetter(text[i]);
            if (letter >= 0) {
                scratch[letter]++;
                counted++;
            } else {
                simple = false;
                game = letter == Alphabet.SEVERAL_LETTERS && alphabet.countFolded(text[i], scratch);
            }
        }
        boolean same = game;
        if (game && simple) {
            same = counted == depth;
            for (int i = from; i < to && same; i++) {
                int letter = alphabet.wordLetter(text[i]);
                same = scratch[letter] == path[letter];
            }
            for (int i = from; i < to; i++) {
                scratch[alphabet.wordLetter(text[i])] = 0;
            }
        } else {
            same = same && Arrays.equals(scratch, path);
            Arrays.fill(scratch, 0);
        }
        return same;
    }

    /**
     * A count read from the data, checked against what is left: each of the things counted takes at least
     * {@code bytesEach} bytes, so a corrupted count fails here rather than by allocating too much.
     */
    private static int count(ByteBuffer data, int count, int bytesEach, String what) {
        if (count < 0 || (long) count * bytesEach > data.remaining()) {
            throw new IllegalArgumentException("inconsistent anagram index: " + count + " " + what + " in "
                    + data.remaining() + " bytes left");
        }
        return count;
    }

    /**
     * Numbers the signatures in alphabetical order (depth first, a node before its children): sets
     * {@code trie.terminal} from the marked nodes; returns how many there are.
     */
    private static int numberSignatures(Trie trie, long[] ends) {
        int nodes = trie.letter.length;
        Arrays.fill(trie.terminal, -1);
        int[] stack = new int[nodes];
        int top = 0;
        int numbered = 0;
        stack[top++] = 0;
        while (top > 0) {
            int node = stack[--top];
            if ((ends[node >> 6] & (1L << node)) != 0) {
                trie.terminal[node] = numbered++;
            }
            for (int c = trie.firstChild[node] + trie.childCount[node] - 1; c >= trie.firstChild[node]; c--) {
                stack[top++] = c;
            }
        }
        return numbered;
    }

    /**
     * Sets each node's height, the longest path below it, and the set of its children's letters;
     * children come after their parent.
     */
    private static void computeHeights(Trie trie) {
        for (int node = trie.letter.length - 1; node >= 0; node--) {
            int h = 0;
            int letters = 0;
            for (int c = trie.firstChild[node]; c < trie.firstChild[node] + trie.childCount[node]; c++) {
                h = Math.max(h, trie.height[c] + 1);
                letters |= trie.letter[c] < Trie.MASKED_LETTERS ? 1 << trie.letter[c] : 0;
            }
            trie.height[node] = (byte) Math.min(h, Byte.MAX_VALUE);
            trie.childLetters[node] = letters;
        }
    }

    private static void writeVarInt(DataOutputStream out, int value) throws IOException {
        int v = value;
        while ((v & ~0x7F) != 0) {
            out.writeByte((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte(v);
    }

    private static int readVarInt(ByteBuffer in) {
        int value = 0;
        for (int shift = 0; shift < 32; shift += 7) {
            int b = in.get() & 0xFF;
            value |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                if (value < 0) {
                    break;
                }
                return value;
            }
        }
        throw new IllegalArgumentException("inconsistent anagram index: a count is out of range");
    }

    /** Fills {@code counts} with how often each letter occurs in a folded word. */
    private static void countLetters(Alphabet alphabet, String folded, int[] counts) {
        Arrays.fill(counts, 0);
        for (int i = 0; i < folded.length(); i++) {
            counts[alphabet.indexOf(folded.charAt(i))]++;
        }
    }

    /** Word number {@code w}. */
    private String word(int w) {
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
        Search search = new Search(rack, 1, Search.Mode.LONGEST);
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
        List<WordMatch> all = new Search(rack, minLength, Search.Mode.ALL).run();
        return all.size() <= limit ? all : List.copyOf(all.subList(0, limit));
    }

    /** Every word using every tile of the rack (blanks included), alphabetical. */
    public List<WordMatch> anagrams(Rack rack) {
        return new Search(rack, rack.size(), Search.Mode.EXACT).run();
    }

    private void checkAlphabet(Rack rack) {
        if (rack.alphabet() != alphabet) {
            throw new IllegalArgumentException("rack is folded onto the " + rack.alphabet().name()
                    + " alphabet, this index onto the " + alphabet.name());
        }
    }

    /**
     * One walk of the trie for one rack. Signatures are spelt in alphabetical order, so below a node
     * of letter L only the rack's letters from L on (and the blanks) can still be used, fewer for each
     * later sibling: a branch is entered only when that many letters can still make a word long enough (the longest found so far
     * for {@code longest}, the whole rack for {@code anagrams}, the minimum length for {@code words}).
     */
    private final class Search {
        enum Mode { LONGEST, ALL, EXACT }

        private final int[] counts;
        /** Bit {@code l} set while the rack has a letter {@code l} left, when the alphabet is masked. */
        private int available;
        private final boolean masked;
        /** {@code lettersFrom[l]}: the rack's letters numbered l or more, before any is used. */
        private final int[] lettersFrom;
        private int blanksLeft;
        private final int size;
        private final Mode mode;
        private final char[] blankLetters;
        private int blanksUsed;
        /** The least length still worth finding. */
        private int wanted;
        private int[] found = new int[16];
        private int[] foundLength = new int[16];
        private String[] foundBlanks = new String[16];
        private int foundCount;

        Search(Rack rack, int minLength, Mode mode) {
            checkAlphabet(rack);
            this.counts = rack.counts().clone();
            this.lettersFrom = new int[counts.length + 1];
            for (int l = counts.length - 1; l >= 0; l--) {
                lettersFrom[l] = lettersFrom[l + 1] + counts[l];
            }
            this.masked = counts.length <= Trie.MASKED_LETTERS;
            for (int l = 0; masked && l < counts.length; l++) {
                available |= counts[l] > 0 ? 1 << l : 0;
            }
            this.blanksLeft = rack.blanks();
            this.blankLetters = new char[rack.blanks()];
            this.size = rack.size();
            this.mode = mode;
            this.wanted = mode == Mode.EXACT ? size : minLength;
        }

        List<WordMatch> run() {
            visit(0, 0);
            int total = 0;
            for (int i = 0; i < foundCount; i++) {
                total += firstWord[found[i] + 1] - firstWord[found[i]];
            }
            Sorted[] out = new Sorted[total];
            int k = 0;
            for (int i = 0; i < foundCount; i++) {
                int s = found[i];
                for (int w = firstWord[s]; w < firstWord[s + 1]; w++) {
                    String word = word(w);
                    String foldedWord = (folded[w >> 6] & (1L << w)) != 0 ? word : alphabet.fold(word);
                    out[k++] = new Sorted(new WordMatch(word, foundLength[i], foundBlanks[i]), foldedWord);
                }
            }
            Arrays.sort(out);
            WordMatch[] matches = new WordMatch[total];
            for (int i = 0; i < total; i++) {
                matches[i] = out[i].match;
            }
            return List.of(matches);
        }

        private void visit(int node, int depth) {
            int terminal = trie.terminal[node];
            if (terminal >= 0 && depth >= wanted) {
                if (mode == Mode.LONGEST && depth > wanted) {
                    wanted = depth;
                    foundCount = 0;
                }
                record(terminal, depth);
            }
            if (depth == size || depth + trie.height[node] < wanted) {
                return;
            }
            if (masked && blanksLeft == 0) {
                visitRackLetters(node, depth);
                return;
            }
            int end = trie.firstChild[node] + trie.childCount[node];
            for (int child = trie.firstChild[node]; child < end; child++) {
                int letter = trie.letter[child];
                int stillUsable = counts[letter] + lettersFrom[letter + 1] + blanksLeft;
                if (depth + stillUsable < wanted) {
                    break;
                }
                if (depth + 1 + trie.height[child] < wanted) {
                    continue;
                }
                if (counts[letter] > 0) {
                    useLetter(letter, child, depth);
                } else if (blanksLeft > 0) {
                    blanksLeft--;
                    blankLetters[blanksUsed++] = alphabet.letter(letter);
                    visit(child, depth + 1);
                    blanksUsed--;
                    blanksLeft++;
                }
            }
        }

        /**
         * The children loop of {@link #visit} when no blank is left: only the children whose letters the
         * rack still has, found from the node's set of child letters, in alphabetical order.
         */
        private void visitRackLetters(int node, int depth) {
            int childLetters = trie.childLetters[node];
            for (int usable = childLetters & available; usable != 0; usable &= usable - 1) {
                int letter = Integer.numberOfTrailingZeros(usable);
                if (depth + counts[letter] + lettersFrom[letter + 1] < wanted) {
                    break;
                }
                int child = trie.firstChild[node] + Integer.bitCount(childLetters & ((1 << letter) - 1));
                if (depth + 1 + trie.height[child] >= wanted) {
                    useLetter(letter, child, depth);
                }
            }
        }

        /** Visits {@code child} with one {@code letter} of the rack taken. */
        private void useLetter(int letter, int child, int depth) {
            if (--counts[letter] == 0 && masked) {
                available &= ~(1 << letter);
            }
            visit(child, depth + 1);
            if (counts[letter]++ == 0 && masked) {
                available |= 1 << letter;
            }
        }

        private void record(int signature, int length) {
            if (foundCount == found.length) {
                found = Arrays.copyOf(found, 2 * foundCount);
                foundLength = Arrays.copyOf(foundLength, 2 * foundCount);
                foundBlanks = Arrays.copyOf(foundBlanks, 2 * foundCount);
            }
            found[foundCount] = signature;
            foundLength[foundCount] = length;
            foundBlanks[foundCount++] = blanksUsed == 0 ? "" : new String(blankLetters, 0, blanksUsed);
        }
    }

    /** A match with its folded form, in the order of results: longest, then folded form, then written form. */
    private record Sorted(WordMatch match, String folded) implements Comparable<Sorted> {
        @Override
        public int compareTo(Sorted other) {
            int c = Integer.compare(other.match.length(), match.length());
            if (c == 0) {
                c = folded.compareTo(other.folded);
            }
            return c != 0 ? c : match.word().compareTo(other.match.word());
        }
    }

    /**
     * The trie over the signatures, in flat arrays: node 0 is the root, the children of a node are
     * contiguous and in alphabetical order, {@code terminal} is the signature ending at a node (or -1),
     * {@code height} the longest path below a node.
     */
    private static final class Trie {
        /** Alphabets up to this size have {@link #childLetters}; larger ones are walked child by child. */
        static final int MASKED_LETTERS = 32;

        final byte[] letter;
        final int[] firstChild;
        final byte[] childCount;
        final int[] terminal;
        final byte[] height;
        /** Per node, bit {@code l} set when it has a child of letter {@code l} (letters below 32). */
        final int[] childLetters;

        Trie(int nodes) {
            letter = new byte[nodes];
            firstChild = new int[nodes];
            childCount = new byte[nodes];
            terminal = new int[nodes];
            height = new byte[nodes];
            childLetters = new int[nodes];
        }

        /** The child of {@code node} for {@code letterIndex}, or -1. */
        int child(int node, int letterIndex) {
            int end = firstChild[node] + childCount[node];
            for (int c = firstChild[node]; c < end; c++) {
                if (letter[c] == letterIndex) {
                    return c;
                }
            }
            return -1;
        }
    }

    /**
     * Builds an index in one pass: signatures go into a trie of linked children (kept in alphabetical
     * order), words into a list per signature; {@link #build} lays the trie out flat and stores the words.
     */
    private static final class TrieBuilder {
        private byte[] letter;
        private int[] firstChild;
        private int[] nextSibling;
        private int[] terminal;
        private int nodes = 1;
        /** Per signature (in order of creation), its last word; per word, the previous word of its signature. */
        private int[] lastWord;
        private int[] previousWord;
        private String[] wordList;
        private int signatures;
        private int wordCount;

        TrieBuilder(int alphabetSize, int expectedWords) {
            int capacity = Math.max(16, expectedWords * 2);
            letter = new byte[capacity];
            firstChild = new int[capacity];
            nextSibling = new int[capacity];
            terminal = new int[capacity];
            Arrays.fill(firstChild, -1);
            Arrays.fill(terminal, -1);
            lastWord = new int[Math.max(16, expectedWords)];
            previousWord = new int[Math.max(16, expectedWords)];
            wordList = new String[Math.max(16, expectedWords)];
        }

        /** Files a word under the signature with these letter counts. */
        void add(int[] counts, String word) {
            int node = 0;
            for (int l = 0; l < counts.length; l++) {
                for (int c = counts[l]; c > 0; c--) {
                    node = childOrNew(node, l);
                }
            }
            if (terminal[node] < 0) {
                if (signatures == lastWord.length) {
                    lastWord = Arrays.copyOf(lastWord, signatures * 2);
                }
                terminal[node] = signatures++;
                lastWord[terminal[node]] = -1;
            }
            if (wordCount == wordList.length) {
                wordList = Arrays.copyOf(wordList, wordCount * 2);
                previousWord = Arrays.copyOf(previousWord, wordCount * 2);
            }
            wordList[wordCount] = word;
            previousWord[wordCount] = lastWord[terminal[node]];
            lastWord[terminal[node]] = wordCount++;
        }

        private int childOrNew(int node, int l) {
            int previous = -1;
            int child = firstChild[node];
            while (child >= 0 && letter[child] < l) {
                previous = child;
                child = nextSibling[child];
            }
            if (child >= 0 && letter[child] == l) {
                return child;
            }
            if (nodes == letter.length) {
                grow();
            }
            int created = nodes++;
            letter[created] = (byte) l;
            nextSibling[created] = child;
            if (previous < 0) {
                firstChild[node] = created;
            } else {
                nextSibling[previous] = created;
            }
            return created;
        }

        private void grow() {
            int capacity = letter.length * 2;
            letter = Arrays.copyOf(letter, capacity);
            nextSibling = Arrays.copyOf(nextSibling, capacity);
            firstChild = Arrays.copyOf(firstChild, capacity);
            terminal = Arrays.copyOf(terminal, capacity);
            Arrays.fill(firstChild, capacity / 2, capacity, -1);
            Arrays.fill(terminal, capacity / 2, capacity, -1);
        }

        /**
         * The index: nodes renumbered breadth-first (children contiguous), signatures renumbered in
         * alphabetical order (depth-first, a node before its children), each signature's words sorted,
         * repeats dropped, and stored in that order.
         */
        AnagramIndex build(Alphabet alphabet, int skipped) {
            Trie flat = new Trie(nodes);
            int[] order = new int[nodes];
            order[0] = 0;
            int tail = 1;
            for (int head = 0; head < tail; head++) {
                int node = order[head];
                flat.letter[head] = letter[node];
                flat.firstChild[head] = tail;
                int children = 0;
                for (int child = firstChild[node]; child >= 0; child = nextSibling[child]) {
                    order[tail++] = child;
                    children++;
                }
                flat.childCount[head] = (byte) children;
            }
            long[] ends = new long[(nodes + 63) >> 6];
            for (int flatNode = 0; flatNode < nodes; flatNode++) {
                if (terminal[order[flatNode]] >= 0) {
                    ends[flatNode >> 6] |= 1L << flatNode;
                }
            }
            numberSignatures(flat, ends);
            int[] signatureOrder = new int[signatures];
            for (int flatNode = 0; flatNode < nodes; flatNode++) {
                if (flat.terminal[flatNode] >= 0) {
                    signatureOrder[flat.terminal[flatNode]] = terminal[order[flatNode]];
                }
            }
            computeHeights(flat);
            int[] firstWord = new int[signatures + 1];
            int[] wordStart = new int[wordCount + 1];
            int textLength = 0;
            for (int w = 0; w < wordCount; w++) {
                textLength += wordList[w].length();
            }
            char[] text = new char[textLength];
            String[] group = new String[16];
            int stored = 0;
            int at = 0;
            for (int s = 0; s < signatures; s++) {
                firstWord[s] = stored;
                int size = 0;
                for (int w = lastWord[signatureOrder[s]]; w >= 0; w = previousWord[w]) {
                    if (size == group.length) {
                        group = Arrays.copyOf(group, size * 2);
                    }
                    group[size++] = wordList[w];
                }
                Arrays.sort(group, 0, size);
                for (int i = 0; i < size; i++) {
                    if (i == 0 || !group[i].equals(group[i - 1])) {
                        group[i].getChars(0, group[i].length(), text, at);
                        wordStart[stored++] = at;
                        at += group[i].length();
                    }
                }
            }
            firstWord[signatures] = stored;
            wordStart[stored] = at;
            return new AnagramIndex(alphabet, flat, firstWord, Arrays.copyOf(text, at),
                    Arrays.copyOf(wordStart, stored + 1), skipped);
        }
    }
}
