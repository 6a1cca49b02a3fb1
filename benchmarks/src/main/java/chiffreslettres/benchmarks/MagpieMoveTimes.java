package chiffreslettres.benchmarks;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the positions {@link BlankRackBenchmark} times (the boards after 0, 8 and 12 best moves, racks of
 * exactly 0, 1 and 2 blanks) as CGP lines, one per rack, each after its group's name and a tab, for
 * {@code benchmarks/scripts/magpie-movegen.sh} to time MAGPIE's move generation on the very positions this
 * library's JMH benchmark searches. MAGPIE refuses a position with more blanks than the set has, so the
 * seed is the first from {@code SEED} on whose game leaves no blank on the board in its most turns (12);
 * it is printed, for the benchmark's {@code -p seed=}.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.MagpieMoveTimes OUT [LIST [RACKS [SEED]]]</pre>
 */
public final class MagpieMoveTimes {

    private static final int[] TURNS = {0, 8, 12};

    private MagpieMoveTimes() {
    }

    /**
     * {@code OUT} the file to write, {@code LIST} as {@link BlankRackBenchmark}'s (enable), {@code RACKS} per
     * group (256), {@code SEED} the first seed tried (20261124).
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 4) {
            System.err.println("usage: MagpieMoveTimes OUT [LIST [RACKS [SEED]]]");
            System.exit(2);
        }
        Lexicon lexicon = BlankRackBenchmark.lexicon(args.length > 1 ? args[1] : "enable");
        int count = args.length > 2 ? Integer.parseInt(args[2]) : 256;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 20261124L;
        while (blanksOn(BlankRackBenchmark.position(lexicon, TURNS[TURNS.length - 1], 0, 0, seed).board()) > 0) {
            seed++;
        }
        System.err.println("seed " + seed + " (for BlankRackBenchmark: -p seed=" + seed + ")");
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.UTF_8))) {
            for (int turns : TURNS) {
                for (int blanks = 0; blanks <= 2; blanks++) {
                    BlankRackBenchmark.Position position = BlankRackBenchmark.position(lexicon, turns, blanks, count, seed);
                    for (String rack : position.racks()) {
                        out.printf("turns=%d blanks=%d\t%s 0/0 0%n", turns, blanks, MagpiePeer.cgp(position.board(), rack, ""));
                    }
                    System.err.printf("turns=%d blanks=%d: %d tiles on the board, %d racks%n",
                            turns, blanks, position.board().tileCount(), count);
                }
            }
        }
    }

    private static int blanksOn(Board board) {
        int blanks = 0;
        for (String row : board.rows()) {
            for (char c : row.toCharArray()) {
                if (Character.isLowerCase(c)) {
                    blanks++;
                }
            }
        }
        return blanks;
    }
}
