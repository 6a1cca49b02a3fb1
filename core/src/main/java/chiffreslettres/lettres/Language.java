package chiffreslettres.lettres;

/**
 * The languages whose word lists ship ready-made, each in an artifact of its own
 * ({@link #artifact()}); {@code chiffres-lettres-dictionaries} brings the three.
 */
public enum Language {
    /** French, for Des chiffres et des lettres. */
    FRENCH(Alphabet.FRENCH, "fr"),
    /** English, for Countdown. */
    ENGLISH(Alphabet.ENGLISH, "en"),
    /** Spanish, for Cifras y Letras. */
    SPANISH(Alphabet.SPANISH, "es");

    private final Alphabet alphabet;
    private final String code;

    Language(Alphabet alphabet, String code) {
        this.alphabet = alphabet;
        this.code = code;
    }

    /** The ISO 639-1 code: fr, en, es. */
    public String code() {
        return code;
    }

    /**
     * The language of an ISO 639-1 code as {@link #code()} gives it ({@code fr}, {@code en}, {@code es}),
     * or empty for any other string or null.
     */
    public static java.util.Optional<Language> ofCode(String code) {
        for (Language language : values()) {
            if (language.code.equals(code)) {
                return java.util.Optional.of(language);
            }
        }
        return java.util.Optional.empty();
    }

    /** The Maven coordinates of the artifact with this language's word lists ({@code groupId:artifactId}). */
    public String artifact() {
        return "org.chiffreslettres:chiffres-lettres-dictionary-" + code;
    }

    /** The alphabet words of this language fold onto. */
    public Alphabet alphabet() {
        return alphabet;
    }
}
