package chiffreslettres.server.scrabble;

import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.MoveRefusal;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Endgame;
import chiffreslettres.scrabble.game.GameReview;
import chiffreslettres.scrabble.game.Gcg;
import chiffreslettres.scrabble.game.PreEndgame;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.Simulation;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.DisplayNames;
import chiffreslettres.server.http.MessageLanguage;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.ProblemDetails;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.http.SealedSeeds;
import chiffreslettres.server.http.SearchGate;
import chiffreslettres.server.json.ScrabbleGameJson;
import chiffreslettres.server.json.ScrabbleJson;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Scrabble games against the computer and the analysis of a position. The server keeps no game: each
 * action carries the stored game ({@link ScrabbleGameJson}), which the server replays, applies the
 * person's action to, and lets the computer answer until it is the person's turn again. A placement that
 * breaks a rule is a 422 naming the square and the rule; an action the game forbids now (an exchange with
 * fewer than 7 tiles in the bag, any action once the game is over) a 409.
 */
public final class ScrabbleGameApi {

    /** The longest a simulation may run when the request does not say. */
    private static final Duration SIMULATION_TIME = Duration.ofSeconds(1);

    private final SealedSeeds seeds;
    private final ScrabbleLists lists;
    private final SearchGate gate;
    private final Duration searchCap;
    /** How long an analysis's endgame search may run: a second, or the server's cap on a search if shorter. */
    private final Duration endgameTime;

    public ScrabbleGameApi(SealedSeeds seeds, ScrabbleLists lists, SearchGate gate, Duration searchCap) {
        this.seeds = seeds;
        this.lists = lists;
        this.gate = gate;
        this.searchCap = searchCap;
        this.endgameTime = searchCap.compareTo(Duration.ofSeconds(1)) < 0 ? searchCap : Duration.ofSeconds(1);
    }

    /** A game's stored form and view, its seed sealed while it runs. */
    private Map<String, Object> sealed(ScrabbleGameJson.Stored stored) {
        return seeds.seal(ScrabbleGameJson.of(stored), stored.game().seed(), stored.game().isOver(), "scrabble");
    }

    public void register(Javalin app) {
        app.post("/api/scrabble/games", this::start);
        app.post("/api/scrabble/games/action", this::act);
        app.post("/api/scrabble/games/gcg", this::record);
        app.post("/api/scrabble/games/review", this::review);
        app.post("/api/scrabble/analysis", this::analysis);
        app.post("/api/scrabble/placement", this::placement);
        app.post("/api/scrabble/simulation", this::simulation);
        app.get("/api/scrabble/lists", ctx -> ctx.json(lists.json()));
    }

    /** The request's word list ({@code list}, default the language's first offered, {@link ScrabbleLists#defaultName}). */
    private String list(RequestFields in, Language language) {
        return in.optionalString("list", lists.defaultName(language));
    }

    private static String lang(RequestFields in) {
        Language language = in.optionalName("lang", Language.ENGLISH, Names.LANGUAGES::get, Names.LANGUAGE_NAMES);
        return Names.keyOf(language);
    }

