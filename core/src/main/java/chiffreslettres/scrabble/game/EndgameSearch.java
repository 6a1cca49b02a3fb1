package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The endgame search: negamax with alpha-beta over every play and the pass, both racks known, the bag
 * empty (or one tile in it, known to both); a transposition table, the table's best move tried first, then
 * the plays that go out, then the rest by score; the depth is given by {@link EndgameRoot}, which deepens it
 * and splits the root's plays among several searches. A value is the spread the player to move gains from
 * here to the end of the game. Several searches may share one table and stop flag, each on its own thread
 * with its own {@link EndgameMoves}; one search is not thread-safe.
 */
final class EndgameSearch {

    /**
     * A play of the move list, with what the search needs of it: the rack tiles it places, its squares' key,
     * its score and the points of the tiles it places (a blank's none).
     */
    record Play(Move move, int[] used, long boardKey, int score, int unloaded) {
    }

    /** Thrown out of a search once it must stop: its budget spent, the time up, or the searches told to stop. */
    static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    private static final Stop STOP = new Stop();
    static final int MAX_DEPTH = 100;
    /**
     * What a point of the tiles a play unloads weighs against a point of its score when plays are put in
     * order: a tile kept to the end counts against its holder (twice when the other side goes out), and a
     * rack of heavy tiles is slow to play out, so plays that unload them are the likelier best.
     */
    static final int UNLOAD_WEIGHT = 8;
    /**
     * What having the move is worth in the guess at a position left at the depth limit: without it, a search
     * that stops after its own play counts the other's next play as nothing, and one that stops after the
     * other's play counts its own as nothing, so that odd and even depths disagree more.
     */
    static final int TEMPO = 10;
    /** Beyond any spread (a game's points are a few thousand at most), so that windows shifted by a score never overflow. */
    static final int INFINITY = 1_000_000;

    private final TileSet tiles;
    private final int blank;
    private final int scorelessToEnd;
    /** Per player, the count of each tile (the blank last). */
    private final int[][] racks;
    private final int[] rackValue = new int[2];
    private final int[] rackSize = new int[2];
    private final long[] rackKey = new long[2];
    private final EndgameTable table;
    private final EndgameMoves moves;
    private final long maxNodes;
    private final long deadline;
    /** Set when a search sharing the table has proven the answer, or the budget ran out: every search stops. */
    private final AtomicBoolean stopped;
    /** Per side and depth, the play going out that last refuted a position there (null: none yet). */
    private final Refutation[][] refutations = new Refutation[2][MAX_DEPTH + 1];
    private long nodes;
    /** Positions left at the depth limit, not searched to the game's end. */
    private long horizons;
    /** Room for {@link #order}'s sorting keys, reused from one position to the next. */
    private long[] orderKeys = new long[64];
    /** The tile in the bag, known to both (-1 when the bag is empty): the next player who plays draws it. */
    private int bag;

    /**
     * A search of the position with these racks (the player to move first) and the tile in the bag
     * ({@code bagText}, empty for none), within {@code maxNodes} positions and until {@code deadline}
     * ({@link System#nanoTime}), sharing {@code table} and {@code stopped} with the searches on other threads;
     * {@code moves} (of this lexicon) is this search's alone while it runs.
     */
    EndgameSearch(Lexicon lexicon, Rules rules, String[] rackTexts, String bagText, EndgameTable table,
            EndgameMoves moves, long maxNodes, long deadline, AtomicBoolean stopped) {
        this.tiles = lexicon.tiles();
        this.blank = tiles.size();
        this.scorelessToEnd = rules.scorelessTurnsToEnd();
        this.racks = new int[2][blank + 1];
        for (int p = 0; p < 2; p++) {
            for (int t : tiles.readTiles(rackTexts[p])) {
                add(p, t < 0 ? blank : t);
            }
        }
        List<Integer> inBag = tiles.readTiles(bagText);
        this.bag = inBag.isEmpty() ? -1 : inBag.get(0) < 0 ? blank : inBag.get(0);
        this.table = table;
        this.moves = moves;
        this.maxNodes = maxNodes;
        this.deadline = deadline;
        this.stopped = stopped;
    }

    /** The most slots a table has: 2^21 (32 MB). */
    static final int MAX_TABLE_BITS = 21;
    /** The positions a second the table is sized for: more than the searches visit on a few threads. */
    private static final long POSITIONS_A_SECOND = 1 << 18;

    /**
     * A table of a slot a position the budget may visit (its positions, or its time at
     * {@link #POSITIONS_A_SECOND}), 2^10 to 2^{@value #MAX_TABLE_BITS} slots.
     */
    static EndgameTable table(Budget budget) {
        long seconds = Math.max(1, budget.timeNanos() / 1_000_000_000L);
        long positions = Math.min(budget.nodes(), seconds >= Long.MAX_VALUE / POSITIONS_A_SECOND ? Long.MAX_VALUE
                : seconds * POSITIONS_A_SECOND);
        return new EndgameTable(Math.max(10, Math.min(MAX_TABLE_BITS, 64 - Long.numberOfLeadingZeros(positions - 1))));
    }

