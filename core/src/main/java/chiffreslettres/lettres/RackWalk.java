package chiffreslettres.lettres;

import java.util.Arrays;
import java.util.List;

/**
 * One query of an {@link AnagramIndex}: a walk of its signature trie with one rack's letter counts,
 * taking a letter from the rack when it has one and a blank otherwise. Signatures are spelt in
 * alphabetical order, so below a node of letter L only the rack's letters from L on (and the blanks) can
 * still be used, fewer for each later sibling: a branch is entered only when that many letters can still
 * make a word long enough (the longest found so far for {@code longest}, the whole rack for
 * {@code anagrams}, the minimum length for {@code words}). One walk per query; not thread-safe.
 */
final class RackWalk {

    /** What a walk looks for: the longest words, every word of a least length, or exact anagrams. */
    enum Mode { LONGEST, ALL, EXACT }

    private final AnagramIndex index;
    private final SignatureTrie trie;
    private final Alphabet alphabet;
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

    RackWalk(AnagramIndex index, Rack rack, int minLength, Mode mode) {
        index.checkAlphabet(rack);
        this.index = index;
        this.trie = index.trie;
        this.alphabet = index.alphabet;
        this.counts = rack.counts().clone();
        this.lettersFrom = new int[counts.length + 1];
        for (int l = counts.length - 1; l >= 0; l--) {
            lettersFrom[l] = lettersFrom[l + 1] + counts[l];
        }
        this.masked = counts.length <= SignatureTrie.MASKED_LETTERS;
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
            total += index.firstWord[found[i] + 1] - index.firstWord[found[i]];
        }
        Sorted[] out = new Sorted[total];
        int k = 0;
        for (int i = 0; i < foundCount; i++) {
            int s = found[i];
            for (int w = index.firstWord[s]; w < index.firstWord[s + 1]; w++) {
                String word = index.word(w);
                String foldedWord = (index.folded[w >> 6] & (1L << w)) != 0 ? word : alphabet.fold(word);
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
}
