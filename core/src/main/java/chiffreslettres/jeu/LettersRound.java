package chiffreslettres.jeu;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How a show plays its letters round: the language and word rules, how many letters, the vowel and
 * consonant piles the player chooses from, and the scoring.
 *
 * @param language      the language of the words
 * @param rules         the word forms accepted
 * @param letterCount   how many letters are drawn
 * @param piles         the vowel and consonant piles and their source ({@link LetterPiles#NONE} when
 *                      there are none)
 * @param minVowels     the fewest vowels a rack may have
 * @param minConsonants the fewest consonants a rack may have
 * @param minWordLength the fewest letters a word must have to count (1 for most shows, 5 for the 2024
 *                      Cifras y Letras)
 * @param time          the time to answer, when the show states one
 * @param fullRackDoubles whether a word using every letter scores double (Countdown's 18 for nine)
 */
public record LettersRound(Language language, WordRules rules, int letterCount, LetterPiles piles,
        int minVowels, int minConsonants, int minWordLength, Optional<Duration> time, boolean fullRackDoubles) {

    /** @throws IllegalArgumentException if the counts are inconsistent or the rules are another language's */
    public LettersRound {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(piles, "piles");
        Objects.requireNonNull(time, "time");
        if (!rules.appliesTo(language)) {
            throw new IllegalArgumentException("rules: " + rules + " are not rules for " + language);
        }
        if (letterCount < 1 || minVowels < 0 || minConsonants < 0 || minVowels + minConsonants > letterCount) {
            throw new IllegalArgumentException("letters: " + letterCount + " with at least " + minVowels
                    + " vowels and " + minConsonants + " consonants is impossible");
        }
        if (minWordLength < 1 || minWordLength > letterCount) {
            throw new IllegalArgumentException("minWordLength: 1 to " + letterCount + ", got " + minWordLength);
        }
    }

    /** The vowel pile: letter → copies; empty when there are no piles. */
    public Map<Character, Integer> vowels() {
        return piles.vowels();
    }

    /** The consonant pile: letter → copies; empty when there are no piles. */
    public Map<Character, Integer> consonants() {
        return piles.consonants();
    }

    /** This round drawing from other piles (a stand-in for a show that publishes none, say). */
    public LettersRound withPiles(LetterPiles other) {
        return new LettersRound(language, rules, letterCount, other, minVowels, minConsonants, minWordLength, time,
                fullRackDoubles);
    }

    /**
     * The points a word of {@code length} letters scores: its length, doubled for the full rack when the
     * show says so; 0 below {@link #minWordLength()}.
     */
    public int score(int length) {
        if (length < minWordLength) {
            return 0;
        }
        return fullRackDoubles && length == letterCount ? 2 * length : length;
    }
}
