package chiffreslettres.examples;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Analysis;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.Verdict;
import java.util.SplittableRandom;

/**
 * The README's "play a round": draw a Countdown numbers game from a seed, judge a player's answer,
 * score it and show the best one. Run as a test so that the README never rots.
 */
public final class PlayARound {

    private PlayARound() {
    }

    /** Plays one round with a fixed seed and a fixed answer; takes no arguments. */
    public static void main(String[] args) {
        // README-START
        Problem game = Draws.solvableNumbers(Variant.COUNTDOWN.numbers(), 2, new SplittableRandom(7));
        String answer = "50 * (25 - 5)";                              // what the player typed
        Verdict verdict = Referee.check(game, answer);
        int points = verdict instanceof Verdict.Accepted a ? Variant.COUNTDOWN.numbers().score(a.distance()) : 0;
        Analysis best = Analysis.of(game);
        System.out.println(game + "; you said " + answer + ": " + verdict);
        System.out.println(points + " points; best: " + best.result().best().toInfix()
                + " (hint: " + best.hint() + ", difficulty " + best.difficulty() + ")");
        // README-END
    }
}
