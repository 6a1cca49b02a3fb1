package chiffreslettres.server.games;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Language;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ApiTest;
import chiffreslettres.server.json.GameJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whole games and conundrums over real HTTP: the answers are the library's. */
class PlayApiTest extends ApiTest {

    private static final String JSON_TYPE = "application/json";

    /** The body of a move: the stored form of the game (not its view) and the move. */
    private static String moveBody(JsonNode game, String move) {
        ObjectNode stored = ApiClient.JSON.createObjectNode();
        for (String field : List.of("format", "variant", "round", "seed", "seats", "moves")) {
            if (game.has(field)) {
                stored.set(field, game.get(field));
            }
        }
        return "{\"game\":" + stored + ",\"move\":" + move + "}";
    }

    @Test
    void aWholeGameIsPlayedMoveByMoveAndEqualsTheLibrarysReplay() throws Exception {
        JsonNode game = api.ok("POST", "/api/games",
                "{\"format\":\"countdown\",\"seed\":12,\"seats\":[{\"name\":\"Ann\"},{\"level\":3}]}");
        assertThat(game.get("seats").get(1).get("name").asText()).isEqualTo("Computer (level 3)");
        assertThat(game.get("piles").get("showsOwn").asBoolean()).isTrue();
        int guard = 0;
        while (!game.get("over").asBoolean() && guard++ < 200) {
            JsonNode round = game.get("current");
            assertThat(round.has("answer")).isFalse();
            String move;
            if (round.get("phase").asText().equals("picking")) {
                move = round.get("kind").asText().equals("numbers") ? "{\"type\":\"large\",\"seat\":0,\"large\":1}"
                        : "{\"type\":\"pick\",\"seat\":0,\"pile\":\"" + (round.get("consonantRefused").isNull()
                        ? "consonant" : "vowel") + "\"}";
            } else if (round.get("kind").asText().equals("conundrum")) {
                move = "{\"type\":\"buzz\",\"seat\":0,\"guess\":\"nothing\",\"elapsedMillis\":100}";
            } else if (round.get("kind").asText().equals("numbers")) {
                move = "{\"type\":\"declare\",\"seat\":0,\"answer\":\"" + round.get("tiles").get(0) + "\"}";
            } else {
                move = "{\"type\":\"reveal\"}";
            }
            game = api.ok("POST", "/api/games/move", moveBody(game, move));
        }
        assertThat(game.get("over").asBoolean()).isTrue();
        Game replayed = GameJson.read(game);
        assertThat(replayed.isOver()).isTrue();
        assertThat((JsonNode) ApiClient.JSON.valueToTree(replayed.totals())).isEqualTo(game.get("totals"));
        assertThat(game.get("results").size()).isEqualTo(replayed.results().size());
        assertThat(game.get("results").get(14).get("answer").asText())
                .isEqualTo(replayed.results().get(14).conundrum().answer());
        Game library = Game.start(GameFormat.COUNTDOWN, List.of(Seat.person("Ann"), Seat.computer(3)), 12);
        for (var move : replayed.moves()) {
            library = library.apply(move);
        }
        assertThat(library.results()).isEqualTo(replayed.results());
    }

    @Test
    void forbiddenMovesAreConflictsAndBadValuesAreNamed() throws Exception {
        JsonNode game = api.ok("POST", "/api/games", "{\"format\":\"dcdl\",\"seed\":1}");
        api.problem(409, "POST", "/api/games/move", moveBody(game, "{\"type\":\"declare\",\"seat\":0,\"answer\":\"x\"}"),
                JSON_TYPE, "no answer before the picking is over");
        api.problem(409, "POST", "/api/games/move", moveBody(game, "{\"type\":\"reveal\"}"), JSON_TYPE,
                "nothing to reveal");
        api.problem(400, "POST", "/api/games/move", moveBody(game, "{\"type\":\"jump\"}"), JSON_TYPE, "'type'");
        api.problem(400, "POST", "/api/games/move", moveBody(game, "{\"type\":\"pick\",\"seat\":0,\"pile\":\"x\"}"),
                JSON_TYPE, "vowel or consonant");
        api.problem(422, "POST", "/api/games/move", moveBody(game, "{\"type\":\"pick\",\"seat\":3,\"pile\":\"vowel\"}"),
                JSON_TYPE, "seat: 0 to 0");
        api.problem(400, "POST", "/api/games", "{\"format\":\"chess\"}", JSON_TYPE, "countdown, dcdl, cifras2024");
        api.problem(422, "POST", "/api/games", "{\"seats\":[{\"name\":\"A\",\"level\":9}]}", JSON_TYPE, "seat level");
        api.problem(409, "POST", "/api/games/move", "{\"game\":{\"format\":\"dcdl\",\"seed\":1,\"seats\":[{}],"
                + "\"moves\":[{\"type\":\"reveal\"}]},\"move\":{\"type\":\"reveal\"}}", JSON_TYPE, "game.moves[0]",
                "nothing to reveal");
    }

