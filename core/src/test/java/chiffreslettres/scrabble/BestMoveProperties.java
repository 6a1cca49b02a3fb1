package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The bounded best-move search against the plain answer, the first of every move listed: on random word
 * lists over letters of every value (so that premiums and the bound matter), boards of random moves, racks
 * of 1 to 7 tiles with up to two blanks.
 */
class BestMoveProperties {

    private static final TileSet EN = TileSet.english();
    private static final String LETTERS = "AEIOSTRNDLQZXJKHWY";

    private static Set<String> words(Random random, int count) {
        Set<String> words = new HashSet<>();
        while (words.size() < count) {
            int length = 2 + random.nextInt(6);
            StringBuilder w = new StringBuilder();
            for (int i = 0; i < length; i++) {
                w.append(LETTERS.charAt(random.nextInt(i % 2 == 0 ? LETTERS.length() : 5)));
            }
            words.add(w.toString().toLowerCase());
        }
        return words;
    }

    private static String rack(Random random, int size, int blanks) {
        List<String> bag = new ArrayList<>();
        for (char c : LETTERS.toCharArray()) {
            for (int i = 0; i < EN.count(EN.tileOf(String.valueOf(c))); i++) {
                bag.add(String.valueOf(c));
            }
        }
        Collections.shuffle(bag, random);
        return "?".repeat(blanks) + String.join("", bag.subList(0, size - blanks));
    }

    @Test
    void theBestMoveIsTheFirstOfEveryMove() {
        AtomicInteger found = new AtomicInteger();
        qt().withExamples(300).withFixedSeed(20261124L).forAll(longs().all(), integers().between(0, 10))
                .checkAssert((seed, turns) -> {
                    Random random = new Random(seed);
                    Lexicon lexicon = Lexicon.of("random", EN, words(random, 200 + random.nextInt(800)));
                    Board board = Board.empty(EN);
                    for (int t = 0; t < turns; t++) {
                        List<Move> moves = lexicon.moves(board, rack(random, 7, random.nextInt(2)));
                        if (!moves.isEmpty()) {
                            board = board.play(moves.get(random.nextInt(Math.min(5, moves.size()))));
                        }
                    }
                    int blanks = random.nextInt(3);
                    String rack = rack(random, Math.max(blanks, 1 + random.nextInt(7)), blanks);
                    List<Move> all = lexicon.moves(board, rack);
                    Optional<Move> best = lexicon.best(board, rack);
                    assertThat(best).as("rack %s on%n%s", rack, board)
                            .isEqualTo(all.isEmpty() ? Optional.empty() : Optional.of(all.get(0)));
                    found.addAndGet(best.isPresent() ? 1 : 0);
                });
        assertThat(found.get()).as("searches that found a move").isGreaterThan(200);
    }
}
