package chiffreslettres.examples.cli;

import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import chiffreslettres.scrabble.game.Simulation;
import chiffreslettres.server.PlayersWords;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code scrabble-match}: two computer levels play each other; wins, spread and mean scores. */
@Command(name = "scrabble-match", mixinStandardHelpOptions = true,
        description = {"Two Scrabble computer players play each other, the first move alternating: A's wins, draws and "
                + "losses, the mean spread (A - B) with its 95%% interval, and each player's mean score.",
            "Levels: 6 simulation (level 5's ten best moves played out two turns ahead), 5 equity (score + leave value), 4 best score, 3 one of the 5 best, 2 one of the 10 best of at most "
                + "4 tiles, 1 one of the 20 best of at most 3 tiles."})
class ScrabbleMatchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--lang", defaultValue = "en", description = "fr, en or es (default: ${DEFAULT-VALUE}).")
    LettersCommand.Lang lang;

    @Option(names = "--words", paramLabel = "FILE|NAME", description = PlayersWords.OPTION)
    Path words;

    @Option(names = "--games", defaultValue = "2000", description = "Games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--a", defaultValue = "5", description = "Player A's level (default: ${DEFAULT-VALUE}).")
    int a;

    @Option(names = "--b", defaultValue = "4", description = "Player B's level (default: ${DEFAULT-VALUE}).")
    int b;

    @Option(names = "--seed", defaultValue = "1000000", description = "Game i is seeded seed + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "2", description = "Threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--leaves", paramLabel = "FILE", description = "Leave values for levels 5 and 6 (default: the shipped ones).")
    Path leaves;

    @Option(names = "--b-leaves", paramLabel = "FILE", description = "B's leave values, when they differ from A's "
            + "(default: those of --leaves).")
    Path bLeaves;

    @Option(names = "--a-endgame-nodes", paramLabel = "N", description = "Positions A's endgame search visits at most "
            + "(level 5), 0 for none: the best score once the bag is empty (default: ${DEFAULT-VALUE}).")
    long aEndgameNodes = ScrabbleOpponent.ENDGAME_NODES;

    @Option(names = "--b-endgame-nodes", paramLabel = "N", description = "The same for B (default: ${DEFAULT-VALUE}).")
    long bEndgameNodes = ScrabbleOpponent.ENDGAME_NODES;

    @Option(names = "--a-iterations", paramLabel = "N", description = "Rollouts A's simulation runs a move at most "
            + "(level 6; default: ${DEFAULT-VALUE}).")
    long aIterations = ScrabbleOpponent.SIMULATION_ITERATIONS;

    @Option(names = "--b-iterations", paramLabel = "N", description = "The same for B (default: ${DEFAULT-VALUE}).")
    long bIterations = ScrabbleOpponent.SIMULATION_ITERATIONS;

    /** A thread's tally of A's results. */
    static final class Tally implements Consumer<ScrabbleGame> {
        long wins;
        long draws;
        long games;
        double spread;
        double spreadSquares;
        double scoreA;
        double scoreB;

        @Override
        public void accept(ScrabbleGame game) {
            int s = SelfPlay.spread(game);
            int aSeat = game.players().get(0).equals("A") ? 0 : 1;
            games++;
            wins += s > 0 ? 1 : 0;
            draws += s == 0 ? 1 : 0;
            spread += s;
            spreadSquares += (double) s * s;
            scoreA += game.score(aSeat);
            scoreB += game.score(1 - aSeat);
        }
    }

    @Override
    public Integer call() throws Exception {
        if (games < 1 || threads < 1) {
            throw new IllegalArgumentException("--games and --threads must be at least 1");
        }
        Lexicon lexicon = PlayersWords.lexicon(lang.language, words, spec.commandLine().getErr());
        Leaves values = leaves == null ? Scrabble.leaves(lang.language) : ScrabbleLearnCommand.read(lexicon, leaves);
        if (aIterations < 1 || bIterations < 1) {
            throw new IllegalArgumentException("--a-iterations and --b-iterations: 1 or more, got " + aIterations + " and "
                    + bIterations);
        }
        if (aEndgameNodes < 0 || bEndgameNodes < 0) {
            throw new IllegalArgumentException("--a-endgame-nodes and --b-endgame-nodes: 0 (no endgame search) or more, got "
                    + aEndgameNodes + " and " + bEndgameNodes);
        }
        Leaves valuesB = bLeaves == null ? values : ScrabbleLearnCommand.read(lexicon, bLeaves);
        SelfPlay play = new SelfPlay(lexicon, Rules.WESPA, player(a, values, aEndgameNodes, aIterations),
                player(b, valuesB, bEndgameNodes, bIterations));
        long started = System.nanoTime();
        List<Tally> tallies = ScrabbleSelfPlay.run(play, seed, games, threads, Tally::new);
        double seconds = (System.nanoTime() - started) / 1e9;
        Tally all = new Tally();
        for (Tally t : tallies) {
            all.wins += t.wins;
            all.draws += t.draws;
            all.games += t.games;
            all.spread += t.spread;
            all.spreadSquares += t.spreadSquares;
            all.scoreA += t.scoreA;
            all.scoreB += t.scoreB;
        }
        double mean = all.spread / all.games;
        double sd = Math.sqrt(Math.max(0, all.spreadSquares / all.games - mean * mean));
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s, %d games, A level %d against B level %d, leaves: %s%s%s%n", lexicon.name(), all.games, a,
                b, a >= 5 || b >= 5 ? values.source() : "unused", valuesB != values && b >= 5 ? "; B's: " + valuesB.source() : "",
                a >= 5 || b >= 5 ? "; endgame search (positions): A "
                        + (a >= 5 ? aEndgameNodes : "-") + ", B " + (b >= 5 ? bEndgameNodes : "-") : "");
        if (a == 6 || b == 6) {
            out.printf(Locale.ROOT, "simulation (rollouts a move): A %s, B %s%n", a == 6 ? aIterations : "-",
                    b == 6 ? bIterations : "-");
        }
        out.printf(Locale.ROOT, "A wins %d, draws %d, loses %d: %.1f%% of games won (draws half)%n", all.wins, all.draws,
                all.games - all.wins - all.draws, 100.0 * (all.wins + all.draws / 2.0) / all.games);
        out.printf(Locale.ROOT, "mean spread A - B: %+.1f (95%% interval %+.1f to %+.1f)%n", mean,
                mean - 1.96 * sd / Math.sqrt(all.games), mean + 1.96 * sd / Math.sqrt(all.games));
        out.printf(Locale.ROOT, "mean score: A %.1f, B %.1f; %.1f games a second%n", all.scoreA / all.games,
                all.scoreB / all.games, all.games / seconds);
        return 0;
    }

    private static ScrabbleOpponent player(int level, Leaves values, long endgameNodes, long iterations) {
        ScrabbleOpponent player = ScrabbleOpponent.level(level, values).withSimulation(
                Simulation.Settings.of(Budget.ofNodes(iterations)).withCandidates(ScrabbleOpponent.SIMULATION_CANDIDATES));
        return endgameNodes == 0 ? player.withoutEndgame() : player.withEndgame(Budget.ofNodes(endgameNodes));
    }
}
