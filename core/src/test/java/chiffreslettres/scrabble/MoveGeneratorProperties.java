package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The move generator against {@link BruteForceMoves} on random small word lists and boards: the same moves
 * with the same scores, none twice; and every move it returns is legal and scores what the plain rules say.
 */
class MoveGeneratorProperties {

    private static final long SEED = 20261123L;
    private static final TileSet EN = TileSet.english();
    private static final String LETTERS = "ADENORST";

    /** A word list of a few letters, so that words cross often. */
    static Set<String> randomWords(Random random, int count) {
        Set<String> words = new HashSet<>();
        while (words.size() < count) {
            int length = 2 + random.nextInt(4);
            StringBuilder w = new StringBuilder();
            for (int i = 0; i < length; i++) {
                w.append(Character.toLowerCase(LETTERS.charAt(random.nextInt(LETTERS.length()))));
            }
            words.add(w.toString());
        }
        return words;
    }

    /** A rack of tile numbers (-1 for a blank) drawn from a bag of the letters' tiles. */
    static List<Integer> randomRack(Random random, int size, int blanks) {
        List<Integer> bag = new ArrayList<>();
        for (char c : LETTERS.toCharArray()) {
            int tile = EN.tileOf(String.valueOf(c));
            for (int i = 0; i < EN.count(tile); i++) {
                bag.add(tile);
            }
        }
        java.util.Collections.shuffle(bag, random);
        List<Integer> rack = new ArrayList<>(bag.subList(0, size - blanks));
        for (int i = 0; i < blanks; i++) {
            rack.add(-1);
        }
        return rack;
    }

    static String written(List<Integer> rack) {
        StringBuilder out = new StringBuilder();
        for (int t : rack) {
            out.append(t < 0 ? "?" : EN.face(t));
        }
        return out.toString();
    }

