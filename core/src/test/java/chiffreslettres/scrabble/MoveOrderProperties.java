package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Moves' words compared by their keys ({@link Move#wordKey(TileSet, String)}) order as {@link String#compareTo}
 * orders them: words of faces and blanks' faces, digraphs included, sharing long beginnings, some longer than
 * a key holds, some spelled by their keys; each word the search finds is spelled as the board reads it and
 * keyed as {@link Move#wordKey(TileSet, String)} keys it; and moves gathered in a {@link BestFirstMoves} come
 * out as a plain sort orders them.
 */
class MoveOrderProperties {

    @Test
    void wordsOrderAsTheirStrings() {
        TileSet[] sets = {TileSet.english(), TileSet.french(), TileSet.spanish()};
        int[] beyondKey = new int[1];
        qt().withExamples(300).withFixedSeed(20261126L).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            TileSet tiles = sets[random.nextInt(sets.length)];
            List<Move> moves = new ArrayList<>();
            String stem = word(tiles, random, 1 + random.nextInt(12));
            for (int i = 0; i < 12; i++) {
                String word = random.nextBoolean() ? stem + word(tiles, random, random.nextInt(5))
                        : word(tiles, random, 1 + random.nextInt(15));
                moves.add(move(tiles, 0, 0, Direction.ACROSS, word, 0, random.nextBoolean()));
            }
            for (Move a : moves) {
                assertThat(a.wordKey()).as(a.word()).isNotNegative();
                for (Move b : moves) {
                    assertThat(Integer.signum(Move.compareWords(a, b))).as("%s against %s", a.word(), b.word())
                            .isEqualTo(Integer.signum(a.word().compareTo(b.word())));
                    if (a.wordKey() == b.wordKey() && !a.word().equals(b.word())) {
                        beyondKey[0]++;
                    }
                }
            }
        });
        assertThat(beyondKey[0]).as("pairs of words told apart beyond their keys").isGreaterThan(100);
    }

    @Test
    void movesGatheredComeOutInTheDocumentedOrder() {
        Comparator<Move> documented = Comparator.comparingInt(Move::score).reversed().thenComparing(Move::word)
                .thenComparingInt(Move::row).thenComparingInt(Move::column).thenComparing(Move::direction);
        qt().withExamples(40).withFixedSeed(20261126L).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            TileSet tiles = TileSet.spanish();
            List<String> stems = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                stems.add(word(tiles, random, 1 + random.nextInt(9)));
            }
            List<Move> moves = new ArrayList<>();
            for (int i = 0, n = random.nextInt(3_000); i < n; i++) {
                String word = stems.get(random.nextInt(stems.size())) + word(tiles, random, random.nextInt(3));
                moves.add(move(tiles, random.nextInt(15), random.nextInt(15),
                        random.nextBoolean() ? Direction.ACROSS : Direction.DOWN, word, random.nextInt(6), random.nextBoolean()));
            }
            BestFirstMoves<Move> gathered = new BestFirstMoves<>();
            moves.forEach(m -> gathered.add(m, m));
            List<Move> plain = new ArrayList<>(moves);
            plain.sort(documented);
            assertThat(gathered.sorted()).containsExactlyElementsOf(plain);
        });
    }

    @Test
    void theSearchSpellsAndKeysEachWordAsTheBoardReadsIt() {
        String[][] words = {{"QUIZ", "QUIZZES", "ZA", "AZO", "DOZES", "OUTSIZED", "STUDIO"},
            {"CHURRO", "CHURROS", "LLAMA", "CALLE", "PERRO", "RECHAZO", "HORROR"}};
        TileSet[] sets = {TileSet.english(), TileSet.spanish()};
        String[] racks = {"QUIZ?SE", "DO?TSZE", "CHURR?O", "LLAM?CE"};
        int checked = 0;
        for (int s = 0; s < sets.length; s++) {
            Lexicon lexicon = Lexicon.of("keys", sets[s], Set.of(words[s]));
            for (String rack : Arrays.copyOfRange(racks, 2 * s, 2 * s + 2)) {
                Board board = Board.empty(sets[s]);
                for (int turn = 0; turn < 3; turn++) {
                    List<Move> moves = lexicon.moves(board, rack);
                    for (Move m : moves) {
                        // The word as the rules read it off the board, not as the move spells it from its key.
                        String read = lexicon.play(board, m.placements()).word();
                        assertThat(m.word()).as("the word of %s", m).isEqualTo(read);
                        assertThat(m.wordKey()).as(read).isEqualTo(Move.wordKey(sets[s], read));
                        checked++;
                    }
                    if (moves.isEmpty()) {
                        break;
                    }
                    board = board.play(moves.get(0));
                }
            }
        }
        assertThat(checked).as("moves checked").isGreaterThan(50);
    }

    @Test
    void aCharacterNoFaceHoldsIsComparedAsItsString() {
        TileSet en = TileSet.english();
        Move odd = new Move(en, 0, 0, Direction.ACROSS, "AB1", new int[0], 0);
        Move plain = new Move(en, 0, 0, Direction.ACROSS, "ABA", new int[0], 0);
        assertThat(odd.wordKey()).isEqualTo(-1);
        assertThat(Move.compareWords(odd, plain)).isNegative();
        assertThat(Move.compareWords(plain, odd)).isPositive();
    }

    /**
     * A move of no tiles placed whose word is {@code word}: when {@code fromKey} and the word is short enough,
     * left for its key to spell, as the search leaves most words.
     */
    private static Move move(TileSet tiles, int row, int column, Direction direction, String word, int score,
            boolean fromKey) {
        long key = Move.wordKey(tiles, word);
        boolean spelled = fromKey && key >= 0 && word.length() <= Move.KEY_CHARACTERS;
        Move move = new Move(tiles, row, column, direction, spelled ? null : word, new int[0], score, key);
        assertThat(move.word()).isEqualTo(word);
        return move;
    }

    /** A word of {@code tiles} faces, each shown as a tile or as a blank. */
    private static String word(TileSet tiles, Random random, int length) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < length; i++) {
            word.append(tiles.shown(random.nextInt(tiles.size()), random.nextInt(4) == 0));
        }
        return word.toString();
    }
}
