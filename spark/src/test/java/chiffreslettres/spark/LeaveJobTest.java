package chiffreslettres.spark;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.LeaveLearning;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The leave job in local mode makes the table the single-machine learning makes from the same games. */
class LeaveJobTest {

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSession.builder().master("local[2]").appName("leave-job-test")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "4").getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @ParameterizedTest
    @ValueSource(strings = {"next-turn", "rack", "drawn-rack"})
    void theTableIsTheSingleMachineLearningsOfTheSameGames(String target, @TempDir Path dir) throws Exception {
        LeaveJob job = new LeaveJob();
        new CommandLine(job).parseArgs("--lang", "en", "--games", "12", "--seed", "5", "--min-count", "2",
                "--partitions", "3", "--target", target, "--output", dir.resolve("leaves").toString());
        Leaves distributed = job.learn(spark);
        Lexicon en = Scrabble.lexicon(Language.ENGLISH);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, Leaves.none(en.tiles()));
        SelfPlay play = new SelfPlay(en, Rules.WESPA, best, best);
        LeaveLearning alone = new LeaveLearning(Leaves.none(en.tiles()), LeaveLearning.Target.labelled(target));
        for (int i = 0; i < 12; i++) {
            alone.observe(play.game(5, i));
        }
        Leaves single = alone.leaves(2, "the same games");
        assertThat(distributed.size()).isEqualTo(single.size()).isGreaterThan(27);
        String table = distributed.toText();
        assertThat(table.substring(table.indexOf('\n', table.indexOf("# source")) + 1))
                .isEqualTo(single.toText().substring(single.toText().indexOf('\n', single.toText().indexOf("# source")) + 1));
        assertThat(distributed.source()).startsWith("leave-job --lang en --games 12 --seed 5 --target " + target);
        // The whole job writes the table as one text file the library reads back.
        assertThat(job.call()).isZero();
        Path part;
        try (Stream<Path> files = Files.list(dir.resolve("leaves"))) {
            part = files.filter(p -> p.getFileName().toString().startsWith("part-")).findFirst().orElseThrow();
        }
        try (var in = Files.newBufferedReader(part)) {
            assertThat(Leaves.read(en.tiles(), in).toText()).isEqualTo(table);
        }
    }
}
