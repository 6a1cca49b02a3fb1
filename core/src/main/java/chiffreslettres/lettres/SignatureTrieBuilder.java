package chiffreslettres.lettres;

import java.util.Arrays;

/**
 * Builds an {@link AnagramIndex} in one pass over the words, without sorting them: each word's signature
 * goes into a growing trie of linked children (kept in alphabetical order), each word into a list per
 * signature; {@link #build} lays the trie out flat ({@link SignatureTrie}) and stores the words as one
 * array of characters, grouped by signature in alphabetical order. One builder per index; not
 * thread-safe.
 */
final class SignatureTrieBuilder {
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

    SignatureTrieBuilder(int alphabetSize, int expectedWords) {
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
        SignatureTrie flat = new SignatureTrie(nodes);
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
        SignatureTrie.numberSignatures(flat, ends);
        int[] signatureOrder = new int[signatures];
        for (int flatNode = 0; flatNode < nodes; flatNode++) {
            if (flat.terminal[flatNode] >= 0) {
                signatureOrder[flat.terminal[flatNode]] = terminal[order[flatNode]];
            }
        }
        SignatureTrie.computeHeights(flat);
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
