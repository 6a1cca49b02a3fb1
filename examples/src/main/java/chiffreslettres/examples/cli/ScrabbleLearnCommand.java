package chiffreslettres.examples.cli;

import chiffreslettres.Scrabble;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.LeaveLearning;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import chiffreslettres.server.PlayersWords;
import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code scrabble-learn}: leave values learned by self-play, written as a table. */
@Command(name = "scrabble-learn", mixinStandardHelpOptions = true,
        description = {"Learns Scrabble leave values by self-play. With --target next-turn, each leave (the tiles a turn "
                + "keeps) is worth what its player scores on the next turn, plus the value (by --leaves) of the leave that turn "
                + "keeps, against the mean of all next turns; with --target rack, each leave is worth the mean equity of the "
                + "moves chosen with the full racks that hold it, against the mean of all racks; with --target drawn-rack, "
                + "the same with racks drawn at random from the tiles not on the board before each turn, each valued by "
                + "its best move or exchange there.",
            "The players play by equity with --leaves (score only without), first move alternating."})
class ScrabbleLearnCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--lang", defaultValue = "en", description = "fr, en or es (default: ${DEFAULT-VALUE}).")
    LettersCommand.Lang lang;

    @Option(names = "--words", paramLabel = "FILE|NAME", description = PlayersWords.OPTION)
    Path words;

    @Option(names = "--games", defaultValue = "1000", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Game i is seeded seed + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "2", description = "Threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--leaves", paramLabel = "FILE", description = "Leave values the players play by (default: score only).")
    Path leaves;

    @Option(names = "--min-count", defaultValue = "20",
            description = "The fewest positions a leave of two tiles or more needs to be kept (default: ${DEFAULT-VALUE}).")
    int minCount;

    @Option(names = "--target", defaultValue = "next-turn", paramLabel = "next-turn|rack|drawn-rack",
            converter = TargetConverter.class, description = "What a leave is credited with (default: ${DEFAULT-VALUE}).")
    LeaveLearning.Target target;

    /** Reads {@code next-turn}, {@code rack} and {@code drawn-rack}. */
    static final class TargetConverter implements picocli.CommandLine.ITypeConverter<LeaveLearning.Target> {
        @Override
        public LeaveLearning.Target convert(String value) {
            try {
                return LeaveLearning.Target.labelled(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException("--" + e.getMessage());
            }
        }
    }

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE", description = "Where the table goes.")
    Path output;

    /** A thread's learning, fed its games. */
    static final class Learner implements Consumer<ScrabbleGame> {
        final LeaveLearning learning;

        Learner(LeaveLearning learning) {
            this.learning = learning;
        }

        @Override
        public void accept(ScrabbleGame game) {
            learning.observe(game);
        }
    }

    @Override
    public Integer call() throws Exception {
        if (games < 1 || threads < 1 || minCount < 1) {
            throw new IllegalArgumentException("--games, --threads and --min-count must be at least 1");
        }
        chiffreslettres.server.UserFiles.checkWritable("--output", output);
        Lexicon lexicon = PlayersWords.lexicon(lang.language, words, spec.commandLine().getErr());
        Leaves playBy = leaves == null ? Leaves.none(lexicon.tiles()) : read(lexicon, leaves);
        // Leaves are learned from the turns before the bag empties: the endgame search would only cost time.
        ScrabbleOpponent player = ScrabbleOpponent.level(leaves == null ? 4 : 5, playBy).withoutEndgame();
        List<Learner> learners = ScrabbleSelfPlay.run(new SelfPlay(lexicon, Rules.WESPA, player, player), seed, games,
                threads, () -> new Learner(new LeaveLearning(playBy, target)));
        LeaveLearning all = new LeaveLearning(Leaves.none(lexicon.tiles()), target);
        learners.forEach(l -> all.merge(l.learning));
        String source = "scrabble-learn --lang " + lang + " --games " + games + " --seed " + seed
                + (leaves == null ? "" : " --leaves " + leaves.getFileName())
                + " --target " + target.label() + " --min-count " + minCount + "; "
                + all.positions() + " " + target.counted() + " of " + lexicon.name() + " (" + (leaves == null ? "score-only" : "equity")
                + " players)";
        Leaves learned = all.leaves(minCount, source);
        Files.writeString(output, learned.toText(), StandardCharsets.UTF_8);
        spec.commandLine().getOut().printf("%d games, %d %s, %d leaves written to %s%n", all.games(), all.positions(),
                target.counted(),
                learned.size(), output);
        return 0;
    }

    static Leaves read(Lexicon lexicon, Path file) throws java.io.IOException {
        String text = chiffreslettres.server.UserFiles.readText("--leaves", file);
        try (BufferedReader in = new BufferedReader(new java.io.StringReader(text))) {
            return Leaves.read(lexicon.tiles(), in);
        }
    }
}
