package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The endgame search: negamax with alpha-beta over every play and the pass, both racks known, the bag
 * empty; iterative deepening, a transposition table, the table's best move tried first, then the plays that
 * go out, then the rest by score. A value is the spread the player to move gains from here to the end of
 * the game. Not thread-safe: one search, one thread.
 */
final class EndgameSearch {

    /** A play of the move list, with what the search needs of it. */
    private record Play(Move move, int[] used, long boardKey, int score) {
    }

    private record MovesKey(long board, String rack) {
    }

    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    private static final Stop STOP = new Stop();
    private static final int MAX_DEPTH = 100;
    /** Beyond any spread (a game's points are a few thousand at most), so that windows shifted by a score never overflow. */
    private static final int INFINITY = 1_000_000;
    private static final int CACHED_LISTS = 4096;

    private final Lexicon lexicon;
    private final TileSet tiles;
    private final int blank;
    private final int scorelessToEnd;
    /** Per player, the count of each tile (the blank last). */
    private final int[][] racks;
    private final int[] rackValue = new int[2];
    private final int[] rackSize = new int[2];
    private final long[] rackKey = new long[2];
    private final EndgameTable table;
    private final Map<MovesKey, List<Play>> lists = new LinkedHashMap<>(CACHED_LISTS * 2, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<MovesKey, List<Play>> eldest) {
            return size() > CACHED_LISTS;
        }
    };
    private final long maxNodes;
    private final long deadline;
    private long nodes;
    /** Positions left at the depth limit, not searched to the game's end. */
    private long horizons;
    /** How deep the search is below the root: 0 at the root. */
    private int ply;
    /** The root's best play so far in the search under way (null: the pass), once one has been searched through. */
    private Move rootBest;
    private int rootValue;
    private boolean rootFound;

    EndgameSearch(Lexicon lexicon, Rules rules, String[] rackTexts, Budget budget, long startNanos) {
        this.lexicon = lexicon;
        this.tiles = lexicon.tiles();
        this.blank = tiles.size();
        this.scorelessToEnd = rules.scorelessTurnsToEnd();
        this.racks = new int[2][blank + 1];
        for (int p = 0; p < 2; p++) {
            for (int t : tiles.readTiles(rackTexts[p])) {
                add(p, t < 0 ? blank : t);
            }
        }
        this.maxNodes = budget.nodes();
        // A slot a position the budget allows, up to 2^18.
        this.table = new EndgameTable(Math.max(10, Math.min(18, 64 - Long.numberOfLeadingZeros(maxNodes))));
        long nanos = budget.timeNanos();
        this.deadline = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + nanos;
    }

    /** What the search found: the best play (null for the pass), its value, the expected line (null: a pass). */
    record Found(Move move, int value, boolean proven, int depth, List<Move> line, long nodes) {
    }

    /**
     * Searches deeper and deeper until the game's end is reached under every line or the budget runs out;
     * the answer of the deepest search finished. {@code side} is to move; {@code scoreless} the scoreless
     * turns in a row so far.
     */
    Found solve(Board board, int side, int scoreless) {
        long boardKey = EndgameKeys.board(board);
        Found found = null;
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            long before = horizons;
            int value;
            ply = 0;
            rootFound = false;
            try {
                value = search(board, boardKey, side, scoreless, depth, -INFINITY, INFINITY);
            } catch (Stop stop) {
                // The deeper search stopped: a root play it searched through beats the previous search's best
                // (tried first), so it is the better answer.
                if (rootFound && found != null && !Objects.equals(rootBest, found.move())) {
                    found = new Found(rootBest, rootValue, false, depth - 1, rootBest == null
                            ? Collections.singletonList(null) : List.of(rootBest), nodes);
                }
                break;
            }
            boolean proven = horizons == before;
            List<Move> line = line(board, boardKey, side, scoreless);
            found = new Found(line.isEmpty() ? null : line.get(0), value, proven, depth, line, nodes);
            if (proven) {
                break;
            }
        }
        if (found == null) {
            // Not even one ply within the budget: the best-scoring play, not proven.
            List<Play> plays = plays(board, boardKey, side);
            Move move = plays.isEmpty() ? null : plays.get(0).move;
            found = new Found(move, 0, false, 0, move == null ? List.of() : List.of(move), nodes);
        }
        return found;
    }

    private int search(Board board, long boardKey, int side, int scoreless, int depth, int alpha, int beta) {
        if (++nodes > maxNodes || ((nodes & 127) == 0 && System.nanoTime() > deadline)) {
            throw STOP;
        }
        ply++;
        try {
            return searchHere(board, boardKey, side, scoreless, depth, alpha, beta);
        } finally {
            ply--;
        }
    }

    private int searchHere(Board board, long boardKey, int side, int scoreless, int depth, int alpha, int beta) {
        int other = 1 - side;
        long key = positionKey(boardKey, side, scoreless);
        int slot = table.find(key);
        int tableBest = -1;
        if (slot >= 0) {
            tableBest = table.best(slot);
            if (table.depth(slot) >= depth) {
                int v = table.value(slot);
                byte bound = table.bound(slot);
                if (bound == EndgameTable.EXACT || (bound == EndgameTable.LOWER && v >= beta)
                        || (bound == EndgameTable.UPPER && v <= alpha)) {
                    if (table.depth(slot) < EndgameTable.COMPLETE) {
                        horizons++;
                    }
                    return v;
                }
            }
        }
        List<Play> plays = plays(board, boardKey, side);
        int pass = plays.size();
        int alphaIn = alpha;
        long before = horizons;
        int best = -INFINITY;
        int bestIndex = -1;
        int[] order = order(plays, side, tableBest);
        boolean first = true;
        for (int i : order) {
            int v;
            if (i == pass) {
                v = afterPass(board, boardKey, side, scoreless, depth, alpha, beta, first);
            } else {
                Play play = plays.get(i);
                take(side, play.used);
                if (rackSize[side] == 0) {
                    v = play.score + 2 * rackValue[other];
                } else {
                    int nextScoreless = play.score == 0 ? scoreless + 1 : 0;
                    if (nextScoreless >= scorelessToEnd) {
                        v = play.score - rackValue[side] + rackValue[other];
                    } else if (depth <= 1) {
                        horizons++;
                        v = play.score + estimate(side);
                    } else {
                        v = play.score + child(board.play(play.move), boardKey ^ play.boardKey, other, nextScoreless,
                                depth - 1, alpha - play.score, beta - play.score, first);
                    }
                }
                give(side, play.used);
            }
            first = false;
            if (v > best) {
                best = v;
                bestIndex = i;
                if (ply == 1) {
                    rootBest = i == pass ? null : plays.get(i).move;
                    rootValue = v;
                    rootFound = true;
                }
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        byte bound = best <= alphaIn ? EndgameTable.UPPER : best >= beta ? EndgameTable.LOWER : EndgameTable.EXACT;
        table.store(key, best, bound, horizons == before ? EndgameTable.COMPLETE : depth, bestIndex);
        return best;
    }

    private int afterPass(Board board, long boardKey, int side, int scoreless, int depth, int alpha, int beta,
            boolean first) {
        int other = 1 - side;
        if (scoreless + 1 >= scorelessToEnd) {
            return rackValue[other] - rackValue[side];
        }
        if (depth <= 1) {
            horizons++;
            return estimate(side);
        }
        return child(board, boardKey, other, scoreless + 1, depth - 1, alpha, beta, first);
    }

    /**
     * The value, for the player who moved, of the position after a move (its score left out), within the
     * window (alpha, beta) of that player: the first move with the whole window, the next ones first with
     * an empty window above alpha (principal variation search), searched again only when they beat it.
     */
    private int child(Board board, long boardKey, int other, int scoreless, int depth, int alpha, int beta, boolean first) {
        if (first) {
            return -search(board, boardKey, other, scoreless, depth, -beta, -alpha);
        }
        int v = -search(board, boardKey, other, scoreless, depth, -alpha - 1, -alpha);
        if (v > alpha && v < beta) {
            v = -search(board, boardKey, other, scoreless, depth, -beta, -alpha);
        }
        return v;
    }

    /**
     * The guess at a position left at the depth limit, for the player who just moved: each keeps the value of
     * the tiles left on their rack against them, as if the game ended on scoreless turns.
     */
    private int estimate(int side) {
        return rackValue[1 - side] - rackValue[side];
    }

    /** The order to try the plays in: the table's best, the plays that go out, the others by score, the pass. */
    private int[] order(List<Play> plays, int side, int tableBest) {
        int[] order = new int[plays.size() + 1];
        int n = 0;
        if (tableBest >= 0 && tableBest <= plays.size()) {
            order[n++] = tableBest;
        }
        for (int i = 0; i < plays.size(); i++) {
            if (i != tableBest && plays.get(i).used.length == rackSize[side]) {
                order[n++] = i;
            }
        }
        for (int i = 0; i < plays.size(); i++) {
            if (i != tableBest && plays.get(i).used.length != rackSize[side]) {
                order[n++] = i;
            }
        }
        if (tableBest != plays.size()) {
            order[n++] = plays.size();
        }
        return order;
    }

    /** Every play of {@code side}'s rack on the board, best score first; kept for the positions met again. */
    private List<Play> plays(Board board, long boardKey, int side) {
        String rack = rackText(side);
        MovesKey key = new MovesKey(boardKey, rack);
        List<Play> cached = lists.get(key);
        if (cached != null) {
            return cached;
        }
        List<Move> moves = lexicon.moves(board, rack);
        List<Play> plays = new ArrayList<>(moves.size());
        for (Move move : moves) {
            long delta = 0;
            for (Placement p : move.placements()) {
                delta ^= EndgameKeys.square(p);
            }
            plays.add(new Play(move, used(move), delta, move.score()));
        }
        lists.put(key, plays);
        return plays;
    }

    /** The rack tiles a move places (the blank as {@link #blank}). */
    private int[] used(Move move) {
        List<Placement> placed = move.placements();
        int[] used = new int[placed.size()];
        for (int i = 0; i < used.length; i++) {
            used[i] = placed.get(i).blank() ? blank : placed.get(i).tile();
        }
        return used;
    }

    /** The line the table keeps from the root: each position's best play, as far as the table still holds them. */
    private List<Move> line(Board board, long boardKey, int side, int scoreless) {
        List<Move> line = new ArrayList<>();
        int[][] saved = {racks[0].clone(), racks[1].clone()};
        int[] savedValue = rackValue.clone();
        int[] savedSize = rackSize.clone();
        long[] savedKey = rackKey.clone();
        for (int ply = 0; ply < 2 * MAX_DEPTH; ply++) {
            int slot = table.find(positionKey(boardKey, side, scoreless));
            if (slot < 0) {
                break;
            }
            List<Play> plays = plays(board, boardKey, side);
            int best = table.best(slot);
            if (best < 0 || best > plays.size()) {
                break;
            }
            if (best == plays.size()) {
                line.add(null);
                scoreless++;
            } else {
                Play play = plays.get(best);
                line.add(play.move);
                take(side, play.used);
                board = board.play(play.move);
                boardKey ^= play.boardKey;
                scoreless = play.score == 0 ? scoreless + 1 : 0;
                if (rackSize[side] == 0) {
                    break;
                }
            }
            if (scoreless >= scorelessToEnd) {
                break;
            }
            side = 1 - side;
        }
        for (int p = 0; p < 2; p++) {
            System.arraycopy(saved[p], 0, racks[p], 0, saved[p].length);
        }
        System.arraycopy(savedValue, 0, rackValue, 0, 2);
        System.arraycopy(savedSize, 0, rackSize, 0, 2);
        System.arraycopy(savedKey, 0, rackKey, 0, 2);
        return line;
    }

    private String rackText(int side) {
        List<Integer> held = new ArrayList<>(rackSize[side]);
        for (int t = 0; t <= blank; t++) {
            for (int c = 0; c < racks[side][t]; c++) {
                held.add(t == blank ? -1 : t);
            }
        }
        return tiles.writeTiles(held);
    }

    private void take(int side, int[] used) {
        for (int t : used) {
            rackKey[side] ^= EndgameKeys.rackTile(side, t, racks[side][t]);
            racks[side][t]--;
            rackValue[side] -= value(t);
            rackSize[side]--;
        }
    }

    private void give(int side, int[] used) {
        for (int t : used) {
            add(side, t);
        }
    }

    private void add(int side, int t) {
        racks[side][t]++;
        rackKey[side] ^= EndgameKeys.rackTile(side, t, racks[side][t]);
        rackValue[side] += value(t);
        rackSize[side]++;
    }

    private int value(int t) {
        return t == blank ? 0 : tiles.value(t);
    }

    private long positionKey(long boardKey, int side, int scoreless) {
        return boardKey ^ rackKey[0] ^ rackKey[1] ^ EndgameKeys.turn(side, scoreless);
    }
}
