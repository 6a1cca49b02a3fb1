package chiffreslettres.lettres;

import java.util.Objects;

/**
 * The letters drawn, folded onto an alphabet: how many of each letter, and how many blanks.
 *
 * @param text    the rack as typed
 * @param counts  per letter number of the alphabet, how many of it the rack holds; not to be modified
 * @param blanks  how many blank tiles ({@code ?} or {@code *}) it holds
 * @param alphabet the alphabet it was folded onto
 */
public record Rack(String text, int[] counts, int blanks, Alphabet alphabet) {

    /** The most characters a rack may have. */
    public static final int MAX_LENGTH = 30;

    /** The most blanks a rack may have. */
    public static final int MAX_BLANKS = 5;

    /**
     * Reads a rack: letters in any case, with or without accents, and {@code ?} or {@code *} for blanks.
     *
     * @throws IllegalArgumentException if it is empty, longer than {@value #MAX_LENGTH} characters,
     *     holds more than {@value #MAX_BLANKS} blanks, or a character that is no letter of the alphabet
     *     (the message names it and its position)
     * @throws NullPointerException if an argument is null
     */
    public static Rack parse(String text, Alphabet alphabet) {
        Objects.requireNonNull(text, "rack");
        Objects.requireNonNull(alphabet, "alphabet");
        if (text.isEmpty()) {
            throw new IllegalArgumentException("rack: at least one letter is needed");
        }
        if (text.length() > MAX_LENGTH) {
            throw new IllegalArgumentException(
                    "rack: at most " + MAX_LENGTH + " characters are allowed, got " + text.length());
        }
        int[] counts = new int[alphabet.size()];
        int blanks = 0;
        StringBuilder folded = new StringBuilder(2);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Alphabet.BLANKS.indexOf(c) >= 0) {
                blanks++;
                continue;
            }
            folded.setLength(0);
            if (!alphabet.appendFolded(c, folded)) {
                throw new IllegalArgumentException("rack: '" + c + "' (position " + (i + 1) + ") is not a letter of the "
                        + alphabet.name() + " alphabet; use letters " + alphabet.letters() + " or ? for a blank");
            }
            for (int k = 0; k < folded.length(); k++) {
                counts[alphabet.indexOf(folded.charAt(k))]++;
            }
        }
        if (blanks > MAX_BLANKS) {
            throw new IllegalArgumentException("rack: at most " + MAX_BLANKS + " blanks are allowed, got " + blanks);
        }
        return new Rack(text, counts, blanks, alphabet);
    }

    /** The number of tiles: letters and blanks. */
    public int size() {
        int n = blanks;
        for (int c : counts) {
            n += c;
        }
        return n;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Rack r && r.text.equals(text) && r.alphabet == alphabet;
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
