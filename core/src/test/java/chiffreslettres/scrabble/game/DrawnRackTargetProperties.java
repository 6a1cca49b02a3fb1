package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LeaveLearning.Target#DRAWN_RACK}: before each turn while the bag holds tiles, one full rack of tiles
 * not on the board, credited with its best action's equity, checked against a plain replay of the game to
 * that turn, every move of the rack valued one by one and every exchange tried.
 */
class DrawnRackTargetProperties {

    private static final Lexicon EN = ScrabbleGameProperties.lexicon(new Random(7), 3000);
    private static final TileSet TILES = EN.tiles();
    private static final Leaves TABLE = Leaves.of(TILES, "test",
            Map.of("S", 8.0, "?", 25.0, "Q", -7.0, "E", 2.0, "U", -3.5, "ES", 9.0));

    record Credit(int turn, List<Integer> rack, long equity) {
    }

    @Test
    void eachTurnBeforeTheBagEmptiesCreditsARackOfUnseenTilesWithItsBestActionsEquity() {
        ScrabbleOpponent equity = ScrabbleOpponent.level(5, TABLE).withoutEndgame();
        SelfPlay play = new SelfPlay(EN, Rules.WESPA, equity, equity);
        int credits = 0;
        for (int g = 0; g < 4; g++) {
            ScrabbleGame game = play.game(31, g);
            List<Credit> credited = new ArrayList<>();
            DrawnRacks.of(game, TABLE, (turn, rack, value) -> credited.add(new Credit(turn, List.copyOf(rack), value)));
            List<Action> actions = game.actions();
            int counted = 0;
            while (counted < actions.size() && replay(game, actions.subList(0, counted)).bagSize() > 0) {
                counted++;
            }
            int turns = counted;
            // A turn whose drawn rack has neither a move nor an exchange credits nothing (rare on this small list).
            assertThat(credited).as("game %d", g).hasSizeBetween(turns - 2, turns);
            assertThat(credited).extracting(Credit::turn).isSorted().doesNotHaveDuplicates()
                    .allMatch(turn -> turn < turns);
            for (Credit credit : credited) {
                int i = credit.turn();
                ScrabbleGame before = replay(game, actions.subList(0, i));
                assertThat(credit.rack()).hasSize(TileSet.RACK_SIZE);
                Map<Integer, Integer> free = notOnBoard(before.board());
                credit.rack().forEach(t -> free.merge(t, -1, Integer::sum));
                assertThat(free.values()).as("game %d turn %d: tiles not on the board", g, i).allMatch(n -> n >= 0);
                assertThat(credit.equity()).as("game %d turn %d", g, i)
                        .isEqualTo(Math.round(bestEquity(before, credit.rack())));
            }
            // Drawn, not the racks the players held.
            long players = credited.stream().filter(c -> sorted(c.rack())
                    .equals(sorted(TILES.readTiles(game.turns().get(c.turn()).rack())))).count();
            assertThat(players).as("game %d: drawn racks that are the player's", g).isLessThan(2);
            credits += credited.size();
        }
        assertThat(credits).isGreaterThan(40);
        // The learning counts each credited rack once, the empty leave included.
        LeaveLearning learning = new LeaveLearning(TABLE, LeaveLearning.Target.DRAWN_RACK);
        learning.observe(play.game(31, 0));
        assertThat(learning.positions()).isPositive();
        assertThat(learning.games()).isEqualTo(1);
        assertThat(LeaveLearning.Target.labelled("drawn-rack")).isEqualTo(LeaveLearning.Target.DRAWN_RACK);
    }

    private static List<Integer> sorted(List<Integer> tiles) {
        return tiles.stream().sorted().toList();
    }

    private static ScrabbleGame replay(ScrabbleGame game, List<Action> actions) {
        return ScrabbleGame.replay(EN, Rules.WESPA, game.players(), game.seed(), actions);
    }

    /** Per tile number (-1 for a blank), how many of the set are not on the board. */
    private static Map<Integer, Integer> notOnBoard(Board board) {
        Map<Integer, Integer> free = new HashMap<>();
        for (int t = 0; t < TILES.size(); t++) {
            free.put(t, TILES.count(t));
        }
        free.put(-1, TILES.blanks());
        for (int r = 0; r < Board.SIZE; r++) {
            for (int c = 0; c < Board.SIZE; c++) {
                if (board.isTaken(r, c)) {
                    free.merge(board.isBlank(r, c) ? -1 : board.tile(r, c), -1, Integer::sum);
                }
            }
        }
        return free;
    }

    /** The best of every move's score plus its leave's value and, with a rack in the bag, every exchange's. */
    private static double bestEquity(ScrabbleGame position, List<Integer> rack) {
        double best = Double.NEGATIVE_INFINITY;
        for (Move move : EN.moves(position.board(), TILES.writeTiles(rack))) {
            List<Integer> kept = new ArrayList<>(rack);
            move.placements().forEach(p -> kept.remove(Integer.valueOf(p.blank() ? -1 : p.tile())));
            best = Math.max(best, move.score() + TABLE.value(kept.isEmpty() ? "-" : TILES.writeTiles(kept)));
        }
        if (position.bagSize() >= TileSet.RACK_SIZE) {
            for (int mask = 0; mask < 1 << rack.size(); mask++) {
                List<Integer> kept = new ArrayList<>();
                for (int i = 0; i < rack.size(); i++) {
                    if ((mask & 1 << i) != 0) {
                        kept.add(rack.get(i));
                    }
                }
                if (kept.size() < rack.size()) {
                    best = Math.max(best, TABLE.value(kept.isEmpty() ? "-" : TILES.writeTiles(kept)));
                }
            }
        }
        return best;
    }
}
