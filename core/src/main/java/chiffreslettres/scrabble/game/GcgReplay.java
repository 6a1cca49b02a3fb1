package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
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
     * @param line   the line of play
     * @param before the board before it
     * @param move   a play's move as the library scores it; null for other lines
     */
    public record Position(GcgRecord.Line line, Board before, Move move) {

        /** Whether the line is a play the library scores differently. */
        public boolean scoreDiffers() {
            return move != null && move.score() != line.score();
        }
    }

    private GcgReplay() {
    }

    /**
     * Every line of the record with the board before it.
     *
     * @throws IllegalArgumentException naming the line when a play cannot be read or breaks a rule (its
     *     square and rule named, or the word not in the lexicon)
     */
    public static List<Position> positions(Lexicon lexicon, GcgRecord record) {
        Objects.requireNonNull(lexicon, "lexicon");
        Objects.requireNonNull(record, "record");
        Board board = Board.empty(lexicon.tiles());
        List<Position> out = new ArrayList<>();
        for (GcgRecord.Line line : record.lines()) {
            Move move = null;
            if (line.kind() == GcgRecord.Kind.PLAY) {
                try {
                    move = lexicon.play(board, Gcg.placements(lexicon.tiles(), board, line));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(e.getMessage().startsWith("GCG line") ? e.getMessage()
                            : "GCG line " + line.number() + ": " + e.getMessage(), e);
                }
            }
            out.add(new Position(line, board, move));
            if (move != null) {
                board = board.play(move);
            }
        }
        return List.copyOf(out);
    }
}