    /** A board: some moves of random racks, each chosen at random among the legal ones; or tiles strewn at random. */
    static Board randomBoard(Random random, Lexicon lexicon, int turns) {
        Board board = Board.empty(EN);
        if (random.nextInt(4) == 0) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < Board.SIZE * Board.SIZE; i++) {
                text.append(random.nextInt(6) == 0 ? LETTERS.charAt(random.nextInt(LETTERS.length())) : '.');
                if (i % Board.SIZE == Board.SIZE - 1) {
                    text.append('\n');
                }
            }
            return Board.parse(EN, text.toString());
        }
        for (int t = 0; t < turns; t++) {
            List<Move> moves = lexicon.moves(board, written(randomRack(random, 7, 0)));
            if (!moves.isEmpty()) {
                board = board.play(moves.get(random.nextInt(moves.size())));
            }
        }
        return board;
    }

    private static Set<String> keys(List<Move> moves) {
        Set<String> keys = new HashSet<>();
        for (Move m : moves) {
            keys.add(BruteForceMoves.key(m.placements(), m.score()));
        }
        assertThat(keys).as("no move twice").hasSize(moves.size());
        return keys;
    }

    private static boolean fromRack(List<Placement> placed, List<Integer> rack) {
        List<Integer> left = new ArrayList<>(rack);
        for (Placement p : placed) {
            if (!left.remove(Integer.valueOf(p.blank() ? -1 : p.tile()))) {
                return false;
            }
        }
        return true;
    }

    /** The word read on the board from the move's first square in its direction, blanks in lower case. */
    private static String mainWord(Board after, Move m) {
        StringBuilder word = new StringBuilder();
        int dr = m.direction() == Direction.DOWN ? 1 : 0;
        int dc = m.direction() == Direction.ACROSS ? 1 : 0;
        assertThat(after.isTaken(m.row() - dr, m.column() - dc)).as("%s starts its word", m).isFalse();
        for (int r = m.row(), c = m.column(); after.isTaken(r, c); r += dr, c += dc) {
            String face = EN.face(after.tile(r, c));
            word.append(after.isBlank(r, c) ? face.toLowerCase() : face);
        }
        return word.toString();
    }

    @Test
    void onTheEmptyBoardEveryMoveAcrossIsAlsoFoundDown() {
        AtomicInteger down = new AtomicInteger();
        qt().withExamples(30).withFixedSeed(SEED + 1).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            Set<String> words = randomWords(random, 40 + random.nextInt(80));
            Lexicon lexicon = Lexicon.of("random", EN, words);
            Board board = Board.empty(EN);
            List<Integer> rack = randomRack(random, 2 + random.nextInt(3), random.nextInt(3));
            List<Move> moves = lexicon.moves(board, written(rack));
            assertThat(keys(moves)).as("rack %s on the empty board", written(rack))
                    .isEqualTo(BruteForceMoves.moves(words, board, rack));
            down.addAndGet((int) moves.stream().filter(m -> m.direction() == Direction.DOWN).count());
        });
        assertThat(down.get()).as("moves down compared").isGreaterThan(100);
    }

    @Test
    void theGeneratorFindsWhatTryingEveryPlacementFinds() {
        AtomicInteger compared = new AtomicInteger();
        AtomicInteger withBlanksOrCrossing = new AtomicInteger();
        qt().withExamples(60).withFixedSeed(SEED).forAll(longs().all(), integers().between(0, 6))
                .checkAssert((seed, turns) -> {
                    Random random = new Random(seed);
                    Set<String> words = randomWords(random, 40 + random.nextInt(80));
                    Lexicon lexicon = Lexicon.of("random", EN, words);
                    Board board = randomBoard(random, lexicon, turns);
                    List<Integer> rack = randomRack(random, 1 + random.nextInt(4), random.nextInt(3) == 0 ? 1 : 0);
                    List<Move> moves = lexicon.moves(board, written(rack));
                    assertThat(keys(moves)).as("rack %s on%n%s", written(rack), board)
                            .isEqualTo(BruteForceMoves.moves(words, board, rack));
                    compared.addAndGet(moves.size());
                    if (!board.isEmpty() && rack.contains(-1)) {
                        withBlanksOrCrossing.addAndGet(moves.size());
                    }
                });
        assertThat(compared.get()).as("moves compared").isGreaterThan(2_000);
        assertThat(withBlanksOrCrossing.get()).as("moves with a blank on a board compared").isGreaterThan(200);
    }

    @Test
    void everyMoveIsLegalAndScoresWhatThePlainRulesSay() {
        qt().withExamples(40).withFixedSeed(SEED).forAll(longs().all(), integers().between(0, 8))
                .checkAssert((seed, turns) -> {
                    Random random = new Random(seed);
                    Set<String> words = randomWords(random, 300);
                    Lexicon lexicon = Lexicon.of("random", EN, words);
                    Board board = randomBoard(random, lexicon, turns);
                    List<Integer> rack = randomRack(random, 7, random.nextInt(3));
                    List<Move> moves = lexicon.moves(board, written(rack));
                    for (int i = 0; i < moves.size(); i++) {
                        Move m = moves.get(i);
                        assertThat(BruteForceMoves.score(words, board, m.placements())).as("%s on%n%s", m, board)
                                .isEqualTo(m.score());
                        assertThat(i == 0 || moves.get(i - 1).score() >= m.score()).as("best first").isTrue();
                        assertThat(fromRack(m.placements(), rack)).as("%s uses tiles of the rack %s", m, written(rack)).isTrue();
                        assertThat(mainWord(board.play(m), m)).as("the word of %s", m).isEqualTo(m.word());
                        assertThat(lexicon.play(board, m.placements())).as("%s placed by hand", m).isEqualTo(m);
                    }
                });
    }

    /** The order {@link Lexicon#moves} promises, put plainly: score down, then word, row, column, direction. */
    private static final java.util.Comparator<Move> DOCUMENTED_ORDER = java.util.Comparator
            .comparingInt(Move::score).reversed()
            .thenComparing(Move::word)
            .thenComparingInt(Move::row)
            .thenComparingInt(Move::column)
            .thenComparing(Move::direction);

    @Test
    void theMovesComeBestFirstThenByWordAndPlace() {
        TileSet es = TileSet.spanish();
        String[] units = {"a", "e", "o", "n", "ñ", "ch", "ll", "rr", "s", "t"};
        AtomicInteger compared = new AtomicInteger();
        qt().withExamples(40).withFixedSeed(SEED + 2).forAll(longs().all(), integers().between(0, 8))
                .checkAssert((seed, turns) -> {
                    Random random = new Random(seed);
                    boolean spanish = random.nextBoolean();
                    Set<String> words = new HashSet<>();
                    if (spanish) {
                        while (words.size() < 300) {
                            StringBuilder w = new StringBuilder();
                            for (int i = 2 + random.nextInt(4); i > 0; i--) {
                                w.append(units[random.nextInt(units.length)]);
                            }
                            words.add(w.toString());
                        }
                    } else {
                        words = randomWords(random, 300);
                    }
                    TileSet tiles = spanish ? es : EN;
                    Lexicon lexicon = Lexicon.of("random", tiles, words);
                    Board board = Board.empty(tiles);
                    List<String> bag = new ArrayList<>();
                    for (String unit : spanish ? units : LETTERS.toLowerCase().split("")) {
                        int tile = tiles.tileOf(unit.toUpperCase());
                        for (int i = 0; i < tiles.count(tile); i++) {
                            bag.add(tiles.written(tile, false));
                        }
                    }
                    for (int t = 0; t <= turns; t++) {
                        java.util.Collections.shuffle(bag, random);
                        String rack = "?".repeat(random.nextInt(3)) + String.join("", bag.subList(0, 5));
                        List<Move> moves = lexicon.moves(board, rack);
                        List<Move> plain = new ArrayList<>(moves);
                        plain.sort(DOCUMENTED_ORDER);
                        assertThat(moves).as("rack %s on%n%s", rack, board).containsExactlyElementsOf(plain);
                        compared.addAndGet(moves.size());
                        if (!moves.isEmpty()) {
                            board = board.play(moves.get(random.nextInt(moves.size())));
                        }
                    }
                });
        assertThat(compared.get()).as("moves compared").isGreaterThan(10_000);
    }
}
