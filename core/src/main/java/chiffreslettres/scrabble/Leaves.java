package chiffreslettres.scrabble;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * What the tiles a move keeps on the rack (its leave) are worth, in points, for the equity of a move: its
 * score plus the value of its leave. A table of leaves of 0 to 6 tiles; a leave missing from it is worth
 * what the table's {@link Model} gives, or without one the sum of its tiles' one-tile values (0 for a tile
 * the table does not name either).
 *
 * <p>As text (tab-separated, {@code #} starts a comment line): {@code leave value [count]}, the leave
 * written as {@link TileSet} reads tiles ({@code ?} a blank, {@code -} the empty leave), the value a decimal
 * number, the count how many positions it was learned from; {@code # source: TEXT} names where it comes from;
 * the model's weights are lines {@code @A 1.2} (a tile, {@code @?} the blank), {@code @size0} to {@code
 * @size6} and {@code @duplicates}. Immutable and thread-safe.
 */
public final class Leaves {

    private final TileSet tiles;
    private final String source;
    /** Every tile number, each its own kind: a leave given as counts per tile is keyed and valued as one given by kinds. */
    private static final int[] EVERY_KIND = java.util.stream.IntStream.range(0, 64).toArray();

    private final Map<Long, Double> values;
    /** The table again, for lookups: per slot a leave's key plus one (0 for none), its value beside it. */
    private final long[] slotKeys;
    private final double[] slotValues;
    private final int slotShift;
    private final double[] single;
    private final Map<Long, Long> counts;
    private final Model model;

    /**
     * A model that values any leave: the weight of its size, plus each tile's weight, plus the duplicates'
     * weight times its tiles beyond the first of each kind.
     *
     * @param tiles      per tile number the weight of one such tile; the blank's last
     * @param sizes      per leave size 0 to 6, its weight
     * @param duplicates the weight of one duplicate
     */
    public record Model(double[] tiles, double[] sizes, double duplicates) {

        /** @throws IllegalArgumentException if there are not 7 sizes or a weight is not finite */
        public Model {
            tiles = tiles.clone();
            sizes = sizes.clone();
            if (sizes.length != TileSet.RACK_SIZE) {
                throw new IllegalArgumentException("sizes: a weight per size 0 to 6, got " + sizes.length);
            }
            for (double w : tiles) {
                finite(w);
            }
            for (double w : sizes) {
                finite(w);
            }
            finite(duplicates);
        }

        private static void finite(double w) {
            if (!Double.isFinite(w)) {
                throw new IllegalArgumentException("a model's weight is not a finite number: " + w);
            }
        }

        /** The value of a leave of {@code n} kinds of tile, {@code kind[i]} held {@code count[i]} times, and blanks. */
        double value(int[] kind, int[] count, int n, int blanks) {
            int size = blanks;
            int dups = Math.max(0, blanks - 1);
            double v = blanks * tiles[tiles.length - 1];
            for (int i = 0; i < n; i++) {
                size += count[i];
                dups += Math.max(0, count[i] - 1);
                v += count[i] * tiles[kind[i]];
            }
            return v + sizes[Math.min(size, sizes.length - 1)] + dups * duplicates;
        }
    }

    private Leaves(TileSet tiles, String source, Map<Long, Double> values, Map<Long, Long> counts, Model model) {
        this.tiles = tiles;
        this.source = source;
        this.values = values;
        int slots = Integer.highestOneBit(Math.max(2, values.size()) * 2);
        this.slotShift = 64 - Integer.numberOfTrailingZeros(slots);
        this.slotKeys = new long[slots];
        this.slotValues = new double[slots];
        values.forEach((key, value) -> {
            int i = slot(key);
            while (slotKeys[i] != 0) {
                i = (i + 1) & (slots - 1);
            }
            slotKeys[i] = key + 1;
            slotValues[i] = value;
        });
        this.counts = counts;
        this.model = model;
        this.single = new double[tiles.size() + 1];
        for (int t = -1; t < tiles.size(); t++) {
            int[] c = new int[tiles.size()];
            int b = 0;
            if (t < 0) {
                b = 1;
            } else {
                c[t] = 1;
            }
            single[t + 1] = values.getOrDefault(key(c, b), 0.0);
        }
    }

    /** No values: every leave is worth 0, so equity is the score. */
    public static Leaves none(TileSet tiles) {
        return new Leaves(Objects.requireNonNull(tiles, "tiles"), "none", Map.of(), Map.of(), null);
    }

    /**
     * A table of the given leaves (written as {@link TileSet} reads tiles, in any order; {@code -} or the
     * empty string for the empty leave) and values.
     *
     * @param source where the values come from, for messages and the written form
     * @throws IllegalArgumentException if a leave is not 0 to 6 tiles of the set or a value is not finite
     */
    public static Leaves of(TileSet tiles, String source, Map<String, Double> values) {
        return of(tiles, source, values, Map.of());
    }

    /**
     * As {@link #of(TileSet, String, Map)}, with how many positions each value was learned from (written
     * by {@link #toText}).
     */
    public static Leaves of(TileSet tiles, String source, Map<String, Double> values, Map<String, Long> counts) {
        return of(tiles, source, values, counts, null);
    }

    /**
     * As {@link #of(TileSet, String, Map, Map)}, a model valuing the leaves the table lacks (null: the sum
     * of their tiles' one-tile values).
     *
     * @throws IllegalArgumentException also if the model has not a weight per tile and one for the blank
     */
    public static Leaves of(TileSet tiles, String source, Map<String, Double> values, Map<String, Long> counts, Model model) {
        Objects.requireNonNull(tiles, "tiles");
        if (model != null && model.tiles().length != tiles.size() + 1) {
            throw new IllegalArgumentException("model: a weight per tile and one for the blank, " + (tiles.size() + 1)
                    + ", got " + model.tiles().length);
        }
        Objects.requireNonNull(source, "source");
        Map<Long, Double> table = new HashMap<>();
        values.forEach((leave, value) -> {
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException("leaves: the value of " + leave + " is not a finite number: " + value);
            }
            table.put(parse(tiles, leave), value);
        });
        Map<Long, Long> byKey = new HashMap<>();
        counts.forEach((leave, count) -> byKey.put(parse(tiles, leave), count));
        return new Leaves(tiles, source, Map.copyOf(table), Map.copyOf(byKey), model);
    }

    /**
     * Reads a table written as the class comment says; a comment line {@code # source: TEXT} names its
     * source ("unnamed" without one).
     *
     * @throws IllegalArgumentException naming the line when a line is not a leave and a value
     * @throws UncheckedIOException if reading fails
     */
    public static Leaves read(TileSet tiles, BufferedReader in) {
        String source = "unnamed";
        Map<Long, Double> table = new HashMap<>();
        Map<Long, Long> counts = new HashMap<>();
        double[] modelTiles = new double[tiles.size() + 1];
        double[] modelSizes = new double[TileSet.RACK_SIZE];
        double modelDuplicates = 0;
        boolean hasModel = false;
        int number = 0;
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (line.startsWith("# source: ")) {
                    source = line.substring("# source: ".length()).strip();
                }
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t");
                if (line.startsWith("@") && fields.length == 2) {
                    hasModel = true;
                    String what = fields[0].substring(1);
                    double weight = Double.parseDouble(fields[1]);
                    if (what.equals("duplicates")) {
                        modelDuplicates = weight;
                    } else if (what.startsWith("size") && what.length() == 5) {
                        modelSizes[Character.digit(what.charAt(4), 10)] = weight;
                    } else {
                        List<Integer> t = tiles.read(what, "model tile", true);
                        modelTiles[t.get(0) < 0 ? tiles.size() : t.get(0)] = weight;
                    }
                    continue;
                }
                if (fields.length < 2) {
                    throw new IllegalArgumentException("leaves, line " + number + ": a leave and a value separated by a tab, got \""
                            + line + "\"");
                }
                try {
                    long key = parse(tiles, fields[0]);
                    table.put(key, Double.parseDouble(fields[1]));
                    if (fields.length > 2) {
                        counts.put(key, Long.parseLong(fields[2]));
                    }
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("leaves, line " + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Leaves(tiles, source, Map.copyOf(table), Map.copyOf(counts),
                hasModel ? new Model(modelTiles, modelSizes, modelDuplicates) : null);
    }

    private static long parse(TileSet tiles, String leave) {
        int[] c = counts(tiles, leave);
        return key(Arrays.copyOf(c, tiles.size()), c[tiles.size()]);
    }

    /** A leave read from text: per tile number how many, the blanks in one more slot at the end. */
    private static int[] counts(TileSet tiles, String leave) {
        String text = leave.strip();
        List<Integer> read = text.equals("-") ? List.of() : tiles.read(text, "leave", true);
        if (read.size() >= TileSet.RACK_SIZE) {
            throw new IllegalArgumentException("leave: 0 to 6 tiles, \"" + leave + "\" has " + read.size());
        }
        int[] c = new int[tiles.size() + 1];
        for (int t : read) {
            c[t < 0 ? tiles.size() : t]++;
        }
        return c;
    }

    /** A leave as a number: its tiles in order, blanks last, five bits each (tile + 1). */
    static long key(int[] counts, int blanks) {
        return key(EVERY_KIND, counts, counts.length, blanks);
    }

    /** {@link #key(int[], int)} of a leave of {@code n} kinds of tile, {@code kind[i]} held {@code count[i]} times. */
    private static long key(int[] kind, int[] count, int n, int blanks) {
        long key = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < count[i]; j++) {
                key = key << 5 | (kind[i] + 1);
            }
        }
        for (int i = 0; i < blanks; i++) {
            key = key << 5 | 31;
        }
        return key;
    }

    /** The tile set of its leaves. */
    public TileSet tiles() {
        return tiles;
    }

    /** Where its values come from. */
    public String source() {
        return source;
    }

    /** The number of leaves in the table. */
    public int size() {
        return values.size();
    }

    /**
     * What a leave is worth, in points.
     *
     * @param leave 0 to 6 tiles as {@link TileSet} reads them ({@code ?} a blank), or {@code -}
     * @throws IllegalArgumentException if it is not
     */
    public double value(String leave) {
        int[] c = counts(tiles, Objects.requireNonNull(leave, "leave"));
        return value(Arrays.copyOf(c, tiles.size()), c[tiles.size()]);
    }

    /** What a leave is worth: per tile number how many, and the blanks. */
    double value(int[] counts, int blanks) {
        return value(EVERY_KIND, counts, counts.length, blanks);
    }

    /**
     * What a leave is worth: {@code n} kinds of tile, {@code kind[i]} (in increasing order) held {@code
     * count[i]} times (0 or more), and the blanks.
     */
    double value(int[] kind, int[] count, int n, int blanks) {
        long key = key(kind, count, n, blanks);
        for (int i = slot(key);; i = (i + 1) & (slotKeys.length - 1)) {
            if (slotKeys[i] == key + 1) {
                return slotValues[i];
            }
            if (slotKeys[i] == 0) {
                break;
            }
        }
        if (model != null) {
            return model.value(kind, count, n, blanks);
        }
        double sum = blanks * single[0];
        for (int i = 0; i < n; i++) {
            sum += count[i] * single[kind[i] + 1];
        }
        return sum;
    }

    /** The first slot to look for the leave of key {@code key} in. */
    private int slot(long key) {
        return (int) ((key + 1) * 0x9E3779B97F4A7C15L >>> slotShift);
    }

    /** The table as text (see the class comment), best leaves first, counts where it has them. */
    public String toText() {
        StringBuilder out = new StringBuilder("# leave\tvalue\tcount\n# source: " + source + "\n");
        // By the value as written (to the hundredth), so that a table read back writes the same text.
        record Line(long key, String value, double written) {
        }
        List<Line> lines = new ArrayList<>(values.size());
        values.forEach((key, value) -> {
            String text = hundredths(value);
            lines.add(new Line(key, text, Double.parseDouble(text)));
        });
        lines.sort(Comparator.comparingDouble(Line::written).reversed().thenComparingLong(Line::key));
        for (Line line : lines) {
            out.append(written(line.key())).append('\t').append(line.value());
            Long count = counts.get(line.key());
            out.append(count == null ? "" : "\t" + count).append('\n');
        }
        if (model != null) {
            for (int t = 0; t < model.tiles().length; t++) {
                out.append('@').append(t == tiles.size() ? "?" : tiles.written(t, false)).append('\t')
                        .append(String.format(Locale.ROOT, "%.3f", model.tiles()[t])).append('\n');
            }
            for (int k = 0; k < model.sizes().length; k++) {
                out.append("@size").append(k).append('\t').append(String.format(Locale.ROOT, "%.3f", model.sizes()[k]))
                        .append('\n');
            }
            out.append("@duplicates\t").append(String.format(Locale.ROOT, "%.3f", model.duplicates())).append('\n');
        }
        return out.toString();
    }

    private static String hundredths(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** A leave's key written back as text: its tiles in order, {@code ?} for a blank, {@code -} when empty. */
    private String written(long key) {
        List<String> parts = new ArrayList<>();
        for (long k = key; k != 0; k >>>= 5) {
            int code = (int) (k & 31);
            parts.add(0, code == 31 ? "?" : tiles.written(code - 1, false));
        }
        return parts.isEmpty() ? "-" : String.join("", parts);
    }

    @Override
    public String toString() {
        return "leave values of " + tiles.name() + " (" + values.size() + " leaves, " + source + ")";
    }
}
