package chiffreslettres.examples;

import chiffreslettres.jeu.Census;
import chiffreslettres.jeu.Variant;

/**
 * The README's census: how many Countdown games (every selection of six tiles, every target 100–999)
 * can be solved exactly, by number of large tiles. Run as a test so that the README never rots.
 */
public final class RunACensus {

    private RunACensus() {
    }

    /** Runs the census on every processor; takes no arguments. */
    public static void main(String[] args) {
        // README-START
        Census.Report uk = Census.of(Variant.COUNTDOWN.numbers())
                .progress((done, total) -> { })                      // called from the worker threads
                .run();
        System.out.printf("%,d of %,d games solvable (%.2f %%)%n", uk.solvable(), uk.games(), uk.percentSolvable());
        for (Census.Row row : uk.byLarge()) {
            System.out.printf("%d large: %,d selections, %.2f %% solvable%n", row.large(), row.selections(),
                    row.percentSolvable());
        }
        // README-END
    }
}
