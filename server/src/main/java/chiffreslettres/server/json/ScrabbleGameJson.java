package chiffreslettres.server.json;

import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.MoveRefusal;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Adjustment;
import chiffreslettres.scrabble.game.Endgame;
import chiffreslettres.scrabble.game.GameReview;
import chiffreslettres.scrabble.game.PreEndgame;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.Turn;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.DisplayNames;
import chiffreslettres.server.http.Seeds;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The JSON form of a Scrabble game against the computer: what stores it (language, word list, seed, the person's
 * seat and name, the computer's level, every action), read back by replaying, and a view for the person:
 * the board, their rack, the scores, the turns (the computer's exchanges by count only), the bag's size,
 * and at the end the adjustments and the computer's rack. Stateless and thread-safe.
 */
public final class ScrabbleGameJson {

    /** The most actions a stored game may hold (a game has far fewer). */
    static final int MAX_ACTIONS = 400;

    /** A stored game, read: the game, its language and word list, which seat is the person's, and the computer's level. */
    public record Stored(ScrabbleGame game, String lang, String list, int seat, int level) {
    }

    private ScrabbleGameJson() {
    }

    public static List<String> players(String name, int seat) {
        return seat == 0 ? List.of(name, "Computer") : List.of("Computer", name);
    }

    public static Map<String, Object> of(Stored stored) {
        ScrabbleGame game = stored.game();
        TileSet tiles = game.lexicon().tiles();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("lang", stored.lang());
        out.put("list", stored.list());
        out.put("seed", Seeds.json(game.seed()));
        out.put("seat", stored.seat());
        out.put("name", game.players().get(stored.seat()));
        out.put("level", stored.level());
        List<Object> actions = new ArrayList<>();
        for (Action a : game.actions()) {
            actions.add(action(a, tiles));
        }
        out.put("actions", actions);
        out.putAll(view(game, stored.seat()));
        if (game.isOver()) {
            out.put("computerRack", game.rack(1 - stored.seat()));
        }
        return out;
    }

    /**
     * What a seat may see of a game: the tiles' faces and values, the board, its own rack (none for a
     * spectator, seat -1), the tiles it has not seen (the bag and the other racks together, sorted: what any
     * player may count from the board), the scores, the turns (exchanges by count, but a seat's own by their
     * tiles), the bag's size, and at the end the adjustments. Neither the seed nor another player's rack.
     */
    public static Map<String, Object> view(ScrabbleGame game, int seat) {
        TileSet tiles = game.lexicon().tiles();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rules", game.rules().name());
        List<String> faces = new ArrayList<>();
        for (int t = 0; t < tiles.size(); t++) {
            faces.add(tiles.face(t));
        }
        out.put("faces", faces);
        List<Integer> values = new ArrayList<>();
        for (int t = 0; t < tiles.size(); t++) {
            values.add(tiles.value(t));
        }
        out.put("values", values);
        out.put("players", game.players());
        out.put("board", game.board().rows());
        out.put("rack", seat < 0 ? List.of() : tileList(tiles, game.rack(seat)));
        if (seat >= 0) {
            out.put("unseen", tileList(tiles, game.unseen(seat)));
        }
        out.put("scores", game.scores());
        out.put("toMove", game.toMove());
        out.put("bag", game.bagSize());
        out.put("canExchange", game.canExchange());
        out.put("over", game.isOver());
        List<Object> turns = new ArrayList<>();
        for (Turn t : game.turns()) {
            Map<String, Object> turn = new LinkedHashMap<>();
            turn.put("player", t.player());
            if (t.action() instanceof Action.Play play) {
                turn.put("type", "play");
                turn.put("move", ScrabbleJson.of(play.move()));
            } else if (t.action() instanceof Action.Exchange exchange) {
                turn.put("type", "exchange");
                turn.put("count", tiles.readTiles(exchange.tiles()).size());
                if (t.player() == seat) {
                    turn.put("tiles", exchange.tiles());
                }
            } else {
                turn.put("type", "pass");
            }
            turn.put("score", t.score());
            turn.put("total", t.total());
            turns.add(turn);
        }
        out.put("turns", turns);
        if (game.isOver()) {
            List<Object> ends = new ArrayList<>();
            for (Adjustment a : game.adjustments()) {
                ends.add(Map.of("player", a.player(), "tiles", a.tiles(), "points", a.points()));
            }
            out.put("adjustments", ends);
        }
        return out;
    }

    /** The tiles of a rack, one face a tile ({@code "?"} a blank, {@code "CH"} a digraph). */
    private static List<String> tileList(TileSet tiles, String rack) {
        List<String> out = new ArrayList<>();
        for (int t : tiles.readTiles(rack)) {
            out.add(t < 0 ? "?" : tiles.face(t));
        }
        return out;
    }

    /** An action as stored: {@code {type: play, placements: [...]}}, {@code exchange} with its tiles, or {@code pass}. */
    public static Map<String, Object> action(Action a, TileSet tiles) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (a instanceof Action.Play play) {
            out.put("type", "play");
            List<Object> placed = new ArrayList<>();
            for (Placement p : play.move().placements()) {
                placed.add(Map.of("row", p.row(), "column", p.column(), "tile", tiles.face(p.tile()), "blank", p.blank()));
            }
            out.put("placements", placed);
        } else if (a instanceof Action.Exchange exchange) {
            out.put("type", "exchange");
            out.put("tiles", exchange.tiles());
        } else {
            out.put("type", "pass");
        }
        return out;
    }

    /**
     * A stored game read back: replayed from its actions ({@link #replay}; {@code wider} the language's
     * every-form list, asked for only when a stored play's word is no longer in the game's list).
     */
    public static Stored read(JsonNode node, Lexicon lexicon, String lang, String list, Supplier<Lexicon> wider) {
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest("game", "'game' is missing: the game object a previous answer gave");
        }
        long seed = Seeds.read(node.get("seed"), "game.seed");
        int seat = (int) number(node, "seat");
        int level = (int) number(node, "level");
        if (seat != 0 && seat != 1) {
            throw ApiException.badRequest("game.seat", "'game.seat' is 0 or 1, got " + seat);
        }
        if (level < 1 || level > ScrabbleOpponent.MAX_LEVEL) {
            throw ApiException.badRequest("game.level", "'game.level' is 1 to " + ScrabbleOpponent.MAX_LEVEL + ", got " + level);
        }
        String name = node.path("name").asText("Player");
        JsonNode actions = node.get("actions");
        if (actions == null || !actions.isArray() || actions.size() > MAX_ACTIONS) {
            throw ApiException.badRequest("game.actions", "'game.actions' is an array of at most " + MAX_ACTIONS + " actions");
        }
        ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, players(DisplayNames.personName(name, "game.name"), seat), seed);
        for (int i = 0; i < actions.size(); i++) {
            try {
                game = replay(game, actions.get(i), "game.actions[" + i + "]", wider);
            } catch (IllegalArgumentException | IllegalStateException e) {
                throw new ApiException(409, "Stored game does not replay", "game.actions[" + i + "]: " + e.getMessage(),
                        "game.actions", 0);
            }
        }
        return new Stored(game, lang, list, seat, level);
    }

    private static long number(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || !v.canConvertToLong()) {
            throw ApiException.badRequest("game." + field, "'game." + field + "' must be a whole number");
        }
        return v.asLong();
    }

    /**
     * A stored action applied again to its game: checked by the game's list, or, a play one of whose words
     * that list no longer holds but {@code wider} does, applied as written ({@link ScrabbleGame#applyAsWritten}).
     * The lists for play change between versions (the Spanish one lost its verb forms with attached pronouns,
     * the French one a few symbols), and a game stored before is still the game that was played: its words
     * were checked when they were played. {@code wider} is the language's every-form list, which holds every
     * word its lists for play held.
     *
     * @throws IllegalArgumentException or IllegalStateException as {@link ScrabbleGame#apply}, the word's refusal
     *     by the game's list when {@code wider} does not hold it either
     */
    public static ScrabbleGame replay(ScrabbleGame game, JsonNode node, String where, Supplier<Lexicon> wider) {
        try {
            return game.apply(action(node, game, where));
        } catch (MoveRefusal refusal) {
            if (refusal.rule() != MoveRefusal.Rule.NOT_A_WORD) {
                throw refusal;
            }
            List<Placement> placed = placements(node.get("placements"), game.lexicon().tiles(), where + ".placements");
            try {
                wider.get().play(game.board(), placed);
            } catch (MoveRefusal notThereEither) {
                throw refusal;
            }
            return game.applyAsWritten(new Action.Play(game.lexicon().playAsWritten(game.board(), placed)));
        }
    }

    /** An action as a person sends it: {@code {type: play, placements: [...]}}, {@code exchange} or {@code pass}. */
    public static Action action(JsonNode node, ScrabbleGame game, String where) {
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest(where, "'" + where + "' is an object {type: play | exchange | pass, ...}");
        }
        String type = node.path("type").asText("");
        TileSet tiles = game.lexicon().tiles();
        switch (type) {
            case "pass":
                return new Action.Pass();
            case "exchange":
                return new Action.Exchange(node.path("tiles").asText(""));
            case "play":
                List<Placement> list = placements(node.get("placements"), tiles, where + ".placements");
                return new Action.Play(game.lexicon().play(game.board(), list));
            default:
                throw ApiException.badRequest(where + ".type", "'" + where + ".type' is play, exchange or pass, got \"" + type
                        + "\"");
        }
    }

    /**
     * The tiles a person lays, as they send them: {@code [{row, column, tile, blank}, ...]}, 1 to 7 of them.
     *
     * @throws ApiException 400 naming {@code where} when it is not such an array or a square is off the board
     * @throws IllegalArgumentException naming the square when a tile is no tile of the set
     */
    public static List<Placement> placements(JsonNode placements, TileSet tiles, String where) {
        if (placements == null || !placements.isArray() || placements.isEmpty() || placements.size() > TileSet.RACK_SIZE) {
            throw ApiException.badRequest(where, "'" + where + "' is an array of 1 to 7 tiles {row, column, tile, blank}");
        }
        List<Placement> list = new ArrayList<>();
        for (JsonNode p : placements) {
            int row = p.path("row").asInt(-1);
            int column = p.path("column").asInt(-1);
            if (row < 0 || row >= 15 || column < 0 || column >= 15) {
                throw ApiException.badRequest(where, "a placement's row and column are 0 to 14, got "
                        + p.path("row") + ", " + p.path("column"));
            }
            String face = p.path("tile").asText("");
            List<Integer> read;
            try {
                read = tiles.readTiles(face.length() > 1 ? "[" + face + "]" : face);
            } catch (IllegalArgumentException e) {
                read = List.of();
            }
            if (read.size() != 1 || read.get(0) < 0) {
                throw new IllegalArgumentException("square " + (char) ('A' + column) + (row + 1) + ": \"" + face
                        + "\" is no tile of " + tiles.name());
            }
            list.add(new Placement(row, column, read.get(0), p.path("blank").asBoolean(false)));
        }
        return list;
    }

    /** A move as JSON with its equity, for the analysis route and the hints. */
    public static Map<String, Object> rated(Move move, double equity) {
        Map<String, Object> out = ScrabbleJson.of(move);
        out.put("equity", Math.round(equity * 10) / 10.0);
        return out;
    }

    /** A finished game's review, turn by turn ({@link GameReview}), for the page's review table. */
    public static Map<String, Object> review(ScrabbleGame game, GameReview review) {
        List<Object> turns = new ArrayList<>();
        for (GameReview.TurnReview t : review.turns()) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("number", t.number());
            out.put("player", game.players().get(t.player()));
            out.put("rack", t.rack());
            out.put("played", t.played() instanceof Action.Play play ? play.move().coordinates() + " " + play.move().word()
                    : t.played() instanceof Action.Exchange exchange ? "exchange " + exchange.tiles() : "pass");
            out.put("score", t.score());
            t.equity().ifPresent(e -> out.put("equity", Math.round(e * 10) / 10.0));
            out.put("rank", t.rank());
            out.put("moves", t.moves());
            t.best().ifPresent(b -> out.put("best", rated(b.move(), b.equity())));
            t.equityLost().ifPresent(l -> out.put("equityLost", Math.round(l * 10) / 10.0));
            turns.add(out);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("turns", turns);
        return out;
    }

    /** A pre-endgame's play: the move (or the pass), its chance of winning, whether proven, its end per bag tile. */
    public static Map<String, Object> preEndgame(PreEndgame.Solution solution) {
        Map<String, Object> out = new LinkedHashMap<>();
        putAction(out, solution.action());
        out.put("winChance", solution.winChance());
        out.put("proven", solution.proven());
        out.put("outcomes", solution.outcomes().stream().map(o -> Map.of("tile", o.tile(), "count", o.count(),
                "result", o.result().name().toLowerCase(java.util.Locale.ROOT))).toList());
        return out;
    }

    /** An endgame's solution, for the analysis: the action, the spread it gains, whether proven, the line expected. */
    public static Map<String, Object> endgame(Endgame.Solution solution, String otherRack) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("otherRack", otherRack);
        putAction(out, solution.action());
        out.put("spread", solution.spread());
        out.put("proven", solution.proven());
        out.put("depth", solution.depth());
        out.put("line", solution.line().stream().map(a -> a instanceof Action.Play play
                ? play.move().coordinates() + " " + play.move().word() + " " + play.move().score() : "pass").toList());
        return out;
    }

    /** The solver's action: {@code move} for a play, {@code "pass": true} for the pass. */
    private static void putAction(Map<String, Object> out, Action action) {
        if (action instanceof Action.Play play) {
            out.put("move", ScrabbleJson.of(play.move()));
        } else {
            out.put("pass", true);
        }
    }
}
