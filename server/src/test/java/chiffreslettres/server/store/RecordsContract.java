package chiffreslettres.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.ratings.Glicko2;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What every database keeps the same way: results, their leaderboard, a player's figures, names. */
abstract class RecordsContract {

    /** The records under test, on a database with the schema migrated and no rows. */
    abstract Records records();

    private static final LocalDate DAY = LocalDate.of(2026, 11, 24);

    @Test
    void theFirstResultOfADayCountsAndTheLeaderboardRanksTies() {
        Records r = records();
        r.player("a0000000-0000-0000-0000-000000000001", "Ann");
        r.player("b0000000-0000-0000-0000-000000000002", null);
        r.player("c0000000-0000-0000-0000-000000000003", "<script>alert(1)</script>");
        Instant t = Instant.parse("2026-11-24T10:00:00Z");
        assertThat(r.saveDailyResult(new Records.DailyResult("countdown", DAY, "a0000000-0000-0000-0000-000000000001", 40, t)).points())
                .isEqualTo(40);
        // A second result the same day keeps the first, its instant read back as written.
        Records.DailyResult kept = r.saveDailyResult(new Records.DailyResult("countdown", DAY,
                "a0000000-0000-0000-0000-000000000001", 99, t.plusSeconds(60)));
        assertThat(kept.points()).isEqualTo(40);
        assertThat(kept.at()).isEqualTo(t);
        r.saveDailyResult(new Records.DailyResult("countdown", DAY, "b0000000-0000-0000-0000-000000000002", 55, t.plusSeconds(5)));
        r.saveDailyResult(new Records.DailyResult("countdown", DAY, "c0000000-0000-0000-0000-000000000003", 40, t.plusSeconds(9)));
        r.saveDailyResult(new Records.DailyResult("digits", DAY, "c0000000-0000-0000-0000-000000000003", 7, t));
        List<Records.Standing> board = r.leaderboard("countdown", DAY, 10);
        assertThat(board).containsExactly(new Records.Standing(1, null, 55), new Records.Standing(2, "Ann", 40),
                new Records.Standing(2, "<script>alert(1)</script>", 40));
        assertThat(r.leaderboard("countdown", DAY, 1)).hasSize(1);
        assertThat(r.rank("countdown", DAY, "c0000000-0000-0000-0000-000000000003")).contains(2);
        assertThat(r.rank("countdown", DAY.minusDays(1), "c0000000-0000-0000-0000-000000000003")).isEmpty();
        r.player("a0000000-0000-0000-0000-000000000001", "Anne");
        assertThat(r.leaderboard("countdown", DAY, 10).get(1).name()).isEqualTo("Anne");
        r.player("a0000000-0000-0000-0000-000000000001", null);
        assertThat(r.leaderboard("countdown", DAY, 10).get(1).name()).isEqualTo("Anne");
    }

    @Test
    void aPlayersFiguresAddUpTheirDays() {
        Records r = records();
        String id = "d0000000-0000-0000-0000-000000000004";
        assertThat(r.stats(id)).isEqualTo(new Records.PlayerStats(0, 0, 0, 0, 0, 0, 0, 0));
        r.player(id, "Dee");
        Instant t = Instant.parse("2026-11-20T08:00:00Z");
        for (int i = 0; i < 4; i++) {
            r.saveDailyResult(new Records.DailyResult("countdown", DAY.minusDays(i), id, 10 * (i + 1), t.plusSeconds(i)));
        }
        assertThat(r.stats(id)).isEqualTo(new Records.PlayerStats(4, 100, 40, 25.0, 0, 0, 0, 0));
    }

