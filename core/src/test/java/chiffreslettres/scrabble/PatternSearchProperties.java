package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Rack and pattern searches against a plain reference: every word of the list, every way the pattern fits
 * it, every choice of the free squares that the blanks fill.
 */
class PatternSearchProperties {

    private static final long SEED = 20261123L;
    private static final TileSet EN = TileSet.english();

    /** Every way the pattern fits the word: the positions the rack fills. */
    private static void fits(String word, int w, String pattern, int p, List<Integer> free, List<List<Integer>> out) {
        if (p == pattern.length()) {
            if (w == word.length()) {
                out.add(new ArrayList<>(free));
            }
            return;
        }
        char c = pattern.charAt(p);
        if (c == '*') {
            fits(word, w, pattern, p + 1, free, out);
            if (w < word.length()) {
                free.add(w);
                fits(word, w + 1, pattern, p, free, out);
                free.remove(free.size() - 1);
            }
        } else if (w < word.length() && (c == '?' || c == word.charAt(w))) {
            if (c == '?') {
                free.add(w);
            }
            fits(word, w + 1, pattern, p + 1, free, out);
            if (c == '?') {
                free.remove(free.size() - 1);
            }
        }
    }

    /** The words the pattern and rack make, with their scores, written as the search writes them. */
    static Map<String, Integer> reference(Set<String> words, String pattern, String rack) {
        Map<String, Integer> out = new HashMap<>();
        int blanks = (int) rack.chars().filter(c -> c == '?').count();
        for (String lower : words) {
            String word = lower.toUpperCase();
            List<List<Integer>> ways = new ArrayList<>();
            fits(word, 0, pattern, 0, new ArrayList<>(), ways);
            for (List<Integer> free : ways) {
                if (free.isEmpty()) {
                    continue;
                }
                for (int subset = 0; subset < 1 << free.size(); subset++) {
                    if (Integer.bitCount(subset) > blanks) {
                        continue;
                    }
                    StringBuilder left = new StringBuilder(rack.replace("?", ""));
                    char[] shown = word.toCharArray();
                    boolean fits = true;
                    for (int i = 0; i < free.size() && fits; i++) {
                        int at = free.get(i);
                        if ((subset & 1 << i) != 0) {
                            shown[at] = Character.toLowerCase(shown[at]);
                        } else {
                            int k = left.indexOf(String.valueOf(word.charAt(at)));
                            fits = k >= 0;
                            if (fits) {
                                left.deleteCharAt(k);
                            }
                        }
                    }
                    if (fits) {
                        int score = 0;
                        for (char c : shown) {
                            score += Character.isUpperCase(c) ? EN.value(EN.tileOf(String.valueOf(c))) : 0;
                        }
                        out.put(new String(shown), score + (free.size() == 7 ? 50 : 0));
                    }
                }
            }
        }
        return out;
    }

    private static String randomPattern(Random random) {
        String letters = "ADENORST";
        StringBuilder p = new StringBuilder();
        int length = 1 + random.nextInt(5);
        for (int i = 0; i < length; i++) {
            int kind = random.nextInt(4);
            p.append(kind == 0 ? '*' : kind == 1 ? '?' : letters.charAt(random.nextInt(letters.length())));
        }
        if (p.indexOf("*") < 0 && p.indexOf("?") < 0) {
            p.append('*');
        }
        return p.toString();
    }

    @Test
    void patternsAndRacksFindWhatThePlainReferenceFinds() {
        Set<Integer> sizes = new HashSet<>();
        qt().withExamples(300).withFixedSeed(SEED).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            Set<String> words = MoveGeneratorProperties.randomWords(random, 50 + random.nextInt(200));
            Lexicon lexicon = Lexicon.of("random", EN, words);
            int size = 1 + random.nextInt(7);
            String rack = MoveGeneratorProperties.written(MoveGeneratorProperties.randomRack(random, size,
                    Math.min(size, random.nextInt(3))));
            String pattern = random.nextInt(3) == 0 ? "*" : randomPattern(random);
            List<ScoredWord> found = pattern.equals("*") ? lexicon.words(rack) : lexicon.matching(rack, pattern);
            Map<String, Integer> got = new HashMap<>();
            for (ScoredWord w : found) {
                got.put(w.word(), w.score());
            }
            assertThat(got).as("no word twice").hasSize(found.size());
            assertThat(got).as("rack %s, pattern %s", rack, pattern).isEqualTo(reference(words, pattern, rack));
            sizes.add(found.size());
        });
        assertThat(sizes).as("searches that found a few words and many").anyMatch(n -> n > 0 && n < 5).anyMatch(n -> n > 50);
    }
}
