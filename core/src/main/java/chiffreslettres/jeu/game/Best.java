package chiffreslettres.jeu.game;

import chiffreslettres.Chiffres;
import chiffreslettres.Lettres;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import java.util.List;

/** The best possible answers a reveal shows: the most natural best calculation, the longest words. */
final class Best {

    /** How many of the longest words a reveal shows. */
    static final int WORDS = 5;

    private Best() {
    }

    /** The most natural best calculation of a game, complete. */
    static Result calculation(Problem problem) {
        return Chiffres.target(problem.target()).tiles(problem.tiles()).rules(problem.rules()).limit(1)
                .strategy(SearchStrategy.naturalBestAnswer()).budget(Budget.unlimited()).solve();
    }

    /** {@link #calculation} written {@code "expression = value"}. */
    static String calculationText(Problem problem) {
        Result r = calculation(problem);
        return r.best().toInfix() + " = " + r.value();
    }

    /** Every longest word of a rack, the commonest first ({@link LetterResult#commonestFirst}). */
    static List<WordMatch> longestWords(Dictionary dictionary, String rack) {
        return Lettres.in(dictionary).rack(rack).longest().commonestFirst().matches();
    }

    /** At most {@value #WORDS} of the longest words, the commonest first, as written. */
    static List<String> someLongestWords(Dictionary dictionary, String rack) {
        return some(longestWords(dictionary, rack));
    }

    /** At most {@value #WORDS} of {@code words}, as written, in their order. */
    static List<String> some(List<WordMatch> words) {
        return words.stream().limit(WORDS).map(WordMatch::word).toList();
    }
}
