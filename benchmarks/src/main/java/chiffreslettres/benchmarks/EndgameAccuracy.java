package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Endgame;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How often the endgame solver's move within a time limit is a best move: endgames from self-play (level 5
 * against itself, English, the first position with the bag empty), each solved within the limit and without
 * one (up to a cap); the move within the limit is right when the spread it reaches, the rest solved
 * without a limit, equals the best; every search on THREADS threads. Usage: {@code java -cp benchmarks.jar
 * chiffreslettres.benchmarks.EndgameAccuracy [ENDGAMES [LIMIT_MS [CAP_S [SEED [THREADS]]]]]}.
 */
public final class EndgameAccuracy {

    private EndgameAccuracy() {
    }

    /** Runs the measure and prints one line an endgame, then the summary. */
    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        Duration limit = Duration.ofMillis(args.length > 1 ? Long.parseLong(args[1]) : 1000);
        Duration cap = Duration.ofSeconds(args.length > 2 ? Long.parseLong(args[2]) : 120);
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 20261125L;
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        Lexicon lexicon = Scrabble.lexicon(Language.ENGLISH);
        Leaves leaves = Scrabble.leaves(Language.ENGLISH);
        ScrabbleOpponent player = ScrabbleOpponent.level(5, leaves);
        int right = 0;
        int provenWithin = 0;
        int unproven = 0;
        List<Long> proofMillis = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed + i);
            while (!game.isOver() && game.bagSize() > 0) {
                game = game.apply(player.choose(game));
            }
            if (game.isOver()) {
                continue;
            }
            Endgame.Solution quick = Endgame.solve(game, Budget.ofTime(limit), threads);
            Endgame.Solution full = Endgame.solve(game, Budget.ofTime(cap), threads);
            if (!full.proven()) {
                unproven++;
                System.out.printf("%d: racks %s / %s, not proven within %s (depth %d)%n", i, game.rack(0), game.rack(1),
                        cap, full.depth());
                continue;
            }
            proofMillis.add(full.took().toMillis());
            provenWithin += quick.proven() ? 1 : 0;
            int me = game.toMove();
            ScrabbleGame next = game.apply(quick.action());
            int reached = next.score(me) - next.score(1 - me) - (game.score(me) - game.score(1 - me));
            if (!next.isOver()) {
                reached -= Endgame.solve(next, Budget.ofTime(cap), threads).spread();
            }
            boolean ok = reached == full.spread();
            right += ok ? 1 : 0;
            System.out.printf("%d: racks %s / %s, best %+d in %d ms (%,d nodes), within %s %s%+d%s%n", i, game.rack(me),
                    game.rack(1 - me), full.spread(), full.took().toMillis(), full.nodes(), limit,
                    quick.proven() ? "proven " : "", reached, ok ? "" : "  WRONG");
        }
        Collections.sort(proofMillis);
        int solved = proofMillis.size();
        System.out.printf("%d endgames proven (%d not within %s): the move within %s a best one in %d (%.1f %%), proven "
                + "within it in %d; time to a proof median %d ms, p90 %d ms, max %d ms%n", solved, unproven, cap, limit,
                right, 100.0 * right / Math.max(1, solved), provenWithin, solved == 0 ? 0 : proofMillis.get(solved / 2),
                solved == 0 ? 0 : proofMillis.get(solved * 9 / 10), solved == 0 ? 0 : proofMillis.get(solved - 1));
    }
}
