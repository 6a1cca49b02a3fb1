package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Direction;
import chiffreslettres.scrabble.Placement;
import java.util.Arrays;
import java.util.List;

/**
 * A play that refuted a position, kept with what the squares around it held on that position's board: its
 * own squares empty, the main word's other tiles and the squares just past its ends, and each cross word's
 * tiles and the squares just past them. On another board whose those squares hold the same, the play makes
 * the very same words: it is legal there with the same score, found without listing that board's plays.
 * Immutable.
 */
final class Refutation {

    private final EndgameSearch.Play play;
    /** Per square read: {@code square << 8 | content}, content 0 when empty (see {@link #content}). */
    private final int[] squares;

    private Refutation(EndgameSearch.Play play, int[] squares) {
        this.play = play;
        this.squares = squares;
    }

    /** The play as it reads on the board it was made for. */
    static Refutation of(Board board, EndgameSearch.Play play) {
        List<Placement> placed = play.move().placements();
        boolean across = play.move().direction() == Direction.ACROSS;
        int dr = across ? 0 : 1;
        int dc = across ? 1 : 0;
        int[] read = new int[4 * Board.SIZE + 2 * placed.size() * Board.SIZE];
        int n = 0;
        Placement first = placed.get(0);
        Placement last = placed.get(placed.size() - 1);
        // The main word: from the square before its first tile to the square after its last.
        int r = first.row() - dr;
        int c = first.column() - dc;
        while (board.isTaken(r, c)) {
            r -= dr;
            c -= dc;
        }
        int endR = last.row() + dr;
        int endC = last.column() + dc;
        while (board.isTaken(endR, endC)) {
            endR += dr;
            endC += dc;
        }
        for (; r != endR + dr || c != endC + dc; r += dr, c += dc) {
            n = keep(board, r, c, read, n);
        }
        // Each cross word: the tiles either side of a placed tile, and the square past them.
        for (Placement p : placed) {
            n = keep(board, p.row(), p.column(), read, n);
            for (int way = -1; way <= 1; way += 2) {
                int cr = p.row() + way * dc;
                int cc = p.column() + way * dr;
                while (board.isTaken(cr, cc)) {
                    n = keep(board, cr, cc, read, n);
                    cr += way * dc;
                    cc += way * dr;
                }
                n = keep(board, cr, cc, read, n);
            }
        }
        return new Refutation(play, Arrays.copyOf(read, n));
    }

    EndgameSearch.Play play() {
        return play;
    }

    /** Whether the play makes the same words on {@code board}, and is therefore legal there with the same score. */
    boolean fits(Board board) {
        for (int s : squares) {
            int square = s >>> 8;
            if (content(board, square / Board.SIZE, square % Board.SIZE) != (s & 0xFF)) {
                return false;
            }
        }
        return true;
    }

    /** Keeps what a square on the board holds; a square off the board is not kept. */
    private static int keep(Board board, int row, int column, int[] read, int n) {
        if (row < 0 || row >= Board.SIZE || column < 0 || column >= Board.SIZE) {
            return n;
        }
        read[n] = (row * Board.SIZE + column) << 8 | content(board, row, column);
        return n + 1;
    }

    /** 0 for an empty square, else the tile + 1, with 0x80 for a blank. */
    private static int content(Board board, int row, int column) {
        if (!board.isTaken(row, column)) {
            return 0;
        }
        return board.tile(row, column) + 1 | (board.isBlank(row, column) ? 0x80 : 0);
    }
}
