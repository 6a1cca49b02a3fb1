package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Gcg;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code scrabble-match}, {@code scrabble-learn} and {@code scrabble --gcg}, run in-process on the English list. */
class ScrabbleGameCliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return ChiffresLettresCli.run(new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(err, true), args);
    }

    @Test
    void aMatchCountsEveryGameAndItsSpreadIsTheLibrarysGames() {
        assertThat(run("scrabble-match", "--lang", "en", "--games", "6", "--threads", "2", "--a", "4", "--b", "3",
                "--seed", "77")).isZero();
        Matcher m = Pattern.compile("A wins (\\d+), draws (\\d+), loses (\\d+)").matcher(out.toString());
        assertThat(m.find()).as(out.toString()).isTrue();
        assertThat(Integer.parseInt(m.group(1)) + Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3))).isEqualTo(6);
        Lexicon en = Scrabble.gameLexicon(Language.ENGLISH);
        SelfPlay play = new SelfPlay(en, Rules.WESPA, ScrabbleOpponent.level(4, Leaves.none(en.tiles())),
                ScrabbleOpponent.level(3, Leaves.none(en.tiles())));
        double spread = 0;
        for (int i = 0; i < 6; i++) {
            spread += SelfPlay.spread(play.game(77, i));
        }
        assertThat(out.toString()).contains(String.format(java.util.Locale.ROOT, "mean spread A - B: %+.1f", spread / 6));
        assertThat(run("scrabble-match", "--games", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--games and --threads must be at least 1");
    }

    @Test
    void levelSixSimulatesWithTheIterationsGivenAndItsGamesAreTheLibrarys() {
        assertThat(run("scrabble-match", "--lang", "en", "--games", "2", "--threads", "1", "--a", "6", "--b", "5",
                "--a-iterations", "40", "--seed", "5")).isZero();
        assertThat(out.toString()).contains("simulation (rollouts a move): A 40, B -");
        Lexicon en = Scrabble.gameLexicon(Language.ENGLISH);
        Leaves leaves = Scrabble.leaves(Language.ENGLISH);
        SelfPlay play = new SelfPlay(en, Rules.WESPA, ScrabbleOpponent.level(6, leaves).withSimulation(
                chiffreslettres.scrabble.game.Simulation.Settings.of(chiffreslettres.chiffres.Budget.ofNodes(40))
                        .withCandidates(ScrabbleOpponent.SIMULATION_CANDIDATES)), ScrabbleOpponent.level(5, leaves));
        double spread = 0;
        for (int i = 0; i < 2; i++) {
            spread += SelfPlay.spread(play.game(5, i));
        }
        assertThat(out.toString()).contains(String.format(java.util.Locale.ROOT, "mean spread A - B: %+.1f", spread / 2));
        assertThat(run("scrabble-match", "--a", "6", "--a-iterations", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--a-iterations and --b-iterations: 1 or more");
    }

    @Test
    void learnedLeavesAreATableTheLibraryReads(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("leaves.tsv");
        assertThat(run("scrabble-learn", "--lang", "en", "--games", "8", "--min-count", "1", "-o", file.toString())).isZero();
        assertThat(out.toString()).startsWith("8 games, ");
        try (BufferedReader in = Files.newBufferedReader(file)) {
            Leaves leaves = Leaves.read(Scrabble.lexicon(Language.ENGLISH).tiles(), in);
            assertThat(leaves.source()).startsWith("scrabble-learn --lang en --games 8");
            assertThat(leaves.size()).isGreaterThan(27);
        }
    }

    @Test
    void leavesLearnedFromRacksSayHowAndABadTargetIsNamed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("racks.tsv");
        for (String target : List.of("rack", "drawn-rack")) {
            out.getBuffer().setLength(0);
            assertThat(run("scrabble-learn", "--lang", "en", "--games", "4", "--min-count", "1", "--target", target,
                    "-o", file.toString())).isZero();
            assertThat(out.toString()).startsWith("4 games, ").contains(" racks, ");
            try (BufferedReader in = Files.newBufferedReader(file)) {
                Leaves leaves = Leaves.read(Scrabble.lexicon(Language.ENGLISH).tiles(), in);
                assertThat(leaves.source()).contains("--target " + target + " ").contains(" racks of ");
                // Every part of every rack is credited: far more leaves than the leaves kept.
                assertThat(leaves.size()).isGreaterThan(1000);
            }
        }
        assertThat(run("scrabble-learn", "--lang", "en", "--games", "4", "--target", "turns", "-o", file.toString()))
                .isNotZero();
        assertThat(err.toString()).contains("--target: next-turn, rack or drawn-rack, got 'turns'")
                .doesNotContain("Exception");
    }

    @Test
    void aRecordNamingAShippedListIsReplayedWithIt(@TempDir Path dir) throws Exception {
        Lexicon enable = Scrabble.lexicon(Language.ENGLISH, "enable");
        ScrabbleOpponent best = ScrabbleOpponent.level(4, Leaves.none(enable.tiles()));
        ScrabbleGame game = new SelfPlay(enable, Rules.WESPA, best, best).game(7, 0);
        Path file = dir.resolve("enable.gcg");
        Files.writeString(file, "#lexicon ENABLE\n" + Gcg.write(game), StandardCharsets.UTF_8);
        assertThat(run("scrabble", "--gcg", file.toString(), "--limit", "1")).isZero();
        assertThat(out.toString()).contains(game.turns().size() + game.adjustments().size() + " lines, 0 scores differing");
        assertThat(err.toString()).doesNotContain("replayed with");
    }

    @Test
    void aTurnWithOneTileInTheBagIsAnnotatedWithThePreEndgamesPlay(@TempDir Path dir) throws Exception {
        Lexicon en = Scrabble.gameLexicon(Language.ENGLISH);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, Leaves.none(en.tiles()));
        // The first seed whose game has a turn with one tile in the bag.
        ScrabbleGame game = null;
        int oneInBag = 0;
        for (long seed = 1; oneInBag == 0; seed++) {
            game = new SelfPlay(en, Rules.WESPA, best, best).game(seed, 0);
            ScrabbleGame replay = ScrabbleGame.start(en, Rules.WESPA, game.players(), game.seed());
            for (var action : game.actions()) {
                oneInBag += replay.bagSize() == 1 ? 1 : 0;
                replay = replay.apply(action);
            }
        }
        Path file = dir.resolve("pre.gcg");
        Files.writeString(file, Gcg.write(game), StandardCharsets.UTF_8);
        assertThat(run("scrabble", "--lang", "en", "--gcg", file.toString(), "--limit", "1", "--json")).isZero();
        JsonNode lines = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString()).get("lines");
        List<JsonNode> pre = new java.util.ArrayList<>();
        lines.forEach(l -> {
            if (l.has("preEndgame")) {
                pre.add(l.get("preEndgame"));
            }
        });
        assertThat(pre).hasSize(oneInBag);
        for (JsonNode p : pre) {
            assertThat(p.get("winChance").asDouble()).isBetween(0.0, 1.0);
            assertThat(p.get("play").asText()).isNotEmpty();
            if (p.get("proven").asBoolean()) {
                int counted = 0;
                for (JsonNode o : p.get("outcomes")) {
                    counted += o.get("count").asInt();
                    assertThat(o.get("result").asText()).isIn("win", "draw", "loss");
                }
                assertThat(counted).as("the tiles the bag may hold").isEqualTo(8);
            }
        }
    }

    @Test
    void aRecordIsReplayedItsScoresCheckedAndAWrongScoreNamedByItsLine(@TempDir Path dir) throws Exception {
        Lexicon en = Scrabble.gameLexicon(Language.ENGLISH);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, Leaves.none(en.tiles()));
        ScrabbleGame game = new SelfPlay(en, Rules.WESPA, best, best).game(5, 0);
        String gcg = Gcg.write(game);
        Path file = dir.resolve("game.gcg");
        Files.writeString(file, gcg, StandardCharsets.UTF_8);
        assertThat(run("scrabble", "--lang", "en", "--gcg", file.toString(), "--limit", "2")).isZero();
        assertThat(out.toString()).contains(game.turns().size() + game.adjustments().size() + " lines, 0 scores differing");
        assertThat(out.toString()).contains("equity");
        // Each turn played with the bag empty is annotated with the endgame's best play.
        int emptyBag = 0;
        int oneInBag = 0;
        ScrabbleGame replay = ScrabbleGame.start(en, Rules.WESPA, game.players(), game.seed());
        for (var action : game.actions()) {
            emptyBag += replay.bagSize() == 0 ? 1 : 0;
            oneInBag += replay.bagSize() == 1 ? 1 : 0;
            replay = replay.apply(action);
        }
        assertThat(emptyBag).isPositive();
        assertThat(out.toString().lines().filter(l -> l.strip().startsWith("endgame: "))).hasSize(emptyBag);
        // And each with one tile in the bag with the pre-endgame's play.
        assertThat(out.toString().lines().filter(l -> l.strip().startsWith("pre-endgame (one tile in the bag): ")))
                .hasSize(oneInBag);
        long provenPre = out.toString().lines().filter(l -> l.strip().startsWith("pre-endgame") && l.endsWith("(proven)")).count();
        // With a simulation time, each turn with tiles in the bag also gets its best moves simulated.
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--gcg", file.toString(), "--limit", "2", "--simulate", "20")).isZero();
        // (a pre-endgame proven is not simulated)
        int withBag = game.turns().size() - emptyBag - (int) provenPre;
        assertThat(out.toString().lines().filter(l -> l.strip().startsWith("simulated ("))).hasSize(withBag);
        assertThat(out.toString().lines().filter(l -> l.strip().startsWith("endgame: "))).hasSize(emptyBag);
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--gcg", file.toString(), "--limit", "2", "--simulate", "20",
                "--json")).isZero();
        JsonNode first = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString()).get("lines").get(0);
        assertThat(first.get("simulation").get("candidates").size()).isBetween(1, 2);
        out.getBuffer().setLength(0);
        // The second turn's score made one more: the line is named with the rules' score.
        String[] lines = gcg.split("\n");
        int second = 0;
        for (int i = 0, turns = 0; i < lines.length; i++) {
            if (lines[i].startsWith(">") && ++turns == 2) {
                second = i;
            }
        }
        Matcher m = Pattern.compile("\\+(\\d+) (\\d+)$").matcher(lines[second]);
        assertThat(m.find()).isTrue();
        int score = Integer.parseInt(m.group(1));
        lines[second] = lines[second].substring(0, m.start()) + "+" + (score + 1) + " " + m.group(2);
        Files.writeString(file, String.join("\n", lines), StandardCharsets.UTF_8);
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--gcg", file.toString(), "--limit", "1")).isEqualTo(1);
        assertThat(out.toString()).contains("line " + (second + 1) + " ").contains("<< the rules give " + score)
                .contains("1 scores differing");
    }

    /** A record of one move, QI at 8H (a word ENABLE lacks), played with the list {@code lexicon} names. */
    private static Path qiRecord(Path dir, String lexicon) throws java.io.IOException {
        Path record = dir.resolve("qi.gcg");
        Files.writeString(record, "#lexicon " + lexicon + "\n#player1 ann Ann\n#player2 bob Bob\n>ann: QIKERSA 8H QI +22 22\n",
                StandardCharsets.UTF_8);
        return record;
    }

    @Test
    void aClubPlayersListReplaysWhatTheShippedListRefusesAndTheRecordsLexiconIsRead(@TempDir Path dir) throws Exception {
        System.setProperty("chiffreslettres.cache", dir.resolve("cache").toString());
        Path record = qiRecord(dir, "NWL2023");
        // No --lang: the record's NWL2023 is an English list; the list for play (ENABLE) lacks QI, and says which list was used.
        assertThat(run("scrabble", "--gcg", record.toString())).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("the record was played with NWL2023; it is replayed with ENABLE2K, the Enhanced North American Benchmark Lexicon (public domain)")
                .contains("QI is not a word of ENABLE2K, the Enhanced North American Benchmark Lexicon (public domain)");
        Path words = dir.resolve("club.txt");
        Files.writeString(words, "# a club list\nJO\nza\nQI\nA\n\nKOJI\n", StandardCharsets.UTF_8);
        err.getBuffer().setLength(0);
        assertThat(run("scrabble", "--gcg", record.toString(), "--words", words.toString(), "--limit", "1")).isZero();
        assertThat(out.toString()).contains("1 lines, 0 scores differing");
        assertThat(err.toString()).contains("--words: 1 of 5 words of club.txt left out").contains("e.g. A")
                .doesNotContain("replayed with");
        out.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "AZJOQI")).isZero();
        assertThat(out.toString()).contains("(club.txt)").contains("ZA").contains("JO").contains("QI");
        assertThat(run("scrabble", "--lang", "en", "--words", dir.resolve("none.txt").toString(), "AZ"))
                .isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("--words: no file");
        assertThat(run("scrabble", "--lang", "es", "--words", "enable", "CASA")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("--words: no file enable, nor a list shipped for SPANISH (playable); "
                + "enable is a list shipped for ENGLISH: give --lang en");
        Files.writeString(words, "A\n", StandardCharsets.UTF_8);
        assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "AZ")).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("holds no word of two letters or more");
        System.clearProperty("chiffreslettres.cache");
    }

    @Test
    void aRecordsRackThatIsNoRackIsRefusedOnItsLine(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("long-rack.gcg");
        Files.writeString(record, "#player1 ann Ann\n#player2 bob Bob\n>ann: JOKERSAXYZ 8H JO +18 18\n", StandardCharsets.UTF_8);
        assertThat(run("scrabble", "--lang", "en", "--words", "enable", "--gcg", record.toString()))
                .isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("GCG line 3: rack: a rack holds 1 to 7 tiles");
    }

    /**
     * Writes {@code content} to the list file {@code words}, runs {@code scrabble --lang LANG --words WORDS RACK},
     * checks that it is refused as bad input, and returns what it wrote to the error stream.
     */
    private String refusal(Path words, String content, String lang, String rack) throws Exception {
        Files.writeString(words, content, StandardCharsets.UTF_8);
        err.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", lang, "--words", words.toString(), rack))
                .isEqualTo(ChiffresLettresCli.BAD_INPUT);
        return err.toString();
    }

    @Test
    void aListWithAWordTheTilesCannotSpellOrTooLongIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        System.setProperty("chiffreslettres.cache", dir.resolve("cache").toString());
        try {
            Path words = dir.resolve("club.txt");
            // Comments and blank lines count as lines: the bad word is on line 5.
            assertThat(refusal(words, "# a club list\nJO\n\nZA\nd0g\nQI\n", "en", "AZJOQI"))
                    .contains("club.txt, line 5: \"d0g\" holds \"0\" (U+0030), which no English Scrabble tile spells");
            assertThat(out.toString()).isEmpty();
            // A French list: the apostrophe is no letter; accents fold (été is ETE).
            assertThat(refusal(words, "été\njeu\naujourd'hui\n", "fr", "JEU"))
                    .contains("line 3: \"aujourd'hui\" holds \"'\" (U+0027)");
            Files.writeString(words, "été\njeu\n", StandardCharsets.UTF_8);
            assertThat(run("scrabble", "--lang", "fr", "--words", words.toString(), "JEUTE")).isZero();
            assertThat(out.toString()).contains("JEU").contains("ETE");
            assertThat(refusal(words, "JO\nZA\n" + "ANTIDISESTABLISHMENTARIANISM\n", "en", "AZJOQI"))
                    .contains("line 3: \"ANTIDISESTABLISHMENTARIANISM\" is 28 tiles long").contains("15 squares");
            // Fifteen letters fit.
            assertThat(refusal(words, "JO\nZA\nMULTIMILLIONAIRE\nDEMYTHOLOGIZERS\n", "en", "AZJOQI"))
                    .contains("line 3: \"MULTIMILLIONAIRE\" is 16 tiles long");
            Files.writeString(words, "JO\nZA\nDEMYTHOLOGIZERS\n", StandardCharsets.UTF_8);
            out.getBuffer().setLength(0);
            assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "AZJOQI")).isZero();
            assertThat(out.toString()).contains("JO").contains("ZA");
            assertThat(refusal(words, "", "en", "AZ")).contains("holds no word of two letters or more");
        } finally {
            System.clearProperty("chiffreslettres.cache");
        }
    }

    @Test
    void aRecordsLexiconNamingAListOfOnesOwnIsLookedUpAmongThoseGiven(@TempDir Path dir) throws Exception {
        System.setProperty("chiffreslettres.cache", dir.resolve("cache").toString());
        Path record = qiRecord(dir, "club");
        Path club = dir.resolve("club.txt");
        Files.writeString(club, "JO\nZA\nQI\nKOJI\n", StandardCharsets.UTF_8);
        Path other = dir.resolve("other.txt");
        Files.writeString(other, "QI\nZA\n", StandardCharsets.UTF_8);
        // The record names "club": of the two lists given, that one (JO is in it; the other lacks it).
        assertThat(run("scrabble", "--gcg", record.toString(), "--scrabble-words", "en:other=" + other,
                "--scrabble-words", "en:CLUB=" + club, "--limit", "1")).isZero();
        assertThat(out.toString()).contains("1 lines, 0 scores differing");
        assertThat(err.toString()).doesNotContain("replayed with");
        // A name given for another language is not the record's list: reported, and replayed with the shipped one.
        err.getBuffer().setLength(0);
        assertThat(run("scrabble", "--gcg", record.toString(), "--lang", "en", "--scrabble-words", "fr:club=" + club))
                .isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("the record was played with club; it is replayed with ENABLE2K, the Enhanced North American Benchmark Lexicon (public domain)")
                .contains("--scrabble-words en:club=FILE");
        err.getBuffer().setLength(0);
        assertThat(run("scrabble", "--lang", "en", "--scrabble-words", "en:club=" + club, "AZJOQI"))
                .isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("--scrabble-words: lists a record's #lexicon may name, read with --gcg");
        err.getBuffer().setLength(0);
        assertThat(run("scrabble", "--gcg", record.toString(), "--scrabble-words", "club.txt"))
                .isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains("--scrabble-words: LANG:NAME=FILE");
        System.clearProperty("chiffreslettres.cache");
    }

    @Test
    void aListBuiltOnceLoadsFromTheCacheAndAnswersAlike(@TempDir Path dir) throws Exception {
        Path cache = dir.resolve("cache");
        System.setProperty("chiffreslettres.cache", cache.toString());
        try {
            Path words = dir.resolve("club.txt");
            Files.writeString(words, "JO\nZA\nQI\nQUIZ\nZO\nA\n", StandardCharsets.UTF_8);
            assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "AZJOQIU")).isZero();
            String first = out.toString();
            assertThat(err.toString()).contains("left out");
            try (var files = Files.list(cache)) {
                assertThat(files.map(p -> p.getFileName().toString()).toList()).singleElement()
                        .satisfies(name -> assertThat(name).startsWith("lexicon-").endsWith(".lex"));
            }
            out.getBuffer().setLength(0);
            err.getBuffer().setLength(0);
            assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "AZJOQIU")).isZero();
            assertThat(out.toString()).isEqualTo(first);
            // A damaged cache file is built again, and answers the same.
            try (var files = Files.list(cache)) {
                Path kept = files.findFirst().orElseThrow();
                Files.write(kept, new byte[] {1, 2, 3});
            }
            out.getBuffer().setLength(0);
            assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "AZJOQIU")).isZero();
            assertThat(out.toString()).isEqualTo(first);
        } finally {
            System.clearProperty("chiffreslettres.cache");
        }
    }
}
