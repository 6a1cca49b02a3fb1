package chiffreslettres.scrabble;

/**
 * The premium of a square of the standard 15 × 15 board, the same for the English, French and Spanish
 * editions: 8 triple-word squares, 17 double-word squares (the centre among them), 12 triple-letter and
 * 24 double-letter squares. A premium counts only in the move that covers the square.
 */
public enum Premium {
    /** A plain square. */
    NONE(1, 1),
    /** The letter placed on it scores double. */
    DOUBLE_LETTER(2, 1),
    /** The letter placed on it scores triple. */
    TRIPLE_LETTER(3, 1),
    /** Every word through the letter placed on it scores double (the centre square is one). */
    DOUBLE_WORD(1, 2),
    /** Every word through the letter placed on it scores triple. */
    TRIPLE_WORD(1, 3);

    /**
     * One quarter of the board, rows and columns 0 to 7 (the rest by symmetry): T triple word, D double
     * word, t triple letter, d double letter.
     */
    private static final String[] QUARTER = {
        "T..d...T",
        ".D...t..",
        "..D...d.",
        "d..D...d",
        "....D...",
        ".t...t..",
        "..d...d.",
        "T..d...D",
    };

    private static final Premium[] LAYOUT = new Premium[Board.SIZE * Board.SIZE];

    static {
        for (int row = 0; row < Board.SIZE; row++) {
            for (int column = 0; column < Board.SIZE; column++) {
                char c = QUARTER[Math.min(row, Board.SIZE - 1 - row)].charAt(Math.min(column, Board.SIZE - 1 - column));
                LAYOUT[row * Board.SIZE + column] = c == 'T' ? TRIPLE_WORD : c == 'D' ? DOUBLE_WORD
                        : c == 't' ? TRIPLE_LETTER : c == 'd' ? DOUBLE_LETTER : NONE;
            }
        }
    }

    private final int letterFactor;
    private final int wordFactor;

    Premium(int letterFactor, int wordFactor) {
        this.letterFactor = letterFactor;
        this.wordFactor = wordFactor;
    }

    /** What the letter placed on the square is multiplied by: 1, 2 or 3. */
    public int letterFactor() {
        return letterFactor;
    }

    /** What the words through the letter placed on the square are multiplied by: 1, 2 or 3. */
    public int wordFactor() {
        return wordFactor;
    }

    /**
     * The premium of a square of the standard board.
     *
     * @param row    0 to 14, from the top
     * @param column 0 to 14, from the left
     * @throws IndexOutOfBoundsException if a coordinate is off the board
     */
    public static Premium at(int row, int column) {
        return LAYOUT[Board.index(row, column)];
    }
}
