package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One pre-endgame's weighing ({@link PreEndgame#solve}): the actions in turn, each against the tiles the bag
 * may hold, the best so far kept. On several threads the tiles of an action are weighed at once, an endgame
 * a thread, and those still under way are told to stop as soon as the action is shown no better; the answer
 * is the same as on one thread (every outcome is exact; only when the weighing of an action stops changes).
 */
final class PreEndgameWeighing {

    /** What is known of an action: its half-points so far, those it lost, its outcomes, whether one is not known. */
    private record Weighed(int points, int lost, List<PreEndgame.Outcome> outcomes, boolean unknown) {
    }

    /** A tile's outcome, null when not known. */
    private record Ended(int tile, PreEndgame.Result result) {
    }

    private final Lexicon lexicon;
    private final Rules rules;
    private final TileSet tiles;
    private final Board board;
    private final List<Integer> rack;
    private final int spread;
    private final int scoreless;
    /** Per tile the bag may hold (-1: a blank): how many of the tiles not seen it is. */
    private final Map<Integer, Integer> bagTiles = new TreeMap<>();
    private final List<Integer> unseen;
    private final EndgameRoot.Limits limits;
    private final long maxNodes;
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong endgames = new AtomicLong();

    PreEndgameWeighing(Lexicon lexicon, Rules rules, Board board, String rack, String unseen, int spread, int scoreless,
            EndgameRoot.Limits limits, long maxNodes) {
        this.lexicon = lexicon;
        this.rules = rules;
        this.tiles = lexicon.tiles();
        this.board = board;
        this.rack = tiles.readTiles(rack);
        this.spread = spread;
        this.scoreless = scoreless;
        this.unseen = tiles.readTiles(unseen);
        for (int t : this.unseen) {
            bagTiles.merge(t, 1, Integer::sum);
        }
        this.limits = limits;
        this.maxNodes = maxNodes;
    }

