package chiffreslettres.jeu;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * How a show plays its letters round: the language and word rules, how many letters, the vowel and
 * consonant piles the player chooses from, and the scoring.
 *
 * @param language      the language of the words
 * @param rules         the word forms accepted
 * @param letterCount   how many letters are drawn
 * @param vowels        the vowel pile: letter → how many copies; empty when the show publishes none
 * @param consonants    the consonant pile: letter → how many copies; empty when the show publishes none
 * @param minVowels     the fewest vowels a rack may have
 * @param minConsonants the fewest consonants a rack may have
 * @param time          the time to answer, when the show states one
 * @param fullRackDoubles whether a word using every letter scores double (Countdown's 18 for nine)
 */
public record LettersRound(Language language, WordRules rules, int letterCount, Map<Character, Integer> vowels,
        Map<Character, Integer> consonants, int minVowels, int minConsonants, Optional<Duration> time,
        boolean fullRackDoubles) {

    /** @throws IllegalArgumentException if the counts are inconsistent or the rules are another language's */
    public LettersRound {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(time, "time");
        vowels = Map.copyOf(new TreeMap<>(vowels));
        consonants = Map.copyOf(new TreeMap<>(consonants));
        if (!rules.appliesTo(language)) {
            throw new IllegalArgumentException("rules: " + rules + " are not rules for " + language);
        }
        if (letterCount < 1 || minVowels < 0 || minConsonants < 0 || minVowels + minConsonants > letterCount) {
            throw new IllegalArgumentException("letters: " + letterCount + " with at least " + minVowels
                    + " vowels and " + minConsonants + " consonants is impossible");
        }
    }

    /** The points a word of {@code length} letters scores: its length, doubled for the full rack when the show says so. */
    public int score(int length) {
        return fullRackDoubles && length == letterCount ? 2 * length : length;
    }
}
