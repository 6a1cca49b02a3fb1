package chiffreslettres.jeu.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/** The conundrum against a scan of the list written in the test. */
class ConundrumProperties {

    /** Random lists over a few letters, so that many words share their letters. */
    private static Gen<List<String>> lists() {
        return SourceDSL.longs().all().map(seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            List<String> words = new ArrayList<>();
            int size = 20 + random.nextInt(200);
            for (int i = 0; i < size; i++) {
                int length = 3 + random.nextInt(7);
                StringBuilder w = new StringBuilder();
                for (int j = 0; j < length; j++) {
                    w.append("aeinrst".charAt(random.nextInt(7)));
                }
                words.add(w.toString());
            }
            return words;
        });
    }

    private static String sorted(String word) {
        char[] c = word.toCharArray();
        Arrays.sort(c);
        return new String(c);
    }

    /** The plain definition: nine letters, and no other word of the list has the same letters. */
    private static List<String> byScan(List<String> words) {
        List<String> out = new ArrayList<>();
        for (String w : new java.util.LinkedHashSet<>(words)) {
            if (w.length() == 9 && words.stream().filter(o -> !o.equals(w)).noneMatch(o -> sorted(o).equals(sorted(w)))) {
                out.add(w);
            }
        }
        return out;
    }

    @Test
    void theConundrumWordsAreTheOnlyWordsOfTheirLetters() {
        qt().withExamples(300).forAll(lists()).checkAssert(words -> {
            Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words);
            Conundrum conundrum = Conundrum.of(list, 9);
            assertThat(conundrum.words()).containsExactlyInAnyOrderElementsOf(byScan(words));
        });
    }

    @Test
    void everyDrawIsAScrambleWhoseOnlyWordIsTheAnswer() {
        qt().withExamples(300).forAll(lists(), SourceDSL.longs().all()).checkAssert((words, seed) -> {
            Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words);
            Conundrum conundrum = Conundrum.of(list, 9);
            if (conundrum.count() == 0) {
                assertThatThrownBy(() -> conundrum.draw(seed)).isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("no word of 9 letters");
                return;
            }
            Conundrum.Puzzle p = conundrum.draw(seed);
            assertThat(sorted(p.scramble())).isEqualTo(sorted(p.answer()));
            assertThat(words).doesNotContain(p.scramble());
            assertThat(words.stream().filter(w -> sorted(w).equals(sorted(p.scramble()))).distinct())
                    .containsExactly(p.answer());
            assertThat(conundrum.isAnswer(p, p.answer().toUpperCase())).isTrue();
            assertThat(conundrum.isAnswer(p, p.scramble())).isFalse();
            assertThat(conundrum.draw(seed)).isEqualTo(p);
        });
    }

    @Test
    void aScrambleIsTwoWordsWhereTheListAllows() {
        Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, List.of("countdown", "down", "count", "cot"));
        Conundrum.Puzzle p = Conundrum.of(list).draw(1);
        assertThat(p.answer()).isEqualTo("countdown");
        assertThat(p.scramble()).isIn("downcount");
        assertThat(Conundrum.of(list)).isSameAs(Conundrum.of(list));
        assertThatThrownBy(() -> Conundrum.of(list, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("4 to");
    }

    /** A commonness per word drawn from the word itself, so that a list and its reference agree. */
    private static int classOf(String word) {
        return Math.floorMod(word.hashCode(), 6);
    }

    @Test
    void aBandKeepsTheAnswersCommonEnoughThatAreStillTheOnlyWordsOfTheirLettersInTheWholeList() {
        qt().withExamples(300).forAll(lists(), SourceDSL.integers().between(0, 5)).checkAssert((words, band) -> {
            Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words, ConundrumProperties::classOf);
            List<String> answers = words.subList(0, words.size() / 2);
            Dictionary answerList = Dictionary.of("answers", Alphabet.ENGLISH, answers, ConundrumProperties::classOf);
            Conundrum conundrum = Conundrum.of(list, answerList, 9, band);
            List<String> expected = byScan(words).stream()
                    .filter(w -> answers.contains(w) && classOf(w) >= band).toList();
            assertThat(conundrum.words()).containsExactlyInAnyOrderElementsOf(expected);
        });
    }

    @Test
    void theAnswerIsWrittenAsTheListWritesItTheScrambleFoldedAndABadBandIsRefused() {
        Dictionary list = Dictionary.of("test", Alphabet.FRENCH, List.of("étudiante", "étudiant", "dent", "étui"),
                w -> 3);
        Conundrum conundrum = Conundrum.of(list, list, 9, 3);
        assertThat(conundrum.words()).containsExactly("etudiante");
        Conundrum.Puzzle p = conundrum.draw(0, new chiffreslettres.random.StableRandom(7));
        assertThat(p.answer()).isEqualTo("étudiante");
        assertThat(p.scramble()).matches("[a-z]{9}").isNotEqualTo("etudiante");
        assertThat(conundrum.isAnswer(p, "ÉTUDIANTE")).isTrue();
        assertThat(conundrum.isAnswer(p, "etudiante")).isTrue();
        // Of two written forms that fold alike, the commonest: neutralisé (the participle) over neutralise.
        Dictionary twins = Dictionary.of("twins", Alphabet.FRENCH, List.of("neutralise", "neutralisé"),
                w -> w.equals("neutralisé") ? 9 : 4);
        assertThat(Conundrum.of(twins, 10).draw(0, new chiffreslettres.random.StableRandom(7)).answer())
                .isEqualTo("neutralisé");
        Dictionary twinsOtherWay = Dictionary.of("twins", Alphabet.FRENCH, List.of("neutralise", "neutralisé"),
                w -> w.equals("neutralisé") ? 4 : 9);
        assertThat(Conundrum.of(twinsOtherWay, 10).draw(0, new chiffreslettres.random.StableRandom(7)).answer())
                .isEqualTo("neutralise");
        assertThat(Conundrum.of(list, list, 9, 4).count()).isZero();
        assertThatThrownBy(() -> Conundrum.of(list, list, 9, 26)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("minCommonness: 0 to 25");
        Dictionary plain = Dictionary.of("plain", Alphabet.FRENCH, List.of("étudiante"));
        assertThatThrownBy(() -> Conundrum.of(plain, plain, 9, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no word frequencies");
        assertThatThrownBy(() -> conundrum.draw(1, new chiffreslettres.random.StableRandom(7)))
                .isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void aDrawComesUpAsOftenAsTheWordsWeightOneFourOrSixteenByItsClassAboveTheBand() {
        qt().withExamples(100).forAll(lists(), SourceDSL.integers().between(0, 3)).checkAssert((words, band) -> {
            Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words, ConundrumProperties::classOf);
            Conundrum conundrum = Conundrum.of(list, list, 9, band);
            int total = 0;
            for (int i = 0; i < conundrum.count(); i++) {
                int above = classOf(conundrum.words().get(i)) - band;
                assertThat(conundrum.weight(i)).isEqualTo(band == 0 ? 1 : above >= 2 ? 16 : above == 1 ? 4 : 1);
                total += conundrum.weight(i);
            }
            int[] drawn = new int[conundrum.count()];
            for (int r = 0; r < total; r++) {
                int first = r;
                java.util.random.RandomGenerator fixed = new java.util.random.RandomGenerator() {
                    private final chiffreslettres.random.StableRandom rest = new chiffreslettres.random.StableRandom(first);
                    private boolean used;

                    @Override
                    public long nextLong() {
                        return rest.nextLong();
                    }

                    @Override
                    public int nextInt(int bound) {
                        if (!used) {
                            used = true;
                            return first;
                        }
                        return rest.nextInt(bound);
                    }
                };
                drawn[conundrum.words().indexOf(conundrum.draw(fixed).answer())]++;
            }
            for (int i = 0; i < drawn.length; i++) {
                assertThat(drawn[i]).isEqualTo(conundrum.weight(i));
            }
        });
    }
}
