package chiffreslettres.jeu.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;

/**
 * Countdown's conundrum over a word list: words of nine letters (or another length) whose letters make
 * no other word of the list, each shown scrambled. A scramble is never itself a word; where the list
 * allows, it is written as two short words of the list, the show's style ("TEAMBOOKS"). The words
 * ({@link #words()}) and the scramble are spelled in the game's letters ({@code etudiante} for
 * {@code étudiante}; Spanish ñ kept), so words that fold to one form count as one; the answer a puzzle
 * reveals is the word as the list writes it ({@code étudiante}; of written forms that fold alike, the
 * commonest), and any guess that folds to it solves it.
 *
 * <p>The conundrums of a language ({@link #of(Language)}) are words people know: words among the
 * commonest of the language's list ({@link #commonest}, {@link Dictionary#commonnessOfCommonest}), taken
 * from the forms its show admits (English: Countdown's list; French: Des chiffres et des lettres' list,
 * no conjugated verb; Spanish: Cifras y Letras' list, no plural, personal verb form or form with
 * attached pronouns), and still the only word of their letters in the whole list the guess is judged
 * by. They must also be words people say: among the commonest words of film subtitles that the
 * language's artifact ships ({@code SubtitleWords}: OpenSubtitles 2018, as FrequencyWords counts it), since
 * the lists' classes come from written text and rank words such as {@code comprises}, {@code premiered},
 * {@code isomorphe} or {@code perihelio} with the commonest. A draw favours the commoner of them, as
 * people meet them more often: a word comes up {@link #weight 4<sup>min(c − b, 2)</sup>} times as often
 * as the band's rarest, c being its class and b the band's least: a word one class commoner four times as
 * often, two classes or more sixteen times. The conundrums of a list ({@link #of(Dictionary)}) are every
 * such word of it, each as likely. Immutable and thread-safe.
 *
 * <pre>{@code
 * Conundrum conundrum = Conundrum.of(Language.ENGLISH);
 * Conundrum.Puzzle p = conundrum.draw(42);          // p.scramble(), p.answer()
 * conundrum.isAnswer(p, "...");
 * }</pre>
 */
public final class Conundrum {

    /** The length of Countdown's conundrums. */
    public static final int LENGTH = 9;

    private static final Map<Dictionary, Conundrum> OF_LIST = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Map<String, Conundrum> OF_LANGUAGE = new ConcurrentHashMap<>();

    private final Dictionary dictionary;
    private final int length;
    /** The conundrum words, folded, in list order. */
    private final List<String> words;
    /** The running sum of the words' weights, or null when every word is as likely. */
    private final int[] cumulative;

    private Conundrum(Dictionary dictionary, int length, List<String> words, int[] cumulative) {
        this.dictionary = dictionary;
        this.length = length;
        this.words = words;
        this.cumulative = cumulative;
    }

    /**
     * How many of a language's commonest words its conundrums come from by default: the narrowest band of
     * whole frequency classes that keeps more than 1,096 conundrum words (three years of daily puzzles):
     * among the words also common in film subtitles: 20,000 for English (1,152 words), 30,000 for French
     * (1,139), 60,000 for Spanish (1,112), whose list counts many more forms of each word.
     *
     * @throws NullPointerException if {@code language} is null
     */
    public static int commonest(Language language) {
        return switch (Objects.requireNonNull(language, "language")) {
            case ENGLISH -> 20_000;
            case FRENCH -> 30_000;
            case SPANISH -> 60_000;
        };
    }

    /**
     * Every nine-letter conundrum of a list, found once and kept while the list is in use.
     *
     * @throws NullPointerException if {@code dictionary} is null
     */
    public static Conundrum of(Dictionary dictionary) {
        Objects.requireNonNull(dictionary, "dictionary");
        return OF_LIST.computeIfAbsent(dictionary, d -> of(d, LENGTH));
    }

    /**
     * The nine-letter conundrums of a language, words people know: {@code of(language,
     * commonest(language))}, found once and kept.
     *
     * @throws IllegalStateException if the language's word lists are not on the class path
     * @throws NullPointerException if {@code language} is null
     */
    public static Conundrum of(Language language) {
        return of(language, commonest(language));
    }

    /**
     * The nine-letter conundrums of a language drawn from its {@code commonest} commonest words (see the
     * class comment), judged against the whole list ({@link #refereeList}).
     *
     * @param commonest how many of the language's commonest words the answers come from, at least 1
     * @throws IllegalArgumentException if {@code commonest} is below 1, or leaves no conundrum word (the
     *     message says how many it would take)
     * @throws IllegalStateException if the language's word lists are not on the class path
     * @throws NullPointerException if {@code language} is null
     */
    public static Conundrum of(Language language, int commonest) {
        Objects.requireNonNull(language, "language");
        if (commonest < 1) {
            throw new IllegalArgumentException("commonest: at least 1 word, got " + commonest);
        }
        // Found once: a second thread asking for the same waits for the first's.
        return OF_LANGUAGE.computeIfAbsent(language + "/" + commonest, key -> {
            Dictionary referee = refereeList(language);
            Optional<Set<String>> said = SubtitleWords.of(language, LENGTH);
            Conundrum made = build(referee, answerForms(language), LENGTH, referee.commonnessOfCommonest(commonest),
                    said.isPresent() ? said.get()::contains : null);
            if (made.words.isEmpty()) {
                throw new IllegalArgumentException("commonest: the " + commonest + " commonest words of "
                        + referee.name() + (said.isPresent() ? " that are common in film subtitles" : "")
                        + " hold no conundrum word of " + LENGTH + " letters; ask for more (the default is "
                        + commonest(language) + ")");
            }
            return made;
        });
    }

