package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.game.ScrabbleGame;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MAGPIE's two-ply simulation iterations a second on one thread, on the positions {@link SimulationBenchmark}
 * simulates (16 games of level 5 after 4 and after 10 turns): each position handed to a user-built MAGPIE as
 * CGP and simulated with {@code gsimulate} for {@code SECONDS}, its ten best plays, two plies; the
 * iterations and time it reports are summed per number of turns. This library's own rate on the same
 * positions is {@code SimulationBenchmark -p list=LIST}.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.MagpieSimulationRate MAGPIE_DIR LEXICON LEAVES [LIST [SECONDS]]</pre>
 */
public final class MagpieSimulationRate {

    private static final Pattern ITERATIONS = Pattern.compile("Iters:\\s+(\\d+)");
    private static final Pattern TIME = Pattern.compile("Time:\\s+([0-9.]+) seconds");

    private MagpieSimulationRate() {
    }

    /** {@code LIST} as {@link BlankRackBenchmark}'s (enable), {@code SECONDS} a position (1). */
    public static void main(String[] args) throws IOException {
        if (args.length < 3 || args.length > 5) {
            System.err.println("usage: MagpieSimulationRate MAGPIE_DIR LEXICON LEAVES [LIST [SECONDS]]");
            System.exit(2);
        }
        String list = args.length > 3 ? args[3] : "enable";
        double seconds = args.length > 4 ? Double.parseDouble(args[4]) : 1;
        Leaves leaves = Scrabble.leaves(Language.ENGLISH);
        try (MagpiePeer magpie = new MagpiePeer(Path.of(args[0]), args[1], args[2], seconds,
                List.of("-numplays", "10", "-plies", "2"))) {
            for (int turns : new int[] {4, 10}) {
                long iterations = 0;
                double time = 0;
                for (ScrabbleGame game : SimulationBenchmark.positions(BlankRackBenchmark.lexicon(list), leaves, turns)) {
                    String output = magpie.run("cgp " + MagpiePeer.cgp(game) + "\ngsimulate");
                    iterations += Long.parseLong(find(ITERATIONS, output));
                    time += Double.parseDouble(find(TIME, output));
                }
                System.out.printf("%d turns: %d iterations in %.2f s: %.0f a second%n", turns, iterations, time, iterations / time);
            }
        }
    }

    private static String find(Pattern pattern, String output) throws IOException {
        Matcher m = pattern.matcher(output);
        if (!m.find()) {
            throw new IOException("no " + pattern + " in MAGPIE's answer:\n" + output);
        }
        return m.group(1);
    }
}
