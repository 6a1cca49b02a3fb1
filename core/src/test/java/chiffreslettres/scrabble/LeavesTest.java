package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
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

    @Test
    void aTableReadBackWritesTheSameTextEvenWhereItsValuesTieOnceWritten() {
        // Values that differ only beyond the hundredth: written alike, so their order must not rest on the rest.
        Random random = new Random(29);
        Map<String, Double> values = new HashMap<>();
        String[] leaves = {"A", "B", "C", "D", "E", "F", "G", "AB", "CD", "EF", "GH", "IJ", "KL", "MN", "S?"};
        for (String leave : leaves) {
            values.put(leave, 15.67 + (random.nextDouble() - 0.5) / 100);
        }
        Leaves table = Leaves.of(EN, "ties", values);
        String text = table.toText();
        assertThat(text.lines().filter(l -> l.contains("\t15.67"))).hasSizeGreaterThan(3);
        assertThat(Leaves.read(EN, new BufferedReader(new StringReader(text))).toText()).isEqualTo(text);
    }

    @Test
    void everyLeaveOfABigTableIsFoundAndEveryPartOfARackIsValuedAsItsLeave() {
        Random random = new Random(20261126L);
        String letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ?";
        Map<String, Double> table = new HashMap<>();
        while (table.size() < 3000) {
            char[] leave = new char[random.nextInt(7)];
            for (int i = 0; i < leave.length; i++) {
                leave[i] = letters.charAt(random.nextInt(letters.length()));
            }
            Arrays.sort(leave);
            // Written as the test reads a part: letters in order, then the blanks ('?' sorts first).
            String text = new String(leave).replace("?", "") + new String(leave).replaceAll("[^?]", "");
            table.put(text.isEmpty() ? "-" : text, Math.round(random.nextGaussian() * 1000) / 100.0);
        }
        double[] weights = new double[EN.size() + 1];
        for (int t = 0; t < weights.length; t++) {
            weights[t] = t - 10;
        }
        double[] sizes = {0, -1, -2, -3, -4, -5, -6};
        Leaves leaves = Leaves.of(EN, "test", table, Map.of(), new Leaves.Model(weights, sizes, -3));
        table.forEach((leave, value) -> assertThat(leaves.value(leave)).as(leave).isEqualTo(value));
        for (int r = 0; r < 500; r++) {
            int[] counts = new int[EN.size()];
            int blanks = random.nextInt(3);
            for (int i = blanks; i < TileSet.RACK_SIZE; i++) {
                counts[random.nextInt(EN.size())]++;
            }
            RackParts parts = new RackParts(counts, blanks);
            double[] values = parts.leaveValues(leaves);
            for (int p = 0; p < parts.size(); p++) {
                // The plain way: the part written out, looked up, else the model's sum.
                int[] c = parts.counts(p);
                StringBuilder written = new StringBuilder();
                int size = parts.blanks(p);
                int dups = Math.max(0, size - 1);
                double model = size * weights[EN.size()];
                for (int t = 0; t < c.length; t++) {
                    written.append(EN.face(t).repeat(c[t]));
                    size += c[t];
                    dups += Math.max(0, c[t] - 1);
                    model += c[t] * weights[t];
                }
                written.append("?".repeat(parts.blanks(p)));
                String leave = written.length() == 0 ? "-" : written.toString();
                double expected = table.getOrDefault(leave, model + sizes[Math.min(size, 6)] - 3.0 * dups);
                assertThat(values[p]).as(leave).isEqualTo(expected);
            }
        }
    }
}
