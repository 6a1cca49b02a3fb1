package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.Simulation;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Whole games between one of this library's computer levels and MAGPIE's static player (best
 * move by its equity, with its own leave values), on the same word list, refereed by this library: every
 * MAGPIE move must be legal here. Game {@code i} uses seed {@code seed + i / 2}, our level moving first in
 * even games, so each deal is played from both seats. MAGPIE is not part of this project: build it from its
 * source (https://github.com/jvc56/MAGPIE) and convert the list for it ({@code convert text2kwg NAME} and
 * {@code convert text2wordmap NAME}, the list as {@code data/lexica/NAME.txt} in capitals; MAGPIE picks the
 * English tiles for a name starting with CSW or NWL, the French ones for FRA). {@code -Dlang=fr} (or {@code es})
 * plays with that language's tiles and shipped leave values; English by default.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.MagpieMatch \
 *     MAGPIE_DIR LEXICON WORDS.txt GAMES SEED [LEVEL] [MAGPIE_LEAVES] [SECONDS] [MAGPIE_SETTING...]</pre>
 *
 * With {@code SECONDS} above 0, MAGPIE simulates each move ({@code gsimulate}, its time limit that many
 * seconds, one thread) and our level 6 simulates within the same time on one thread. Further arguments are
 * MAGPIE settings ({@code -numplays 10}). Our level plays with the language's shipped leave values, or with
 * the table of {@code -Dleaves=FILE} (as {@code scrabble-learn} writes it).
 *
 * Prints our wins, draws and losses, the score rate (draws half) with its 95 % interval, the mean spread
 * (ours minus MAGPIE's) with its 95 % interval, and how many MAGPIE moves this library scored otherwise (a
 * move illegal here stops the match with the position).
 */
public final class MagpieMatch {

    private MagpieMatch() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 5) {
            System.err.println("usage: MagpieMatch MAGPIE_DIR LEXICON WORDS.txt GAMES SEED [LEVEL (5)] [MAGPIE_LEAVES (CSW21)]"
                    + " [SECONDS a move, 0 for MAGPIE's static player (0)] [MAGPIE_SETTING...]");
            System.exit(2);
        }
        Path magpie = Path.of(args[0]);
        String lexiconName = args[1];
        List<String> words = Files.readAllLines(Path.of(args[2]), StandardCharsets.UTF_8).stream().map(String::strip)
                .filter(w -> !w.isEmpty()).map(w -> w.toLowerCase(Locale.ROOT)).toList();
        int games = Integer.parseInt(args[3]);
        long seed = Long.parseLong(args[4]);
        int level = args.length > 5 ? Integer.parseInt(args[5]) : 5;
        String leaves = args.length > 6 ? args[6] : "CSW21";
        double seconds = args.length > 7 ? Double.parseDouble(args[7]) : 0;
        String code = System.getProperty("lang", "en");
        Language language = Language.ofCode(code).orElse(null);
        if (language == null) {
            System.err.println("-Dlang=" + code + ": the language is fr, en or es");
            System.exit(2);
        }
        Lexicon lexicon = Lexicon.of(lexiconName, TileSet.of(language), words);
        String ourLeavesFile = System.getProperty("leaves");
        Leaves ourLeaves;
        if (ourLeavesFile == null) {
            ourLeaves = Scrabble.leaves(language);
        } else {
            try (BufferedReader in = Files.newBufferedReader(Path.of(ourLeavesFile), StandardCharsets.UTF_8)) {
                ourLeaves = Leaves.read(lexicon.tiles(), in);
            }
        }
        ScrabbleOpponent ours = ScrabbleOpponent.level(level, ourLeaves);
        if (seconds > 0) {
            ours = ours.withSimulation(Simulation.Settings.of(Budget.ofTime(Duration.ofMillis(Math.round(seconds * 1000))))
                    .withCandidates(ScrabbleOpponent.SIMULATION_CANDIDATES));
        }
        int wins = 0;
        int draws = 0;
        double spread = 0;
        double squares = 0;
        long started = System.nanoTime();
        long disagreements;
        List<String> settings = args.length > 8 ? List.of(args).subList(8, args.length) : List.of();
        try (MagpiePeer peer = new MagpiePeer(magpie, lexiconName, leaves, seconds, settings)) {
            for (int i = 0; i < games; i++) {
                boolean oursFirst = i % 2 == 0;
                int oursSeat = oursFirst ? 0 : 1;
                ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA,
                        oursFirst ? List.of("ours", "MAGPIE") : List.of("MAGPIE", "ours"), seed + i / 2);
                while (!game.isOver()) {
                    Action action = game.toMove() == oursSeat ? ours.choose(game) : peer.best(game);
                    game = game.apply(action);
                }
                int s = game.score(oursSeat) - game.score(1 - oursSeat);
                wins += s > 0 ? 1 : 0;
                draws += s == 0 ? 1 : 0;
                spread += s;
                squares += (double) s * s;
            }
            disagreements = peer.scoreDisagreements();
        }
        double elapsed = (System.nanoTime() - started) / 1e9;
        double rate = (wins + draws / 2.0) / games;
        double rateHalf = 1.96 * Math.sqrt(rate * (1 - rate) / games);
        double mean = spread / games;
        double sd = Math.sqrt(Math.max(0, squares / games - mean * mean));
        System.out.printf(Locale.ROOT, "%s, %d games, our level %d against MAGPIE's %s (leaves %s)%n", lexiconName, games,
                level, (seconds > 0 ? "simulation, " + seconds + " s a move, one thread each" : "static player")
                + (settings.isEmpty() ? "" : " " + String.join(" ", settings)), leaves);
        System.out.printf(Locale.ROOT, "ours: %d won, %d drawn, %d lost: %.1f %% (95 %% %.1f to %.1f)%n", wins, draws,
                games - wins - draws, 100 * rate, 100 * (rate - rateHalf), 100 * (rate + rateHalf));
        System.out.printf(Locale.ROOT, "mean spread ours - MAGPIE: %+.1f (95 %% %+.1f to %+.1f); %.2f games a second%n",
                mean, mean - 1.96 * sd / Math.sqrt(games), mean + 1.96 * sd / Math.sqrt(games), games / elapsed);
        System.out.printf(Locale.ROOT, "MAGPIE moves scored otherwise here: %d (every one was legal here)%n", disagreements);
    }
}
