package chiffreslettres.dictionaries;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.dictionaries.builder.PartOfSpeechWordLists;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.Premium;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Scrabble on the shipped every-form lists: games of best moves in each language, and every move of each
 * turn checked by the plain rules, its words looked up in the anagram index (a structure of its own) and
 * its score worked out word by word.
 */
class ScrabbleOnTheShippedListsTest {

    /** The score of the move by the plain rules, or -1 when a word it makes is not in the dictionary. */
    private static int plainScore(Dictionary dictionary, Board board, Move move) {
        Board after = board.play(move);
        TileSet tiles = board.tiles();
        Set<String> placed = new HashSet<>();
        for (Placement p : move.placements()) {
            placed.add(p.row() + "," + p.column());
        }
        Set<String> seen = new HashSet<>();
        int total = 0;
        for (int across = 0; across < 2; across++) {
            int dr = across == 0 ? 1 : 0;
            int dc = across == 1 ? 1 : 0;
            for (Placement p : move.placements()) {
                int r = p.row();
                int c = p.column();
                while (after.isTaken(r - dr, c - dc)) {
                    r -= dr;
                    c -= dc;
                }
                if (!seen.add(across + " " + r + "," + c)) {
                    continue;
                }
                StringBuilder word = new StringBuilder();
                int sum = 0;
                int factor = 1;
                int length = 0;
                for (; after.isTaken(r, c); r += dr, c += dc, length++) {
                    word.append(tiles.face(after.tile(r, c)).toLowerCase(Locale.ROOT));
                    int value = after.isBlank(r, c) ? 0 : tiles.value(after.tile(r, c));
                    boolean isNew = placed.contains(r + "," + c);
                    sum += value * (isNew ? Premium.at(r, c).letterFactor() : 1);
                    factor *= isNew ? Premium.at(r, c).wordFactor() : 1;
                }
                if (length >= 2) {
                    if (!dictionary.contains(word.toString())) {
                        return -1;
                    }
                    total += sum * factor;
                }
            }
        }
        return total + (move.tileCount() == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0);
    }

    private static List<String> bag(TileSet tiles, Random random) {
        List<String> bag = new ArrayList<>();
        for (int t = 0; t < tiles.size(); t++) {
            for (int i = 0; i < tiles.count(t); i++) {
                bag.add(tiles.written(t, false));
            }
        }
        bag.add("?");
        bag.add("?");
        Collections.shuffle(bag, random);
        return bag;
    }

    /**
     * The bounded search for the best move by equity, on each language's list for play with its shipped
     * leave values, against the first of every move rated: the empty board and boards of 4 to 12 best moves,
     * racks of 7 tiles with exactly 0, 1 and 2 blanks (with blanks the bound is loosest).
     */
    @Test
    void theBestMoveByEquityOnEachListForPlayIsTheFirstOfEveryMoveRated() {
        for (Language language : Language.values()) {
            Lexicon lexicon = Scrabble.lexicon(language, language == Language.ENGLISH ? "enable" : "playable");
            chiffreslettres.scrabble.Leaves leaves = Scrabble.leaves(language);
            Random random = new Random(20261129L);
            int found = 0;
            for (int position = 0; position < 12; position++) {
                List<String> bag = bag(lexicon.tiles(), random);
                Board board = Board.empty(lexicon.tiles());
                for (int turn = 0; turn < 4 * (position % 4); turn++) {
                    String rack = String.join("", bag.subList(bag.size() - TileSet.RACK_SIZE, bag.size()));
                    Move best = lexicon.best(board, rack).orElse(null);
                    if (best != null) {
                        board = board.play(best);
                        best.placements().forEach(p -> bag.remove(p.blank() ? "?" : lexicon.tiles().written(p.tile(), false)));
                    }
                    Collections.shuffle(bag, random);
                }
                List<String> letters = new ArrayList<>(bag);
                letters.removeIf("?"::equals);
                for (int blanks = 0; blanks <= 2; blanks++) {
                    Collections.shuffle(letters, random);
                    String rack = "?".repeat(blanks) + String.join("", letters.subList(0, TileSet.RACK_SIZE - blanks));
                    var all = lexicon.rated(board, rack, leaves);
                    var best = lexicon.best(board, rack, leaves);
                    assertThat(best).as("%s: rack %s on%n%s", language, rack, board)
                            .isEqualTo(all.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(all.get(0)));
                    found += best.isPresent() ? 1 : 0;
                }
            }
            assertThat(found).as("%s: searches that found a move", language).isGreaterThan(30);
        }
    }

