package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;

/**
 * Prints, one a line, the forms of a language's part-of-speech dictionary that a show's list could keep
 * before its check against a spelling dictionary: every form but proper nouns that the language's keyboard
 * word list holds, written in the language's letters. {@code scripts/hunspell-es-list.sh} passes them to
 * hunspell and keeps those it accepts ({@link ShowWordLists}).
 *
 * <pre>java -cp BUILDER_CLASS_PATH chiffreslettres.dictionaries.builder.SpellingCandidates spanish</pre>
 */
final class SpellingCandidates {

    private SpellingCandidates() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: SpellingCandidates LANGUAGE (french or spanish)");
            System.exit(2);
        }
        Language language;
        try {
            language = Language.valueOf(args[0].toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            System.err.println("language: french or spanish, got " + args[0]);
            System.exit(2);
            return;
        }
        Map<String, Integer> commonness = new HashMap<>();
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        for (String form : PartOfSpeechWordLists.forms(language, WordRules.ALL, commonness, new HashSet<>())) {
            if (commonness.getOrDefault(form, Commonness.UNKNOWN) > Commonness.UNKNOWN
                    && LanguageLetters.writes(language, form)) {
                out.write(form);
                out.newLine();
            }
        }
        out.flush();
    }
}
