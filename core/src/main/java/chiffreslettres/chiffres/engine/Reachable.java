package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import java.util.Arrays;
import java.util.Objects;

/**
 * Which values a few tiles make: all of them (the union of every subset's value set), or those of a
 * target range (the census of one selection, which never builds the values outside the range). The
 * engine behind {@code Chiffres.reachable} and {@code Chiffres.reachableTargets}; stateless.
 */
public final class Reachable {

    /** The most tiles either question takes. */
    public static final int MAX_TILES = SubsetDynamicProgramming.MAX_TILES;

    private Reachable() {
    }

    /**
     * Every value the tiles make, each tile used at most once: the union of the value sets of every
     * subset, ascending.
     *
     * @param tiles 1 to {@value #MAX_TILES} positive tiles
     * @throws IllegalArgumentException if there are no tiles, more than {@value #MAX_TILES}, or one is
     *     not positive
     * @throws NullPointerException if {@code tiles} is null
     */
    public static long[] values(long... tiles) {
        Problem problem = Problem.of(1, tiles);
        if (tiles.length > MAX_TILES) {
            throw new IllegalArgumentException("tiles: at most " + MAX_TILES + " tiles, got " + tiles.length);
        }
        SubsetValueSets sets = SubsetValueSets.own(new SearchRun(problem, Equivalence.ALGEBRAIC, Budget.unlimited()));
        LongSet all = new LongSet(1024);
        for (int mask = 1; mask <= sets.full; mask++) {
            if (sets.shape.canonical(mask) == mask) {
                LongSet values = sets.build(mask);
                sets.reach[mask] = values;
                for (int i = 0; i < values.size(); i++) {
                    all.add(values.get(i));
                }
            }
        }
        long[] out = new long[all.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = all.get(i);
        }
        Arrays.sort(out);
        return out;
    }

    /**
     * The targets from {@code min} to {@code max} that the tiles make, ascending: the census of this one
     * selection when it fits the census's bitmaps, else {@link #values} cut to the range.
     *
     * @throws IllegalArgumentException if the range is empty or not positive, there are no tiles, more
     *     than {@value #MAX_TILES}, or one is not positive
     * @throws NullPointerException if {@code tiles} is null
     */
    public static long[] targets(long min, long max, long... tiles) {
        Objects.requireNonNull(tiles, "tiles");
        if (min < 1 || max < min) {
            throw new IllegalArgumentException("range: need 1 ≤ min ≤ max, got " + min + " to " + max);
        }
        long largest = Arrays.stream(tiles).max().orElse(0);
        if (tiles.length < 2 || tiles.length > MAX_TILES || largest <= 0 || !SelectionCensus.fits(largest, max)
                || Arrays.stream(tiles).anyMatch(t -> t <= 0)) {
            return Arrays.stream(values(tiles)).filter(v -> v >= min && v <= max).toArray();
        }
        return SelectionCensus.run(Arrays.stream(tiles).boxed().toList(), tiles.length, min, max, 1, null).get(0)
                .reachableTargets();
    }
}
