package chiffreslettres.lettres;

/**
 * Which forms of a language's words a show accepts. Every rule set leaves out proper nouns and words
 * with capitals, hyphens, apostrophes or digits ({@code aujourd'hui}, {@code porte-monnaie}), and the
 * French lists the elided forms kept without their apostrophe ({@code lorsqu}, {@code jusqu}).
 */
public enum WordRules {
    /** Every form of every word of the language: plurals, feminines, every verb form. */
    ALL(null, "every form"),
    /**
     * Des chiffres et des lettres (French): nouns and adjectives in every gender and number; verbs only
     * as infinitive, present participle and past participle (conjugated forms refused); invariable
     * words (adverbs, prepositions, ...) accepted. The shipped list keeps those forms that the French
     * keyboard word list also holds, but not the parts of locutions ({@code facto}, {@code nihilo},
     * {@code etc}) nor the borrowings and abbreviations French writing does not use as words ({@code made},
     * {@code vitae}, {@code janv}) ({@link Dictionaries#byTagsAlone} gives them all).
     */
    DES_CHIFFRES_ET_DES_LETTRES(Language.FRENCH, "Des chiffres et des lettres rules"),
    /** Countdown (English): every form, but no proper nouns, abbreviations or hyphenated words. */
    COUNTDOWN(Language.ENGLISH, "Countdown rules"),
    /**
     * Cifras y Letras (Spanish): no plurals, no personal verb forms, and no verb forms with attached
     * pronouns ({@code dándoselo}, {@code teñírosla}, {@code irse}); feminines, infinitives, gerunds and
     * (singular) participles accepted. The shipped list keeps those forms that the Spanish keyboard word
     * list also holds and that LibreOffice's Spanish spelling dictionary accepts, or that people type
     * often; no abbreviation or symbol ({@link Dictionaries#byTagsAlone} gives them all).
     */
    CIFRAS_Y_LETRAS(Language.SPANISH, "Cifras y Letras rules"),
    /**
     * Cifras y Letras since its 2024 revival (Spanish): plurals and every verb form, but no verb form with
     * attached pronouns ({@code dándoselo}, {@code túsetelo}, {@code irse}), which the dictionary of the
     * Real Academia does not list as words. The shipped list keeps those forms that the Spanish keyboard
     * word list also holds and that LibreOffice's Spanish spelling dictionary accepts, or that people type
     * often; no abbreviation or symbol.
     */
    CIFRAS_Y_LETRAS_2024(Language.SPANISH, "Cifras y Letras (2024) rules");

    private final Language language;
    private final String displayName;

    WordRules(Language language, String displayName) {
        this.language = language;
        this.displayName = displayName;
    }

    /** A name for people: "every form", "Countdown rules". */
    public String displayName() {
        return displayName;
    }

    /** Whether these rules can apply to words of {@code language}. */
    public boolean appliesTo(Language language) {
        return this.language == null || this.language == language;
    }
}
