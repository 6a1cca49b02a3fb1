package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Chiffres;
import chiffreslettres.Lettres;
import chiffreslettres.Scrabble;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.jeu.Analysis;
import chiffreslettres.jeu.Census;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.ScoredWord;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.server.http.SecurityHeaders;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every route over real HTTP, against a server on a free loopback port: answers equal the library's. */
class ServerApiTest {

    private static final ObjectMapper JSON = ApiClient.JSON;
    private static ChiffresLettresServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0)
                .withSearchCap(Duration.ofMillis(500)).withMaxBodyBytes(4096));
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    static HttpResponse<String> send(String method, String path, String body, String contentType) throws Exception {
        return api.send(method, path, body, contentType);
    }

    static JsonNode ok(String method, String path, String body) throws Exception {
        return api.ok(method, path, body);
    }

    static JsonNode problem(int status, String method, String path, String body, String contentType, String... words)
            throws Exception {
        return api.problem(status, method, path, body, contentType, words);
    }

    static List<Long> longs(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asLong).toList();
    }

    @Test
    void healthAndVersion() throws Exception {
        assertThat(ok("GET", "/api/health", null).get("status").asText()).isEqualTo("UP");
        assertThat(ok("GET", "/api/version", null).get("version").asText()).isEqualTo(ChiffresLettresServer.VERSION);
    }

    @Test
    void solveListsWhatTheLibraryLists() throws Exception {
        JsonNode answer = ok("POST", "/api/numbers/solve",
                "{\"target\":765,\"tiles\":[1,3,7,10,25,50],\"all\":true,\"limit\":5,\"equivalence\":\"none\"}");
        Result expected = Chiffres.target(765).tiles(1, 3, 7, 10, 25, 50)
                .equivalence(chiffreslettres.chiffres.Equivalence.NONE).limit(5).solve();
        assertThat(answer.get("solutionCount").asInt()).isEqualTo(expected.solutionCount()).isEqualTo(780);
        assertThat(answer.get("exact").asBoolean()).isTrue();
        List<String> listed = StreamSupport.stream(answer.get("solutions").spliterator(), false)
                .map(s -> s.get("infix").asText()).toList();
        assertThat(listed).containsExactlyElementsOf(expected.solutions().stream().map(e -> e.toInfix()).toList());
    }

    @Test
    void bestGivesTheLibrarysBestAnswerAndTheVariantsScore() throws Exception {
        JsonNode answer = ok("POST", "/api/numbers/best",
                "{\"target\":36,\"tiles\":[10,3,5],\"variant\":\"countdown\"}");
        Result expected = Chiffres.best(36, 10, 3, 5);
        assertThat(answer.get("distance").asLong()).isEqualTo(expected.distance()).isEqualTo(1);
        assertThat(answer.get("steps").asInt()).isEqualTo(expected.steps());
        assertThat(answer.get("best").get("infix").asText()).isEqualTo(expected.best().toInfix());
        assertThat(answer.get("score").asInt()).isEqualTo(Variant.COUNTDOWN.numbers().score(1)).isEqualTo(7);
        assertThat(answer.get("provenOptimal").asBoolean()).isTrue();
        assertThat(answer.get("provenTiles").asInt()).isEqualTo(3);
    }

    @Test
    void aSearchNeverRunsPastTheServersCap() throws Exception {
        long start = System.nanoTime();
        JsonNode answer = ok("POST", "/api/numbers/solve", "{\"target\":9999999,\"tiles\":[1,2,3,4,5,6,7,8,9,10],"
                + "\"strategy\":\"dfs\",\"budgetMillis\":60000}");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(answer.get("stats").get("termination").asText()).isEqualTo("TIME_BUDGET_EXHAUSTED");
        assertThat(answer.get("provenOptimal").asBoolean()).isFalse();
        assertThat(answer.get("provenTiles").asInt()).isZero();
        assertThat(millis).as("a 500 ms cap, with the request's own costs").isLessThan(5_000);
    }

    @Test
    void reachableTargetsAreTheLibrarys() throws Exception {
        JsonNode answer = ok("GET", "/api/numbers/reachable?tiles=25,50,75,100,3,6&min=100&max=999", null);
        long[] expected = Chiffres.reachableTargets(100, 999, 25, 50, 75, 100, 3, 6);
        assertThat(longs(answer.get("targets"))).containsExactlyElementsOf(Arrays.stream(expected).boxed().toList());
        assertThat(answer.get("count").asInt()).isEqualTo(expected.length);
    }

    @Test
    void analysisGivesTheLibrarysHintAndDifficulty() throws Exception {
        JsonNode answer = ok("POST", "/api/numbers/analysis", "{\"target\":594,\"tiles\":[8,5,75,100,9,3]}");
        Analysis expected = Analysis.of(Problem.of(594, 8, 5, 75, 100, 9, 3));
        assertThat(answer.get("hint").asText()).isEqualTo(expected.hint().toString());
        assertThat(answer.get("difficulty").asInt()).isEqualTo(expected.difficulty());
    }

    @Test
    void lettersQueriesAreTheLibrarys() throws Exception {
        JsonNode longest = ok("POST", "/api/letters/longest", "{\"rack\":\"abcdefghij\",\"lang\":\"fr\"}");
        assertThat(words(longest)).containsExactlyElementsOf(Lettres.longest("abcdefghij"));
        JsonNode words = ok("POST", "/api/letters/words",
                "{\"rack\":\"countdown?\",\"rules\":\"countdown\",\"minLength\":9,\"limit\":50}");
        LetterResult expected = Lettres.in(Dictionaries.english(WordRules.COUNTDOWN)).rack("countdown?").words()
                .minLength(9).limit(50).find();
        assertThat(words(words)).containsExactlyElementsOf(expected.matches().stream().map(WordMatch::word).toList());
        assertThat(words.get("words").get(0).get("blanks").asText()).isEqualTo("s");
        JsonNode anagrams = ok("POST", "/api/letters/anagrams", "{\"rack\":\"listen\",\"lang\":\"en\"}");
        assertThat(words(anagrams)).containsExactlyElementsOf(Lettres.in(Dictionaries.english()).rack("listen")
                .anagrams().words());
    }

    @Test
    void scrabbleQueriesAreTheLibrarys() throws Exception {
        Lexicon english = Scrabble.gameLexicon(Language.ENGLISH);
        JsonNode words = ok("POST", "/api/scrabble/words", "{\"rack\":\"QUIZ?ES\",\"lang\":\"en\",\"limit\":5}");
        List<ScoredWord> expected = english.words("QUIZ?ES");
        assertThat(words.get("count").asInt()).isEqualTo(expected.size());
        assertThat(words.get("words")).hasSize(5);
        for (int i = 0; i < 5; i++) {
            assertThat(words.get("words").get(i).get("word").asText()).isEqualTo(expected.get(i).word());
            assertThat(words.get("words").get(i).get("score").asInt()).isEqualTo(expected.get(i).score());
        }
        JsonNode hooks = ok("POST", "/api/scrabble/words", "{\"rack\":\"S\",\"lang\":\"en\",\"pattern\":\"?CARE\"}");
        assertThat(hooks.get("words").get(0).get("word").asText()).isEqualTo("SCARE");
        List<String> rows = new ArrayList<>(Board.empty(TileSet.english()).rows());
        rows.set(7, ".......CAT.....");
        Board board = Board.of(TileSet.english(), rows);
        JsonNode moves = ok("POST", "/api/scrabble/moves", "{\"rack\":\"SHOE?RT\",\"lang\":\"en\",\"limit\":3,"
                + "\"board\":" + JSON.writeValueAsString(Map.of("rows", rows)) + "}");
        List<Move> expectedMoves = english.moves(board, "SHOE?RT");
        assertThat(moves.get("count").asInt()).isEqualTo(expectedMoves.size()).isGreaterThan(100);
        JsonNode best = moves.get("moves").get(0);
        assertThat(best.get("coordinates").asText()).isEqualTo(expectedMoves.get(0).coordinates());
        assertThat(best.get("word").asText()).isEqualTo(expectedMoves.get(0).word());
        assertThat(best.get("score").asInt()).isEqualTo(expectedMoves.get(0).score());
        assertThat(best.get("placed")).hasSize(expectedMoves.get(0).tileCount());
        String json = "application/json";
        problem(422, "POST", "/api/scrabble/words", "{\"rack\":\"ZZ\",\"lang\":\"en\"}", json, "2 × Z", "bag holds 1");
        problem(422, "POST", "/api/scrabble/words", "{\"rack\":\"AB\",\"pattern\":\"AB\"}", json, "no ? or *");
        problem(400, "POST", "/api/scrabble/words", "{\"rack\":\"AB\",\"limit\":0}", json, "'limit'");
        problem(400, "POST", "/api/scrabble/moves", "{\"rack\":\"AB\"}", json, "'board' is missing");
        problem(422, "POST", "/api/scrabble/moves", "{\"rack\":\"AB\",\"board\":{\"rows\":[\"...\"]}}", json,
                "15 rows, found 1");
        problem(422, "POST", "/api/scrabble/moves", "{\"rack\":\"AB\",\"board\":7}", json, "rows");
    }

    private static List<String> words(JsonNode result) {
        List<String> out = new ArrayList<>();
        for (Iterator<JsonNode> it = result.get("words").elements(); it.hasNext();) {
            out.add(it.next().get("word").asText());
        }
        return out;
    }

    @Test
    void theRefereeJudgesAndScoresByTheVariant() throws Exception {
        JsonNode exact = ok("POST", "/api/referee/numbers",
                "{\"target\":594,\"tiles\":[8,5,75,100,9,3],\"answer\":\"8*75=600, 9-3=6, 600-6=594\"}");
        assertThat(exact.get("accepted").asBoolean()).isTrue();
        assertThat(exact.get("distance").asLong()).isZero();
        assertThat(exact.get("score").asInt()).isEqualTo(10);
        JsonNode wrong = ok("POST", "/api/referee/numbers",
                "{\"target\":594,\"tiles\":[8,5,75,100,9,3],\"answer\":\"75 / 8\"}");
        assertThat(wrong.get("accepted").asBoolean()).isFalse();
        assertThat(wrong.get("reason").asText()).isEqualTo("INEXACT_DIVISION");
        assertThat(wrong.get("position").asInt()).isEqualTo(4);
        assertThat(wrong.get("score").asInt()).isZero();
        JsonNode word = ok("POST", "/api/referee/word", "{\"rack\":\"tarasumer\",\"word\":\"armature\"}");
        assertThat(word.get("accepted").asBoolean()).isTrue();
        assertThat(word.get("score").asInt()).isEqualTo(8);
        JsonNode missing = ok("POST", "/api/referee/word", "{\"rack\":\"tarasumer\",\"word\":\"zebra\"}");
        assertThat(missing.get("accepted").asBoolean()).isFalse();
        assertThat(missing.get("score").asInt()).isZero();
    }

    @Test
    void drawsRepeatWithTheirSeedAsTheLibraryDrawsThem() throws Exception {
        JsonNode numbers = ok("GET", "/api/draws/numbers?variant=countdown&large=2&seed=7&solvable=true", null);
        Problem expected = Draws.solvableNumbers(Variant.COUNTDOWN.numbers(), 2, new SplittableRandom(7));
        assertThat(numbers.get("target").asLong()).isEqualTo(expected.target());
        assertThat(longs(numbers.get("tiles"))).isEqualTo(expected.tiles());
        assertThat(numbers.get("seconds").asInt()).isEqualTo(30);
        JsonNode letters = ok("GET", "/api/draws/letters?choices=cvcvcvcvc&seed=4", null);
        assertThat(letters.get("letters").asText()).isEqualTo(Draws.letters(Variant.COUNTDOWN.letters().orElseThrow(),
                List.of(Draws.Pile.CONSONANT, Draws.Pile.VOWEL, Draws.Pile.CONSONANT, Draws.Pile.VOWEL,
                        Draws.Pile.CONSONANT, Draws.Pile.VOWEL, Draws.Pile.CONSONANT, Draws.Pile.VOWEL,
                        Draws.Pile.CONSONANT), new SplittableRandom(4)));
        JsonNode difficult = ok("GET", "/api/draws/numbers?large=1&difficulty=2&seed=3", null);
        assertThat(Analysis.of(Problem.of(difficult.get("target").asLong(),
                longs(difficult.get("tiles")).stream().mapToLong(Long::longValue).toArray())).difficulty()).isEqualTo(2);
    }

    @Test
    void theCensusIsTheLibrarysAndComputedOnce() throws Exception {
        JsonNode first = ok("GET", "/api/census?variant=digits", null);
        Census.Report expected = Census.of(Variant.DIGITS.numbers()).run();
        assertThat(first.get("selections").asLong()).isEqualTo(expected.selectionCount());
        assertThat(first.get("solvable").asLong()).isEqualTo(expected.solvable());
        long start = System.nanoTime();
        JsonNode again = ok("GET", "/api/census?variant=digits", null);
        assertThat(again).isEqualTo(first);
        assertThat((System.nanoTime() - start) / 1_000_000).as("served from memory").isLessThan(1_000);
    }

    @Test
    void variantsDescribeEachShow() throws Exception {
        JsonNode variants = ok("GET", "/api/variants", null);
        assertThat(variants).hasSize(6);
        JsonNode countdown = StreamSupport.stream(variants.spliterator(), false)
                .filter(v -> v.get("key").asText().equals("countdown")).findFirst().orElseThrow();
        assertThat(countdown.get("tileCount").asInt()).isEqualTo(6);
        assertThat(countdown.get("letterCount").asInt()).isEqualTo(9);
        assertThat(countdown.get("lettersDrawable").asBoolean()).isTrue();
        assertThat(countdown.get("minVowels").asInt()).isEqualTo(3);
        assertThat(countdown.get("pilesShowsOwn").asBoolean()).isTrue();
        JsonNode dcdl = StreamSupport.stream(variants.spliterator(), false)
                .filter(v -> v.get("key").asText().equals("dcdl")).findFirst().orElseThrow();
        assertThat(dcdl.get("lettersDrawable").asBoolean()).isTrue();
        assertThat(dcdl.get("pilesShowsOwn").asBoolean()).isFalse();
        assertThat(dcdl.get("pilesSource").asText()).contains("not the show's pile");
    }

    @Test
    void everyBadInputGetsItsStatusAndWords() throws Exception {
        String json = "application/json";
        problem(400, "POST", "/api/numbers/best", "", json, "empty");
        problem(400, "POST", "/api/numbers/best", "{\"target\":", json, "not valid JSON");
        problem(400, "POST", "/api/numbers/best", "[1,2]", json, "JSON object");
        JsonNode missing = problem(400, "POST", "/api/numbers/best", "{\"tiles\":[1,2]}", json, "'target' is missing");
        assertThat(missing.get("field").asText()).isEqualTo("target");
        problem(400, "POST", "/api/numbers/best", "{\"target\":\"ten\",\"tiles\":[1]}", json, "'target'", "whole number");
        problem(400, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[1,\"x\"]}", json, "'tiles'");
        problem(400, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":5}", json, "'tiles'", "array");
        problem(400, "POST", "/api/numbers/solve", "{\"target\":10,\"tiles\":[1],\"equivalence\":\"same\"}", json,
                "'equivalence'", "NONE, COMMUTATIVE, ALGEBRAIC");
        problem(400, "POST", "/api/numbers/solve", "{\"target\":10,\"tiles\":[1],\"strategy\":\"fast\"}", json,
                "'strategy'", "dp, best, natural, dfs, memo");
        problem(400, "POST", "/api/numbers/solve", "{\"target\":10,\"tiles\":[1],\"limit\":100000}", json, "'limit'");
        problem(400, "POST", "/api/numbers/solve", "{\"target\":10,\"tiles\":[1],\"budgetMillis\":0}", json,
                "'budgetMillis' must be positive");
        problem(400, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[1],\"variant\":\"jeopardy\"}", json,
                "'variant'", "countdown");
        problem(400, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[1],\"allTiles\":\"yes\"}", json,
                "'allTiles'", "true or false");
        problem(422, "POST", "/api/numbers/best", "{\"target\":0,\"tiles\":[1,2]}", json, "target must be a positive");
        problem(422, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[]}", json, "tiles");
        problem(422, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[1,2,3,4,5,6,7,8,9,10,11]}", json, "tiles");
        problem(422, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[-3,2]}", json, "-3");
        problem(400, "POST", "/api/numbers/analysis", "{\"target\":10,\"tiles\":[1,2,3,4,5,6,7]}", json, "at most 6");
        problem(400, "GET", "/api/numbers/reachable?tiles=1,2&max=1000000", null, null, "at most 100000");
        problem(400, "GET", "/api/numbers/reachable?tiles=1,two&max=10", null, null, "'tiles'", "'two'");
        problem(400, "GET", "/api/numbers/reachable?tiles=1,2", null, null, "'max' is missing");
        problem(422, "GET", "/api/numbers/reachable?tiles=1,2&min=5&max=4", null, null, "range");
        problem(422, "POST", "/api/letters/longest", "{\"rack\":\"ab3\"}", json, "3");
        problem(400, "POST", "/api/letters/longest", "{\"rack\":\"abc\",\"lang\":\"de\"}", json, "'lang'", "fr, en, es");
        problem(400, "POST", "/api/letters/longest", "{\"rack\":\"abc\",\"rules\":\"scrabble\"}", json, "'rules'");
        problem(422, "POST", "/api/letters/longest", "{\"rack\":\"abc\",\"lang\":\"en\",\"rules\":\"dcdl\"}", json,
                "not rules for ENGLISH");
        problem(400, "POST", "/api/letters/words", "{\"rack\":\"abc\",\"limit\":20000}", json, "'limit'");
        problem(422, "POST", "/api/letters/words", "{\"rack\":\"abc\",\"minLength\":0}", json, "minLength");
        problem(400, "POST", "/api/letters/anagrams", "{}", json, "'rack' is missing");
        problem(400, "POST", "/api/referee/numbers", "{\"target\":10,\"tiles\":[1]}", json, "'answer' is missing");
        problem(400, "POST", "/api/referee/word", "{\"rack\":\"abc\",\"word\":\"cab\",\"variant\":\"digits\"}", json,
                "no letters round");
        problem(400, "GET", "/api/draws/letters?choices=cvx", null, null, "'choices'", "'x'");
        problem(422, "GET", "/api/draws/letters?choices=ccc", null, null, "choices");
        problem(422, "GET", "/api/draws/letters?variant=countdown&choices=cvcvcvcvcv", null, null, "9 letters");
        problem(422, "GET", "/api/draws/numbers?large=9", null, null, "large");
        problem(400, "GET", "/api/draws/numbers?seed=abc", null, null, "'seed'");
        problem(415, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[1]}", "text/plain", "application/json");
        problem(413, "POST", "/api/numbers/best", "{\"target\":10,\"tiles\":[1],\"x\":\"" + "a".repeat(5000) + "\"}",
                json, "larger than the server accepts");
        problem(404, "GET", "/api/nothing", null, null, "/api/nothing");
        problem(405, "DELETE", "/api/health", null, null, "DELETE");
    }

    @Test
    void theOpenApiDescriptionListsEveryRouteAndOnlyThose() throws Exception {
        JsonNode doc = ok("GET", "/openapi.json", null);
        assertThat(doc.get("openapi").asText()).startsWith("3.");
        Set<String> documented = new HashSet<>();
        doc.get("paths").fields().forEachRemaining(path -> path.getValue().fieldNames()
                .forEachRemaining(method -> documented.add(method.toUpperCase() + " " + path.getKey())));
        Set<String> routes = Set.of("GET /api/health", "GET /api/version", "POST /api/numbers/solve",
                "POST /api/numbers/best", "GET /api/numbers/reachable", "POST /api/numbers/analysis",
                "POST /api/letters/longest", "POST /api/letters/words", "POST /api/letters/anagrams", "GET /api/letters/definitions",
                "POST /api/referee/numbers", "POST /api/referee/word", "GET /api/draws/numbers",
                "GET /api/draws/letters", "GET /api/census", "GET /api/variants", "POST /api/scrabble/words",
                "POST /api/scrabble/moves", "POST /api/scrabble/games", "POST /api/scrabble/games/action",
                "POST /api/scrabble/analysis", "GET /api/games/formats", "POST /api/games", "POST /api/games/move",
                "GET /api/daily", "POST /api/daily/answer", "GET /api/daily/share", "GET /api/conundrum",
                "POST /api/daily/result", "GET /api/daily/leaderboard", "GET /api/players/{id}/stats", "GET /api/players/{id}/dailies",
                "PUT /api/players/{id}/name", "POST /api/players/{id}/transfer", "POST /api/players/claim", "POST /api/rooms",
                "POST /api/players", "GET /api/ready", "POST /api/scrabble/games/gcg", "POST /api/scrabble/games/review",
                "GET /api/scrabble/lists", "POST /api/scrabble/simulation", "POST /api/scrabble/placement");
        assertThat(documented).isEqualTo(routes);
    }

    @Test
    void thePageIsServedWithItsFilesUnderVersionedNamesKeptAYear() throws Exception {
        HttpResponse<String> page = send("GET", "/?tab=scrabble", null, null);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Cache-Control")).hasValue("no-cache");
        java.util.regex.Matcher script = java.util.regex.Pattern.compile("<script type=\"module\" src=\"(/v/[0-9a-f]{12}/)app\\.js\">")
                .matcher(page.body());
        assertThat(script.find()).as(page.body()).isTrue();
        String versioned = script.group(1);
        // Every module of the page is named for the browser to fetch at once (no waterfall of imports).
        java.nio.file.Path root = java.nio.file.Path.of("src/main/resources/public");
        try (var files = java.nio.file.Files.walk(root)) {
            for (java.nio.file.Path file : files.filter(f -> f.toString().endsWith(".js")).toList()) {
                String name = root.relativize(file).toString().replace('\\', '/');
                if (!name.equals("app.js")) {
                    assertThat(page.body()).as(name).contains("<link rel=\"modulepreload\" href=\"" + versioned + name + "\">");
                }
                HttpResponse<String> kept = send("GET", versioned + name, null, null);
                assertThat(kept.statusCode()).as(name).isEqualTo(200);
                assertThat(kept.headers().firstValue("Cache-Control")).as(name).hasValue("public, max-age=31536000, immutable");
            }
        }
        assertThat(page.body()).contains("href=\"" + versioned + "style.css\"");
        // The plain names still answer, checked with the server each time.
        HttpResponse<String> plain = send("GET", "/app.js", null, null);
        assertThat(plain.statusCode()).isEqualTo(200);
        assertThat(plain.headers().firstValue("Cache-Control")).hasValue("no-cache");
        assertThat(send("GET", "/style.css", null, null).statusCode()).isEqualTo(200);
    }

    @Test
    void everyPageFileAndAnswerCarriesTheSecurityHeaders() throws Exception {
        for (String[] request : new String[][] {{"GET", "/"}, {"GET", "/app.js"}, {"GET", "/style.css"},
            {"GET", "/api/health"}, {"GET", "/api/nothing-here"}, {"POST", "/api/numbers/solve"}}) {
            var response = api.send(request[0], request[1], request[0].equals("POST") ? "{" : null, "application/json");
            assertThat(response.headers().firstValue("Content-Security-Policy")).as(request[1])
                    .hasValue(SecurityHeaders.POLICY);
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(request[1]).hasValue("nosniff");
            assertThat(response.headers().firstValue("Referrer-Policy")).as(request[1]).hasValue("same-origin");
        }
        assertThat(SecurityHeaders.POLICY).contains("script-src 'self'", "frame-ancestors 'none'")
                .doesNotContain("unsafe");
    }
}
