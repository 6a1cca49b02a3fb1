package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Tile sets, the board, and scores worked out by hand. */
class ScrabbleTest {

    private static final TileSet EN = TileSet.english();

    /** A board with the given rows (row number, column of the first letter, the letters). */
    private static Board board(TileSet tiles, Object... rows) {
        char[][] squares = new char[Board.SIZE][Board.SIZE];
        for (char[] row : squares) {
            java.util.Arrays.fill(row, '.');
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < rows.length; i += 3) {
            String letters = (String) rows[i + 2];
            letters.getChars(0, letters.length(), squares[(Integer) rows[i]], (Integer) rows[i + 1]);
        }
        for (char[] row : squares) {
            text.append(row).append('\n');
        }
        return Board.parse(tiles, text.toString());
    }

    private static Move find(List<Move> moves, String coordinates, String word) {
        return moves.stream().filter(m -> m.coordinates().equals(coordinates) && m.word().equals(word)).findFirst()
                .orElseThrow(() -> new AssertionError("no move " + coordinates + " " + word + " in " + moves));
    }

    @Test
    void tileSetsHaveTheCitedTotals() {
        assertThat(EN.totalTiles()).isEqualTo(100);
        assertThat(EN.totalPoints()).isEqualTo(187);
        assertThat(TileSet.french().totalTiles()).isEqualTo(102);
        assertThat(TileSet.french().totalPoints()).isEqualTo(197);
        assertThat(TileSet.spanish().totalTiles()).isEqualTo(100);
        assertThat(TileSet.spanish().totalPoints()).isEqualTo(192);
        assertThat(EN.value(EN.tileOf("Q"))).isEqualTo(10);
        assertThat(TileSet.french().value(TileSet.french().tileOf("k"))).isEqualTo(10);
        assertThat(TileSet.french().value(TileSet.french().tileOf("M"))).isEqualTo(2);
        assertThat(TileSet.spanish().value(TileSet.spanish().tileOf("ñ"))).isEqualTo(8);
        assertThat(TileSet.spanish().value(TileSet.spanish().tileOf("CH"))).isEqualTo(5);
        for (Language language : Language.values()) {
            assertThat(TileSet.of(language).language()).isEqualTo(language);
            assertThat(TileSet.of(language).blanks()).isEqualTo(2);
        }
    }

    @Test
    void spanishWordsAreSpelledWithTheirDigraphTilesAndNeverWithKOrW() {
        TileSet es = TileSet.spanish();
        assertThat(faces(es, es.spell("chorro"))).containsExactly("CH", "O", "RR", "O");
        assertThat(faces(es, es.spell("Llamó"))).containsExactly("LL", "A", "M", "O");
        assertThat(faces(es, es.spell("niño"))).containsExactly("N", "I", "Ñ", "O");
        assertThat(es.spell("kilo")).isNull();
        assertThat(es.spell("web")).isNull();
        assertThat(faces(EN, EN.spell("church"))).containsExactly("C", "H", "U", "R", "C", "H");
        Lexicon lexicon = Lexicon.of("test", es, List.of("chorro", "coro", "kilo", "a"));
        assertThat(lexicon.size()).as("kilo has no tiles, a is one tile").isEqualTo(2);
        assertThat(lexicon.contains("CHORRO")).isTrue();
        assertThat(lexicon.words("[CH]O[RR]O").get(0)).isEqualTo(new ScoredWord("CHORRO", 15, 4));
        assertThat(lexicon.words("CHORRO")).as("a C and an H tile are no CH").extracting(ScoredWord::word)
                .containsExactly("CORO");
        assertThat(lexicon.words("?O[RR]O").get(0).word()).isEqualTo("chORRO");
    }

    private static List<String> faces(TileSet tiles, int[] spelled) {
        return java.util.Arrays.stream(spelled).mapToObj(tiles::face).toList();
    }

