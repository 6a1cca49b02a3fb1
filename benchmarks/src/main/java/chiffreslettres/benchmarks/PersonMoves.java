package chiffreslettres.benchmarks;

import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Round;
import chiffreslettres.jeu.game.RoundKind;

/** A person's moves for benchmarks: consonant and vowel in turn, one large tile, a short answer each round. */
final class PersonMoves {

    private PersonMoves() {
    }

    static Game playThrough(Game game) {
        LettersRound letters = game.format().variant().letters().orElseThrow();
        while (!game.isOver()) {
            Round round = game.current().orElseThrow();
            if (round.phase() == Round.Phase.PICKING && round.kind() == RoundKind.LETTERS) {
                Draws.Pile pile = round.letters().length() % 2 == 0 ? Draws.Pile.CONSONANT : Draws.Pile.VOWEL;
                if (Draws.refusal(letters, round.letters(), pile) != null) {
                    pile = pile == Draws.Pile.VOWEL ? Draws.Pile.CONSONANT : Draws.Pile.VOWEL;
                }
                game = game.apply(new Move.PickLetter(round.picker(), pile));
            } else if (round.phase() == Round.Phase.PICKING) {
                game = game.apply(new Move.PickLarge(round.picker(), 1));
            } else if (round.kind() == RoundKind.CONUNDRUM) {
                game = game.apply(new Move.Buzz(0, "guess", 5_000));
            } else if (round.kind() == RoundKind.NUMBERS) {
                game = game.apply(new Move.Declare(0, round.numbers().tiles().get(0).toString()));
            } else {
                game = game.apply(new Move.Declare(0, round.letters().substring(0, 2)));
            }
        }
        return game;
    }
}
