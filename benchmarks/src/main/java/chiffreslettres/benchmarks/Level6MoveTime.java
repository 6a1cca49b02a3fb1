package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * How long level 6 (simulation) takes to choose a move: 20 English games of level 5 against itself (seeds
 * 9,100,000 on), level 6 timed at every position after the first turn with tiles in the bag, its simulation
 * on the given number of threads; the first 30 moves timed are warm-up. Prints the mean, median, p90 and
 * the longest.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.Level6MoveTime 2</pre>
 */
public final class Level6MoveTime {

    private static final int GAMES = 20;
    private static final int WARM_UP = 30;

    private Level6MoveTime() {
    }

    /** {@code THREADS}: the simulation's threads (default 2). */
    public static void main(String[] args) {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Lexicon lexicon = Scrabble.lexicon(Language.ENGLISH);
        Leaves leaves = Scrabble.leaves(Language.ENGLISH);
        ScrabbleOpponent five = ScrabbleOpponent.level(5, leaves);
        ScrabbleOpponent six = ScrabbleOpponent.level(6, leaves);
        six = six.withSimulation(six.simulation().orElseThrow().withThreads(threads));
        List<Long> times = new ArrayList<>();
        int timed = 0;
        for (long seed = 0; seed < GAMES; seed++) {
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), 9_100_000L + seed);
            while (!game.isOver()) {
                if (game.bagSize() > 0 && !game.turns().isEmpty()) {
                    long start = System.nanoTime();
                    six.choose(game);
                    long took = System.nanoTime() - start;
                    if (timed++ >= WARM_UP) {
                        times.add(took);
                    }
                }
                game = game.apply(five.choose(game));
            }
        }
        Collections.sort(times);
        double mean = times.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6;
        System.out.printf(Locale.ROOT, "%d positions, %d thread(s): mean %.0f ms, median %.0f, p90 %.0f, max %.0f ms%n",
                times.size(), threads, mean, times.get(times.size() / 2) / 1e6, times.get(times.size() * 9 / 10) / 1e6,
                times.get(times.size() - 1) / 1e6);
    }
}
