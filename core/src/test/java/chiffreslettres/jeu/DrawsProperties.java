package chiffreslettres.jeu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws.Pile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Draws are legal for their show, reproducible from a seed, and follow the piles' frequencies. */
class DrawsProperties {

    private static final long SEED = 20261121L;
    private static final List<Variant> VARIANTS = List.of(Variant.COUNTDOWN, Variant.DES_CHIFFRES_ET_DES_LETTRES,
            Variant.CIFRAS_Y_LETRAS, Variant.DIGITS, Variant.TWENTY_FOUR);

    @Test
    void numbersDrawsAreLegalForTheirShow() {
        qt().withExamples(400).withFixedSeed(SEED)
                .forAll(integers().between(0, VARIANTS.size() - 1), integers().between(0, 4), longs().all())
                .checkAssert((v, large, seed) -> {
                    NumbersRound round = VARIANTS.get(v).numbers();
                    int asked = Math.min(large, round.maxLarge());
                    Problem p = Draws.numbers(round, asked, new SplittableRandom(seed));
                    assertThat(p.tiles()).hasSize(round.tileCount());
                    assertThat(p.target()).isBetween(round.minTarget(), round.maxTarget());
                    List<Long> bag = new ArrayList<>(round.smallTiles());
                    bag.addAll(round.largeTiles());
                    for (Long tile : p.tiles()) {
                        assertThat(bag.remove(tile)).as("%s from %s", p.tiles(), round).isTrue();
                    }
                    if (round.playerChoosesLarge()) {
                        assertThat(p.tiles().stream().filter(round.largeTiles()::contains)).hasSize(asked);
                    }
                    assertThat(Draws.numbers(round, asked, new SplittableRandom(seed))).isEqualTo(p);
                });
    }

    @Test
    void drawsOfADifficultyRateAtThatDifficulty() {
        qt().withExamples(25).withFixedSeed(SEED)
                .forAll(integers().between(1, 5), integers().between(0, 4), longs().all())
                .assuming((difficulty, large, seed) -> difficulty > 1 || large > 0)
                .checkAssert((difficulty, large, seed) -> {
                    NumbersRound round = Variant.COUNTDOWN.numbers();
                    Problem p = Draws.numbersOfDifficulty(round, large, difficulty, new SplittableRandom(seed));
                    assertThat(Analysis.of(p).difficulty()).isEqualTo(difficulty);
                    assertThat(p.tiles().stream().filter(round.largeTiles()::contains)).hasSize(large);
                });
    }

    @Test
    void aDigitsDayHasFivePuzzlesOfRisingTargets() {
        qt().withExamples(10).withFixedSeed(SEED).forAll(longs().all()).checkAssert(seed -> {
            List<Problem> day = Draws.digitsDay(new SplittableRandom(seed));
            assertThat(day).hasSize(5);
            for (int i = 0; i < 5; i++) {
                assertThat(day.get(i).target()).isBetween(40 + 90L * i, 129 + 90L * i);
                assertThat(day.get(i).tiles()).hasSize(6).allSatisfy(t -> assertThat(t).isBetween(1L, 25L));
            }
            assertThat(Draws.digitsDay(new SplittableRandom(seed))).isEqualTo(day);
        });
    }

