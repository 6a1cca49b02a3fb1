package chiffreslettres.scrabble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A legal move on a board: the tiles it places, the main word they make and what the move scores (the main
 * word, every cross word, the bingo bonus). Immutable and thread-safe: a word of at most nine characters is
 * spelled when first asked for.
 */
public final class Move {

    /** The characters of a word its key holds. */
    static final int KEY_CHARACTERS = 9;
    /** A character's rank in a key: 7 bits, the last character's lowest. */
    private static final long RANK_MASK = 0x7F;

    private final TileSet tiles;
    private final int row;
    private final int column;
    private final Direction direction;
    /** The main word; null until first asked for when the key spells it ({@link #word()}). */
    private String word;
    /** Per tile placed: {@code square | tile << 8 | blank << 16}, square = row × 15 + column. */
    private final int[] placed;
    private final int score;
    /** The word's first {@link #KEY_CHARACTERS} characters' ranks ({@link #wordKey}); -1 if it holds a character no face holds. */
    private final long wordKey;

    Move(TileSet tiles, int row, int column, Direction direction, String word, int[] placed, int score) {
        this(tiles, row, column, direction, word, placed, score, wordKey(tiles, word));
    }

    /**
     * A move whose word's key ({@link #wordKey(TileSet, String)}) is known: {@code word} may be null when the
     * word has at most {@link #KEY_CHARACTERS} characters, all of which have a rank, for the key to spell it.
     */
    Move(TileSet tiles, int row, int column, Direction direction, String word, int[] placed, int score, long wordKey) {
        this.tiles = tiles;
        this.row = row;
        this.column = column;
        this.direction = direction;
        this.word = word;
        this.placed = placed;
        this.score = score;
        this.wordKey = wordKey;
    }

    /**
     * A word's key: its first nine characters' {@link TileSet#characterRank ranks}, 7 bits each, the first
     * highest, 0 after its end; so keys order as the words do, and words of at most nine characters are equal
     * when their keys are. -1 if a character is one no face holds.
     */
    static long wordKey(TileSet tiles, String word) {
        long key = 0;
        for (int i = 0; i < KEY_CHARACTERS; i++) {
            int rank = i < word.length() ? tiles.characterRank(word.charAt(i)) : 0;
            if (rank == 0 && i < word.length()) {
                return -1;
            }
            key = key << 7 | rank;
        }
        for (int i = KEY_CHARACTERS; i < word.length(); i++) {
            if (tiles.characterRank(word.charAt(i)) == 0) {
                return -1;
            }
        }
        return key;
    }

    /** Its word's key ({@link #wordKey(TileSet, String)}). */
    long wordKey() {
        return wordKey;
    }

    /**
     * Compares the main words as {@link String#compareTo} does: by their keys alone, unless the keys are
     * equal on words of nine characters or more, or a word's key is -1.
     */
    static int compareWords(Move a, Move b) {
        if (a.wordKey >= 0 && b.wordKey >= 0) {
            if (a.wordKey != b.wordKey) {
                return Long.compare(a.wordKey, b.wordKey);
            }
            if ((a.wordKey & RANK_MASK) == 0) {
                return 0;
            }
        }
        return a.word().compareTo(b.word());
    }

    /** A placement packed as {@link #placed} holds it. */
    static int pack(Placement p) {
        return p.row() * Board.SIZE + p.column() | p.tile() << 8 | (p.blank() ? 1 << 16 : 0);
    }

    /** The tile set of its tiles. */
    public TileSet tiles() {
        return tiles;
    }

    /** The row of the main word's first square, 0 to 14. */
    public int row() {
        return row;
    }

    /** The column of the main word's first square, 0 to 14. */
    public int column() {
        return column;
    }

    /** The way the main word reads. */
    public Direction direction() {
        return direction;
    }

    /**
     * The main word, the tiles already on the board included: faces in upper case, a blank's in lower case
     * ({@code "QuIZ"}).
     */
    public String word() {
        String w = word;
        if (w == null) {
            w = spelled(tiles, wordKey);
            word = w;
        }
        return w;
    }

    /** The word a key of a word of at most {@link #KEY_CHARACTERS} characters holds. */
    private static String spelled(TileSet tiles, long key) {
        char[] chars = new char[KEY_CHARACTERS];
        int length = 0;
        for (int shift = 7 * (KEY_CHARACTERS - 1); shift >= 0 && (key >>> shift & RANK_MASK) != 0; shift -= 7) {
            chars[length++] = tiles.rankedCharacter((int) (key >>> shift & RANK_MASK));
        }
        return new String(chars, 0, length);
    }

    /** The tiles placed, in reading order. */
    public List<Placement> placements() {
        List<Placement> out = new ArrayList<>(placed.length);
        for (int p : placed) {
            out.add(new Placement(square(p) / Board.SIZE, square(p) % Board.SIZE, tile(p), blank(p)));
        }
        return out;
    }

    /** The tiles placed, in reading order, as {@link #placed} holds them; not to be changed. */
    int[] packed() {
        return placed;
    }

    /** The square (row × 15 + column) of a placement {@link #packed} holds. */
    static int square(int packed) {
        return packed & 0xFF;
    }

    /** The tile of a placement {@link #packed} holds (the one a blank stands for). */
    private static int tile(int packed) {
        return packed >> 8 & 0xFF;
    }

    /** Whether a placement {@link #packed} holds is a blank. */
    private static boolean blank(int packed) {
        return (packed & 1 << 16) != 0;
    }

    /** The board's code of a placement {@link #packed} holds: tile + 1, negative for a blank (as {@link Board} keeps it). */
    static byte code(int packed) {
        int code = tile(packed) + 1;
        return (byte) (blank(packed) ? -code : code);
    }

    /** The number of tiles placed. */
    public int tileCount() {
        return placed.length;
    }

    /** Whether it places seven tiles, which earns {@link TileSet#BINGO_BONUS}. */
    public boolean isBingo() {
        return placed.length == TileSet.RACK_SIZE;
    }

    /** What it scores. */
    public int score() {
        return score;
    }

    /**
     * Where it starts in the usual notation: the row number (1 to 15) then the column letter (A to O) for a
     * move across ({@code 8H}), the column letter first for a move down ({@code H8}).
     */
    public String coordinates() {
        String r = Integer.toString(row + 1);
        String c = String.valueOf((char) ('A' + column));
        return direction == Direction.ACROSS ? r + c : c + r;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Move m && m.tiles == tiles && m.row == row && m.column == column
                && m.direction == direction && m.score == score && compareWords(m, this) == 0
                && Arrays.equals(m.placed, placed);
    }

    @Override
    public int hashCode() {
        return Objects.hash(row, column, direction, score, Arrays.hashCode(placed));
    }

    @Override
    public String toString() {
        return coordinates() + " " + word() + " " + score;
    }
}
