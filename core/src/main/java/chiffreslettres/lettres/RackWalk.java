package chiffreslettres.lettres;

import chiffreslettres.automaton.Automaton;
import java.util.Arrays;
import java.util.List;

/**
 * One query of an {@link AnagramIndex}: a walk of its signature automaton with one rack's letter counts,
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
    private final long[] finals;
    private final int[] firstArc;
    private final char[] label;
    private final int[] target;
    private final int[] offset;
    private final byte[] arcHeight;
    private final long[] labelMask;
    private final Alphabet alphabet;
    private final int[] counts;
    /** Bit {@code l} set while the rack has a letter {@code l} left. */
    private long available;
    /** {@code lettersFrom[l]}: the rack's letters numbered l or more, before any is used. */
    private final int[] lettersFrom;
    private int blanksLeft;
    private final int size;
    private final Mode mode;
    /** The least commonness of a word returned; 0 keeps every word. */
    private final int minCommonness;
    private final char[] blankLetters;
    private int blanksUsed;
    /** The least length still worth finding. */
    private int wanted;
    private int[] found = new int[16];
    private int[] foundLength = new int[16];
    private String[] foundBlanks = new String[16];
    private int foundCount;

    RackWalk(AnagramIndex index, Rack rack, int minLength, Mode mode) {
        this(index, rack, minLength, mode, Commonness.UNKNOWN);
    }

    RackWalk(AnagramIndex index, Rack rack, int minLength, Mode mode, int minCommonness) {
        index.checkAlphabet(rack);
        this.index = index;
        Automaton automaton = index.signatures;
        this.finals = automaton.finals;
        this.firstArc = automaton.firstArc;
        this.label = automaton.label;
        this.target = automaton.target;
        this.offset = automaton.offset;
        this.arcHeight = automaton.arcHeight;
        this.labelMask = automaton.labelMask;
        this.alphabet = index.alphabet;
        this.counts = rack.counts().clone();
        this.lettersFrom = new int[counts.length + 1];
        for (int l = counts.length - 1; l >= 0; l--) {
            lettersFrom[l] = lettersFrom[l + 1] + counts[l];
        }
        for (int l = 0; l < counts.length; l++) {
            available |= counts[l] > 0 ? 1L << l : 0;
        }
        this.blanksLeft = rack.blanks();
        this.blankLetters = new char[rack.blanks()];
        this.size = rack.size();
        this.mode = mode;
        this.minCommonness = Commonness.check(minCommonness, "the least commonness");
        this.wanted = mode == Mode.EXACT ? size : minLength;
    }

    List<WordMatch> run() {
        visit(0, 0, 0);
        int total = 0;
        for (int i = 0; i < foundCount; i++) {
            total += index.groups.firstEntry(found[i] + 1) - index.groups.firstEntry(found[i]);
        }
        Sorted[] out = new Sorted[total];
        int k = 0;
        for (int i = 0; i < foundCount; i++) {
            int s = found[i];
            for (int e = index.groups.firstEntry(s); e < index.groups.firstEntry(s + 1); e++) {
                int commonness = index.commonnessOfEntry(e);
                if (commonness >= minCommonness) {
                    String word = index.word(e);
                    out[k++] = new Sorted(new WordMatch(word, foundLength[i], foundBlanks[i], commonness), folded(word));
                }
            }
        }
        if (k < total) {
            // Words below the least commonness asked for were left out.
            total = k;
            out = Arrays.copyOf(out, total);
        }
        Arrays.sort(out);
        WordMatch[] matches = new WordMatch[total];
        for (int i = 0; i < total; i++) {
            matches[i] = out[i].match;
        }
        return List.of(matches);
    }

    /** The word folded: the word itself when it is written in letters of the alphabet only. */
    private String folded(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (alphabet.indexOf(word.charAt(i)) < 0) {
                return alphabet.fold(word);
            }
        }
        return word;
    }

    /** Visits {@code state}, reached by a signature of {@code depth} letters and rank {@code rank} so far. */
    private void visit(int state, int depth, int rank) {
        if (depth >= wanted && (finals[state >> 6] & (1L << state)) != 0 && commonEnough(rank)) {
            if (mode == Mode.LONGEST && depth > wanted) {
                wanted = depth;
                foundCount = 0;
            }
            record(rank, depth);
        }
        if (depth == size) {
            // Whether a branch can still be long enough is checked on its arc, before it is entered.
            return;
        }
        if (blanksLeft == 0) {
            visitRackLetters(state, depth, rank);
            return;
        }
        int end = firstArc[state + 1];
        for (int arc = firstArc[state]; arc < end; arc++) {
            int letter = label[arc];
            int stillUsable = counts[letter] + lettersFrom[letter + 1] + blanksLeft;
            if (depth + stillUsable < wanted) {
                break;
            }
            if (depth + arcHeight[arc] < wanted) {
                continue;
            }
            if (counts[letter] > 0) {
                useLetter(letter, arc, depth, rank);
            } else {
                blanksLeft--;
                blankLetters[blanksUsed++] = alphabet.letter(letter);
                visit(target[arc], depth + 1, rank + offset[arc]);
                blanksUsed--;
                blanksLeft++;
            }
        }
    }

    /**
     * The arcs loop of {@link #visit} when no blank is left: only the arcs of letters the rack still has,
     * found from the state's set of labels, in alphabetical order.
     */
    private void visitRackLetters(int state, int depth, int rank) {
        long labels = labelMask[state];
        for (long usable = labels & available; usable != 0; usable &= usable - 1) {
            int letter = Long.numberOfTrailingZeros(usable);
            if (depth + counts[letter] + lettersFrom[letter + 1] < wanted) {
                break;
            }
            int arc = firstArc[state] + Long.bitCount(labels & ((1L << letter) - 1));
            if (depth + arcHeight[arc] >= wanted) {
                useLetter(letter, arc, depth, rank);
            }
        }
    }

    /** Follows {@code arc} with one {@code letter} of the rack taken. */
    private void useLetter(int letter, int arc, int depth, int rank) {
        if (--counts[letter] == 0) {
            available &= ~(1L << letter);
        }
        visit(target[arc], depth + 1, rank + offset[arc]);
        if (counts[letter]++ == 0) {
            available |= 1L << letter;
        }
    }

    /** Whether signature {@code s} has a word of the least commonness asked for. */
    private boolean commonEnough(int s) {
        if (minCommonness == Commonness.UNKNOWN) {
            return true;
        }
        for (int e = index.groups.firstEntry(s); e < index.groups.firstEntry(s + 1); e++) {
            if (index.commonnessOfEntry(e) >= minCommonness) {
                return true;
            }
        }
        return false;
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
