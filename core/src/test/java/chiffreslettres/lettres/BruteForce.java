package chiffreslettres.lettres;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The obviously correct answer: scan every word of a list and keep those whose folded letters fit the
 * rack, counting how many blanks they need. Shares nothing with the index but the alphabet's folding.
 */
public final class BruteForce {

    private BruteForce() {
    }

    /** Every word of the list that fits, longest first then by folded form then written form. */
    public static List<String> words(Alphabet alphabet, List<String> words, Rack rack, int minLength) {
        List<String> out = new ArrayList<>();
        for (String word : words) {
            String folded = alphabet.foldWord(word);
            if (folded != null && folded.length() >= minLength && fits(alphabet, folded, rack)) {
                out.add(word);
            }
        }
        out.sort(Comparator.comparingInt((String w) -> alphabet.foldWord(w).length()).reversed()
                .thenComparing(alphabet::foldWord).thenComparing(Comparator.naturalOrder()));
        return out;
    }

    public static List<String> longest(Alphabet alphabet, List<String> words, Rack rack) {
        List<String> all = words(alphabet, words, rack, 1);
        if (all.isEmpty()) {
            return all;
        }
        int max = alphabet.foldWord(all.get(0)).length();
        return all.stream().filter(w -> alphabet.foldWord(w).length() == max).toList();
    }

    public static boolean fits(Alphabet alphabet, String folded, Rack rack) {
        int[] counts = rack.counts().clone();
        int blanks = rack.blanks();
        for (int i = 0; i < folded.length(); i++) {
            int letter = alphabet.indexOf(folded.charAt(i));
            if (counts[letter] > 0) {
                counts[letter]--;
            } else if (blanks > 0) {
                blanks--;
            } else {
                return false;
            }
        }
        return true;
    }
}
