package chiffreslettres.jeu.game;

import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * A conundrum's scramble: two short words of the list where a split of the letters allows (the show's
 * style, "TEAMBOOKS"), one of them at random; otherwise a shuffle of the letters that is not the word.
 * Stateless.
 */
final class Scrambles {

    private static final int SHORTEST_PART = 3;

    private Scrambles() {
    }

    /** A scramble of a word's folded letters, drawn from {@code random}. */
    static String of(Dictionary dictionary, String letters, RandomGenerator random) {
        List<String> pairs = twoWordScrambles(dictionary, letters);
        if (!pairs.isEmpty()) {
            return pairs.get(random.nextInt(pairs.size()));
        }
        char[] shuffled = letters.toCharArray();
        do {
            for (int i = shuffled.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                char swap = shuffled[i];
                shuffled[i] = shuffled[j];
                shuffled[j] = swap;
            }
        } while (new String(shuffled).equals(letters));
        return new String(shuffled);
    }

    /** Every way to write the letters as two words of the list of at least three letters each, either order. */
    private static List<String> twoWordScrambles(Dictionary dictionary, String letters) {
        Set<String> out = new LinkedHashSet<>();
        Alphabet alphabet = dictionary.alphabet();
        for (int shorter = SHORTEST_PART; 2 * shorter <= letters.length(); shorter++) {
            Set<String> parts = new LinkedHashSet<>();
            chooseLetters(letters.toCharArray(), shorter, 0, new StringBuilder(), parts);
            for (String part : parts) {
                List<WordMatch> firsts = dictionary.index().anagrams(Rack.parse(part, alphabet));
                if (firsts.isEmpty()) {
                    continue;
                }
                List<WordMatch> seconds = dictionary.index().anagrams(Rack.parse(without(letters, part), alphabet));
                for (WordMatch first : firsts) {
                    for (WordMatch second : seconds) {
                        String a = alphabet.foldWord(first.word());
                        String b = alphabet.foldWord(second.word());
                        out.add(a + b);
                        out.add(b + a);
                    }
                }
            }
        }
        out.remove(letters);
        return new ArrayList<>(out);
    }

    /** Every sub-multiset of {@code k} letters, each once (letters taken in sorted order). */
    private static void chooseLetters(char[] letters, int k, int from, StringBuilder chosen, Set<String> out) {
        if (chosen.length() == k) {
            char[] sorted = chosen.toString().toCharArray();
            java.util.Arrays.sort(sorted);
            out.add(new String(sorted));
            return;
        }
        for (int i = from; i <= letters.length - (k - chosen.length()); i++) {
            chosen.append(letters[i]);
            chooseLetters(letters, k, i + 1, chosen, out);
            chosen.setLength(chosen.length() - 1);
        }
    }

    private static String without(String letters, String part) {
        StringBuilder rest = new StringBuilder(letters);
        for (char c : part.toCharArray()) {
            rest.deleteCharAt(rest.indexOf(String.valueOf(c)));
        }
        return rest.toString();
    }
}
