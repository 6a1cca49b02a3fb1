package chiffreslettres.scrabble;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Checks tiles a player puts on the board against the rules and scores them: one line, no gap but board
 * tiles, a free square each, the centre covered on the first move, touching the board's tiles after it,
 * every word made (two tiles or more) in the lexicon. A broken rule is a {@link MoveRefusal} naming the rule
 * and the square in the usual notation ({@code H8}: column letter, row number).
 */
final class PlacementCheck {

    private PlacementCheck() {
    }

    /** A square in the usual notation: column letter then row number ({@code H8}). */
    static String square(int row, int column) {
        return (char) ('A' + column) + Integer.toString(row + 1);
    }

    static Move check(Lexicon lexicon, Board board, List<Placement> placements) {
        return check(lexicon, board, placements, true);
    }

    /** The same, the words made checked against the lexicon only when {@code words} is true. */
    static Move check(Lexicon lexicon, Board board, List<Placement> placements, boolean words) {
        TileSet tiles = lexicon.tiles();
        if (placements.isEmpty()) {
            throw new MoveRefusal(MoveRefusal.Rule.NO_TILE, null);
        }
        if (placements.size() > TileSet.RACK_SIZE) {
            throw new MoveRefusal(MoveRefusal.Rule.TOO_MANY_TILES, null, Integer.toString(placements.size()));
        }
        List<Placement> sorted = new ArrayList<>(placements);
        sorted.sort(Comparator.comparingInt(Placement::row).thenComparingInt(Placement::column));
        for (int i = 0; i < sorted.size(); i++) {
            Placement p = sorted.get(i);
            String at = square(p.row(), p.column());
            if (p.tile() >= tiles.size()) {
                throw new MoveRefusal(MoveRefusal.Rule.UNKNOWN_TILE, at, Integer.toString(p.tile()), tiles.name());
            }
            if (board.isTaken(p.row(), p.column())) {
                throw new MoveRefusal(MoveRefusal.Rule.SQUARE_TAKEN, at);
            }
            if (i > 0 && sorted.get(i - 1).row() == p.row() && sorted.get(i - 1).column() == p.column()) {
                throw new MoveRefusal(MoveRefusal.Rule.SQUARE_TWICE, at);
            }
        }
        Placement first = sorted.get(0);
        Placement last = sorted.get(sorted.size() - 1);
        boolean across = sorted.stream().allMatch(p -> p.row() == first.row());
        boolean down = sorted.stream().allMatch(p -> p.column() == first.column());
        if (!across && !down) {
            Placement off = sorted.stream().filter(p -> p.row() != first.row()).findFirst().orElseThrow();
            throw new MoveRefusal(MoveRefusal.Rule.ONE_LINE, square(off.row(), off.column()));
        }
        if (sorted.size() == 1) {
            // One tile: the main word is along the line where it makes a word of two tiles, across when both do.
            across = board.isTaken(first.row(), first.column() - 1) || board.isTaken(first.row(), first.column() + 1)
                    || !(board.isTaken(first.row() - 1, first.column()) || board.isTaken(first.row() + 1, first.column()));
        }
        int dr = across ? 0 : 1;
        int dc = across ? 1 : 0;
        byte[] after = board.squares().clone();
        for (Placement p : sorted) {
            after[p.row() * Board.SIZE + p.column()] = (byte) (p.blank() ? -(p.tile() + 1) : p.tile() + 1);
        }
        for (int r = first.row(), c = first.column(); r <= last.row() && c <= last.column(); r += dr, c += dc) {
            if (after[r * Board.SIZE + c] == 0) {
                throw new MoveRefusal(MoveRefusal.Rule.NO_GAP, square(r, c));
            }
        }
        boolean centre = sorted.stream().anyMatch(p -> p.row() == Board.CENTRE && p.column() == Board.CENTRE);
        if (board.isEmpty()) {
            if (!centre) {
                throw new MoveRefusal(MoveRefusal.Rule.CENTRE, square(first.row(), first.column()));
            }
        } else if (sorted.stream().noneMatch(p -> touches(board, p))) {
            throw new MoveRefusal(MoveRefusal.Rule.TOUCH, square(first.row(), first.column()));
        }
        int[] packed = new int[sorted.size()];
        for (int i = 0; i < packed.length; i++) {
            packed[i] = Move.pack(sorted.get(i));
        }
        // The main word, then each cross word, read and scored.
        int[] start = wordStart(after, first.row(), first.column(), dr, dc);
        Word main = read(lexicon, words, board, after, start[0], start[1], dr, dc);
        if (main.length < 2) {
            throw new MoveRefusal(MoveRefusal.Rule.TWO_LETTERS, square(first.row(), first.column()));
        }
        int score = main.score;
        for (Placement p : sorted) {
            int[] s = wordStart(after, p.row(), p.column(), dc, dr);
            Word cross = read(lexicon, words, board, after, s[0], s[1], dc, dr);
            if (cross.length >= 2) {
                score += cross.score;
            }
        }
        score += sorted.size() == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0;
        return new Move(tiles, start[0], start[1], across ? Direction.ACROSS : Direction.DOWN, main.text, packed, score);
    }

    private static boolean touches(Board board, Placement p) {
        return board.isTaken(p.row() - 1, p.column()) || board.isTaken(p.row() + 1, p.column())
                || board.isTaken(p.row(), p.column() - 1) || board.isTaken(p.row(), p.column() + 1);
    }

    private static int[] wordStart(byte[] after, int row, int column, int dr, int dc) {
        int r = row;
        int c = column;
        while (r - dr >= 0 && c - dc >= 0 && after[(r - dr) * Board.SIZE + c - dc] != 0) {
            r -= dr;
            c -= dc;
        }
        return new int[] {r, c};
    }

    private record Word(String text, int length, int score) {
    }

    /**
     * Reads the word from a square on; throws when it has two tiles or more and is not in the lexicon (when
     * {@code checked}).
     */
    private static Word read(Lexicon lexicon, boolean checked, Board board, byte[] after, int row, int column, int dr,
            int dc) {
        TileSet tiles = lexicon.tiles();
        StringBuilder text = new StringBuilder();
        int[] spelled = new int[Board.SIZE];
        int length = 0;
        int sum = 0;
        int factor = 1;
        for (int r = row, c = column; r < Board.SIZE && c < Board.SIZE && after[r * Board.SIZE + c] != 0; r += dr, c += dc) {
            int square = after[r * Board.SIZE + c];
            int tile = Math.abs(square) - 1;
            int value = square > 0 ? tiles.value(tile) : 0;
            if (board.isEmpty(r, c)) {
                Premium premium = Premium.at(r, c);
                value *= premium.letterFactor();
                factor *= premium.wordFactor();
            }
            sum += value;
            text.append(tiles.shown(tile, square < 0));
            spelled[length++] = tile;
        }
        if (checked && length >= 2 && !lexicon.contains(spelled, 0, length)) {
            throw new MoveRefusal(MoveRefusal.Rule.NOT_A_WORD, square(row, column), text.toString(), lexicon.name());
        }
        return new Word(text.toString(), length, sum * factor);
    }
}
