package chiffreslettres.server.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.server.ApiClient;
import chiffreslettres.server.ChiffresLettresServer;
import chiffreslettres.server.PlayersWords;
import chiffreslettres.server.ServerOptions;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The word lists a server offers over HTTP: the shipped ones and a list of the server's own, by name. */
class ScrabbleListsApiTest {

    private static final String JSON_TYPE = "application/json";
    private static final Lexicon CLUB = Lexicon.of("club words", TileSet.english(), List.of("ZA", "QI", "JO", "ZAS", "QIS"));
    private static ChiffresLettresServer server;
    private static ApiClient api;

    @BeforeAll
    static void startServer() {
        server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0)
                .withScrabbleList(new ServerOptions.ScrabbleList(Language.ENGLISH, "club", CLUB)));
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stopServer() {
        server.stop();
    }

    private static List<String> names(JsonNode lists) {
        List<String> names = new ArrayList<>();
        lists.forEach(l -> names.add(l.get("name").asText()));
        return names;
    }

    @Test
    void theListsOfEachLanguageAreTheShippedOnesForPlayThenTheServersOwn() throws Exception {
        JsonNode lists = api.ok("GET", "/api/scrabble/lists", null);
        assertThat(names(lists.get("en"))).containsExactly("enable", "club");
        assertThat(lists.get("en").get(0).get("description").asText()).startsWith("ENABLE2K");
        assertThat(lists.get("en").get(1).get("description").asText()).isEqualTo("club words");
        assertThat(names(lists.get("fr"))).containsExactly("playable");
        assertThat(lists.get("fr").get(0).get("description").asText()).startsWith("French, every form fit for play");
        assertThat(names(lists.get("es"))).containsExactly("playable");
    }

    @Test
    void aGameNamingNoListPlaysWithTheFirstOfferedAndNoOfferedListHoldsAWordWithoutAVowel() throws Exception {
        for (String lang : List.of("en", "fr", "es")) {
            JsonNode game = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"" + lang + "\"}");
            JsonNode offered = api.ok("GET", "/api/scrabble/lists", null).get(lang);
            assertThat(game.get("list").asText()).isEqualTo(offered.get(0).get("name").asText());
        }
        // The abbreviations and symbols the computer played or hinted with the every-form lists.
        assertThat(List.of("FV", "QE", "LX", "XV", "CD", "DJ")).noneMatch(Scrabble.gameLexicon(Language.ENGLISH)::contains);
        assertThat(List.of("CF", "CM", "KG", "PH")).noneMatch(Scrabble.gameLexicon(Language.FRENCH)::contains);
        assertThat(List.of("CM", "KG", "DL", "LX")).noneMatch(Scrabble.gameLexicon(Language.SPANISH)::contains);
        // A game may still name the every-form list, which no longer is offered.
        JsonNode everyForm = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"fr\",\"list\":\"every-form\"}");
        assertThat(everyForm.get("list").asText()).isEqualTo("every-form");
    }

    @Test
    void anAnalysisAndAGamePlayWithTheListTheyName() throws Exception {
        String empty = "{\"rows\":" + ApiClient.JSON.writeValueAsString(chiffreslettres.scrabble.Board.empty(TileSet.english())
                .rows()) + "}";
        JsonNode club = api.ok("POST", "/api/scrabble/analysis", "{\"lang\":\"en\",\"list\":\"club\",\"rack\":\"ZAQIJOS\","
                + "\"board\":" + empty + ",\"limit\":100}");
        List<String> words = new ArrayList<>();
        club.get("moves").forEach(m -> words.add(m.get("word").asText()));
        assertThat(words).isNotEmpty().allMatch(w -> CLUB.contains(w));
        assertThat(club.get("count").asInt()).isEqualTo(CLUB.rated(chiffreslettres.scrabble.Board.empty(TileSet.english()),
                "ZAQIJOS", Scrabble.leaves(Language.ENGLISH)).size());

        JsonNode game = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"list\":\"enable\",\"level\":4,\"seed\":5}");
        assertThat(game.get("list").asText()).isEqualTo("enable");
        JsonNode after = api.ok("POST", "/api/scrabble/games/action", "{\"game\":" + stored(game) + ",\"action\":{\"type\":\"pass\"}}");
        assertThat(after.get("list").asText()).isEqualTo("enable");
        assertThat(after.get("turns").size()).isEqualTo(2);
    }

    @Test
    void aListThatIsNotOfferedIsRefusedWithTheNamesOfThoseThatAre() throws Exception {
        api.problem(400, "POST", "/api/scrabble/games", "{\"lang\":\"en\",\"list\":\"nwl\"}", JSON_TYPE,
                "'list' is one of the en lists [enable, every-form, club], got \"nwl\"");
        api.problem(400, "POST", "/api/scrabble/games", "{\"lang\":\"fr\",\"list\":\"club\"}", JSON_TYPE,
                "[playable, every-form]");
        JsonNode game = api.ok("POST", "/api/scrabble/games", "{\"lang\":\"en\",\"seed\":5}");
        assertThat(game.get("list").asText()).isEqualTo("enable");
        String changed = stored(game).toString().replace("\"list\":\"enable\"", "\"list\":\"nwl\"");
        api.problem(400, "POST", "/api/scrabble/games/action", "{\"game\":" + changed + ",\"action\":{\"type\":\"pass\"}}",
                JSON_TYPE, "'game.list' is one of the en lists");
    }

    @Test
    void aServersListNeedsAFreeNameAndItsLanguagesTiles() {
        assertThatThrownBy(() -> new ServerOptions.ScrabbleList(Language.ENGLISH, "enable", CLUB))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ships for ENGLISH");
        assertThatThrownBy(() -> new ServerOptions.ScrabbleList(Language.ENGLISH, "every-form", CLUB))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ServerOptions.ScrabbleList(Language.ENGLISH, "a b", CLUB))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 40 letters");
        assertThatThrownBy(() -> new ServerOptions.ScrabbleList(Language.FRENCH, "club", CLUB))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tiles");
        ServerOptions.ScrabbleList club = new ServerOptions.ScrabbleList(Language.ENGLISH, "club", CLUB);
        assertThatThrownBy(() -> ServerOptions.defaults().withScrabbleList(club).withScrabbleList(club))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two ENGLISH lists named club");
    }

    @Test
    void aServersListFileWithABadLineIsRefusedNamingTheOptionAndTheLine(@TempDir Path dir) throws Exception {
        String cache = System.getProperty("chiffreslettres.cache");
        System.setProperty("chiffreslettres.cache", dir.resolve("cache").toString());
        try {
            Path words = dir.resolve("club.txt");
            Files.writeString(words, "ZA\nQI\nJO BO\n", StandardCharsets.UTF_8);
            assertThatThrownBy(() -> ServerOptions.ScrabbleList.read("en:club=" + words))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("--scrabble-words en:club=" + words + ": ")
                    .hasMessageContaining("line 3: \"JO BO\" holds \" \" (U+0020)");
            Files.writeString(words, "ZA\nQI\nJO\n", StandardCharsets.UTF_8);
            assertThat(ServerOptions.ScrabbleList.read("en:club=" + words).lexicon().contains("JO")).isTrue();
            // A file larger than a list is read whole (sparse: no disk used) is refused before it is read.
            Path huge = dir.resolve("huge.txt");
            try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
                file.setLength(PlayersWords.MAX_LIST_BYTES + 1);
            }
            assertThatThrownBy(() -> ServerOptions.ScrabbleList.read("en:huge=" + huge))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is 104,857,601 bytes; it is read whole, at most 104,857,600 (100 MiB)");
        } finally {
            if (cache == null) {
                System.clearProperty("chiffreslettres.cache");
            } else {
                System.setProperty("chiffreslettres.cache", cache);
            }
        }
    }

    /** The stored form of a game answer: what the page sends back. */
    private static JsonNode stored(JsonNode game) {
        var stored = ApiClient.JSON.createObjectNode();
        for (String field : List.of("lang", "list", "seed", "seat", "name", "level", "actions")) {
            stored.set(field, game.get(field));
        }
        return stored;
    }
}