    private void start(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        String lang = lang(in);
        String list = list(in, Names.LANGUAGES.get(lang));
        Lexicon lexicon = lists.get(Names.LANGUAGES.get(lang), list, "list");
        int level = in.optionalInt("level", 3);
        if (level < 1 || level > ScrabbleOpponent.MAX_LEVEL) {
            throw ApiException.badRequest("level", "'level' is 1 to " + ScrabbleOpponent.MAX_LEVEL + ", got " + level);
        }
        boolean personFirst = in.optionalBoolean("first", true);
        String name = DisplayNames.personName(in.optionalString("name", "Player"), "name");
        long seed = in.optionalSeed("seed");
        int seat = personFirst ? 0 : 1;
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, ScrabbleGameJson.players(name, seat), seed);
        ctx.json(sealed(computerTurns(new ScrabbleGameJson.Stored(game, lang, list, seat, level))));
    }

    /** The computer's turns, through the search gate at level 6, whose simulation takes a share of a core. */
    private ScrabbleGameJson.Stored computerTurns(ScrabbleGameJson.Stored stored) {
        return stored.level() == ScrabbleOpponent.MAX_LEVEL ? gate.run(() -> playComputer(stored)) : playComputer(stored);
    }

    /** The game a request carries ({@code game}: the stored form the server last answered). */
    private ScrabbleGameJson.Stored stored(RequestFields in) {
        String lang = in.node("game") == null ? "en" : in.node("game").path("lang").asText("en");
        Language language = Names.LANGUAGES.get(lang);
        if (language == null) {
            throw ApiException.badRequest("game.lang", "'game.lang' is one of " + Names.LANGUAGE_NAMES + ", got \"" + lang + "\"");
        }
        String list = in.node("game") == null ? ScrabbleLists.EVERY_FORM
                : in.node("game").path("list").asText(ScrabbleLists.EVERY_FORM);
        return ScrabbleGameJson.read(seeds.open(in.node("game"), "scrabble", "game.seed"),
                lists.get(language, list, "game.list"), lang, list,
                () -> lists.get(language, ScrabbleLists.EVERY_FORM, "game.list"));
    }

    /** A finished game's record in GCG, for Quackle, Macondo or a club's archive. */
    private void record(Context ctx) {
        ScrabbleGame game = stored(RequestFields.ofBody(ctx)).game();
        if (!game.isOver()) {
            throw new ApiException(409, "Record not available", "a game's record shows every rack, so it is given once "
                    + "the game is over", "game", 0);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("fileName", "scrabble-" + Long.toUnsignedString(game.seed()) + ".gcg");
        out.put("gcg", Gcg.write(game));
        ctx.json(out);
    }

    /** A finished game reviewed turn by turn against each position's moves by equity. */
    private void review(Context ctx) {
        ScrabbleGameJson.Stored stored = stored(RequestFields.ofBody(ctx));
        ScrabbleGame game = stored.game();
        if (!game.isOver()) {
            throw new ApiException(409, "Review not available", "a review shows the computer's racks, so it is given once "
                    + "the game is over", "game", 0);
        }
        ctx.json(ScrabbleGameJson.review(game, GameReview.of(game, Scrabble.leaves(Names.LANGUAGES.get(stored.lang())))));
    }

    private void act(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        ScrabbleGameJson.Stored stored = stored(in);
        String lang = stored.lang();
        ScrabbleGame game = stored.game();
        if (game.isOver()) {
            throw new ApiException(409, "Action not allowed", "the game is over", "action", 0);
        }
        if (game.toMove() != stored.seat()) {
            throw new ApiException(409, "Action not allowed", "it is the computer's turn", "action", 0);
        }
        try {
            game = game.apply(ScrabbleGameJson.action(in.node("action"), game, "action"));
        } catch (IllegalStateException e) {
            throw new ApiException(409, "Action not allowed", e.getMessage(), "action", 0);
        }
        ctx.json(sealed(computerTurns(new ScrabbleGameJson.Stored(game, lang, stored.list(), stored.seat(), stored.level()))));
    }

    /** The computer plays until it is the person's turn or the game is over. */
    private static ScrabbleGameJson.Stored playComputer(ScrabbleGameJson.Stored stored) {
        ScrabbleGame game = stored.game();
        Leaves leaves = Scrabble.leaves(Names.LANGUAGES.get(stored.lang()));
        ScrabbleOpponent computer = ScrabbleOpponent.level(stored.level(), leaves);
        while (!game.isOver() && game.toMove() != stored.seat()) {
            game = game.apply(computer.choose(game));
        }
        return new ScrabbleGameJson.Stored(game, stored.lang(), stored.list(), stored.seat(), stored.level());
    }

    /**
     * Tiles laid but not played yet, judged: {@code valid} with the move (its words and score), or not with
     * the rule it breaks ({@code reason} in the language of the request's {@code Accept-Language}, {@code
     * rule}, {@code square}), so that a page can show a tentative move's score as the tiles go down.
     */
    private void placement(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Language language = Names.LANGUAGES.get(lang(in));
        Lexicon lexicon = lists.get(language, list(in, language), "list");
        if (in.node("board") == null) {
            throw ApiException.badRequest("board", "'board' is missing: give {\"rows\": [15 strings]}");
        }
        Board board = ScrabbleJson.board(lexicon.tiles(), in.node("board"), "board");
        List<Placement> placements = ScrabbleGameJson.placements(in.node("placements"), lexicon.tiles(), "placements");
        Map<String, Object> out = new LinkedHashMap<>();
        try {
            Move move = lexicon.play(board, placements);
            out.put("valid", true);
            out.put("move", ScrabbleJson.of(move));
        } catch (MoveRefusal e) {
            out.put("valid", false);
            out.put("reason", e.message(MessageLanguage.of(ctx, in, null)));
            out.putAll(ProblemDetails.refusal(e));
        }
        ctx.json(out);
    }

    private void analysis(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Language language = Names.LANGUAGES.get(lang(in));
        Lexicon lexicon = lists.get(language, list(in, language), "list");
        String rack = in.requiredString("rack");
        int limit = in.optionalInt("limit", 10);
        if (limit < 1 || limit > RequestFields.MAX_LIMIT) {
            throw ApiException.badRequest("limit", "'limit' is 1 to " + RequestFields.MAX_LIMIT + ", got " + limit);
        }
        if (in.node("board") == null) {
            throw ApiException.badRequest("board", "'board' is missing: give {\"rows\": [15 strings]}");
        }
        Board board = ScrabbleJson.board(lexicon.tiles(), in.node("board"), "board");
        Leaves leaves = Scrabble.leaves(language);
        List<RatedMove> rated = lexicon.rated(board, rack, leaves);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rack", rack);
        out.put("count", rated.size());
        out.put("leaves", leaves.source());
        out.put("moves", rated.stream().limit(limit).map(r -> ScrabbleGameJson.rated(r.move(), r.equity())).toList());
        // With the bag empty (two players: at most 7 tiles unseen), the unseen tiles are the other rack: solved.
        String unseen;
        try {
            unseen = Endgame.unseen(board, rack);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("rack", "'rack': " + e.getMessage());
        }
        if (!unseen.isEmpty() && lexicon.tiles().readTiles(unseen).size() <= TileSet.RACK_SIZE && !rack.isEmpty()) {
            Endgame.Solution solution = Endgame.solve(lexicon, Rules.WESPA, board, rack, unseen, 0, Budget.ofTime(endgameTime));
            out.put("endgame", ScrabbleGameJson.endgame(solution, unseen));
        }
        ctx.json(out);
    }

    /**
     * The candidates of a position simulated ({@link Simulation}), within the request's time or a second: the
     * player's turn in a game the request carries ({@code game}, the other rack then inferred from their last
     * play), or a board and a rack.
     */
    private void simulation(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        int candidates = in.optionalInt("candidates", ScrabbleOpponent.SIMULATION_CANDIDATES);
        if (candidates < 1 || candidates > 20) {
            throw ApiException.badRequest("candidates", "'candidates' is 1 to 20, got " + candidates);
        }
        int plies = in.optionalInt("plies", 2);
        if (plies < 0 || plies > 4) {
            throw ApiException.badRequest("plies", "'plies' is 0 to 4, got " + plies);
        }
        long millis = in.optionalLong("millis", Math.min(SIMULATION_TIME.toMillis(), searchCap.toMillis()));
        if (millis < 50 || millis > searchCap.toMillis()) {
            throw ApiException.badRequest("millis", "'millis' is 50 to " + searchCap.toMillis()
                    + " (the server's cap on a search), got " + millis);
        }
        Simulation.Settings settings = new Simulation.Settings(candidates, plies,
                Math.min(2, Runtime.getRuntime().availableProcessors()), Budget.ofTime(Duration.ofMillis(millis)));
        if (in.node("game") != null) {
            ScrabbleGameJson.Stored stored = stored(in);
            ScrabbleGame game = stored.game();
            if (game.isOver() || game.toMove() != stored.seat() || game.players().size() != 2) {
                throw new ApiException(409, "Analysis not available", game.isOver() ? "the game is over"
                        : "a game's position is analysed on the player's turn", "game", 0);
            }
            Leaves leaves = Scrabble.leaves(game.lexicon().tiles().language());
            // One tile in the bag: half the time to the pre-endgame, half to the simulation.
            boolean pre = game.bagSize() == 1;
            Simulation.Settings share = pre ? halved(settings, millis) : settings;
            Simulation.Analysis analysis = gate.run(() -> Simulation.analyse(game, leaves, share));
            Map<String, Object> out = new LinkedHashMap<>(ScrabbleJson.simulation(analysis, leaves.source()));
            if (pre) {
                PreEndgame.Solution solution = gate.run(() -> PreEndgame.solve(game, share.budget(), share.threads()));
                out.put("preEndgame", ScrabbleGameJson.preEndgame(solution));
            }
            ctx.json(out);
            return;
        }
        Language language = Names.LANGUAGES.get(lang(in));
        Lexicon lexicon = lists.get(language, list(in, language), "list");
        String rack = in.requiredString("rack");
        if (in.node("board") == null) {
            throw ApiException.badRequest("board", "'board' is missing: give {\"rows\": [15 strings]}, or a game");
        }
        Board board = ScrabbleJson.board(lexicon.tiles(), in.node("board"), "board");
        int spread = in.optionalInt("spread", 0);
        if (Math.abs(spread) > 2000) {
            throw ApiException.badRequest("spread", "'spread' is -2000 to 2000 points, got " + spread);
        }
        long seed = in.optionalSeed("seed");
        Leaves leaves = Scrabble.leaves(language);
        Map<String, Object> out;
        try {
            // One tile in the bag (a full rack and a tile not seen): half the time to the pre-endgame, half to the simulation.
            boolean pre = lexicon.tiles().readTiles(Endgame.unseen(board, rack)).size() == TileSet.RACK_SIZE + 1;
            Simulation.Settings share = pre ? halved(settings, millis) : settings;
            Simulation.Analysis analysis = gate.run(() -> Simulation.analyse(lexicon, Rules.WESPA, leaves, board, rack,
                    spread, 0, seed, share));
            out = new LinkedHashMap<>(ScrabbleJson.simulation(analysis, leaves.source()));
            if (pre) {
                PreEndgame.Solution solution = gate.run(() -> PreEndgame.solve(lexicon, Rules.WESPA, board, rack, spread, 0,
                        share.budget(), share.threads()));
                out.put("preEndgame", ScrabbleGameJson.preEndgame(solution));
            }
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("rack", "'rack': " + e.getMessage());
        }
        ctx.json(out);
    }

    /** The settings with half the request's time: the other half goes to the pre-endgame. */
    private static Simulation.Settings halved(Simulation.Settings settings, long millis) {
        return new Simulation.Settings(settings.candidates(), settings.plies(), settings.threads(),
                Budget.ofTime(Duration.ofMillis(Math.max(25, millis / 2))));
    }
}
