package chiffreslettres.lettres;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import org.quicktheories.core.Gen;

/** One QuickTheories generator per domain type of the letters round. */
public final class LetterGenerators {

    private LetterGenerators() {
    }

    /** Letters of the alphabet, vowels more often, as a player's draw would have them. */
    public static Gen<Character> letters(Alphabet alphabet) {
        String vowels = "aeiou";
        Gen<Character> vowel = integers().between(0, vowels.length() - 1).map(vowels::charAt);
        Gen<Character> any = integers().between(0, alphabet.size() - 1).map(alphabet::letter);
        return vowel.mix(any, 60);
    }

    /** Racks of 1 to {@code maxLetters} letters and 0 to {@code maxBlanks} blanks. */
    public static Gen<Rack> racks(Alphabet alphabet, int maxLetters, int maxBlanks) {
        Gen<List<Character>> letters = lists().of(letters(alphabet)).ofSizeBetween(1, maxLetters);
        return letters.zip(integers().between(0, maxBlanks), (chars, blanks) -> {
            StringBuilder s = new StringBuilder();
            chars.forEach(s::append);
            s.append("?".repeat(blanks));
            return Rack.parse(s.toString(), alphabet);
        });
    }

    /** Word lists of up to 300 short words over the first letters of the alphabet, some accented. */
    public static Gen<List<String>> wordLists() {
        String letters = "aabcdeeéilnorstu";
        Gen<String> word = lists().of(integers().between(0, letters.length() - 1).map(letters::charAt))
                .ofSizeBetween(1, 7).map(cs -> {
                    StringBuilder s = new StringBuilder();
                    cs.forEach(s::append);
                    return s.toString();
                });
        return lists().of(word).ofSizeBetween(0, 300);
    }
}
