package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Whole games between computer players of random levels on a random word list: every tile is always
 * somewhere (board, bag or a rack), the scores are the turns' and the adjustments' sums, a seeded game
 * replays identically from its actions, and its GCG record reads back to the same game.
 */
class ScrabbleGameProperties {

    static final TileSet EN = TileSet.english();

    /** A list of words of 2 to 7 letters, consonants and vowels alternating, so that games go on. */
    static Lexicon lexicon(Random random, int count) {
        String consonants = "BCDFGHJKLMNPQRSTVWXYZ";
        String vowels = "AEIOU";
        Set<String> words = new HashSet<>();
        while (words.size() < count) {
            StringBuilder w = new StringBuilder();
            boolean vowel = random.nextBoolean();
            for (int n = 2 + random.nextInt(6); n > 0; n--, vowel = !vowel) {
                String from = vowel ? vowels : consonants;
                w.append(from.charAt(random.nextInt(from.length())));
            }
            words.add(w.toString());
        }
        return Lexicon.of("random", EN, words);
    }

    private static int tilesEverywhere(ScrabbleGame game) {
        int onRacks = 0;
        for (int p = 0; p < game.players().size(); p++) {
            onRacks += EN.readTiles(game.rack(p)).size();
        }
        return game.board().tileCount() + game.bagSize() + onRacks;
    }

    @Test
    void gamesKeepEveryTileAddUpAndReplayFromTheirActionsAndTheirRecord() {
        AtomicInteger turns = new AtomicInteger();
        AtomicInteger playedOut = new AtomicInteger();
        Leaves leaves = Leaves.of(EN, "test", Map.of("S", 8.0, "?", 25.0, "Q", -7.0, "-", 0.0, "E", 2.0, "U", -3.0));
        qt().withExamples(25).withFixedSeed(20261124L).forAll(longs().all(), integers().between(1, 5), integers().between(1, 5))
                .checkAssert((seed, levelA, levelB) -> {
                    Random random = new Random(seed);
                    Lexicon lexicon = lexicon(random, 4_000);
                    SelfPlay play = new SelfPlay(lexicon, Rules.WESPA, ScrabbleOpponent.level(levelA, leaves),
                            ScrabbleOpponent.level(levelB, leaves));
                    ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed);
                    int total = tilesEverywhere(game);
                    assertThat(total).isEqualTo(EN.totalTiles());
                    while (!game.isOver()) {
                        game = game.apply(ScrabbleOpponent.level(game.toMove() == 0 ? levelA : levelB, leaves).choose(game));
                        assertThat(tilesEverywhere(game)).as("tiles after %s", game.turns().get(game.turns().size() - 1))
                                .isEqualTo(total);
                    }
                    int[] sums = new int[2];
                    game.turns().forEach(t -> sums[t.player()] += t.score());
                    game.adjustments().forEach(a -> sums[a.player()] += a.points());
                    assertThat(game.scores()).isEqualTo(sums);
                    assertThat(ScrabbleGame.replay(lexicon, Rules.WESPA, List.of("A", "B"), seed, game.actions()))
                            .isEqualTo(game);
                    String gcg = Gcg.write(game);
                    assertThat(Gcg.game(lexicon, Rules.WESPA, Gcg.read(gcg))).as(gcg).isEqualTo(game);
                    assertThat(GcgReplay.positions(lexicon, Gcg.read(gcg))).noneMatch(GcgReplay.Position::scoreDiffers);
                    assertThat(play.game(seed, 1).isOver()).isTrue();
                    turns.addAndGet(game.turns().size());
                    playedOut.addAndGet(game.bagSize() == 0 && game.adjustments().stream().anyMatch(a -> a.points() > 0) ? 1 : 0);
                });
        assertThat(turns.get()).as("turns played").isGreaterThan(300);
        assertThat(playedOut.get()).as("games a player went out of").isGreaterThan(3);
    }
}
