package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A game reviewed turn by turn: each play found among the position's rated moves, as the player's level chose. */
class GameReviewTest {

    private static final TileSet EN = TileSet.english();

    @Test
    void anEquityPlayersPlaysRankFirstAndEveryTurnIsTheGamesOwn() {
        Leaves leaves = Leaves.of(EN, "test", Map.of("S", 8.0, "?", 25.0, "Q", -7.0, "-", 0.0, "E", 2.0, "U", -3.0));
        for (long seed = 1; seed <= 6; seed++) {
            Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(seed), 2000);
            ScrabbleOpponent equity = ScrabbleOpponent.level(5, leaves).withoutEndgame();
            ScrabbleOpponent score = ScrabbleOpponent.level(4, leaves);
            ScrabbleGame game = new SelfPlay(lexicon, Rules.WESPA, equity, score).game(seed, 0);
            GameReview review = GameReview.of(game, leaves);
            assertThat(review.turns()).hasSize(game.turns().size());
            ScrabbleGame replay = ScrabbleGame.start(lexicon, Rules.WESPA, game.players(), game.seed());
            for (GameReview.TurnReview t : review.turns()) {
                Turn turn = game.turns().get(t.number() - 1);
                assertThat(t.player()).isEqualTo(turn.player());
                assertThat(t.rack()).isEqualTo(turn.rack());
                assertThat(t.played()).isEqualTo(turn.action());
                assertThat(t.score()).isEqualTo(turn.score());
                List<RatedMove> rated = lexicon.rated(replay.board(), turn.rack(), leaves);
                assertThat(t.moves()).isEqualTo(rated.size());
                assertThat(t.best()).isEqualTo(rated.stream().findFirst());
                if (turn.action() instanceof Action.Play play) {
                    RatedMove found = rated.get(t.rank() - 1);
                    assertThat(found.move().coordinates() + found.move().word()).isEqualTo(play.move().coordinates() + play.move().word());
                    assertThat(t.equity()).contains(found.equity());
                    assertThat(t.equityLost().orElseThrow()).isGreaterThanOrEqualTo(0);
                    boolean equityPlayer = game.players().get(t.player()).equals("A");
                    if (equityPlayer && replay.bagSize() > 0) {
                        // Level 5 plays the move of highest equity (ties broken as the list orders them).
                        assertThat(t.rank()).isEqualTo(1);
                        assertThat(t.equityLost()).contains(0.0);
                    }
                } else {
                    assertThat(t.rank()).isZero();
                    assertThat(t.equity()).isEmpty();
                    assertThat(t.equityLost()).isEmpty();
                }
                replay = replay.apply(turn.action());
            }
        }
    }
}
