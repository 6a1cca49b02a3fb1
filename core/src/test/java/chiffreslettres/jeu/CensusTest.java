package chiffreslettres.jeu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Chiffres;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class CensusTest {

    @Test
    void theCountdownCensusCountsEverySelectionAndAgreesWithReachableOnASample() {
        AtomicLong lastDone = new AtomicLong();
        AtomicLong total = new AtomicLong();
        Census.Report uk = Census.of(Variant.COUNTDOWN.numbers()).parallelism(2)
                .progress((done, of) -> {
                    lastDone.accumulateAndGet(done, Math::max);
                    total.set(of);
                }).run();

        assertThat(uk.selectionCount()).isEqualTo(13_243);
        assertThat(uk.games()).isEqualTo(11_918_700);
        // selections by large tiles: C(4, l) times the multisets of 6 - l small tiles (1-10, twice each)
        assertThat(uk.byLarge()).extracting(Census.Row::selections).containsExactly(2_850L, 4 * 1_452L,
                6 * 615L, 4 * 210L, 55L);
        assertThat(uk.solvable()).isEqualTo(uk.selections().stream()
                .mapToLong(Census.Selection::reachableCount).sum());
        assertThat(uk.solvable()).isEqualTo(10_871_986L);
        assertThat(lastDone.get()).isEqualTo(total.get()).isPositive();

        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 40; i++) {
            Census.Selection s = uk.selections().get(random.nextInt(uk.selections().size()));
            long[] reachable = Chiffres.reachable(s.tiles().stream().mapToLong(Long::longValue).toArray());
            long inRange = Arrays.stream(reachable).filter(v -> v >= 100 && v <= 999).count();
            assertThat(s.reachableCount()).as("%s", s.tiles()).isEqualTo(inRange);
            long target = 100 + random.nextInt(900);
            assertThat(s.reaches(target)).isEqualTo(Arrays.binarySearch(reachable, target) >= 0);
        }
    }

    @Test
    void aSmallRoundCountsRowsByLargeTilesAndHonoursThePlayersChoice() {
        NumbersRound round = new NumbersRound(List.of(1L, 1L, 2L, 3L), List.of(10L, 20L), 3, 1, 2, true, 1, 60,
                Optional.empty(), List.of());
        Census.Report report = Census.of(round).parallelism(1).run();

        // one large: {10 or 20} x pairs of small {1 1, 1 2, 1 3, 2 3} = 8; two large: {10 20} x {1, 2, 3} = 3
        assertThat(report.byLarge()).extracting(Census.Row::large).containsExactly(1, 2);
        assertThat(report.byLarge()).extracting(Census.Row::selections).containsExactly(8L, 3L);
        assertThat(report.games()).isEqualTo(11 * 60);
        for (Census.Selection s : report.selections()) {
            long[] reachable = Chiffres.reachable(s.tiles().stream().mapToLong(Long::longValue).toArray());
            assertThat(s.reachableCount()).isEqualTo(Arrays.stream(reachable).filter(v -> v <= 60).count());
        }
        assertThat(report.percentSolvable()).isBetween(0.0, 100.0);
    }

    @Test
    void badSettingsAreRejectedAtOnce() {
        assertThatThrownBy(() -> Census.of(Variant.COUNTDOWN.numbers()).parallelism(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("parallelism");
        assertThatThrownBy(() -> Census.of(null)).isInstanceOf(NullPointerException.class);
    }
}
