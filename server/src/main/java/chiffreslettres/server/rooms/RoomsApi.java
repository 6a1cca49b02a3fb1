package chiffreslettres.server.rooms;

import chiffreslettres.Scrabble;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.RoundKind;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.ClientGate;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.PlayerKeys;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.json.GameJson;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rooms: {@code POST /api/rooms} opens one for a show's game or a Scrabble game and answers its
 * unguessable code; players and spectators then talk to it over the socket {@code /ws/rooms/{code}}
 * ({@link RoomSocket}).
 */
public final class RoomsApi {

    private final RoomRegistry registry;
    private final Records records;
    private final ClientGate gate;

    public RoomsApi(RoomRegistry registry, Records records, ClientGate gate) {
        this.registry = registry;
        this.records = records;
        this.gate = gate;
    }

    public void register(Javalin app) {
        app.post("/api/rooms", this::create);
        app.wsBeforeUpgrade("/ws/rooms/{code}", gate::admitSocket);
        app.ws("/ws/rooms/{code}", new RoomSocket(registry, (id, secret) -> PlayerKeys.holds(records, id, secret),
                new RoomSocket.Counter() {
                    @Override
                    public String addressOf(String peer, String forwardedFor) {
                        return gate.addressOf(peer, forwardedFor);
                    }

                    @Override
                    public void opened(String address) {
                        gate.socketOpened(address);
                    }

                    @Override
                    public void closed(String address) {
                        gate.socketClosed(address);
                    }
                })::configure);
    }

    /**
     * The game a room's spec asks for: Scrabble ({@code "game": "scrabble", "lang": "en"}), a show's format
     * as {@code POST /api/games} takes it, or a room's own rounds ({@code "variant": "countdown", "rounds":
     * ["letters", "numbers"]}, 1 to 20 rounds).
     *
     * @param seconds every round's (or Scrabble turn's) clock, or null for the game's own
     */
    static RoomGame.Setup setupOf(JsonNode spec, Integer seconds) {
        Duration time = seconds == null ? null : Duration.ofSeconds(seconds);
        String game = spec.path("game").asText("show");
        if (game.equals("scrabble")) {
            String lang = spec.path("lang").asText("en");
            Language language = Names.LANGUAGES.get(lang);
            if (language == null) {
                throw ApiException.badRequest("lang", "'lang' is one of " + Names.LANGUAGE_NAMES + ", got \"" + lang + "\"");
            }
            int computer = spec.path("computer").asInt(0);
            if (computer < 0 || computer > ScrabbleOpponent.MAX_LEVEL || spec.has("computer") && computer == 0) {
                throw ApiException.badRequest("computer", "'computer' is the level of a computer player in the room, 1 to "
                        + ScrabbleOpponent.MAX_LEVEL + ", got " + spec.get("computer"));
            }
            return new ScrabbleRoomGame.Setup(Names.keyOf(language), Scrabble.gameLexicon(language),
                    time == null ? ScrabbleRoomGame.DEFAULT_TURN : time, computer);
        }
        if (!game.equals("show")) {
            throw ApiException.badRequest("game", "'game' is show (the default) or scrabble, got \"" + game + "\"");
        }
        return new ShowRoomGame.Setup(spec.has("rounds") ? ownRounds(spec) : GameJson.format(spec), time);
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
        for (String field : List.of("game", "lang", "computer", "format", "variant", "round", "rounds")) {
            JsonNode value = in.node(field);
            if (value != null) {
                spec.set(field, value);
            }
        }
        if (!spec.has("game") && !spec.has("format") && !spec.has("rounds")) {
            spec.put("format", "countdown");
        }
        int seconds = in.optionalInt("roundSeconds", 0);
        if (seconds != 0 && (seconds < 3 || seconds > 300)) {
            throw ApiException.badRequest("roundSeconds", "'roundSeconds' is 3 to 300 (or absent: the show's clock, or "
                    + ScrabbleRoomGame.DEFAULT_TURN.toSeconds() + " s a Scrabble turn), got "
                    + seconds);
        }
        Integer time = seconds == 0 ? null : seconds;
        RoomGame.Setup setup = setupOf(spec, time);
        gate.openRoom(gate.addressOf(ctx));
        Room room;
        try {
            room = registry.create(spec.toString(), time, setup);
        } catch (IllegalStateException e) {
            throw new ApiException(503, "Too many rooms", e.getMessage(), null, 60);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", room.code());
        out.put("format", setup.key());
        out.put("socket", "/ws/rooms/" + room.code());
        ctx.json(out);
    }
}
