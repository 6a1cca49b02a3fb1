package chiffreslettres.jeu.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The puzzles of a day: everyone gets the same ones for a variant and a date.
 *
 * <p>The rule, which does not change between versions: the seed is the first eight bytes (big-endian)
 * of the SHA-256 of the UTF-8 text {@code "chiffres-lettres daily v1 " + variant.name() + " " + date}
 * (ISO date), and each puzzle draws from its own stream of that seed ({@code StableRandom}: SplitMix64
 * and bounded draws written in this library). Digits: five puzzles of difficulty 1 to 5 ({@link
 * Draws#digitsDay}), scored in stars. Every other variant: a numbers game that can be solved exactly
 * (one large tile where the player chooses), a rack of its letters round (four vowels in nine or ten
 * letters, the round's minimums kept), and for Countdown a conundrum from its word list. A change to a
 * word list can change a day's conundrum; nothing else does. Immutable and thread-safe.
 *
 * @param variant    the variant
 * @param date       the day
 * @param challenges the day's puzzles, in order
 */
public record Daily(Variant variant, LocalDate date, List<Challenge> challenges) {

    /** What a solved daily conundrum scores, as Countdown's conundrum does. */
    public static final int CONUNDRUM_POINTS = 10;

    /** @throws NullPointerException if an argument is null */
    public Daily {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(date, "date");
        challenges = List.copyOf(challenges);
    }

    /** One of the day's puzzles. */
    public sealed interface Challenge permits Numbers, Letters, Anagram {
    }

    /**
     * A numbers game.
     *
     * @param problem    the tiles and target
     * @param difficulty 1 to 5 for Digits' five puzzles, 0 otherwise
     */
    public record Numbers(Problem problem, int difficulty) implements Challenge {
    }

    /**
     * A letters round's rack.
     *
     * @param rack the letters drawn
     */
    public record Letters(String rack) implements Challenge {
    }

    /**
     * A conundrum.
     *
     * @param puzzle the scramble and its answer (show only the scramble until the player gives up)
     */
    public record Anagram(Conundrum.Puzzle puzzle) implements Challenge {
    }

    /**
     * The puzzles of {@code variant} on {@code date}, drawn by the rule above.
     *
     * @throws IllegalStateException if the word list of a conundrum is not on the class path
     * @throws NullPointerException if an argument is null
     */
    public static Daily of(Variant variant, LocalDate date) {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(date, "date");
        long seed = seedOf(variant, date);
        List<Challenge> out = new ArrayList<>();
        if (variant == Variant.DIGITS) {
            List<Problem> day = Draws.digitsDay(StableRandom.of(seed, 0));
            for (int i = 0; i < day.size(); i++) {
                out.add(new Numbers(day.get(i), i + 1));
            }
            return new Daily(variant, date, out);
        }
        out.add(new Numbers(Draws.solvableNumbers(variant.numbers(), ComputerPicks.large(variant.numbers()),
                StableRandom.of(seed, 1)), 0));
        if (variant.letters().isPresent() && variant.letters().get().piles().drawable()) {
            LettersRound letters = variant.letters().get();
            out.add(new Letters(Draws.letters(letters, ComputerPicks.letters(letters), StableRandom.of(seed, 2))));
            if (variant == Variant.COUNTDOWN) {
                out.add(new Anagram(Conundrum.of(Dictionaries.get(letters.language(), letters.rules()))
                        .draw(StableRandom.of(seed, 3))));
            }
        }
        return new Daily(variant, date, out);
    }

    /**
     * What a player's answer to one of the day's puzzles is worth.
     *
     * @param accepted whether it counts: a legal calculation, a word of the list from the rack, the
     *                 conundrum's word
     * @param message  the judgement in words
     * @param points   the points the variant gives it (Digits: stars), 0 when rejected
     * @param best     the best possible: the most natural best calculation ({@code "expression = value"}),
     *                 at most five of the longest words, or the conundrum's word
     */
    public record Check(boolean accepted, String message, int points, List<String> best) {
        /** @throws NullPointerException if the message or the best is null */
        public Check {
            Objects.requireNonNull(message, "message");
            best = List.copyOf(best);
        }
    }

    /**
     * Judges an answer to puzzle {@code index} and scores it by the variant: a numbers answer by its
     * table (Digits: stars), a word by its length, the conundrum 10.
     *
     * @throws IndexOutOfBoundsException if there is no such puzzle
     * @throws IllegalStateException if the word list of a letters puzzle is not on the class path
     * @throws NullPointerException if {@code answer} is null
     */
    public Check check(int index, String answer) {
        Objects.requireNonNull(answer, "answer");
        Challenge challenge = challenges.get(index);
        if (challenge instanceof Numbers n) {
            Answer judged = RoundJudge.calculation(n.problem(), answer);
            return new Check(judged.valid(), judged.message(), judged.valid() ? variant.numbers().score(judged.distance())
                    : 0, List.of(Best.calculationText(n.problem())));
        }
        LettersRound letters = variant.letters().orElseThrow();
        Dictionary list = Dictionaries.get(letters.language(), letters.rules());
        if (challenge instanceof Letters l) {
            Answer judged = RoundJudge.word(letters, list, l.rack(), answer);
            return new Check(judged.valid(), judged.message(), judged.valid() ? letters.score((int) judged.value()) : 0,
                    Best.someLongestWords(list, l.rack()));
        }
        Conundrum.Puzzle puzzle = ((Anagram) challenge).puzzle();
        boolean right = Conundrum.of(list).isAnswer(puzzle, answer);
        return new Check(right, right ? "right" : "wrong", right ? CONUNDRUM_POINTS : 0, List.of(puzzle.answer()));
    }

    /** The best possible answers of puzzle {@code index}, as {@link Check#best()} gives them. */
    public List<String> best(int index) {
        Challenge challenge = challenges.get(index);
        if (challenge instanceof Numbers n) {
            return List.of(Best.calculationText(n.problem()));
        }
        if (challenge instanceof Letters l) {
            LettersRound letters = variant.letters().orElseThrow();
            return Best.someLongestWords(Dictionaries.get(letters.language(), letters.rules()), l.rack());
        }
        return List.of(((Anagram) challenge).puzzle().answer());
    }

    /** The seed of a variant's day, by the rule above. */
    public static long seedOf(Variant variant, LocalDate date) {
        return StableRandom.seedOf("chiffres-lettres daily v1 " + variant.name() + " " + date);
    }

    /**
     * A text to share a result that gives away no answer: the variant, the date, and per puzzle the stars
     * (Digits: ★ per star of 3) or the points.
     *
     * @param points the points (Digits: stars) scored on each puzzle, in order
     * @throws IllegalArgumentException if there is not one score per puzzle, or a score is negative
     */
    public String shareText(List<Integer> points) {
        Objects.requireNonNull(points, "points");
        if (points.size() != challenges.size() || points.stream().anyMatch(p -> p == null || p < 0)) {
            throw new IllegalArgumentException("points: one score of 0 or more per puzzle (" + challenges.size()
                    + "), got " + points);
        }
        StringBuilder text = new StringBuilder("chiffres-lettres daily · " + variant.name() + " · " + date + "\n");
        int total = 0;
        for (int i = 0; i < challenges.size(); i++) {
            int p = points.get(i);
            total += p;
            if (variant == Variant.DIGITS) {
                text.append(i > 0 ? " " : "").append("★".repeat(Math.min(3, p))).append("☆".repeat(3 - Math.min(3, p)));
            } else {
                Challenge c = challenges.get(i);
                String what = c instanceof Numbers ? "Numbers" : c instanceof Letters ? "Letters" : "Conundrum";
                text.append(i > 0 ? " · " : "").append(what).append(' ').append(p);
            }
        }
        return text.append("\nTotal ").append(total).toString();
    }
}
