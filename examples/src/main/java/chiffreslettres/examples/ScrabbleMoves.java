package chiffreslettres.examples;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The README's Scrabble example: a rack's words by score, a hook, and the best move on a board. Run as a
 * test so that the README never rots.
 */
public final class ScrabbleMoves {

    private ScrabbleMoves() {
    }

    /** Prints the answers; takes no arguments. */
    public static void main(String[] args) {
        // README-START
        Lexicon english = Scrabble.lexicon(Language.ENGLISH);            // built once from the every-form list
        System.out.println(english.words("QUIZ?ES").subList(0, 3));      // best score first; a blank in lower case
        System.out.println(english.matching("S", "?CARE"));              // a hook: ? is a square the rack fills
        List<String> rows = new ArrayList<>(Board.empty(TileSet.english()).rows());
        rows.set(7, ".......CAT.....");                                  // CAT across from the centre
        Move best = english.best(Board.of(TileSet.english(), rows), "SHOE?RT").orElseThrow();
        System.out.println(best + " " + best.placements().size() + " tiles");
        // README-END
    }
}
