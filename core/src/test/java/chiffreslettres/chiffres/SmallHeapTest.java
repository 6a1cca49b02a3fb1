package chiffreslettres.chiffres;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The searches of many tiles in a JVM of 256 MB of heap (the build runs this class alone with
 * {@code -Xmx256m}): every solution of seven tiles, a budgeted walk of eight, best answers of ten.
 */
@Tag("small-heap")
class SmallHeapTest {

    @Test
    void theHeapIsSmall() {
        assertThat(Runtime.getRuntime().maxMemory()).isLessThanOrEqualTo(256L << 20);
    }

    @Test
    void everySolutionOfSevenLargeTilesFitsIn256Megabytes() {
        Result result = Chiffres.target(1).tiles(100, 75, 50, 25, 97, 83, 61).budget(Duration.ofSeconds(30)).solve();
        assertThat(result.allSolutionsFound()).isTrue();
        assertThat(result.solutionCount()).isGreaterThan(100);
        assertThat(result.solutions()).hasSize(Chiffres.DEFAULT_LIMIT);
    }

    @Test
    void eightTilesAreWalkedWithinTheBudgetAndTheHeap() {
        Result result = Chiffres.target(9999).tiles(25, 50, 75, 100, 3, 6, 2, 7)
                .budget(Duration.ofSeconds(3)).solve();
        assertThat(result.problem().admits(result.best())).isTrue();
        assertThat(result.stats().termination()).isIn(Termination.COMPLETED, Termination.TIME_BUDGET_EXHAUSTED);
    }

    @Test
    void bestAnswersOfTenTilesFitIn256Megabytes() {
        Random random = new Random(20261123L);
        for (int game = 0; game < 40; game++) {
            long[] tiles = new long[10];
            for (int i = 0; i < tiles.length; i++) {
                tiles[i] = 1 + random.nextInt(100);
            }
            Result result = Chiffres.target(1 + random.nextInt(1_000_000)).tiles(tiles)
                    .strategy(SearchStrategy.bestAnswer()).budget(Duration.ofSeconds(2)).solve();
            assertThat(result.problem().admits(result.best())).isTrue();
        }
    }
}
