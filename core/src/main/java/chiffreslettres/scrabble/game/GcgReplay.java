package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A game record's plays replayed on a board, each scored by the library and compared with the record, so
 * that any record (from Quackle, Macondo, Woogles.io or a score sheet) can be checked and analysed
 * without knowing its bag. Thread-safe (no state).
 */
public final class GcgReplay {

    /**
     * A position of the record: the board before a line and what the library makes of the line.
     *
     * @param line      the line of play
     * @param before    the board before it
     * @param move      a play's move as the library scores it; null for other lines
     * @param withdrawn whether the line is a play taken back after a challenge (a phony: its words are
     *                  not looked up, and it leaves the board as it was)
     * @param total     the player's total after the line, adding up the record's scores from the start
     * @param expected  the points the rules give the line where the library can tell (a play's score, a
     *                  withdrawal's minus the play taken back, an end-of-game rack's value or twice it);
     *                  the record's own score otherwise
     */
    public record Position(GcgRecord.Line line, Board before, Move move, boolean withdrawn, int total, int expected) {

        /** A position whose line adds up and is scored as recorded. */
        public Position(GcgRecord.Line line, Board before, Move move) {
            this(line, before, move, false, line.total(), move != null ? move.score() : line.score());
        }

        /** Whether the line's points are not those the rules give. */
        public boolean scoreDiffers() {
            return expected != line.score();
        }

        /** Whether the record's total after the line is not the sum of its scores so far. */
        public boolean totalDiffers() {
            return total != line.total();
        }
    }

    private GcgReplay() {
    }

    /**
     * Every line of the record with the board before it: plays checked and scored (a play followed by its
     * player's {@code --} is a phony taken back: placed by the rules but not looked up, and not left on the
     * board), withdrawals, challenge bonuses, time penalties and end-of-game rack points counted, each
     * player's total added up line by line.
     *
     * @throws IllegalArgumentException naming the line when a play cannot be read or breaks a rule (its
     *     square and rule named, or the word not in the lexicon), or a withdrawal follows no play
     */
    public static List<Position> positions(Lexicon lexicon, GcgRecord record) {
        Objects.requireNonNull(lexicon, "lexicon");
        Objects.requireNonNull(record, "record");
        List<GcgRecord.Line> lines = record.lines();
        Board board = Board.empty(lexicon.tiles());
        int[] totals = new int[Math.max(1, record.players().size())];
        Move[] lastPlay = new Move[totals.length];
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            GcgRecord.Line line = lines.get(i);
            boolean withdrawn = line.kind() == GcgRecord.Kind.PLAY && takenBack(lines, i);
            Move move = null;
            int expected = line.score();
            if (line.kind() == GcgRecord.Kind.PLAY) {
                try {
                    List<Placement> placed = Gcg.placements(lexicon.tiles(), board, line);
                    move = withdrawn ? lexicon.playAsWritten(board, placed) : lexicon.play(board, placed);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(e.getMessage().startsWith("GCG line") ? e.getMessage()
                            : "GCG line " + line.number() + ": " + e.getMessage(), e);
                }
                expected = move.score();
                lastPlay[line.player()] = move;
            } else if (line.kind() == GcgRecord.Kind.WITHDRAWN) {
                Move taken = lastPlay[line.player()];
                if (taken == null) {
                    throw new IllegalArgumentException("GCG line " + line.number() + ": a withdrawal (--) follows no play");
                }
                expected = -taken.score();
                lastPlay[line.player()] = null;
            } else if (line.kind() == GcgRecord.Kind.END) {
                expected = rackPoints(lexicon.tiles(), line);
            }
            totals[line.player()] += line.score();
            out.add(new Position(line, board, move, withdrawn, totals[line.player()], expected));
            if (move != null && !withdrawn) {
                board = board.play(move);
            }
        }
        return List.copyOf(out);
    }

    /** Whether the play at {@code i} is taken back: its player's next line is a withdrawal. */
    private static boolean takenBack(List<GcgRecord.Line> lines, int i) {
        int player = lines.get(i).player();
        for (int j = i + 1; j < lines.size(); j++) {
            if (lines.get(j).player() == player) {
                return lines.get(j).kind() == GcgRecord.Kind.WITHDRAWN;
            }
        }
        return false;
    }

    /**
     * The points of an end-of-game rack line as the rules give them: the value of the tiles, twice it for
     * the player who went out (North American rules) or once (the others, and the loss of the holder);
     * the record's own score when it is one of those, else the value with the record's sign.
     */
    private static int rackPoints(TileSet tiles, GcgRecord.Line line) {
        int[] spelled = tiles.spell(line.word().replace("?", ""));
        if (spelled == null) {
            return line.score();
        }
        int value = 0;
        for (int t : spelled) {
            value += tiles.value(t);
        }
        int score = line.score();
        if (Math.abs(score) == value || Math.abs(score) == 2 * value) {
            return score;
        }
        return score < 0 ? -value : value;
    }
}
