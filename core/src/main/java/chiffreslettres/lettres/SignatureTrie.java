package chiffreslettres.lettres;

import java.util.Arrays;

/**
 * The trie over an {@link AnagramIndex}'s signatures, in flat arrays: node 0 is the root, the children
 * of a node are contiguous and in alphabetical order, {@code terminal} is the signature ending at a node
 * (or -1), {@code height} the longest path below a node. Filled by {@link SignatureTrieBuilder} or by
 * {@link AnagramIndexFormat#read}, then only read: thread-safe once published.
 */
final class SignatureTrie {
    /** Alphabets up to this size have {@link #childLetters}; larger ones are walked child by child. */
    static final int MASKED_LETTERS = 32;

    final byte[] letter;
    final int[] firstChild;
    final byte[] childCount;
    final int[] terminal;
    final byte[] height;
    /** Per node, bit {@code l} set when it has a child of letter {@code l} (letters below 32). */
    final int[] childLetters;

    SignatureTrie(int nodes) {
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

    /**
     * Numbers the signatures in alphabetical order (depth first, a node before its children): sets
     * {@code trie.terminal} from the marked nodes; returns how many there are.
     */
    static int numberSignatures(SignatureTrie trie, long[] ends) {
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
    static void computeHeights(SignatureTrie trie) {
        for (int node = trie.letter.length - 1; node >= 0; node--) {
            int h = 0;
            int letters = 0;
            for (int c = trie.firstChild[node]; c < trie.firstChild[node] + trie.childCount[node]; c++) {
                h = Math.max(h, trie.height[c] + 1);
                letters |= trie.letter[c] < MASKED_LETTERS ? 1 << trie.letter[c] : 0;
            }
            trie.height[node] = (byte) Math.min(h, Byte.MAX_VALUE);
            trie.childLetters[node] = letters;
        }
    }
}
