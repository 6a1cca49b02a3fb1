package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import java.util.Locale;

/**
 * Fits the simulation's win model ({@code win-model-LANG.txt} in core): level 5 against itself, and for
 * each turn the points the player to move gains on the other from then to the end, grouped by the tiles
 * that player cannot see (the bag and the other rack) seven at a time. Prints one line a group: the mean
 * number of unseen tiles, the mean and standard deviation of the points gained, the turns counted. Usage:
 * {@code java -cp benchmarks.jar chiffreslettres.benchmarks.WinModelFit [GAMES [SEED [LANG]]]}.
 */
public final class WinModelFit {

    private WinModelFit() {
    }

    /** Plays the games and prints the table. */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 20261126L;
        Language language = args.length > 2 ? Language.ofCode(args[2]).orElse(Language.ENGLISH) : Language.ENGLISH;
        Lexicon lexicon = Scrabble.lexicon(language);
        ScrabbleOpponent player = ScrabbleOpponent.level(5, Scrabble.leaves(language));
        SelfPlay play = new SelfPlay(lexicon, Rules.WESPA, player, player);
        int groups = 16;
        double[] unseen = new double[groups];
        double[] sum = new double[groups];
        double[] squares = new double[groups];
        long[] count = new long[groups];
        for (int i = 0; i < games; i++) {
            ScrabbleGame game = play.game(seed, i);
            // Replay the game turn by turn: before each turn, the mover's unseen tiles and spread.
            ScrabbleGame at = ScrabbleGame.start(lexicon, Rules.WESPA, game.players(), game.seed());
            for (var action : game.actions()) {
                int me = at.toMove();
                int u = lexicon.tiles().readTiles(at.unseen(me)).size();
                int gained = (game.score(me) - game.score(1 - me)) - (at.score(me) - at.score(1 - me));
                int g = Math.min(groups - 1, (u - 1) / 7);
                unseen[g] += u;
                sum[g] += gained;
                squares[g] += (double) gained * gained;
                count[g]++;
                at = at.apply(action);
            }
        }
        System.out.printf("# %s: %d games of level 5 against itself, seed %d (WinModelFit)%n", language.code(), games, seed);
        System.out.println("# unseen\tmean\tsd\tturns");
        for (int g = 0; g < groups; g++) {
            if (count[g] > 1) {
                double mean = sum[g] / count[g];
                double sd = Math.sqrt((squares[g] - count[g] * mean * mean) / (count[g] - 1));
                System.out.printf(Locale.ROOT, "%.1f\t%.2f\t%.2f\t%d%n", unseen[g] / count[g], mean, sd, count[g]);
            }
        }
    }
}
