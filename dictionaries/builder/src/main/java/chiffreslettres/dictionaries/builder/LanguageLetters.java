package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Language;

/**
 * The letters each language writes its words with, accents included: a form with another letter is a
 * borrowing written the lending language's way ({@code señora}, {@code ångström}, {@code shōnen} in the
 * French dictionary; {@code crêpe}, {@code föhn}, {@code voilà} in the Spanish one), which a French or
 * Spanish dictionary for people spells otherwise or leaves out.
 * <ul>
 *   <li>French: a to z, à â ä ç é è ê ë î ï ô ö ù û ü ÿ, æ and œ;</li>
 *   <li>Spanish: a to z, ñ, á é í ó ú and ü;</li>
 *   <li>English: a to z.</li>
 * </ul>
 * Stateless.
 */
final class LanguageLetters {

    private static final String FRENCH = "àâäçéèêëîïôöùûüÿæœ";
    private static final String SPANISH = "ñáéíóúü";

    private LanguageLetters() {
    }

    /** Whether every character of {@code form} is a letter of {@code language}. */
    static boolean writes(Language language, String form) {
        String others = switch (language) {
            case FRENCH -> FRENCH;
            case SPANISH -> SPANISH;
            case ENGLISH -> "";
        };
        for (int i = 0; i < form.length(); i++) {
            char c = form.charAt(i);
            if (!(c >= 'a' && c <= 'z') && others.indexOf(c) < 0) {
                return false;
            }
        }
        return !form.isEmpty();
    }
}
