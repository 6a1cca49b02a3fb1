package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
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
import java.util.Objects;
import java.util.TreeMap;

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
 * alone, each endgame searched on the threads asked for, with memory bounded (one table of at most 2,097,152
 * positions in 32 MB, sized by the budget, shared by the call's endgames).
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
        try (EndgameRoot.Limits limits = EndgameRoot.Limits.of(lexicon, budget, threads, start)) {
            return new Weighing(lexicon, rules, board, rack, unseen, spread, scoreless, limits, budget.nodes()).run(start);
        }
    }

    /** One call's weighing: the position, the tiles the bag may hold, the best so far. */
    private static final class Weighing {
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
        private long nodes;
        private long endgames;

        Weighing(Lexicon lexicon, Rules rules, Board board, String rack, String unseen, int spread, int scoreless,
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

        Solution run(long start) {
            List<Action> actions = new ArrayList<>();
            for (Move move : lexicon.moves(board, tiles.writeTiles(rack))) {
                actions.add(new Action.Play(move));
            }
            actions.add(new Action.Pass());
            int whole = 2 * unseen.size();
            Action best = null;
            int bestPoints = -1;
            List<Outcome> bestOutcomes = List.of();
            boolean proven = true;
            int weighed = 0;
            for (Action action : actions) {
                if (bestPoints == whole) {
                    break;
                }
                // The tiles with which the best so far fares worst first: the likeliest to show this one no better.
                List<Integer> order = new ArrayList<>(bagTiles.keySet());
                List<Outcome> known = bestOutcomes;
                order.sort(Comparator.comparingInt(t -> rank(known, t)));
                int points = 0;
                int lost = 0;
                List<Outcome> outcomes = new ArrayList<>();
                Result unknown = null;
                for (int t : order) {
                    Result r = outcome(action, t);
                    if (r == null) {
                        unknown = Result.LOSS;
                        break;
                    }
                    int count = bagTiles.get(t);
                    int half = r == Result.WIN ? 2 : r == Result.DRAW ? 1 : 0;
                    points += count * half;
                    lost += count * (2 - half);
                    outcomes.add(new Outcome(tiles.writeTiles(List.of(t)), count, r));
                    if (whole - lost <= bestPoints) {
                        break;
                    }
                }
                if (unknown != null) {
                    proven = false;
                    break;
                }
                weighed++;
                if (whole - lost > bestPoints && points > bestPoints) {
                    best = action;
                    bestPoints = points;
                    outcomes.sort(Comparator.comparing(Outcome::tile));
                    bestOutcomes = outcomes;
                }
            }
            if (best == null) {
                // Not one action weighed within the budget: the best-scoring play, its chance not known.
                best = actions.get(0);
                bestPoints = 0;
            }
            return new Solution(best, bestPoints / (double) whole, proven, bestOutcomes, weighed, endgames,
                    Duration.ofNanos(System.nanoTime() - start));
        }

        /** Where the best so far puts a tile: losses first, then draws, wins, and tiles it has no outcome for. */
        private int rank(List<Outcome> known, int t) {
            String face = tiles.writeTiles(List.of(t));
            for (Outcome o : known) {
                if (o.tile().equals(face)) {
                    return o.result().ordinal() == 2 ? 0 : o.result().ordinal() == 1 ? 1 : 2;
                }
            }
            return 3;
        }

        /** The end of the game after the action when the bag holds {@code t}; null when not proven within the budget. */
        private Result outcome(Action action, int t) {
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
                return result(now - points(mine) + points(other));
            }
            if (Thread.currentThread().isInterrupted() || nodes >= maxNodes) {
                return null;
            }
            endgames++;
            // The positions left of the budget, shared among the threads.
            EndgameRoot.Limits left = limits.withNodesPerThread(Math.max(1, (maxNodes - nodes) / limits.threads()));
            // The other player's spread from here, against `now`: below it the player to move wins.
            EndgameSearch.Found found = EndgameRoot.search(lexicon, rules, after,
                    new String[] {tiles.writeTiles(other), tiles.writeTiles(mine)}, bag, next, now - 1, now + 1, left);
            nodes += found.nodes();
            return found.proven() ? result(now - found.value()) : null;
        }

        private int points(List<Integer> held) {
            int sum = 0;
            for (int t : held) {
                sum += t < 0 ? 0 : tiles.value(t);
            }
            return sum;
        }

        private static Result result(int finalSpread) {
            return finalSpread > 0 ? Result.WIN : finalSpread == 0 ? Result.DRAW : Result.LOSS;
        }
    }
}