    @Test
    void aConundrumIsTheLibrarysForTheSameSeed() throws Exception {
        JsonNode c = api.ok("GET", "/api/conundrum?lang=en&seed=42", null);
        Conundrum.Puzzle p = Conundrum.of(Language.ENGLISH).draw(42);
        assertThat(c.get("scramble").asText()).isEqualTo(p.scramble());
        assertThat(c.get("answer").asText()).isEqualTo(p.answer());
        assertThat(c.get("count").asInt()).isEqualTo(Conundrum.of(Language.ENGLISH).count());
        assertThat(api.ok("GET", "/api/conundrum?lang=fr&seed=1", null).get("scramble").asText()).hasSize(9);
        api.problem(400, "GET", "/api/conundrum?lang=de", null, null, "'lang'");
        assertThat(api.ok("GET", "/api/games/formats", null).size()).isEqualTo(GameFormat.ALL.size());
    }

    @Test
    void theRefereeAnswersInTheLanguageAskedByFieldOrByHeader() throws Exception {
        String body = "{\"target\":594,\"tiles\":[8,5,75,100,9,3],\"answer\":\"75/8\"";
        assertThat(api.ok("POST", "/api/referee/numbers", body + "}").get("message").asText())
                .isEqualTo("75 ÷ 8 is not a whole number");
        assertThat(api.ok("POST", "/api/referee/numbers", body + ",\"lang\":\"fr\"}").get("message").asText())
                .isEqualTo("75 ÷ 8 n’est pas un nombre entier");
        assertThat(api.ok("POST", "/api/referee/numbers", body + "}", "es-ES,es;q=0.9,en;q=0.5").get("message").asText())
                .isEqualTo("75 ÷ 8 no es un número entero");
        assertThat(api.ok("POST", "/api/referee/numbers", body + "}", "de-DE").get("message").asText())
                .isEqualTo("75 ÷ 8 is not a whole number");
        assertThat(api.ok("POST", "/api/referee/numbers", body + "}", "!!!").get("message").asText())
                .isEqualTo("75 ÷ 8 is not a whole number");
        api.problem(400, "POST", "/api/referee/numbers", body + ",\"lang\":\"de\"}", JSON_TYPE, "'lang'", "en, fr or es");

        JsonNode word = api.ok("POST", "/api/referee/word",
                "{\"variant\":\"cifras2024\",\"rack\":\"abcdefghij\",\"word\":\"zz\",\"lang\":\"es\"}");
        assertThat(word.get("message").asText()).startsWith("«zz» es demasiado corta");

        JsonNode game = api.ok("POST", "/api/games", "{\"format\":\"dcdl\",\"seed\":5,\"seats\":[{\"name\":\"Eva\"},"
                + "{\"name\":\"Ordinateur\",\"level\":2}]}", "fr");
        for (int i = 0; i < 30 && game.get("results").isEmpty(); i++) {
            JsonNode round = game.get("current");
            String move = "{\"type\":\"declare\",\"seat\":0,\"answer\":\"kwyjibo\"}";
            if (round.get("phase").asText().equals("picking")) {
                // Consonants and vowels in turn, as a person picks, so that the rack makes words.
                boolean consonant = i % 2 == 0 ? round.get("consonantRefused").isNull()
                        : !round.get("vowelRefused").isNull();
                move = "{\"type\":\"pick\",\"seat\":0,\"pile\":\"" + (consonant ? "consonant" : "vowel") + "\"}";
            }
            game = api.ok("POST", "/api/games/move", moveBody(game, move), "fr-FR,fr;q=0.9");
        }
        // The game runs: its seed is sealed; the test knows it (5) and replays the moves with it.
        Game replayed = GameJson.read(((ObjectNode) game.deepCopy()).put("seed", 5));
        JsonNode answers = game.get("results").get(0).get("answers");
        for (int seat = 0; seat < 2; seat++) {
            assertThat(answers.get(seat).get("message").asText())
                    .isEqualTo(replayed.results().get(0).answers().get(seat).message(java.util.Locale.FRENCH));
        }
        assertThat(answers.get(0).get("message").asText()).startsWith("le tirage");
        JsonNode result = game.get("results").get(0);
        assertThat(result.get("bestWords").get(0).get("word").asText()).isEqualTo(result.get("best").get(0).asText());
        assertThat(result.get("bestWords").get(0).has("commonness")).isTrue();
        assertThat(result.get("longestCommon")).allSatisfy(w -> assertThat(w.get("common").asBoolean()).isTrue());

        JsonNode daily = api.ok("POST", "/api/daily/answer", "{\"variant\":\"countdown\",\"date\":\"2026-11-24\","
                + "\"puzzle\":2,\"answer\":\"nothing\",\"lang\":\"es\"}");
        assertThat(daily.get("message").asText()).isEqualTo("incorrecto");
        JsonNode letters = api.ok("POST", "/api/daily/answer", "{\"variant\":\"countdown\",\"date\":\"2026-11-24\","
                + "\"puzzle\":1,\"answer\":\"money\"}");
        assertThat(letters.get("reveal").get("bestWords").get(0).get("word").asText()).isEqualTo("ionomer");
        assertThat(letters.get("reveal").get("bestWords").get(0).get("commonness").asInt()).isZero();
        assertThat(letters.get("reveal").get("longestCommon")).isNotEmpty()
                .allSatisfy(w -> assertThat(w.get("length").asInt()).isEqualTo(5));
    }

