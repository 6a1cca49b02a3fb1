package chiffreslettres.examples.cli;

import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.random.StableRandom;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.ScoredWord;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Endgame;
import chiffreslettres.scrabble.game.PreEndgame;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.Simulation;
import chiffreslettres.server.PlayersWords;
import chiffreslettres.server.ServerOptions;
import chiffreslettres.server.UserFiles;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.json.ScrabbleJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code scrabble RACK}: a rack's words by score, those that fit a pattern, or the best moves on a board. */
@Command(name = "scrabble", mixinStandardHelpOptions = true,
        description = {"The Scrabble words of a RACK by score; with --pattern, those that fit board letters; "
                + "with --board, every legal move on the board, best first; with --gcg, a game record checked and annotated.",
            "A rack is 1 to 7 tiles: letters, a digraph tile in brackets ([CH]), ? or * for a blank."})
class ScrabbleCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "RACK",
            description = "The tiles, any case, accents ignored; ? or * for a blank (not with --gcg).")
    String rack;

    @Option(names = "--gcg", paramLabel = "FILE",
            description = "A game record (GCG): each move replayed and its score checked, each position annotated with the "
                    + "best moves by equity (--limit of them).")
    Path gcg;

    @Option(names = "--lang", defaultValue = "fr", description = "fr, en or es: the edition's tiles and its list for play (default: ${DEFAULT-VALUE}).")
    LettersCommand.Lang lang;

    @Option(names = "--words", paramLabel = "FILE|NAME", description = PlayersWords.OPTION)
    Path words;

    @Option(names = "--scrabble-words", paramLabel = "LANG:NAME=FILE",
            description = "With --gcg: a word list of one's own by NAME for the language LANG (en, fr or es), a file of one "
                    + "word a line, used when the record's #lexicon names it (as serve --scrabble-words offers it). Repeatable.")
    java.util.List<String> scrabbleWords = new java.util.ArrayList<>();

    @Option(names = "--board", paramLabel = "FILE",
            description = "A board: 15 lines of 15 squares (. empty, a letter a tile, lower case a blank), or JSON {\"rows\": [...]}.")
    Path board;

    @Option(names = "--pattern", paramLabel = "PATTERN",
            description = "Board letters at their places, ? a square the rack fills, * any number of them: ?A??E, *QU*, RE*, ?CARE.")
    String pattern;

    @Option(names = "--limit", defaultValue = "20", description = "The most words or moves listed (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = "--simulate", paramLabel = "MILLIS", description = "With --board: the best moves by equity "
            + "(--limit of them, at most 100) each played out two turns ahead in many draws of the unseen tiles, for "
            + "MILLIS milliseconds on every core: win rate, mean value (points gained plus the last leave) and iterations; "
            + "with one tile in the bag (a full rack and a tile unseen), the pre-endgame's play of best chance too, "
            + "searched for MILLIS more. "
            + "With --gcg: the same for each position of a two-player record with tiles in the bag.")
    Long simulate;

    @Option(names = "--spread", defaultValue = "0", description = "With --simulate: your score minus the other's, "
            + "which moves the win rates (default: ${DEFAULT-VALUE}).")
    int spread;

    /**
     * The lexicon a record is replayed with: the list of {@code --words}; else the list of {@code
     * --scrabble-words} its {@code #lexicon} names (in {@code --lang}'s language when it is given, else in its
     * own); else, in the language its {@code #lexicon} names when {@code --lang} is not given, the shipped list
     * it names ({@code enable}) or the language's list for play, the record's list then said on standard error.
     */
    private Lexicon gcgLexicon(String text) throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        java.util.Optional<String> named = PlayersWords.recordLexicon(text);
        chiffreslettres.lettres.Language language = lang.language;
        boolean langGiven = spec.commandLine().getParseResult().hasMatchedOption("--lang");
        if (named.isPresent() && words == null) {
            // A record naming a list of one's own (in --lang's language when it is given) is replayed with it.
            for (String given : scrabbleWords) {
                ServerOptions.ScrabbleList list = ServerOptions.ScrabbleList.read(given);
                if (list.name().equalsIgnoreCase(named.get()) && (list.language() == language || !langGiven)) {
                    lang = LettersCommand.Lang.valueOf(list.language().code());
                    return list.lexicon();
                }
            }
        }
        if (named.isPresent() && !langGiven) {
            java.util.Optional<chiffreslettres.lettres.Language> of = PlayersWords.languageOf(named.get());
            if (of.isPresent()) {
                language = of.get();
                lang = LettersCommand.Lang.valueOf(language.code());
            }
        }
        if (named.isPresent() && words == null) {
            // A record naming a list shipped with the library is replayed with it.
            for (String shipped : chiffreslettres.Scrabble.lists(language).keySet()) {
                if (shipped.equalsIgnoreCase(named.get())) {
                    return chiffreslettres.Scrabble.lexicon(language, shipped);
                }
            }
        }
        Lexicon lexicon = PlayersWords.lexicon(language, words, err);
        if (named.isPresent() && words == null) {
            err.printf("the record was played with %s; it is replayed with %s (give the players' list with --words FILE, "
                    + "or --scrabble-words %s:%s=FILE)%n", named.get(), lexicon.name(), language.code(), named.get());
            err.flush();
        }
        return lexicon;
    }

    @Override
    public Integer call() throws IOException {
        if (limit < 1) {
            throw new IllegalArgumentException("--limit must be at least 1, got " + limit);
        }
        if (gcg == null && !scrabbleWords.isEmpty()) {
            throw new IllegalArgumentException("--scrabble-words: lists a record's #lexicon may name, read with --gcg; "
                    + "for a rack or a board give the list with --words FILE");
        }
        if (gcg != null) {
            if (rack != null || board != null || pattern != null) {
                throw new IllegalArgumentException("--gcg reads racks and boards from the record: give no RACK, --board or --pattern");
            }
            String text = UserFiles.readText("--gcg", gcg);
            Lexicon lexicon = gcgLexicon(text);
            return GcgAnnotation.print(lexicon, Scrabble.leaves(lang.language), text, limit, json,
                    simulate == null ? null : Duration.ofMillis(checkedSimulate()), spec.commandLine().getOut());
        }
        if (rack == null) {
            throw new IllegalArgumentException("a RACK is needed (or --gcg FILE)");
        }
        if (board != null && pattern != null) {
            throw new IllegalArgumentException("--board and --pattern go separately: a pattern is searched without a board");
        }
        Lexicon lexicon = PlayersWords.lexicon(lang.language, words, spec.commandLine().getErr());
        PrintWriter out = spec.commandLine().getOut();
        if (simulate != null && board == null) {
            throw new IllegalArgumentException("--simulate needs --board or --gcg: a position is simulated on its board");
        }
        if (board != null && simulate != null) {
            return simulate(lexicon, ScrabbleJson.board(lexicon.tiles(), readBoard()), out);
        }
        if (board != null) {
            Board read = ScrabbleJson.board(lexicon.tiles(), readBoard());
            List<Move> moves = lexicon.moves(read, rack);
            if (json) {
                out.println(JsonShapes.write(ScrabbleJson.moves(rack, moves, limit)));
                return 0;
            }
            out.printf("moves of %s on the board (%s): %s%n", rack, lexicon.name(),
                    moves.isEmpty() ? "none" : moves.size() + ", best first");
            moves.stream().limit(limit).forEach(m -> out.printf("  %-4s %-15s %4d%s%n", m.coordinates(), m.word(), m.score(),
                    m.isBingo() ? "  bingo" : ""));
            return 0;
        }
        List<ScoredWord> words = pattern == null ? lexicon.words(rack) : lexicon.matching(rack, pattern);
        if (json) {
            out.println(JsonShapes.write(ScrabbleJson.words(rack, pattern, words, limit)));
            return 0;
        }
        out.printf("words of %s%s (%s): %s%n", rack, pattern == null ? "" : " fitting " + pattern, lexicon.name(),
                words.isEmpty() ? "none" : words.size() + ", best score first");
        words.stream().limit(limit).forEach(w -> out.printf("  %-15s %4d%n", w.word(), w.score()));
        return 0;
    }

    /** The --simulate time, checked. */
    private long checkedSimulate() {
        if (simulate < 1 || simulate > 600_000) {
            throw new IllegalArgumentException("--simulate: 1 to 600000 milliseconds, got " + simulate);
        }
        return simulate;
    }

    /** The --simulate answer: the candidates simulated, best first. */
    private int simulate(Lexicon lexicon, Board read, PrintWriter out) {
        Simulation.Settings settings = new Simulation.Settings(Math.min(limit, 100), 2,
                Runtime.getRuntime().availableProcessors(), Budget.ofTime(Duration.ofMillis(checkedSimulate())));
        Leaves leaves = Scrabble.leaves(lexicon.tiles().language());
        long seed = StableRandom.seedOf(read.toText() + rack);
        Simulation.Analysis analysis = Simulation.analyse(lexicon, Rules.WESPA, leaves, read, rack, spread, 0, seed, settings);
        // One tile in the bag (a full rack and a tile unseen): the pre-endgame too, for the same time.
        PreEndgame.Solution pre = lexicon.tiles().readTiles(Endgame.unseen(read, rack)).size() != TileSet.RACK_SIZE + 1 ? null
                : PreEndgame.solve(lexicon, Rules.WESPA, read, rack, spread, 0, settings.budget(), settings.threads());
        if (json) {
            Map<String, Object> o = new LinkedHashMap<>(ScrabbleJson.simulation(analysis, leaves.source()));
            if (pre != null) {
                o.put("preEndgame", GcgAnnotation.preEndgameJson(pre));
            }
            out.println(JsonShapes.write(o));
            return 0;
        }
        out.printf("%s on the board (%s), simulated two turns ahead: %,d iterations in %d ms%s%n", rack, lexicon.name(),
                analysis.iterations(), analysis.took().toMillis(), analysis.stoppedEarly() ? ", stopped: one move left" : "");
        out.printf("  %-28s %6s %15s %7s %10s%n", "move", "win %", "mean value", "equity", "iterations");
        for (Simulation.Candidate c : analysis.candidates()) {
            String what = GcgAnnotation.describe(c.action());
            out.printf(Locale.ROOT, "  %-28s %6s %15s %7.1f %10d%s%n", what,
                    c.iterations() == 0 ? "" : String.format(Locale.ROOT, "%.1f", 100 * c.winRate()),
                    c.iterations() == 0 ? "" : String.format(Locale.ROOT, "%+.1f", c.meanValue())
                            + (c.iterations() > 1 ? String.format(Locale.ROOT, " ± %.1f", c.valueError()) : ""),
                    c.equity(), c.iterations(), c.dropped() ? "  dropped" : "");
        }
        if (pre != null) {
            out.println(GcgAnnotation.preEndgameLine(pre, "in " + checkedSimulate() + " ms"));
        }
        return 0;
    }

    private String readBoard() {
        return UserFiles.readText("--board", board);
    }
}