    @Test
    void withoutALargeTileNoGameIsOfTheEasiestKind() {
        assertThatThrownBy(() -> Draws.numbersOfDifficulty(Variant.COUNTDOWN.numbers(), 0, 1, new SplittableRandom(1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("difficulty 1");
        assertThatThrownBy(() -> Draws.numbersOfDifficulty(Variant.COUNTDOWN.numbers(), 0, 6, new SplittableRandom(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("difficulty");
    }

    @Test
    void solvableDrawsAreSolvableAndDigitsPuzzlesGrowWithTheirDifficulty() {
        qt().withExamples(40).withFixedSeed(SEED).forAll(integers().between(1, 5), longs().all())
                .checkAssert((difficulty, seed) -> {
                    Problem p = Draws.digits(difficulty, new SplittableRandom(seed));
                    assertThat(Chiffres.target(p.target()).tiles(p.tiles()).solve().isExact()).isTrue();
                    assertThat(p.target()).isBetween(40 + 90L * (difficulty - 1), 129 + 90L * (difficulty - 1));
                    assertThat(p.tiles()).doesNotHaveDuplicates().allSatisfy(t -> assertThat(t).isBetween(1L, 25L));
                    Problem uk = Draws.solvableNumbers(Variant.COUNTDOWN.numbers(), 2, new SplittableRandom(seed));
                    assertThat(Chiffres.target(uk.target()).tiles(uk.tiles()).solve().isExact()).isTrue();
                });
    }

    @Test
    void letterDrawsFollowTheChoicesAndThePiles() {
        LettersRound round = Variant.COUNTDOWN.letters().orElseThrow();
        qt().withExamples(300).withFixedSeed(SEED).forAll(integers().between(3, 5), longs().all())
                .checkAssert((vowels, seed) -> {
                    List<Pile> choices = new ArrayList<>(Collections.nCopies(vowels, Pile.VOWEL));
                    choices.addAll(Collections.nCopies(9 - vowels, Pile.CONSONANT));
                    Collections.shuffle(choices, new java.util.Random(seed));
                    String rack = Draws.letters(round, choices, new SplittableRandom(seed));
                    assertThat(rack).hasSize(9);
                    for (int i = 0; i < 9; i++) {
                        Map<Character, Integer> pile = choices.get(i) == Pile.VOWEL ? round.vowels() : round.consonants();
                        assertThat(pile).containsKey(rack.charAt(i));
                    }
                    assertThat(Draws.letters(round, choices, new SplittableRandom(seed))).isEqualTo(rack);
                });
    }

    @Test
    void overManyDrawsLettersComeAsOftenAsThePilesSay() {
        LettersRound round = Variant.COUNTDOWN.letters().orElseThrow();
        List<Pile> choices = List.of(Pile.VOWEL, Pile.VOWEL, Pile.VOWEL, Pile.CONSONANT, Pile.CONSONANT,
                Pile.CONSONANT, Pile.CONSONANT, Pile.CONSONANT, Pile.CONSONANT);
        SplittableRandom random = new SplittableRandom(SEED);
        Map<Character, Integer> firstVowel = new HashMap<>();
        int draws = 30_000;
        for (int i = 0; i < draws; i++) {
            firstVowel.merge(Draws.letters(round, choices, random).charAt(0), 1, Integer::sum);
        }
        int pileSize = round.vowels().values().stream().mapToInt(Integer::intValue).sum();
        round.vowels().forEach((letter, copies) -> {
            double expected = (double) copies / pileSize;
            double seen = firstVowel.getOrDefault(letter, 0) / (double) draws;
            // five standard deviations of a binomial proportion
            double tolerance = 5 * Math.sqrt(expected * (1 - expected) / draws);
            assertThat(seen).as("letter %s", letter).isCloseTo(expected, org.assertj.core.data.Offset.offset(tolerance));
        });
    }

    @Test
    void badChoicesAreRejected() {
        LettersRound round = Variant.COUNTDOWN.letters().orElseThrow();
        SplittableRandom random = new SplittableRandom(1);
        assertThatThrownBy(() -> Draws.letters(round, Collections.nCopies(9, Pile.VOWEL), random))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 3 vowels and 4 consonants");
        assertThatThrownBy(() -> Draws.letters(round, Collections.nCopies(3, Pile.VOWEL), random))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("9 letters");
        LettersRound withoutPiles = Variant.DES_CHIFFRES_ET_DES_LETTRES.letters().orElseThrow()
                .withPiles(chiffreslettres.jeu.LetterPiles.NONE);
        assertThatThrownBy(() -> Draws.letters(withoutPiles, Collections.nCopies(10, Pile.VOWEL), random))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no letter piles");
        assertThatThrownBy(() -> Draws.numbers(Variant.COUNTDOWN.numbers(), 5, random))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 to 4");
        assertThatThrownBy(() -> Draws.digits(6, random)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void scoringFollowsTheShows() {
        NumbersRound uk = Variant.COUNTDOWN.numbers();
        assertThat(List.of(uk.score(0), uk.score(1), uk.score(5), uk.score(6), uk.score(10), uk.score(11)))
                .containsExactly(10, 7, 7, 5, 5, 0);
        NumbersRound digits = Variant.DIGITS.numbers();
        assertThat(List.of(digits.score(0), digits.score(10), digits.score(25), digits.score(26)))
                .containsExactly(3, 2, 1, 0);
        NumbersRound dcdl = Variant.DES_CHIFFRES_ET_DES_LETTRES.numbers();
        assertThat(List.of(dcdl.score(0), dcdl.score(1), dcdl.score(500))).containsExactly(10, 6, 6);
        assertThat(Variant.CIFRAS_Y_LETRAS.numbers().score(0)).isZero();
        NumbersRound revival = Variant.CIFRAS_Y_LETRAS_2024.numbers();
        assertThat(List.of(revival.score(0), revival.score(1), revival.score(99))).containsExactly(10, 7, 7);
        LettersRound revivalLetters = Variant.CIFRAS_Y_LETRAS_2024.letters().orElseThrow();
        assertThat(List.of(revivalLetters.score(4), revivalLetters.score(5), revivalLetters.score(10)))
                .containsExactly(0, 5, 10);
        LettersRound countdown = Variant.COUNTDOWN.letters().orElseThrow();
        assertThat(List.of(countdown.score(8), countdown.score(9))).containsExactly(8, 18);
        LettersRound french = Variant.DES_CHIFFRES_ET_DES_LETTRES.letters().orElseThrow();
        assertThat(List.of(french.score(9), french.score(10))).containsExactly(9, 10);
        assertThat(Variant.DIGITS.letters()).isEmpty();
        assertThat(Variant.COUNTDOWN.numbers().time()).contains(java.time.Duration.ofSeconds(30));
        assertThat(Variant.COUNTDOWN.numbers().withTargets(101, 999).minTarget()).isEqualTo(101);
    }

    @Test
    void roundsRejectImpossibleSettings() {
        NumbersRound uk = Variant.COUNTDOWN.numbers();
        assertThatThrownBy(() -> uk.withTargets(0, 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ScoreBand(-1, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new NumbersRound(uk.smallTiles(), uk.largeTiles(), 30, 0, 4, true, 1, 9,
                uk.time(), uk.scoring())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bag");
        assertThatThrownBy(() -> new NumbersRound(uk.smallTiles(), uk.largeTiles(), 6, 0, 5, true, 1, 9,
                uk.time(), uk.scoring())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("large");
        LettersRound c = Variant.COUNTDOWN.letters().orElseThrow();
        assertThatThrownBy(() -> new LettersRound(c.language(), chiffreslettres.lettres.WordRules.CIFRAS_Y_LETRAS, 9,
                c.piles(), 3, 4, 1, c.time(), true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LettersRound(c.language(), c.rules(), 5, c.piles(), 3, 4, 1,
                c.time(), true)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("impossible");
        assertThatThrownBy(() -> new LettersRound(c.language(), c.rules(), 9, c.piles(), 3, 4, 10,
                c.time(), true)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minWordLength");
    }
}
