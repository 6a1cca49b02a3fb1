package chiffreslettres.examples.cli;

import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Opponent;
import chiffreslettres.jeu.game.Seat;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The computer's levels measured: {@code games} games of a format played by the computer alone at each
 * level (game {@code i} from seed {@code i} at every level), the mean, least and most total, and the time
 * a game's answers took.
 */
final class OpponentSimulation {

    private OpponentSimulation() {
    }

    static int run(GameFormat format, int games, PrintWriter out) {
        if (games < 1 || games > 1_000_000) {
            throw new IllegalArgumentException("--simulate: 1 to 1,000,000 games, got " + games);
        }
        out.printf("%s, %d games a level, the computer alone (game i from seed i at every level):%n", format.name(),
                games);
        out.println("level  mean score  least  most  ms a game");
        for (int level = 1; level <= Opponent.MAX_LEVEL; level++) {
            long sum = 0;
            int least = Integer.MAX_VALUE;
            int most = 0;
            long start = System.nanoTime();
            for (int seed = 0; seed < games; seed++) {
                int total = Game.start(format, List.of(Seat.computer(level)), seed).totals().get(0);
                sum += total;
                least = Math.min(least, total);
                most = Math.max(most, total);
            }
            double millis = (System.nanoTime() - start) / 1e6 / games;
            out.printf(Locale.ROOT, "%5d  %10.2f  %5d  %4d  %9.2f%n", level, (double) sum / games, least, most, millis);
        }
        return 0;
    }
}
