package chiffreslettres.scrabble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A 15 × 15 Scrabble board of one tile set: the tiles placed, each a letter tile or a blank standing for
 * one; the premiums are the standard ones ({@link Premium#at}). Rows and columns are numbered 0 to 14
 * from the top left; the centre square is (7, 7).
 *
 * <p>As text: 15 lines of 15 squares, {@code .} for an empty square, a letter (any case is read, upper
 * case written) for a tile, lower case for a blank, a digraph tile in square brackets ({@code [CH]},
 * {@code [ch]} for a blank). Immutable and thread-safe.
 */
public final class Board {

    /** The number of rows and of columns. */
    public static final int SIZE = 15;

    /** The row and column of the centre square, which the first move covers. */
    public static final int CENTRE = 7;

    private final TileSet tiles;
    /** Per square: 0 when empty, {@code tile + 1} for a letter tile, {@code -(tile + 1)} for a blank. */
    private final byte[] squares;
    /** The move generator's reading of this board for the last word list that searched it (null before one). */
    private volatile BoardLines lines;
    /** Until then, the board this one was played from (its reading when it had one) and the move played. */
    private volatile BoardLines.Played played;

    /** Whether no square holds a tile. */
    private final boolean empty;

    private Board(TileSet tiles, byte[] squares) {
        this.tiles = tiles;
        this.squares = squares;
        boolean none = true;
        for (int i = 0; i < squares.length && none; i++) {
            none = squares[i] == 0;
        }
        this.empty = none;
    }

    /**
     * The empty board of a tile set.
     *
     * @throws NullPointerException if {@code tiles} is null
     */
    public static Board empty(TileSet tiles) {
        return new Board(Objects.requireNonNull(tiles, "tiles"), new byte[SIZE * SIZE]);
    }

    /**
     * Reads a board written as text (see the class comment); blank lines around it and spaces at line ends
     * are ignored.
     *
     * @throws IllegalArgumentException naming the row and the square when the text is not 15 rows of 15
     *     squares or a square holds no tile of the set
     */
    public static Board parse(TileSet tiles, String text) {
        Objects.requireNonNull(text, "text");
        return of(tiles, Arrays.asList(text.strip().split("\\R")));
    }

    /**
     * A board from its rows, each written as a line of the text form.
     *
     * @throws IllegalArgumentException naming the row and the square when there are not 15 rows of 15
     *     squares or a square holds no tile of the set
     */
    public static Board of(TileSet tiles, List<String> rows) {
        Objects.requireNonNull(tiles, "tiles");
        Objects.requireNonNull(rows, "rows");
        if (rows.size() != SIZE) {
            throw new IllegalArgumentException("board: a board has " + SIZE + " rows, found " + rows.size());
        }
        byte[] squares = new byte[SIZE * SIZE];
        for (int row = 0; row < SIZE; row++) {
            String line = Objects.requireNonNull(rows.get(row), "row").strip();
            int column = 0;
            for (int i = 0; i < line.length(); i++) {
                if (column == SIZE) {
                    throw new IllegalArgumentException("board: row " + (row + 1) + " has more than " + SIZE + " squares: " + line);
                }
                char c = line.charAt(i);
                if (c != '.') {
                    int end = c == '[' ? line.indexOf(']', i) : i;
                    if (end < 0) {
                        throw new IllegalArgumentException("board: row " + (row + 1) + ", square " + (column + 1)
                                + ": the [ is not closed by ]");
                    }
                    String written = line.substring(i, end + 1);
                    int tile = tiles.read(written, "board: row " + (row + 1) + ", square " + (column + 1), false).get(0);
                    boolean blank = !written.equals(written.toUpperCase(Locale.ROOT));
                    squares[index(row, column)] = (byte) (blank ? -(tile + 1) : tile + 1);
                    i = end;
                }
                column++;
            }
            if (column != SIZE) {
                throw new IllegalArgumentException("board: row " + (row + 1) + " has " + column + " squares, not " + SIZE
                        + ": " + line);
            }
        }
        return new Board(tiles, squares);
    }

    static int index(int row, int column) {
        if (row < 0 || row >= SIZE || column < 0 || column >= SIZE) {
            throw new IndexOutOfBoundsException("square (" + row + ", " + column + ") is off the 15 × 15 board");
        }
        return row * SIZE + column;
    }

    /** The tile set of its tiles. */
    public TileSet tiles() {
        return tiles;
    }

    /** Whether no tile is placed yet. */
    public boolean isEmpty() {
        return empty;
    }

    /** Whether the square is empty; false off the board. */
    public boolean isEmpty(int row, int column) {
        return row >= 0 && row < SIZE && column >= 0 && column < SIZE && squares[row * SIZE + column] == 0;
    }

    /** Whether the square holds a tile; false off the board. */
    public boolean isTaken(int row, int column) {
        return row >= 0 && row < SIZE && column >= 0 && column < SIZE && squares[row * SIZE + column] != 0;
    }

    /**
     * The tile on a square (the one a blank stands for), or -1 when it is empty.
     *
     * @throws IndexOutOfBoundsException if the square is off the board
     */
    public int tile(int row, int column) {
        int square = squares[index(row, column)];
        return Math.abs(square) - 1;
    }

    /**
     * Whether the square holds a blank.
     *
     * @throws IndexOutOfBoundsException if the square is off the board
     */
    public boolean isBlank(int row, int column) {
        return squares[index(row, column)] < 0;
    }

    /** The squares, row by row, as {@link #squares} holds them; not to be changed. */
    byte[] squares() {
        return squares;
    }

    /** What the tile on a square scores: 0 for a blank or an empty square. */
    int value(int row, int column) {
        int square = squares[row * SIZE + column];
        return square > 0 ? tiles.value(square - 1) : 0;
    }

    /** The number of tiles placed. */
    public int tileCount() {
        int count = 0;
        for (byte square : squares) {
            if (square != 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * The board after a move: its tiles placed.
     *
     * @throws IllegalArgumentException if the move is of another tile set or places a tile on a taken square
     */
    public Board play(Move move) {
        Objects.requireNonNull(move, "move");
        if (move.tiles() != tiles) {
            throw new IllegalArgumentException("move: its tiles are of " + move.tiles().name() + ", the board's of " + tiles.name());
        }
        byte[] next = squares.clone();
        for (int p : move.packed()) {
            int i = Move.square(p);
            if (next[i] != 0) {
                throw new IllegalArgumentException("move: square (" + i / SIZE + ", " + i % SIZE + ") is already taken");
            }
            next[i] = Move.code(p);
        }
        Board board = new Board(tiles, next);
        BoardLines read = lines;
        board.played = read != null ? new BoardLines.Played(read, null, move) : new BoardLines.Played(null, this, move);
        return board;
    }

    /** The move generator's last reading of this board (null before one). */
    BoardLines lines() {
        return lines;
    }

    /** The board this one was played from (or its reading) and the move, while this board has no reading of its own. */
    BoardLines.Played played() {
        return played;
    }

    /** Keeps the move generator's reading of this board for the next search. */
    void keep(BoardLines read) {
        lines = read;
        played = null;
    }

    /** The rows as text, one line a row (see the class comment). */
    public List<String> rows() {
        List<String> rows = new ArrayList<>(SIZE);
        for (int row = 0; row < SIZE; row++) {
            StringBuilder line = new StringBuilder(SIZE);
            for (int column = 0; column < SIZE; column++) {
                int square = squares[row * SIZE + column];
                line.append(square == 0 ? "." : tiles.written(Math.abs(square) - 1, square < 0));
            }
            rows.add(line.toString());
        }
        return rows;
    }

    /** The board as text: {@link #rows()}, each ended by a line feed; {@link #parse} reads it back. */
    public String toText() {
        return String.join("\n", rows()) + "\n";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board b && b.tiles == tiles && Arrays.equals(b.squares, squares);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(squares);
    }

    @Override
    public String toString() {
        return toText();
    }
}
