package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A kept play fits another board only where it is a move of that board with the same words and score: on
 * the boards of random games, each move of a rack kept on one board and tried on the boards after another
 * move.
 */
class RefutationTest {

    private static final TileSet EN = TileSet.english();

    @Test
    void aPlayFitsABoardOnlyWhereItIsAMoveThereWithTheSameWordAndScore() {
        int fits = 0;
        int misfits = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Random random = new Random(seed);
            Lexicon lexicon = ScrabbleGameProperties.lexicon(random, 3000);
            ScrabbleOpponent best = ScrabbleOpponent.level(4, chiffreslettres.scrabble.Leaves.none(EN));
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed);
            for (int turn = 0; turn < 14 && !game.isOver(); turn++) {
                Board board = game.board();
                String rack = game.rack(game.toMove());
                List<Move> moves = lexicon.moves(board, rack);
                List<Move> others = lexicon.moves(board, game.rack(1 - game.toMove()));
                for (int k = 0; k < Math.min(4, others.size()); k++) {
                    Board after = board.play(others.get(random.nextInt(others.size())));
                    Set<Move> there = new HashSet<>(lexicon.moves(after, rack));
                    for (Move move : moves) {
                        Refutation kept = Refutation.of(board, EndgameSearch.play(move));
                        assertThat(kept.fits(board)).as("%s on its own board", move).isTrue();
                        if (kept.fits(after)) {
                            fits++;
                            assertThat(there).as("%s fits the board after a move", move).contains(move);
                        } else {
                            misfits++;
                        }
                    }
                }
                game = game.apply(best.choose(game));
            }
        }
        assertThat(fits).isGreaterThan(1000);
        assertThat(misfits).isGreaterThan(100);
    }
}
