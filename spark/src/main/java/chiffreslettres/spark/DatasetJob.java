package chiffreslettres.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.row_number;

import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.Puzzle;
import chiffreslettres.dataset.DatasetRequest;
import chiffreslettres.jeu.Variant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The dataset generator on Apache Spark: blocks {@code 0 .. blocks − 1} of a run ({@link Dataset#block})
 * are generated and solved on the executors, a puzzle given by two blocks is kept from the first (as
 * {@link Dataset#stream} does), and the records are written as JSON lines or Parquet, one column per
 * field of {@link Puzzle#fields()}, or as the Parquet that verl and TinyZero read ({@code --format verl}).
 *
 * <pre>spark-submit --class chiffreslettres.spark.DatasetJob spark/target/chiffres-lettres-spark.jar \
 *     --variant countdown --counts --blocks 400000 --seed 1 --output hdfs:///datasets/countdown</pre>
 */
@Command(name = "dataset-job", mixinStandardHelpOptions = true,
        description = "Generate a numbers dataset on Spark: blocks of 256 puzzles of a seeded run, solved on the executors.")
public final class DatasetJob implements Callable<Integer> {

    /** The columns of a record, as {@link Puzzle#fields()} names them. */
    public static final StructType SCHEMA = new StructType()
            .add("variant", DataTypes.StringType, false)
            .add("seed", DataTypes.LongType, false)
            .add("tiles", DataTypes.createArrayType(DataTypes.LongType, false), false)
            .add("target", DataTypes.LongType, false)
            .add("exact", DataTypes.BooleanType, false)
            .add("distance", DataTypes.LongType, false)
            .add("steps", DataTypes.IntegerType, false)
            .add("answer", DataTypes.StringType, false)
            .add("answer_steps", DataTypes.createArrayType(DataTypes.StringType, false), false)
            .add("solutions", DataTypes.LongType, true)
            .add("difficulty", DataTypes.IntegerType, true);

    /** The columns of verl's (and TinyZero's) Countdown parquet, as {@link chiffreslettres.dataset.TrainerRows#verl} names them. */
    public static final StructType VERL_SCHEMA = new StructType()
            .add("data_source", DataTypes.StringType, false)
            .add("prompt", DataTypes.createArrayType(new StructType()
                    .add("role", DataTypes.StringType, false)
                    .add("content", DataTypes.StringType, false), false), false)
            .add("ability", DataTypes.StringType, false)
            .add("reward_model", new StructType()
                    .add("style", DataTypes.StringType, false)
                    .add("ground_truth", new StructType()
                            .add("target", DataTypes.LongType, false)
                            .add("numbers", DataTypes.createArrayType(DataTypes.LongType, false), false), false), false)
            .add("extra_info", new StructType()
                    .add("split", DataTypes.StringType, false)
                    .add("index", DataTypes.LongType, false)
                    .add("all_tiles", DataTypes.BooleanType, false)
                    .add("variant", DataTypes.StringType, false), false);

    private static final Map<String, Variant> VARIANTS = Map.of("countdown", Variant.COUNTDOWN,
            "dcdl", Variant.DES_CHIFFRES_ET_DES_LETTRES, "cifras", Variant.CIFRAS_Y_LETRAS,
            "cifras2024", Variant.CIFRAS_Y_LETRAS_2024, "digits", Variant.DIGITS, "twentyfour", Variant.TWENTY_FOUR);

    @Spec
    CommandSpec spec;

    // The puzzles: the same options as the command line's `dataset`, read into a DatasetRequest.

    @Option(names = "--variant", defaultValue = "countdown",
            description = "countdown, dcdl, cifras, cifras2024, digits or twentyfour (default: ${DEFAULT-VALUE}); ignored with --free.")
    String variant;

    @Option(names = "--free", description = "A free shape instead of a show: --tiles, --tile-range, --targets.")
    boolean free;

    @Option(names = "--tiles", paramLabel = "N|A..B", description = "Free shape: tiles a puzzle, 3 to 8, or a range (default: 6).")
    String tiles;

    @Option(names = "--tile-range", paramLabel = "A..B", description = "Free shape: each tile uniform in A..B (default: 1..100).")
    String tileRange;

    @Option(names = "--targets", paramLabel = "A..B", description = "Targets A..B (default: the show's, or 100..999 for a free shape).")
    String targets;

    @Option(names = "--large", paramLabel = "N", description = "Large tiles asked for (default: drawn per selection).")
    Integer large;

    @Option(names = "--all-tiles", description = "Every tile must be used.")
    boolean allTiles;

    @Option(names = "--rationals", description = "Fractions allowed on the way.")
    boolean rationals;

    @Option(names = "--solvable", description = "Only puzzles whose target is made exactly.")
    boolean solvable;

    @Option(names = "--steps", paramLabel = "A..B", description = "Only puzzles whose best answer takes A to B steps.")
    String steps;

    @Option(names = "--counts", description = "Add the number of distinct solutions and the difficulty.")
    boolean counts;

    @Option(names = "--per-selection", paramLabel = "K", description = "With --counts, targets drawn per selection of tiles.")
    Integer perSelection;

    @Option(names = "--difficulty", paramLabel = "A..B", description = "Only puzzles of difficulty A to B, 1 to 5 (implies --counts).")
    String difficulty;

    @Option(names = "--solutions", paramLabel = "A..B", description = "Only puzzles with A to B distinct solutions (implies --counts).")
    String solutions;

    @Option(names = "--seed", defaultValue = "0", description = "The run's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--preset", paramLabel = "NAME", description = "A peer's task: tinyzero (verl rows) or "
            + "reasoning-gym's shape; fixes the shape, the rule, the data source and the question.")
    String preset;

    @Option(names = "--data-source", paramLabel = "NAME", description = "verl: the rows' data_source (default: "
            + "chiffres-lettres, or the preset's).")
    String dataSource;

    @Option(names = "--blocks", required = true, description = "Blocks of up to " + Dataset.BLOCK_SIZE + " puzzles to generate.")
    long blocks;

    @Option(names = "--partitions", description = "Spark partitions (default: the context's parallelism).")
    Integer partitions;

    @Option(names = "--format", defaultValue = "json", description = "json (JSON lines), parquet, or verl (parquet "
            + "with the columns of verl and TinyZero: data_source, prompt, ability, reward_model, extra_info) "
            + "(default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--prompt-template", description = "verl: the question, {numbers} ({number_list}) and {target} "
            + "replaced (default: the library's, which states the rule, or the preset's).")
    String promptTemplate;

    @Option(names = "--split", defaultValue = "train", description = "verl: the split named in extra_info "
            + "(default: ${DEFAULT-VALUE}).")
    String split;

    @Option(names = "--output", required = true, description = "The directory to write (any path Spark writes to).")
    String output;

    /** Runs the job with {@code spark-submit}'s session (or a local one when run alone). */
    public static void main(String[] args) {
        System.exit(new CommandLine(new DatasetJob()).execute(args));
    }

    @Override
    public Integer call() {
        if (!List.of("json", "parquet", "verl").contains(format)) {
            throw new IllegalArgumentException("--format: json, parquet or verl, got '" + format + "'");
        }
        request().rows(spec());
        SparkSession spark = SparkSession.builder().appName("chiffres-lettres dataset").getOrCreate();
        org.apache.spark.sql.Dataset<Row> records = generate(spark);
        if (format.equals("verl")) {
            records = verl(spark, records);
        }
        records.write().mode("overwrite").format(format.equals("json") ? "json" : "parquet").save(output);
        return 0;
    }

    /** The options as a request, the one reading of them the command line's {@code dataset} shares. */
    DatasetRequest request() {
        Variant show = VARIANTS.get(variant);
        if (show == null) {
            throw new IllegalArgumentException("--variant: one of " + VARIANTS.keySet() + ", got " + variant);
        }
        java.util.Set<String> given = new java.util.HashSet<>();
        if (spec != null) {
            for (String option : DatasetRequest.FIXED_BY_PRESET) {
                if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                    given.add(option);
                }
            }
        }
        return new DatasetRequest(preset, show.name(), free, tiles, tileRange, targets, large, allTiles, rationals,
                solvable, steps, counts, perSelection, difficulty, solutions, seed, promptTemplate, dataSource, given);
    }

    /** The spec the options describe. */
    DatasetSpec spec() {
        return request().spec();
    }

    /**
     * The records of blocks {@code 0 .. blocks − 1}, each puzzle once (from its first block); the order
     * of the rows is Spark's.
     */
    public org.apache.spark.sql.Dataset<Row> generate(SparkSession spark) {
        if (blocks < 1) {
            throw new IllegalArgumentException("--blocks must be at least 1, got " + blocks);
        }
        DatasetRequest request = request();
        request.spec();
        int slices = partitions != null ? partitions : spark.sparkContext().defaultParallelism();
        MapPartitionsFunction<Long, Row> solve = ids -> {
            DatasetSpec spec = request.spec();
            List<Row> rows = new ArrayList<>();
            while (ids.hasNext()) {
                long b = ids.next();
                for (Puzzle p : Dataset.block(spec, b)) {
                    rows.add(row(p, b));
                }
            }
            return rows.iterator();
        };
        StructType withBlock = SCHEMA.add("block", DataTypes.LongType, false);
        return spark.range(0, blocks, 1, slices).as(org.apache.spark.sql.Encoders.LONG())
                .mapPartitions(solve, org.apache.spark.sql.Encoders.row(withBlock))
                .withColumn("first", row_number().over(Window.partitionBy("tiles", "target").orderBy("block")))
                .where(col("first").equalTo(1))
                .drop("first", "block");
    }

    /**
     * The records as verl rows ({@link chiffreslettres.dataset.TrainerRows#verl}), numbered from 0 in the order of target, then
     * tiles, so that a run gives the same indexes whatever its partitions.
     */
    public org.apache.spark.sql.Dataset<Row> verl(SparkSession spark, org.apache.spark.sql.Dataset<Row> records) {
        chiffreslettres.dataset.TrainerRows trainer = request().rows(spec());
        String splitName = split;
        org.apache.spark.api.java.JavaRDD<Row> rows = records.orderBy("target", "tiles").select("tiles", "target")
                .javaRDD().zipWithIndex().map(pair -> {
                    List<Long> tiles = scala.jdk.javaapi.CollectionConverters.asJava(pair._1().<Long>getSeq(0));
                    return (Row) SparkRows.of(trainer.verl(tiles, pair._1().getLong(1), pair._2(), splitName),
                            VERL_SCHEMA);
                });
        return spark.createDataFrame(rows, VERL_SCHEMA);
    }

    private static Row row(Puzzle p, long block) {
        Map<String, Object> f = p.fields();
        return RowFactory.create(f.get("variant"), f.get("seed"), p.tiles().toArray(new Long[0]), f.get("target"),
                f.get("exact"), f.get("distance"), f.get("steps"), f.get("answer"),
                p.answerSteps().toArray(new String[0]), f.get("solutions"), f.get("difficulty"), block);
    }
}
