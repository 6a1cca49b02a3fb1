package chiffreslettres.jeu.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.lettres.WordRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.random.RandomGenerator;

/**
 * Countdown's conundrum over a word list: the words of nine letters (or another length) whose letters
 * make no other word of the list, each shown scrambled. A scramble is never itself a word; where the
 * list allows, it is written as two short words of the list, the show's style ("TEAMBOOKS"). Words that
 * fold to one form ({@code neutralise}, {@code neutralisé}) count as one. Immutable and thread-safe.
 *
 * <pre>{@code
 * Conundrum conundrum = Conundrum.of(Dictionaries.english(WordRules.COUNTDOWN));
 * Conundrum.Puzzle p = conundrum.draw(42);          // p.scramble(), p.answer()
 * conundrum.isAnswer(p, "...");
 * }</pre>
 */
public final class Conundrum {

    /** The length of Countdown's conundrums. */
    public static final int LENGTH = 9;

    private static final Map<Dictionary, Conundrum> OF_LIST = Collections.synchronizedMap(new WeakHashMap<>());
    private static final int SHORTEST_PART = 3;

    private final Dictionary dictionary;
    private final int length;
    /** The conundrum words as written, in list order. */
    private final List<String> words;

    private Conundrum(Dictionary dictionary, int length, List<String> words) {
        this.dictionary = dictionary;
        this.length = length;
        this.words = words;
    }

    /**
     * The nine-letter conundrums of a list, found once and kept while the list is in use.
     *
     * @throws NullPointerException if {@code dictionary} is null
     */
    public static Conundrum of(Dictionary dictionary) {
        Objects.requireNonNull(dictionary, "dictionary");
        return OF_LIST.computeIfAbsent(dictionary, d -> of(d, LENGTH));
    }

    /**
     * The nine-letter conundrums of a language's shipped list: Countdown's list for English (the show's
     * conundrum is English), every form for French and Spanish.
     *
     * @throws IllegalStateException if the language's word list is not on the class path
     * @throws NullPointerException if {@code language} is null
     */
    public static Conundrum of(Language language) {
        Objects.requireNonNull(language, "language");
        return of(Dictionaries.get(language, language == Language.ENGLISH ? WordRules.COUNTDOWN : WordRules.ALL));
    }

    /**
     * The conundrums of {@code length} letters of a list: every word of that length whose letters make
     * no other word of the list. Each call scans the list.
     *
     * @throws IllegalArgumentException if {@code length} is not 4 to {@value Rack#MAX_LENGTH}
     * @throws NullPointerException if {@code dictionary} is null
     */
    public static Conundrum of(Dictionary dictionary, int length) {
        Objects.requireNonNull(dictionary, "dictionary");
        if (length < 4 || length > Rack.MAX_LENGTH) {
            throw new IllegalArgumentException("length: 4 to " + Rack.MAX_LENGTH + " letters, got " + length);
        }
        Alphabet alphabet = dictionary.alphabet();
        List<String> found = new ArrayList<>();
        Set<String> seen = new java.util.HashSet<>();
        for (String word : dictionary.words()) {
            String folded = alphabet.foldWord(word);
            if (folded == null || folded.length() != length || !seen.add(folded)) {
                continue;
            }
            if (onlyWordOfItsLetters(dictionary, folded)) {
                found.add(word);
            }
        }
        return new Conundrum(dictionary, length, List.copyOf(found));
    }

    private static boolean onlyWordOfItsLetters(Dictionary dictionary, String folded) {
        Alphabet alphabet = dictionary.alphabet();
        for (String other : dictionary.index().wordsWithSignature(dictionary.index().signatureOf(folded))) {
            if (!folded.equals(alphabet.foldWord(other))) {
                return false;
            }
        }
        return true;
    }

    /** The list this conundrum draws from. */
    public Dictionary dictionary() {
        return dictionary;
    }

    /** The number of letters of its words. */
    public int length() {
        return length;
    }

    /** Every conundrum word of the list, as written, in the list's order; unmodifiable. */
    public List<String> words() {
        return words;
    }

    /** How many conundrum words the list has. */
    public int count() {
        return words.size();
    }

    /** {@link #draw(RandomGenerator)} from a generator of {@code seed}, the same in every version. */
    public Puzzle draw(long seed) {
        return draw(new StableRandom(seed));
    }

    /**
     * A conundrum: one of the words at random and a scramble of it, two words of the list where one
     * split of its letters allows, else a shuffle that is not the word.
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
        String answer = words.get(random.nextInt(words.size()));
        String letters = dictionary.alphabet().foldWord(answer);
        List<String> pairs = twoWordScrambles(letters);
        String scramble;
        if (!pairs.isEmpty()) {
            scramble = pairs.get(random.nextInt(pairs.size()));
        } else {
            char[] shuffled = letters.toCharArray();
            do {
                for (int i = shuffled.length - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    char swap = shuffled[i];
                    shuffled[i] = shuffled[j];
                    shuffled[j] = swap;
                }
            } while (new String(shuffled).equals(letters));
            scramble = new String(shuffled);
        }
        return new Puzzle(scramble, answer);
    }

    /** Every way to write the letters as two words of the list of at least three letters each, either order. */
    private List<String> twoWordScrambles(String letters) {
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

    /**
     * Whether a guess solves a conundrum: the guess, folded (any case, with or without accents), is the
     * answer folded. By construction no other word of the list has the scramble's letters.
     *
     * @throws NullPointerException if an argument is null
     */
    public boolean isAnswer(Puzzle puzzle, String guess) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(guess, "guess");
        Alphabet alphabet = dictionary.alphabet();
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
