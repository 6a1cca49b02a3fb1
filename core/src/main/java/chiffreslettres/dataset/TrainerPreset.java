package chiffreslettres.dataset;

import chiffreslettres.chiffres.Rules;

/**
 * The shape of a peer's countdown task, so that rows made by this library go into its training run
 * unchanged and its own reward gives 1.0 to every row's best answer: every tile used exactly once,
 * its ranges of tile count, tile and target, its data source name (by which it picks the reward) and
 * its question, word for word. Only puzzles whose target is made exactly, since the peers' rewards
 * give nothing for coming close.
 */
public enum TrainerPreset {

    /**
     * TinyZero's Countdown (its {@code examples/data_preprocess/countdown.py}): verl rows whose
     * {@code data_source} is {@code countdown} (its reward is chosen for a data source containing
     * "countdown"), its "base" prompt, which ends the user's turn with {@code Assistant:} as its reward
     * expects; 3 or 4 numbers (the Countdown-Tasks-3to4 it trains on), each 1 to 100, targets 1 to 1,000
     * (its generator's defaults).
     */
    TINYZERO("tinyzero", "countdown", "A conversation between User and Assistant. The user asks a question, and "
            + "the Assistant solves it. The assistant first thinks about the reasoning process in the mind and then "
            + "provides the user with the answer.\nUser: Using the numbers {numbers}, create an equation that equals "
            + "{target}. You can use basic arithmetic operations (+, -, *, /) and each number can only be used once. "
            + "Show your work in <think> </think> tags. And return the final answer in <answer> </answer> tags, for "
            + "example <answer> (1 + 2) / 3 </answer>.\nAssistant: Let me solve this step by step.\n<think>",
            3, 4, 1, 100, 1, 1000),

    /**
     * reasoning-gym's {@code countdown} ({@code reasoning_gym/games/countdown.py}): entries whose
     * {@code metadata.source_dataset} is {@code countdown}, its question (the first of its wordings, the
     * one that says every number is used, inside its answer-format instructions) and its default
     * configuration: 4 to 6 numbers, each 1 to 100, targets 100 to 999.
     */
    REASONING_GYM("reasoning-gym", "countdown", "Using all the numbers {number_list}, create an expression that "
            + "equals {target}.\nYou can only use each number once.\n\nFinal answer format instructions:\n"
            + "1. Provide your solution as a arithmetic expression (no '=' sign).\n2. Do not include the target "
            + "number in the expression.\n3. Use '*' for multiplication.\n4. Use '/' for division.\n5. Do not "
            + "include any other text or formatting.\n", 4, 6, 1, 100, 100, 999);

    private final String label;
    private final String dataSource;
    private final String template;
    private final int minTiles;
    private final int maxTiles;
    private final long minTile;
    private final long maxTile;
    private final long minTarget;
    private final long maxTarget;

    TrainerPreset(String label, String dataSource, String template, int minTiles, int maxTiles, long minTile,
            long maxTile, long minTarget, long maxTarget) {
        this.label = label;
        this.dataSource = dataSource;
        this.template = template;
        this.minTiles = minTiles;
        this.maxTiles = maxTiles;
        this.minTile = minTile;
        this.maxTile = maxTile;
        this.minTarget = minTarget;
        this.maxTarget = maxTarget;
    }

    /** The preset's name on the command line ({@code tinyzero}, {@code reasoning-gym}). */
    public String label() {
        return label;
    }

    /** The data source the peer routes its reward by. */
    public String dataSource() {
        return dataSource;
    }

    /** The peer's question, as a template. */
    public String template() {
        return template;
    }

    /** The peer's puzzles: a free shape in its ranges, every tile required, solvable only, this seed. */
    public DatasetSpec spec(long seed) {
        return DatasetSpec.free(minTiles, minTile, maxTile, minTarget, maxTarget).withTileCounts(minTiles, maxTiles)
                .withRules(Rules.standard().withAllTilesRequired(true)).solvable().withSeed(seed);
    }

    /** The peer's rows of a spec's puzzles: its data source and question. */
    public TrainerRows rows(DatasetSpec spec) {
        return TrainerRows.of(spec).withDataSource(dataSource).withTemplate(template);
    }

    /**
     * The preset of a label.
     *
     * @throws IllegalArgumentException if none has it, naming those there are
     */
    public static TrainerPreset of(String label) {
        for (TrainerPreset p : values()) {
            if (p.label.equals(label)) {
                return p;
            }
        }
        throw new IllegalArgumentException("--preset: tinyzero or reasoning-gym, got '" + label + "'");
    }
}
