package chiffreslettres.server.rooms;

import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Round;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.json.GameJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A show's game in a room: letters, numbers and conundrum rounds by the game model's rules. The seats
 * pick, declare and buzz; the server's clock reveals at the end of each round's solving time. Every seat
 * sees the same view: the game without its seed or moves, so no declaration is seen before the reveal.
 * Immutable.
 */
final class ShowRoomGame implements RoomGame {

    /** The messages a seat sends. */
    private static final Set<String> TYPES = Set.of("pick", "large", "declare", "buzz");

    /** A show's game for a room: its format, and every round's clock (null for the format's). */
    record Setup(GameFormat format, Duration roundTime) implements RoomGame.Setup {

        @Override
        public String key() {
            return format.key();
        }

        @Override
        public int minSeats() {
            return 2;
        }

        @Override
        public int maxSeats() {
            return Game.MAX_SEATS;
        }

        /**
         * The format played: the room's clock, when it has one, is every round's where the show states no
         * time (the conundrum's), so a buzz is judged against the clock the room runs.
         */
        GameFormat played() {
            return roundTime == null ? format : new GameFormat(format.key(), format.name(), format.variant(),
                    format.rounds(), format.conundrumPoints(), format.tieBreaks(), roundTime, format.source());
        }

        @Override
        public RoomGame start(List<String> players, long seed) {
            return new ShowRoomGame(this, Game.start(played(), seats(players), seed));
        }

        @Override
        public RoomGame resume(List<String> players, JsonNode saved) {
            List<Move> moves = new ArrayList<>();
            for (JsonNode m : saved.get("moves")) {
                moves.add(GameJson.move(m, "moves"));
            }
            return new ShowRoomGame(this, Game.replay(played(), seats(players), saved.get("seed").asLong(), moves));
        }

        private static List<Seat> seats(List<String> players) {
            return players.stream().map(Seat::person).toList();
        }
    }

    private final Setup setup;
    private final Game game;
    private final Map<String, Object> view;

    ShowRoomGame(Setup setup, Game game) {
        this.setup = setup;
        this.game = game;
        Map<String, Object> all = new LinkedHashMap<>(GameJson.of(game));
        all.remove("moves");
        all.remove("seed");
        if (setup.roundTime() != null && all.get("current") instanceof Map<?, ?> current) {
            // The room's clock is every round's: the view says so, whatever the show's time.
            Map<String, Object> timed = new LinkedHashMap<>();
            current.forEach((k, v) -> timed.put((String) k, v));
            timed.put("clockSeconds", setup.roundTime().toSeconds());
            timed.put("clockIsTheShows", false);
            all.put("current", timed);
        }
        this.view = Collections.unmodifiableMap(all);
    }

    @Override
    public Map<String, Object> view(int seat) {
        return view;
    }

    @Override
    public RoomGame act(int seat, String type, JsonNode message, long elapsedMillis) {
        if (!TYPES.contains(type)) {
            throw new IllegalArgumentException("unknown message type \"" + type
                    + "\": join, rejoin, watch, start, pick, large, declare or buzz");
        }
        ObjectNode move = message.deepCopy();
        move.put("seat", seat);
        move.put("elapsedMillis", elapsedMillis);
        Move m;
        try {
            m = GameJson.move(move, "message");
        } catch (ApiException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        return new ShowRoomGame(setup, game.apply(m));
    }

    @Override
    public Clock clock() {
        Round round = game.current().orElse(null);
        if (round == null || round.phase() != Round.Phase.SOLVING) {
            return null;
        }
        Duration time = setup.roundTime() != null ? setup.roundTime() : game.clock(round.kind());
        return new Clock("round " + round.number(), time);
    }

    @Override
    public RoomGame timeUp() {
        return new ShowRoomGame(setup, game.apply(new Move.Reveal()));
    }

    @Override
    public boolean isOver() {
        return game.isOver();
    }

    @Override
    public int[] scores() {
        return game.totals().stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public String saved() {
        ObjectNode g = JsonShapes.mapper().createObjectNode();
        g.put("seed", game.seed());
        g.set("moves", JsonShapes.mapper().valueToTree(GameJson.of(game).get("moves")));
        return g.toString();
    }
}
