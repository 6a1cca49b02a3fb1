package chiffreslettres.dataset;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A puzzle in the shapes that trainers of reasoning models read, as named fields (the one mapping for
 * the command line and the Spark job):
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

    /** The {@code data_source} of every row. */
    public static final String DATA_SOURCE = "chiffres-lettres";

    /**
     * The default question: {@code {numbers}} and {@code {target}} are replaced by the puzzle's tiles
     * (comma-separated) and target.
     */
    public static final String DEFAULT_TEMPLATE = "Using some of the numbers {numbers}, each at most once, and "
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
     * The question of tiles and a target by a template.
     *
     * @throws IllegalArgumentException if the template does not name {@code {numbers}} and {@code {target}}
     */
    public static String question(List<Long> tiles, long target, String template) {
        checkTemplate(template);
        String numbers = tiles.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
        return template.replace("{numbers}", numbers).replace("{target}", Long.toString(target));
    }

    /**
     * Checks a question template.
     *
     * @throws IllegalArgumentException if it does not name {@code {numbers}} and {@code {target}}
     */
    public static void checkTemplate(String template) {
        Objects.requireNonNull(template, "template");
        if (!template.contains("{numbers}") || !template.contains("{target}")) {
            throw new IllegalArgumentException("the prompt template must contain {numbers} and {target}, got \""
                    + template + "\"");
        }
    }

    /**
     * A verl (TinyZero) row.
     *
     * @param index    the row's index in its split
     * @param split    the split's name ({@code train}, {@code test})
     * @param template the question's template (see {@link #DEFAULT_TEMPLATE})
     */
    public static Map<String, Object> verl(Puzzle puzzle, long index, String split, String template) {
        Objects.requireNonNull(puzzle, "puzzle");
        return verl(puzzle.tiles(), puzzle.target(), index, split, template);
    }

    /** A verl (TinyZero) row of tiles and a target; see {@link #verl(Puzzle, long, String, String)}. */
    public static Map<String, Object> verl(List<Long> tiles, long target, long index, String split, String template) {
        Objects.requireNonNull(split, "split");
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("data_source", DATA_SOURCE);
        Map<String, Object> message = new LinkedHashMap<>();
        message.put("role", "user");
        message.put("content", question(tiles, target, template));
        row.put("prompt", List.of(message));
        row.put("ability", "math");
        Map<String, Object> truth = new LinkedHashMap<>();
        truth.put("target", target);
        truth.put("numbers", List.copyOf(tiles));
        Map<String, Object> reward = new LinkedHashMap<>();
        reward.put("style", "rule");
        reward.put("ground_truth", truth);
        row.put("reward_model", reward);
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("split", split);
        extra.put("index", index);
        row.put("extra_info", extra);
        return row;
    }

    /** A reasoning-gym entry; its {@code answer} is the proven best answer in ASCII ({@code 75*8-(9-3)}). */
    public static Map<String, Object> reasoningGym(Puzzle puzzle, long index, String template) {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("source_dataset", DATA_SOURCE);
        metadata.put("source_index", index);
        metadata.put("numbers", puzzle.tiles());
        metadata.put("target", puzzle.target());
        metadata.put("expression", puzzle.answer().toAscii());
        metadata.put("exact", puzzle.exact());
        metadata.put("distance", puzzle.distance());
        metadata.put("steps", puzzle.steps());
        metadata.put("variant", puzzle.variant());
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("question", question(puzzle, template));
        entry.put("answer", puzzle.answer().toAscii());
        entry.put("metadata", metadata);
        return entry;
    }
}
