package chiffreslettres.server.daily;

import chiffreslettres.server.http.ApiException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Which days the daily routes serve, checked before anything reads or stores a date: a day's puzzles
 * from {@link #FIRST} until the newest day begun somewhere (the day at UTC+14), and results recorded
 * only for a day being played somewhere (from the day at UTC−12 to the day at UTC+14). Stateless.
 */
public final class DailyDates {

    /** The first day served. */
    static final LocalDate FIRST = LocalDate.of(2000, 1, 1);
    /** The first time zone to start a day, and the last to end one. */
    private static final ZoneOffset EARLIEST = ZoneOffset.ofHours(14);
    private static final ZoneOffset LATEST = ZoneOffset.ofHours(-12);

    private DailyDates() {
    }

    /** The newest day begun somewhere at {@code now}. */
    public static LocalDate newestBegun(Instant now) {
        return LocalDate.ofInstant(now, EARLIEST);
    }

    /** The oldest day still being played somewhere at {@code now}. */
    static LocalDate oldestPlayed(Instant now) {
        return LocalDate.ofInstant(now, LATEST);
    }

    /** Whether the day is over everywhere at {@code now}. */
    static boolean overEverywhere(LocalDate date, Instant now) {
        return date.isBefore(oldestPlayed(now));
    }

    /**
     * A day whose puzzles may be given.
     *
     * @throws ApiException 422 naming the rule for a day before {@link #FIRST} or not yet begun anywhere
     */
    static LocalDate served(LocalDate date, Instant now) {
        if (date.isBefore(FIRST) || date.isAfter(newestBegun(now))) {
            throw new ApiException(422, "Day not served", "'date': a day's puzzles are given from " + FIRST
                    + " to the newest day begun somewhere (UTC+14), " + newestBegun(now) + " now; got " + date, "date", 0);
        }
        return date;
    }

    /**
     * A day a result may be recorded for.
     *
     * @throws ApiException 422 naming the rule for a day not being played anywhere now
     */
    public static LocalDate played(LocalDate date, Instant now) {
        if (date.isBefore(oldestPlayed(now)) || date.isAfter(newestBegun(now))) {
            throw new ApiException(422, "Day not being played", "'date': results are recorded for a day being played "
                    + "somewhere (UTC−12 to UTC+14): " + oldestPlayed(now) + " to " + newestBegun(now) + " now; got "
                    + date, "date", 0);
        }
        return date;
    }
}
