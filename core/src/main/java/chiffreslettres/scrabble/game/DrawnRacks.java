package chiffreslettres.scrabble.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The racks {@link LeaveLearning.Target#DRAWN_RACK} credits: before each turn of a game while the bag holds
 * tiles, a full rack drawn at random (seeded by the game's seed and the turn) from the tiles not on the
 * board, with the equity of its best action on that board by a leave table: its best move's, or while the bag
 * holds a rack its best exchange's when that is worth more, or the exchange's alone when it has no move.
 * Stateless.
 */
final class DrawnRacks {

    /** Tells the draws of this walk from those of the game and its players. */
    private static final long STREAM = 0x5241434BL;

    private DrawnRacks() {
    }

    /** Takes a drawn rack. */
    interface Credit {
        /**
         * @param turn   the turn it was drawn before, from 0
         * @param rack   its tile numbers, -1 for a blank
         * @param equity its best action's equity, rounded to a point
         */
        void accept(int turn, List<Integer> rack, long equity);
    }

    /** Hands {@code credit} each drawn rack that has a move or an exchange, with its equity. */
    static void of(ScrabbleGame game, Leaves leaves, Credit credit) {
        Lexicon lexicon = game.lexicon();
        TileSet tiles = lexicon.tiles();
        List<Integer> unseen = ScrabbleGame.allTiles(tiles);
        int bag = tiles.totalTiles() - TileSet.RACK_SIZE * game.players().size();
        Board board = Board.empty(tiles);
        List<Turn> turns = game.turns();
        for (int i = 0; i < turns.size() && bag > 0; i++) {
            List<Integer> rack = draw(unseen, StableRandom.of(game.seed(), STREAM, i));
            String written = tiles.writeTiles(rack);
            double equity = lexicon.best(board, written, leaves).map(RatedMove::equity).orElse(Double.NEGATIVE_INFINITY);
            if (bag >= TileSet.RACK_SIZE) {
                equity = Math.max(equity, BestExchange.of(tiles, leaves, written).value());
            }
            if (equity > Double.NEGATIVE_INFINITY) {
                credit.accept(i, rack, Math.round(equity));
            }
            if (turns.get(i).action() instanceof Action.Play play) {
                board = board.play(play.move());
                for (Placement p : play.move().placements()) {
                    unseen.remove(Integer.valueOf(p.blank() ? -1 : p.tile()));
                }
                bag -= Math.min(bag, play.move().tileCount());
            }
        }
    }

    /** Seven of {@code unseen} (or all of them, if fewer), drawn without replacement. */
    private static List<Integer> draw(List<Integer> unseen, StableRandom random) {
        List<Integer> pool = new ArrayList<>(unseen);
        List<Integer> rack = new ArrayList<>(TileSet.RACK_SIZE);
        while (rack.size() < TileSet.RACK_SIZE && !pool.isEmpty()) {
            int at = random.nextInt(pool.size());
            rack.add(pool.get(at));
            pool.set(at, pool.get(pool.size() - 1));
            pool.remove(pool.size() - 1);
        }
        return rack;
    }
}
