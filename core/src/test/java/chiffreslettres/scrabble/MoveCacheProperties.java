package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The moves a {@link MoveCache} gives against {@link Lexicon#moves} on the same board and rack (which the
 * brute-force properties check): the same list in the same order, as an endgame asks for them: two racks
 * taking turns, each losing the tiles it plays, on the boards a few moves apart (a rack and the rack a move
 * would leave), through games of random moves.
 */
class MoveCacheProperties {

    private static final TileSet EN = TileSet.english();

    @Test
    void theMovesOfACachedSearchAreTheLexiconsInItsOrder() {
        AtomicInteger asked = new AtomicInteger();
        AtomicInteger moves = new AtomicInteger();
        qt().withExamples(30).withFixedSeed(20261127L).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            Set<String> words = MoveGeneratorProperties.randomWords(random, 60 + random.nextInt(120));
            Lexicon lexicon = Lexicon.of("random", EN, words);
            // A small cache too, so that lines are dropped and searched again.
            MoveCache<Move> cache = new MoveCache<>(lexicon, random.nextBoolean() ? 8 : 10_000, move -> move);
            Board board = Board.empty(EN);
            // Two players, as in an endgame: each rack loses the tiles it plays, drawing none.
            List<List<Integer>> racks = new ArrayList<>();
            for (int p = 0; p < 2; p++) {
                racks.add(MoveGeneratorProperties.randomRack(random, 7, random.nextInt(3)));
            }
            for (int turn = 0; turn < 14; turn++) {
                List<Integer> rack = racks.get(turn % 2);
                String written = MoveGeneratorProperties.written(rack);
                List<Move> expected = lexicon.moves(board, written);
                assertThat(cache.moves(board, written)).as("turn %d, rack %s\n%s", turn, written, board).isEqualTo(expected);
                asked.incrementAndGet();
                moves.addAndGet(expected.size());
                if (expected.isEmpty()) {
                    racks.set(turn % 2, MoveGeneratorProperties.randomRack(random, 7, random.nextInt(3)));
                    continue;
                }
                // The boards after a few other moves, and on each the rack that each would leave.
                for (int sibling = 0; sibling < 3; sibling++) {
                    Move tried = expected.get(random.nextInt(expected.size()));
                    Board other = board.play(tried);
                    for (String r : List.of(written, MoveGeneratorProperties.written(after(rack, tried)))) {
                        if (r.isEmpty()) {
                            continue;
                        }
                        List<Move> there = lexicon.moves(other, r);
                        assertThat(cache.moves(other, r)).as("turn %d, a sibling, rack %s\n%s", turn, r, other)
                                .isEqualTo(there);
                        asked.incrementAndGet();
                        moves.addAndGet(there.size());
                    }
                }
                Move played = expected.get(random.nextInt(expected.size()));
                board = board.play(played);
                List<Integer> left = after(rack, played);
                racks.set(turn % 2, left.isEmpty() ? MoveGeneratorProperties.randomRack(random, 7, random.nextInt(3)) : left);
            }
        });
        assertThat(asked.get()).as("searches compared").isGreaterThan(1_000);
        assertThat(moves.get()).as("moves compared").isGreaterThan(20_000);
    }

    /** The rack's tiles (-1 for a blank) but those the move places. */
    private static List<Integer> after(List<Integer> rack, Move move) {
        List<Integer> left = new ArrayList<>(rack);
        for (Placement p : move.placements()) {
            left.remove(Integer.valueOf(p.blank() ? -1 : p.tile()));
        }
        return left;
    }

    @Test
    void badArgumentsAreRefusedAsTheLexiconRefusesThem() {
        Lexicon lexicon = Lexicon.of("cat", EN, Set.of("cat", "at"));
        assertThatThrownBy(() -> new MoveCache<>(lexicon, 0, move -> move)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("capacity");
        assertThatThrownBy(() -> new MoveCache<>(lexicon, (1 << 24) + 1, move -> move))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("capacity");
        MoveCache<Move> cache = new MoveCache<>(lexicon, 10, move -> move);
        Board board = Board.empty(EN).play(lexicon.moves(Board.empty(EN), "CAT").get(0));
        assertThatThrownBy(() -> cache.moves(board, "ABCDEFGH")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rack");
        assertThatThrownBy(() -> cache.moves(board, "")).isInstanceOf(IllegalArgumentException.class);
        assertThat(cache.moves(Board.empty(EN), "TAC")).isEqualTo(lexicon.moves(Board.empty(EN), "TAC"));
        // What the caller keeps comes out in the moves' order.
        MoveCache<String> words = new MoveCache<>(lexicon, 10, Move::toString);
        assertThat(words.moves(board, "TAC")).isEqualTo(lexicon.moves(board, "TAC").stream().map(Move::toString).toList());
        assertThatThrownBy(() -> cache.moves(Board.empty(TileSet.french()), "TAC")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("board");
    }
}
