package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/** The index answers exactly what a brute-force scan of the same list answers. */
class AnagramIndexProperties {

    private static final long SEED = 20261121L;

    @Test
    void theWordsWithoutAnagramAreTheFoldedWordsNoOtherWordOfTheirLettersFoldsApartFrom() {
        qt().withExamples(300).withFixedSeed(SEED)
                .forAll(LetterGenerators.wordLists(), SourceDSL.integers().between(1, 7))
                .checkAssert((list, length) -> {
                    Dictionary dictionary = Dictionary.of("test", Alphabet.FRENCH, list);
                    Map<String, Set<String>> foldedByLetters = new HashMap<>();
                    Set<String> folded = new LinkedHashSet<>();
                    for (String word : dictionary.words()) {
                        String f = Alphabet.FRENCH.foldWord(word);
                        if (f.length() == length) {
                            char[] letters = f.toCharArray();
                            Arrays.sort(letters);
                            foldedByLetters.computeIfAbsent(new String(letters), k -> new LinkedHashSet<>()).add(f);
                            folded.add(f);
                        }
                    }
                    List<String> alone = folded.stream().filter(f -> foldedByLetters.values().stream()
                            .filter(group -> group.contains(f)).allMatch(group -> group.size() == 1)).toList();
                    assertThat(dictionary.wordsWithoutAnagram(length)).isEqualTo(alone);
                });
        assertThatThrownBy(() -> Dictionary.of("test", Alphabet.FRENCH, List.of("abc")).wordsWithoutAnagram(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("length");
    }

    @Test
    void wordsAreExactlyTheBruteForceWords() {
        qt().withExamples(300).withFixedSeed(SEED)
                .forAll(LetterGenerators.wordLists(), LetterGenerators.racks(Alphabet.FRENCH, 9, 2))
                .checkAssert((list, rack) -> {
                    AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, list);
                    List<String> found = index.words(rack, 1, Integer.MAX_VALUE).stream().map(WordMatch::word).toList();
                    assertThat(found).isEqualTo(BruteForce.words(Alphabet.FRENCH, index.words(), rack, 1));
                });
    }

    @Test
    void longestIsExactlyTheBruteForceLongest() {
        qt().withExamples(300).withFixedSeed(SEED)
                .forAll(LetterGenerators.wordLists(), LetterGenerators.racks(Alphabet.FRENCH, 9, 2))
                .checkAssert((list, rack) -> {
                    AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, list);
                    List<String> found = index.longest(rack).stream().map(WordMatch::word).toList();
                    assertThat(found).isEqualTo(BruteForce.longest(Alphabet.FRENCH, index.words(), rack));
                });
    }

    @Test
    void anagramsUseEveryTile() {
        qt().withExamples(300).withFixedSeed(SEED)
                .forAll(LetterGenerators.wordLists(), LetterGenerators.racks(Alphabet.FRENCH, 6, 2))
                .checkAssert((list, rack) -> {
                    AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, list);
                    List<String> expected = BruteForce.words(Alphabet.FRENCH, index.words(), rack, rack.size());
                    assertThat(index.anagrams(rack)).extracting(WordMatch::word).isEqualTo(expected);
                });
    }

    @Test
    void blanksStandForExactlyTheMissingLetters() {
        qt().withExamples(300).withFixedSeed(SEED)
                .forAll(LetterGenerators.wordLists(), LetterGenerators.racks(Alphabet.FRENCH, 8, 3))
                .checkAssert((list, rack) -> {
                    AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, list);
                    for (WordMatch m : index.words(rack, 1, Integer.MAX_VALUE)) {
                        String folded = Alphabet.FRENCH.foldWord(m.word());
                        assertThat(m.length()).isEqualTo(folded.length());
                        assertThat(m.blanks().length()).isLessThanOrEqualTo(rack.blanks());
                        int[] need = new int[Alphabet.FRENCH.size()];
                        folded.chars().forEach(c -> need[Alphabet.FRENCH.indexOf((char) c)]++);
                        StringBuilder missing = new StringBuilder();
                        for (int l = 0; l < need.length; l++) {
                            missing.append(String.valueOf(Alphabet.FRENCH.letter(l))
                                    .repeat(Math.max(0, need[l] - rack.counts()[l])));
                        }
                        assertThat(m.blanks()).isEqualTo(missing.toString());
                    }
                });
    }

    @Test
    void theLimitKeepsTheLongestWords() {
        qt().withExamples(200).withFixedSeed(SEED)
                .forAll(LetterGenerators.wordLists(), LetterGenerators.racks(Alphabet.FRENCH, 9, 1))
                .checkAssert((list, rack) -> {
                    AnagramIndex index = AnagramIndex.of(Alphabet.FRENCH, list);
                    List<WordMatch> all = index.words(rack, 2, Integer.MAX_VALUE);
                    List<WordMatch> some = index.words(rack, 2, 5);
                    assertThat(some).isEqualTo(all.subList(0, Math.min(5, all.size())));
                    assertThat(all).allSatisfy(m -> assertThat(m.length()).isGreaterThanOrEqualTo(2));
                });
    }
}
