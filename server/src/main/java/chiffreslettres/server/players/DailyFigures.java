package chiffreslettres.server.players;

import chiffreslettres.server.store.Records.DailyResult;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A player's figures for one daily show, from their results of that show: the days played, the current
 * streak (days in a row up to today, or up to yesterday when today is not played yet), the best streak,
 * how their points spread (in bands of {@link #BAND} points) and the latest days. Immutable.
 *
 * @param days         the days played
 * @param streak       the current streak, in days
 * @param bestStreak   the longest run of days in a row
 * @param distribution per band, its lowest points to the number of days in it, from 0 to the band of the best
 * @param recent       the latest days, newest first, at most {@link #RECENT}
 */
record DailyFigures(int days, int streak, int bestStreak, Map<Integer, Integer> distribution, List<DailyResult> recent) {

    /** The width of a band of the distribution, in points. */
    static final int BAND = 10;
    /** The latest days kept in {@link #recent}. */
    static final int RECENT = 14;

    /**
     * The figures of one show's results (any order), {@code today} being the player's own day.
     *
     * @throws IllegalArgumentException if the results are of several shows
     */
    static DailyFigures of(List<DailyResult> results, LocalDate today) {
        if (results.stream().map(DailyResult::variant).distinct().count() > 1) {
            throw new IllegalArgumentException("one show's results, got several shows'");
        }
        TreeSet<LocalDate> played = new TreeSet<>();
        int best = 0;
        for (DailyResult r : results) {
            played.add(r.day());
            best = Math.max(best, r.points());
        }
        int bestStreak = 0;
        int run = 0;
        LocalDate previous = null;
        for (LocalDate day : played) {
            run = previous != null && previous.plusDays(1).equals(day) ? run + 1 : 1;
            bestStreak = Math.max(bestStreak, run);
            previous = day;
        }
        int streak = 0;
        LocalDate day = played.contains(today) ? today : today.minusDays(1);
        while (played.contains(day)) {
            streak++;
            day = day.minusDays(1);
        }
        Map<Integer, Integer> bands = new TreeMap<>();
        for (int from = 0; from <= best; from += BAND) {
            bands.put(from, 0);
        }
        results.forEach(r -> bands.merge(Math.max(0, r.points()) / BAND * BAND, 1, Integer::sum));
        List<DailyResult> recent = new ArrayList<>(results);
        recent.sort((a, b) -> b.day().compareTo(a.day()));
        return new DailyFigures(played.size(), streak, bestStreak, java.util.Collections.unmodifiableMap(bands),
                List.copyOf(recent.subList(0, Math.min(RECENT, recent.size()))));
    }

    /** As JSON writes it: the counts, the distribution as [{from, to, days}], the recent days as [{day, points}]. */
    Map<String, Object> json() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("days", days);
        out.put("streak", streak);
        out.put("bestStreak", bestStreak);
        List<Map<String, Object>> spread = new ArrayList<>();
        distribution.forEach((from, n) -> spread.add(Map.of("from", from, "to", from + BAND - 1, "days", n)));
        out.put("distribution", spread);
        out.put("recent", recent.stream().map(r -> Map.<String, Object>of("day", r.day().toString(), "points", r.points()))
                .toList());
        return out;
    }
}
