package chiffreslettres.spark;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.LeaveLearning;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import static org.apache.spark.sql.functions.sum;

/**
 * Scrabble leave values learned by self-play on Apache Spark: games {@code 0 .. games − 1} (game {@code i}
 * seeded {@code seed + i}, as {@code scrabble-learn} plays them) are played on the executors, each
 * partition keeps its sums per leave ({@link LeaveLearning#SUMS}), they are added up by leave, and the driver makes the table
 * ({@link LeaveLearning#leaves}) and writes it as one text file, the same table the single-machine command
 * writes for the same games.
 *
 * <pre>spark-submit --class chiffreslettres.spark.LeaveJob spark/target/chiffres-lettres-spark.jar \
 *     --lang en --games 1000000 --output hdfs:///leaves/en</pre>
 */
@Command(name = "leave-job", mixinStandardHelpOptions = true,
        description = "Learn Scrabble leave values by self-play on Spark: games played on the executors, positions counted by leave.")
public final class LeaveJob implements Callable<Integer> {

    /** The sums a partition keeps per leave, as {@link LeaveLearning#SUMS} lists them. */
    private static final String[] SUMS = {"n", "y", "a", "b", "aa", "bb", "ab", "ya", "yb"};
    static final StructType COUNTS = counts();

    private static StructType counts() {
        StructType t = new StructType().add("leave", DataTypes.StringType, false);
        for (String sum : SUMS) {
            t = t.add(sum, DataTypes.LongType, false);
        }
        return t;
    }

    private static final Map<String, Language> LANGUAGES = Map.of("en", Language.ENGLISH, "fr", Language.FRENCH,
            "es", Language.SPANISH);

    @Option(names = "--lang", defaultValue = "en", description = "en, fr or es (default: ${DEFAULT-VALUE}).")
    String lang;

    @Option(names = "--games", required = true, description = "Games to play.")
    long games;

    @Option(names = "--seed", defaultValue = "1", description = "Game i is seeded seed + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--leaves", description = "The text of a leave table the players play by (default: score only).")
    String leavesText;

    @Option(names = "--min-count", defaultValue = "20",
            description = "The fewest positions a leave of two tiles or more needs (default: ${DEFAULT-VALUE}).")
    int minCount;

    @Option(names = "--target", defaultValue = "next-turn", paramLabel = "next-turn|rack|drawn-rack",
            description = "What a leave is credited with: the next turn (temporal difference), the equity of the "
                    + "racks that hold it, or of racks drawn at random before each turn (default: ${DEFAULT-VALUE}).")
    String target;

    @Option(names = "--partitions", description = "Spark partitions (default: the context's parallelism).")
    Integer partitions;

    @Option(names = "--output", required = true, description = "The directory to write the table to (one text file).")
    String output;

    /** Runs the job with {@code spark-submit}'s session (or a local one when run alone). */
    public static void main(String[] args) {
        System.exit(new CommandLine(new LeaveJob()).execute(args));
    }

    @Override
    public Integer call() {
        SparkSession spark = SparkSession.builder().appName("chiffres-lettres leaves").getOrCreate();
        Leaves learned = learn(spark);
        spark.createDataset(List.of(learned.toText().split("\n")), Encoders.STRING()).coalesce(1).write().mode("overwrite")
                .text(output);
        return 0;
    }

    /** Plays the games on the executors and makes the table on the driver. */
    Leaves learn(SparkSession spark) {
        Language language = LANGUAGES.get(lang);
        if (language == null) {
            throw new IllegalArgumentException("--lang: en, fr or es, got " + lang);
        }
        if (games < 1 || minCount < 1) {
            throw new IllegalArgumentException("--games and --min-count must be at least 1");
        }
        LeaveLearning.Target credit = LeaveLearning.Target.labelled(target);
        String code = lang;
        String playBy = leavesText;
        long runSeed = seed;
        MapPartitionsFunction<Long, Row> play = ids -> {
            Lexicon lexicon = Scrabble.lexicon(LANGUAGES.get(code));
            Leaves table = playBy == null ? Leaves.none(lexicon.tiles())
                    : Leaves.read(lexicon.tiles(), new BufferedReader(new StringReader(playBy)));
            ScrabbleOpponent player = player(table, playBy != null);
            SelfPlay selfPlay = new SelfPlay(lexicon, Rules.WESPA, player, player);
            LeaveLearning learning = new LeaveLearning(table, credit);
            while (ids.hasNext()) {
                learning.observe(selfPlay.game(runSeed, Math.toIntExact(ids.next())));
            }
            List<Row> rows = new ArrayList<>();
            learning.counts().forEach((leave, s) -> {
                Object[] fields = new Object[SUMS.length + 1];
                fields[0] = leave;
                for (int i = 0; i < SUMS.length; i++) {
                    fields[i + 1] = s[i];
                }
                rows.add(RowFactory.create(fields));
            });
            return rows.iterator();
        };
        int slices = partitions != null ? partitions : spark.sparkContext().defaultParallelism();
        List<Row> counted = spark.range(0, games, 1, slices).as(Encoders.LONG())
                .mapPartitions(play, Encoders.row(COUNTS))
                .groupBy("leave").agg(sum(SUMS[0]), java.util.Arrays.stream(SUMS).skip(1).map(c -> sum(c))
                        .toArray(org.apache.spark.sql.Column[]::new))
                .collectAsList();
        Lexicon lexicon = Scrabble.lexicon(language);
        LeaveLearning all = new LeaveLearning(Leaves.none(lexicon.tiles()), credit);
        for (Row r : counted) {
            long[] sums = new long[SUMS.length];
            for (int i = 0; i < SUMS.length; i++) {
                sums[i] = r.getLong(i + 1);
            }
            all.add(r.getString(0), sums);
        }
        all.addGames(games);
        String source = "leave-job --lang " + lang + " --games " + games + " --seed " + seed + " --target " + credit.label()
                + " --min-count " + minCount + "; " + all.positions()
                + " " + credit.counted() + " of " + lexicon.name() + " ("
                + (playBy == null ? "score-only" : "equity") + " players)";
        return all.leaves(minCount, source);
    }

    /** Score only without a table, else equity by it; the learning sums also value the next leave by it. */
    private static ScrabbleOpponent player(Leaves table, boolean byEquity) {
        if (!byEquity) {
            return ScrabbleOpponent.level(4, table);
        }
        // Leaves are learned from the turns before the bag empties: the endgame search would only cost time.
        return ScrabbleOpponent.level(5, table).withoutEndgame();
    }
}
