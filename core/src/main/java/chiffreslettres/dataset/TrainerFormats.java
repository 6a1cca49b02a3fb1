package chiffreslettres.dataset;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A puzzle in the shapes that trainers of reasoning models read, as named fields; {@link TrainerRows}
 * builds them for a run (its data source, rule and ranges), and this class holds the questions:
 * <ul>
 *   <li>{@link #verl}: the columns of TinyZero and verl's Countdown parquet: {@code data_source},
 *       {@code prompt} (a list of {@code {role, content}}), {@code ability}, {@code reward_model}
 *       ({@code style: "rule"}, {@code ground_truth {target, numbers}}) and {@code extra_info}
 *       ({@code split}, {@code index});
 *   <li>{@link #reasoningGym}: reasoning-gym's entries: {@code question}, {@code answer} and
 *       {@code metadata} ({@code numbers}, {@code target}, {@code expression}, and this library's
 *       proven facts).
 * </ul>
 * Stateless and thread-safe.
 */
public final class TrainerFormats {

    /** The {@code data_source} of rows unless told another ({@link TrainerRows#withDataSource}). */
    public static final String DATA_SOURCE = "chiffres-lettres";

    /**
     * The default question when an answer may use some of the tiles, each at most once: {@code {numbers}}
     * and {@code {target}} are replaced by the puzzle's tiles and target.
     */
    public static final String DEFAULT_TEMPLATE = "Using some of the numbers {numbers}, each at most once, and "
            + "+, -, * and /, write a calculation that equals {target}; every intermediate result must be a "
            + "positive whole number. If {target} cannot be made, come as close as you can. Think it through, "
            + "then give only the calculation inside <answer> </answer>, for example <answer>(25 - 5) * 3</answer>.";

    /**
     * The default question when every tile must be used, exactly once (the rule of
     * {@code --all-tiles} and of the peers' tasks).
     */
    public static final String ALL_TILES_TEMPLATE = "Using every one of the numbers {numbers} exactly once, and "
            + "+, -, * and /, write a calculation that equals {target}; every intermediate result must be a "
            + "positive whole number. If {target} cannot be made, come as close as you can. Think it through, "
            + "then give only the calculation inside <answer> </answer>, for example <answer>(25 - 5) * 3</answer>.";

    private TrainerFormats() {
    }

    /**
     * The question of a puzzle by a template.
     *
     * @throws IllegalArgumentException if the template does not name {@code {numbers}} and {@code {target}}
     */
    public static String question(Puzzle puzzle, String template) {
        Objects.requireNonNull(puzzle, "puzzle");
        return question(puzzle.tiles(), puzzle.target(), template);
    }

    /**
     * The question of tiles and a target by a template: {@code {numbers}} becomes the tiles as a list
     * ({@code [8, 5, 75]}), {@code {number_list}} the tiles alone ({@code 8, 5, 75}), {@code {target}} the
     * target.
     *
     * @throws IllegalArgumentException if the template does not name the tiles and the target
     */
    public static String question(List<Long> tiles, long target, String template) {
        checkTemplate(template);
        String list = tiles.stream().map(String::valueOf).collect(Collectors.joining(", "));
        return template.replace("{numbers}", "[" + list + "]").replace("{number_list}", list)
                .replace("{target}", Long.toString(target));
    }

    /**
     * Checks a question template.
     *
     * @throws IllegalArgumentException if it does not name {@code {target}} and the tiles ({@code {numbers}}
     *     or {@code {number_list}})
     */
    public static void checkTemplate(String template) {
        Objects.requireNonNull(template, "template");
        if (!(template.contains("{numbers}") || template.contains("{number_list}")) || !template.contains("{target}")) {
            throw new IllegalArgumentException("the prompt template must contain {target} and {numbers} (or "
                    + "{number_list}), got \"" + template + "\"");
        }
    }

    /**
     * A verl (TinyZero) row under the library's data source, the ranges taken from the puzzle itself.
     *
     * @param index    the row's index in its split
     * @param split    the split's name ({@code train}, {@code test})
     * @param template the question's template (see {@link #DEFAULT_TEMPLATE})
     * @deprecated use {@link TrainerRows#verl(Puzzle, long, String)}, which carries the run's rule and ranges
     */
    @Deprecated
    public static Map<String, Object> verl(Puzzle puzzle, long index, String split, String template) {
        Objects.requireNonNull(puzzle, "puzzle");
        return verl(puzzle.tiles(), puzzle.target(), index, split, template);
    }

    /**
     * A verl (TinyZero) row of tiles and a target; see {@link #verl(Puzzle, long, String, String)}.
     *
     * @deprecated use {@link TrainerRows#verl(List, long, long, String)}
     */
    @Deprecated
    public static Map<String, Object> verl(List<Long> tiles, long target, long index, String split, String template) {
        return ofPuzzle(tiles, target, "free", template).verl(tiles, target, index, split);
    }

    /**
     * A reasoning-gym entry under the library's data source, the ranges taken from the puzzle itself.
     *
     * @deprecated use {@link TrainerRows#reasoningGym(Puzzle, long)}, which carries the run's rule and ranges
     */
    @Deprecated
    public static Map<String, Object> reasoningGym(Puzzle puzzle, long index, String template) {
        return ofPuzzle(puzzle.tiles(), puzzle.target(), puzzle.variant(), template).reasoningGym(puzzle, index);
    }

    /** Rows whose ranges are one puzzle's own. */
    private static TrainerRows ofPuzzle(List<Long> tiles, long target, String variant, String template) {
        long min = tiles.stream().mapToLong(Long::longValue).min().orElse(1);
        long max = tiles.stream().mapToLong(Long::longValue).max().orElse(1);
        return new TrainerRows(DATA_SOURCE, template, false, variant, tiles.size(), tiles.size(), min, max, target,
                target);
    }
}