    /**
     * The list a language's conundrum guesses are judged by: Countdown's list for English (the show's
     * conundrum is English), every form for French and Spanish.
     *
     * @throws IllegalStateException if the language's word lists are not on the class path
     */
    public static Dictionary refereeList(Language language) {
        return Dictionaries.get(language, language == Language.ENGLISH ? WordRules.COUNTDOWN : WordRules.ALL);
    }

    /** The list a language's conundrum answers are taken from: the forms its show admits. */
    private static Dictionary answerForms(Language language) {
        return Dictionaries.get(language, switch (language) {
            case ENGLISH -> WordRules.COUNTDOWN;
            case FRENCH -> WordRules.DES_CHIFFRES_ET_DES_LETTRES;
            case SPANISH -> WordRules.CIFRAS_Y_LETRAS;
        });
    }

    /**
     * The conundrums of {@code length} letters of a list: every word of that length whose letters make
     * no other word of the list. Each call scans the list.
     *
     * @throws IllegalArgumentException if {@code length} is not 4 to {@value Rack#MAX_LENGTH}
     * @throws NullPointerException if {@code dictionary} is null
     */
    public static Conundrum of(Dictionary dictionary, int length) {
        return of(dictionary, dictionary, length, Commonness.UNKNOWN);
    }

    /**
     * The conundrums of {@code length} letters whose answers are words of {@code answers} of at least
     * {@code minCommonness} and whose letters make no other word of {@code dictionary}, which judges the
     * guesses. Each call scans {@code answers}.
     *
     * @throws IllegalArgumentException if {@code length} is not 4 to {@value Rack#MAX_LENGTH}, the two lists
     *     are of different alphabets, or {@code minCommonness} is out of range or above 0 for a list
     *     without word frequencies
     * @throws NullPointerException if an argument is null
     */
    public static Conundrum of(Dictionary dictionary, Dictionary answers, int length, int minCommonness) {
        return build(dictionary, answers, length, minCommonness, null);
    }

    /** {@link #of(Dictionary, Dictionary, int, int)}, keeping only the answers {@code said} holds (folded; null: all). */
    private static Conundrum build(Dictionary dictionary, Dictionary answers, int length, int minCommonness,
            Predicate<String> said) {
        Objects.requireNonNull(dictionary, "dictionary");
        Objects.requireNonNull(answers, "answers");
        if (length < 4 || length > Rack.MAX_LENGTH) {
            throw new IllegalArgumentException("length: 4 to " + Rack.MAX_LENGTH + " letters, got " + length);
        }
        if (!answers.alphabet().equals(dictionary.alphabet())) {
            throw new IllegalArgumentException("answers: " + answers.name() + " is of another alphabet than "
                    + dictionary.name());
        }
        if (minCommonness < Commonness.UNKNOWN || minCommonness > Commonness.MAX
                || (minCommonness > Commonness.UNKNOWN && !answers.hasCommonness())) {
            throw new IllegalArgumentException("minCommonness: " + Commonness.UNKNOWN + " to " + Commonness.MAX
                    + (answers.hasCommonness() ? "" : ", and 0 for " + answers.name() + ", which has no word frequencies")
                    + "; got " + minCommonness);
        }
        Alphabet alphabet = dictionary.alphabet();
        List<String> found = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        Set<String> seen = new java.util.HashSet<>();
        if (dictionary == answers && minCommonness == Commonness.UNKNOWN && said == null) {
            return new Conundrum(dictionary, length, dictionary.wordsWithoutAnagram(length), null);
        }
        List<String> words = answers.words(length, minCommonness);
        for (String word : words) {
            String folded = alphabet.foldWord(word);
            if (folded == null || folded.length() != length || !seen.add(folded)
                    || said != null && !said.test(folded)) {
                continue;
            }
            List<String> forms = dictionary.index().wordsWithSignature(dictionary.index().signatureOf(folded));
            if (!allFoldAs(alphabet, forms, folded)) {
                continue;
            }
            // The guesses' list is the answers' list: the forms just read are the word's written forms.
            int commonness = minCommonness == Commonness.UNKNOWN ? Commonness.UNKNOWN
                    : answers == dictionary ? dictionary.index().commonness(commonest(dictionary, forms))
                    : answers.commonness(folded);
            if (commonness >= minCommonness) {
                found.add(folded);
                weights.add(minCommonness == Commonness.UNKNOWN ? 1 : commonness - minCommonness >= 2 ? 16
                        : commonness - minCommonness == 1 ? 4 : 1);
            }
        }
        int[] cumulative = null;
        if (minCommonness > Commonness.UNKNOWN) {
            cumulative = new int[found.size()];
            for (int i = 0; i < cumulative.length; i++) {
                cumulative[i] = (i == 0 ? 0 : cumulative[i - 1]) + weights.get(i);
            }
        }
        return new Conundrum(dictionary, length, List.copyOf(found), cumulative);
    }

