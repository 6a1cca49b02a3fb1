package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Lexicon;
import java.util.List;
import java.util.Objects;

/**
 * Games between two computer players on one lexicon, the first move alternating: game {@code i} is seeded
 * {@code seed + i} and opened by player A when {@code i} is even, by B when odd. Thread-safe.
 */
public final class SelfPlay {

    private final Lexicon lexicon;
    private final Rules rules;
    private final ScrabbleOpponent a;
    private final ScrabbleOpponent b;

    /** Games of {@code a} against {@code b} under the rules. */
    public SelfPlay(Lexicon lexicon, Rules rules, ScrabbleOpponent a, ScrabbleOpponent b) {
        this.lexicon = Objects.requireNonNull(lexicon, "lexicon");
        this.rules = Objects.requireNonNull(rules, "rules");
        this.a = Objects.requireNonNull(a, "a");
        this.b = Objects.requireNonNull(b, "b");
    }

    /** Game number {@code i} played to its end; the first seat is A's when {@code i} is even. */
    public ScrabbleGame game(long seed, int i) {
        boolean aFirst = i % 2 == 0;
        ScrabbleGame game = ScrabbleGame.start(lexicon, rules, aFirst ? List.of("A", "B") : List.of("B", "A"), seed + i);
        while (!game.isOver()) {
            boolean aToMove = (game.toMove() == 0) == aFirst;
            game = game.apply((aToMove ? a : b).choose(game));
        }
        return game;
    }

    /** A's final score minus B's in a finished game of {@link #game}. */
    public static int spread(ScrabbleGame game) {
        int aSeat = game.players().get(0).equals("A") ? 0 : 1;
        return game.score(aSeat) - game.score(1 - aSeat);
    }
}
