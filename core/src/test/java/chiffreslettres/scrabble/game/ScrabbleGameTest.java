package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The rules of a whole game, worked through by hand. */
class ScrabbleGameTest {

    private static final TileSet EN = TileSet.english();
    private final Lexicon lexicon = ScrabbleGameProperties.lexicon(new Random(7), 3_000);

    @Test
    void aGameStartsWithSevenTilesEachAndTheSameSeedGivesTheSameRacks() {
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Ada", "Bob"), 42);
        assertThat(EN.readTiles(game.rack(0))).hasSize(7);
        assertThat(EN.readTiles(game.rack(1))).hasSize(7);
        assertThat(game.bagSize()).isEqualTo(86);
        assertThat(ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Ada", "Bob"), 42).rack(0)).isEqualTo(game.rack(0));
        assertThat(EN.readTiles(game.unseen(0))).hasSize(93);
        assertThatThrownBy(() -> ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Solo"), 1))
                .hasMessage("players: a game has 2 to 4 players, got 1");
    }

    @Test
    void sixScorelessTurnsEndTheGameAndEachRackLosesItsValue() {
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Ada", "Bob"), 42);
        String first = game.rack(0);
        game = game.exchange(first.substring(0, 2));
        assertThat(game.turns().get(0).score()).isZero();
        assertThat(game.bagSize()).isEqualTo(86);
        for (int i = 0; i < 5; i++) {
            assertThat(game.isOver()).isFalse();
            game = game.pass();
        }
        assertThat(game.isOver()).isTrue();
        int ada = value(game.rack(0));
        int bob = value(game.rack(1));
        assertThat(game.scores()).containsExactly(-ada, -bob);
        assertThat(game.adjustments()).containsExactly(new Adjustment(0, game.rack(0), -ada),
                new Adjustment(1, game.rack(1), -bob));
        ScrabbleGame over = game;
        assertThatThrownBy(over::pass).isInstanceOf(IllegalStateException.class).hasMessage("the game is over");
    }

    private static int value(String rack) {
        return EN.readTiles(rack).stream().mapToInt(t -> t < 0 ? 0 : EN.value(t)).sum();
    }

    @Test
    void aMoveMustUseTheRacksTilesAndAnExchangeNeedsSevenTilesInTheBag() {
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Ada", "Bob"), 42);
        List<Integer> rack = EN.readTiles(game.rack(0));
        int missing = 0;
        while (rack.contains(missing)) {
            missing++;
        }
        int absent = missing;
        ScrabbleGame start = game;
        assertThatThrownBy(() -> start.exchange(EN.face(absent))).hasMessageContaining("holds no " + EN.face(absent));
        // Two tiles, one the rack lacks, on the centre: refused for the rack (if the word exists) or the word.
        assertThatThrownBy(() -> start.play(List.of(new Placement(7, 7, absent, false), new Placement(7, 8, absent, false))))
                .isInstanceOf(IllegalArgumentException.class);
        ScrabbleGame small = ScrabbleGame.start(lexicon, new Rules("test", "a test", 90, 6), List.of("Ada", "Bob"), 42);
        assertThatThrownBy(() -> small.exchange(small.rack(0).substring(0, 1))).isInstanceOf(IllegalStateException.class)
                .hasMessage("exchange: the bag holds 86 tiles, an exchange needs at least 90 (test)");
    }

    @Test
    void aPlayRecordedUnderAnotherListReplaysAsWrittenWithTheRacksRulesStillChecked() {
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Ada", "Bob"), 42);
        // Two of the rack's tiles across the centre that make no word of this lexicon: a word an older list held.
        List<Integer> rack = EN.readTiles(game.rack(0)).stream().filter(t -> t >= 0).toList();
        List<Placement> placed = null;
        for (int i = 0; i < rack.size() && placed == null; i++) {
            for (int j = 0; j < rack.size() && placed == null; j++) {
                if (i != j && !lexicon.contains(EN.face(rack.get(i)) + EN.face(rack.get(j)))) {
                    placed = List.of(new Placement(7, 7, rack.get(i), false), new Placement(7, 8, rack.get(j), false));
                }
            }
        }
        assertThat(placed).isNotNull();
        List<Placement> twoTiles = placed;
        ScrabbleGame start = game;
        assertThatThrownBy(() -> start.play(twoTiles)).isInstanceOf(IllegalArgumentException.class);
        Action recorded = new Action.Play(lexicon.playAsWritten(game.board(), twoTiles));
        ScrabbleGame after = game.applyAsWritten(recorded);
        int value = EN.value(twoTiles.get(0).tile()) + EN.value(twoTiles.get(1).tile());
        assertThat(after.turns()).singleElement().satisfies(t -> assertThat(t.score()).isEqualTo(2 * value));
        assertThat(EN.readTiles(after.rack(0))).hasSize(7);
        assertThat(after.board().isEmpty()).isFalse();
        // Its tiles must still be the rack's: another seed's rack lacks them (or holds them: then it plays).
        for (long seed = 1; seed < 30; seed++) {
            ScrabbleGame other = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Ada", "Bob"), seed);
            List<Integer> held = EN.readTiles(other.rack(0));
            boolean holds = held.contains(twoTiles.get(0).tile())
                    && (held.indexOf(twoTiles.get(0).tile()) != held.lastIndexOf(twoTiles.get(0).tile())
                    || twoTiles.get(0).tile() != twoTiles.get(1).tile()) && held.contains(twoTiles.get(1).tile());
            if (!holds) {
                assertThatThrownBy(() -> other.applyAsWritten(recorded)).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("holds no");
            }
        }
        // The game goes on by the lexicon, and its review replays its own turns, the recorded one included.
        Leaves none = Leaves.none(EN);
        ScrabbleGame played = after;
        for (int i = 0; i < 6 && !played.isOver(); i++) {
            played = played.apply(ScrabbleOpponent.level(4, none).choose(played));
        }
        assertThat(GameReview.of(played, none).turns()).hasSize(played.turns().size());
    }

    @Test
    void aPlayerWhoPlaysOutGainsTheOtherRacksValue() {
        Leaves none = Leaves.none(EN);
        for (long seed = 1; seed < 40; seed++) {
            ScrabbleGame game = new SelfPlay(lexicon, Rules.WESPA, ScrabbleOpponent.level(4, none),
                    ScrabbleOpponent.level(4, none)).game(seed, 0);
            List<Adjustment> ends = game.adjustments();
            if (game.bagSize() == 0 && ends.size() == 2 && ends.get(1).points() > 0) {
                Adjustment lost = ends.get(0);
                Adjustment gained = ends.get(1);
                assertThat(gained.points()).isEqualTo(-lost.points()).isEqualTo(value(lost.tiles()));
                assertThat(EN.readTiles(game.rack(gained.player()))).isEmpty();
                return;
            }
        }
        throw new AssertionError("no game of 40 ended with a player out");
    }
}
