package chiffreslettres.lettres;

/**
 * How common a word is in its language: a frequency class from {@value #UNKNOWN} to {@value #MAX},
 * higher for commoner words. The shipped lists carry the classes LanguageTool's dictionaries give each
 * word form, from word-frequency lists of the language (see {@code NOTICE}): coarse classes, so English
 * {@code the} is 22, {@code house}
 * 15, {@code beautiful} 13, {@code elephants} 10, {@code countdown} 9, and a word the frequency list does
 * not hold ({@code leucitite}) is {@value #UNKNOWN}. A class means most when compared within one list:
 * {@link Dictionary#commonestCount} turns it into "among the commonest n words of the list". A list read
 * from a plain file has no classes ({@link Dictionary#hasCommonness()}).
 */
public final class Commonness {

    /** The class of a word the frequency list does not hold, and of every word of a list without classes. */
    public static final int UNKNOWN = 0;
    /** The highest class. */
    public static final int MAX = 25;

    private Commonness() {
    }

    /**
     * Checks a class given for a word.
     *
     * @return the class
     * @throws IllegalArgumentException if it is not {@value #UNKNOWN} to {@value #MAX}
     */
    static int check(int commonness, String word) {
        if (commonness < UNKNOWN || commonness > MAX) {
            throw new IllegalArgumentException("commonness of \"" + word + "\": " + UNKNOWN + " to " + MAX + ", got "
                    + commonness);
        }
        return commonness;
    }
}
