package chiffreslettres.jeu.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Phrase;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.lettres.WordRules;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The puzzles of a day: everyone gets the same ones for a variant and a date.
 *
 * <p>The rules are versioned, and a day keeps the rule it was first played under: rule 1 until
 * {@link #RULE_2_FROM} (excluded), rule 2 until {@link #RULE_3_FROM} (excluded), rule 3 from then on
 * ({@link #ruleOf}). A rule's first day is set before any server plays it, so every server draws every
 * day alike. All: the seed is the first
 * eight bytes (big-endian) of the SHA-256 of the UTF-8 text {@code "chiffres-lettres daily v" + rule +
 * " " + variant.name() + " " + date} (ISO date), and each puzzle draws from its own stream of that seed
 * ({@code StableRandom}: SplitMix64 and bounded draws written in this library). Digits: five puzzles of
 * difficulty 1 to 5 ({@link Draws#digitsDay}), scored in stars. Every other variant: a numbers game that
 * can be solved exactly (one large tile where the player chooses), a rack of its letters round (four
 * vowels in nine or ten letters, the round's minimums kept), and for Countdown a conundrum.
 * <ul>
 *   <li>Rule 1: the conundrum is any conundrum word of Countdown's list ({@link Conundrum#of(Dictionary)}),
 *       drawn at random.</li>
 *   <li>Rule 2, words people know: the conundrum is one of the language's common conundrums (as {@link
 *       Conundrum#of(Language)} took them then: the 12,000 commonest English words, no subtitle words),
 *       taken in a fixed order (a shuffle that tends to put the commoner words
 *       first), one a day, so that none comes back before all have been played (more than three years); a rack whose longest words hold no word of
 *       the list's {@link CommonWords#commonest} commonest is drawn again from the next stream, up to
 *       {@value #RACK_DRAWS} times.</li>
 *   <li>Rule 3: rule 2 on the current lists, with the conundrums of today ({@link Conundrum#of(Language)}:
 *       common in film subtitles too). Rules 1 and 2 keep the lists they were played with: every
 *       form ({@link WordRules#ALL}) for Countdown, which became the words SCOWL's British English list
 *       also holds, and for Cifras y Letras (2024), which lost the forms with attached pronouns and kept
 *       only the forms of the Spanish keyboard word list that the Spanish spelling dictionary accepts; the
 *       lists by tags alone ({@link Dictionaries#byTagsAlone}) for Des chiffres et des lettres and Cifras y
 *       Letras, which kept only the forms of the French and Spanish keyboard word lists (the Spanish ones
 *       also of the spelling dictionary, the French ones no part of a locution); rule 3 uses each show's
 *       list of today.</li>
 * </ul>
 * A change to a word list is a new rule from a date; until then no day changes. Immutable and
 * thread-safe.
 *
 * @param variant    the variant
 * @param date       the day
 * @param rule       the rule the day was drawn by, 1 to {@value #CURRENT_RULE}
 * @param challenges the day's puzzles, in order
 */
public record Daily(Variant variant, LocalDate date, int rule, List<Challenge> challenges) {

    /** What a solved daily conundrum scores, as Countdown's conundrum does. */
    public static final int CONUNDRUM_POINTS = 10;
    /** The first day drawn by rule 2. */
    public static final LocalDate RULE_2_FROM = LocalDate.of(2026, 12, 1);
    /** The first day drawn by rule 3. */
    public static final LocalDate RULE_3_FROM = LocalDate.of(2026, 12, 8);
    /** The newest rule. */
    public static final int CURRENT_RULE = 3;
    /** How many racks rule 2 draws at most to find one whose longest words include a common one. */
    public static final int RACK_DRAWS = 50;

    /**
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the rule is not 1 to {@value #CURRENT_RULE}
     */
    public Daily {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(date, "date");
        checkRule(rule);
        challenges = List.copyOf(challenges);
    }

    /**
     * A day's puzzles drawn by the rule of its date ({@link #ruleOf}).
     *
     * @throws NullPointerException if an argument is null
     */
    public Daily(Variant variant, LocalDate date, List<Challenge> challenges) {
        this(variant, date, ruleOf(date), challenges);
    }

    private static int checkRule(int rule) {
        if (rule < 1 || rule > CURRENT_RULE) {
            throw new IllegalArgumentException("rule: 1 to " + CURRENT_RULE + ", got " + rule);
        }
        return rule;
    }

    /**
     * The rule a day is drawn by: 1 before {@link #RULE_2_FROM}, 2 before {@link #RULE_3_FROM}, 3 from
     * then on.
     *
     * @throws NullPointerException if {@code date} is null
     */
    public static int ruleOf(LocalDate date) {
        Objects.requireNonNull(date, "date");
        return date.isBefore(RULE_2_FROM) ? 1 : date.isBefore(RULE_3_FROM) ? 2 : 3;
    }

    /**
     * The word list the day's letters puzzles are judged and revealed by: the show's list of the day's rule
     * (rules 1 and 2 keep every form for Countdown and Cifras y Letras 2024, see the class comment).
     *
     * @throws IllegalStateException if the variant has no letters round, or its list is not on the class path
     */
    public Dictionary wordList() {
        return listOf(variant.letters().orElseThrow(() -> new IllegalStateException(variant.name()
                + " has no letters round")), rule);
    }

    /**
     * The list a rule plays a letters round with: before rule 3, Countdown and Cifras y Letras (2024) kept
     * every form, Des chiffres et des lettres and Cifras y Letras the lists their tags alone chose.
     */
    private static Dictionary listOf(LettersRound letters, int rule) {
        if (rule >= 3) {
            return Dictionaries.get(letters.language(), letters.rules());
        }
        return Dictionaries.BY_TAGS_ALONE.contains(letters.rules())
                ? Dictionaries.byTagsAlone(letters.language(), letters.rules())
                : Dictionaries.get(letters.language(), WordRules.ALL);
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
     * The puzzles of {@code variant} on {@code date}, drawn by the day's rule ({@link #ruleOf}).
     *
     * @throws IllegalStateException if the word list of a letters puzzle is not on the class path
     * @throws NullPointerException if an argument is null
     */
    public static Daily of(Variant variant, LocalDate date) {
        return of(variant, date, ruleOf(date));
    }

    /**
     * The puzzles of {@code variant} on {@code date} drawn by a given rule, to see what a day would be
     * under another rule.
     *
     * @throws IllegalArgumentException if the rule is not 1 to {@value #CURRENT_RULE}
     * @throws IllegalStateException if the word list of a letters puzzle is not on the class path
     * @throws NullPointerException if an argument is null
     */
    public static Daily of(Variant variant, LocalDate date, int rule) {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(date, "date");
        checkRule(rule);
        long seed = seedOf(variant, date, rule);
        List<Challenge> out = new ArrayList<>();
        if (variant == Variant.DIGITS) {
            List<Problem> day = Draws.digitsDay(StableRandom.of(seed, 0));
            for (int i = 0; i < day.size(); i++) {
                out.add(new Numbers(day.get(i), i + 1));
            }
            return new Daily(variant, date, rule, out);
        }
        out.add(new Numbers(Draws.solvableNumbers(variant.numbers(), ComputerPicks.large(variant.numbers()),
                StableRandom.of(seed, 1)), 0));
        if (variant.letters().isPresent() && variant.letters().get().piles().drawable()) {
            LettersRound letters = variant.letters().get();
            Dictionary list = listOf(letters, rule);
            out.add(new Letters(rule == 1 ? Draws.letters(letters, ComputerPicks.letters(letters), StableRandom.of(seed, 2))
                    : rackWithACommonWord(letters, list, seed)));
            if (variant == Variant.COUNTDOWN) {
                out.add(new Anagram(rule == 1 ? Conundrum.of(list).draw(StableRandom.of(seed, 3))
                        : dayConundrum(rule == 2 ? Rule2Conundrums.ENGLISH : Conundrum.of(letters.language()), date,
                        seed)));
            }
        }
        return new Daily(variant, date, rule, out);
    }

    /** Rule 2's rack: the first of the day's racks whose longest words include a common word. */
    private static String rackWithACommonWord(LettersRound letters, Dictionary list, long seed) {
        int common = CommonWords.band(list, letters.language());
        String rack = null;
        for (int draw = 0; draw < RACK_DRAWS; draw++) {
            rack = Draws.letters(letters, ComputerPicks.letters(letters),
                    draw == 0 ? StableRandom.of(seed, 2) : StableRandom.of(seed, 2, draw));
            for (WordMatch best : list.index().longest(Rack.parse(rack, list.alphabet()))) {
                if (best.commonness() >= common) {
                    return rack;
                }
            }
        }
        return rack;
    }

    /**
     * Rule 2's conundrums: {@link Conundrum#of(Language)} for English as it was on the list rule 2 keeps;
     * found on first use (the holder idiom).
     */
    private static final class Rule2Conundrums {
        /** The English band rule 2 was made with: its 12,000 commonest words, no other witness. */
        private static final int RULE_2_ENGLISH_COMMONEST = 12_000;

        static final Conundrum ENGLISH = english();

        private static Conundrum english() {
            Dictionary list = Dictionaries.get(Language.ENGLISH, WordRules.ALL);
            return Conundrum.of(list, list, Conundrum.LENGTH, list.commonnessOfCommonest(RULE_2_ENGLISH_COMMONEST));
        }
    }

    /**
     * Rules 2 and 3's conundrum: the day's place in a fixed order of the language's conundrums, drawn so that the
     * commoner words tend to come first (each word's key is {@code log(u) / weight}, u uniform, highest
     * first: a weighted shuffle).
     */
    private static Conundrum.Puzzle dayConundrum(Conundrum conundrum, LocalDate date, long seed) {
        StableRandom shuffle = new StableRandom(StableRandom.seedOf("chiffres-lettres daily v2 conundrum order"));
        double[] key = new double[conundrum.count()];
        Integer[] order = new Integer[key.length];
        for (int i = 0; i < key.length; i++) {
            key[i] = Math.log(1 - shuffle.nextDouble()) / conundrum.weight(i);
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(key[b], key[a]));
        int day = (int) Math.floorMod(date.toEpochDay() - RULE_2_FROM.toEpochDay(), (long) order.length);
        return conundrum.draw(order[day], StableRandom.of(seed, 3));
    }

    /**
     * What a player's answer to one of the day's puzzles is worth.
     *
     * @param accepted whether it counts: a legal calculation, a word of the list from the rack, the
     *                 conundrum's word
     * @param phrase   the judgement in words, in any of the three languages
     * @param points   the points the variant gives it (Digits: stars), 0 when rejected
     * @param best     the best possible: the most natural best calculation ({@code "expression = value"}),
     *                 at most five of the longest words, or the conundrum's word
     * @param correctable whether the answer was refused for its form, as a slip of the keyboard is, rather
     *                 than judged: a calculation that breaks a rule, a word not in the list or not from the
     *                 rack, a conundrum guess not made of the scramble's letters; a page may let the player
     *                 correct it (a judged answer, right or wrong, is final)
     */
    public record Check(boolean accepted, Phrase phrase, int points, List<String> best, boolean correctable) {
        /** @throws NullPointerException if the phrase or the best is null */
        public Check {
            Objects.requireNonNull(phrase, "phrase");
            best = List.copyOf(best);
        }

        /**
         * A final judgement (not correctable).
         *
         * @throws NullPointerException if the phrase or the best is null
         */
        public Check(boolean accepted, Phrase phrase, int points, List<String> best) {
            this(accepted, phrase, points, best, false);
        }

        /**
         * A final judgement with a message of the caller's, the same in every language.
         *
         * @throws NullPointerException if the message or the best is null
         */
        public Check(boolean accepted, String message, int points, List<String> best) {
            this(accepted, Phrase.text(message), points, best, false);
        }

        /** The judgement in English. */
        public String message() {
            return phrase.toString();
        }

        /** The judgement in the locale's language (English, French or Spanish). */
        public String message(Locale locale) {
            return phrase.in(locale);
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
            return new Check(judged.valid(), judged.phrase(), judged.valid() ? variant.numbers().score(judged.distance())
                    : 0, List.of(Best.calculationText(n.problem())), !judged.valid());
        }
        LettersRound letters = variant.letters().orElseThrow();
        Dictionary list = listOf(letters, rule);
        if (challenge instanceof Letters l) {
            Answer judged = RoundJudge.word(letters, list, l.rack(), answer);
            return new Check(judged.valid(), judged.phrase(), judged.valid() ? letters.score((int) judged.value()) : 0,
                    Best.someLongestWords(list, l.rack()), !judged.valid());
        }
        Conundrum.Puzzle puzzle = ((Anagram) challenge).puzzle();
        boolean right = Conundrum.isAnswer(list.alphabet(), puzzle, answer);
        // A guess of other letters than the scramble's is a slip; one of its letters, wrong, is final.
        String guess = list.alphabet().fold(answer.strip());
        boolean sameLetters = guess != null
                && list.index().signatureOf(guess).equals(list.index().signatureOf(puzzle.scramble()));
        return new Check(right, Phrase.of(right ? "conundrum.right" : "conundrum.wrong"), right ? CONUNDRUM_POINTS : 0,
                List.of(puzzle.answer()), !right && !sameLetters);
    }

    /** The best possible answers of puzzle {@code index}, as {@link Check#best()} gives them. */
    public List<String> best(int index) {
        Challenge challenge = challenges.get(index);
        if (challenge instanceof Numbers n) {
            return List.of(Best.calculationText(n.problem()));
        }
        if (challenge instanceof Letters l) {
            LettersRound letters = variant.letters().orElseThrow();
            return Best.someLongestWords(listOf(letters, rule), l.rack());
        }
        return List.of(((Anagram) challenge).puzzle().answer());
    }

    /** The seed of a variant's day under the day's rule, as the class comment gives it. */
    public static long seedOf(Variant variant, LocalDate date) {
        return seedOf(variant, date, ruleOf(date));
    }

    /**
     * The seed of a variant's day under a rule, as the class comment gives it.
     *
     * @throws IllegalArgumentException if the rule is not 1 to {@value #CURRENT_RULE}
     */
    public static long seedOf(Variant variant, LocalDate date, int rule) {
        return StableRandom.seedOf("chiffres-lettres daily v" + checkRule(rule) + " " + variant.name() + " " + date);
    }

    /**
     * A text to share a result that gives away no answer: the variant, the date, and per puzzle the stars
     * (Digits: ★ per star of 3) or the points.
     *
     * @param points the points (Digits: stars) scored on each puzzle, in order
     * @throws IllegalArgumentException if there is not one score per puzzle, or a score is negative
     */
    public String shareText(List<Integer> points) {
        return shareText(points, Locale.ENGLISH);
    }

    /**
     * {@link #shareText(List)} in a language: English, French or Spanish (any other locale gets English).
     *
     * @throws IllegalArgumentException if there is not one score per puzzle, or a score is negative
     * @throws NullPointerException if an argument is null
     */
    public String shareText(List<Integer> points, Locale locale) {
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(locale, "locale");
        if (points.size() != challenges.size() || points.stream().anyMatch(p -> p == null || p < 0)) {
            throw new IllegalArgumentException("points: one score of 0 or more per puzzle (" + challenges.size()
                    + "), got " + points);
        }
        StringBuilder text = new StringBuilder(phrase("daily.share-title", variant.name(), date.toString()).in(locale) + "\n");
        int total = 0;
        for (int i = 0; i < challenges.size(); i++) {
            int p = points.get(i);
            total += p;
            if (variant == Variant.DIGITS) {
                text.append(i > 0 ? " " : "").append("★".repeat(Math.min(3, p))).append("☆".repeat(3 - Math.min(3, p)));
            } else {
                Challenge c = challenges.get(i);
                String what = c instanceof Numbers ? "daily.numbers" : c instanceof Letters ? "daily.letters" : "daily.conundrum";
                text.append(i > 0 ? " · " : "").append(phrase(what, Integer.toString(p)).in(locale));
            }
        }
        return text.append('\n').append(phrase("daily.total", Integer.toString(total)).in(locale)).toString();
    }

    private static Phrase phrase(String key, String... args) {
        return new Phrase(key, List.of((Object[]) args));
    }
}
