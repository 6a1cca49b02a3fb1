package chiffreslettres.dictionaries.builder;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;

/**
 * Which words of an every-form list are fit for Scrabble play. The part-of-speech dictionaries tag unit
 * symbols, abbreviations and roman numerals as nouns ({@code cm}, {@code kg}, {@code cf}, {@code xv}), so
 * no tag tells them apart; what does is that they lack a vowel, while the tournament rules refuse symbols,
 * abbreviations and words written in capitals (the Spanish federation's, FISE: "DVD, CD" and the chemical
 * symbols "Ba, Au, Ag" refused; L'Officiel du Scrabble likewise leaves out chemical symbols and proper
 * nouns). A word is kept when it holds at least one vowel (a, e, i, o, u, æ, œ, accented or not; y too in a word
 * of three letters or more, as in {@code gym}, {@code lynx}, {@code psy}, where the two-letter {@code yd},
 * {@code ym} are symbols), in French, English and Spanish alike. Proper nouns are already out
 * ({@link TagRules}). Stateless.
 */
final class PlayableWords {

    private static final String VOWELS = "aeiouæœ";

    private PlayableWords() {
    }

    /** Whether a written form is fit for play. */
    static boolean accepts(String form) {
        String folded = Normalizer.normalize(form.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            if (VOWELS.indexOf(c) >= 0 || c == 'y' && form.length() > 2) {
                return true;
            }
        }
        return false;
    }

    /** The forms of a list fit for play, in their order. */
    static List<String> of(List<String> forms) {
        return forms.stream().filter(PlayableWords::accepts).toList();
    }
}
