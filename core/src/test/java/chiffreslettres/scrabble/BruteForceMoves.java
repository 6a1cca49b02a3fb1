package chiffreslettres.scrabble;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The rules of a move written plainly, for the tests: every placement of rack tiles in every row and column
 * is tried and checked against the word list, and a move is scored word by word.
 */
final class BruteForceMoves {

    private BruteForceMoves() {
    }

    /** A move as a set of placements and a score, the same whoever found it. */
    static String key(List<Placement> placements, int score) {
        List<String> parts = new ArrayList<>();
        for (Placement p : placements) {
            parts.add(p.row() + "," + p.column() + "=" + p.tile() + (p.blank() ? "b" : ""));
        }
        parts.sort(null);
        return parts + " " + score;
    }

    /**
     * Every legal move of the rack (tile numbers, -1 for a blank) on the board, as {@link #key}s: in each row
     * and column, every run from an empty square to an empty square, its empty squares filled with rack tiles
     * in every order.
     */
    static Set<String> moves(Set<String> words, Board board, List<Integer> rack) {
        Set<String> out = new HashSet<>();
        TileSet tiles = board.tiles();
        for (Direction d : Direction.values()) {
            for (int line = 0; line < Board.SIZE; line++) {
                for (int from = 0; from < Board.SIZE; from++) {
                    int[] first = square(d, line, from);
                    for (int to = from; to < Board.SIZE && board.isEmpty(first[0], first[1]); to++) {
                        int[] last = square(d, line, to);
                        if (!board.isEmpty(last[0], last[1])) {
                            continue;
                        }
                        List<int[]> empties = new ArrayList<>();
                        for (int p = from; p <= to; p++) {
                            int[] sq = square(d, line, p);
                            if (board.isEmpty(sq[0], sq[1])) {
                                empties.add(sq);
                            }
                        }
                        if (empties.isEmpty() || empties.size() > rack.size()) {
                            continue;
                        }
                        assign(words, board, tiles, empties, rack, new ArrayList<>(), new boolean[rack.size()], out);
                    }
                }
            }
        }
        return out;
    }

    private static int[] square(Direction d, int line, int pos) {
        return d == Direction.ACROSS ? new int[] {line, pos} : new int[] {pos, line};
    }

    /** Every ordered choice of rack tiles for the empty squares, a blank as every tile. */
    private static void assign(Set<String> words, Board board, TileSet tiles, List<int[]> empties, List<Integer> rack,
            List<Placement> chosen, boolean[] used, Set<String> out) {
        if (chosen.size() == empties.size()) {
            Integer score = score(words, board, chosen);
            if (score != null) {
                out.add(key(chosen, score));
            }
            return;
        }
        int[] sq = empties.get(chosen.size());
        for (int i = 0; i < rack.size(); i++) {
            if (used[i]) {
                continue;
            }
            used[i] = true;
            int tile = rack.get(i);
            for (int t = tile < 0 ? 0 : tile; t <= (tile < 0 ? tiles.size() - 1 : tile); t++) {
                chosen.add(new Placement(sq[0], sq[1], t, tile < 0));
                assign(words, board, tiles, empties, rack, chosen, used, out);
                chosen.remove(chosen.size() - 1);
            }
            used[i] = false;
        }
    }

    /**
     * The score of placing the tiles, or null when the placement is no legal move: the tiles not in one line
     * without gaps, not touching the board (nor covering the centre of an empty board), making no word of
     * two tiles, or making a word that is not in the list.
     */
    static Integer score(Set<String> words, Board board, List<Placement> placed) {
        Board after = board.play(new Move(board.tiles(), 0, 0, Direction.ACROSS, "", pack(placed), 0));
        boolean sameRow = placed.stream().allMatch(p -> p.row() == placed.get(0).row());
        boolean sameColumn = placed.stream().allMatch(p -> p.column() == placed.get(0).column());
        if (!sameRow && !sameColumn) {
            return null;
        }
        Set<String> placedSquares = new HashSet<>();
        for (Placement p : placed) {
            placedSquares.add(p.row() + "," + p.column());
        }
        boolean touches = false;
        for (Placement p : placed) {
            int[][] next = {{p.row() - 1, p.column()}, {p.row() + 1, p.column()}, {p.row(), p.column() - 1},
                {p.row(), p.column() + 1}};
            for (int[] n : next) {
                touches |= board.isTaken(n[0], n[1]);
            }
        }
        if (board.isEmpty() ? !placedSquares.contains(Board.CENTRE + "," + Board.CENTRE) : !touches) {
            return null;
        }
        int total = 0;
        int wordsMade = 0;
        Set<String> seen = new HashSet<>();
        for (Direction d : Direction.values()) {
            for (Placement p : placed) {
                int dr = d == Direction.DOWN ? 1 : 0;
                int dc = d == Direction.ACROSS ? 1 : 0;
                int r = p.row();
                int c = p.column();
                while (after.isTaken(r - dr, c - dc)) {
                    r -= dr;
                    c -= dc;
                }
                if (!seen.add(d + " " + r + "," + c)) {
                    continue;
                }
                StringBuilder word = new StringBuilder();
                int sum = 0;
                int factor = 1;
                int length = 0;
                for (; after.isTaken(r, c); r += dr, c += dc, length++) {
                    word.append(board.tiles().face(after.tile(r, c)).toLowerCase());
                    int value = after.isBlank(r, c) ? 0 : board.tiles().value(after.tile(r, c));
                    if (placedSquares.contains(r + "," + c)) {
                        sum += value * Premium.at(r, c).letterFactor();
                        factor *= Premium.at(r, c).wordFactor();
                    } else {
                        sum += value;
                    }
                }
                if (length < 2) {
                    continue;
                }
                if (!words.contains(word.toString())) {
                    return null;
                }
                wordsMade++;
                total += sum * factor;
            }
        }
        // One line with no gap: the tiles placed all lie in one word of the line they share.
        if (wordsMade == 0 || !inOneWord(after, placed, sameRow)) {
            return null;
        }
        return total + (placed.size() == TileSet.RACK_SIZE ? TileSet.BINGO_BONUS : 0);
    }

    private static boolean inOneWord(Board after, List<Placement> placed, boolean across) {
        int line = across ? placed.get(0).row() : placed.get(0).column();
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (Placement p : placed) {
            int pos = across ? p.column() : p.row();
            min = Math.min(min, pos);
            max = Math.max(max, pos);
        }
        for (int pos = min; pos <= max; pos++) {
            if (across ? !after.isTaken(line, pos) : !after.isTaken(pos, line)) {
                return false;
            }
        }
        return true;
    }

    private static int[] pack(List<Placement> placed) {
        int[] out = new int[placed.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Move.pack(placed.get(i));
        }
        return out;
    }
}