    PreEndgame.Solution run(long start) {
        List<Action> actions = new ArrayList<>();
        for (Move move : lexicon.moves(board, tiles.writeTiles(rack))) {
            actions.add(new Action.Play(move));
        }
        actions.add(new Action.Pass());
        int whole = 2 * unseen.size();
        Action best = null;
        int bestPoints = -1;
        List<PreEndgame.Outcome> bestOutcomes = List.of();
        boolean proven = true;
        int weighed = 0;
        ExecutorService pool = limits.threads() == 1 ? null : Executors.newFixedThreadPool(limits.threads(), work -> {
            Thread thread = new Thread(work, "pre-endgame");
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (Action action : actions) {
                if (bestPoints == whole) {
                    break;
                }
                // The tiles with which the best so far fares worst first: the likeliest to show this one no better.
                List<Integer> order = new ArrayList<>(bagTiles.keySet());
                List<PreEndgame.Outcome> known = bestOutcomes;
                order.sort(Comparator.comparingInt(t -> rank(known, t)));
                Weighed w = pool == null ? weigh(action, order, whole, bestPoints) : weigh(pool, action, order, whole, bestPoints);
                if (w.unknown() || Thread.currentThread().isInterrupted()) {
                    proven = false;
                    break;
                }
                weighed++;
                if (whole - w.lost() > bestPoints && w.points() > bestPoints) {
                    best = action;
                    bestPoints = w.points();
                    List<PreEndgame.Outcome> outcomes = new ArrayList<>(w.outcomes());
                    outcomes.sort(Comparator.comparing(PreEndgame.Outcome::tile));
                    bestOutcomes = outcomes;
                }
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        if (best == null) {
            // Not one action weighed within the budget: the best-scoring play, its chance not known.
            best = actions.get(0);
            bestPoints = 0;
        }
        return new PreEndgame.Solution(best, bestPoints / (double) whole, proven, bestOutcomes, weighed, endgames.get(),
                Duration.ofNanos(System.nanoTime() - start));
    }

    /** The action weighed tile after tile, until one is not known or its losses show it no better than {@code bestPoints}. */
    private Weighed weigh(Action action, List<Integer> order, int whole, int bestPoints) {
        Weighed w = new Weighed(0, 0, List.of(), false);
        for (int t : order) {
            w = add(w, t, outcome(action, t, limits.threads(), null));
            if (w.unknown() || whole - w.lost() <= bestPoints) {
                break;
            }
        }
        return w;
    }

    /** The action weighed against every tile at once, an endgame a thread; those under way stopped once it is shown no better. */
    private Weighed weigh(ExecutorService pool, Action action, List<Integer> order, int whole, int bestPoints) {
        AtomicBoolean enough = new AtomicBoolean();
        CompletionService<Ended> done = new ExecutorCompletionService<>(pool);
        for (int t : order) {
            done.submit(() -> new Ended(t, outcome(action, t, 1, enough)));
        }
        Weighed w = new Weighed(0, 0, List.of(), false);
        int left = order.size();
        try {
            for (; left > 0; left--) {
                Ended r = done.take().get();
                if (enough.get()) {
                    continue;
                }
                w = add(w, r.tile(), r.result());
                if (w.unknown() || whole - w.lost() <= bestPoints) {
                    enough.set(true);
                }
            }
        } catch (InterruptedException e) {
            enough.set(true);
            Thread.currentThread().interrupt();
            return new Weighed(w.points(), w.lost(), w.outcomes(), true);
        } catch (ExecutionException e) {
            enough.set(true);
            throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
        }
        return w;
    }

    /** The weighing with tile {@code t}'s outcome added ({@code r} null: not known). */
    private Weighed add(Weighed w, int t, PreEndgame.Result r) {
        if (r == null) {
            return new Weighed(w.points(), w.lost(), w.outcomes(), true);
        }
        int count = bagTiles.get(t);
        int half = r == PreEndgame.Result.WIN ? 2 : r == PreEndgame.Result.DRAW ? 1 : 0;
        List<PreEndgame.Outcome> outcomes = new ArrayList<>(w.outcomes());
        outcomes.add(new PreEndgame.Outcome(tiles.writeTiles(List.of(t)), count, r));
        return new Weighed(w.points() + count * half, w.lost() + count * (2 - half), outcomes, false);
    }

    /** Where the best so far puts a tile: losses first, then draws, wins, and tiles it has no outcome for. */
    private int rank(List<PreEndgame.Outcome> known, int t) {
        String face = tiles.writeTiles(List.of(t));
        for (PreEndgame.Outcome o : known) {
            if (o.tile().equals(face)) {
                return o.result().ordinal() == 2 ? 0 : o.result().ordinal() == 1 ? 1 : 2;
            }
        }
        return 3;
    }

    /**
     * The end of the game after the action when the bag holds {@code t}, its endgame searched on
     * {@code threads} threads; null when not proven within the budget, or told to stop by {@code enough}.
     */
    private PreEndgame.Result outcome(Action action, int t, int threads, AtomicBoolean enough) {
        List<Integer> other = new ArrayList<>(unseen);
        other.remove(Integer.valueOf(t));
        List<Integer> mine = new ArrayList<>(rack);
        int score = 0;
        Board after = board;
        String bag = tiles.writeTiles(List.of(t));
        if (action instanceof Action.Play play) {
            Move move = play.move();
            for (Placement p : move.placements()) {
                mine.remove(Integer.valueOf(p.blank() ? -1 : p.tile()));
            }
            mine.add(t);
            score = move.score();
            after = board.play(move);
            bag = "";
        }
        int next = score == 0 ? scoreless + 1 : 0;
        int now = spread + score;
        if (next >= rules.scorelessTurnsToEnd()) {
            // Each player loses what is left on their rack.
            return finalResult(now - points(mine) + points(other));
        }
        long used = nodes.get();
        if (used >= maxNodes || enough != null && enough.get()) {
            return null;
        }
        endgames.incrementAndGet();
        // The positions left of the budget, shared among the threads.
        EndgameRoot.Limits left = new EndgameRoot.Limits(limits.table(), Math.max(1, (maxNodes - used) / limits.threads()),
                limits.deadline(), threads, enough == null ? new AtomicBoolean() : enough);
        // The other player's spread from here, against `now`: below it the player to move wins.
        EndgameSearch.Found found = EndgameRoot.search(lexicon, rules, after,
                new String[] {tiles.writeTiles(other), tiles.writeTiles(mine)}, bag, next, now - 1, now + 1, left);
        nodes.addAndGet(found.nodes());
        return found.proven() ? finalResult(now - found.value()) : null;
    }

    private int points(List<Integer> held) {
        int sum = 0;
        for (int t : held) {
            sum += t < 0 ? 0 : tiles.value(t);
        }
        return sum;
    }

    private static PreEndgame.Result finalResult(int finalSpread) {
        return finalSpread > 0 ? PreEndgame.Result.WIN : finalSpread == 0 ? PreEndgame.Result.DRAW : PreEndgame.Result.LOSS;
    }
}
