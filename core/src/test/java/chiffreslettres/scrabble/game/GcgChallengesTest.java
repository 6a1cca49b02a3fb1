package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A club game's record replayed whole: a phony played and taken back, a challenge bonus, a time penalty and
 * the end-of-game racks, every total added up; scores counted by hand on the standard board.
 */
class GcgChallengesTest {

    private static final Lexicon CLUB = Lexicon.of("club", TileSet.english(), List.of("JO", "ZA", "QI", "OX"));

    /** JO on the centre (8 + 1, doubled), QO a phony with Q on a double letter (10 x 2 + 1). */
    private static String record(String withdrawal, String penaltyTotal) {
        return String.join("\n", "#lexicon NWL2023", "#player1 ann Ann", "#player2 bob Bob",
                ">ann: JOKERSA 8H JO +18 18",
                ">bob: QIXWZUE I7 Q. +21 21",
                ">bob: QIXWZUE -- " + withdrawal,
                ">ann: KERSAEE (challenge) +5 23",
                ">bob: QIXWZUE (time) -10 " + penaltyTotal,
                ">ann: (QI) +22 45",
                ">bob: QI (QI) -11 -21", "");
    }

    @Test
    void aPhonyTakenBackABonusAPenaltyAndTheRacksAddUp() {
        List<GcgReplay.Position> positions = GcgReplay.positions(CLUB, Gcg.read(record("-21 0", "-10")));
        assertThat(positions).extracting(p -> p.line().kind()).containsExactly(GcgRecord.Kind.PLAY, GcgRecord.Kind.PLAY,
                GcgRecord.Kind.WITHDRAWN, GcgRecord.Kind.CHALLENGE_BONUS, GcgRecord.Kind.TIME_PENALTY, GcgRecord.Kind.END,
                GcgRecord.Kind.END);
        assertThat(positions).noneMatch(GcgReplay.Position::scoreDiffers).noneMatch(GcgReplay.Position::totalDiffers);
        assertThat(positions.get(1).withdrawn()).isTrue();
        assertThat(positions.get(1).move().score()).isEqualTo(21);
        // The phony leaves the board: the next position's board is the one after JO alone.
        assertThat(positions.get(3).before().tileCount()).isEqualTo(2);
        assertThat(positions).extracting(GcgReplay.Position::total).containsExactly(18, 21, 0, 23, -10, 45, -21);
    }

    @Test
    void aWrongWithdrawalOrTotalIsFoundOnItsLine() {
        // The withdrawal takes 20 where the phony scored 21 (its total follows it: 1); the penalty's total
        // then says -10 where the lines add up to 1 - 10 = -9, and so does the last line (-21 for -20).
        List<GcgReplay.Position> positions = GcgReplay.positions(CLUB, Gcg.read(record("-20 1", "-10")));
        assertThat(positions.get(2).scoreDiffers()).isTrue();
        assertThat(positions.get(2).expected()).isEqualTo(-21);
        assertThat(positions.get(2).totalDiffers()).isFalse();
        assertThat(positions.get(4).totalDiffers()).isTrue();
        assertThat(positions.get(4).total()).isEqualTo(-9);
        assertThat(positions.get(6).totalDiffers()).isTrue();
        assertThat(positions.get(6).total()).isEqualTo(-20);
        assertThat(positions.get(5).totalDiffers()).isFalse();
    }

    @Test
    void aPhonyNotTakenBackIsRefusedAndAWithdrawalWithoutAPlayToo() {
        String kept = record("-21 0", "-10").replace(">bob: QIXWZUE -- -21 0\n", "");
        assertThatThrownBy(() -> GcgReplay.positions(CLUB, Gcg.read(kept))).hasMessageContaining("QO is not a word");
        String alone = String.join("\n", "#player1 ann Ann", "#player2 bob Bob", ">ann: JOKERSA -- -5 -5", "");
        assertThatThrownBy(() -> GcgReplay.positions(CLUB, Gcg.read(alone))).hasMessageContaining("follows no play");
    }

    @Test
    void aByteOrderMarkAndWindowsLineEndsAreRead() {
        GcgRecord record = Gcg.read("\uFEFF#player1 ann Ann\r\n#player2 bob Bob\r\n>bob: JOKERSA 8H JO +18 18\r\n");
        assertThat(record.players()).containsExactly("Ann", "Bob");
        assertThat(record.lines()).singleElement().satisfies(line -> assertThat(line.player()).isEqualTo(1));
    }

    @Test
    void numbersBeyondAnyGameAreRefusedOnTheirLine() {
        String players = "#player1 ann Ann\n#player2 bob Bob\n";
        assertThat(Gcg.read(players + ">ann: JOKERSA 8H JO +1000000 -1000000\n").lines().get(0).score()).isEqualTo(1_000_000);
        assertThatThrownBy(() -> Gcg.read(players + ">ann: JOKERSA 8H JO +1000001 18\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("GCG line 3: the score +1000001 is out of range (at most 1000000 points)");
        assertThatThrownBy(() -> Gcg.read(players + ">ann: JOKERSA 8H JO +18 99999999999999999999\n"))
                .hasMessage("GCG line 3: the total 99999999999999999999 is out of range (at most 1000000 points)");
        assertThatThrownBy(() -> Gcg.read("#id chiffres-lettres 99999999999999999999\n" + players))
                .hasMessage("GCG line 1: the #id seed 99999999999999999999 is out of range");
        GcgRecord farRow = Gcg.read(players + ">ann: JOKERSA 99999999999H JO +18 18\n");
        assertThatThrownBy(() -> GcgReplay.positions(CLUB, farRow)).hasMessage("GCG line 3: no position: 99999999999H");
    }
}
