package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The moves a {@link MoveCache} gives against {@link Lexicon#moves} on the same board and rack (which the
 * brute-force properties check): the same list in the same order, as an endgame asks for them: one rack on
 * the boards a few moves apart, its tiles played away, through games of random moves.
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
            String rack = MoveGeneratorProperties.written(MoveGeneratorProperties.randomRack(random, 7, random.nextInt(3)));
            for (int turn = 0; turn < 10; turn++) {
                List<Move> expected = lexicon.moves(board, rack);
                assertThat(cache.moves(board, rack)).as("turn %d, rack %s\n%s", turn, rack, board).isEqualTo(expected);
                asked.incrementAndGet();
                moves.addAndGet(expected.size());
                if (expected.isEmpty()) {
                    rack = MoveGeneratorProperties.written(MoveGeneratorProperties.randomRack(random, 7, random.nextInt(3)));
                    continue;
                }
                // The boards after a few of the other moves, as an endgame tries them, the same rack on each.
                for (int sibling = 0; sibling < 3; sibling++) {
                    Board other = board.play(expected.get(random.nextInt(expected.size())));
                    List<Move> there = lexicon.moves(other, rack);
                    assertThat(cache.moves(other, rack)).as("turn %d, a sibling, rack %s\n%s", turn, rack, other)
                            .isEqualTo(there);
                    asked.incrementAndGet();
                    moves.addAndGet(there.size());
                }
                Move played = expected.get(random.nextInt(expected.size()));
                board = board.play(played);
                rack = random.nextInt(3) == 0
                        ? MoveGeneratorProperties.written(MoveGeneratorProperties.randomRack(random, 7, random.nextInt(3)))
                        : rack;
            }
        });
        assertThat(asked.get()).as("searches compared").isGreaterThan(600);
        assertThat(moves.get()).as("moves compared").isGreaterThan(20_000);
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
