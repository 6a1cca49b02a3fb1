package chiffreslettres;

import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.Rack;
import java.util.List;
import java.util.Objects;

/**
 * The front door of the letters round: the longest words, every word, or the exact anagrams that a
 * rack of letters makes, blanks ({@code ?} or {@code *}) standing for any letter.
 *
 * <pre>{@code
 * List<String> best = Lettres.longest("abcdefghij");                 // French, every form
 * LetterResult r = Lettres.in(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES))
 *         .rack("eaiusrtnlo").longest();
 * Lettres.in(Dictionaries.english(WordRules.COUNTDOWN)).rack("countdown?").words().minLength(7).find();
 * }</pre>
 *
 * <p>The default dictionary is French, every form, from the {@code chiffres-lettres-dictionary-fr}
 * artifact (or {@code chiffres-lettres-dictionaries}, which brings every language); any other comes from {@link Dictionaries} or {@link Dictionary#read}. Thread-safe.
 */
public final class Lettres {

    private Lettres() {
    }

    /**
     * The longest French words (every form) the rack makes.
     *
     * @throws IllegalArgumentException if the rack is empty, too long, or holds a character that is no
     *     French letter
     * @throws IllegalStateException if the French word lists are not on the class path
     */
    public static List<String> longest(String rack) {
        return in(Dictionaries.french()).rack(rack).longest().words();
    }

    /** Queries against {@code dictionary}. */
    public static Query in(Dictionary dictionary) {
        return new Query(Objects.requireNonNull(dictionary, "dictionary"));
    }

    /** Queries against one dictionary; immutable. */
    public static final class Query {
        private final Dictionary dictionary;

        private Query(Dictionary dictionary) {
            this.dictionary = dictionary;
        }

        /**
         * The rack to search.
         *
         * @throws IllegalArgumentException if the rack is empty, longer than {@value Rack#MAX_LENGTH}, has
         *     more than {@value Rack#MAX_BLANKS} blanks, or a character that is no letter of the dictionary's
         *     alphabet (the message names it)
         */
        public RackQuery rack(String rack) {
            return new RackQuery(dictionary, Rack.parse(rack, dictionary.alphabet()), Commonness.UNKNOWN);
        }
    }

    /** Queries for one rack against one dictionary; immutable. */
    public static final class RackQuery {
        private final Dictionary dictionary;
        private final Rack rack;
        private final int minCommonness;

        private RackQuery(Dictionary dictionary, Rack rack, int minCommonness) {
            this.dictionary = dictionary;
            this.rack = rack;
            this.minCommonness = minCommonness;
        }

        /**
         * Only words of at least this {@link Commonness} (a word's class, higher is commoner; see {@link
         * Dictionary#commonnessOfCommonest} for the band of the commonest n words); default 0, every word.
         *
         * @throws IllegalArgumentException if {@code minCommonness} is not {@value Commonness#UNKNOWN} to
         *     {@value Commonness#MAX}, or is above 0 for a list without word frequencies
         */
        public RackQuery minCommonness(int minCommonness) {
            if (minCommonness < Commonness.UNKNOWN || minCommonness > Commonness.MAX) {
                throw new IllegalArgumentException("minCommonness: " + Commonness.UNKNOWN + " to " + Commonness.MAX
                        + ", got " + minCommonness);
            }
            if (minCommonness > Commonness.UNKNOWN && !dictionary.hasCommonness()) {
                throw new IllegalArgumentException("minCommonness: " + dictionary.name()
                        + " has no word frequencies, so no word would be kept");
            }
            return new RackQuery(dictionary, rack, minCommonness);
        }

        /**
         * Every word of the greatest length that fits (among the words common enough, when asked); empty only
         * if no word fits.
         */
        public LetterResult longest() {
            return new LetterResult(rack, dictionary.name(), dictionary.index().longest(rack, minCommonness));
        }

        /** Every word using all the rack's tiles (common enough, when asked). */
        public LetterResult anagrams() {
            return new LetterResult(rack, dictionary.name(), dictionary.index().anagrams(rack).stream()
                    .filter(m -> m.commonness() >= minCommonness).toList());
        }

        /** Every word that fits, longest first; narrow it with {@link WordsQuery#minLength} and {@link WordsQuery#limit}. */
        public WordsQuery words() {
            return new WordsQuery(this, 1, Integer.MAX_VALUE);
        }
    }

    /** A query for every word that fits a rack; immutable, each setter returns a new query. */
    public static final class WordsQuery {
        private final RackQuery rackQuery;
        private final int minLength;
        private final int limit;

        private WordsQuery(RackQuery rackQuery, int minLength, int limit) {
            this.rackQuery = rackQuery;
            this.minLength = minLength;
            this.limit = limit;
        }

        /**
         * Only words of at least this many letters; default 1.
         *
         * @throws IllegalArgumentException if {@code minLength} is below 1
         */
        public WordsQuery minLength(int minLength) {
            if (minLength < 1) {
                throw new IllegalArgumentException("minLength must be at least 1, got " + minLength);
            }
            return new WordsQuery(rackQuery, minLength, limit);
        }

        /**
         * At most this many words (the longest ones); default no limit.
         *
         * @throws IllegalArgumentException if {@code limit} is below 1
         */
        public WordsQuery limit(int limit) {
            if (limit < 1) {
                throw new IllegalArgumentException("limit must be at least 1, got " + limit);
            }
            return new WordsQuery(rackQuery, minLength, limit);
        }

        /** Runs the query. */
        public LetterResult find() {
            Dictionary dictionary = rackQuery.dictionary;
            return new LetterResult(rackQuery.rack, dictionary.name(),
                    dictionary.index().words(rackQuery.rack, minLength, limit, rackQuery.minCommonness));
        }
    }
}
