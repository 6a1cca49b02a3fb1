package chiffreslettres.lettres;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * The letters of a language's game and how written characters fold onto them: case, accents and
 * ligatures are dropped or expanded, but a language's own letters stay (Spanish ñ is not n).
 *
 * <p>Letters are numbered from 0 in alphabetical order; signatures and letter counts use those
 * numbers. Immutable and thread-safe.
 */
public final class Alphabet {

    /** French: a–z; à â ä → a, ç → c, é è ê ë → e, î ï → i, ô ö → o, ù û ü → u, ÿ → y, œ → oe, æ → ae. */
    public static final Alphabet FRENCH = new Alphabet("French", "abcdefghijklmnopqrstuvwxyz",
            Map.of('œ', "oe", 'æ', "ae"));

    /** English: a–z; accented letters of borrowed words lose their accents ({@code café} → cafe). */
    public static final Alphabet ENGLISH = new Alphabet("English", "abcdefghijklmnopqrstuvwxyz",
            Map.of('œ', "oe", 'æ', "ae"));

    /** Spanish: a–z and ñ, a letter of its own after n; á é í ó ú ü lose their accents. */
    public static final Alphabet SPANISH = new Alphabet("Spanish", "abcdefghijklmnñopqrstuvwxyz", Map.of());

    /** The characters that stand for a blank tile in a rack. */
    public static final String BLANKS = "?*";

    private final String name;
    private final String letters;
    private final Map<Character, String> expansions;
    private final int[] indexByChar;
    /** For each character below {@link #TABLE_SIZE}: what it folds to, or null when it is no letter. */
    private final String[] foldTable = new String[TABLE_SIZE];
    /** The same for a character of a dictionary word: null for capitals too ({@link #foldWord}). */
    private final String[] wordFoldTable = new String[TABLE_SIZE];
    /**
     * For a character of a dictionary word below {@link #TABLE_SIZE}: the number of the one letter it folds
     * to, {@link #NO_LETTER} when it is no game letter, {@link #SEVERAL_LETTERS} when it folds to more.
     */
    private final byte[] wordLetterTable = new byte[TABLE_SIZE];

    /** In {@link #wordLetter}: the character is a capital or no letter of this alphabet. */
    static final int NO_LETTER = -1;
    /** In {@link #wordLetter}: the character folds to several letters (œ → oe); see {@link #countFolded}. */
    static final int SEVERAL_LETTERS = -2;

    /** Characters below this (Basic Latin to Latin Extended-B) fold through a table built once. */
    private static final int TABLE_SIZE = 0x250;

    private Alphabet(String name, String letters, Map<Character, String> expansions) {
        this.name = name;
        this.letters = letters;
        this.expansions = expansions;
        int max = letters.chars().max().orElse(0);
        this.indexByChar = new int[max + 1];
        Arrays.fill(indexByChar, -1);
        for (int i = 0; i < letters.length(); i++) {
            indexByChar[letters.charAt(i)] = i;
        }
        for (char c = 0; c < TABLE_SIZE; c++) {
            foldTable[c] = foldSlowly(c);
            wordFoldTable[c] = Character.isUpperCase(c) ? null : foldTable[c];
            String folded = wordFoldTable[c];
            wordLetterTable[c] = (byte) (folded == null ? NO_LETTER
                    : folded.length() == 1 ? indexOf(folded.charAt(0)) : SEVERAL_LETTERS);
        }
    }

