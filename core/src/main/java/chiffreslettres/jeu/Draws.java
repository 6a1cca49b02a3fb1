package chiffreslettres.jeu;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Random draws of a show's rounds. Every draw takes its randomness from the given generator, so a
 * seeded generator gives the same draws again. Stateless and thread-safe (the generator is the
 * caller's).
 */
public final class Draws {

    /** A pile a player asks a letter from. */
    public enum Pile {
        /** A vowel. */
        VOWEL,
        /** A consonant. */
        CONSONANT
    }

    private static final int SOLVABLE_ATTEMPTS = 1_000;

    private Draws() {
    }

    /**
     * A numbers game: tiles drawn without replacement, then a target uniform in the round's range.
     *
     * @param large how many large tiles the player asks for, when the round lets the player choose
     * @throws IllegalArgumentException if {@code large} is outside the round's range
     */
    public static Problem numbers(NumbersRound round, int large, RandomGenerator random) {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(random, "random");
        List<Long> tiles = new ArrayList<>();
        if (round.playerChoosesLarge()) {
            if (large < round.minLarge() || large > round.maxLarge()) {
                throw new IllegalArgumentException("large: " + round.minLarge() + " to " + round.maxLarge()
                        + " large tiles may be asked for, got " + large);
            }
            tiles.addAll(take(round.largeTiles(), large, random));
            tiles.addAll(take(round.smallTiles(), round.tileCount() - large, random));
        } else {
            List<Long> bag = new ArrayList<>(round.smallTiles());
            bag.addAll(round.largeTiles());
            tiles.addAll(take(bag, round.tileCount(), random));
        }
        long target = random.nextLong(round.minTarget(), round.maxTarget() + 1);
        return new Problem(target, tiles, round.rules());
    }

    /**
     * A numbers game whose target can be reached exactly: tiles and target are drawn again until it
     * can (each check is a complete search).
     *
     * @throws IllegalStateException if no solvable game was drawn in 1,000 attempts
     */
    public static Problem solvableNumbers(NumbersRound round, int large, RandomGenerator random) {
        for (int attempt = 0; attempt < SOLVABLE_ATTEMPTS; attempt++) {
            Problem p = numbers(round, large, random);
            if (Chiffres.target(p.target()).tiles(p.tiles()).rules(p.rules()).limit(1)
                    .strategy(SearchStrategy.bestAnswer()).budget(Budget.unlimited()).solve().isExact()) {
                return p;
            }
        }
        throw new IllegalStateException("no solvable game in " + SOLVABLE_ATTEMPTS + " draws of " + round);
    }

    /**
     * A numbers game of the given {@link Analysis#difficulty() difficulty}, 1 (easy) to 5 (hard or not
     * solvable): games are drawn again until one rates so (each rating is a complete search).
     *
     * @param large how many large tiles the player asks for, when the round lets the player choose
     * @throws IllegalArgumentException if {@code difficulty} is not 1 to 5 or {@code large} is out of range
     * @throws IllegalStateException if no such game was drawn in 1,000 attempts: difficulty 1 needs an
     *     obvious large-tile product, so it never comes with no large tile
     */
    public static Problem numbersOfDifficulty(NumbersRound round, int large, int difficulty, RandomGenerator random) {
        if (difficulty < 1 || difficulty > 5) {
            throw new IllegalArgumentException("difficulty must be 1 to 5, got " + difficulty);
        }
        for (int attempt = 0; attempt < SOLVABLE_ATTEMPTS; attempt++) {
            Problem p = numbers(round, large, random);
            if (Analysis.of(p).difficulty() == difficulty) {
                return p;
            }
        }
        throw new IllegalStateException("no game of difficulty " + difficulty + " in " + SOLVABLE_ATTEMPTS
                + " draws of " + round);
    }

    /**
     * A Digits puzzle of the given difficulty, 1 (easiest) to 5: six distinct tiles up to 25 and a
     * reachable target, larger with the difficulty (40–129 at 1, 400–489 at 5).
     *
     * @throws IllegalArgumentException if {@code difficulty} is not 1 to 5
     */
    public static Problem digits(int difficulty, RandomGenerator random) {
        if (difficulty < 1 || difficulty > 5) {
            throw new IllegalArgumentException("difficulty must be 1 to 5, got " + difficulty);
        }
        long min = 40 + 90L * (difficulty - 1);
        return solvableNumbers(Variant.DIGITS.numbers().withTargets(min, min + 89), 0, random);
    }

    /**
     * A day of Digits: five puzzles of rising difficulty, 1 to 5, as {@link #digits(int, RandomGenerator)}
     * draws them one after the other.
     */
    public static List<Problem> digitsDay(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        List<Problem> day = new ArrayList<>(5);
        for (int difficulty = 1; difficulty <= 5; difficulty++) {
            day.add(digits(difficulty, random));
        }
        return List.copyOf(day);
    }

    /**
     * A rack drawn pile by pile as the player asks, without replacement from the round's piles: letter by
     * letter as {@link #nextLetter} draws them, with one generator.
     *
     * @param choices one pile a letter, as many as the round's letter count
     * @throws IllegalArgumentException if the choices are not the round's count or break its minimum
     *     vowels or consonants, or the round has no piles
     */
    public static String letters(LettersRound round, List<Pile> choices, RandomGenerator random) {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(choices, "choices");
        Objects.requireNonNull(random, "random");
        requirePiles(round);
        if (choices.size() != round.letterCount()) {
            throw new IllegalArgumentException("choices: " + round.letterCount() + " letters are drawn, got "
                    + choices.size() + " choices");
        }
        long vowels = choices.stream().filter(p -> p == Pile.VOWEL).count();
        if (vowels < round.minVowels() || choices.size() - vowels < round.minConsonants()) {
            throw new IllegalArgumentException("choices: at least " + round.minVowels() + " vowels and "
                    + round.minConsonants() + " consonants, got " + vowels + " and " + (choices.size() - vowels));
        }
        String rack = "";
        for (Pile pile : choices) {
            rack += nextLetter(round, rack, pile, random);
        }
        return rack;
    }

    /**
     * The next letter of a rack drawn pile by pile: one of the letters of {@code pile} that the rack has
     * not taken yet, each copy equally likely.
     *
     * @param rackSoFar the letters drawn so far, from the round's piles
     * @throws IllegalArgumentException if the round has no piles or the rack holds a letter of neither
     * @throws IllegalStateException if the rack is full, or this pick would leave too few picks for the
     *     round's minimum vowels or consonants (the message names the rule)
     */
    public static char nextLetter(LettersRound round, String rackSoFar, Pile pile, RandomGenerator random) {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(rackSoFar, "rackSoFar");
        Objects.requireNonNull(pile, "pile");
        Objects.requireNonNull(random, "random");
        requirePiles(round);
        String refusal = refusal(round, rackSoFar, pile);
        if (refusal != null) {
            throw new IllegalStateException(refusal);
        }
        List<Character> left = expand(pile == Pile.VOWEL ? round.vowels() : round.consonants());
        for (char taken : rackSoFar.toCharArray()) {
            left.remove(Character.valueOf(taken));
        }
        return left.remove(random.nextInt(left.size()));
    }

    /**
     * Why a player may not ask for a letter of {@code pile} now, or null when they may: the rack is full,
     * the pile is spent, or the picks left could no longer meet the minimum vowels or consonants.
     *
     * @throws IllegalArgumentException if the rack holds a letter of neither pile
     */
    public static String refusal(LettersRound round, String rackSoFar, Pile pile) {
        Phrase phrase = refusalPhrase(round, rackSoFar, pile);
        return phrase == null ? null : phrase.toString();
    }

    /**
     * {@link #refusal} as a {@link Phrase}, to write in the player's language; null when the pile may be
     * drawn from.
     *
     * @throws IllegalArgumentException if the rack holds a letter of neither pile
     */
    public static Phrase refusalPhrase(LettersRound round, String rackSoFar, Pile pile) {
        int vowels = 0;
        for (char c : rackSoFar.toCharArray()) {
            Pile of = round.piles().pileOf(c);
            if (of == null) {
                throw new IllegalArgumentException("rack: '" + c + "' is in neither pile of " + round.piles().source());
            }
            vowels += of == Pile.VOWEL ? 1 : 0;
        }
        int consonants = rackSoFar.length() - vowels;
        int left = round.letterCount() - rackSoFar.length();
        if (left <= 0) {
            return Phrase.of("draw.rack-full", round.letterCount());
        }
        int pileSize = (pile == Pile.VOWEL ? round.vowels() : round.consonants()).values().stream()
                .mapToInt(Integer::intValue).sum();
        if ((pile == Pile.VOWEL ? vowels : consonants) >= pileSize) {
            return Phrase.of(pile == Pile.VOWEL ? "draw.no-vowel-left" : "draw.no-consonant-left");
        }
        if (pile == Pile.CONSONANT && vowels + left - 1 < round.minVowels()) {
            return Phrase.of("draw.vowel-needed", round.minVowels());
        }
        if (pile == Pile.VOWEL && consonants + left - 1 < round.minConsonants()) {
            return Phrase.of("draw.consonant-needed", round.minConsonants());
        }
        return null;
    }

    private static void requirePiles(LettersRound round) {
        if (!round.piles().drawable()) {
            throw new IllegalArgumentException("this round has no letter piles to draw from");
        }
    }

    private static List<Character> expand(Map<Character, Integer> pile) {
        List<Character> out = new ArrayList<>();
        pile.forEach((letter, copies) -> {
            for (int i = 0; i < copies; i++) {
                out.add(letter);
            }
        });
        out.sort(null);
        return out;
    }

    private static List<Long> take(List<Long> bag, int count, RandomGenerator random) {
        List<Long> left = new ArrayList<>(bag);
        List<Long> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(left.remove(random.nextInt(left.size())));
        }
        return out;
    }
}
