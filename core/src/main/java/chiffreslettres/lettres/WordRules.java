package chiffreslettres.lettres;

/**
 * Which forms of a language's words a show accepts. Every rule set leaves out proper nouns and words
 * with capitals, hyphens, apostrophes or digits.
 */
public enum WordRules {
    /** Every form of every word of the language: plurals, feminines, every verb form. */
    ALL(null),
    /**
     * Des chiffres et des lettres (French): nouns and adjectives in every gender and number; verbs only
     * as infinitive, present participle and past participle (conjugated forms refused); invariable
     * words (adverbs, prepositions, ...) accepted.
     */
    DES_CHIFFRES_ET_DES_LETTRES(Language.FRENCH),
    /** Countdown (English): every form, but no proper nouns, abbreviations or hyphenated words. */
    COUNTDOWN(Language.ENGLISH),
    /**
     * Cifras y Letras (Spanish): no plurals and no personal verb forms; feminines, infinitives,
     * gerunds and (singular) participles accepted.
     */
    CIFRAS_Y_LETRAS(Language.SPANISH);

    private final Language language;

    WordRules(Language language) {
        this.language = language;
    }

    /** Whether these rules can apply to words of {@code language}. */
    public boolean appliesTo(Language language) {
        return this.language == null || this.language == language;
    }
}
