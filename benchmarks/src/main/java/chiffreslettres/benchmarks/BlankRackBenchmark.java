package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.RatedMove;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Every Scrabble move, the best-scoring move and the move of best equity (the shipped leave values) of
 * 7-tile racks holding exactly {@code blanks} blanks, on English boards (the English every-form list, or a
 * shipped Scrabble list: {@code -p list=enable}): the
 * empty board, or a mid-game board of {@code turns} best moves from a bag shuffled with a fixed seed ({@code -p seed=}). The racks are 256, their other tiles drawn at random from
 * the tiles not on the board; one rack per invocation, sample-time mode (median and percentiles).
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar BlankRackBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class BlankRackBenchmark {

    private static final int RACKS = 256;

    /** Best moves played before the board is searched: 0 is the empty board. */
    @Param({"0", "8", "12"})
    public int turns;

    /** The word list: the English every-form list ({@code every-form}) or a shipped Scrabble list by name ({@code enable}). */
    @Param({"every-form"})
    public String list;

    /** The seed of the bag's shuffle and of the racks' draws. */
    @Param({"20261124"})
    public long seed;

    /** Blanks in each rack. */
    @Param({"0", "1", "2"})
    public int blanks;

    private Lexicon lexicon;
    private Leaves leaves;
    private Board board;
    private final String[] racks = new String[RACKS];
    private int next;

    /** A board and the racks drawn for it. */
    record Position(Board board, List<String> racks) {
    }

    /**
     * The board after {@code turns} best moves of a bag shuffled with {@code seed}, and {@code count} 7-tile
     * racks of exactly {@code blanks} blanks, their other tiles drawn at random from the tiles not on the board.
     */
    static Position position(Lexicon lexicon, int turns, int blanks, int count, long seed) {
        Random random = new Random(seed);
        List<String> bag = MoveGenerationBenchmark.bag(lexicon.tiles(), random);
        Board board = MoveGenerationBenchmark.play(lexicon, bag, turns);
        List<String> letters = new ArrayList<>(bag);
        letters.removeIf("?"::equals);
        List<String> racks = new ArrayList<>();
        for (int r = 0; r < count; r++) {
            Collections.shuffle(letters, random);
            racks.add("?".repeat(blanks) + String.join("", letters.subList(0, 7 - blanks)));
        }
        return new Position(board, racks);
    }

    /** The list by its name here: the English every-form list ({@code every-form}) or a shipped Scrabble list. */
    static Lexicon lexicon(String list) {
        return list.equals("every-form") ? Scrabble.lexicon(Language.ENGLISH) : Scrabble.lexicon(Language.ENGLISH, list);
    }

    /** Loads the list, plays the game and draws the racks. */
    @Setup
    public void setUp() {
        lexicon = lexicon(list);
        leaves = Scrabble.leaves(Language.ENGLISH);
        Position position = position(lexicon, turns, blanks, RACKS, seed);
        board = position.board();
        position.racks().toArray(racks);
        System.err.printf("%d turns: %d tiles on the board%n", turns, board.tileCount());
    }

    private String nextRack() {
        String rack = racks[next];
        next = (next + 1) % RACKS;
        return rack;
    }

    /** Every move of the next rack, best first. */
    @Benchmark
    public List<Move> allMoves() {
        return lexicon.moves(board, nextRack());
    }

    /** The best-scoring move of the next rack. */
    @Benchmark
    public Optional<Move> bestMove() {
        return lexicon.best(board, nextRack());
    }

    /** The move of highest equity of the next rack (its score plus the shipped English leave values). */
    @Benchmark
    public Optional<RatedMove> bestByEquity() {
        return lexicon.best(board, nextRack(), leaves);
    }
}
