package chiffreslettres.lettres;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Every word of a list filed under its signature, the sorted folded letters (ELEPHANT → aeehlnpt),
 * with a trie over the signatures for fast sub-anagram search.
 *
 * <p>The signature map is the source of truth: a sorted array of signatures, each with its words. The
 * trie spells each signature letter by letter in alphabetical order; a search walks it with the
 * rack's letter counts, taking a letter from the rack when it has one and a blank otherwise, and never
 * enters a branch it cannot complete. Every query is complete: it returns every word of the list that
 * fits. Immutable and thread-safe once built.
 */
public final class AnagramIndex {

    private final Alphabet alphabet;
    /**
     * Signature keys in increasing order: a key spells a signature with the character {@code 1 + n} for
     * letter number n, so that keys compare as signatures do in the alphabet's order.
     * {@code words[firstWord[s] .. firstWord[s + 1])} are the words of signature s, in String order.
     */
    private final String[] keys;
    private final int[] firstWord;
    private final String[] words;
    private final int skipped;
    private final Trie trie;

    private AnagramIndex(Alphabet alphabet, String[] keys, int[] firstWord, String[] words, int skipped) {
        this.alphabet = alphabet;
        this.keys = keys;
        this.firstWord = firstWord;
        this.words = words;
        this.skipped = skipped;
        this.trie = new Trie(keys);
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
        Entry[] entries = new Entry[words.size()];
        int count = 0;
        int skipped = 0;
        int[] letterCounts = new int[alphabet.size()];
        for (String word : words) {
            String folded = alphabet.foldWord(Objects.requireNonNull(word, "word"));
            if (folded == null) {
                skipped++;
            } else {
                entries[count++] = new Entry(key(alphabet, folded, letterCounts), word);
            }
        }
        Arrays.sort(entries, 0, count);
        List<String> keyList = new ArrayList<>();
        IntList first = new IntList(count / 2);
        List<String> wordList = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Entry e = entries[i];
            if (keyList.isEmpty() || !keyList.get(keyList.size() - 1).equals(e.key)) {
                keyList.add(e.key);
                first.add(wordList.size());
                wordList.add(e.word);
            } else if (!wordList.get(wordList.size() - 1).equals(e.word)) {
                wordList.add(e.word);
            }
        }
        first.add(wordList.size());
        return new AnagramIndex(alphabet, keyList.toArray(new String[0]), first.toArray(),
                wordList.toArray(new String[0]), skipped);
    }

    /** A word and its signature key, ordered by key then word. */
    private record Entry(String key, String word) implements Comparable<Entry> {
        @Override
        public int compareTo(Entry other) {
            int c = key.compareTo(other.key);
            return c != 0 ? c : word.compareTo(other.word);
        }
    }

    /** The signature key of a folded word; {@code counts} is scratch space of the alphabet's size. */
    private static String key(Alphabet alphabet, String folded, int[] counts) {
        Arrays.fill(counts, 0);
        for (int i = 0; i < folded.length(); i++) {
            counts[alphabet.indexOf(folded.charAt(i))]++;
        }
        char[] out = new char[folded.length()];
        int k = 0;
        for (int letter = 0; letter < counts.length; letter++) {
            for (int c = counts[letter]; c > 0; c--) {
                out[k++] = (char) (letter + 1);
            }
        }
        return new String(out);
    }

    /** The signature a key spells, in the alphabet's letters. */
    private String signature(String key) {
        char[] out = new char[key.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = alphabet.letter(key.charAt(i) - 1);
        }
        return new String(out);
    }

    /** The alphabet the words are folded onto. */
    public Alphabet alphabet() {
        return alphabet;
    }

    /** The number of distinct words indexed. */
    public int wordCount() {
        return words.length;
    }

    /** Every word indexed, grouped by signature; an unmodifiable view. */
    public List<String> words() {
        return Collections.unmodifiableList(Arrays.asList(words));
    }

    /** The number of distinct signatures. */
    public int signatureCount() {
        return keys.length;
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
        int s = Arrays.binarySearch(keys, key(alphabet, folded, new int[alphabet.size()]));
        return s < 0 ? List.of() : List.of(Arrays.copyOfRange(words, firstWord[s], firstWord[s + 1]));
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
        return signature(key(alphabet, folded, new int[alphabet.size()]));
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
     * of letter L only the rack's letters from L on (and the blanks) can still be used: a branch is
     * entered only when that many letters can still make a word long enough (the longest found so far
     * for {@code longest}, the whole rack for {@code anagrams}, the minimum length for {@code words}).
     */
    private final class Search {
        enum Mode { LONGEST, ALL, EXACT }

        private final int[] counts;
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
        private String[] foundBlanks = new String[16];
        private int foundCount;

        Search(Rack rack, int minLength, Mode mode) {
            checkAlphabet(rack);
            this.counts = rack.counts().clone();
            this.lettersFrom = new int[counts.length + 1];
            for (int l = counts.length - 1; l >= 0; l--) {
                lettersFrom[l] = lettersFrom[l + 1] + counts[l];
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
                int length = keys[s].length();
                for (int w = firstWord[s]; w < firstWord[s + 1]; w++) {
                    out[k++] = new Sorted(new WordMatch(words[w], length, foundBlanks[i]), alphabet.foldWord(words[w]));
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
                record(terminal);
            }
            if (depth == size || depth + trie.height[node] < wanted) {
                return;
            }
            int end = trie.firstChild[node] + trie.childCount[node];
            for (int child = trie.firstChild[node]; child < end; child++) {
                int letter = trie.letter[child];
                int stillUsable = counts[letter] + lettersFrom[letter + 1] + blanksLeft;
                if (depth + stillUsable < wanted) {
                    continue;
                }
                if (counts[letter] > 0) {
                    counts[letter]--;
                    visit(child, depth + 1);
                    counts[letter]++;
                } else if (blanksLeft > 0) {
                    blanksLeft--;
                    blankLetters[blanksUsed++] = alphabet.letter(letter);
                    visit(child, depth + 1);
                    blanksUsed--;
                    blanksLeft++;
                }
            }
        }

        private void record(int signature) {
            if (foundCount == found.length) {
                found = Arrays.copyOf(found, 2 * foundCount);
                foundBlanks = Arrays.copyOf(foundBlanks, 2 * foundCount);
            }
            found[foundCount] = signature;
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
     * contiguous and in alphabetical order, {@code height} is the longest path below a node.
     */
    private static final class Trie {
        final byte[] letter;
        final int[] firstChild;
        final byte[] childCount;
        final int[] terminal;
        final byte[] height;

        Trie(String[] keys) {
            int n = keys.length;
            int capacity = 1;
            for (String key : keys) {
                capacity += key.length();
            }
            // Breadth-first: each node covers the range of signatures sharing its prefix.
            IntList letters = new IntList(capacity);
            IntList first = new IntList(capacity);
            IntList counts = new IntList(capacity);
            IntList terminals = new IntList(capacity);
            IntList lo = new IntList(capacity);
            IntList hi = new IntList(capacity);
            IntList depth = new IntList(capacity);
            letters.add(0);
            lo.add(0);
            hi.add(n);
            depth.add(0);
            for (int node = 0; node < letters.size(); node++) {
                int from = lo.get(node);
                int to = hi.get(node);
                int d = depth.get(node);
                if (from < to && keys[from].length() == d) {
                    terminals.add(from);
                    from++;
                } else {
                    terminals.add(-1);
                }
                first.add(letters.size());
                int children = 0;
                int i = from;
                while (i < to) {
                    char l = keys[i].charAt(d);
                    int j = i;
                    while (j < to && keys[j].charAt(d) == l) {
                        j++;
                    }
                    letters.add(l - 1);
                    lo.add(i);
                    hi.add(j);
                    depth.add(d + 1);
                    children++;
                    i = j;
                }
                counts.add(children);
            }
            int nodes = letters.size();
            this.letter = new byte[nodes];
            this.firstChild = first.toArray();
            this.childCount = new byte[nodes];
            this.terminal = terminals.toArray();
            this.height = new byte[nodes];
            for (int node = 0; node < nodes; node++) {
                letter[node] = (byte) letters.get(node);
                childCount[node] = (byte) counts.get(node);
            }
            for (int node = nodes - 1; node >= 0; node--) {
                int h = 0;
                for (int c = firstChild[node]; c < firstChild[node] + childCount[node]; c++) {
                    h = Math.max(h, height[c] + 1);
                }
                height[node] = (byte) Math.min(h, Byte.MAX_VALUE);
            }
        }
    }

    /** A growable list of ints. */
    private static final class IntList {
        private int[] values;
        private int size;

        IntList(int capacity) {
            values = new int[Math.max(16, Math.min(capacity, 1 << 20))];
        }

        void add(int v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }

        int get(int i) {
            return values[i];
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