    /**
     * An alphabet of lower-case letters, in alphabetical order; other characters fold onto them by
     * dropping case and accents.
     *
     * @param name    a name for messages
     * @param letters the distinct lower-case letters, in alphabetical order, at most 64
     * @throws IllegalArgumentException if {@code letters} is empty, too long, repeats a letter or holds
     *     something other than lower-case letters
     */
    public static Alphabet of(String name, String letters) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(letters, "letters");
        if (letters.isEmpty() || letters.length() > 64) {
            throw new IllegalArgumentException("letters: 1 to 64 letters are needed, got " + letters.length());
        }
        if (letters.chars().distinct().count() != letters.length()
                || !letters.chars().allMatch(c -> Character.isLowerCase(c) && Character.isLetter(c))) {
            throw new IllegalArgumentException("letters must be distinct lower-case letters: " + letters);
        }
        return new Alphabet(name, letters, Map.of());
    }

    /** The alphabet's name, for messages. */
    public String name() {
        return name;
    }

    /** The number of letters. */
    public int size() {
        return letters.length();
    }

    /** The letter numbered {@code index}. */
    public char letter(int index) {
        return letters.charAt(index);
    }

    /** The letters in alphabetical order. */
    public String letters() {
        return letters;
    }

    /** The number of a letter of this alphabet, or -1 if it is not one (folding is not applied). */
    public int indexOf(char letter) {
        return letter < indexByChar.length ? indexByChar[letter] : -1;
    }

    /**
     * A dictionary word folded onto this alphabet ({@code Neutralisé} is not a game word, {@code
     * neutralisé} folds to {@code neutralise}), or {@code null} when it is not a game word here: it is
     * empty, has a capital (a proper noun), or a character that is no letter of this alphabet once its
     * accents are dropped (a hyphen, an apostrophe, a digit, a space).
     */
    public String foldWord(CharSequence word) {
        for (int i = 0; i < word.length(); i++) {
            if (Character.isUpperCase(word.charAt(i))) {
                return null;
            }
        }
        return fold(word);
    }

    /**
     * Text of any case folded onto this alphabet ({@code NEUTRALISÉ} → {@code neutralise}), or
     * {@code null} when it is empty or has a character that is no letter of this alphabet.
     */
    public String fold(CharSequence text) {
        if (isFolded(text)) {
            return text.toString();
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            if (!appendFolded(text.charAt(i), out)) {
                return null;
            }
        }
        return out.length() == 0 ? null : out.toString();
    }

    /** Whether every character already is a letter of this alphabet, so that folding changes nothing. */
    private boolean isFolded(CharSequence text) {
        if (text.length() == 0) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= indexByChar.length || indexByChar[c] < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Appends the folding of one character (any case) and says whether it is a letter of this
     * alphabet.
     */
    boolean appendFolded(char c, StringBuilder out) {
        String folded = c < TABLE_SIZE ? foldTable[c] : foldSlowly(c);
        if (folded == null) {
            return false;
        }
        out.append(folded);
        return true;
    }

    /**
     * The number of the one letter a character of a dictionary word folds to, {@link #NO_LETTER} for a
     * capital or a character that is no letter here, {@link #SEVERAL_LETTERS} when it folds to more than
     * one ({@link #countFolded} counts those).
     */
    int wordLetter(char c) {
        if (c < TABLE_SIZE) {
            return wordLetterTable[c];
        }
        String folded = Character.isUpperCase(c) ? null : foldSlowly(c);
        return folded == null ? NO_LETTER : folded.length() == 1 ? indexOf(folded.charAt(0)) : SEVERAL_LETTERS;
    }

    /**
     * Counts the letters a character of a dictionary word folds to into {@code counts} (indexed by letter
     * number), as {@link #foldWord} would fold it; false, counting nothing, when it is a capital or no
     * letter of this alphabet.
     */
    boolean countFolded(char c, int[] counts) {
        String folded = c < TABLE_SIZE ? wordFoldTable[c] : Character.isUpperCase(c) ? null : foldSlowly(c);
        if (folded == null) {
            return false;
        }
        for (int i = 0; i < folded.length(); i++) {
            counts[indexOf(folded.charAt(i))]++;
        }
        return true;
    }

    /** What {@code c} folds to, or null: its lower case, its expansion, or its base letter without accents. */
    private String foldSlowly(char c) {
        char lower = Character.toLowerCase(c);
        if (indexOf(lower) >= 0) {
            return String.valueOf(lower);
        }
        String expansion = expansions.get(lower);
        if (expansion != null) {
            return expansion;
        }
        String decomposed = Normalizer.normalize(String.valueOf(lower), Normalizer.Form.NFD);
        char base = decomposed.charAt(0);
        return decomposed.length() > 1 && indexOf(base) >= 0 ? String.valueOf(base) : null;
    }

    @Override
    public String toString() {
        return name + " alphabet (" + letters + ")";
    }
}
