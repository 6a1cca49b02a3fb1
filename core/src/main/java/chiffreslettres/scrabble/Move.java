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
    /** Where {@link #laid} holds its tiles, 6 bits each after the 15 bits of their squares. */
    static final int LAID_TILES = Board.SIZE;
    /** A tile placed, as {@link #laid} holds it: its tile number below this, and this bit for a blank. */
    static final int LAID_BLANK = 1 << 5;
    /** The bits of a tile placed in {@link #laid}. */
    static final int LAID_BITS = 6;

    private final TileSet tiles;
    private final int row;
    private final int column;
    private final Direction direction;
    /** The main word; null until first asked for when the key spells it ({@link #word()}). */
    private String word;
    /**
     * The tiles placed, when at most {@link TileSet#RACK_SIZE}: bit {@code i} (0 to 14) set when the main word's
     * square {@code i} (from its first) takes one, then from bit {@link #LAID_TILES} each in reading order, 6 bits:
     * its tile (bits 0 to 4) and whether it is a blank (bit 5).
     */
    private final long laid;
    /** The tiles placed when {@link #laid} cannot hold them, as {@link #packed} gives them; else null. */
    private final int[] many;
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
        this(tiles, row, column, direction, word, laid(row, column, direction, placed), score, wordKey, placed);
    }

    /** A move whose tiles placed {@link #laid} holds ({@link #laid(int, int, Direction, int[])}). */
    Move(TileSet tiles, int row, int column, Direction direction, String word, long laid, int score, long wordKey) {
        this(tiles, row, column, direction, word, laid, score, wordKey, null);
    }

    /** A move whose tiles placed {@code laid} holds, or when it is -1, {@code placed} (then copied). */
    private Move(TileSet tiles, int row, int column, Direction direction, String word, long laid, int score,
            long wordKey, int[] placed) {
        this.tiles = tiles;
        this.row = row;
        this.column = column;
        this.direction = direction;
        this.word = word;
        this.laid = Math.max(laid, 0);
        this.many = laid < 0 ? placed.clone() : null;
        this.score = score;
        this.wordKey = wordKey;
    }

    /**
     * Tiles placed ({@link #packed}'s codes, in reading order) as {@link #laid} holds them for a main word whose
     * first square is ({@code row}, {@code column}); -1 when it cannot: more than seven, out of order, or out
     * of the line.
     */
    private static long laid(int row, int column, Direction direction, int[] placed) {
        if (placed.length > TileSet.RACK_SIZE) {
            return -1;
        }
        long laid = 0;
        int last = -1;
        for (int k = 0; k < placed.length; k++) {
            int square = square(placed[k]);
            int i = direction == Direction.ACROSS ? square - row * Board.SIZE - column : square / Board.SIZE - row;
            boolean inLine = direction == Direction.ACROSS ? square / Board.SIZE == row : square % Board.SIZE == column;
            if (!inLine || i <= last || i >= Board.SIZE || tile(placed[k]) >= LAID_BLANK) {
                return -1;
            }
            laid |= 1L << i | (long) (tile(placed[k]) | (blank(placed[k]) ? LAID_BLANK : 0)) << LAID_TILES + LAID_BITS * k;
            last = i;
        }
        return laid;
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

    /** A placement packed as {@link #packed} gives it. */
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
        int[] placed = packed();
        List<Placement> out = new ArrayList<>(placed.length);
        for (int p : placed) {
            out.add(new Placement(square(p) / Board.SIZE, square(p) % Board.SIZE, tile(p), blank(p)));
        }
        return out;
    }

    /**
     * The tiles placed, in reading order, each {@code square | tile << 8 | blank << 16} (square = row × 15 +
     * column); a new array, or one not to be changed.
     */
    int[] packed() {
        if (many != null) {
            return many;
        }
        int[] placed = new int[tileCount()];
        int first = row * Board.SIZE + column;
        int step = direction == Direction.ACROSS ? 1 : Board.SIZE;
        int k = 0;
        for (long squares = laid & (1L << LAID_TILES) - 1; squares != 0; squares &= squares - 1, k++) {
            int at = (int) (laid >>> LAID_TILES + LAID_BITS * k) & (1 << LAID_BITS) - 1;
            placed[k] = first + Long.numberOfTrailingZeros(squares) * step | (at & LAID_BLANK - 1) << 8
                    | ((at & LAID_BLANK) != 0 ? 1 << 16 : 0);
        }
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
        return many != null ? many.length : Long.bitCount(laid & (1L << LAID_TILES) - 1);
    }

    /** Whether it places seven tiles, which earns {@link TileSet#BINGO_BONUS}. */
    public boolean isBingo() {
        return tileCount() == TileSet.RACK_SIZE;
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

    /**
     * The same move turned about the board's diagonal (row and column swapped, the other direction): on the
     * empty board, a move that scores the same.
     */
    Move turned() {
        Direction other = direction == Direction.ACROSS ? Direction.DOWN : Direction.ACROSS;
        return new Move(tiles, column, row, other, word, many == null ? laid : -1, score, wordKey, many);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Move m && m.tiles == tiles && m.row == row && m.column == column
                && m.direction == direction && m.score == score && compareWords(m, this) == 0
                && m.laid == laid && Arrays.equals(m.many, many);
    }

    @Override
    public int hashCode() {
        return Objects.hash(row, column, direction, score, laid, Arrays.hashCode(many));
    }

    @Override
    public String toString() {
        return coordinates() + " " + word() + " " + score;
    }
}
