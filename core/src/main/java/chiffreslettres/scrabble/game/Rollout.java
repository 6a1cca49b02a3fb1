package chiffreslettres.scrabble.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.RatedMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One iteration of a simulation: the unseen tiles shuffled into the other player's rack and the bag (that
 * rack starting with a leave inferred from their last play when there is one), the
 * candidate played, then a few turns of both players each making the move of highest equity (the best
 * score once the bag is empty), and what that gave the player who made the candidate. Immutable; each call
 * works on its own copies, so one rollout serves every thread.
 */
final class Rollout {

    /**
     * What one iteration gave the player of the candidate.
     *
     * @param spread   points they gained minus the other's, end-of-game adjustments included
     * @param leave    the leave value of the tiles their last move kept (0 when that move emptied the bag, passed
     *                 or ended the game)
     * @param winRate  1, ½ or 0 when the game ended; else the chance of winning from the final spread
     *                 ({@link WinModel})
     */
    record Outcome(int spread, double leave, double winRate) {
        double value() {
            return spread + leave;
        }
    }

    private final Lexicon lexicon;
    private final Rules rules;
    private final Leaves leaves;
    private final WinModel winModel;
    private final Board board;
    private final List<Integer> rack;
    private final List<Integer> unseen;
    private final int spreadNow;
    private final int scorelessNow;
    private final int plies;
    /** Leaves the other player may have kept ({@link RackInference}), one per draw kept; empty for none. */
    private final List<List<Integer>> inferred;

    /**
     * @param rack      the tiles of the player to move
     * @param unseen    every tile they cannot see: the other rack and the bag
     * @param spreadNow their score minus the other's now
     * @param plies     turns played after the candidate, 0 or more
     * @param inferred  leaves the other player may have kept, one of which starts their rack in each world;
     *                  empty to draw it from the unseen tiles alone
     */
    Rollout(Lexicon lexicon, Rules rules, Leaves leaves, WinModel winModel, Board board, List<Integer> rack,
            List<Integer> unseen, int spreadNow, int scorelessNow, int plies, List<List<Integer>> inferred) {
        this.lexicon = lexicon;
        this.rules = rules;
        this.leaves = leaves;
        this.winModel = winModel;
        this.board = board;
        this.rack = List.copyOf(rack);
        this.unseen = List.copyOf(unseen);
        this.spreadNow = spreadNow;
        this.scorelessNow = scorelessNow;
        this.plies = plies;
        this.inferred = List.copyOf(inferred);
    }

    /** The candidate played in the world drawn by {@code random} (the same draw for every candidate). */
    Outcome run(Action candidate, StableRandom random) {
        List<List<Integer>> world = world(random);
        List<List<Integer>> racks = world.subList(0, 2);
        List<Integer> bag = world.get(2);
        Board now = board;
        int[] points = new int[2];
        int scoreless = scorelessNow;
        int mover = 0;
        double leave = 0;
        for (int turn = 0; turn <= plies; turn++) {
            List<Integer> held = racks.get(mover);
            Action action = turn == 0 ? candidate : choose(now, held, bag.isEmpty());
            int score = 0;
            if (action instanceof Action.Play play) {
                Move move = play.move();
                for (Placement p : move.placements()) {
                    held.remove(Integer.valueOf(p.blank() ? -1 : p.tile()));
                }
                now = now.play(move);
                score = move.score();
                if (mover == 0) {
                    leave = bag.isEmpty() ? 0 : leaves.value(written(held));
                }
                ScrabbleGame.draw(bag, held);
            } else if (action instanceof Action.Exchange exchange) {
                List<Integer> given = lexicon.tiles().readTiles(exchange.tiles());
                for (int t : given) {
                    held.remove(Integer.valueOf(t));
                }
                if (mover == 0) {
                    leave = leaves.value(written(held));
                }
                ScrabbleGame.draw(bag, held);
                bag.addAll(given);
                ScrabbleGame.shuffle(bag, random);
            } else if (mover == 0) {
                leave = 0;
            }
            points[mover] += score;
            scoreless = score == 0 ? scoreless + 1 : 0;
            boolean out = held.isEmpty() && bag.isEmpty();
            if (out || scoreless >= rules.scorelessTurnsToEnd()) {
                for (int p = 0; p < 2; p++) {
                    int value = ScrabbleGame.value(lexicon.tiles(), racks.get(p));
                    points[p] -= value;
                    points[mover] += out ? value : 0;
                }
                int spread = points[0] - points[1];
                int end = spreadNow + spread;
                return new Outcome(spread, 0, end > 0 ? 1 : end == 0 ? 0.5 : 0);
            }
            mover = 1 - mover;
        }
        int spread = points[0] - points[1];
        // The model gives the chance of the player to move; the other's chance is what it leaves.
        int unseenNext = bag.size() + racks.get(1 - mover).size();
        double next = winModel.winRate(mover == 0 ? spreadNow + spread : -(spreadNow + spread), unseenNext);
        return new Outcome(spread, leave, mover == 0 ? next : 1 - next);
    }

    /**
     * The world {@code random} draws: the rack of the player to move, the other's (starting with one of the
     * inferred leaves when there are some), the bag; each a new modifiable list.
     */
    List<List<Integer>> world(StableRandom random) {
        List<Integer> bag = new ArrayList<>(unseen);
        ScrabbleGame.shuffle(bag, random);
        List<Integer> other = new ArrayList<>();
        if (!inferred.isEmpty()) {
            // The other rack starts with a leave their last play suggests; the bag keeps its shuffled order.
            List<Integer> kept = inferred.get(random.nextInt(inferred.size()));
            for (int t : kept) {
                bag.remove(Integer.valueOf(t));
            }
            other.addAll(kept);
        }
        ScrabbleGame.draw(bag, other);
        return List.of(new ArrayList<>(rack), other, bag);
    }

    /** The move of highest equity, the best score with the bag empty, else a pass. */
    private Action choose(Board now, List<Integer> held, boolean bagEmpty) {
        String written = written(held);
        Optional<Move> move = bagEmpty ? lexicon.best(now, written)
                : lexicon.best(now, written, leaves).map(RatedMove::move);
        return move.<Action>map(Action.Play::new).orElseGet(Action.Pass::new);
    }

    private String written(List<Integer> tiles) {
        return tiles.isEmpty() ? "-" : lexicon.tiles().writeTiles(tiles);
    }
}
