package chiffreslettres.scrabble;

import java.util.Arrays;

/**
 * What a search has asked its {@link WordMap}, kept: for a multiset of tiles and a number of blanks (0 to 2),
 * each way the blanks can stand for tiles so that the multiset makes some word, with the range of those
 * words. Many spans of a board ask the same (every span without a board tile asks only for the rack's
 * tiles), so each question is put to the map once a search.
 *
 * <p>An answer is packed in a {@code long}: the first word's number (22 bits), one past the last (22 bits),
 * then the tiles the blanks stand for, plus one (0: no blank), 6 bits each. Not thread-safe; one per search.
 */
final class WordLookups {

    private static final int WORD_BITS = 22;
    /** The slots for questions at first. */
    private static final int SLOTS = 1024;
    private static final long WORD_MASK = (1L << WORD_BITS) - 1;

    private final WordMap map;
    /** Every tile of the set, a bit each: what a blank may stand for. */
    private final long allTiles;
    /** The questions asked (a multiset and its blanks) by slot, and where each one's answers are. */
    private long[] lows = new long[SLOTS];
    private long[] highs = new long[SLOTS];
    /** Per slot: the question's blanks plus one, 0 while the slot is free. */
    private int[] blanks = new int[SLOTS];
    private int[] first = new int[SLOTS];
    private int[] count = new int[SLOTS];
    private int asked;
    /** The answers, each question's together. */
    private long[] answers = new long[256];
    private int answered;

    WordLookups(WordMap map, long allTiles) {
        this.map = map;
        this.allTiles = allTiles;
    }

    /** The most words a word map may hold for its numbers to fit an answer. */
    static boolean fits(int words) {
        return words <= WORD_MASK;
    }

    /**
     * The slot of the question (the multiset {@code lo}, {@code hi} with {@code blankCount} blanks), asked of
     * the map the first time; its answers are {@link #answer} {@link #first} to {@link #end} of it.
     */
    int ask(long lo, long hi, int blankCount) {
        int mask = lows.length - 1;
        int slot = WordMap.hash(lo, hi) + blankCount & mask;
        for (; blanks[slot] != 0; slot = slot + 1 & mask) {
            if (lows[slot] == lo && highs[slot] == hi && blanks[slot] == blankCount + 1) {
                return slot;
            }
        }
        if (2 * (asked + 1) > lows.length) {
            grow();
            return ask(lo, hi, blankCount);
        }
        lows[slot] = lo;
        highs[slot] = hi;
        blanks[slot] = blankCount + 1;
        first[slot] = answered;
        asked++;
        if (blankCount == 0) {
            add(lo, hi, -1, -1);
        } else if (blankCount == 1) {
            for (long m = map.completions(lo, hi) & allTiles; m != 0; m &= m - 1) {
                int x = Long.numberOfTrailingZeros(m);
                add(lo + WordMap.loOf(x), hi + WordMap.hiOf(x), x, -1);
            }
        } else if (map.twoShort(lo, hi)) {
            for (long mx = allTiles; mx != 0; mx &= mx - 1) {
                int x = Long.numberOfTrailingZeros(mx);
                long lx = lo + WordMap.loOf(x);
                long hx = hi + WordMap.hiOf(x);
                // The second blank's tiles, from the first's on: each pair once.
                for (long m = map.completions(lx, hx) & allTiles & -1L << x; m != 0; m &= m - 1) {
                    int y = Long.numberOfTrailingZeros(m);
                    add(lx + WordMap.loOf(y), hx + WordMap.hiOf(y), x, y);
                }
            }
        }
        count[slot] = answered - first[slot];
        return slot;
    }

    /** Adds the words of the multiset ({@code lo}, {@code hi}), blanks standing for {@code x} and {@code y}, if any. */
    private void add(long lo, long hi, int x, int y) {
        long range = map.words(lo, hi);
        if ((int) range == (int) (range >>> 32)) {
            return;
        }
        if (answered == answers.length) {
            answers = Arrays.copyOf(answers, 2 * answered);
        }
        answers[answered++] = (range & WORD_MASK) | (range >>> 32 & WORD_MASK) << WORD_BITS
                | (long) (x + 1) << 2 * WORD_BITS | (long) (y + 1) << 2 * WORD_BITS + 6;
    }

    private void grow() {
        long[] oldLows = lows;
        long[] oldHighs = highs;
        int[] oldBlanks = blanks;
        int[] oldFirst = first;
        int[] oldCount = count;
        int size = 2 * oldLows.length;
        lows = new long[size];
        highs = new long[size];
        blanks = new int[size];
        first = new int[size];
        count = new int[size];
        int mask = size - 1;
        for (int i = 0; i < oldLows.length; i++) {
            if (oldBlanks[i] != 0) {
                int slot = WordMap.hash(oldLows[i], oldHighs[i]) + oldBlanks[i] - 1 & mask;
                while (blanks[slot] != 0) {
                    slot = slot + 1 & mask;
                }
                lows[slot] = oldLows[i];
                highs[slot] = oldHighs[i];
                blanks[slot] = oldBlanks[i];
                first[slot] = oldFirst[i];
                count[slot] = oldCount[i];
            }
        }
    }

    /** The first answer of the question in {@code slot}. */
    int first(int slot) {
        return first[slot];
    }

    /** One past the last answer of the question in {@code slot}. */
    int end(int slot) {
        return first[slot] + count[slot];
    }

    /** Answer {@code i}. */
    long answer(int i) {
        return answers[i];
    }

    /** An answer's first word. */
    static int wordsFrom(long answer) {
        return (int) (answer & WORD_MASK);
    }

    /** One past an answer's last word. */
    static int wordsTo(long answer) {
        return (int) (answer >>> WORD_BITS & WORD_MASK);
    }

    /** The tile an answer's first blank stands for, -1 for none. */
    static int blankX(long answer) {
        return (int) (answer >>> 2 * WORD_BITS & 0x3F) - 1;
    }

    /** The tile an answer's second blank stands for, -1 for none. */
    static int blankY(long answer) {
        return (int) (answer >>> 2 * WORD_BITS + 6 & 0x3F) - 1;
    }
}
