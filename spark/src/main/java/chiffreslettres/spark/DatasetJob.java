package chiffreslettres.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.row_number;

import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.Puzzle;
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
import picocli.CommandLine.Option;

/**
 * The dataset generator on Apache Spark: blocks {@code 0 .. blocks − 1} of a run ({@link Dataset#block})
 * are generated and solved on the executors, a puzzle given by two blocks is kept from the first (as
 * {@link Dataset#stream} does), and the records are written as JSON lines or Parquet, one column per
 * field of {@link Puzzle#fields()}.
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

    private static final Map<String, Variant> VARIANTS = Map.of("countdown", Variant.COUNTDOWN,
            "dcdl", Variant.DES_CHIFFRES_ET_DES_LETTRES, "cifras", Variant.CIFRAS_Y_LETRAS, "digits", Variant.DIGITS);

    @Option(names = "--variant", defaultValue = "countdown", description = "countdown, dcdl, cifras or digits (default: ${DEFAULT-VALUE}).")
    String variant;

    @Option(names = "--counts", description = "Add the number of distinct solutions and the difficulty.")
    boolean counts;

    @Option(names = "--solvable", description = "Only puzzles whose target is made exactly.")
    boolean solvable;

    @Option(names = "--seed", defaultValue = "0", description = "The run's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--blocks", required = true, description = "Blocks of up to " + Dataset.BLOCK_SIZE + " puzzles to generate.")
    long blocks;

    @Option(names = "--partitions", description = "Spark partitions (default: the context's parallelism).")
    Integer partitions;

    @Option(names = "--format", defaultValue = "json", description = "json (JSON lines) or parquet (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--output", required = true, description = "The directory to write (any path Spark writes to).")
    String output;

    /** Runs the job with {@code spark-submit}'s session (or a local one when run alone). */
    public static void main(String[] args) {
        System.exit(new CommandLine(new DatasetJob()).execute(args));
    }

    @Override
    public Integer call() {
        SparkSession spark = SparkSession.builder().appName("chiffres-lettres dataset").getOrCreate();
        org.apache.spark.sql.Dataset<Row> records = generate(spark);
        records.write().mode("overwrite").format(format.equals("parquet") ? "parquet" : "json").save(output);
        return 0;
    }

    /** The spec the options describe. */
    DatasetSpec spec() {
        return spec(variant, counts, solvable, seed);
    }

    /** The spec from plain values, which the executors receive and rebuild it from. */
    private static DatasetSpec spec(String variant, boolean counts, boolean solvable, long seed) {
        Variant v = VARIANTS.get(variant);
        if (v == null) {
            throw new IllegalArgumentException("--variant: one of " + VARIANTS.keySet() + ", got " + variant);
        }
        DatasetSpec s = DatasetSpec.of(v).withSeed(seed);
        s = counts ? s.withCounts() : s;
        return solvable ? s.solvable() : s;
    }

    /**
     * The records of blocks {@code 0 .. blocks − 1}, each puzzle once (from its first block); the order
     * of the rows is Spark's.
     */
    public org.apache.spark.sql.Dataset<Row> generate(SparkSession spark) {
        if (blocks < 1) {
            throw new IllegalArgumentException("--blocks must be at least 1, got " + blocks);
        }
        spec();
        String name = variant;
        boolean counted = counts;
        boolean exactOnly = solvable;
        long runSeed = seed;
        int slices = partitions != null ? partitions : spark.sparkContext().defaultParallelism();
        MapPartitionsFunction<Long, Row> solve = ids -> {
            DatasetSpec spec = spec(name, counted, exactOnly, runSeed);
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

    private static Row row(Puzzle p, long block) {
        Map<String, Object> f = p.fields();
        return RowFactory.create(f.get("variant"), f.get("seed"), p.tiles().toArray(new Long[0]), f.get("target"),
                f.get("exact"), f.get("distance"), f.get("steps"), f.get("answer"),
                p.answerSteps().toArray(new String[0]), f.get("solutions"), f.get("difficulty"), block);
    }
}
