package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.PreEndgame;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How long the pre-endgame solver takes to prove its play: pre-endgames from self-play (level 5 against
 * itself, English, the first position with one tile in the bag), each solved within a cap on THREADS threads.
 * Usage: {@code java -cp benchmarks.jar chiffreslettres.benchmarks.PreEndgameTimes [POSITIONS [CAP_S [SEED
 * [THREADS]]]]}.
 */
public final class PreEndgameTimes {

    private PreEndgameTimes() {
    }

    /** Runs the measure and prints one line a position, then the summary. */
    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        Duration cap = Duration.ofSeconds(args.length > 1 ? Long.parseLong(args[1]) : 60);
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 20261126L;
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        Lexicon lexicon = Scrabble.lexicon(Language.ENGLISH);
        Leaves leaves = Scrabble.leaves(Language.ENGLISH);
        ScrabbleOpponent player = ScrabbleOpponent.level(5, leaves);
        List<Long> proofMillis = new ArrayList<>();
        int positions = 0;
        int unproven = 0;
        for (int i = 0; positions < count && i < 10 * count; i++) {
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed + i);
            while (!game.isOver() && game.bagSize() > 1) {
                game = game.apply(player.choose(game));
            }
            if (game.isOver() || game.bagSize() != 1) {
                continue;
            }
            positions++;
            int me = game.toMove();
            PreEndgame.Solution s = PreEndgame.solve(game, Budget.ofTime(cap), threads);
            if (s.proven()) {
                proofMillis.add(s.took().toMillis());
            } else {
                unproven++;
            }
            System.out.printf("%d: rack %s, spread %+d: %s, win chance %.3f, %s in %d ms (%d actions weighed, %d endgames)%n",
                    i, game.rack(me), game.score(me) - game.score(1 - me), s.action(), s.winChance(),
                    s.proven() ? "proven" : "NOT proven", s.took().toMillis(), s.weighed(), s.endgames());
        }
        Collections.sort(proofMillis);
        int n = proofMillis.size();
        System.out.printf("%d pre-endgames: %d proven within %s, %d not; time to a proof median %d ms, p90 %d ms, max %d ms; "
                + "median over all (a position not proven counted as the cap) %d ms%n", positions, n, cap, unproven,
                n == 0 ? 0 : proofMillis.get(n / 2), n == 0 ? 0 : proofMillis.get(n * 9 / 10), n == 0 ? 0 : proofMillis.get(n - 1),
                medianAll(proofMillis, unproven, cap.toMillis()));
    }

    private static long medianAll(List<Long> proven, int unproven, long cap) {
        List<Long> all = new ArrayList<>(proven);
        for (int i = 0; i < unproven; i++) {
            all.add(cap);
        }
        Collections.sort(all);
        return all.isEmpty() ? 0 : all.get(all.size() / 2);
    }
}
