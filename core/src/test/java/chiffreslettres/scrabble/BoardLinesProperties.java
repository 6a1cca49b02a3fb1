package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A board read from the board it was played from ({@link BoardLines#of}) against the same board read whole:
 * every array alike, through whole games of random moves (blanks, crossing words, the first move).
 */
class BoardLinesProperties {

    private static final TileSet EN = TileSet.english();

    private static void assertSame(BoardLines derived, BoardLines whole, String what) {
        assertThat(derived.tile).as("%s: tiles", what).isEqualTo(whole.tile);
        assertThat(derived.value).as("%s: points", what).isEqualTo(whole.value);
        assertThat(derived.blank).as("%s: blanks", what).isEqualTo(whole.blank);
        assertThat(derived.anchor).as("%s: anchors", what).isEqualTo(whole.anchor);
        assertThat(derived.cross).as("%s: cross-checks", what).isEqualTo(whole.cross);
        assertThat(derived.hasCross).as("%s: cross words", what).isEqualTo(whole.hasCross);
        assertThat(derived.crossSum).as("%s: cross words' points", what).isEqualTo(whole.crossSum);
    }

    @Test
    void aBoardReadFromTheOneBeforeIsReadAsAWholeReadingReadsIt() {
        AtomicInteger boards = new AtomicInteger();
        AtomicInteger derived = new AtomicInteger();
        AtomicInteger keptLines = new AtomicInteger();
        AtomicInteger renumbered = new AtomicInteger();
        qt().withExamples(40).withFixedSeed(20261126L).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            Set<String> words = MoveGeneratorProperties.randomWords(random, 60 + random.nextInt(120));
            Lexicon lexicon = Lexicon.of("random", EN, words);
            Board board = Board.empty(EN);
            for (int turn = 0; turn < 12; turn++) {
                String rack = MoveGeneratorProperties.written(MoveGeneratorProperties.randomRack(random, 7, random.nextInt(3)));
                // Searching the board keeps its reading, which the next board is read from.
                List<Move> moves = lexicon.moves(board, rack);
                if (moves.isEmpty()) {
                    continue;
                }
                Board next = board.play(moves.get(random.nextInt(moves.size())));
                derived.addAndGet(next.played() != null ? 1 : 0);
                BoardLines before = BoardLines.of(board, EN, lexicon.forward());
                BoardLines read = BoardLines.of(next, EN, lexicon.forward());
                assertSame(read, new BoardLines(next, EN, lexicon.forward()), "turn " + turn + "\n" + next);
                // A line that keeps its number reads as before; one that reads otherwise has a new number.
                for (int l = 0; l < 2 * Board.SIZE; l++) {
                    boolean alike = sameLine(read, before, l * Board.SIZE);
                    if (read.lineId[l] == before.lineId[l]) {
                        assertThat(alike).as("line %d keeps its number, turn %d%n%s", l, turn, next).isTrue();
                        keptLines.incrementAndGet();
                    } else {
                        renumbered.incrementAndGet();
                    }
                }
                assertThat(BoardLines.of(next, EN, lexicon.forward())).as("kept on the board").isSameAs(read);
                boards.incrementAndGet();
                board = next;
            }
        });
        assertThat(boards.get()).as("boards compared").isGreaterThan(200);
        assertThat(derived.get()).as("boards read from the one before").isEqualTo(boards.get());
        assertThat(keptLines.get()).as("lines that kept their number").isGreaterThan(10 * boards.get());
        assertThat(renumbered.get()).as("lines numbered again").isGreaterThan(2 * boards.get());
    }

    /** Whether the line from line square {@code base} reads alike in both, array by array. */
    private static boolean sameLine(BoardLines a, BoardLines b, int base) {
        int to = base + Board.SIZE;
        return Arrays.equals(a.tile, base, to, b.tile, base, to) && Arrays.equals(a.value, base, to, b.value, base, to)
                && Arrays.equals(a.blank, base, to, b.blank, base, to) && Arrays.equals(a.anchor, base, to, b.anchor, base, to)
                && Arrays.equals(a.cross, base, to, b.cross, base, to)
                && Arrays.equals(a.hasCross, base, to, b.hasCross, base, to)
                && Arrays.equals(a.crossSum, base, to, b.crossSum, base, to);
    }

    @Test
    void aBoardReadWholeHasLineNumbersOfItsOwn() {
        Lexicon lexicon = Lexicon.of("cat", EN, Set.of("cat", "at"));
        Board board = Board.empty(EN).play(lexicon.moves(Board.empty(EN), "CAT").get(0));
        long[] one = new BoardLines(board, EN, lexicon.forward()).lineId;
        long[] two = new BoardLines(board, EN, lexicon.forward()).lineId;
        assertThat(Arrays.stream(one).distinct().count()).isEqualTo(2 * Board.SIZE);
        assertThat(Arrays.stream(two).filter(id -> Arrays.stream(one).anyMatch(o -> o == id))).isEmpty();
    }

    @Test
    void anotherWordListReadsTheBoardAgain() {
        Lexicon one = Lexicon.of("one", EN, Set.of("cat", "at"));
        Lexicon two = Lexicon.of("two", EN, Set.of("cat", "cats", "ta"));
        Board board = Board.empty(EN).play(one.moves(Board.empty(EN), "CAT").get(0));
        BoardLines first = BoardLines.of(board, EN, one.forward());
        BoardLines second = BoardLines.of(board, EN, two.forward());
        assertThat(second).isNotSameAs(first);
        assertSame(second, new BoardLines(board, EN, two.forward()), "the second list");
        assertThat(two.moves(board, "S")).isNotEmpty();
        assertThat(one.moves(board, "S")).isEmpty();
    }
}
