package chiffreslettres.examples;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.game.Gcg;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import java.util.List;

/**
 * The docs' whole Scrabble game: the computer at level 5 plays both seats of a seeded game to its end,
 * and the record is printed in GCG. Run as a test so that the docs never rot.
 */
public final class PlayScrabble {

    private PlayScrabble() {
    }

    /** Prints the game's record; takes no arguments. */
    public static void main(String[] args) {
        // README-START
        Lexicon english = Scrabble.lexicon(Language.ENGLISH);
        ScrabbleGame game = ScrabbleGame.start(english, Rules.WESPA, List.of("Ada", "Computer"), 42);
        ScrabbleOpponent computer = ScrabbleOpponent.level(5, Scrabble.leaves(Language.ENGLISH));
        while (!game.isOver()) {
            game = game.apply(computer.choose(game));          // or game.play(placements), exchange("QV"), pass()
        }
        System.out.println(Gcg.write(game));                   // the record, which Gcg.read and Gcg.game read back
        // README-END
    }
}
