package chiffreslettres.server.scrabble;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ApiTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scrabble games against the computer and the analysis of a position over real HTTP: the library's answers. */
class ScrabbleGameApiTest extends ApiTest {

    private static final String JSON_TYPE = "application/json";

    /** The body of an action: the stored form of the game (not its view) and the action. */
    private static String actionBody(JsonNode game, String action) {
        ObjectNode stored = ApiClient.JSON.createObjectNode();
        for (String field : List.of("lang", "list", "seed", "seat", "name", "level", "actions")) {
            stored.set(field, game.get(field));
        }
        return "{\"game\":" + stored + ",\"action\":" + action + "}";
    }

    private static String placements(Move move, TileSet tiles) throws Exception {
        return placements(move.placements(), tiles);
    }

    private static String placements(List<Placement> placed, TileSet tiles) throws Exception {
        List<Object> out = new ArrayList<>();
        for (Placement p : placed) {
            out.add(java.util.Map.of("row", p.row(), "column", p.column(), "tile", tiles.face(p.tile()), "blank", p.blank()));
        }
        return "{\"type\":\"play\",\"placements\":" + ApiClient.JSON.writeValueAsString(out) + "}";
    }

    private static String written(JsonNode rack) {
        StringBuilder out = new StringBuilder();
        rack.forEach(f -> out.append(f.asText().length() > 1 ? "[" + f.asText() + "]" : f.asText()));
        return out.toString();
    }