    /** What the search found: the best play (null for the pass), its value, the expected line (null: a pass). */
    record Found(Move move, int value, boolean proven, int depth, List<Move> line, long nodes) {
    }

    long nodes() {
        return nodes;
    }

    /** Positions left at the depth limit so far: a search that added none reached the game's end everywhere. */
    long horizons() {
        return horizons;
    }

    /** The key of a position with these racks (as they are now) and this board key. */
    long positionKey(long boardKey, int side, int scoreless) {
        return boardKey ^ rackKey[0] ^ rackKey[1] ^ EndgameKeys.turn(side, scoreless) ^ (bag < 0 ? 0 : EndgameKeys.bag(bag));
    }

    EndgameTable table() {
        return table;
    }

    private int search(Board board, long boardKey, int side, int scoreless, int depth, int alpha, int beta) {
        if (++nodes > maxNodes || ((nodes & 127) == 0 && (stopped.get() || System.nanoTime() > deadline))) {
            throw STOP;
        }
        long key = positionKey(boardKey, side, scoreless);
        EndgameTable.Entry entry = table.find(key);
        int tableBest = -1;
        if (entry != null) {
            tableBest = entry.best();
            if (entry.depth() >= depth) {
                int v = entry.value();
                byte bound = entry.bound();
                if (bound == EndgameTable.EXACT || (bound == EndgameTable.LOWER && v >= beta)
                        || (bound == EndgameTable.UPPER && v <= alpha)) {
                    if (entry.depth() < EndgameTable.COMPLETE) {
                        horizons++;
                    }
                    return v;
                }
            }
        }
        // The play that went out and refuted the last position of this side at this depth, tried before the
        // plays are listed: when this rack holds its tiles and it makes the same words here, it ends the game
        // here too, and if that refutes this position the list is never made.
        Refutation refutation = refutations[side][depth];
        if (refutation != null && goesOut(side, refutation.play()) && holds(side, refutation.play().used())
                && refutation.fits(board)) {
            // Going out ends the game: its value is known at once, a bound good at any depth.
            int v = play(board, boardKey, refutation.play(), side, scoreless, depth, beta - 1, beta, false);
            if (v >= beta) {
                table.store(key, v, EndgameTable.LOWER, EndgameTable.COMPLETE, tableBest);
                return v;
            }
        }
        List<Play> plays = plays(board, boardKey, side);
        int alphaIn = alpha;
        long before = horizons;
        int best = -INFINITY;
        int bestIndex = -1;
        boolean first = true;
        for (int i : order(plays, side, tableBest)) {
            int v = action(board, boardKey, plays, i, side, scoreless, depth, alpha, beta, first);
            first = false;
            if (v > best) {
                best = v;
                bestIndex = i;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        if (i < plays.size() && goesOut(side, plays.get(i))
                                && (refutation == null || refutation.play() != plays.get(i))) {
                            refutations[side][depth] = Refutation.of(board, plays.get(i));
                        }
                        break;
                    }
                }
            }
        }
        byte bound = best <= alphaIn ? EndgameTable.UPPER : best >= beta ? EndgameTable.LOWER : EndgameTable.EXACT;
        table.store(key, best, bound, horizons == before ? EndgameTable.COMPLETE : depth, bestIndex);
        return best;
    }

    /**
     * The value for {@code side} of its action {@code i} of {@code plays} ({@code plays.size()}: the pass),
     * searched {@code depth} turns ahead within (alpha, beta): with the whole window when {@code first},
     * else first with an empty one above alpha (a value at most alpha is then only a bound).
     */
    int action(Board board, long boardKey, List<Play> plays, int i, int side, int scoreless, int depth, int alpha,
            int beta, boolean first) {
        if (i == plays.size()) {
            return afterPass(board, boardKey, side, scoreless, depth, alpha, beta, first);
        }
        return play(board, boardKey, plays.get(i), side, scoreless, depth, alpha, beta, first);
    }

    /** The value for {@code side} of a play legal on the board, as {@link #action} finds it. */
    private int play(Board board, long boardKey, Play play, int side, int scoreless, int depth, int alpha, int beta,
            boolean first) {
        int other = 1 - side;
        int drawn = playOn(side, play.used);
        try {
            if (rackSize[side] == 0) {
                return play.score + 2 * rackValue[other];
            }
            int nextScoreless = play.score == 0 ? scoreless + 1 : 0;
            if (nextScoreless >= scorelessToEnd) {
                return play.score - rackValue[side] + rackValue[other];
            }
            if (depth <= 1) {
                horizons++;
                return play.score + estimate(side);
            }
            return play.score + child(board.play(play.move), boardKey ^ play.boardKey, other, nextScoreless,
                    depth - 1, alpha - play.score, beta - play.score, first);
        } finally {
            undo(side, play.used, drawn);
        }
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
     * the tiles left on their rack against them, as if the game ended on scoreless turns, and the player to
     * move has {@link #TEMPO} points more for the play they are about to make.
     */
    private int estimate(int side) {
        return rackValue[1 - side] - rackValue[side] - TEMPO;
    }

    /**
     * The order to try the plays in: the table's best, the plays that go out, the others by their score plus
     * {@link #UNLOAD_WEIGHT} times the points of the tiles they unload (ties in the list's order), the pass.
     */
    int[] order(List<Play> plays, int side, int tableBest) {
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
        if (orderKeys.length < plays.size()) {
            orderKeys = new long[Math.max(plays.size(), 2 * orderKeys.length)];
        }
        long[] keys = orderKeys;
        int k = 0;
        for (int i = 0; i < plays.size(); i++) {
            Play play = plays.get(i);
            if (i != tableBest && play.used.length != rackSize[side]) {
                keys[k++] = (long) -(play.score + UNLOAD_WEIGHT * play.unloaded) << 32 | i;
            }
        }
        Arrays.sort(keys, 0, k);
        for (int j = 0; j < k; j++) {
            order[n++] = (int) keys[j];
        }
        if (tableBest != plays.size()) {
            order[n++] = plays.size();
        }
        return order;
    }

    /** Every play of {@code side}'s rack on the board, best score first (in {@link Lexicon#moves}' order). */
    List<Play> plays(Board board, long boardKey, int side) {
        long key = boardKey ^ rackKey[side];
        List<Play> kept = moves.find(key);
        return kept != null ? kept : moves.make(key, board, rackText(side));
    }

    /** A move with what the search needs of it. */
    static Play play(Move move) {
        List<Placement> placed = move.placements();
        // The rack tiles it places (the blank as the tile after the set's last), and its squares' key.
        int[] used = new int[placed.size()];
        int blank = move.tiles().size();
        long delta = 0;
        int unloaded = 0;
        for (int i = 0; i < used.length; i++) {
            Placement p = placed.get(i);
            used[i] = p.blank() ? blank : p.tile();
            unloaded += p.blank() ? 0 : move.tiles().value(p.tile());
            delta ^= EndgameKeys.square(p);
        }
        return new Play(move, used, delta, move.score(), unloaded);
    }

    /** The line the table keeps from the root: each position's best play, as far as the table still holds them. */
    List<Move> line(Board board, long boardKey, int side, int scoreless) {
        List<Move> line = new ArrayList<>();
        int[][] saved = {racks[0].clone(), racks[1].clone()};
        int[] savedValue = rackValue.clone();
        int[] savedSize = rackSize.clone();
        long[] savedKey = rackKey.clone();
        int savedBag = bag;
        for (int ply = 0; ply < 2 * MAX_DEPTH; ply++) {
            EndgameTable.Entry entry = table.find(positionKey(boardKey, side, scoreless));
            if (entry == null) {
                break;
            }
            List<Play> plays = plays(board, boardKey, side);
            int best = entry.best();
            if (best < 0 || best > plays.size()) {
                break;
            }
            if (best == plays.size()) {
                line.add(null);
                scoreless++;
            } else {
                Play play = plays.get(best);
                line.add(play.move);
                playOn(side, play.used);
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
        bag = savedBag;
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

    /** Takes a play's tiles off {@code side}'s rack, which draws the bag's tile if there is one; returns it (-1: none). */
    private int playOn(int side, int[] used) {
        for (int t : used) {
            remove(side, t);
        }
        int drawn = bag;
        if (drawn >= 0) {
            add(side, drawn);
            bag = -1;
        }
        return drawn;
    }

    /** Undoes {@link #playOn}: the drawn tile back in the bag, the play's tiles back on the rack. */
    private void undo(int side, int[] used, int drawn) {
        if (drawn >= 0) {
            remove(side, drawn);
            bag = drawn;
        }
        for (int t : used) {
            add(side, t);
        }
    }

    /** Whether the play ends the game: it places every tile of {@code side}'s rack, and the bag is empty. */
    private boolean goesOut(int side, Play play) {
        return bag < 0 && play.used.length == rackSize[side];
    }

    /** Whether {@code side}'s rack holds the tiles {@code used} (a tile as many times as it is listed). */
    private boolean holds(int side, int[] used) {
        int[] rack = racks[side];
        boolean holds = true;
        for (int t : used) {
            holds &= --rack[t] >= 0;
        }
        for (int t : used) {
            rack[t]++;
        }
        return holds;
    }

    private void remove(int side, int t) {
        rackKey[side] ^= EndgameKeys.rackTile(side, t, racks[side][t]);
        racks[side][t]--;
        rackValue[side] -= value(t);
        rackSize[side]--;
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

}
