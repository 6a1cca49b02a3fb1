package chiffreslettres.lettres;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * English agent nouns: a verb's doer written with -er or -or ({@code abider}, {@code studier}, {@code fretter},
 * {@code elicitor}, {@code donator}), in the singular or the plural, traced to the verb. Stateless.
 */
final class AgentNouns {

    /** The shortest agent noun traced, so that short words ending in -er ({@code ever}, {@code tier}) are not. */
    private static final int MIN_LENGTH = 5;

    private AgentNouns() {
    }

    /**
     * The agent noun in the singular and its verb, when {@code form} reads as one of a verb {@code isVerb}
     * accepts: {@code piercers} gives {@code piercer} and {@code pierce}. The verb is the first that fits of the
     * form less -r ({@code abide}; so {@code griper} is {@code gripe}'s, not {@code grip}'s), then less -er or -or
     * ({@code elicit}), then with its doubled consonant single ({@code fret}), then with -ier as -y ({@code study}).
     */
    static Optional<String[]> trace(String form, Predicate<String> isVerb) {
        String singular = form.endsWith("s") && !form.endsWith("ss") ? form.substring(0, form.length() - 1) : form;
        if (singular.length() < MIN_LENGTH || !(singular.endsWith("er") || singular.endsWith("or"))) {
            return Optional.empty();
        }
        String stem = singular.substring(0, singular.length() - 2);
        List<String> verbs = new ArrayList<>(List.of(stem + "e", stem));
        int n = stem.length();
        if (n > 2 && stem.charAt(n - 1) == stem.charAt(n - 2)) {
            verbs.add(stem.substring(0, n - 1));
        }
        if (singular.endsWith("ier")) {
            verbs.add(stem.substring(0, n - 1) + "y");
        }
        return verbs.stream().filter(v -> v.length() >= 3 && isVerb.test(v)).findFirst()
                .map(v -> new String[] {singular, v});
    }

    /** The verb's third person singular present, by the regular rules ({@code abides}, {@code pushes}, {@code studies}). */
    static String thirdPerson(String verb) {
        if (verb.endsWith("s") || verb.endsWith("x") || verb.endsWith("z") || verb.endsWith("ch")
                || verb.endsWith("sh") || verb.endsWith("o")) {
            return verb + "es";
        }
        if (verb.endsWith("y") && verb.length() > 1 && "aeiou".indexOf(verb.charAt(verb.length() - 2)) < 0) {
            return verb.substring(0, verb.length() - 1) + "ies";
        }
        return verb + "s";
    }
}
