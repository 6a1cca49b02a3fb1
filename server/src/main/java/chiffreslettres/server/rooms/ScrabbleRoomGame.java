package chiffreslettres.server.rooms;

import chiffreslettres.Scrabble;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.json.ScrabbleGameJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Scrabble game in a room, turn by turn, by {@link Rules#WESPA}: the server holds the bag and every
 * rack; a seat sees its own rack only (a spectator none), and acts only on its turn (play, exchange or
 * pass). Each turn has the server's clock: when it runs out the player passes (a scoreless turn, so a game
 * left alone ends after six). A room may seat the computer after the people (levels 1 to 6): it plays as
 * soon as its turn comes, within the room's action. Immutable.
 */
final class ScrabbleRoomGame implements RoomGame {

    /** A turn's clock when the room asks for none: the room's setting, not a body's rule. */
    static final Duration DEFAULT_TURN = Duration.ofSeconds(120);

    /** The computer's name among a room's players. */
    static final String COMPUTER = "Computer";

    /**
     * A Scrabble game for a room: its language's key, lexicon and turn clock, and the level of a computer
     * player that plays after the people (0 for none).
     */
    record Setup(String lang, Lexicon lexicon, Duration turnTime, int computer) implements RoomGame.Setup {

        @Override
        public String key() {
            return "scrabble-" + lang;
        }

        @Override
        public int minSeats() {
            return computer > 0 ? 1 : 2;
        }

        @Override
        public int maxSeats() {
            return computer > 0 ? 3 : 4;
        }

        @Override
        public RoomGame start(List<String> players, long seed) {
            return new ScrabbleRoomGame(this, ScrabbleGame.start(lexicon, Rules.WESPA, withComputer(players), seed))
                    .computerTurns();
        }

        @Override
        public RoomGame resume(List<String> players, JsonNode saved) {
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, withComputer(players), saved.get("seed").asLong());
            for (JsonNode a : saved.get("actions")) {
                // A play checked by the list of its day, which may since have lost the word, is still the game's.
                game = ScrabbleGameJson.replay(game, a, "actions",
                        () -> Scrabble.lexicon(Names.LANGUAGES.get(lang)));
            }
            return new ScrabbleRoomGame(this, game).computerTurns();
        }

        /** The people, then the computer when there is one. */
        private List<String> withComputer(List<String> people) {
            if (computer == 0) {
                return people;
            }
            List<String> all = new java.util.ArrayList<>(people);
            all.add(COMPUTER);
            return all;
        }
    }

    private final Setup setup;
    private final ScrabbleGame game;

    ScrabbleRoomGame(Setup setup, ScrabbleGame game) {
        this.setup = setup;
        this.game = game;
    }

    @Override
    public Map<String, Object> view(int seat) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kind", "scrabble");
        out.put("lang", setup.lang());
        out.put("seat", seat);
        out.put("turnSeconds", setup.turnTime().toSeconds());
        out.putAll(ScrabbleGameJson.view(game, seat));
        return out;
    }

    @Override
    public RoomGame act(int seat, String type, JsonNode message, long elapsedMillis) {
        if (!type.equals("play") && !type.equals("exchange") && !type.equals("pass")) {
            throw new IllegalArgumentException("unknown message type \"" + type
                    + "\": join, rejoin, watch, start, play, exchange or pass");
        }
        if (game.isOver()) {
            throw new IllegalStateException("the game is over");
        }
        if (seat != game.toMove()) {
            throw new IllegalStateException("it is " + game.players().get(game.toMove()) + "'s turn");
        }
        Action action;
        try {
            action = ScrabbleGameJson.action(message, game, "message");
        } catch (ApiException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        return new ScrabbleRoomGame(setup, game.apply(action)).computerTurns();
    }

    /** The computer's turns, when it has one and it is its turn, until a person's turn or the end. */
    private ScrabbleRoomGame computerTurns() {
        if (setup.computer() == 0) {
            return this;
        }
        int seat = game.players().size() - 1;
        ScrabbleOpponent computer = ScrabbleOpponent.level(setup.computer(),
                Scrabble.leaves(Names.LANGUAGES.get(setup.lang())));
        ScrabbleGame next = game;
        while (!next.isOver() && next.toMove() == seat) {
            next = next.apply(computer.choose(next));
        }
        return next == game ? this : new ScrabbleRoomGame(setup, next);
    }

    @Override
    public Clock clock() {
        return new Clock("turn " + game.turns().size(), setup.turnTime());
    }

    @Override
    public RoomGame timeUp() {
        return new ScrabbleRoomGame(setup, game.pass()).computerTurns();
    }

    @Override
    public boolean isOver() {
        return game.isOver();
    }

    @Override
    public int[] scores() {
        return game.scores();
    }

    @Override
    public String saved() {
        ObjectNode out = JsonShapes.mapper().createObjectNode();
        out.put("seed", game.seed());
        ArrayNode actions = out.putArray("actions");
        for (Action a : game.actions()) {
            actions.add(JsonShapes.mapper().valueToTree(ScrabbleGameJson.action(a, game.lexicon().tiles())));
        }
        return out.toString();
    }

    /** The game (for tests in this package). */
    ScrabbleGame game() {
        return game;
    }
}
