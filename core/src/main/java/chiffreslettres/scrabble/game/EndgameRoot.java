package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The endgame's root, deeper and deeper (iterative deepening), its plays shared among threads: at each depth
 * the calling thread searches the first play (the table's best) with the whole window, then every thread
 * takes the next play not yet taken and tests it against the best value so far (principal variation search
 * split at the root), each thread with its own racks and move lists, all sharing one table. A depth with no
 * position left at its limit is proven; the budget's end stops every thread, and the answer is then the
 * deepest depth finished (or a play of the depth under way that beat it). Searched within a window (alpha,
 * beta), a value at most alpha or at least beta is only a bound, as in any alpha-beta search.
 */
final class EndgameRoot {

    /**
     * What a search may spend: the positions each thread may visit, the time it ends ({@link System#nanoTime}),
     * the threads, the table the searches fill, the plays kept for each thread and the helper threads (null
     * for one thread); several searches may use them in turn (a pre-endgame's endgames). Closing the limits
     * made by {@link #of} stops the helper threads.
     */
    record Limits(EndgameTable table, long nodesPerThread, long deadline, int threads, List<EndgameMoves> moves,
            ExecutorService helpers) implements AutoCloseable {

        /** The limits of a budget from {@code startNanos}: its positions shared among the threads. */
        static Limits of(Lexicon lexicon, Budget budget, int threads, long startNanos) {
            long nanos = budget.timeNanos();
            long deadline = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + nanos;
            List<EndgameMoves> moves = new ArrayList<>();
            for (int k = 0; k < threads; k++) {
                moves.add(new EndgameMoves(lexicon));
            }
            ExecutorService helpers = threads == 1 ? null : Executors.newFixedThreadPool(threads - 1, work -> {
                Thread thread = new Thread(work, "endgame-search");
                thread.setDaemon(true);
                return thread;
            });
            return new Limits(EndgameSearch.table(budget), Math.max(1, budget.nodes() / threads), deadline, threads,
                    List.copyOf(moves), helpers);
        }

        /** These limits with {@code nodesPerThread} positions a thread (closing them closes these). */
        Limits withNodesPerThread(long nodes) {
            return new Limits(table, nodes, deadline, threads, moves, helpers);
        }

        @Override
        public void close() {
            if (helpers != null) {
                helpers.shutdownNow();
            }
        }
    }

    private final Board board;
    private final long boardKey;
    private final int scoreless;
    private final int alpha;
    private final int beta;
    private final EndgameSearch[] searches;
    private final AtomicBoolean stopped;
    /** The threads that help the calling one (null for none). */
    private final ExecutorService pool;
    /** The best of the depth under way so far (index in the root's plays, -1: none yet) and its value. */
    private int best;
    private int bestValue;

    private EndgameRoot(Board board, int scoreless, int alpha, int beta, EndgameSearch[] searches, AtomicBoolean stopped,
            ExecutorService pool) {
        this.board = board;
        this.boardKey = EndgameKeys.board(board);
        this.scoreless = scoreless;
        this.alpha = alpha;
        this.beta = beta;
        this.searches = searches;
        this.stopped = stopped;
        this.pool = pool;
    }

    /** Searches the position, the player of {@code racks[0]} to move, on the whole window. */
    static EndgameSearch.Found search(Lexicon lexicon, Rules rules, Board board, String[] racks, int scoreless,
            Limits limits) {
        return search(lexicon, rules, board, racks, "", scoreless, -EndgameSearch.INFINITY, EndgameSearch.INFINITY,
                limits);
    }

    /**
     * Searches the position, the player of {@code racks[0]} to move, {@code bag} (empty, or the tile the
     * next player to play draws, known to both) in the bag, within the window (alpha, beta).
     */
    static EndgameSearch.Found search(Lexicon lexicon, Rules rules, Board board, String[] racks, String bag, int scoreless,
            int alpha, int beta, Limits limits) {
        AtomicBoolean stopped = new AtomicBoolean();
        EndgameSearch[] searches = new EndgameSearch[limits.threads()];
        for (int k = 0; k < searches.length; k++) {
            searches[k] = new EndgameSearch(lexicon, rules, racks, bag, limits.table(), limits.moves().get(k),
                    limits.nodesPerThread(),
                    limits.deadline(), stopped);
        }
        return new EndgameRoot(board, scoreless, alpha, beta, searches, stopped, limits.helpers()).deepen();
    }

    private EndgameSearch.Found deepen() {
        EndgameSearch main = searches[0];
        List<EndgameSearch.Play> plays = main.plays(board, boardKey, 0);
        EndgameSearch.Found found = null;
        for (int depth = 1; depth <= EndgameSearch.MAX_DEPTH; depth++) {
            long key = main.positionKey(boardKey, 0, scoreless);
            EndgameTable.Entry entry = main.table().find(key);
            int[] order = main.order(plays, 0, entry == null ? -1 : entry.best());
            long before = horizons();
            best = -1;
            boolean finished = searchDepth(plays, order, depth);
            if (!finished) {
                // A root play of the unfinished depth searched through and better than the last depth's best is
                // the better answer.
                Move move = best < 0 || best == plays.size() ? null : plays.get(best).move();
                if (best >= 0 && found != null && !Objects.equals(move, found.move())) {
                    found = new EndgameSearch.Found(move, bestValue, false, depth - 1,
                            move == null ? Collections.singletonList(null) : List.of(move), nodes());
                }
                break;
            }
            boolean proven = horizons() == before;
            byte bound = bestValue <= alpha ? EndgameTable.UPPER : bestValue >= beta ? EndgameTable.LOWER : EndgameTable.EXACT;
            main.table().store(key, bestValue, bound, proven ? EndgameTable.COMPLETE : depth, best);
            List<Move> line = main.line(board, boardKey, 0, scoreless);
            found = new EndgameSearch.Found(line.isEmpty() ? null : line.get(0), bestValue, proven, depth, line, nodes());
            if (proven) {
                break;
            }
        }
        if (found == null) {
            // Not even one depth within the budget: the best-scoring play, not proven.
            Move move = plays.isEmpty() ? null : plays.get(0).move();
            found = new EndgameSearch.Found(move, 0, false, 0, move == null ? List.of() : List.of(move), nodes());
        }
        return found;
    }

    /** Searches the root's plays to {@code depth}; false when stopped before the end. */
    private boolean searchDepth(List<EndgameSearch.Play> plays, int[] order, int depth) {
        try {
            int v = searches[0].action(board, boardKey, plays, order[0], 0, scoreless, depth, alpha, beta, true);
            offer(order[0], v);
        } catch (EndgameSearch.Stop stop) {
            stopped.set(true);
            return false;
        }
        AtomicInteger next = new AtomicInteger(1);
        List<Future<?>> helpers = new ArrayList<>();
        for (int k = 1; k < searches.length; k++) {
            EndgameSearch search = searches[k];
            helpers.add(pool.submit(() -> siblings(search, plays, order, depth, next)));
        }
        siblings(searches[0], plays, order, depth, next);
        for (Future<?> helper : helpers) {
            waitFor(helper);
        }
        return !stopped.get();
    }

    /** Takes the root's next play not yet taken and tests it against the best so far, until none is left. */
    private void siblings(EndgameSearch search, List<EndgameSearch.Play> plays, int[] order, int depth,
            AtomicInteger next) {
        try {
            for (int n = next.getAndIncrement(); n < order.length && !stopped.get(); n = next.getAndIncrement()) {
                int floor = Math.max(alpha, bestValue());
                if (floor >= beta) {
                    return;
                }
                int v = search.action(board, boardKey, plays, order[n], 0, scoreless, depth, floor, beta, false);
                if (v > floor) {
                    offer(order[n], v);
                }
            }
        } catch (EndgameSearch.Stop stop) {
            stopped.set(true);
        }
    }

    private synchronized int bestValue() {
        return bestValue;
    }

    /** A root play's exact value: kept when it beats the best so far. */
    private synchronized void offer(int index, int value) {
        if (best < 0 || value > bestValue) {
            best = index;
            bestValue = value;
        }
    }

    private void waitFor(Future<?> helper) {
        try {
            helper.get();
        } catch (InterruptedException e) {
            stopped.set(true);
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            stopped.set(true);
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    private long horizons() {
        long sum = 0;
        for (EndgameSearch search : searches) {
            sum += search.horizons();
        }
        return sum;
    }

    private long nodes() {
        long sum = 0;
        for (EndgameSearch search : searches) {
            sum += search.nodes();
        }
        return sum;
    }
}
