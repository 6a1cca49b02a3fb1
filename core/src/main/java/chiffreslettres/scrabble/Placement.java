package chiffreslettres.scrabble;

/**
 * A tile a move places on the board.
 *
 * @param row    0 to 14, from the top
 * @param column 0 to 14, from the left
 * @param tile   the tile's number in its {@link TileSet}; for a blank, the tile it stands for
 * @param blank  whether it is a blank
 */
public record Placement(int row, int column, int tile, boolean blank) {

    /**
     * @throws IllegalArgumentException if the square is off the board or the tile number negative
     */
    public Placement {
        if (row < 0 || row >= Board.SIZE || column < 0 || column >= Board.SIZE) {
            throw new IllegalArgumentException("placement: square (" + row + ", " + column + ") is off the board");
        }
        if (tile < 0) {
            throw new IllegalArgumentException("placement: tile must not be negative, got " + tile);
        }
    }
}