    @Test
    void aFinishedRoomRecordsItsPlayersResultsOnceAndLeavesTheOpenRooms() {
        Records r = records();
        String ann = "e0000000-0000-0000-0000-000000000005";
        String bob = "f0000000-0000-0000-0000-000000000006";
        r.saveRoom(room("0123456789abcdef01234567", false, List.of()));
        assertThat(r.openRooms(SINCE, 100)).extracting(Records.SavedRoom::code).containsExactly("0123456789abcdef01234567");
        List<Records.RoomResult> results = List.of(new Records.RoomResult(0, ann, 350, 1, Records.Outcome.WON),
                new Records.RoomResult(1, bob, 290, 2, Records.Outcome.LOST));
        r.saveRoom(room("0123456789abcdef01234567", true, results));
        // Saved again once finished (a late change): the results stay counted once.
        r.saveRoom(room("0123456789abcdef01234567", true, results));
        assertThat(r.openRooms(SINCE, 100)).isEmpty();
        r.saveRoom(room("fedcba9876543210fedcba98", true, List.of(new Records.RoomResult(2, ann, 40, 1, Records.Outcome.DRAWN))));
        assertThat(r.stats(ann)).isEqualTo(new Records.PlayerStats(0, 0, 0, 0, 2, 1, 1, 0));
        assertThat(r.stats(bob)).isEqualTo(new Records.PlayerStats(0, 0, 0, 0, 1, 0, 0, 1));
    }

    @Test
    void aFinishedRoomIsRatedOnceEachSeatAgainstTheOthers() {
        Records r = records();
        String ann = "a1000000-0000-0000-0000-000000000001";
        String bob = "b1000000-0000-0000-0000-000000000002";
        String cy = "c1000000-0000-0000-0000-000000000003";
        assertThat(r.ratings(ann)).isEmpty();
        List<Records.RoomResult> results = List.of(new Records.RoomResult(0, ann, 350, 1, Records.Outcome.WON),
                new Records.RoomResult(1, bob, 290, 2, Records.Outcome.LOST));
        r.saveRoom(room("ab0000000000000000000001", true, results));
        r.saveRoom(room("ab0000000000000000000001", true, results));
        Glicko2.Rating fresh = Glicko2.Rating.unrated();
        Glicko2.Rating annAfter = Glicko2.rate(fresh, List.of(new Glicko2.Game(fresh, 1)), Glicko2.TAU);
        Glicko2.Rating bobAfter = Glicko2.rate(fresh, List.of(new Glicko2.Game(fresh, 0)), Glicko2.TAU);
        assertRating(r.ratings(ann), "scrabble", annAfter, 1);
        assertRating(r.ratings(bob), "scrabble", bobAfter, 1);
        // A duel of three: each seat plays the two others, all from the ratings before the game.
        r.saveRoom(new Records.SavedRoom("ab0000000000000000000002", "{}", 30, "[]", "{}", true, "countdown", List.of(
                new Records.RoomResult(0, ann, 40, 2, Records.Outcome.LOST), new Records.RoomResult(1, bob, 40, 2,
                        Records.Outcome.LOST), new Records.RoomResult(2, cy, 55, 1, Records.Outcome.WON))));
        Glicko2.Rating duelAnn = Glicko2.rate(fresh, List.of(new Glicko2.Game(fresh, 0.5), new Glicko2.Game(fresh, 0)),
                Glicko2.TAU);
        Glicko2.Rating duelCy = Glicko2.rate(fresh, List.of(new Glicko2.Game(fresh, 1), new Glicko2.Game(fresh, 1)),
                Glicko2.TAU);
        assertThat(r.ratings(ann)).extracting(Records.PlayerRating::kind).containsExactly("duel", "scrabble");
        assertRating(r.ratings(ann), "duel", duelAnn, 1);
        assertRating(r.ratings(cy), "duel", duelCy, 1);
        assertRating(r.ratings(ann), "scrabble", annAfter, 1);
        // A second Scrabble game starts from the first's ratings.
        r.saveRoom(room("ab0000000000000000000003", true, List.of(new Records.RoomResult(0, ann, 300, 2, Records.Outcome.LOST),
                new Records.RoomResult(1, bob, 310, 1, Records.Outcome.WON))));
        assertRating(r.ratings(ann), "scrabble", Glicko2.rate(annAfter, List.of(new Glicko2.Game(bobAfter, 0)), Glicko2.TAU), 2);
        // One seat with an id has no one to be rated against.
        r.saveRoom(room("ab0000000000000000000004", true, List.of(new Records.RoomResult(0, cy, 300, 1, Records.Outcome.WON))));
        assertThat(r.ratings(cy)).extracting(Records.PlayerRating::kind).containsExactly("duel");
    }