    @Test
    void theBoardHasTheStandardPremiums() {
        Map<Premium, Integer> counts = new EnumMap<>(Premium.class);
        for (int r = 0; r < Board.SIZE; r++) {
            for (int c = 0; c < Board.SIZE; c++) {
                counts.merge(Premium.at(r, c), 1, Integer::sum);
                assertThat(Premium.at(c, r)).isEqualTo(Premium.at(r, c));
            }
        }
        assertThat(counts).containsEntry(Premium.TRIPLE_WORD, 8).containsEntry(Premium.DOUBLE_WORD, 17)
                .containsEntry(Premium.TRIPLE_LETTER, 12).containsEntry(Premium.DOUBLE_LETTER, 24);
        assertThat(Premium.at(7, 7)).isEqualTo(Premium.DOUBLE_WORD);
        assertThat(Premium.at(0, 0)).isEqualTo(Premium.TRIPLE_WORD);
        assertThat(Premium.at(0, 3)).isEqualTo(Premium.DOUBLE_LETTER);
        assertThat(Premium.at(1, 5)).isEqualTo(Premium.TRIPLE_LETTER);
        assertThatThrownBy(() -> Premium.at(15, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void aBoardReadsBackWhatItWrites() {
        List<String> rows = new java.util.ArrayList<>(board(TileSet.spanish()).rows());
        rows.set(7, ".....[CH]O[rr]O......");
        Board es = Board.of(TileSet.spanish(), rows);
        assertThat(es.tile(7, 6)).isEqualTo(TileSet.spanish().tileOf("O"));
        assertThat(es.isBlank(7, 7)).isTrue();
        assertThat(es.rows().get(7)).isEqualTo(".....[CH]O[rr]O......");
        assertThat(Board.parse(TileSet.spanish(), es.toText())).isEqualTo(es);
        Board en = board(EN, 7, 7, "CaT");
        assertThat(en.rows().get(7)).isEqualTo(".......CaT.....");
        assertThat(en.tileCount()).isEqualTo(3);
        assertThat(Board.of(EN, en.rows())).isEqualTo(en);
    }

    @Test
    void badBoardsRacksAndPatternsAreRefusedWithTheirRule() {
        assertThatThrownBy(() -> Board.parse(EN, "...")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("board: a board has 15 rows, found 1");
        String shortRow = board(EN).toText().replaceFirst("\\.\\.\\.\\n", "..\n");
        assertThatThrownBy(() -> Board.parse(EN, shortRow)).hasMessageStartingWith("board: row 1 has 14 squares, not 15");
        String digit = board(EN).toText().replaceFirst("\\.", "7");
        assertThatThrownBy(() -> Board.parse(EN, digit)).hasMessageStartingWith("board: row 1, square 1: \"7\" at position 1 is no tile");
        Lexicon lexicon = Lexicon.of("test", EN, List.of("cat", "at"));
        assertThatThrownBy(() -> lexicon.words("")).hasMessageContaining("a rack holds 1 to 7 tiles");
        assertThatThrownBy(() -> lexicon.words("ABCDEFGH")).hasMessageContaining("a rack holds 1 to 7 tiles, \"ABCDEFGH\" has 8");
        assertThatThrownBy(() -> lexicon.words("ZZ")).hasMessage("rack: 2 × Z, but the English Scrabble bag holds 1");
        assertThatThrownBy(() -> lexicon.words("???")).hasMessage("rack: 3 blanks, but the English Scrabble bag holds 2");
        assertThatThrownBy(() -> lexicon.words("A1")).hasMessageStartingWith("rack: \"1\" at position 2 is no tile of English Scrabble");
        assertThatThrownBy(() -> lexicon.matching("AT", "CAT")).hasMessage("pattern: \"CAT\" has no ? or * for the rack to fill");
        assertThatThrownBy(() -> lexicon.matching("AT", "?".repeat(16))).hasMessageContaining("has 16 squares");
        assertThatThrownBy(() -> lexicon.moves(Board.empty(TileSet.french()), "AT"))
                .hasMessage("board: its tiles are of French Scrabble, the lexicon's of English Scrabble");
        assertThatThrownBy(() -> TileSet.spanish().read("[CX]", "rack", true)).hasMessageContaining("is no tile");
    }

    @Test
    void theFirstMoveCoversTheCentreAndASevenTileMoveEarnsTheBingo() {
        Lexicon lexicon = Lexicon.of("test", EN, List.of("retains", "quiz", "at"));
        List<Move> moves = lexicon.moves(Board.empty(EN), "RETAINS");
        // R E T A I N S across from the centre: I on the double letter of column L, the centre doubles the word.
        Move retains = find(moves, "8H", "RETAINS");
        assertThat(retains.score()).isEqualTo((1 + 1 + 1 + 1 + 2 + 1 + 1) * 2 + 50);
        assertThat(retains.isBingo()).isTrue();
        assertThat(moves).allSatisfy(m -> assertThat(m.placements()).anySatisfy(p ->
                assertThat(p.row() == 7 && p.column() == 7).isTrue()));
        // Q U I Z from the centre: 22 doubled by the centre.
        assertThat(find(lexicon.moves(Board.empty(EN), "QUIZ"), "8H", "QUIZ").score()).isEqualTo(44);
        // With a blank for the Q: 12 doubled.
        assertThat(find(lexicon.moves(Board.empty(EN), "?UIZ"), "8H", "qUIZ").score()).isEqualTo(24);
    }

    @Test
    void crossWordsCountAndPremiumsOnlyUnderTheNewTiles() {
        // CAT at row 8 (index 7) from column H; OX played below A and T makes AO and TX.
        Lexicon lexicon = Lexicon.of("test", EN, List.of("cat", "ox", "ao", "tx", "cats"));
        Board board = board(EN, 7, 7, "CAT");
        // O on the double letter (8, 8): OX = 2 + 8; AO = 1 + 2; TX = 1 + 8.
        assertThat(find(lexicon.moves(board, "OX"), "9I", "OX").score()).isEqualTo(10 + 3 + 9);
        assertThat(find(lexicon.moves(board, "?X"), "9I", "oX").score()).isEqualTo(8 + 1 + 9);
        // S after CAT: the centre's double word was used by the first move and counts no more.
        assertThat(find(lexicon.moves(board, "S"), "8H", "CATS").score()).isEqualTo(3 + 1 + 1 + 1);
    }

    @Test
    void wordsOfARackRankByScoreThenLengthAndPatternsPlaceTheBoardLetters() {
        Lexicon lexicon = Lexicon.of("test", EN, List.of("care", "scare", "cares", "cart", "race", "acre", "ace", "re"));
        assertThat(lexicon.words("ACER").stream().map(ScoredWord::toString))
                .containsExactly("ACRE 6", "CARE 6", "RACE 6", "ACE 5", "RE 2");
        assertThat(lexicon.matching("S", "?CARE")).containsExactly(new ScoredWord("SCARE", 7, 1));
        assertThat(lexicon.matching("S", "CARE?")).containsExactly(new ScoredWord("CARES", 7, 1));
        assertThat(lexicon.matching("RET", "CA*")).containsExactly(new ScoredWord("CARE", 6, 2), new ScoredWord("CART", 6, 2));
        assertThat(lexicon.matching("CRE", "?A??")).extracting(ScoredWord::word).containsExactly("CARE", "RACE");
        assertThat(lexicon.matching("EC?", "*AR*")).extracting(ScoredWord::word)
                .contains("CARE", "cARE", "CARt", "sCARE").doesNotContain("cARt");
    }

    @Test
    void aUsersOwnWordListWorksTheSame() throws IOException {
        Dictionary mine = Dictionary.read("mine", Alphabet.FRENCH,
                new ByteArrayInputStream("été\nété\nÉtat\nkiwi\nzoo\n".getBytes(StandardCharsets.UTF_8)));
        Lexicon lexicon = Lexicon.of(mine, TileSet.french());
        assertThat(lexicon.size()).as("été once; État a proper noun").isEqualTo(3);
        assertThat(lexicon.words("IKWI").get(0)).isEqualTo(new ScoredWord("KIWI", 22, 4));
        assertThat(lexicon.contains("ETE")).isTrue();
        assertThatThrownBy(() -> Lexicon.of(mine, EN)).hasMessageContaining("spells the");
    }

    @Test
    void aWordLongerThanALexiconHoldsIsRefusedAndTheLongestItHoldsPlays() {
        String longest = "a".repeat(127);
        Lexicon lexicon = Lexicon.of("long", EN, List.of("cat", longest));
        assertThat(lexicon.contains(longest.toUpperCase())).isTrue();
        assertThat(lexicon.moves(Board.empty(EN), "TAC")).extracting(Move::word).containsOnly("CAT");
        assertThatThrownBy(() -> Lexicon.of("longer", EN, List.of("cat", "dog", "b".repeat(128))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("word 3 of longer").hasMessageContaining("128 tiles long")
                .hasMessageContaining("at most 127");
    }

    @Test
    void aMovePlacedByHandIsScoredOrRefusedNamingTheSquareAndTheRule() {
        Lexicon lexicon = Lexicon.of("test", EN, List.of("cat", "cats", "at", "ta", "ox", "ao", "tx"));
        int c = EN.tileOf("C");
        int a = EN.tileOf("A");
        int t = EN.tileOf("T");
        int s = EN.tileOf("S");
        Board empty = Board.empty(EN);
        // CAT from H8 across: C on the centre's double word, 5 x 2.
        Move cat = lexicon.play(empty, List.of(new Placement(7, 7, c, false), new Placement(7, 8, a, false),
                new Placement(7, 9, t, false)));
        assertThat(cat.toString()).isEqualTo("8H CAT 10");
        assertThatThrownBy(() -> lexicon.play(empty, List.of(new Placement(0, 0, c, false), new Placement(0, 1, a, false))))
                .hasMessage("square A1: the first move must cover the centre square H8");
        assertThatThrownBy(() -> lexicon.play(empty, List.of(new Placement(7, 7, c, false), new Placement(7, 9, a, false))))
                .hasMessage("square I8: the tiles of a move must make one word with no empty square between them; this "
                        + "square is empty");
        assertThatThrownBy(() -> lexicon.play(empty, List.of(new Placement(7, 7, c, false), new Placement(8, 8, a, false))))
                .hasMessage("square I9: the tiles of a move must lie in one row or one column");
        assertThatThrownBy(() -> lexicon.play(empty, List.of(new Placement(7, 7, t, false), new Placement(7, 8, c, false))))
                .hasMessage("square H8: TC is not a word of test");
        Board board = empty.play(cat);
        assertThatThrownBy(() -> lexicon.play(board, List.of(new Placement(7, 8, s, false))))
                .hasMessage("square I8: a tile must go on a free square; this one already holds a tile");
        assertThatThrownBy(() -> lexicon.play(board, List.of(new Placement(0, 0, a, false), new Placement(0, 1, t, false))))
                .hasMessage("square A1: a move must touch a tile already on the board");
        assertThatThrownBy(() -> lexicon.play(board, List.of(new Placement(7, 10, s, false), new Placement(7, 10, s, false))))
                .hasMessage("square K8: a square takes one tile; two were placed on it");
        assertThatThrownBy(() -> lexicon.play(board, List.of())).isInstanceOf(MoveRefusal.class)
                .hasMessage("a move must place at least one tile");
        assertThatThrownBy(() -> lexicon.play(board, List.of(new Placement(6, 7, a, false))))
                .hasMessage("square H7: AC is not a word of test");
        // S after CAT, and a blank S: the plain S scores 6, the blank 5.
        assertThat(lexicon.play(board, List.of(new Placement(7, 10, s, false))).toString()).isEqualTo("8H CATS 6");
        assertThat(lexicon.play(board, List.of(new Placement(7, 10, s, true))).toString()).isEqualTo("8H CATs 5");
    }

    @Test
    void aRefusalNamesItsRuleAndSquareAndIsWrittenInFrenchAndSpanishToo() {
        Lexicon lexicon = Lexicon.of("test", EN, List.of("cat", "at"));
        Board empty = Board.empty(EN);
        int c = EN.tileOf("C");
        int a = EN.tileOf("A");
        MoveRefusal off = catchThrowableOfType(MoveRefusal.class, () -> lexicon.play(empty,
                List.of(new Placement(0, 0, c, false), new Placement(0, 1, a, false))));
        assertThat(off.rule()).isEqualTo(MoveRefusal.Rule.CENTRE);
        assertThat(off.square()).contains("A1");
        assertThat(off.message(java.util.Locale.FRENCH)).isEqualTo("case A1\u00a0: le premier coup doit couvrir la case centrale H8");
        assertThat(off.message(java.util.Locale.forLanguageTag("es-MX")))
                .isEqualTo("casilla A1: la primera jugada debe cubrir la casilla central H8");
        assertThat(off.message(java.util.Locale.GERMAN)).isEqualTo(off.getMessage());
        MoveRefusal word = catchThrowableOfType(MoveRefusal.class, () -> lexicon.play(empty,
                List.of(new Placement(7, 7, a, false), new Placement(7, 8, c, false))));
        assertThat(word.rule()).isEqualTo(MoveRefusal.Rule.NOT_A_WORD);
        assertThat(word.message(java.util.Locale.FRENCH)).isEqualTo("case H8\u00a0: AC n’est pas un mot de la liste test");
        // Every rule has its three sentences, each naming every argument the English one names.
        for (MoveRefusal.Rule rule : MoveRefusal.Rule.values()) {
            MoveRefusal r = new MoveRefusal(rule, "B2", "X1", "X2");
            for (java.util.Locale locale : List.of(java.util.Locale.ENGLISH, java.util.Locale.FRENCH,
                    java.util.Locale.forLanguageTag("es"))) {
                String text = r.message(locale);
                assertThat(text).as("%s %s", rule, locale).contains("B2").doesNotContain("{");
                if (r.getMessage().contains("X1")) {
                    assertThat(text).as("%s %s", rule, locale).contains("X1");
                }
            }
            assertThat(r.message(java.util.Locale.FRENCH)).isNotEqualTo(r.getMessage());
        }
    }
}