    @Test
    void aSpanishGameStoredWhenItsListHeldAVerbWithAttachedPronounsStillReplaysAndGoesOn() throws Exception {
        Lexicon game = Scrabble.gameLexicon(Language.SPANISH);
        Lexicon everyForm = Scrabble.lexicon(Language.SPANISH);
        TileSet tiles = game.tiles();
        for (int seed = 1; seed < 200; seed++) {
            JsonNode started = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"es\",\"level\":1,\"seed\":" + seed + "}");
            // A first move the list for play held before it lost its enclitic forms (dale, vete, ámalo).
            Move old = everyForm.moves(Board.empty(tiles), written(started.get("rack"))).stream()
                    .filter(m -> !game.contains(m.word()) && m.word().length() >= 4
                            && m.word().toUpperCase(java.util.Locale.ROOT).matches(".*(LE|LO|LA|SE|ME|TE|OS|NOS)S?"))
                    .findFirst().orElse(null);
            if (old == null) {
                continue;
            }
            ObjectNode stored = (ObjectNode) ApiClient.JSON.readTree(actionBody(started, "{}")).get("game");
            com.fasterxml.jackson.databind.node.ArrayNode actions = (com.fasterxml.jackson.databind.node.ArrayNode) stored.get("actions");
            actions.add(ApiClient.JSON.readTree(placements(old, tiles)));
            actions.add(ApiClient.JSON.readTree("{\"type\":\"pass\"}"));
            JsonNode next = api.ok("POST", "/api/scrabble/games/action", "{\"game\":" + stored + ",\"action\":{\"type\":\"pass\"}}");
            assertThat(next.get("turns").get(0).get("move").get("word").asText()).isEqualTo(old.word());
            assertThat(next.get("turns").get(0).get("score").asInt()).isEqualTo(old.score());
            assertThat(next.get("scores").get(0).asInt()).isEqualTo(old.score());
            // A word no list of the language holds is still refused.
            ObjectNode forged = (ObjectNode) ApiClient.JSON.readTree(actionBody(started, "{}")).get("game");
            List<Placement> noWord = null;
            for (Move m : everyForm.moves(Board.empty(tiles), written(started.get("rack")))) {
                List<Placement> reversed = List.of(new Placement(7, 7, m.placements().get(1).tile(), false),
                        new Placement(7, 8, m.placements().get(0).tile(), false));
                if (m.placements().size() == 2 && !everyForm.contains(tiles.face(reversed.get(0).tile())
                        + tiles.face(reversed.get(1).tile()))) {
                    noWord = reversed;
                    break;
                }
            }
            if (noWord != null) {
                ((com.fasterxml.jackson.databind.node.ArrayNode) forged.get("actions"))
                        .add(ApiClient.JSON.readTree(placements(noWord, tiles)));
                api.problem(409, "POST", "/api/scrabble/games/action", "{\"game\":" + forged
                        + ",\"action\":{\"type\":\"pass\"}}", JSON_TYPE, "not a word");
            }
            return;
        }
        throw new AssertionError("no rack of 200 games made a word of the every-form list only");
    }

    @Test
    void aWholeGameAgainstTheComputerIsTheLibrarysGame() throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(Language.ENGLISH);
        TileSet tiles = lexicon.tiles();
        JsonNode game = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"level\":4,\"seed\":21,\"first\":false,"
                + "\"name\":\"Ann\"}");
        // The computer moved first; it is the person's turn, and the computer's rack is not shown.
        assertThat(game.get("turns").size()).isEqualTo(1);
        assertThat(game.get("toMove").asInt()).isEqualTo(1);
        assertThat(game.has("computerRack")).isFalse();
        assertThat(game.get("values").get(tiles.tileOf("Q")).asInt()).isEqualTo(10);
        assertThat(game.get("values").size()).isEqualTo(game.get("faces").size());
        // While it runs, its record (every rack) and its review are not given.
        api.problem(409, "POST", "/api/scrabble/games/gcg", "{\"game\":" + game + "}", JSON_TYPE, "every rack");
        api.problem(409, "POST", "/api/scrabble/games/review", "{\"game\":" + game + "}", JSON_TYPE, "computer's racks");
        ScrabbleOpponent computer = ScrabbleOpponent.level(4, Scrabble.leaves(Language.ENGLISH));
        ScrabbleGame mine = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Computer", "Ann"), 21);
        mine = mine.apply(computer.choose(mine));
        int guard = 0;
        while (!game.get("over").asBoolean() && guard++ < 100) {
            List<String> rows = new ArrayList<>();
            game.get("board").forEach(r -> rows.add(r.asText()));
            assertThat(rows).isEqualTo(mine.board().rows());
            assertThat(written(game.get("rack"))).isEqualTo(mine.rack(1));
            // What the person has not seen: the bag and the computer's rack, never told apart.
            assertThat(written(game.get("unseen"))).isEqualTo(mine.unseen(1));
            List<Move> moves = lexicon.moves(Board.of(tiles, rows), written(game.get("rack")));
            String action = moves.isEmpty() ? "{\"type\":\"pass\"}" : placements(moves.get(moves.size() / 3), tiles);
            mine = moves.isEmpty() ? mine.pass() : mine.play(moves.get(moves.size() / 3).placements());
            while (!mine.isOver() && mine.toMove() == 0) {
                mine = mine.apply(computer.choose(mine));
            }
            game = api.ok("POST", "/api/scrabble/games/action", actionBody(game, action));
        }
        assertThat(game.get("over").asBoolean()).isTrue();
        assertThat(game.get("scores").get(0).asInt()).isEqualTo(mine.score(0));
        assertThat(game.get("scores").get(1).asInt()).isEqualTo(mine.score(1));
        assertThat(game.get("adjustments").size()).isEqualTo(mine.adjustments().size());
        assertThat(game.get("computerRack").asText()).isEqualTo(mine.rack(0));
        // The finished game's record: read back, it is the same game, every score and total reproduced.
        JsonNode record = api.ok("POST", "/api/scrabble/games/gcg", "{\"game\":" + game + "}");
        assertThat(record.get("fileName").asText()).isEqualTo("scrabble-21.gcg");
        chiffreslettres.scrabble.game.GcgRecord read = chiffreslettres.scrabble.game.Gcg.read(record.get("gcg").asText());
        assertThat(chiffreslettres.scrabble.game.Gcg.game(lexicon, Rules.WESPA, read).scores()).isEqualTo(mine.scores());
        assertThat(chiffreslettres.scrabble.game.GcgReplay.positions(lexicon, read))
                .noneMatch(p -> p.scoreDiffers() || p.totalDiffers());
        api.problem(409, "POST", "/api/scrabble/games/action", actionBody(game, "{\"type\":\"pass\"}"), JSON_TYPE,
                "the game is over");
        // The finished game reviewed turn by turn: the library's review of the same game.
        JsonNode review = api.ok("POST", "/api/scrabble/games/review", "{\"game\":" + game + "}");
        var expected = chiffreslettres.scrabble.game.GameReview.of(mine, Scrabble.leaves(Language.ENGLISH)).turns();
        assertThat(review.get("turns").size()).isEqualTo(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            JsonNode turn = review.get("turns").get(i);
            assertThat(turn.get("rank").asInt()).isEqualTo(expected.get(i).rank());
            assertThat(turn.get("moves").asInt()).isEqualTo(expected.get(i).moves());
            assertThat(turn.get("score").asInt()).isEqualTo(expected.get(i).score());
            assertThat(turn.get("player").asText()).isEqualTo(mine.players().get(expected.get(i).player()));
            assertThat(turn.has("equityLost")).isEqualTo(expected.get(i).equityLost().isPresent());
        }
    }

    @Test
    void aGameStartedAsThePageStartsItIsRecordedAndReviewedWhenOver() throws Exception {
        // No seed given, as the page starts a game: the server draws one from all 2^64.
        JsonNode game = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"level\":1}");
        int guard = 0;
        while (!game.get("over").asBoolean() && guard++ < 100) {
            game = api.ok("POST", "/api/scrabble/games/action", "{\"game\":" + javaScript(game) + ",\"action\":{\"type\":\"pass\"}}");
        }
        assertThat(game.get("over").asBoolean()).isTrue();
        assertThat(game.get("seed").isTextual()).as("a finished game's seed, %s, is a string", game.get("seed")).isTrue();
        long seed = Long.parseLong(game.get("seed").asText());
        JsonNode record = api.ok("POST", "/api/scrabble/games/gcg", "{\"game\":" + javaScript(game) + "}");
        assertThat(record.get("fileName").asText()).isEqualTo("scrabble-" + Long.toUnsignedString(seed) + ".gcg");
        JsonNode review = api.ok("POST", "/api/scrabble/games/review", "{\"game\":" + javaScript(game) + "}");
        assertThat(review.get("turns").size()).isEqualTo(game.get("turns").size());
        // A seed the player types, beyond 2^53, kept whole when sent as a string.
        JsonNode chosen = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"seed\":\"-2806966116229102021\"}");
        JsonNode sameSeed = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"seed\":-2806966116229102021}");
        assertThat(chosen.get("rack")).isEqualTo(sameSeed.get("rack"));
        api.problem(400, "POST", "/api/scrabble/games", "{\"lang\":\"en\",\"seed\":\"12a\"}", JSON_TYPE,
                "'seed' must be a seed", "string of its digits");
        api.problem(400, "POST", "/api/scrabble/games", "{\"lang\":\"en\",\"seed\":\"99999999999999999999\"}", JSON_TYPE,
                "'seed' must be a seed");
    }

    /**
     * The JSON text a browser sends back after {@code JSON.parse}: every number read as a double, so an
     * integer beyond 2^53 comes back rounded.
     */
    private static String javaScript(JsonNode answer) throws Exception {
        JsonNode copy = answer.deepCopy();
        java.util.ArrayDeque<JsonNode> todo = new java.util.ArrayDeque<>(List.of(copy));
        while (!todo.isEmpty()) {
            JsonNode node = todo.pop();
            if (node instanceof ObjectNode object) {
                object.fields().forEachRemaining(e -> {
                    if (e.getValue().isIntegralNumber()) {
                        e.setValue(ApiClient.JSON.getNodeFactory().numberNode((long) e.getValue().asDouble()));
                    }
                });
            }
            node.elements().forEachRemaining(todo::push);
        }
        return copy.toString();
    }

    @Test
    void tilesLaidButNotPlayedAreJudgedAsTheLibraryPlaysThem() throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(Language.ENGLISH);
        TileSet tiles = lexicon.tiles();
        Board board = Board.empty(tiles).play(lexicon.moves(Board.empty(tiles), "QUIZ?ES").get(0));
        String rows = ApiClient.JSON.writeValueAsString(board.rows());
        for (Move move : lexicon.moves(board, "AEINRST").subList(0, 20)) {
            JsonNode judged = api.ok("POST", "/api/scrabble/placement", "{\"lang\":\"en\",\"board\":{\"rows\":" + rows
                    + "},\"placements\":" + placements(move, tiles).replaceFirst("^\\{\"type\":\"play\",\"placements\":", "")
                    .replaceFirst("}$", "") + "}");
            assertThat(judged.get("valid").asBoolean()).isTrue();
            assertThat(judged.get("move").get("score").asInt()).isEqualTo(move.score());
            assertThat(judged.get("move").get("coordinates").asText()).isEqualTo(move.coordinates());
            assertThat(judged.get("move").get("word").asText()).isEqualTo(move.word());
        }
        JsonNode apart = api.ok("POST", "/api/scrabble/placement", "{\"lang\":\"en\",\"board\":{\"rows\":" + rows
                + "},\"placements\":[{\"row\":0,\"column\":0,\"tile\":\"A\"}]}");
        assertThat(apart.get("valid").asBoolean()).isFalse();
        assertThat(apart.get("reason").asText()).isEqualTo("square A1: a move must touch a tile already on the board");
        assertThat(apart.get("rule").asText()).isEqualTo("touch");
        assertThat(apart.get("square").asText()).isEqualTo("A1");
        // The reason in the page's language, whatever the game's.
        String body = "{\"lang\":\"en\",\"board\":{\"rows\":" + rows + "},\"placements\":[{\"row\":0,\"column\":0,\"tile\":\"A\"}]}";
        assertThat(api.ok("POST", "/api/scrabble/placement", body, "fr-FR,fr;q=0.9").get("reason").asText())
                .isEqualTo("case A1\u00a0: un coup doit toucher une lettre déjà posée");
        assertThat(api.ok("POST", "/api/scrabble/placement", body, "es").get("reason").asText())
                .isEqualTo("casilla A1: una jugada debe tocar una ficha que ya esté en el tablero");
        api.problem(400, "POST", "/api/scrabble/placement", "{\"lang\":\"en\",\"board\":{\"rows\":" + rows
                + "},\"placements\":[]}", JSON_TYPE, "'placements' is an array of 1 to 7 tiles");
        api.problem(400, "POST", "/api/scrabble/placement", "{\"lang\":\"en\",\"placements\":[{\"row\":7,\"column\":7,"
                + "\"tile\":\"A\"}]}", JSON_TYPE, "'board' is missing");
        api.problem(400, "POST", "/api/scrabble/placement", "{\"lang\":\"en\",\"board\":{\"rows\":" + rows
                + "},\"placements\":[{\"row\":15,\"column\":7,\"tile\":\"A\"}]}", JSON_TYPE, "row and column are 0 to 14");
    }

    @Test
    void aBadPlacementIs422NamingTheSquareAndTheRule() throws Exception {
        JsonNode game = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"seed\":4}");
        api.problem(422, "POST", "/api/scrabble/games/action", actionBody(game,
                "{\"type\":\"play\",\"placements\":[{\"row\":0,\"column\":0,\"tile\":\"A\"},{\"row\":0,\"column\":1,\"tile\":\"T\"}]}"),
                JSON_TYPE, "square A1: the first move must cover the centre square H8");
        JsonNode french = api.problemIn("fr", 422, "POST", "/api/scrabble/games/action", actionBody(game,
                "{\"type\":\"play\",\"placements\":[{\"row\":0,\"column\":0,\"tile\":\"A\"},{\"row\":0,\"column\":1,\"tile\":\"T\"}]}"),
                JSON_TYPE, "case A1\u00a0: le premier coup doit couvrir la case centrale H8");
        assertThat(french.get("title").asText()).isEqualTo("Move refused");
        assertThat(french.get("rule").asText()).isEqualTo("centre");
        assertThat(french.get("square").asText()).isEqualTo("A1");
        api.problem(422, "POST", "/api/scrabble/games/action", actionBody(game,
                "{\"type\":\"play\",\"placements\":[{\"row\":7,\"column\":7,\"tile\":\"Q\"},{\"row\":7,\"column\":9,\"tile\":\"Z\"}]}"),
                JSON_TYPE, "square I8: the tiles of a move must make one word with no empty square between them");
        api.problem(422, "POST", "/api/scrabble/games/action", actionBody(game,
                "{\"type\":\"play\",\"placements\":[{\"row\":7,\"column\":7,\"tile\":\"7\"}]}"), JSON_TYPE, "square H8", "no tile");
        api.problem(400, "POST", "/api/scrabble/games/action", actionBody(game, "{\"type\":\"jump\"}"), JSON_TYPE,
                "play, exchange or pass");
        api.problem(400, "POST", "/api/scrabble/games", "{\"level\":9}", JSON_TYPE, "'level' is 1 to 6");
        api.problem(400, "POST", "/api/scrabble/games", "{\"name\":\"Computer\"}", JSON_TYPE, "'name'");
        // A stored game whose actions do not replay is named by its action.
        ObjectNode tampered = (ObjectNode) ApiClient.JSON.readTree(actionBody(game, "{\"type\":\"pass\"}"));
        ((ObjectNode) tampered.get("game")).putArray("actions").addObject().put("type", "exchange").put("tiles", "QQQ");
        api.problem(409, "POST", "/api/scrabble/games/action", tampered.toString(), JSON_TYPE, "game.actions[0]");
    }

    @Test
    void withTheBagEmptyTheAnalysisSolvesTheEndgameAgainstTheUnseenTiles() throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(Language.ENGLISH);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, Scrabble.leaves(Language.ENGLISH));
        // The first of these games whose endgame is proven within 5,000 positions (well within the second the
        // analysis gives it).
        ScrabbleGame game = null;
        chiffreslettres.scrabble.game.Endgame.Solution exact = null;
        for (long seed = 1; exact == null || !exact.proven(); seed++) {
            game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed);
            while (game.bagSize() > 0 && !game.isOver()) {
                game = game.apply(best.choose(game));
            }
            if (!game.isOver()) {
                // The analysis knows no scoreless turns before: as many as 0.
                exact = chiffreslettres.scrabble.game.Endgame.solve(lexicon, Rules.WESPA, game.board(),
                        game.rack(game.toMove()), game.rack(1 - game.toMove()), 0, chiffreslettres.chiffres.Budget.ofNodes(5_000));
            }
        }
        int me = game.toMove();
        String body = "{\"lang\":\"en\",\"rack\":\"" + game.rack(me) + "\",\"board\":{\"rows\":"
                + ApiClient.JSON.writeValueAsString(game.board().rows()) + "}}";
        JsonNode endgame = api.ok("POST", "/api/scrabble/analysis", body).get("endgame");
        assertThat(endgame).isNotNull();
        List<Integer> other = new ArrayList<>(lexicon.tiles().readTiles(game.rack(1 - me)));
        List<Integer> unseen = new ArrayList<>(lexicon.tiles().readTiles(endgame.get("otherRack").asText()));
        java.util.Collections.sort(other);
        java.util.Collections.sort(unseen);
        assertThat(unseen).isEqualTo(other);
        assertThat(endgame.get("proven").asBoolean()).isTrue();
        assertThat(endgame.get("spread").asInt()).isEqualTo(exact.spread());
        assertThat(endgame.get("line").size()).isPositive();
        // Early in a game there is no endgame to solve.
        JsonNode opening = api.ok("POST", "/api/scrabble/analysis", "{\"lang\":\"en\",\"rack\":\"AEINRST\",\"board\":{\"rows\":"
                + ApiClient.JSON.writeValueAsString(Board.empty(lexicon.tiles()).rows()) + "}}");
        assertThat(opening.has("endgame")).isFalse();
    }

    @Test
    void theAnalysisIsTheLibrarysMovesByEquity() throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(Language.ENGLISH);
        List<String> rows = new ArrayList<>(Board.empty(lexicon.tiles()).rows());
        rows.set(7, ".......CAT.....");
        JsonNode answer = api.ok("POST", "/api/scrabble/analysis", "{\"lang\":\"en\",\"rack\":\"SHOE?RT\",\"limit\":3,"
                + "\"board\":{\"rows\":" + ApiClient.JSON.writeValueAsString(rows) + "}}");
        List<RatedMove> rated = lexicon.rated(Board.of(lexicon.tiles(), rows), "SHOE?RT", Scrabble.leaves(Language.ENGLISH));
        assertThat(answer.get("count").asInt()).isEqualTo(rated.size());
        for (int i = 0; i < 3; i++) {
            assertThat(answer.get("moves").get(i).get("coordinates").asText() + " " + answer.get("moves").get(i).get("word")
                    .asText()).isEqualTo(rated.get(i).move().coordinates() + " " + rated.get(i).move().word());
        }
        api.problem(400, "POST", "/api/scrabble/analysis", "{\"lang\":\"en\",\"rack\":\"AB\"}", JSON_TYPE, "'board'");
    }

    @Test
    void theSimulationRanksTheLibrarysCandidatesAndLevelSixPlaysItsChoice() throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(Language.ENGLISH);
        List<String> rows = new ArrayList<>(Board.empty(lexicon.tiles()).rows());
        rows.set(7, ".......CAT.....");
        String board = ApiClient.JSON.writeValueAsString(rows);
        // With no turn after the candidate, its value is its equity: the library's best moves by equity.
        JsonNode answer = api.ok("POST", "/api/scrabble/simulation", "{\"lang\":\"en\",\"rack\":\"SHOE?RT\","
                + "\"candidates\":4,\"plies\":0,\"millis\":200,\"board\":{\"rows\":" + board + "}}");
        List<RatedMove> rated = lexicon.rated(Board.of(lexicon.tiles(), rows), "SHOE?RT", Scrabble.leaves(Language.ENGLISH));
        assertThat(answer.get("candidates").size()).isEqualTo(4);
        List<String> top = rated.subList(0, 4).stream().map(r -> r.move().coordinates() + " " + r.move().word()).toList();
        for (JsonNode c : answer.get("candidates")) {
            assertThat(c.get("move").get("coordinates").asText() + " " + c.get("move").get("word").asText()).isIn(top);
            assertThat(c.get("iterations").asLong()).isPositive();
            assertThat(c.get("meanValue").asDouble()).isEqualTo(c.get("equity").asDouble());
            assertThat(c.get("winRate").asDouble()).isBetween(0.0, 1.0);
        }
        assertThat(answer.get("iterations").asLong()).isPositive();
        String rest = ",\"board\":{\"rows\":" + board + "}}";
        api.problem(400, "POST", "/api/scrabble/simulation", "{\"rack\":\"AB\",\"candidates\":0" + rest, JSON_TYPE,
                "'candidates' is 1 to 20");
        api.problem(400, "POST", "/api/scrabble/simulation", "{\"rack\":\"AB\",\"plies\":9" + rest, JSON_TYPE,
                "'plies' is 0 to 4");
        api.problem(400, "POST", "/api/scrabble/simulation", "{\"rack\":\"AB\",\"millis\":10" + rest, JSON_TYPE,
                "'millis' is 50 to");
        api.problem(400, "POST", "/api/scrabble/simulation", "{\"rack\":\"\"" + rest, JSON_TYPE, "a tile on the rack");
        api.problem(400, "POST", "/api/scrabble/simulation", "{\"rack\":\"AB\"}", JSON_TYPE, "'board'");

        // Level 6 opens the game with the library's level 6 move.
        JsonNode game = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"level\":6,\"seed\":33,\"first\":false}");
        ScrabbleGame start = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("Computer", "Player"), 33);
        ScrabbleGame expected = start.apply(ScrabbleOpponent.level(6, Scrabble.leaves(Language.ENGLISH)).choose(start));
        assertThat(game.get("turns").get(0).get("score").asInt()).isEqualTo(expected.turns().get(0).score());
        assertThat(game.get("scores").get(0).asInt()).isEqualTo(expected.score(0));

        // A game's position: the player's rack after the computer's opening, the library's candidates.
        JsonNode analysed = api.ok("POST", "/api/scrabble/simulation", "{\"candidates\":3,\"plies\":0,\"millis\":200,"
                + "\"game\":" + game + "}");
        String rack = expected.rack(1);
        List<RatedMove> best = lexicon.rated(expected.board(), rack, Scrabble.leaves(Language.ENGLISH));
        List<String> three = best.subList(0, 3).stream().map(r -> r.move().coordinates() + " " + r.move().word()).toList();
        assertThat(analysed.get("candidates").size()).isEqualTo(3);
        for (JsonNode c : analysed.get("candidates")) {
            if (c.has("move")) {
                assertThat(c.get("move").get("coordinates").asText() + " " + c.get("move").get("word").asText()).isIn(three);
                assertThat(c.get("meanValue").asDouble()).isEqualTo(c.get("equity").asDouble());
            }
        }
        api.problem(400, "POST", "/api/scrabble/simulation", "{\"game\":{\"lang\":\"en\"}}", JSON_TYPE, "game");
    }

    @Test
    void withOneTileInTheBagTheAnalysisGivesThePreEndgamesPlay() throws Exception {
        Lexicon lexicon = Scrabble.gameLexicon(Language.ENGLISH);
        ScrabbleOpponent five = ScrabbleOpponent.level(5, Scrabble.leaves(Language.ENGLISH));
        // The first self-play game reaching one tile in the bag whose pre-endgame is proven within a fifth of a second.
        ScrabbleGame game = null;
        chiffreslettres.scrabble.game.PreEndgame.Solution expected = null;
        for (long seed = 1; expected == null; seed++) {
            ScrabbleGame g = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("A", "B"), seed);
            while (!g.isOver() && g.bagSize() > 1) {
                g = g.apply(five.choose(g));
            }
            if (!g.isOver() && g.bagSize() == 1) {
                var solution = chiffreslettres.scrabble.game.PreEndgame.solve(g, chiffreslettres.chiffres.Budget.ofTime(
                        java.time.Duration.ofMillis(200)), 1);
                if (solution.proven()) {
                    game = g;
                    expected = solution;
                }
            }
        }
        int me = game.toMove();
        String request = "{\"lang\":\"en\",\"rack\":\"" + game.rack(me) + "\",\"spread\":" + (game.score(me) - game.score(1 - me))
                + ",\"candidates\":3,\"millis\":2000,\"board\":{\"rows\":" + ApiClient.JSON.writeValueAsString(game.board().rows())
                + "}}";
        JsonNode answer = api.ok("POST", "/api/scrabble/simulation", request);
        JsonNode pre = answer.get("preEndgame");
        assertThat(pre.get("proven").asBoolean()).isTrue();
        assertThat(pre.get("winChance").asDouble()).isEqualTo(expected.winChance());
        var play = (chiffreslettres.scrabble.game.Action.Play) expected.action();
        assertThat(pre.get("move").get("coordinates").asText() + " " + pre.get("move").get("word").asText())
                .isEqualTo(play.move().coordinates() + " " + play.move().word());
        int counted = 0;
        for (JsonNode o : pre.get("outcomes")) {
            counted += o.get("count").asInt();
        }
        assertThat(counted).as("the tiles the bag may hold").isEqualTo(8);
        assertThat(answer.get("candidates").size()).isPositive();
        // A position with more tiles unseen has no pre-endgame.
        List<String> rows = new ArrayList<>(Board.empty(lexicon.tiles()).rows());
        rows.set(7, ".......CAT.....");
        JsonNode open = api.ok("POST", "/api/scrabble/simulation", "{\"lang\":\"en\",\"rack\":\"SHOERTA\",\"millis\":100,"
                + "\"board\":{\"rows\":" + ApiClient.JSON.writeValueAsString(rows) + "}}");
        assertThat(open.has("preEndgame")).isFalse();
    }
}
