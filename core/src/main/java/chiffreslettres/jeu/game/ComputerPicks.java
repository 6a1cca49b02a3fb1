package chiffreslettres.jeu.game;

import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.NumbersRound;
import java.util.ArrayList;
import java.util.List;

/**
 * What the computer asks for when it picks, and what a daily puzzle asks for: four vowels in nine or
 * ten letters (at least the round's minimum, at most what its minimum consonants leave), consonant
 * first and alternating while both are left; one large tile where the player chooses.
 */
final class ComputerPicks {

    private ComputerPicks() {
    }

    static List<Draws.Pile> letters(LettersRound round) {
        int count = round.letterCount();
        int vowels = Math.min(count - round.minConsonants(), Math.max(round.minVowels(), Math.round(count * 0.4f)));
        int consonants = count - vowels;
        List<Draws.Pile> out = new ArrayList<>(count);
        while (vowels + consonants > 0) {
            boolean consonantTurn = out.size() % 2 == 0;
            if (consonants > 0 && (consonantTurn || vowels == 0)) {
                out.add(Draws.Pile.CONSONANT);
                consonants--;
            } else {
                out.add(Draws.Pile.VOWEL);
                vowels--;
            }
        }
        return out;
    }

    static int large(NumbersRound round) {
        return Math.max(round.minLarge(), Math.min(1, round.maxLarge()));
    }
}
