package chiffreslettres.server.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.server.store.Records.DailyResult;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Streaks, bands and the latest days of one show's daily results. */
class DailyFiguresTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 11, 28);

    private static DailyResult on(int daysAgo, int points) {
        return new DailyResult("countdown", TODAY.minusDays(daysAgo), "p", points, Instant.EPOCH);
    }

    @Test
    void theStreakRunsToTodayOrYesterdayAndTheBestIsTheLongestRun() {
        // Played 9, 8, 7 (a run of 3), 4, 2, 1 days ago: yesterday ends a run of 2; today is not played yet.
        List<DailyResult> results = new ArrayList<>(List.of(on(1, 31), on(9, 5), on(2, 12), on(8, 0), on(7, 19), on(4, 40)));
        DailyFigures f = DailyFigures.of(results, TODAY);
        assertThat(f.days()).isEqualTo(6);
        assertThat(f.streak()).isEqualTo(2);
        assertThat(f.bestStreak()).isEqualTo(3);
        assertThat(f.distribution()).isEqualTo(Map.of(0, 2, 10, 2, 20, 0, 30, 1, 40, 1));
        assertThat(f.recent()).extracting(DailyResult::day).containsExactly(TODAY.minusDays(1), TODAY.minusDays(2),
                TODAY.minusDays(4), TODAY.minusDays(7), TODAY.minusDays(8), TODAY.minusDays(9));
        // Today played extends it; a day missed before yesterday breaks it.
        results.add(on(0, 3));
        assertThat(DailyFigures.of(results, TODAY).streak()).isEqualTo(3);
        assertThat(DailyFigures.of(results, TODAY.plusDays(2)).streak()).isZero();
        assertThat(DailyFigures.of(List.of(), TODAY)).isEqualTo(new DailyFigures(0, 0, 0, Map.of(0, 0), List.of()));
    }

    @Test
    void recentKeepsTheLatestFortnightAndOneShowAtATime() {
        List<DailyResult> results = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            results.add(on(i, i));
        }
        DailyFigures f = DailyFigures.of(results, TODAY);
        assertThat(f.recent()).hasSize(DailyFigures.RECENT).first().isEqualTo(on(0, 0));
        assertThat(f.streak()).isEqualTo(30);
        assertThat(f.bestStreak()).isEqualTo(30);
        assertThatThrownBy(() -> DailyFigures.of(List.of(on(0, 1),
                new DailyResult("digits", TODAY, "p", 1, Instant.EPOCH)), TODAY)).hasMessageContaining("one show");
    }
}
