package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.chiffres.Budget;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class EndgameTableTest {

    @Test
    void aTableHasASlotForEachPositionTheBudgetMayVisitWithinItsBounds() {
        assertThat(EndgameSearch.table(Budget.ofNodes(10_000)).slots()).isEqualTo(1 << 14);
        assertThat(EndgameSearch.table(Budget.ofNodes(16_384)).slots()).isEqualTo(1 << 14);
        assertThat(EndgameSearch.table(Budget.ofNodes(3)).slots()).isEqualTo(1 << 10);
        assertThat(EndgameSearch.table(Budget.ofTime(Duration.ofMillis(300))).slots()).isEqualTo(1 << 18);
        assertThat(EndgameSearch.table(Budget.ofTime(Duration.ofSeconds(1))).slots()).isEqualTo(1 << 18);
        assertThat(EndgameSearch.table(Budget.ofTime(Duration.ofSeconds(4))).slots()).isEqualTo(1 << 20);
        assertThat(EndgameSearch.table(Budget.ofTime(Duration.ofSeconds(20))).slots())
                .isEqualTo(1 << EndgameSearch.MAX_TABLE_BITS);
        assertThat(EndgameSearch.table(Budget.unlimited()).slots()).isEqualTo(1 << EndgameSearch.MAX_TABLE_BITS);
        assertThat(EndgameSearch.table(Budget.ofTime(Duration.ofSeconds(1)).withNodes(5_000)).slots()).isEqualTo(1 << 13);
    }

    @Test
    void anEntryIsReadBackAsStoredAndAnotherKeyFindsNothing() {
        EndgameTable table = new EndgameTable(10);
        table.store(0x1234_5678_9ABC_DEF1L, -345, EndgameTable.UPPER, 7, 41);
        table.store(0x0FED_CBA9_8765_4321L, 1_000, EndgameTable.EXACT, EndgameTable.COMPLETE + 5, -1);
        assertThat(table.find(0x1234_5678_9ABC_DEF1L)).isEqualTo(new EndgameTable.Entry(-345, EndgameTable.UPPER, 7, 41));
        assertThat(table.find(0x0FED_CBA9_8765_4321L))
                .isEqualTo(new EndgameTable.Entry(1_000, EndgameTable.EXACT, EndgameTable.COMPLETE, -1));
        assertThat(table.find(0x1234_5678_9ABC_DEF2L)).isNull();
        assertThat(table.find(0)).isNull();
    }
}
