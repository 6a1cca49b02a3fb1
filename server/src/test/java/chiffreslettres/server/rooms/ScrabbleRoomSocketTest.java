package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.Identity;
import chiffreslettres.server.ApiTest;
import chiffreslettres.server.rooms.RoomSocketTest.Client;
import chiffreslettres.server.json.ScrabbleJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A Scrabble game in a room over real WebSockets: two players and a spectator, each seat seeing its own
 * rack only, moves refused out of turn or against a rule (named), the turn's clock passing for a player
 * who does not move, a whole game played to its end with every score the library's, and the players'
 * records counting it.
 */
class ScrabbleRoomSocketTest extends ApiTest {

    private static final Lexicon LEXICON = Scrabble.gameLexicon(Language.ENGLISH);

    private static boolean isState(JsonNode m) {
        return m.path("type").asText().equals("state") && m.has("game");
    }

    private static int turns(JsonNode m) {
        return m.get("game").get("turns").size();
    }

    /** The rack of a view as the library reads it: digraphs in brackets, a blank as ?. */
    private static String rack(JsonNode game) {
        StringBuilder out = new StringBuilder();
        for (JsonNode t : game.get("rack")) {
            String face = t.asText();
            out.append(face.length() > 1 ? "[" + face + "]" : face);
        }
        return out.toString();
    }

    /** The best move for the seat's rack on the view's board, if any. */
    private static Optional<Move> best(JsonNode game) {
        Board board = ScrabbleJson.board(LEXICON.tiles(), game.get("board"), "board");
        return LEXICON.best(board, rack(game));
    }

    /** The game as this client saw it after so many turns. */
    private static JsonNode stateAfter(Client c, int turns) throws InterruptedException {
        return c.last(m -> isState(m) && turns(m) == turns).get("game");
    }

    private static String playMessage(Move move) {
        Map<String, Object> m = ScrabbleJson.of(move);
        return "{\"type\":\"play\",\"placements\":" + ApiClient.JSON.valueToTree(m.get("placed")) + "}";
    }

