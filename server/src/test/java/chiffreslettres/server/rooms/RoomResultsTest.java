package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.store.Records.Outcome;
import chiffreslettres.server.store.Records;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A finished room's results: places by points, equal points sharing one, and only players who gave an id. */
class RoomResultsTest {

    private static final String A = "a0000000-0000-0000-0000-000000000001";
    private static final String B = "b0000000-0000-0000-0000-000000000002";
    private static final String C = "c0000000-0000-0000-0000-000000000003";

    private static Room.SeatRecord seat(String player) {
        return new Room.SeatRecord("x", "t", player);
    }

    @Test
    void theMostPointsWinAloneOrShareFirstPlace() {
        assertThat(RoomPersistence.results(List.of(seat(A), seat(B), seat(C)), new int[] {30, 50, 30})).containsExactly(
                new Records.RoomResult(0, A, 30, 2, Outcome.LOST), new Records.RoomResult(1, B, 50, 1, Outcome.WON),
                new Records.RoomResult(2, C, 30, 2, Outcome.LOST));
        assertThat(RoomPersistence.results(List.of(seat(A), seat(B), seat(C)), new int[] {50, 50, 10})).containsExactly(
                new Records.RoomResult(0, A, 50, 1, Outcome.DRAWN), new Records.RoomResult(1, B, 50, 1, Outcome.DRAWN),
                new Records.RoomResult(2, C, 10, 3, Outcome.LOST));
    }

    @Test
    void aSeatWithoutAPlayerIdIsNotRecorded() {
        assertThat(RoomPersistence.results(List.of(seat(null), seat(B)), new int[] {70, 20})).containsExactly(
                new Records.RoomResult(1, B, 20, 2, Outcome.LOST));
    }
}
