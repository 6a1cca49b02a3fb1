package chiffreslettres.scrabble;

/** The way a move's main word reads. */
public enum Direction {
    /** Left to right, along a row. */
    ACROSS,
    /** Top to bottom, along a column. */
    DOWN
}
