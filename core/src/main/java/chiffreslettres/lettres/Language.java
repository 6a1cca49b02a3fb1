package chiffreslettres.lettres;

/** The languages whose word lists ship in the {@code chiffres-lettres-dictionaries} artifact. */
public enum Language {
    /** French, for Des chiffres et des lettres. */
    FRENCH(Alphabet.FRENCH),
    /** English, for Countdown. */
    ENGLISH(Alphabet.ENGLISH),
    /** Spanish, for Cifras y Letras. */
    SPANISH(Alphabet.SPANISH);

    private final Alphabet alphabet;

    Language(Alphabet alphabet) {
        this.alphabet = alphabet;
    }

    /** The alphabet words of this language fold onto. */
    public Alphabet alphabet() {
        return alphabet;
    }
}
