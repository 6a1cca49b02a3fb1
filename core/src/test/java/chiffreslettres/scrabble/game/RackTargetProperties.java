package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LeaveLearning.Target#RACK}: each full rack credits each of its parts once with its move's equity,
 * checked against a plain enumeration of the rack's subsets of positions and a plain replay of the bag.
 */
class RackTargetProperties {

    private static final Lexicon EN = ScrabbleGameProperties.lexicon(new Random(5), 3000);
    private static final TileSet TILES = EN.tiles();

    @Test
    void aRackCreditsEachOfItsPartsOnceWithItsEquity() {
        qt().withExamples(300).withFixedSeed(20261129L)
                .forAll(longs().all(), integers().between(0, 2), integers().between(-40, 120))
                .checkAssert((seed, blanks, equity) -> {
                    List<Integer> rack = rack(new Random(seed), blanks);
                    LeaveLearning learning = new LeaveLearning(Leaves.none(TILES), LeaveLearning.Target.RACK);
                    learning.addRack(rack, equity);
                    Map<String, Long> expected = new HashMap<>();
                    for (int mask = 0; mask < 1 << rack.size(); mask++) {
                        if (Integer.bitCount(mask) == rack.size()) {
                            continue;
                        }
                        List<Integer> part = new ArrayList<>();
                        for (int i = 0; i < rack.size(); i++) {
                            if ((mask & 1 << i) != 0) {
                                part.add(rack.get(i));
                            }
                        }
                        expected.put(written(part), 1L);
                    }
                    Map<String, Long> credited = new HashMap<>();
                    learning.counts().forEach((leave, sums) -> {
                        credited.put(leave, sums[0]);
                        assertThat(sums[1]).as(leave).isEqualTo((long) equity);
                    });
                    assertThat(credited).isEqualTo(expected);
                });
    }

    @Test
    void aGameCreditsEveryFullRackWhileTheBagHoldsTilesWithItsMovesEquity() {
        Leaves table = Leaves.of(TILES, "test", Map.of("S", 8.0, "?", 25.0, "Q", -7.0, "E", 2.0, "U", -3.5));
        ScrabbleOpponent equity = ScrabbleOpponent.level(5, table).withoutEndgame();
        SelfPlay play = new SelfPlay(EN, Rules.WESPA, equity, equity);
        LeaveLearning learning = new LeaveLearning(table, LeaveLearning.Target.RACK);
        long racks = 0;
        long equities = 0;
        for (int g = 0; g < 6; g++) {
            ScrabbleGame game = play.game(29, g);
            learning.observe(game);
            int bag = TILES.totalTiles() - TileSet.RACK_SIZE * game.players().size();
            for (Turn turn : game.turns()) {
                boolean full = turn.rack().replace("?", "").length() + count(turn.rack(), '?') == TileSet.RACK_SIZE;
                if (bag > 0 && full && !(turn.action() instanceof Action.Pass)) {
                    racks++;
                    equities += Math.round(turn.score() + table.value(leave(turn)));
                }
                if (turn.action() instanceof Action.Play p) {
                    bag = Math.max(0, bag - p.move().tileCount());
                }
            }
        }
        assertThat(racks).isGreaterThan(60);
        assertThat(learning.counts().get("-")[0]).isEqualTo(racks);
        assertThat(learning.counts().get("-")[1]).isEqualTo(equities);
        assertThat(learning.games()).isEqualTo(6);
        assertThatThrownBy(() -> new LeaveLearning(table, null)).hasMessageContaining("target");
    }

    /** A leave the learning's way: sorted, blanks last, {@code -} for none. */
    private static String written(List<Integer> part) {
        List<Integer> sorted = new ArrayList<>(part);
        sorted.sort((a, b) -> a < 0 ? (b < 0 ? 0 : 1) : b < 0 ? -1 : Integer.compare(a, b));
        return sorted.isEmpty() ? "-" : TILES.writeTiles(sorted);
    }

    /** Seven tiles: {@code blanks} blanks, the others drawn from a bag of the set's letter tiles. */
    private static List<Integer> rack(Random random, int blanks) {
        List<Integer> bag = new ArrayList<>();
        for (int t = 0; t < TILES.size(); t++) {
            for (int i = 0; i < TILES.count(t); i++) {
                bag.add(t);
            }
        }
        java.util.Collections.shuffle(bag, random);
        List<Integer> rack = new ArrayList<>(bag.subList(0, TileSet.RACK_SIZE - blanks));
        for (int i = 0; i < blanks; i++) {
            rack.add(-1);
        }
        java.util.Collections.shuffle(rack, random);
        return rack;
    }

    private static int count(String text, char c) {
        return (int) text.chars().filter(x -> x == c).count();
    }

    /** The tiles the turn kept, as the rack less its move's or exchange's tiles, written as a leave. */
    private static String leave(Turn turn) {
        List<Integer> rack = new ArrayList<>(TILES.readTiles(turn.rack()));
        if (turn.action() instanceof Action.Play p) {
            p.move().placements().forEach(x -> rack.remove(Integer.valueOf(x.blank() ? -1 : x.tile())));
        } else if (turn.action() instanceof Action.Exchange e) {
            TILES.readTiles(e.tiles()).forEach(t -> rack.remove(Integer.valueOf(t)));
        }
        return rack.isEmpty() ? "-" : TILES.writeTiles(rack);
    }
}
