package chiffreslettres.dataset;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.jeu.Variant;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A dataset as a command line describes it, in words: the {@code dataset} command and the Spark job read
 * the same options into this, and it makes the {@link DatasetSpec} and the {@link TrainerRows}, checking
 * each option (ranges written {@code A..B}, a preset against the options that would change it). Text
 * options are null when not given. Immutable and serializable (a Spark job's executors rebuild the spec
 * from it).
 *
 * @param preset         a {@link TrainerPreset}'s label, or null
 * @param variant        the show's {@linkplain Variant#name() name} ({@code Countdown}, {@code Digits}...), or
 *                       null for Countdown; ignored with {@code free}
 * @param free           a free shape instead of a show
 * @param tiles          free shape: {@code N} or {@code A..B} tiles a puzzle (null: 6)
 * @param tileRange      free shape: {@code A..B} for each tile (null: 1..100)
 * @param targets        {@code A..B} targets (null: the show's, or 100..999 for a free shape)
 * @param large          large tiles asked for, or null to draw them
 * @param allTiles       every tile required
 * @param rationals      fractions allowed on the way
 * @param solvable       only puzzles whose target is made exactly
 * @param steps          {@code A..B} fewest steps of the best answer, or null
 * @param counts         solution counts and difficulty
 * @param perSelection   with counts, targets drawn per selection, or null
 * @param difficulty     {@code A..B} difficulty, or null
 * @param solutions      {@code A..B} distinct solutions, or null
 * @param seed           the seed
 * @param promptTemplate the question's template, or null for the default (or the preset's)
 * @param dataSource     the rows' data source, or null for the default (or the preset's)
 * @param given          the options given on the command line ({@code --tiles}...), to refuse those a
 *                       preset fixes
 */
public record DatasetRequest(String preset, String variant, boolean free, String tiles, String tileRange,
        String targets, Integer large, boolean allTiles, boolean rationals, boolean solvable, String steps,
        boolean counts, Integer perSelection, String difficulty, String solutions, long seed, String promptTemplate,
        String dataSource, Set<String> given) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The options a preset fixes. */
    public static final List<String> FIXED_BY_PRESET = List.of("--variant", "--free", "--tiles", "--tile-range",
            "--targets", "--large", "--rationals", "--prompt-template", "--data-source");

    /** @throws NullPointerException if {@code given} is null */
    public DatasetRequest {
        given = Set.copyOf(Objects.requireNonNull(given, "given"));
    }

    /**
     * The preset asked for, if any, checked against the options given.
     *
     * @throws IllegalArgumentException for an unknown preset, or an option it fixes, naming both
     */
    public TrainerPreset trainerPreset() {
        if (preset == null) {
            return null;
        }
        TrainerPreset peer = TrainerPreset.of(preset);
        for (String option : FIXED_BY_PRESET) {
            if (given.contains(option)) {
                throw new IllegalArgumentException("--preset " + peer.label() + " fixes the puzzles' shape, rule, data "
                        + "source and question as its trainer expects; " + option + " would change them: leave it out, "
                        + "or leave out --preset and describe the puzzles yourself");
            }
        }
        return peer;
    }

    /**
     * The spec: the preset's, or the show's or free shape's, with the rule, the filters and the seed.
     *
     * @throws IllegalArgumentException for an option out of its range, with the option and the rule
     */
    public DatasetSpec spec() {
        TrainerPreset peer = trainerPreset();
        DatasetSpec s = peer != null ? peer.spec(seed) : shape();
        if (allTiles) {
            s = s.withRules(s.rules().withAllTilesRequired(true));
        }
        if (counts || difficulty != null || solutions != null || perSelection != null) {
            s = s.withCounts(perSelection != null ? perSelection : DatasetSpec.DEFAULT_TARGETS_PER_SELECTION);
        }
        if (solvable) {
            s = s.solvable();
        }
        if (steps != null) {
            long[] r = range("--steps", steps);
            s = s.withSteps(toInt(r[0]), toInt(r[1]));
        }
        if (difficulty != null) {
            long[] r = range("--difficulty", difficulty);
            s = s.withDifficulty(toInt(r[0]), toInt(r[1]));
        }
        if (solutions != null) {
            long[] r = range("--solutions", solutions);
            s = s.withSolutions(r[0], r[1]);
        }
        return s;
    }

    /** The rows of the spec's puzzles: the preset's, or the library's, with the template and data source given. */
    public TrainerRows rows(DatasetSpec spec) {
        TrainerPreset peer = trainerPreset();
        TrainerRows rows = peer != null ? peer.rows(spec) : TrainerRows.of(spec);
        if (promptTemplate != null) {
            rows = rows.withTemplate(promptTemplate);
        }
        return dataSource != null ? rows.withDataSource(dataSource) : rows;
    }

    private DatasetSpec shape() {
        DatasetSpec s;
        if (free) {
            long[] count = range("--tiles", tiles != null ? tiles : "6");
            long[] t = range("--tile-range", tileRange != null ? tileRange : "1..100");
            long[] g = targets == null ? new long[] {100, 999} : range("--targets", targets);
            int fewest = toInt(count[0]);
            int most = toInt(count[1]);
            s = DatasetSpec.free(fewest, t[0], t[1], g[0], g[1]).withTileCounts(fewest, most);
        } else {
            s = DatasetSpec.of(show());
            if (targets != null) {
                long[] g = range("--targets", targets);
                s = s.withTargets(g[0], g[1]);
            }
        }
        if (large != null) {
            s = s.withLarge(large);
        }
        Rules rules = s.rules();
        if (rationals) {
            rules = rules.withArithmetic(Arithmetic.RATIONALS);
        }
        return s.withRules(rules).withSeed(seed);
    }

    /** The show named, among the library's. */
    private Variant show() {
        if (variant == null) {
            return Variant.COUNTDOWN;
        }
        for (Variant v : List.of(Variant.COUNTDOWN, Variant.DES_CHIFFRES_ET_DES_LETTRES, Variant.CIFRAS_Y_LETRAS,
                Variant.CIFRAS_Y_LETRAS_2024, Variant.DIGITS, Variant.TWENTY_FOUR)) {
            if (v.name().equals(variant)) {
                return v;
            }
        }
        throw new IllegalArgumentException("--variant: no show named '" + variant + "'");
    }

    /** A whole number given as a long, held to the range of an int (the checks then name the rule). */
    private static int toInt(long value) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    /**
     * Parses {@code A..B} (or a single number {@code A} for {@code A..A}).
     *
     * @throws IllegalArgumentException naming the option, if the text is not such a range of whole numbers
     */
    public static long[] range(String option, String text) {
        String[] parts = text.trim().split("\\.\\.", -1);
        try {
            if (parts.length == 1) {
                long v = Long.parseLong(parts[0].trim());
                return new long[] {v, v};
            }
            if (parts.length == 2) {
                return new long[] {Long.parseLong(parts[0].trim()), Long.parseLong(parts[1].trim())};
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + ": write a range as A..B with whole numbers, got '" + text + "'");
    }
}
