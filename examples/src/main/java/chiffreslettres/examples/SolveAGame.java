package chiffreslettres.examples;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Step;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.time.Duration;

/**
 * The README's first example: solve a game, print its best answer as steps, then list the distinct
 * solutions of another game. Run as a test so that the README never shows code that does not compile.
 */
public final class SolveAGame {

    private SolveAGame() {
    }

    /** Prints the answers; takes no arguments. */
    public static void main(String[] args) {
        // README-START
        Result r = Chiffres.solve(594, 8, 5, 75, 100, 9, 3);     // target first, then the tiles
        System.out.println(r.isExact() + " in " + r.steps() + " steps: " + r.best().toInfix());
        for (Step step : r.best().toSteps()) {
            System.out.println("  " + step);                      // 75 × 8 = 600 ...
        }
        Result all = Chiffres.target(765).tiles(1, 3, 7, 10, 25, 50)
                .strategy(SearchStrategy.subsetDynamicProgramming()).equivalence(Equivalence.ALGEBRAIC)
                .limit(5).budget(Duration.ofSeconds(1)).solve();
        System.out.println(all.solutionCount() + " distinct ways to make 765, the first five:");
        for (Expression e : all.solutions()) {
            System.out.println("  " + e.toInfix());
        }
        // README-END
    }
}
