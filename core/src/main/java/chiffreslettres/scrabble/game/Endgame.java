package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The endgame of a two-player Scrabble game, the bag empty: each player knows the other's rack (the unseen
 * tiles), so the game to its end is a game of perfect information, solved by search.
 *
 * <p>The search ({@code EndgameSearch}) tries every play and the pass, deeper and deeper (iterative
 * deepening), with alpha-beta pruning, a transposition table and the most promising plays first. A budget
 * of time or nodes stops it; it then gives the answer of the deepest search it finished, marked not proven.
 * A proven answer is exact: no sequence of plays and passes gives the player to move a better spread. The
 * end follows the game's {@link Rules}: a player who plays out gains the value of the other rack and the
 * other loses it; the game also ends after {@link Rules#scorelessTurnsToEnd()} scoreless turns in a row,
 * each player losing the value of their own rack. Thread-safe: each call searches alone, with memory
 * bounded (a table of a position for each the budget may visit, at most 2,097,152 positions in 32 MB; 4,096
 * move lists a thread). Asked for more than one thread, a call searches on that many, sharing the table: at
 * each depth the first play is searched whole, then the threads share out the other plays of the position,
 * each testing its play against the best so far.
 */
public final class Endgame {

    private Endgame() {
    }

    /**
     * What the search found.
     *
     * @param action the play to make, or a pass
     * @param spread the spread the player to move gains from now to the end of the game, their final score
     *               minus the other's less the same now, if both play as the search expects; exact when proven
     * @param proven whether every line was searched to the game's end: the action is then a best one
     * @param depth  the turns searched ahead (the deepest search finished; 0 when the budget allowed none)
     * @param line   the turns the search expects from here, the action first (as far as its table keeps them)
     * @param nodes  the positions visited
     * @param took   the time it took
     */
    public record Solution(Action action, int spread, boolean proven, int depth, List<Action> line, long nodes,
            Duration took) {
        /** @throws NullPointerException if an argument is null */
        public Solution {
            Objects.requireNonNull(action, "action");
            line = List.copyOf(line);
            Objects.requireNonNull(took, "took");
        }
    }

    /**
     * The best action of the player to move, searched within the budget.
     *
     * @throws IllegalArgumentException if the game is not between two players, its bag is not empty, or it
     *     is over
     * @throws NullPointerException if an argument is null
     */
    public static Solution solve(ScrabbleGame game, Budget budget) {
        return solve(game, budget, 1);
    }

    /**
     * The best action of the player to move, searched within the budget on {@code threads} threads (the
     * calling one and {@code threads} − 1 started for the call); a budget of positions is shared among them.
     *
     * @param threads the threads to search on, 1 to 64
     * @throws IllegalArgumentException if the game is not between two players, its bag is not empty, it is
     *     over, or {@code threads} is out of range
     * @throws NullPointerException if an argument is null
     */
    public static Solution solve(ScrabbleGame game, Budget budget, int threads) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(budget, "budget");
        if (game.players().size() != 2) {
            throw new IllegalArgumentException("game: an endgame is solved between two players, this game has "
                    + game.players().size());
        }
        if (game.bagSize() > 0) {
            throw new IllegalArgumentException("game: the bag still holds " + game.bagSize() + " tiles; an endgame "
                    + "starts once it is empty");
        }
        if (game.isOver()) {
            throw new IllegalArgumentException("game: the game is over");
        }
        int me = game.toMove();
        return solve(game.lexicon(), game.rules(), game.board(), game.rack(me), game.rack(1 - me), game.scorelessTurns(),
                budget, threads);
    }

    /**
     * The best action of the player to move in a position of two players with the bag empty, given by its
     * board and both racks, within the budget.
     *
     * @param rack      the rack of the player to move, as {@link chiffreslettres.scrabble.TileSet#readTiles} reads it
     * @param otherRack the other player's rack: the tiles the player to move has not seen
     * @param scoreless the scoreless turns in a row so far (0 when not known), 0 to
     *                  {@link Rules#scorelessTurnsToEnd()} − 1
     * @throws IllegalArgumentException if a rack is empty or not of the lexicon's tiles, the board is of other
     *     tiles, or {@code scoreless} is out of range
     * @throws NullPointerException if an argument is null
     */
    public static Solution solve(Lexicon lexicon, Rules rules, Board board, String rack, String otherRack, int scoreless,
            Budget budget) {
        return solve(lexicon, rules, board, rack, otherRack, scoreless, budget, 1);
    }

    /**
     * The best action of the player to move in a position of two players with the bag empty, within the
     * budget on {@code threads} threads (as {@link #solve(ScrabbleGame, Budget, int)}).
     *
     * @param threads the threads to search on, 1 to 64
     * @throws IllegalArgumentException as {@link #solve(Lexicon, Rules, Board, String, String, int, Budget)},
     *     or if {@code threads} is out of range
     * @throws NullPointerException if an argument is null
     */
    public static Solution solve(Lexicon lexicon, Rules rules, Board board, String rack, String otherRack, int scoreless,
            Budget budget, int threads) {
        Objects.requireNonNull(lexicon, "lexicon");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(budget, "budget");
        if (lexicon.tiles().readTiles(rack).isEmpty() || lexicon.tiles().readTiles(otherRack).isEmpty()) {
            throw new IllegalArgumentException("racks: an endgame has a tile on each rack, got \"" + rack + "\" and \""
                    + otherRack + "\"");
        }
        if (scoreless < 0 || scoreless >= rules.scorelessTurnsToEnd()) {
            throw new IllegalArgumentException("scoreless: 0 to " + (rules.scorelessTurnsToEnd() - 1) + " turns, got " + scoreless);
        }
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("threads: 1 to 64, got " + threads);
        }
        long start = System.nanoTime();
        EndgameSearch.Found found;
        try (EndgameRoot.Limits limits = EndgameRoot.Limits.of(lexicon, budget, threads, start)) {
            found = EndgameRoot.search(lexicon, rules, board, new String[] {rack, otherRack}, scoreless, limits);
        }
        List<Action> line = new ArrayList<>();
        for (Move move : found.line()) {
            line.add(move == null ? new Action.Pass() : new Action.Play(move));
        }
        Action action = found.move() == null ? new Action.Pass() : new Action.Play(found.move());
        if (line.isEmpty()) {
            line.add(action);
        }
        return new Solution(action, found.value(), found.proven(), found.depth(), line, found.nodes(),
                Duration.ofNanos(System.nanoTime() - start));
    }

    /**
     * The tiles a player has not seen: the set's tiles less those on the board and on the rack, as
     * {@link chiffreslettres.scrabble.TileSet#writeTiles} writes them. Between two players with the bag empty
     * (at most {@value chiffreslettres.scrabble.TileSet#RACK_SIZE} unseen: while the bag holds tiles the other
     * rack is full), they are the other player's rack.
     *
     * @throws IllegalArgumentException if the board and the rack hold more of a tile than the set has, or the
     *     rack is not of the board's tiles
     * @throws NullPointerException if an argument is null
     */
    public static String unseen(Board board, String rack) {
        TileSet tiles = Objects.requireNonNull(board, "board").tiles();
        int blank = tiles.size();
        int[] left = new int[blank + 1];
        for (int t = 0; t < blank; t++) {
            left[t] = tiles.count(t);
        }
        left[blank] = tiles.blanks();
        for (int row = 0; row < Board.SIZE; row++) {
            for (int column = 0; column < Board.SIZE; column++) {
                if (board.isTaken(row, column)) {
                    left[board.isBlank(row, column) ? blank : board.tile(row, column)]--;
                }
            }
        }
        for (int t : tiles.readTiles(Objects.requireNonNull(rack, "rack"))) {
            left[t < 0 ? blank : t]--;
        }
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t <= blank; t++) {
            if (left[t] < 0) {
                throw new IllegalArgumentException("the board and the rack hold more " + (t == blank ? "blanks"
                        : tiles.face(t) + " tiles") + " than the " + tiles.name() + " set has");
            }
            for (int c = 0; c < left[t]; c++) {
                out.add(t == blank ? -1 : t);
            }
        }
        return tiles.writeTiles(out);
    }
}
