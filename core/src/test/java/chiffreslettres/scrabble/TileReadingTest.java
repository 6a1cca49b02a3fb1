package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Tiles read from text, one character at a time, against the plain rule: a character is the tile whose face,
 * in lower case, is the character folded by the set's alphabet (any case, accents dropped); anything else is
 * refused with its position.
 */
class TileReadingTest {

    private static final List<TileSet> SETS = List.of(TileSet.english(), TileSet.french(), TileSet.spanish());

    @Test
    void everyCharacterOfTheLatinBlocksReadsAsItsFoldedLettersTile() {
        for (TileSet tiles : SETS) {
            for (char c = 0; c < 0x250; c++) {
                if (c == '?' || c == '*' || c == '[' || Character.isWhitespace(c)) {
                    continue;
                }
                int expected = expected(tiles, c);
                String text = String.valueOf(c);
                if (expected < 0) {
                    assertThatThrownBy(() -> tiles.readTiles(text)).as("%s reads U+%04X", tiles.name(), (int) c)
                            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at position 1");
                } else {
                    assertThat(tiles.readTiles(text)).as("%s reads U+%04X", tiles.name(), (int) c).containsExactly(expected);
                }
            }
        }
    }

    @Test
    void racksInAnyCaseWithAccentsBlanksAndDigraphs() {
        TileSet fr = TileSet.french();
        assertThat(fr.readTiles("éTé?")).containsExactly(fr.tileOf("E"), fr.tileOf("T"), fr.tileOf("E"), -1);
        TileSet es = TileSet.spanish();
        assertThat(es.readTiles("ñN[ch]*")).containsExactly(es.tileOf("Ñ"), es.tileOf("N"), es.tileOf("CH"), -1);
        assertThatThrownBy(() -> es.readTiles("AB3")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"3\" at position 3");
    }

    /** The plain rule: the tile whose one-letter face is the folded character, or -1. */
    private static int expected(TileSet tiles, char c) {
        String folded = tiles.alphabet().fold(String.valueOf(c));
        if (folded == null || folded.length() != 1) {
            return -1;
        }
        for (int t = 0; t < tiles.size(); t++) {
            if (tiles.face(t).length() == 1 && tiles.face(t).toLowerCase(Locale.ROOT).equals(folded)) {
                return t;
            }
        }
        return -1;
    }
}
