package chiffreslettres.server;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.RoundKind;
import chiffreslettres.server.rooms.Room;
import chiffreslettres.server.rooms.RoomRegistry;
import chiffreslettres.server.rooms.RoomSocket;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rooms: {@code POST /api/rooms} opens one for a game format and answers its unguessable code; players
 * and spectators then talk to it over the socket {@code /ws/rooms/{code}} ({@link RoomSocket}).
 */
final class RoomsApi {

    private final RoomRegistry registry;

    RoomsApi(RoomRegistry registry) {
        this.registry = registry;
    }

    void register(Javalin app) {
        app.post("/api/rooms", this::create);
        app.ws("/ws/rooms/{code}", new RoomSocket(registry)::configure);
    }

    /**
     * The format a room's spec asks for: a show's format as {@code POST /api/games} takes it, or a room's
     * own rounds ({@code "variant": "countdown", "rounds": ["letters", "numbers"]}, 1 to 20 rounds).
     */
    static GameFormat formatOf(JsonNode spec) {
        if (spec.has("rounds")) {
            return ownRounds(spec);
        }
        return GameJson.format(spec);
    }

    private static GameFormat ownRounds(JsonNode spec) {
        JsonNode rounds = spec.get("rounds");
        if (!rounds.isArray() || rounds.isEmpty() || rounds.size() > 20) {
            throw ApiException.badRequest("rounds", "'rounds' is an array of 1 to 20 of letters, numbers, conundrum");
        }
        Variant variant = spec.has("variant") ? Names.VARIANTS.get(spec.get("variant").asText()) : Variant.COUNTDOWN;
        if (variant == null) {
            throw ApiException.badRequest("variant", "'variant' must be one of " + Names.VARIANT_NAMES);
        }
        List<RoundKind> kinds = new java.util.ArrayList<>();
        for (JsonNode r : rounds) {
            kinds.add(GameJson.kind(r.asText("")));
        }
        return new GameFormat("rooms", "Duel", variant, kinds, GameFormat.COUNTDOWN.conundrumPoints(), 0,
                GameFormat.DEFAULT_CLOCK, "the room's own rounds");
    }

    private void create(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        com.fasterxml.jackson.databind.node.ObjectNode spec = JsonShapes.mapper().createObjectNode();
        for (String field : List.of("format", "variant", "round", "rounds")) {
            JsonNode value = in.node(field);
            if (value != null) {
                spec.set(field, value);
            }
        }
        if (!spec.has("format") && !spec.has("rounds")) {
            spec.put("format", "countdown");
        }
        GameFormat format = formatOf(spec);
        int seconds = in.optionalInt("roundSeconds", 0);
        if (seconds != 0 && (seconds < 3 || seconds > 300)) {
            throw ApiException.badRequest("roundSeconds", "'roundSeconds' is 3 to 300 (or absent: the show's clock), got "
                    + seconds);
        }
        Room room;
        try {
            room = registry.create(spec.toString(), format, seconds == 0 ? null : Duration.ofSeconds(seconds));
        } catch (IllegalStateException e) {
            throw new ApiException(503, "Too many rooms", e.getMessage(), null, 60);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", room.code());
        out.put("format", format.key());
        out.put("socket", "/ws/rooms/" + room.code());
        ctx.json(out);
    }
}