    @Test
    void gamesOfBestMovesInEachLanguageAreLegalMoveByMove() {
        for (Language language : Language.values()) {
            Dictionary dictionary = Dictionaries.get(language, WordRules.ALL);
            Lexicon lexicon = Scrabble.lexicon(language);
            Random random = new Random(20261123L);
            List<String> bag = bag(lexicon.tiles(), random);
            Board board = Board.empty(lexicon.tiles());
            List<String> rack = new ArrayList<>();
            int checked = 0;
            for (int turn = 0; turn < 8; turn++) {
                while (rack.size() < TileSet.RACK_SIZE && !bag.isEmpty()) {
                    rack.add(bag.remove(bag.size() - 1));
                }
                List<Move> moves = lexicon.moves(board, String.join("", rack));
                assertThat(moves).as("%s, turn %d", language, turn).isNotEmpty();
                // Every move of the turn when they are few; otherwise a spread of them, the best included.
                for (int i = 0; i < moves.size(); i += Math.max(1, moves.size() / 300)) {
                    Move m = moves.get(i);
                    assertThat(plainScore(dictionary, board, m)).as("%s: %s on%n%s", language, m, board).isEqualTo(m.score());
                    checked++;
                }
                Move best = moves.get(0);
                board = board.play(best);
                best.placements().forEach(p -> rack.remove(p.blank() ? "?" : lexicon.tiles().written(p.tile(), false)));
            }
            assertThat(board.tileCount()).as("%s: tiles on the board after 8 turns", language).isGreaterThan(25);
            assertThat(checked).as("%s: moves checked", language).isGreaterThan(300);
        }
    }

    @Test
    void scrabbleLevelsOneToThreePlayCommonWordsWheneverTheirChoiceHoldsOne() {
        Lexicon lexicon = Scrabble.lexicon(Language.ENGLISH);
        assertThat(lexicon.hasCommonness()).isTrue();
        int plays = 0;
        int common = 0;
        for (int level = 1; level <= 3; level++) {
            int band = lexicon.commonnessOfCommonest(CommonWords.knownAtLevel(level));
            int maxTiles = level == 3 ? 7 : level == 2 ? 4 : 3;
            ScrabbleOpponent player = ScrabbleOpponent.level(level, Scrabble.leaves(Language.ENGLISH));
            ScrabbleGame game = ScrabbleGame.start(lexicon, Rules.WESPA, List.of("a", "b"), 40 + level);
            for (int turn = 0; turn < 14 && !game.isOver(); turn++) {
                boolean anyKnown = lexicon.moves(game.board(), game.rack(game.toMove())).stream()
                        .anyMatch(m -> m.tileCount() <= maxTiles && lexicon.commonness(m.word()) >= band);
                Action action = player.choose(game);
                if (action instanceof Action.Play play) {
                    plays++;
                    if (anyKnown) {
                        assertThat(lexicon.commonness(play.move().word())).as("level %d plays %s", level,
                                play.move().word()).isGreaterThanOrEqualTo(band);
                        common++;
                    }
                }
                game = game.apply(action);
            }
        }
        assertThat(common).isGreaterThan(plays / 2);
    }

