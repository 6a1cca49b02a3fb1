package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A leave table with a model: a leave it lacks is valued by the model, and the text keeps both. */
class LeavesTest {

    private static final TileSet EN = TileSet.english();

    @Test
    void aLeaveMissingFromTheTableIsValuedByTheModelAndTheTextKeepsIt() {
        double[] tiles = new double[EN.size() + 1];
        tiles[EN.tileOf("Q")] = -5;
        tiles[EN.tileOf("S")] = 8;
        tiles[EN.size()] = 20;
        double[] sizes = {0, -1, -2, -3, -4, -5, -6};
        Leaves.Model model = new Leaves.Model(tiles, sizes, -3);
        Leaves leaves = Leaves.of(EN, "test", Map.of("S", 9.5), Map.of("S", 40L), model);
        assertThat(leaves.value("S")).isEqualTo(9.5);
        // QQ: size 2 (-2), two Qs (-10), one duplicate (-3).
        assertThat(leaves.value("QQ")).isEqualTo(-15.0);
        // S S ?: size 3 (-3), 8 + 8 + 20, one duplicate (-3).
        assertThat(leaves.value("SS?")).isEqualTo(30.0);
        assertThat(leaves.value("-")).isEqualTo(0.0);
        Leaves back = Leaves.read(EN, new BufferedReader(new StringReader(leaves.toText())));
        for (String leave : new String[] {"S", "QQ", "SS?", "-", "AEINRT"}) {
            assertThat(back.value(leave)).as(leave).isEqualTo(leaves.value(leave));
        }
        assertThat(leaves.toText()).contains("S\t9.50\t40\n", "@Q\t-5.000\n", "@?\t20.000\n", "@size6\t-6.000\n",
                "@duplicates\t-3.000\n");
        assertThatThrownBy(() -> new Leaves.Model(tiles, Arrays.copyOf(sizes, 6), 0)).hasMessageContaining("sizes");
        assertThatThrownBy(() -> Leaves.of(EN, "bad", Map.of(), Map.of(), new Leaves.Model(new double[3], sizes, 0)))
                .hasMessageContaining("a weight per tile");
    }
}