    @Test
    void gamesOfOnePlayerFinishedAtOnceAreEachRatedOnce() throws Exception {
        Records r = records();
        String ann = "a2000000-0000-0000-0000-000000000001";
        int rooms = 16;
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
        java.util.concurrent.ExecutorService threads = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
            for (int t = 0; t < 2; t++) {
                int half = t;
                done.add(threads.submit(() -> {
                    start.await();
                    for (int i = half; i < rooms; i += 2) {
                        String other = String.format("b2%06d-0000-0000-0000-000000000000", i);
                        r.saveRoom(room(String.format("cd%022d", i), true, List.of(
                                new Records.RoomResult(0, ann, 300 + i, 1, Records.Outcome.WON),
                                new Records.RoomResult(1, other, 200, 2, Records.Outcome.LOST))));
                    }
                    return null;
                }));
            }
            for (var f : done) {
                f.get();
            }
        } finally {
            threads.shutdownNow();
        }
        // No update lost: every game counted, each win raising the rating from the one before.
        Records.PlayerRating rating = r.ratings(ann).get(0);
        assertThat(rating.games()).isEqualTo(rooms);
        assertThat(r.stats(ann).won()).isEqualTo(rooms);
        Glicko2.Rating sequential = Glicko2.Rating.unrated();
        for (int i = 0; i < rooms; i++) {
            sequential = Glicko2.rate(sequential, List.of(new Glicko2.Game(Glicko2.Rating.unrated(), 1)), Glicko2.TAU);
        }
        // Every opponent was new, so the order does not matter: the same as one after the other.
        assertThat(rating.rating()).isCloseTo(sequential.rating(), org.assertj.core.api.Assertions.within(1e-6));
        assertThat(rating.deviation()).isCloseTo(sequential.deviation(), org.assertj.core.api.Assertions.within(1e-6));
    }

    private static void assertRating(List<Records.PlayerRating> ratings, String kind, Glicko2.Rating expected, int games) {
        Records.PlayerRating r = ratings.stream().filter(x -> x.kind().equals(kind)).findFirst().orElseThrow();
        assertThat(r.rating()).isCloseTo(expected.rating(), org.assertj.core.api.Assertions.within(1e-6));
        assertThat(r.deviation()).isCloseTo(expected.deviation(), org.assertj.core.api.Assertions.within(1e-6));
        assertThat(r.volatility()).isCloseTo(expected.volatility(), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(r.games()).isEqualTo(games);
    }

    /** Long enough ago that every room saved by a test counts as changed since. */
    private static final java.time.Instant SINCE = java.time.Instant.parse("2020-01-01T00:00:00Z");

    @Test
    void aClosedRoomAStaleOneAndOnesBeyondTheCapAreNeverTakenUpAgain() {
        Records r = records();
        for (String code : List.of("aa0000000000000000000001", "aa0000000000000000000002", "aa0000000000000000000003",
                "aa0000000000000000000004")) {
            r.saveRoom(room(code, false, List.of()));
        }
        r.closeRoom("aa0000000000000000000001");
        r.closeRoom("0000000000000000000000ff");
        List<Records.SavedRoom> open = r.openRooms(SINCE, 2);
        assertThat(open).hasSize(2).extracting(Records.SavedRoom::code).doesNotContain("aa0000000000000000000001");
        // The one beyond the cap was closed: the next restart takes up the same two, and nothing more.
        assertThat(r.openRooms(SINCE, 100)).extracting(Records.SavedRoom::code)
                .containsExactlyInAnyOrderElementsOf(open.stream().map(Records.SavedRoom::code).toList());
        // Nothing changed after now: every open room is stale and closed.
        assertThat(r.openRooms(java.time.Instant.now().plusSeconds(60), 100)).isEmpty();
        assertThat(r.openRooms(SINCE, 100)).isEmpty();
    }

    @Test
    void onlyRoomsUnchangedSinceAnInstantAreClosedAsStale() {
        Records r = records();
        r.saveRoom(room("bb0000000000000000000001", false, List.of()));
        r.saveRoom(room("bb0000000000000000000002", true, List.of()));
        // Nothing changed before 2020: nothing closed.
        r.closeStaleRooms(SINCE);
        assertThat(r.openRooms(SINCE, 100)).extracting(Records.SavedRoom::code).containsExactly("bb0000000000000000000001");
        // Everything changed before a minute from now: the open room closed, never taken up again.
        r.closeStaleRooms(java.time.Instant.now().plusSeconds(60));
        assertThat(r.takeRoom("bb0000000000000000000001", SINCE, null)).isEmpty();
        assertThat(r.openRooms(SINCE, 100)).isEmpty();
    }

    private static Records.SavedRoom room(String code, boolean finished, List<Records.RoomResult> results) {
        return new Records.SavedRoom(code, "{\"game\":\"scrabble\"}", 60, "[]", "{}", finished, "scrabble-en", results);
    }

    @Test
    void aRegisteredPlayerHoldsOnlyTheirOwnSecretsHash() {
        Records r = records();
        String id = "d0000000-0000-4000-8000-0000000000d1";
        String hash = "ab".repeat(32);
        r.register(id, hash);
        assertThat(r.holds(id, hash)).isTrue();
        assertThat(r.holds(id, "cd".repeat(32))).isFalse();
        assertThat(r.holds("d0000000-0000-4000-8000-0000000000d2", hash)).isFalse();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> r.register(id, hash))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("is taken");
        // A player made before secrets (by a result or a seat) holds none.
        r.player("d0000000-0000-4000-8000-0000000000d3", "Old");
        assertThat(r.holds("d0000000-0000-4000-8000-0000000000d3", hash)).isFalse();
    }

    @Test
    void aTransferCodeAddsADeviceOnceBeforeItExpires() {
        Records r = records();
        String id = "e0000000-0000-4000-8000-0000000000e1";
        String first = "ab".repeat(32);
        r.register(id, first);
        Instant now = Instant.parse("2026-11-28T10:00:00Z");
        r.saveTransfer("c1".repeat(32), id, now.plusSeconds(600));
        // A new code replaces the player's earlier one.
        r.saveTransfer("c2".repeat(32), id, now.plusSeconds(600));
        assertThat(r.takeTransfer("c1".repeat(32), now)).isEmpty();
        assertThat(r.takeTransfer("c2".repeat(32), now)).contains(id);
        assertThat(r.takeTransfer("c2".repeat(32), now)).as("used once").isEmpty();
        r.saveTransfer("c3".repeat(32), id, now.plusSeconds(600));
        assertThat(r.takeTransfer("c3".repeat(32), now.plusSeconds(600))).as("expired").isEmpty();
        assertThat(r.displayName(id)).isEmpty();
        r.player(id, "Eve");
        assertThat(r.displayName(id)).contains("Eve");
        r.addSecret(id, "de".repeat(32));
        assertThat(r.holds(id, first)).isTrue();
        assertThat(r.holds(id, "de".repeat(32))).isTrue();
        assertThat(r.holds(id, "ef".repeat(32))).isFalse();
        assertThat(r.holds("e0000000-0000-4000-8000-0000000000e2", "de".repeat(32))).isFalse();
    }

    @Test
    void aPlayersDailyResultsComeNewestFirst() {
        Records r = records();
        String id = "f0000000-0000-4000-8000-0000000000f1";
        r.player(id, null);
        Instant t = Instant.parse("2026-11-20T08:00:00Z");
        r.saveDailyResult(new Records.DailyResult("countdown", DAY.minusDays(2), id, 12, t));
        r.saveDailyResult(new Records.DailyResult("digits", DAY, id, 30, t.plusSeconds(5)));
        r.saveDailyResult(new Records.DailyResult("countdown", DAY, id, 18, t.plusSeconds(9)));
        r.player("a0000000-0000-0000-0000-000000000001", null);
        r.saveDailyResult(new Records.DailyResult("countdown", DAY, "a0000000-0000-0000-0000-000000000001", 50, t));
        assertThat(r.dailyResults(id, 10)).containsExactly(
                new Records.DailyResult("countdown", DAY, id, 18, t.plusSeconds(9)),
                new Records.DailyResult("digits", DAY, id, 30, t.plusSeconds(5)),
                new Records.DailyResult("countdown", DAY.minusDays(2), id, 12, t));
        assertThat(r.dailyResults(id, 1)).hasSize(1);
    }
}
