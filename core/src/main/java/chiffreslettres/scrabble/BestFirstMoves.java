package chiffreslettres.scrabble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Moves gathered, then put in {@link Lexicon#BEST_MOVE_FIRST} order: grouped by score (a counting sort,
 * highest first), each group sorted by the first six characters of its words' keys ({@link Move#wordKey()})
 * (a large group split by the first character first), then each run of moves that share them by the whole
 * order. Each move's score and key are kept beside it as it is added, so the sorting reads arrays, not the
 * moves; what the caller keeps of each move comes out in that order. Not thread-safe.
 *
 * @param <T> what the caller keeps of a move
 */
final class BestFirstMoves<T> {

    /** Above this many moves of one score, a group is sorted by the whole order at once. */
    private static final int MAX_KEYED = 0xFFFF;
    /** The characters of a word's key its group is sorted by at first. */
    private static final int CHARACTERS = 6;
    /** Above this many moves of one score, a group is split by its words' first characters first. */
    private static final int SPLIT = 64;
    /** The ranks a character may have: 7 bits. */
    private static final int RANKS = 128;
    /** Up to this many moves, a run that shares its first characters is put in order by insertion. */
    private static final int INSERTED = 32;

    private Move[] moves;
    /** What the caller keeps of each move; null while that is the move itself. */
    private Object[] kept;
    private int[] scores;
    private long[] prefixes;
    private int size;
    /** Whether some word held a character no face holds (its key is -1): then groups are sorted by the whole order. */
    private boolean unranked;

    /** Room for 512 moves at first. */
    BestFirstMoves() {
        this(512);
    }

    /** Room for {@code capacity} moves at first (at least one). */
    BestFirstMoves(int capacity) {
        int room = Math.max(1, capacity);
        moves = new Move[room];
        scores = new int[room];
        prefixes = new long[room];
    }

    /** Adds a move and what the caller keeps of it. */
    void add(Move move, T keep) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
            kept = kept == null ? null : Arrays.copyOf(kept, size * 2);
            scores = Arrays.copyOf(scores, size * 2);
            prefixes = Arrays.copyOf(prefixes, size * 2);
        }
        moves[size] = move;
        if (kept == null && keep != move) {
            kept = Arrays.copyOf(moves, moves.length, Object[].class);
        }
        if (kept != null) {
            kept[size] = keep;
        }
        scores[size] = move.score();
        long key = move.wordKey();
        unranked |= key < 0;
        prefixes[size] = key >>> 7 * (Move.KEY_CHARACTERS - CHARACTERS) << 16;
        size++;
    }

    /** What was kept of the moves added, best move first; a new modifiable list. */
    @SuppressWarnings("unchecked")
    List<T> sorted() {
        int max = 0;
        for (int i = 0; i < size; i++) {
            max = Math.max(max, scores[i]);
        }
        int[] start = new int[max + 2];
        for (int i = 0; i < size; i++) {
            start[max - scores[i] + 1]++;
        }
        for (int i = 1; i < start.length; i++) {
            start[i] += start[i - 1];
        }
        int[] order = new int[size];
        int[] next = start.clone();
        for (int i = 0; i < size; i++) {
            order[next[max - scores[i]]++] = i;
        }
        int[] sorted = new int[size];
        for (int g = 0; g + 1 < start.length; g++) {
            sortGroup(order, sorted, start[g], start[g + 1]);
        }
        Object[] from = kept != null ? kept : moves;
        List<T> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            out.add((T) from[sorted[i]]);
        }
        return out;
    }

    /**
     * Puts the moves {@code order[from..to)}, of one score, in order: their indices into {@code sorted[from..to)}.
     * A large group is first split by its words' first characters (a counting sort), each part then sorted.
     */
    private void sortGroup(int[] order, int[] sorted, int from, int to) {
        int n = to - from;
        if (n > MAX_KEYED || unranked) {
            System.arraycopy(order, from, sorted, from, n);
            sortWhole(sorted, from, to);
            return;
        }
        if (n <= SPLIT) {
            sortKeyed(order, sorted, from, to);
            return;
        }
        int[] start = new int[RANKS + 1];
        for (int i = from; i < to; i++) {
            start[firstRank(order[i]) + 1]++;
        }
        for (int r = 1; r <= RANKS; r++) {
            start[r] += start[r - 1];
        }
        int[] next = start.clone();
        for (int i = from; i < to; i++) {
            sorted[from + next[firstRank(order[i])]++] = order[i];
        }
        System.arraycopy(sorted, from, order, from, n);
        for (int r = 0; r < RANKS; r++) {
            if (start[r + 1] > start[r]) {
                sortKeyed(order, sorted, from + start[r], from + start[r + 1]);
            }
        }
    }

    /** The rank of the first character of move {@code i}'s word. */
    private int firstRank(int i) {
        return (int) (prefixes[i] >>> 16 + 7 * (CHARACTERS - 1));
    }

    /**
     * Puts the moves {@code order[from..to)} in order by the first characters of their keys, then by the whole
     * order where those tie: their indices into {@code sorted[from..to)}.
     */
    private void sortKeyed(int[] order, int[] sorted, int from, int to) {
        int n = to - from;
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = prefixes[order[from + i]] | i;
        }
        Arrays.sort(keys);
        for (int i = 0; i < n; i++) {
            sorted[from + i] = order[from + (int) (keys[i] & 0xFFFF)];
        }
        for (int run = 0; run < n;) {
            int end = run + 1;
            while (end < n && keys[end] >>> 16 == keys[run] >>> 16) {
                end++;
            }
            if (end - run > 1) {
                sortWhole(sorted, from + run, from + end);
            }
            run = end;
        }
    }

    /** Sorts the indices {@code sorted[from..to)} by their moves in the whole order. */
    private void sortWhole(int[] sorted, int from, int to) {
        if (to - from <= INSERTED) {
            for (int i = from + 1; i < to; i++) {
                int index = sorted[i];
                int j = i - 1;
                while (j >= from && Lexicon.BEST_MOVE_FIRST.compare(moves[sorted[j]], moves[index]) > 0) {
                    sorted[j + 1] = sorted[j];
                    j--;
                }
                sorted[j + 1] = index;
            }
            return;
        }
        Integer[] boxed = new Integer[to - from];
        for (int i = from; i < to; i++) {
            boxed[i - from] = sorted[i];
        }
        Arrays.sort(boxed, (a, b) -> Lexicon.BEST_MOVE_FIRST.compare(moves[a], moves[b]));
        for (int i = from; i < to; i++) {
            sorted[i] = boxed[i - from];
        }
    }
}
