package chiffreslettres.jeu;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A sentence of the referee, kept as its key and arguments so that it can be written in the player's
 * language: {@link #in(Locale)} writes it in English, French or Spanish (any other locale gets English),
 * {@link #toString()} in English. The keys are the library's ({@code word.too-short}, ...); an argument
 * is a text written as it is (a word, a calculation, a number) or a phrase written in the same language
 * ("step 2: 7 ÷ 2 is not a whole number" holds the phrase of the fault). Immutable and thread-safe.
 *
 * @param key  which sentence
 * @param args what it says, in order: each a {@code String} or a {@code Phrase}
 */
public record Phrase(String key, List<Object> args) {

    /**
     * @throws IllegalArgumentException if the key is not one of the library's, the arguments are not as
     *     many as its sentence takes, or one is neither a text nor a phrase
     * @throws NullPointerException if the key, the list or an argument is null
     */
    public Phrase {
        Objects.requireNonNull(key, "key");
        args = List.copyOf(args);
        int wanted = PhraseBook.arity(key);
        if (args.size() != wanted) {
            throw new IllegalArgumentException("phrase " + key + " takes " + wanted + " arguments, got " + args.size());
        }
        for (Object arg : args) {
            if (!(arg instanceof String) && !(arg instanceof Phrase)) {
                throw new IllegalArgumentException("phrase " + key + ": an argument is a text or a phrase, not a "
                        + arg.getClass().getSimpleName());
            }
        }
    }

    /**
     * The phrase of a key with its arguments: phrases kept, anything else written with {@code String.valueOf}.
     *
     * @throws IllegalArgumentException if the key is unknown or the arguments do not fit it
     */
    public static Phrase of(String key, Object... args) {
        return new Phrase(key, Arrays.stream(args).map(a -> a instanceof Phrase ? a : (Object) String.valueOf(a))
                .toList());
    }

    /** A text of the caller's, written as it is in every language. */
    public static Phrase text(String text) {
        return of("text", Objects.requireNonNull(text, "text"));
    }

    /**
     * The sentence in the locale's language: English, French or Spanish; English for any other.
     *
     * @throws NullPointerException if {@code locale} is null
     */
    public String in(Locale locale) {
        Objects.requireNonNull(locale, "locale");
        String template = PhraseBook.template(key, locale.getLanguage());
        StringBuilder out = new StringBuilder(template.length() + 32);
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c == '{' && i + 2 < template.length() && template.charAt(i + 2) == '}') {
                Object arg = args.get(template.charAt(i + 1) - '0');
                out.append(arg instanceof Phrase p ? p.in(locale) : (String) arg);
                i += 2;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** The sentence in English. */
    @Override
    public String toString() {
        return in(Locale.ENGLISH);
    }
}
