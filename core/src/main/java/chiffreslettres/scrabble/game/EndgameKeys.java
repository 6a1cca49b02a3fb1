package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Placement;

/**
 * The 64-bit keys of endgame positions (Zobrist hashing): a board's key is the XOR of its tiles' keys, a
 * rack's the XOR of its tiles' (the n-th copy of a tile its own key), so that a play updates them by XOR;
 * the player to move and the scoreless turns add theirs. Each key is a fixed mix of what it stands for.
 */
final class EndgameKeys {

    private EndgameKeys() {
    }

    /** The key of a board: its tiles' keys. */
    static long board(Board board) {
        long key = 0;
        for (int row = 0; row < Board.SIZE; row++) {
            for (int column = 0; column < Board.SIZE; column++) {
                if (board.isTaken(row, column)) {
                    key ^= square(new Placement(row, column, board.tile(row, column), board.isBlank(row, column)));
                }
            }
        }
        return key;
    }

    /** The key of a tile on a square. */
    static long square(Placement p) {
        return mix(((long) (p.row() * Board.SIZE + p.column()) << 16 | (long) p.tile() << 1 | (p.blank() ? 1 : 0)) + 0x1234567L);
    }

    /** The key of a rack holding its {@code count}-th tile {@code t}. */
    static long rackTile(int side, int t, int count) {
        return mix(((long) side << 40 | (long) t << 8 | count) + 0x9E3779B97F4A7C15L);
    }

    /** The key of a tile in the bag. */
    static long bag(int t) {
        return mix(((long) t << 24 | 0xBA6) + 0x2545F4914F6CDD1DL);
    }

    /** The key of the player to move and the scoreless turns in a row. */
    static long turn(int side, int scoreless) {
        return mix(0x5DEECE66DL * (side + 1) + 31L * scoreless);
    }

    /** SplitMix64's finaliser: a well-spread 64-bit key of a number. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
