package chiffreslettres.examples;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;

/**
 * The README's 24 game: every card used once, fractions allowed on the way. Run as a test so that the
 * README never rots.
 */
public final class PlayTwentyFour {

    private PlayTwentyFour() {
    }

    /** Solves two classic deals; takes no arguments. */
    public static void main(String[] args) {
        // README-START
        for (long[] deal : new long[][] {{1, 5, 5, 5}, {3, 3, 8, 8}}) {
            Result r = Chiffres.target(24).tiles(deal).rules(Rules.twentyFour()).solve();
            System.out.println(r.best().toInfix() + " = " + r.best().exactValue());
        }
        // README-END
    }
}