    @Test
    void theLettersRoutesShowAndFilterByCommonnessAndTheDailySaysItsRule() throws Exception {
        JsonNode all = api.ok("POST", "/api/letters/longest", "{\"rack\":\"poriyemon\",\"rules\":\"countdown\"}");
        assertThat(all.get("words").get(0).get("commonness").asInt()).isZero();
        assertThat(all.get("reveal").get("longestCommon").get(0).get("common").asBoolean()).isTrue();
        // TORIPEFUNE has ten words of eight letters: the reveal's five are the commonest (peinture first), not
        // the first five of the alphabet (entropie, épointer...), which the route's full list keeps.
        JsonNode french = api.ok("POST", "/api/letters/longest", "{\"rack\":\"toripefune\",\"rules\":\"dcdl\"}");
        assertThat(french.get("words")).hasSize(10);
        assertThat(french.get("words").get(0).get("word").asText()).isEqualTo("entropie");
        JsonNode shown = french.get("reveal").get("bestWords");
        assertThat(shown).hasSize(5);
        assertThat(shown.get(0).get("word").asText()).isEqualTo("peinture");
        List<Integer> classes = new java.util.ArrayList<>();
        shown.forEach(w -> classes.add(w.get("commonness").asInt()));
        assertThat(classes).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        int fifth = classes.get(4);
        french.get("words").forEach(w -> {
            boolean isShown = false;
            for (JsonNode s : shown) {
                isShown |= s.get("word").asText().equals(w.get("word").asText());
            }
            // Every word left out is at most as common as the least common shown.
            assertThat(isShown || w.get("commonness").asInt() <= fifth).as(w.toString()).isTrue();
        });
        JsonNode common = api.ok("POST", "/api/letters/longest",
                "{\"rack\":\"poriyemon\",\"rules\":\"countdown\",\"commonest\":20000}");
        assertThat(common.get("longestLength").asInt()).isEqualTo(5);
        assertThat(common.get("words")).allSatisfy(w -> assertThat(w.get("commonness").asInt()).isGreaterThanOrEqualTo(9));
        JsonNode words = api.ok("POST", "/api/letters/words",
                "{\"rack\":\"poriyemon\",\"rules\":\"countdown\",\"minCommonness\":14}");
        assertThat(words.get("words")).isNotEmpty()
                .allSatisfy(w -> assertThat(w.get("commonness").asInt()).isGreaterThanOrEqualTo(14));
        api.problem(400, "POST", "/api/letters/longest",
                "{\"rack\":\"abc\",\"commonest\":10,\"minCommonness\":3}", JSON_TYPE, "not both");
        api.problem(422, "POST", "/api/letters/longest", "{\"rack\":\"abc\",\"minCommonness\":30}", JSON_TYPE,
                "0 to 25");
        api.problem(422, "POST", "/api/letters/longest", "{\"rack\":\"abc\",\"commonest\":0}", JSON_TYPE,
                "at least 1");
        assertThat(api.ok("GET", "/api/daily?variant=countdown&date=2026-11-24", null).get("rule").asInt()).isEqualTo(1);
        LocalDate today = LocalDate.now(java.time.ZoneOffset.UTC);
        assertThat(api.ok("GET", "/api/daily?variant=countdown&date=" + today, null).get("rule").asInt())
                .isEqualTo(Daily.ruleOf(today));
    }

