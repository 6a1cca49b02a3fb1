package chiffreslettres.jeu.game;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.WordMatch;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.random.RandomGenerator;

/**
 * The computer as a player. {@link #level(int)} gives the library's levels 1 to 5; implement this
 * interface for another kind of player. Each answer takes its randomness from the generator given, so a
 * seeded game plays the same.
 */
public interface Opponent {

    /** The strongest level. */
    int MAX_LEVEL = 5;

    /**
     * The computer at {@code level}, 1 (weakest) to 5 (the best answer every time):
     * <ul>
     *   <li>letters: the longest of the words it knows; when several are as long, those a second list made
     *       for people holds too, where the language ships one (English: ENABLE2K, the English Scrabble list
     *       for play), and of them the commonest as written (the {@link WordMatch#commonness} of the form,
     *       so {@code peinture} and never the rare {@code peinturé} that folds alike; one at random among as
     *       common ones), the word a person
     *       would most likely see and least likely dispute. Level 1
     *       knows the 3,000 commonest words of the list ({@link Dictionary#commonnessOfCommonest}), level 2
     *       the 8,000 commonest, level 3 the 25,000 commonest ({@link CommonWords#knownAtLevel}), level 4
     *       every word of the list's frequency list ({@link Dictionary#commonness} above 0), level 5 every
     *       word. On a list without word
     *       frequencies, the longest word no longer than {@code floor(best × (5 + level) / 10)} letters
     *       (90 % of the best length at level 4, 60 % at 1);
     *   <li>numbers: the best answer using only the first {@code level + 1} tiles of a random order of the
     *       tiles (all six at level 5), so a weaker level misses what needs more tiles;
     *   <li>conundrum: solves it with probability 0.2 × level, after a time drawn uniformly from 1–5 s at
     *       level 5, 3–12 s at 4, 5–18 s at 3, 8–24 s at 2 and 10–29 s at 1.
     * </ul>
     * The same draws serve every level, so on any game a higher level never does worse.
     *
     * @throws IllegalArgumentException if {@code level} is not 1 to 5
     */
    static Opponent level(int level) {
        return new LevelledOpponent(level);
    }

    /** Its level, 1 to 5. */
    int level();

    /**
     * The word it gives in a letters round, or {@code ""} for none.
     *
     * @param round      the round's rules
     * @param dictionary the round's word list
     * @param rack       the letters drawn
     */
    String word(LettersRound round, Dictionary dictionary, String rack, RandomGenerator random);

    /** The calculation it gives in a numbers round, in ASCII ({@code (100+1)*6}), or {@code ""} for none. */
    String calculation(Problem problem, RandomGenerator random);

    /**
     * When it buzzes with the right answer in a conundrum, in milliseconds from the start of the clock,
     * or empty when it does not find it within {@code clock}.
     */
    OptionalLong conundrumMillis(Duration clock, RandomGenerator random);
}
