package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.MoveCache;
import java.util.List;

/**
 * The plays of the endgame positions one thread searches: a position's whole list kept by its key (the
 * board's and the rack's), for the positions met again deeper and deeper; a list not kept made from the
 * moves each line gives the rack, kept too ({@link MoveCache}), since the boards searched differ by a few
 * tiles. Several searches may use it in turn (a pre-endgame's endgames). Memory is bounded: a list's place
 * is taken by the next one that falls there. Not thread-safe.
 */
final class EndgameMoves {

    /** The lines whose moves are kept. */
    private static final int LINES = 8192;
    /** The lists kept: 2^12. */
    private static final int LIST_BITS = 12;

    private final MoveCache<EndgameSearch.Play> lines;
    private final long[] keys = new long[1 << LIST_BITS];
    private final Object[] lists = new Object[1 << LIST_BITS];

    EndgameMoves(Lexicon lexicon) {
        this.lines = new MoveCache<>(lexicon, LINES, EndgameSearch::play);
    }

    /** The list kept for the position of this key (its board's and its rack's), or null. */
    @SuppressWarnings("unchecked")
    List<EndgameSearch.Play> find(long key) {
        int at = (int) (key >>> 64 - LIST_BITS);
        return keys[at] == key ? (List<EndgameSearch.Play>) lists[at] : null;
    }

    /** Every play of the rack on the board, best score first ({@link Lexicon#moves}' order), kept by {@code key}. */
    List<EndgameSearch.Play> make(long key, Board board, String rack) {
        List<EndgameSearch.Play> plays = lines.moves(board, rack);
        int at = (int) (key >>> 64 - LIST_BITS);
        keys[at] = key;
        lists[at] = plays;
        return plays;
    }
}
