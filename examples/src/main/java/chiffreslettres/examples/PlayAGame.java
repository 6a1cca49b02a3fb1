package chiffreslettres.examples;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.RoundResult;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.time.LocalDate;
import java.util.List;

/** A whole game's first round against the computer, a conundrum and a day's puzzles, from the library. */
public final class PlayAGame {

    private PlayAGame() {
    }

    /** Prints the first round of a seeded Countdown game, a conundrum and the Digits puzzles of a day. */
    public static void main(String[] args) {
        // README-START
        Game game = Game.start(GameFormat.COUNTDOWN, List.of(Seat.person("Ann"), Seat.computer(3)), 42);
        for (char pick : "cvcvcvccv".toCharArray()) {                     // Ann picks round 1's letters
            game = game.apply(new Move.PickLetter(0, pick == 'v' ? Draws.Pile.VOWEL : Draws.Pile.CONSONANT));
        }
        String rack = game.current().orElseThrow().letters();            // the computer has answered, hidden
        String word = Lettres.in(Dictionaries.english(WordRules.COUNTDOWN)).rack(rack).longest().words().get(0);
        game = game.apply(new Move.Declare(0, word));                    // every person answered: revealed
        RoundResult first = game.results().get(0);
        System.out.println(rack + ": " + first.answers().get(0).text() + " " + first.points().get(0) + ", "
                + first.answers().get(1).text() + " " + first.points().get(1) + "; next: round "
                + game.current().orElseThrow().number() + ", seat " + game.current().orElseThrow().picker() + " picks");
        Conundrum.Puzzle conundrum = Conundrum.of(Language.ENGLISH).draw(7);
        System.out.println(conundrum.scramble() + " is " + conundrum.answer());
        Daily today = Daily.of(Variant.DIGITS, LocalDate.of(2026, 11, 24));  // the same for everyone
        System.out.println(today.challenges().get(0) + "; " + today.shareText(List.of(3, 2, 3, 1, 0)));
        // README-END
    }
}