    @Test
    void aWholeGameIsPlayedTurnByTurnWithPrivateRacksAndCounted() throws Exception {
        String code = api.ok("POST", "/api/rooms", "{\"game\":\"scrabble\",\"lang\":\"en\",\"roundSeconds\":3}").get("code").asText();
        Client ann = Client.connect(code, null);
        Client bob = Client.connect(code, null);
        Client eve = Client.connect(code, null);
        Identity annId = Identity.issued(api);
        Identity bobId = Identity.issued(api);
        ann.send("{\"type\":\"join\",\"name\":\"Ann\",\"player\":\"" + annId.id() + "\",\"secret\":\"" + annId.secret() + "\"}");
        ann.next(m -> m.path("type").asText().equals("joined"));
        bob.send("{\"type\":\"join\",\"name\":\"Bob\",\"player\":\"not-an-id\"}");
        assertThat(bob.error().get("detail").asText()).contains("'player' is your player id");
        bob.send("{\"type\":\"join\",\"name\":\"Bob\",\"player\":\"" + bobId.id() + "\",\"secret\":\"" + annId.secret() + "\"}");
        assertThat(bob.error().get("detail").asText()).contains("'secret' is not player " + bobId.id());
        bob.send("{\"type\":\"join\",\"name\":\"Bob\",\"player\":\"" + bobId.id() + "\",\"secret\":\"" + bobId.secret() + "\"}");
        bob.next(m -> m.path("type").asText().equals("joined"));
        eve.send("{\"type\":\"watch\"}");
        eve.next(m -> m.path("type").asText().equals("state") && m.get("seats").size() == 2);
        ann.send("{\"type\":\"start\"}");
        JsonNode annView = ann.next(ScrabbleRoomSocketTest::isState).get("game");
        JsonNode bobView = bob.next(ScrabbleRoomSocketTest::isState).get("game");
        JsonNode eveView = eve.next(ScrabbleRoomSocketTest::isState).get("game");
        assertThat(annView.get("kind").asText()).isEqualTo("scrabble");
        assertThat(annView.get("rack")).hasSize(7);
        assertThat(bobView.get("rack")).hasSize(7);
        assertThat(eveView.get("rack")).isEmpty();
        assertThat(annView.get("bag").asInt()).isEqualTo(100 - 14);
        assertThat(annView.get("toMove").asInt()).isZero();

        // Out of turn, and against a rule: refused, with the rule named.
        bob.send("{\"type\":\"pass\"}");
        assertThat(bob.error().get("detail").asText()).isEqualTo("it is Ann's turn");
        String tile = annView.get("rack").get(0).asText().equals("?") ? annView.get("rack").get(1).asText()
                : annView.get("rack").get(0).asText();
        boolean blank = tile.equals("?");
        ann.send("{\"type\":\"play\",\"placements\":[{\"row\":0,\"column\":0,\"tile\":\"" + (blank ? "E" : tile)
                + "\",\"blank\":" + blank + "}]}");
        assertThat(ann.error().get("detail").asText()).startsWith("square A1: ");
        ann.send("{\"type\":\"scrabble\"}");
        assertThat(ann.error().get("detail").asText()).contains("play, exchange or pass");

        // Ann does not move: the turn's clock (3 s) passes for her.
        JsonNode passed = bob.next(m -> isState(m) && turns(m) == 1).get("game");
        assertThat(passed.get("turns").get(0).get("type").asText()).isEqualTo("pass");
        assertThat(passed.get("toMove").asInt()).isEqualTo(1);

        // Then both play the best move by score until the end (an exchange or a pass when there is none).
        Client[] seats = {ann, bob};
        JsonNode view = passed;
        int expectedTurns = 1;
        List<Integer> expectedScores = new ArrayList<>();
        while (!view.get("over").asBoolean()) {
            int mover = view.get("toMove").asInt();
            Client c = seats[mover];
            int now = view.get("turns").size();
            JsonNode mine = stateAfter(c, now);
            Optional<Move> move = best(mine);
            if (move.isPresent()) {
                c.send(playMessage(move.get()));
                expectedScores.add(move.get().score());
            } else if (mine.get("canExchange").asBoolean()) {
                c.send("{\"type\":\"exchange\",\"tiles\":\"" + rack(mine) + "\"}");
                expectedScores.add(0);
            } else {
                c.send("{\"type\":\"pass\"}");
                expectedScores.add(0);
            }
            expectedTurns++;
            int wanted = expectedTurns;
            JsonNode seen = eve.next(m -> isState(m) && turns(m) == wanted).get("game");
            assertThat(seen.get("turns").get(wanted - 1).get("score").asInt()).isEqualTo(expectedScores.get(wanted - 2));
            // What the spectator saw held no rack.
            assertThat(seen.get("rack")).isEmpty();
            view = seen;
        }
        int[] scores = new int[2];
        scores[0] = view.get("scores").get(0).asInt();
        scores[1] = view.get("scores").get(1).asInt();
        assertThat(view.has("adjustments")).isTrue();
        // Every message the spectator got: no seed, no actions, no rack.
        synchronized (eve.all) {
            for (JsonNode m : eve.all) {
                if (isState(m)) {
                    assertThat(m.get("game").has("seed")).isFalse();
                    assertThat(m.get("game").has("actions")).isFalse();
                    assertThat(m.get("game").get("rack")).isEmpty();
                }
            }
        }
        // The records count the game for both players.
        JsonNode annStats = api.stats(annId.id(), annId.secret());
        JsonNode bobStats = api.stats(bobId.id(), bobId.secret());
        assertThat(annStats.get("games").asInt()).isEqualTo(1);
        assertThat(bobStats.get("games").asInt()).isEqualTo(1);
        String annOutcome = scores[0] > scores[1] ? "won" : scores[0] == scores[1] ? "drawn" : "lost";
        String bobOutcome = scores[1] > scores[0] ? "won" : scores[0] == scores[1] ? "drawn" : "lost";
        assertThat(annStats.get(annOutcome).asInt()).isEqualTo(1);
        assertThat(bobStats.get(bobOutcome).asInt()).isEqualTo(1);
        // And rates it: each a Scrabble rating from a new player's, one game against the other.
        var fresh = chiffreslettres.server.ratings.Glicko2.Rating.unrated();
        double annScore = scores[0] > scores[1] ? 1 : scores[0] == scores[1] ? 0.5 : 0;
        var annRating = chiffreslettres.server.ratings.Glicko2.rate(fresh,
                List.of(new chiffreslettres.server.ratings.Glicko2.Game(fresh, annScore)), chiffreslettres.server.ratings.Glicko2.TAU);
        JsonNode annScrabble = annStats.get("ratings").get("scrabble");
        assertThat(annScrabble.get("rating").asLong()).isEqualTo(Math.round(annRating.rating()));
        assertThat(annScrabble.get("deviation").asLong()).isEqualTo(Math.round(annRating.deviation()));
        assertThat(annScrabble.get("games").asInt()).isEqualTo(1);
        assertThat(bobStats.get("ratings").get("scrabble").get("games").asInt()).isEqualTo(1);
        assertThat(annStats.get("ratings").has("duel")).isFalse();
    }

    @Test
    void aRoomWithTheComputerLetsItPlayEachOfItsTurnsAtOnce() throws Exception {
        api.problem(400, "POST", "/api/rooms", "{\"game\":\"scrabble\",\"computer\":7}", "application/json",
                "'computer' is the level of a computer player in the room, 1 to 6");
        String code = api.ok("POST", "/api/rooms", "{\"game\":\"scrabble\",\"lang\":\"en\",\"computer\":4,"
                + "\"roundSeconds\":60}").get("code").asText();
        Client ann = Client.connect(code, null);
        ann.send("{\"type\":\"join\",\"name\":\"Ann\"}");
        ann.next(m -> m.path("type").asText().equals("joined"));
        // One person is enough with the computer: it sits after her.
        ann.send("{\"type\":\"start\"}");
        JsonNode first = stateAfter(ann, 0);
        assertThat(first.get("players")).extracting(JsonNode::asText).containsExactly("Ann", "Computer");
        Optional<Move> move = best(first);
        ann.send(move.isPresent() ? playMessage(move.get()) : "{\"type\":\"pass\"}");
        // Her turn, then the computer's at once, within her action.
        JsonNode after = stateAfter(ann, 2);
        assertThat(after.get("toMove").asInt()).isZero();
        JsonNode computerTurn = after.get("turns").get(1);
        assertThat(computerTurn.get("player").asInt()).isEqualTo(1);
        ann.send("{\"type\":\"pass\"}");
        assertThat(stateAfter(ann, 4).get("toMove").asInt()).isZero();
    }
}
