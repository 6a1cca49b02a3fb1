package chiffreslettres.benchmarks;

import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Seat;
import java.util.List;
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
 * Whole games, in sample-time mode (median and percentiles of one operation): {@code computerGame}, a
 * whole game played by the computer alone at a level (every draw, every answer of the computer, every
 * judgement and the best answer of each reveal), one seed per invocation; {@code replayFinishedGame},
 * the work of one HTTP move at the end of a game against a person (the stored game's moves replayed).
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar GameBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx3g")
public class GameBenchmark {

    /** The format. */
    @Param({"countdown", "dcdl", "cifras2024"})
    public String format;

    /** The computer's level. */
    @Param({"3", "5"})
    public int level;

    private GameFormat chosen;
    private Game finished;
    private long seed;

    /** Plays one game against a person, to replay. */
    @Setup
    public void setUp() {
        chosen = GameFormat.byKey(format).orElseThrow();
        Game game = Game.start(chosen, List.of(Seat.person("P"), Seat.computer(level)), 1);
        finished = PersonMoves.playThrough(game);
    }

    /** A whole game played by the computer alone. */
    @Benchmark
    public List<Integer> computerGame() {
        return Game.start(chosen, List.of(Seat.computer(level)), seed++).totals();
    }

    /** The stored moves of a finished game against a person, replayed as the server does for a move. */
    @Benchmark
    public boolean replayFinishedGame() {
        return Game.replay(chosen, finished.seats(), finished.seed(), finished.moves()).isOver();
    }
}
