package chiffreslettres.dataset;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How a run's puzzles become trainers' rows: the {@code data_source} a trainer routes its reward by, the
 * question's template, and the facts of the run each row carries (whether every tile must be used, the
 * show, the ranges of tiles and targets). {@link #of(DatasetSpec)} takes them from a spec; a
 * {@link TrainerPreset} gives a peer's. Immutable, thread-safe and serializable (a Spark job's executors use it).
 *
 * @param dataSource the {@code data_source} (verl) or {@code source_dataset} (reasoning-gym): 1 to 100
 *                   characters, no control or format character
 * @param template   the question's template ({@link TrainerFormats#question(List, long, String)})
 * @param allTiles   whether an answer must use every tile exactly once (the rule the rows are judged by)
 * @param variant    the show whose scoring grades the reward ({@code free} for none)
 * @param minTiles   the fewest tiles a puzzle
 * @param maxTiles   the most tiles a puzzle
 * @param minTile    the smallest tile value
 * @param maxTile    the largest tile value
 * @param minTarget  the smallest target
 * @param maxTarget  the largest target
 */
public record TrainerRows(String dataSource, String template, boolean allTiles, String variant, int minTiles,
        int maxTiles, long minTile, long maxTile, long minTarget, long maxTarget) implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    /** The longest data source name. */
    public static final int MAX_DATA_SOURCE_LENGTH = 100;

    /**
     * @throws IllegalArgumentException if the data source or the template breaks its rule, with the rule
     * @throws NullPointerException if a reference is null
     */
    public TrainerRows {
        checkDataSource(dataSource);
        TrainerFormats.checkTemplate(template);
        Objects.requireNonNull(variant, "variant");
    }

    /** The rows of a spec's puzzles: the library's data source, the default question for its rule. */
    public static TrainerRows of(DatasetSpec spec) {
        boolean all = spec.rules().allTilesRequired();
        return new TrainerRows(TrainerFormats.DATA_SOURCE, all ? TrainerFormats.ALL_TILES_TEMPLATE
                : TrainerFormats.DEFAULT_TEMPLATE, all, spec.round().isPresent() ? spec.name() : "free",
                spec.tileCount(), spec.maxTileCount(), spec.minTile(), spec.maxTile(), spec.minTarget(),
                spec.maxTarget());
    }

    /** These rows under another data source. */
    public TrainerRows withDataSource(String name) {
        return new TrainerRows(name, template, allTiles, variant, minTiles, maxTiles, minTile, maxTile, minTarget,
                maxTarget);
    }

    /** These rows with another question template. */
    public TrainerRows withTemplate(String newTemplate) {
        return new TrainerRows(dataSource, newTemplate, allTiles, variant, minTiles, maxTiles, minTile, maxTile,
                minTarget, maxTarget);
    }

    /**
     * Checks a data source name.
     *
     * @throws IllegalArgumentException if it is empty, longer than {@value #MAX_DATA_SOURCE_LENGTH}
     *     characters, or holds a control or format character
     */
    public static void checkDataSource(String name) {
        Objects.requireNonNull(name, "data source");
        if (name.isBlank() || name.length() > MAX_DATA_SOURCE_LENGTH) {
            throw new IllegalArgumentException("--data-source: a name of 1 to " + MAX_DATA_SOURCE_LENGTH
                    + " characters, got " + name.length());
        }
        for (int i = 0; i < name.length(); i++) {
            int type = Character.getType(name.charAt(i));
            if (type == Character.CONTROL || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR) {
                throw new IllegalArgumentException(String.format("--data-source: no control or invisible character, "
                        + "got U+%04X at %d", (int) name.charAt(i), i + 1));
            }
        }
    }

    /** The question of tiles and a target. */
    public String question(List<Long> tiles, long target) {
        return TrainerFormats.question(tiles, target, template);
    }

    /**
     * A verl (TinyZero) row: {@code data_source}, {@code prompt} (one user message), {@code ability}
     * ({@code math}), {@code reward_model} ({@code style: "rule"}, {@code ground_truth {target, numbers}})
     * and {@code extra_info} ({@code split}, {@code index}, {@code all_tiles}, {@code variant}).
     */
    public Map<String, Object> verl(List<Long> tiles, long target, long index, String split) {
        Objects.requireNonNull(split, "split");
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("data_source", dataSource);
        Map<String, Object> message = new LinkedHashMap<>();
        message.put("role", "user");
        message.put("content", question(tiles, target));
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
        extra.put("all_tiles", allTiles);
        extra.put("variant", variant);
        row.put("extra_info", extra);
        return row;
    }

    /** A verl row of a puzzle; see {@link #verl(List, long, long, String)}. */
    public Map<String, Object> verl(Puzzle puzzle, long index, String split) {
        return verl(puzzle.tiles(), puzzle.target(), index, split);
    }

    /**
     * A reasoning-gym entry: {@code question}, {@code answer} (the proven best answer in ASCII,
     * {@code 75*8-(9-3)}) and {@code metadata}: reasoning-gym's keys ({@code source_dataset},
     * {@code source_index}, {@code numbers}, {@code target}, {@code expression}, {@code difficulty} with
     * the ranges of tile count, target and tile value) and this library's ({@code all_tiles},
     * {@code exact}, {@code distance}, {@code steps}, {@code variant}).
     */
    public Map<String, Object> reasoningGym(Puzzle puzzle, long index) {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("source_dataset", dataSource);
        metadata.put("source_index", index);
        metadata.put("numbers", puzzle.tiles());
        metadata.put("target", puzzle.target());
        metadata.put("expression", puzzle.answer().toAscii());
        Map<String, Object> difficulty = new LinkedHashMap<>();
        difficulty.put("numbers", List.of((long) minTiles, (long) maxTiles));
        difficulty.put("target", List.of(minTarget, maxTarget));
        difficulty.put("value", List.of(minTile, maxTile));
        metadata.put("difficulty", difficulty);
        metadata.put("all_tiles", allTiles);
        metadata.put("exact", puzzle.exact());
        metadata.put("distance", puzzle.distance());
        metadata.put("steps", puzzle.steps());
        metadata.put("variant", variant);
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("question", question(puzzle.tiles(), puzzle.target()));
        entry.put("answer", puzzle.answer().toAscii());
        entry.put("metadata", metadata);
        return entry;
    }
}
