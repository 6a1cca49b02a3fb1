package chiffreslettres.jeu;

import chiffreslettres.scrabble.TileSet;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The vowel and consonant piles a letters round draws from, and where they come from. Only Countdown's
 * piles are published; for the other shows the library offers a stand-in, labelled as such
 * ({@link #showsOwn()} is false), or no piles at all.
 *
 * @param vowels     letter → copies; empty when there are no piles
 * @param consonants letter → copies; empty when there are no piles
 * @param showsOwn   whether these are the show's own piles (as published), not a stand-in
 * @param source     where the figures come from, for people ("the French Scrabble bag, not the show's pile")
 */
public record LetterPiles(Map<Character, Integer> vowels, Map<Character, Integer> consonants, boolean showsOwn,
        String source) {

    private static final String VOWELS = "aeiou";

    /** No piles: the show publishes none and no stand-in is given. */
    public static final LetterPiles NONE = new LetterPiles(Map.of(), Map.of(), false,
            "no letter piles: the show publishes none");

    /**
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if a count is not positive, a letter is in both piles, or only one
     *     pile is empty
     */
    public LetterPiles {
        Objects.requireNonNull(source, "source");
        vowels = Map.copyOf(new TreeMap<>(vowels));
        consonants = Map.copyOf(new TreeMap<>(consonants));
        if (vowels.isEmpty() != consonants.isEmpty()) {
            throw new IllegalArgumentException("piles: both piles or neither must have letters");
        }
        for (Map.Entry<Character, Integer> e : vowels.entrySet()) {
            if (e.getValue() < 1 || consonants.containsKey(e.getKey())) {
                throw new IllegalArgumentException("piles: " + e.getKey()
                        + " must have a positive count and be in one pile only");
            }
        }
        if (consonants.values().stream().anyMatch(c -> c < 1)) {
            throw new IllegalArgumentException("piles: every count must be positive");
        }
    }

    /**
     * Countdown's piles as the widely used table gives them (thecountdownpage.com/letters.htm: vowels
     * A15 E21 I13 O13 U5, consonants B2 C3 D6 F2 G3 H2 J1 K1 L5 M4 N8 P4 Q1 R9 S9 T9 V1 W1 X1 Y1 Z1). The
     * show's distribution has changed over the years; its current official pile was not found.
     */
    public static LetterPiles countdown() {
        return new LetterPiles(parse("a15 e21 i13 o13 u5"),
                parse("b2 c3 d6 f2 g3 h2 j1 k1 l5 m4 n8 p4 q1 r9 s9 t9 v1 w1 x1 y1 z1"), true,
                "Countdown's piles as thecountdownpage.com/letters.htm lists them");
    }

    /**
     * A stand-in for a show that publishes no piles: the letters of the language's Scrabble bag
     * ({@link TileSet#of}), blanks left out, and for Spanish the digraph tiles CH, LL and RR left out
     * too (a letters round draws single letters). A, E, I, O and U are the vowels; Y is a consonant, as
     * in Countdown's piles. Labelled "not the show's pile".
     */
    public static LetterPiles scrabbleStandIn(chiffreslettres.lettres.Language language) {
        TileSet set = TileSet.of(language);
        Map<Character, Integer> vowels = new TreeMap<>();
        Map<Character, Integer> consonants = new TreeMap<>();
        for (int tile = 0; tile < set.size(); tile++) {
            String face = set.face(tile).toLowerCase(java.util.Locale.ROOT);
            if (face.length() != 1) {
                continue;
            }
            char letter = face.charAt(0);
            (VOWELS.indexOf(letter) >= 0 ? vowels : consonants).put(letter, set.count(tile));
        }
        return new LetterPiles(vowels, consonants, false,
                "Scrabble-derived: the letters of the " + set.name() + " bag, not the show's pile");
    }

    /** Whether there are letters to draw from. */
    public boolean drawable() {
        return !vowels.isEmpty();
    }

    /** The pile a letter belongs to, or null when it is in neither. */
    public Draws.Pile pileOf(char letter) {
        return vowels.containsKey(letter) ? Draws.Pile.VOWEL
                : consonants.containsKey(letter) ? Draws.Pile.CONSONANT : null;
    }

    private static Map<Character, Integer> parse(String spec) {
        Map<Character, Integer> out = new TreeMap<>();
        for (String entry : spec.split(" ")) {
            out.put(entry.charAt(0), Integer.parseInt(entry.substring(1)));
        }
        return out;
    }
}