    /** Whether every word of {@code forms} folds as {@code folded}: its letters make no other word. */
    private static boolean allFoldAs(Alphabet alphabet, List<String> forms, String folded) {
        for (String other : forms) {
            if (!folded.equals(alphabet.foldWord(other))) {
                return false;
            }
        }
        return true;
    }

    /** Of written forms of the list, the commonest; the first in their order among as common ones; null if none. */
    private static String commonest(Dictionary dictionary, List<String> forms) {
        String best = null;
        int bestCommonness = -1;
        for (String form : forms) {
            int c = dictionary.index().commonness(form);
            if (c > bestCommonness) {
                best = form;
                bestCommonness = c;
            }
        }
        return best;
    }

    /** The list this conundrum draws from. */
    public Dictionary dictionary() {
        return dictionary;
    }

    /** The number of letters of its words. */
    public int length() {
        return length;
    }

    /** Every conundrum word, spelled as its scramble (folded), in the list's order; unmodifiable. */
    public List<String> words() {
        return words;
    }

    /** How many conundrum words the list has. */
    public int count() {
        return words.size();
    }

    /**
     * How often word {@code index} of {@link #words()} comes up in a draw against the band's rarest: 1, 4
     * or 16 (see the class comment); 1 for every word of a conundrum without a band.
     *
     * @throws IndexOutOfBoundsException if there is no such word
     */
    public int weight(int index) {
        Objects.checkIndex(index, words.size());
        return cumulative == null ? 1 : cumulative[index] - (index == 0 ? 0 : cumulative[index - 1]);
    }

    /** {@link #draw(RandomGenerator)} from a generator of {@code seed}, the same in every version. */
    public Puzzle draw(long seed) {
        return draw(new StableRandom(seed));
    }

    /**
     * A conundrum: one of the words at random (by its {@link #weight}) and a scramble of it, two words of
     * the list where one split of its letters allows, else a shuffle that is not the word.
     *
     * @throws IllegalStateException if the list has no conundrum word
     * @throws NullPointerException if {@code random} is null
     */
    public Puzzle draw(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        if (words.isEmpty()) {
            throw new IllegalStateException(dictionary.name() + " has no word of " + length
                    + " letters that is the only word of its letters");
        }
        if (cumulative == null) {
            return draw(random.nextInt(words.size()), random);
        }
        // The word whose share of the running sum holds the draw (the sums rise strictly: no weight is 0).
        int at = java.util.Arrays.binarySearch(cumulative, random.nextInt(cumulative[cumulative.length - 1]) + 1);
        return draw(at >= 0 ? at : -at - 1, random);
    }

    /**
     * The conundrum of word {@code index} of {@link #words()}, its scramble drawn as {@link
     * #draw(RandomGenerator)} draws one.
     *
     * @throws IndexOutOfBoundsException if there is no such word
     * @throws NullPointerException if {@code random} is null
     */
    public Puzzle draw(int index, RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        String answer = words.get(Objects.checkIndex(index, words.size()));
        String scramble = Scrambles.of(dictionary, answer, random);
        return new Puzzle(scramble, asWritten(answer));
    }

    /**
     * A conundrum word as the list writes it: of its written forms (which all fold as it does), the commonest,
     * the first in the list's order among as common ones ({@code démocrate}, {@code neutralisé} or
     * {@code neutralise}).
     */
    private String asWritten(String folded) {
        String written = commonest(dictionary,
                dictionary.index().wordsWithSignature(dictionary.index().signatureOf(folded)));
        return written == null ? folded : written;
    }

    /**
     * Whether a guess solves a conundrum: the guess, folded (any case, with or without accents), is the
     * answer folded. By construction no other word of the list has the scramble's letters.
     *
     * @throws NullPointerException if an argument is null
     */
    public boolean isAnswer(Puzzle puzzle, String guess) {
        return isAnswer(dictionary.alphabet(), puzzle, guess);
    }

    /** {@link #isAnswer(Puzzle, String)} in an alphabet, whatever the list. */
    static boolean isAnswer(Alphabet alphabet, Puzzle puzzle, String guess) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(guess, "guess");
        String folded = alphabet.fold(guess.strip());
        return folded != null && folded.equals(alphabet.foldWord(puzzle.answer()));
    }

    /**
     * A conundrum as shown and its answer.
     *
     * @param scramble the letters shown, folded, lower case; never a word of the list
     * @param answer   the only word of the list made of those letters, as written
     */
    public record Puzzle(String scramble, String answer) {
        /** @throws NullPointerException if an argument is null */
        public Puzzle {
            Objects.requireNonNull(scramble, "scramble");
            Objects.requireNonNull(answer, "answer");
        }
    }
}
