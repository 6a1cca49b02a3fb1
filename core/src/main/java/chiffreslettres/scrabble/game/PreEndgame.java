package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The pre-endgame of a two-player game: one tile left in the bag. The player to move has not seen it nor
 * the other rack, which holds the other tiles they have not seen; any play draws it, the bag is then empty
 * and the rest of the game is an endgame of perfect information.
 *
 * <p>{@link #solve} weighs each play by its chance of winning: for each tile the bag may hold (each as likely
 * as its copies among the tiles not seen), the endgame after the play, the other player to move, is solved to
 * the game's end, as far as whether the player wins, draws or loses (a search within a window around the
 * score that decides it, which proves that much sooner than the spread). A play that can no longer beat the
 * best so far is left as soon as its losses show it. The pass is weighed the same way, each endgame after
 * it with the bag's tile known to both players (neither knows it in fact, so the pass's chance is an
 * estimate). Equal chances: the first in the order of {@link Lexicon#moves} (best score first), the pass last.
 * Exact when {@code proven}: no play has a better chance. The budget (time or positions) stops it; the
 * answer is then the best play weighed in full so far, marked not proven. Thread-safe: each call works
 * alone, each endgame searched on the threads asked for, with memory bounded (one table of at most 262,144
 * positions, shared by the call's endgames).
 */
public final class PreEndgame {

    private PreEndgame() {
    }

    /** An endgame's end for the player to move now. */
    public enum Result { WIN, DRAW, LOSS }

    /**
     * How the action found ends when the bag holds a tile.
     *
     * @param tile  the tile in the bag, as {@link TileSet#writeTiles} writes it ({@code ?} for a blank)
     * @param count how many of the tiles not seen are that tile: its weight
     * @param result the end of the game, both playing their best
     */
    public record Outcome(String tile, int count, Result result) {
        /** @throws NullPointerException if an argument is null */
        public Outcome {
            Objects.requireNonNull(tile, "tile");
            Objects.requireNonNull(result, "result");
        }
    }

    /**
     * What the search found.
     *
     * @param action    the play to make, or a pass
     * @param winChance its chance of winning, a draw counting half, 0 to 1, over the tiles the bag may hold
     * @param proven    whether every action was weighed (or shown no better) to the games' ends: the action's
     *                  chance is then the best
     * @param outcomes  the action's end for each tile the bag may hold
     * @param weighed   the actions weighed, whole or until shown no better
     * @param endgames  the endgames searched
     * @param took      the time it took
     */
    public record Solution(Action action, double winChance, boolean proven, List<Outcome> outcomes, int weighed,
            long endgames, Duration took) {
        /** @throws NullPointerException if an argument is null */
        public Solution {
            Objects.requireNonNull(action, "action");
            outcomes = List.copyOf(outcomes);
            Objects.requireNonNull(took, "took");
        }
    }

    /**
     * The play with the best chance of winning, searched within the budget, each endgame on
     * {@code threads} threads.
     *
     * @param threads the threads to search on, 1 to 64
     * @throws IllegalArgumentException if the game is not between two players, its bag does not hold exactly
     *     one tile, it is over, or {@code threads} is out of range
     * @throws NullPointerException if an argument is null
     */
    public static Solution solve(ScrabbleGame game, Budget budget, int threads) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(budget, "budget");
        if (game.players().size() != 2) {
            throw new IllegalArgumentException("game: a pre-endgame is solved between two players, this game has "
                    + game.players().size());
        }
        if (game.bagSize() != 1) {
            throw new IllegalArgumentException("game: a pre-endgame has one tile in the bag, this one has " + game.bagSize());
        }
        if (game.isOver()) {
            throw new IllegalArgumentException("game: the game is over");
        }
        int me = game.toMove();
        return solve(game.lexicon(), game.rules(), game.board(), game.rack(me), game.score(me) - game.score(1 - me),
                game.scorelessTurns(), budget, threads);
    }

    /**
     * The play with the best chance of winning in a position of two players with one tile in the bag, given
     * by its board, the rack of the player to move and the spread (the tiles not seen are the other rack and
     * the bag's tile), searched within the budget, each endgame on {@code threads} threads.
     *
     * @param rack      the rack of the player to move, as {@link TileSet#readTiles} reads it
     * @param spread    the player's score less the other's now
     * @param scoreless the scoreless turns in a row so far (0 when not known), 0 to
     *                  {@link Rules#scorelessTurnsToEnd()} − 1
     * @param threads   the threads to search on, 1 to 64
     * @throws IllegalArgumentException if the tiles not seen are not {@value TileSet#RACK_SIZE} + 1 (a full
     *     rack and the bag's tile), the rack is empty or not of the board's tiles, {@code scoreless} or
     *     {@code threads} is out of range
     * @throws NullPointerException if an argument is null
     */
    public static Solution solve(Lexicon lexicon, Rules rules, Board board, String rack, int spread, int scoreless,
            Budget budget, int threads) {
        Objects.requireNonNull(lexicon, "lexicon");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(budget, "budget");
        String unseen = Endgame.unseen(board, rack);
        int count = lexicon.tiles().readTiles(unseen).size();
        if (count != TileSet.RACK_SIZE + 1) {
            throw new IllegalArgumentException("rack: a pre-endgame has " + (TileSet.RACK_SIZE + 1) + " tiles not seen (the "
                    + "other rack and the bag's tile), the board and this rack leave " + count);
        }
        if (lexicon.tiles().readTiles(rack).isEmpty()) {
            throw new IllegalArgumentException("rack: the player to move has no tile");
        }
        if (scoreless < 0 || scoreless >= rules.scorelessTurnsToEnd()) {
            throw new IllegalArgumentException("scoreless: 0 to " + (rules.scorelessTurnsToEnd() - 1) + " turns, got " + scoreless);
        }
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("threads: 1 to 64, got " + threads);
        }
        long start = System.nanoTime();
        return new PreEndgameWeighing(lexicon, rules, board, rack, unseen, spread, scoreless,
                EndgameRoot.Limits.of(budget, threads, start), budget.nodes()).run(start);
    }
}