    @Test
    void theShippedEnableListPlaysJoAndLacksTheTwoLetterWordsAddedSinceIt() {
        assertThat(Scrabble.lists(Language.ENGLISH)).containsOnlyKeys("enable");
        Lexicon enable = Scrabble.lexicon(Language.ENGLISH, "enable");
        assertThat(enable.size()).isEqualTo(173_528);
        assertThat(List.of("JO", "AE", "XU", "XI", "OE")).allMatch(enable::contains);
        // The two-letter words the 2006 tournament list added (OSPD4: FE, KI, OI, QI, ZA) are not in ENABLE2K.
        assertThat(List.of("FE", "KI", "OI", "QI", "ZA")).noneMatch(enable::contains);
        assertThat(Scrabble.lists(Language.FRENCH)).containsOnlyKeys("playable");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Scrabble.lexicon(Language.ENGLISH, "twl"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("those that do: enable");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Scrabble.lexicon(Language.FRENCH, "enable"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("those that do: playable");
    }

    /**
     * The tournament lists' words of two tiles as their sources print them: French, the two-letter words of
     * the FRA20 lexicon (L'Officiel du Scrabble) in MAGPIE's data repository; Spanish, "Total de palabras de
     * dos fichas" of the Lexicón FISE 2 lists (2016), CH and LL being one tile each.
     */
    private static final java.util.Map<Language, Set<String>> TOURNAMENT_TWO_TILE_WORDS = java.util.Map.of(
            Language.FRENCH, Set.of(("AA AH AI AN AS AU AY BA BE BI BU CA CE CI DA DE DO DU EH EN ES ET EU EX FA FI GO"
                    + " HA HE HI HO IF IL IN JE KA LA LE LI LU MA ME MI MU NA NE NI NO NU OC OH OM ON OR OS OU PI PU"
                    + " QI RA RE RI RU SA SE SI SU TA TE TO TU UD UN US UT VA VE VS VU WU XI").split(" ")),
            Language.SPANISH, Set.of(("AD AH AJ AL AR AS AX AY BE BU CA CE CU DA DE DI DO EA EH EL EN ES ET EX FA FE FI"
                    + " FO FU GE HA HE HI HU ID IR JA JE JI JO JU LA LE LO ME MI MU NA NE NI NO ÑA ÑO ÑU OA OC OH OI"
                    + " OS OX PE PI PU RA RE RO SE SI SO SU TA TE TI TO TU UF UH UN UY VA VE VI XI YA YE YO ZA"
                    + " CHA CHE CHO LLE")
                    .split(" ")));

    /**
     * The words of two and three tiles of a language's every-form list, with a vowel, that its list for play
     * leaves out by name as unit symbols (acd, ylx: SI prefix and unit; atm, dyn, vad: no prefix) and
     * abbreviations (avr, déc, etc, fig, sin, div, lat).
     */
    private static final java.util.Map<Language, Set<String>> SHORT_SYMBOLS_AND_ABBREVIATIONS = java.util.Map.of(
            Language.FRENCH, Set.of(("ACD ALM ALX ASR ATM AVR BAD BIG COS DAG DAS DEC DIV DYN ENV ETC ETH FIG HAB LAT MEL NOV"
                    + " OCT REF REL SIN VAD"
                    + " YCD YLM YLX YSR").split(" ")),
            Language.SPANISH, Set.of("ETC"));

    @Test
    void everyWordOfTwoTilesOfTheFrenchAndSpanishListsForPlayIsATournamentOne() {
        for (Language language : List.of(Language.FRENCH, Language.SPANISH)) {
            Set<String> two = new java.util.TreeSet<>();
            Scrabble.gameLexicon(language).words("??").forEach(w -> two.add(w.word().toUpperCase(Locale.ROOT)));
            assertThat(two).as("%s", language).isSubsetOf(TOURNAMENT_TWO_TILE_WORDS.get(language))
                    .hasSizeGreaterThan(70);
        }
        // The Latin fragments and abbreviations the every-form lists hold are out.
        assertThat(List.of("AB", "AD", "AG", "AL", "AM", "AV", "ED", "ID", "KO", "OK", "OP", "OZ", "PO", "UA"))
                .allMatch(Scrabble.lexicon(Language.FRENCH)::contains)
                .noneMatch(Scrabble.gameLexicon(Language.FRENCH)::contains);
        assertThat(List.of("BA", "BI", "GU", "UI")).allMatch(Scrabble.lexicon(Language.SPANISH)::contains)
                .noneMatch(Scrabble.gameLexicon(Language.SPANISH)::contains);
    }

    /** Whether a word (in tiles' capitals) has a vowel by the rule of the lists fit for play. */
    private static boolean hasVowel(String word) {
        String folded = java.text.Normalizer.normalize(word.toLowerCase(Locale.ROOT), java.text.Normalizer.Form.NFD);
        return folded.chars().anyMatch(c -> "aeiou".indexOf(c) >= 0 || c == 'y' && word.length() > 2);
    }

    /** A lexicon's words of two and three tiles: those two blanks and one tile make. */
    private static Set<String> shortWords(Lexicon lexicon) {
        Set<String> words = new java.util.TreeSet<>();
        TileSet tiles = lexicon.tiles();
        for (int tile = 0; tile < tiles.size(); tile++) {
            String face = tiles.face(tile).length() > 1 ? "[" + tiles.face(tile) + "]" : tiles.face(tile);
            lexicon.words("??" + face).forEach(w -> words.add(w.word().toUpperCase(Locale.ROOT)));
        }
        return words;
    }

    @Test
    void theListsAGamePlaysWithByDefaultHoldNoSymbolOrAbbreviation() {
        // English plays with ENABLE2K, a list made for word games (its vowelless BRR, HMM, NTH, TSK are words).
        Lexicon english = Scrabble.gameLexicon(Language.ENGLISH);
        assertThat(english.name()).startsWith("ENABLE2K");
        assertThat(List.of("FV", "FW", "CD", "CF", "DJ", "QE", "XV", "PQ", "BX", "LX")).noneMatch(english::contains);
        // French and Spanish play with the every-form list less its words without a vowel and its words of two
        // tiles that no tournament list has.
        for (Language language : List.of(Language.FRENCH, Language.SPANISH)) {
            Lexicon game = Scrabble.gameLexicon(language);
            Lexicon everyForm = Scrabble.lexicon(language);
            Set<String> short3 = shortWords(game);
            assertThat(short3).as(game.name()).hasSizeGreaterThan(500).allMatch(ScrabbleOnTheShippedListsTest::hasVowel);
            Set<String> kept = new java.util.TreeSet<>(shortWords(everyForm));
            TileSet tiles = game.tiles();
            kept.removeIf(w -> !hasVowel(w) || tiles.spell(w.toLowerCase(Locale.ROOT)).length == 2
                    && !TOURNAMENT_TWO_TILE_WORDS.get(language).contains(w));
            Set<String> leftOutByName = new java.util.TreeSet<>(kept);
            leftOutByName.removeAll(short3);
            assertThat(kept).as(game.name()).containsAll(short3);
            assertThat(leftOutByName).as(game.name()).isEqualTo(SHORT_SYMBOLS_AND_ABBREVIATIONS.get(language));
            // French leaves out symbols and abbreviations only; Spanish the verbs with attached pronouns too
            // (theSpanishListForPlayHoldsNoVerbWithAttachedPronouns).
            assertThat(game.size()).isLessThan(everyForm.size())
                    .isGreaterThan(language == Language.FRENCH ? everyForm.size() - 1_000 : everyForm.size() / 6);
        }
        assertThat(List.of("CF", "CM", "KG", "PH", "YD")).noneMatch(Scrabble.gameLexicon(Language.FRENCH)::contains);
        assertThat(List.of("CM", "KG", "DL", "LX")).noneMatch(Scrabble.gameLexicon(Language.SPANISH)::contains);
    }

    @Test
    void theSpanishListForPlayHoldsNoVerbWithAttachedPronouns() throws java.io.IOException {
        Lexicon game = Scrabble.gameLexicon(Language.SPANISH);
        Lexicon everyForm = Scrabble.lexicon(Language.SPANISH);
        assertThat(List.of("COMER", "COMIENDO", "AMAD", "AME", "ARREPENTIR", "IR", "CASA", "PERROS", "AL", "DEL"))
                .allMatch(game::contains);
        assertThat(List.of("DAME", "HABLALE", "APEGAOS", "IRSE", "ARREPENTIRSE", "DANDOSELO", "BUCEEOSLE"))
                .allMatch(everyForm::contains).noneMatch(game::contains);
        // A plain reference, one pass over every entry of the part-of-speech dictionary: a form whose every
        // reading is a verb with attached pronouns (its tag joins the verb's and each pronoun's with ':') is out
        // of the list for play unless another form, read otherwise, takes the same tiles (cantó, canto).
        morfologik.stemming.DictionaryLookup lookup = new morfologik.stemming.DictionaryLookup(
                morfologik.stemming.Dictionary.read(PartOfSpeechWordLists.class.getResource(
                        "/org/languagetool/resource/es/es-ES.dict")));
        Set<String> plain = new HashSet<>();
        Set<String> attached = new HashSet<>();
        for (morfologik.stemming.WordData entry : lookup) {
            String form = entry.getWord().toString();
            if (!form.equals(form.toLowerCase(Locale.ROOT)) || Language.SPANISH.alphabet().foldWord(form) == null) {
                continue;
            }
            String tag = entry.getTag().toString();
            (tag.startsWith("V") && tag.indexOf(':') >= 0 ? attached : plain).add(form);
        }
        attached.removeAll(plain);
        Set<String> plainWords = new HashSet<>();
        plain.forEach(form -> plainWords.add(Language.SPANISH.alphabet().foldWord(form).toUpperCase(Locale.ROOT)));
        assertThat(attached).hasSizeGreaterThan(2_000_000);
        int checked = 0;
        for (String form : attached) {
            String word = Language.SPANISH.alphabet().foldWord(form).toUpperCase(Locale.ROOT);
            if (form.hashCode() % 16 == 0 && !plainWords.contains(word)) {
                assertThat(game.contains(word)).as(form).isFalse();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100_000);
    }

    @Test
    void theListsForPlayLeaveOutUnitSymbolsAndAbbreviationsWithAVowelButNotTheWordsSpelledAlike()
            throws java.io.IOException {
        Lexicon french = Scrabble.gameLexicon(Language.FRENCH);
        assertThat(List.of("JANV", "FEVR", "JUIL", "KCAL", "MMOL", "DAKAT", "MRAD", "KBIT", "MBAR", "IBID", "SUPPL",
                "CHAP", "ARCTAN", "COSH", "BIBLIOGR", "ETYM", "TRAD", "LITT", "BIBL", "CIRC", "COTAN", "MEL", "CONF",
                "DYN", "ATM", "VAD", "DAG"))
                .noneMatch(french::contains);
        // Words of locutions that are tournament words stay (conf, cut short from confer, goes).
        assertThat(List.of("CONFER", "BENE", "JEUN", "VISU")).allMatch(french::contains);
        // Words too, or only symbols that are tournament words spelled alike (rad, kat, tec, tep, tex; dal, the
        // decalitre's symbol here, the dish of lentils there).
        assertThat(List.of("SEPT", "JEU", "MER", "TAN", "CAL", "BAR", "ART", "VOL", "SEC", "TEL", "RAD", "KAT", "TEC",
                "TEP", "TEX", "DAL", "DAM"))
                .allMatch(french::contains);
        assertThat(Scrabble.lexicon(Language.FRENCH).contains("KCAL")).isTrue();
        // A scan of every form left out by name: its word is gone from the list for play unless another form of
        // the every-form list, not left out, is spelled alike on the tiles (tél goes, tel stays).
        Set<String> leftOut = new HashSet<>();
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(PartOfSpeechWordLists.class
                .getResourceAsStream("french-symbols-abbreviations.txt"), java.nio.charset.StandardCharsets.UTF_8))) {
            in.lines().forEach(leftOut::add);
        }
        Set<String> keptWords = new HashSet<>();
        for (String form : PartOfSpeechWordLists.dictionary(Language.FRENCH, WordRules.ALL).words()) {
            if (!leftOut.contains(form)) {
                keptWords.add(Language.FRENCH.alphabet().foldWord(form).toUpperCase(Locale.ROOT));
            }
        }
        assertThat(leftOut).hasSizeGreaterThan(100);
        for (String form : leftOut) {
            String word = Language.FRENCH.alphabet().foldWord(form).toUpperCase(Locale.ROOT);
            assertThat(french.contains(word)).as(form).isEqualTo(keptWords.contains(word));
        }
        assertThat(leftOut.stream().map(f -> Language.FRENCH.alphabet().foldWord(f).toUpperCase(Locale.ROOT)))
                .filteredOn(french::contains).containsExactly("TEL");
        assertThat(List.of("AVDA", "ETC")).allMatch(Scrabble.lexicon(Language.SPANISH)::contains)
                .noneMatch(Scrabble.gameLexicon(Language.SPANISH)::contains);
        assertThat(List.of("ARAD", "AVENA", "ENE")).allMatch(Scrabble.gameLexicon(Language.SPANISH)::contains);
    }
}