    @Test
    void aRunningGamesSeedIsSealedSoItsDrawsCannotBeReadAheadAndAForgedOneIsRefused() throws Exception {
        JsonNode game = api.ok("POST", "/api/games", "{\"format\":\"countdown\",\"seed\":12,\"seats\":[{\"name\":\"Ann\"},"
                + "{\"level\":3}]}");
        assertThat(game.get("seed").isTextual()).isTrue();
        // Sealed: not the number given (a random token may hold the digits "12" by chance, so not that test).
        assertThat(game.get("seed").asText()).isNotEqualTo("12").doesNotMatch("-?\\d+");
        JsonNode again = api.ok("POST", "/api/games", "{\"format\":\"countdown\",\"seed\":12,\"seats\":[{\"name\":\"Ann\"},"
                + "{\"level\":3}]}");
        assertThat(again.get("seed").asText()).as("sealed afresh each time").isNotEqualTo(game.get("seed").asText());
        JsonNode next = api.ok("POST", "/api/games/move", moveBody(game, "{\"type\":\"pick\",\"seat\":0,\"pile\":\"vowel\"}"));
        assertThat(next.get("seed").isTextual()).isTrue();
        ObjectNode forged = (ObjectNode) game.deepCopy();
        forged.put("seed", "AAAA" + game.get("seed").asText().substring(4));
        api.problem(400, "POST", "/api/games/move", moveBody(forged, "{\"type\":\"pick\",\"seat\":0,\"pile\":\"vowel\"}"),
                JSON_TYPE, "'game.seed' is not a seed this server sealed");
        ObjectNode scrabbleSealed = (ObjectNode) game.deepCopy();
        JsonNode scrabble = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"seed\":3}");
        scrabbleSealed.put("seed", scrabble.get("seed").asText());
        api.problem(400, "POST", "/api/games/move", moveBody(scrabbleSealed, "{\"type\":\"pick\",\"seat\":0,"
                + "\"pile\":\"vowel\"}"), JSON_TYPE, "'game.seed'");
    }

    @Test
    void aWordIsDefinedWhereItsLanguageHasDefinitionsAndLinkedToADictionaryEverywhere() throws Exception {
        JsonNode cajoled = api.ok("GET", "/api/letters/definitions?lang=en&word=Cajoled", null);
        assertThat(cajoled.get("word").asText()).isEqualTo("cajoled");
        assertThat(cajoled.get("source").asText()).isEqualTo("WordNet 3.0, Princeton University");
        assertThat(cajoled.get("definitions")).singleElement().satisfies(d -> {
            assertThat(d.get("headword").asText()).isEqualTo("cajole");
            assertThat(d.get("partOfSpeech").asText()).isEqualTo("verb");
            assertThat(d.get("text").asText()).isEqualTo("influence or urge by gentle urging, caressing, or flattering");
        });
        assertThat(cajoled.get("link").asText()).isEqualTo("https://en.wiktionary.org/wiki/cajoled");
        JsonNode year = api.ok("GET", "/api/letters/definitions?lang=es&word=a%C3%B1o", null);
        assertThat(year.get("definitions")).isEmpty();
        assertThat(year.get("source").isNull()).isTrue();
        assertThat(year.get("link").asText()).isEqualTo("https://dle.rae.es/a%C3%B1o");
        assertThat(api.ok("GET", "/api/letters/definitions?lang=fr&word=maison", null).get("link").asText())
                .isEqualTo("https://fr.wiktionary.org/wiki/maison");
        api.problem(400, "GET", "/api/letters/definitions?lang=en&word=d0g", null, null, "'word'", "letters", "d0g");
        api.problem(400, "GET", "/api/letters/definitions?lang=en", null, null, "'word'");
        api.problem(400, "GET", "/api/letters/definitions?lang=de&word=haus", null, null, "'lang'");
        api.problem(400, "GET", "/api/letters/definitions?word=" + "a".repeat(65), null, null, "'word' is at most 64");
    }
}
