package chiffreslettres.server.games;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.http.MessageLanguage;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.http.SealedSeeds;
import chiffreslettres.server.http.Seeds;
import chiffreslettres.server.json.GameJson;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whole games and conundrums over HTTP. The server keeps no game: each move carries the stored form of the
 * game ({@link GameJson}), which the server replays, checks the move against and answers with the next
 * state. A move the rules forbid is a 409 naming the rule; a bad value a 422.
 */
public final class GamesApi {

    private final SealedSeeds seeds;

    public GamesApi(SealedSeeds seeds) {
        this.seeds = seeds;
    }


    /** A game's stored form and view, its seed sealed while it runs. */
    private Map<String, Object> view(Game game, Context ctx, RequestFields in) {
        return seeds.seal(GameJson.of(game, MessageLanguage.of(ctx, in, "lang")), game.seed(), game.isOver(), "game");
    }

    public void register(Javalin app) {
        app.get("/api/games/formats", ctx -> ctx.json(GameJson.formats()));
        app.post("/api/games", this::newGame);
        app.post("/api/games/move", this::move);
        app.get("/api/conundrum", this::conundrum);
    }


    private void newGame(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        JsonNode body = JsonShapes.mapper().createObjectNode().setAll(bodyOf(in));
        GameFormat format = GameJson.format(body);
        JsonNode seatsNode = in.node("seats");
        List<Seat> seats = new ArrayList<>();
        if (seatsNode == null) {
            seats.add(Seat.person("Player"));
        } else if (!seatsNode.isArray() || seatsNode.isEmpty() || seatsNode.size() > Game.MAX_SEATS) {
            throw ApiException.badRequest("seats", "'seats' must be an array of 1 to " + Game.MAX_SEATS
                    + " seats {name, level}");
        } else {
            for (JsonNode seat : seatsNode) {
                seats.add(GameJson.seat(seat, "seats"));
            }
        }
        long seed = in.optionalSeed("seed");
        ctx.json(view(Game.start(format, seats, seed), ctx, in));
    }


    private static com.fasterxml.jackson.databind.node.ObjectNode bodyOf(RequestFields in) {
        com.fasterxml.jackson.databind.node.ObjectNode out = JsonShapes.mapper().createObjectNode();
        for (String field : List.of("format", "variant", "round")) {
            JsonNode value = in.node(field);
            if (value != null) {
                out.set(field, value);
            }
        }
        if (!out.has("format")) {
            out.put("format", "countdown");
        }
        return out;
    }


    private void move(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Game game = GameJson.read(seeds.open(in.node("game"), "game", "game.seed"));
        var move = GameJson.move(in.node("move"), "move");
        try {
            ctx.json(view(game.apply(move), ctx, in));
        } catch (IllegalStateException e) {
            throw new ApiException(409, "Move not allowed", e.getMessage(), "move", 0);
        }
    }


    private void conundrum(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        Language language = in.optionalName("lang", Language.ENGLISH, Names.LANGUAGES::get, Names.LANGUAGE_NAMES);
        long seed = in.optionalSeed("seed");
        Conundrum conundrum = Conundrum.of(language);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("lang", language.code());
        out.put("seed", Seeds.json(seed));
        out.putAll(GameJson.of(conundrum.draw(seed)));
        out.put("list", conundrum.dictionary().name());
        out.put("count", conundrum.count());
        ctx.json(out);
    }
}
