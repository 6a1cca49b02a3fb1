package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Prints, one a line, the forms of a language's part-of-speech dictionary that a show's list could keep
 * before its check against a spelling dictionary: every form but proper nouns that the language's keyboard
 * word list holds or that people say of a lemma it holds, written in the language's letters
 * ({@link ShowWordLists#typed}; the language's subtitle list, in its dictionary module's resources, must be
 * on the class path). {@code
 * scripts/hunspell-es-list.sh} keeps those hunspell-es accepts, {@code scripts/hunspell-fr-locutions.sh}
 * those hunspell-fr reads only as parts of locutions, {@code scripts/french-unattested-invariables.sh} those
 * it reads only as invariable that Lexique does not attest. Given {@code french-scrabble}, it prints instead
 * the French every-form forms of a {@linkplain PlayableWords#hasPlayableShape playable shape}, among which
 * {@code scripts/french-symbols-abbreviations.sh} finds the unit symbols and abbreviations the French
 * Scrabble list leaves out.
 *
 * <pre>java -cp BUILDER_CLASS_PATH chiffreslettres.dictionaries.builder.SpellingCandidates spanish</pre>
 */
final class SpellingCandidates {

    private SpellingCandidates() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("french-scrabble")) {
            print(PartOfSpeechWordLists.dictionary(Language.FRENCH, WordRules.ALL).words().stream()
                    .filter(form -> PlayableWords.hasPlayableShape(Language.FRENCH, form)).toList());
            return;
        }
        Language language = args.length != 1 ? null : switch (args[0]) {
            case "french" -> Language.FRENCH;
            case "spanish" -> Language.SPANISH;
            default -> null;
        };
        if (language == null) {
            System.err.println("usage: SpellingCandidates LANGUAGE, french or spanish (the dictionaries with"
                    + " frequency classes), or french-scrabble; got " + String.join(" ", args));
            System.exit(2);
            return;
        }
        Map<String, Integer> commonness = new HashMap<>();
        List<String> forms = PartOfSpeechWordLists.forms(language, WordRules.ALL, commonness, new HashSet<>());
        Predicate<String> typed = ShowWordLists.typed(language, commonness, SaidWords.of(language, commonness));
        print(forms.stream().filter(typed).toList());
    }

    private static void print(List<String> forms) throws IOException {
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        for (String form : forms) {
            out.write(form);
            out.newLine();
        }
        out.flush();
    }
}
