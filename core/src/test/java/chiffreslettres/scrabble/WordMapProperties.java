package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The word map against a plain scan of its list: on random lists of words of 2 to 15 letters, the words of a
 * multiset are every word of the list with those tiles (words of another multiset may come with them, never
 * one left out); the tiles that complete a multiset one short hold every tile that makes a word with it; a
 * multiset two tiles short of a word is told as such.
 */
class WordMapProperties {

    private static final TileSet EN = TileSet.english();

    private static long[] key(int[] tiles, int length) {
        long lo = 0;
        long hi = 0;
        for (int i = 0; i < length; i++) {
            lo += WordMap.loOf(tiles[i]);
            hi += WordMap.hiOf(tiles[i]);
        }
        return new long[] {lo, hi};
    }

    private static int[] tiles(String word) {
        int[] t = new int[word.length()];
        for (int i = 0; i < word.length(); i++) {
            t[i] = EN.tileOf(String.valueOf(word.charAt(i)).toUpperCase(java.util.Locale.ROOT));
        }
        return t;
    }

    /** The words the map gives for a multiset, spelled. */
    private static Set<String> words(WordMap map, long lo, long hi) {
        Set<String> out = new HashSet<>();
        long range = map.words(lo, hi);
        for (int w = (int) range; w < (int) (range >>> 32); w++) {
            long first = map.firstPart(w);
            long second = map.secondPart(w);
            int length = (int) (first >>> WordMap.LENGTH_SHIFT);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < length; i++) {
                s.append(EN.face(WordMap.tile(first, second, i)).toLowerCase(java.util.Locale.ROOT));
            }
            out.add(s.toString());
        }
        return out;
    }

    @Test
    void everyWordIsFoundByItsTilesAndEveryShortMultisetByTheTilesThatCompleteIt() {
        qt().withExamples(40).withFixedSeed(20261130L).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            String letters = "aeioustrnlqzxjkv";
            Set<String> list = new HashSet<>();
            while (list.size() < 300 + random.nextInt(300)) {
                StringBuilder w = new StringBuilder();
                for (int n = 2 + random.nextInt(14); n > 0; n--) {
                    w.append(letters.charAt(random.nextInt(random.nextBoolean() ? 5 : letters.length())));
                }
                list.add(w.toString());
            }
            Lexicon lexicon = Lexicon.of("random", EN, list);
            WordMap map = lexicon.wordMap();
            assertThat(map).isNotNull();
            // The plain answer: the list's words by their tiles, sorted.
            java.util.Map<String, Set<String>> anagrams = new java.util.HashMap<>();
            for (String word : list) {
                char[] sorted = word.toCharArray();
                java.util.Arrays.sort(sorted);
                anagrams.computeIfAbsent(new String(sorted), x -> new HashSet<>()).add(word);
            }
            for (String word : list) {
                int[] t = tiles(word);
                long[] k = key(t, t.length);
                // Every word of the list with those tiles among the multiset's words.
                char[] sorted = word.toCharArray();
                java.util.Arrays.sort(sorted);
                assertThat(words(map, k[0], k[1])).containsAll(anagrams.get(new String(sorted)));
                for (int i = 0; i < t.length; i++) {
                    long lo = k[0] - WordMap.loOf(t[i]);
                    long hi = k[1] - WordMap.hiOf(t[i]);
                    assertThat(map.completions(lo, hi) >>> t[i] & 1).as("%s less %s", word, t[i]).isEqualTo(1L);
                    for (int j = i + 1; j < t.length; j++) {
                        assertThat(map.twoShort(lo - WordMap.loOf(t[j]), hi - WordMap.hiOf(t[j])))
                                .as("%s less two", word).isTrue();
                    }
                }
            }
            // A multiset of no word: every word given for it is of another multiset.
            for (int n = 0; n < 200; n++) {
                int[] t = new int[2 + random.nextInt(6)];
                for (int i = 0; i < t.length; i++) {
                    t[i] = EN.tileOf(String.valueOf(letters.charAt(random.nextInt(letters.length())))
                            .toUpperCase(java.util.Locale.ROOT));
                }
                long[] k = key(t, t.length);
                for (String given : words(map, k[0], k[1])) {
                    int[] g = tiles(given);
                    long[] gk = key(g, g.length);
                    if (gk[0] == k[0] && gk[1] == k[1]) {
                        assertThat(list).contains(given);
                    }
                }
            }
        });
    }
}
