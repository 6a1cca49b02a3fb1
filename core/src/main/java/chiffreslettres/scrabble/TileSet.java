package chiffreslettres.scrabble;

import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Language;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The letter tiles of a Scrabble edition: each tile's face, how many the bag holds and what it scores,
 * and the blanks, which score 0.
 *
 * <p>The three editions are those of the article "Scrabble letter distributions" of the English
 * Wikipedia (sections English, French and Spanish, the Spanish set sold outside North America), which the
 * French Wikipedia's "Lettres du Scrabble" agrees with. No other English set ships: the values of the
 * common word-game variant are not published by a source we could cite.
 *
 * <p>A face is one letter, or two for the Spanish digraph tiles CH, LL and RR. Under the rules of the
 * Federación Internacional de Scrabble en Español, a C and an H tile cannot stand for CH, nor two L tiles
 * for LL, nor two R tiles for RR: every ch, ll and rr of a word is its digraph tile, so {@link #spell}
 * reads a word into tiles from the left, a digraph where there is one. A blank may stand for any tile of
 * the set, a digraph tile included, and for no other letter (no K or W in Spanish).
 *
 * <p>In text, a tile is written as its face, any case, and a digraph tile in square brackets ({@code
 * [CH]}); a rack also takes {@code ?} or {@code *} for a blank. Immutable and thread-safe.
 */
public final class TileSet {

    /** The most tiles a rack holds. */
    public static final int RACK_SIZE = 7;

    /** The bonus for placing all seven tiles of a rack in one move. */
    public static final int BINGO_BONUS = 50;

    /** English editions: 100 tiles, 187 points. */
    private static final TileSet ENGLISH = new TileSet("English Scrabble", Language.ENGLISH, 2,
            "A9:1 B2:3 C2:3 D4:2 E12:1 F2:4 G3:2 H2:4 I9:1 J1:8 K1:5 L4:1 M2:3 N6:1 O8:1 P2:3 Q1:10 R6:1 S4:1 "
                    + "T6:1 U4:1 V2:4 W2:4 X1:8 Y2:4 Z1:10");
    /** French editions: 102 tiles, 197 points. */
    private static final TileSet FRENCH = new TileSet("French Scrabble", Language.FRENCH, 2,
            "A9:1 B2:3 C2:3 D3:2 E15:1 F2:4 G2:2 H2:4 I8:1 J1:8 K1:10 L5:1 M3:2 N6:1 O6:1 P2:3 Q1:8 R6:1 S6:1 "
                    + "T6:1 U6:1 V2:4 W1:10 X1:10 Y1:10 Z1:10");
    /** Spanish editions sold outside North America: 100 tiles, 192 points. */
    private static final TileSet SPANISH = new TileSet("Spanish Scrabble", Language.SPANISH, 2,
            "A12:1 B2:3 C4:3 CH1:5 D5:2 E12:1 F1:4 G2:2 H2:4 I6:1 J1:8 L4:1 LL1:8 M2:3 N5:1 Ñ1:8 O9:1 P2:3 "
                    + "Q1:5 R5:1 RR1:8 S6:1 T4:1 U5:1 V1:4 X1:8 Y1:4 Z1:10");

    private final String name;
    private final Language language;
    private final String[] faces;
    private final String[] blankFaces;
    private final int[] counts;
    private final int[] values;
    private final int blanks;
    /** Per ASCII character, the tile it reads as ({@link #foldedTile}); made on first need. */
    private volatile byte[] asciiTiles;
    /** Per character of a face (a blank's included): its place among them all, from 1, in character order. */
    private final byte[] characterRank;
    /** Per rank ({@link #characterRank}), the character of that rank. */
    private final char[] rankedCharacter;
    /** Per tile, then per tile as a blank (from {@code size()} on): its face's one character's rank, 0 for a digraph. */
    private final byte[] shownRank;

    private TileSet(String name, Language language, int blanks, String table) {
        this.name = name;
        this.language = language;
        this.blanks = blanks;
        String[] entries = table.split(" ");
        faces = new String[entries.length];
        counts = new int[entries.length];
        values = new int[entries.length];
        for (int i = 0; i < entries.length; i++) {
            String entry = entries[i];
            int digits = 0;
            while (!Character.isDigit(entry.charAt(digits))) {
                digits++;
            }
            faces[i] = entry.substring(0, digits);
            counts[i] = Integer.parseInt(entry.substring(digits, entry.indexOf(':')));
            values[i] = Integer.parseInt(entry.substring(entry.indexOf(':') + 1));
        }
        blankFaces = new String[faces.length];
        for (int i = 0; i < faces.length; i++) {
            blankFaces[i] = faces[i].toLowerCase(Locale.ROOT);
        }
        int[] shown = (String.join("", faces) + String.join("", blankFaces)).chars().sorted().distinct().toArray();
        characterRank = new byte[shown[shown.length - 1] + 1];
        rankedCharacter = new char[shown.length + 1];
        for (int i = 0; i < shown.length; i++) {
            characterRank[shown[i]] = (byte) (i + 1);
            rankedCharacter[i + 1] = (char) shown[i];
        }
        shownRank = new byte[2 * faces.length];
        for (int i = 0; i < faces.length; i++) {
            shownRank[i] = (byte) (faces[i].length() == 1 ? characterRank(faces[i].charAt(0)) : 0);
            shownRank[faces.length + i] = (byte) (blankFaces[i].length() == 1 ? characterRank(blankFaces[i].charAt(0)) : 0);
        }
    }

    /**
     * The place of a character of the faces (a blank's lower-case ones included) among them all, from 1 to at
     * most 127, in character order; 0 for a character no face holds.
     */
    int characterRank(char c) {
        return c < characterRank.length ? characterRank[c] : 0;
    }

    /** The English set. */
    public static TileSet english() {
        return ENGLISH;
    }

    /** The French set. */
    public static TileSet french() {
        return FRENCH;
    }

    /** The Spanish set (with the digraph tiles CH, LL and RR). */
    public static TileSet spanish() {
        return SPANISH;
    }

    /**
     * The set of a language's edition.
     *
     * @throws NullPointerException if {@code language} is null
     */
    public static TileSet of(Language language) {
        switch (Objects.requireNonNull(language, "language")) {
            case ENGLISH:
                return ENGLISH;
            case FRENCH:
                return FRENCH;
            case SPANISH:
                return SPANISH;
            default:
                throw new AssertionError(language);
        }
    }

    /** The edition's name, for messages ("French Scrabble"). */
    public String name() {
        return name;
    }

    /** The language whose words the tiles spell. */
    public Language language() {
        return language;
    }

    /** The alphabet words are folded onto before they are spelled in tiles. */
    public Alphabet alphabet() {
        return language.alphabet();
    }

    /** The number of kinds of letter tile (the blank not counted); tiles are numbered 0 to {@code size() - 1}. */
    public int size() {
        return faces.length;
    }

    /** The face of tile {@code tile}, upper case: {@code "A"}, {@code "CH"}. */
    public String face(int tile) {
        return faces[tile];
    }

    /** The face as a word shows it: upper case, lower case for a blank ({@code "CH"}, {@code "ch"}). */
    public String shown(int tile, boolean blank) {
        return blank ? blankFaces[tile] : faces[tile];
    }

    /** The {@link #characterRank rank} of {@link #shown}'s one character, or 0 when the face is a digraph. */
    int shownRank(int tile, boolean blank) {
        return shownRank[blank ? faces.length + tile : tile];
    }

    /** The character of a {@link #characterRank rank} (1 to the number of characters the faces hold). */
    char rankedCharacter(int rank) {
        return rankedCharacter[rank];
    }

    /** The face as written in text: {@link #shown}, a digraph in square brackets. */
    public String written(int tile, boolean blank) {
        String face = shown(tile, blank);
        return face.length() == 1 ? face : "[" + face + "]";
    }

    /** How many tiles {@code tile} the bag holds. */
    public int count(int tile) {
        return counts[tile];
    }

    /** What tile {@code tile} scores. */
    public int value(int tile) {
        return values[tile];
    }

    /** The number of blanks in the bag. */
    public int blanks() {
        return blanks;
    }

    /** Every tile of the bag, blanks included. */
    public int totalTiles() {
        int total = blanks;
        for (int count : counts) {
            total += count;
        }
        return total;
    }

    /** The points of every tile of the bag together. */
    public int totalPoints() {
        int total = 0;
        for (int i = 0; i < counts.length; i++) {
            total += counts[i] * values[i];
        }
        return total;
    }

    /** The tile whose face is {@code face} (any case, accents folded), or -1. */
    public int tileOf(String face) {
        String folded = alphabet().fold(face);
        for (int i = 0; folded != null && i < faces.length; i++) {
            if (faces[i].toLowerCase(Locale.ROOT).equals(folded)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A word folded onto the alphabet (see {@link Alphabet#fold}) spelled in tiles, digraphs where the word
     * has them; null when it cannot be: a character is no letter of the alphabet, or a letter has no tile.
     */
    public int[] spell(String word) {
        String folded = alphabet().fold(word);
        if (folded == null) {
            return null;
        }
        int[] tiles = new int[folded.length()];
        int n = 0;
        for (int i = 0; i < folded.length(); ) {
            int tile = -1;
            if (i + 1 < folded.length()) {
                tile = digraph(folded.charAt(i), folded.charAt(i + 1));
            }
            if (tile >= 0) {
                i += 2;
            } else {
                tile = letter(folded.charAt(i));
                i++;
                if (tile < 0) {
                    return null;
                }
            }
            tiles[n++] = tile;
        }
        return Arrays.copyOf(tiles, n);
    }

    private int digraph(char first, char second) {
        for (int i = 0; i < faces.length; i++) {
            String face = faces[i];
            if (face.length() == 2 && Character.toLowerCase(face.charAt(0)) == first
                    && Character.toLowerCase(face.charAt(1)) == second) {
                return i;
            }
        }
        return -1;
    }

    private int letter(char c) {
        for (int i = 0; i < faces.length; i++) {
            String face = faces[i];
            if (face.length() == 1 && Character.toLowerCase(face.charAt(0)) == c) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Reads tiles written as text (a rack, tiles to exchange): faces in any case, accents folded, digraph
     * tiles in square brackets, {@code ?} or {@code *} for a blank. One entry a tile: its number, or -1 for a
     * blank.
     *
     * @throws IllegalArgumentException naming the position and the character when a character is no tile
     */
    public List<Integer> readTiles(String text) {
        return List.copyOf(read(Objects.requireNonNull(text, "text").strip(), "tiles", true));
    }

    /** Tiles as text, as {@link #readTiles} reads them: faces, digraphs in brackets, {@code ?} a blank. */
    public String writeTiles(List<Integer> tiles) {
        StringBuilder out = new StringBuilder();
        for (int t : tiles) {
            out.append(t < 0 ? "?" : written(t, false));
        }
        return out.toString();
    }

    /**
     * Reads tiles written as text: faces (any case, accents folded), digraph tiles in square brackets,
     * {@code ?} or {@code *} for a blank when {@code blanksAllowed}. Returns one entry a tile: the tile number,
     * or -1 for a blank.
     *
     * @param what a name for the text in messages ("rack")
     * @throws IllegalArgumentException naming the position and the character when a character is no tile
     */
    List<Integer> read(String text, String what, boolean blanksAllowed) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int start = i;
            if (Alphabet.BLANKS.indexOf(c) >= 0 && blanksAllowed) {
                out.add(-1);
                continue;
            }
            String face = String.valueOf(c);
            if (c == '[') {
                int close = text.indexOf(']', i);
                if (close < 0) {
                    throw new IllegalArgumentException(what + ": the [ at position " + (i + 1) + " is not closed by ]");
                }
                face = text.substring(i + 1, close);
                i = close;
            }
            int tile = face.length() == 1 ? tileOfCharacter(c) : tileOf(face);
            if (tile < 0 || (face.length() > 1 && faces[tile].length() < 2)) {
                throw new IllegalArgumentException(what + ": \"" + face + "\" at position " + (start + 1) + " is no tile of "
                        + name + " (tiles: " + String.join(" ", writtenFaces()) + ")");
            }
            out.add(tile);
        }
        return out;
    }

    /** The tile one character reads as ({@link #foldedTile}); ASCII from a table made once. */
    private int tileOfCharacter(char c) {
        byte[] table = asciiTiles;
        if (table == null) {
            table = new byte[128];
            for (char k = 0; k < table.length; k++) {
                table[k] = (byte) foldedTile(k);
            }
            asciiTiles = table;
        }
        return c < table.length ? table[c] : foldedTile(c);
    }

    /** The tile whose one-letter face is the character folded by the alphabet, -1 for none. */
    private int foldedTile(char c) {
        return letter(foldOne(String.valueOf(c)));
    }

    private char foldOne(String face) {
        String folded = alphabet().fold(face);
        return folded == null || folded.length() != 1 ? '\0' : folded.charAt(0);
    }

    private List<String> writtenFaces() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < faces.length; i++) {
            out.add(written(i, false));
        }
        return out;
    }

    @Override
    public String toString() {
        return name + " (" + totalTiles() + " tiles, " + totalPoints() + " points)";
    }
}
