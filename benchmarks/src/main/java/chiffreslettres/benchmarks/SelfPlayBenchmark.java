package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole English Scrabble games played by the computer against itself (bag, racks, every move searched, the
 * end and its adjustments), one game per invocation, each from the next seed: games a second on one thread.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar SelfPlayBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class SelfPlayBenchmark {

    /** Both players' level: 4 plays the best score, 5 the best equity with the shipped leave values. */
    @Param({"4", "5"})
    public int level;

    private SelfPlay play;
    private int next;

    /** Loads the list and the leave values. */
    @Setup
    public void setUp() {
        Lexicon lexicon = Scrabble.lexicon(Language.ENGLISH);
        Leaves leaves = Scrabble.leaves(Language.ENGLISH);
        ScrabbleOpponent player = ScrabbleOpponent.level(level, leaves);
        play = new SelfPlay(lexicon, Rules.WESPA, player, player);
    }

    /** One whole game. */
    @Benchmark
    public ScrabbleGame game() {
        return play.game(20261124L, next++);
    }
}
