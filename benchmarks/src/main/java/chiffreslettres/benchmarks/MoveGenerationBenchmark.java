package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
 * Every legal move of a 7-tile rack, best first, on French Scrabble boards of growing fill, the French
 * every-form list loaded, one rack per invocation, in sample-time mode (median and percentiles). Each board
 * is a game of {@code turns} best moves from a bag shuffled with a fixed seed; the racks are 7 tiles drawn
 * at random from the tiles not on that board (blanks included), 512 of them.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar MoveGenerationBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class MoveGenerationBenchmark {

    private static final int RACKS = 512;

    /** Best moves played before the board is searched: 0 is the empty board. */
    @Param({"0", "4", "8", "12", "16"})
    public int turns;

    private Lexicon lexicon;
    private Board board;
    private final String[] racks = new String[RACKS];
    private int next;

    /** A bag of every tile of the set, blanks written {@code ?}, shuffled by {@code random}. */
    static List<String> bag(TileSet tiles, Random random) {
        List<String> bag = new ArrayList<>();
        for (int t = 0; t < tiles.size(); t++) {
            for (int i = 0; i < tiles.count(t); i++) {
                bag.add(tiles.written(t, false));
            }
        }
        for (int i = 0; i < tiles.blanks(); i++) {
            bag.add("?");
        }
        Collections.shuffle(bag, random);
        return bag;
    }

    /** The board after {@code turns} best moves, each by a rack refilled from the bag; the bag loses what is played. */
    static Board play(Lexicon lexicon, List<String> bag, int turns) {
        Board board = Board.empty(lexicon.tiles());
        List<String> rack = new ArrayList<>();
        for (int turn = 0; turn < turns; turn++) {
            while (rack.size() < TileSet.RACK_SIZE && !bag.isEmpty()) {
                rack.add(bag.remove(bag.size() - 1));
            }
            List<Move> moves = lexicon.moves(board, String.join("", rack));
            if (moves.isEmpty()) {
                break;
            }
            Move best = moves.get(0);
            board = board.play(best);
            best.placements().forEach(p -> rack.remove(p.blank() ? "?" : lexicon.tiles().written(p.tile(), false)));
        }
        bag.addAll(rack);
        return board;
    }

    /** Loads the list, plays the game and draws the racks. */
    @Setup
    public void setUp() {
        lexicon = Scrabble.lexicon(Language.FRENCH);
        Random random = new Random(20261123L);
        List<String> bag = bag(lexicon.tiles(), random);
        board = play(lexicon, bag, turns);
        for (int r = 0; r < RACKS; r++) {
            Collections.shuffle(bag, random);
            racks[r] = String.join("", bag.subList(0, TileSet.RACK_SIZE));
        }
        System.err.printf("%d turns: %d tiles on the board%n", turns, board.tileCount());
    }

    /** Every move of the next rack. */
    @Benchmark
    public List<Move> allMoves() {
        String rack = racks[next];
        next = (next + 1) % RACKS;
        return lexicon.moves(board, rack);
    }
}
