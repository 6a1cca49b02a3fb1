package chiffreslettres.jeu.game;

import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
import java.util.List;
import java.util.Objects;

/**
 * Words people know, as the games use them: a language's commonest words (the conundrums, the daily
 * rack, the reveal's "longest common word"). Stateless and thread-safe.
 */
public final class CommonWords {

    /** How many of a list's commonest words the computer knows at levels 1 to 3 (level 4: every word of the frequency list). */
    private static final int[] KNOWN_BY_LEVEL = {3_000, 8_000, 25_000};

    private CommonWords() {
    }

    /**
     * How many of a list's commonest words the computer knows at a level below 4, in the shows' games and
     * in Scrabble: 3,000 at level 1, 8,000 at level 2, 25,000 at level 3.
     *
     * @throws IllegalArgumentException if the level is not 1 to 3
     */
    public static int knownAtLevel(int level) {
        if (level < 1 || level > KNOWN_BY_LEVEL.length) {
            throw new IllegalArgumentException("level: 1 to " + KNOWN_BY_LEVEL.length + ", got " + level);
        }
        return KNOWN_BY_LEVEL[level - 1];
    }

    /**
     * How many of a language's commonest words count as words people know: 20,000 for English and French,
     * 40,000 for Spanish, whose list counts many more forms of each word.
     *
     * @throws NullPointerException if {@code language} is null
     */
    public static int commonest(Language language) {
        return Objects.requireNonNull(language, "language") == Language.SPANISH ? 40_000 : 20_000;
    }

    /**
     * The least {@link Commonness} of a common word of a list of the language: the band of its
     * {@link #commonest} commonest words; {@value Commonness#UNKNOWN} (every word) for a list without
     * word frequencies.
     *
     * @throws NullPointerException if an argument is null
     */
    public static int band(Dictionary list, Language language) {
        Objects.requireNonNull(list, "list");
        return list.hasCommonness() ? list.commonnessOfCommonest(commonest(language)) : Commonness.UNKNOWN;
    }

    /**
     * The longest common words ({@link #band}) a rack makes; empty when none does.
     *
     * @throws IllegalArgumentException if the rack is not a rack of the list's alphabet
     * @throws NullPointerException if an argument is null
     */
    public static List<WordMatch> longest(Dictionary list, Language language, String rack) {
        Objects.requireNonNull(rack, "rack");
        return list.index().longest(Rack.parse(rack, list.alphabet()), band(list, language));
    }
}
