package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.util.Arrays;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** A lexicon written and read back answers as the one built from the words; a damaged or foreign file is refused. */
class LexiconFileProperties {

    private static final TileSet EN = TileSet.english();
    private static final String LETTERS = "AEIOUBCDFGHJKLMNPQRSTVWXYZ";

    private static Set<String> words(Random random, int count) {
        Set<String> words = new TreeSet<>();
        while (words.size() < count) {
            StringBuilder w = new StringBuilder();
            for (int i = 0, length = 2 + random.nextInt(6); i < length; i++) {
                w.append(LETTERS.charAt(random.nextInt(i % 2 == 0 ? LETTERS.length() : 5)));
            }
            words.add(w.toString());
        }
        return words;
    }

    private static byte[] written(Lexicon lexicon) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        lexicon.write(out);
        return out.toByteArray();
    }

    @Test
    void aLexiconReadBackFindsTheSameWordsAndMoves() {
        qt().withExamples(60).withFixedSeed(20261125L).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            Lexicon built = Lexicon.of("club list", EN, words(random, 50 + random.nextInt(500)));
            Lexicon read;
            try {
                read = Lexicon.read(EN, new ByteArrayInputStream(written(built)));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            assertThat(read.name()).isEqualTo("club list");
            for (int r = 0; r < 5; r++) {
                // Seven distinct letters (the bag holds at least one of each), up to two of them blanks.
                java.util.List<Character> letters = new java.util.ArrayList<>();
                for (char c : LETTERS.toCharArray()) {
                    letters.add(c);
                }
                java.util.Collections.shuffle(letters, random);
                StringBuilder rack = new StringBuilder();
                int blanks = random.nextInt(3);
                for (int i = 0; i < 7; i++) {
                    rack.append(i < blanks ? '?' : letters.get(i));
                }
                assertThat(read.words(rack.toString())).isEqualTo(built.words(rack.toString()));
                java.util.List<Move> opening = built.moves(Board.empty(EN), rack.toString());
                assertThat(read.moves(Board.empty(EN), rack.toString())).isEqualTo(opening);
                if (!opening.isEmpty()) {
                    // On a board with tiles, the left parts walk the reversed prefixes the file holds.
                    Board board = Board.empty(EN).play(opening.get(0));
                    assertThat(read.moves(board, rack.toString())).isEqualTo(built.moves(board, rack.toString()));
                }
            }
        });
    }

    @Test
    void aDamagedTruncatedOrForeignFileIsRefused() throws Exception {
        byte[] bytes = written(Lexicon.of("list", EN, Set.of("JO", "ZA", "QI", "QUIZ")));
        byte[] damaged = bytes.clone();
        damaged[damaged.length / 2] ^= 1;
        assertThatThrownBy(() -> Lexicon.read(EN, new ByteArrayInputStream(damaged)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("checksum");
        assertThatThrownBy(() -> Lexicon.read(EN, new ByteArrayInputStream(Arrays.copyOf(bytes, bytes.length - 9))))
                .isInstanceOf(EOFException.class);
        assertThatThrownBy(() -> Lexicon.read(TileSet.french(), new ByteArrayInputStream(bytes)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not French Scrabble");
        assertThatThrownBy(() -> Lexicon.read(EN, new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a lexicon file");
    }
}
