package chiffreslettres.examples.cli;

import chiffreslettres.Lettres;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.server.http.JsonShapes;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code letters RACK} and {@code anagrams RACK}: words from a rack of letters. */
@Command(name = "letters", mixinStandardHelpOptions = true,
        description = "The longest words (or, with --all, every word) a RACK of letters makes; ? or * is a blank.")
class LettersCommand implements Callable<Integer> {

    /** The languages by their short names. */
    enum Lang {
        fr(Language.FRENCH), en(Language.ENGLISH), es(Language.SPANISH);

        final Language language;

        Lang(Language language) {
            this.language = language;
        }
    }

    /** The rule sets by their short names. */
    enum Rules {
        all(WordRules.ALL, null), dcdl(WordRules.DES_CHIFFRES_ET_DES_LETTRES, Lang.fr),
        countdown(WordRules.COUNTDOWN, Lang.en), cifras(WordRules.CIFRAS_Y_LETRAS, Lang.es),
        cifras2024(WordRules.CIFRAS_Y_LETRAS_2024, Lang.es);

        final WordRules rules;
        final Lang language;

        Rules(WordRules rules, Lang language) {
            this.rules = rules;
            this.language = language;
        }
    }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RACK", description = "The letters, any case, accents ignored; ? or * for a blank.")
    String rack;

    @Option(names = "--lang", description = "fr, en or es (default: the rules' language, else fr).")
    Lang lang;

    @Option(names = "--rules", defaultValue = "all",
            description = "all, dcdl (French show), countdown (English), cifras (Spanish), cifras2024 (Spanish, "
                    + "since 2024) (default: ${DEFAULT-VALUE}).")
    Rules rules;

    @Option(names = "--all", description = "Every word that fits, longest first, not only the longest.")
    boolean all;

    @Option(names = "--min-length", defaultValue = "1", description = "With --all: the shortest words listed (default: ${DEFAULT-VALUE}).")
    int minLength;

    @Option(names = "--commonest", paramLabel = "N", description = "Only words among the N commonest of the list.")
    Integer commonest;

    @Option(names = "--min-commonness", paramLabel = "C", description = "Only words of commonness C or more "
            + "(0 to 25, higher is commoner; each word's is shown).")
    Integer minCommonness;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = "--limit", defaultValue = "200", description = "With --all: the most words listed (default: ${DEFAULT-VALUE}).")
    int limit;

    Dictionary dictionary() {
        return dictionary(lang, rules);
    }

    /** The list of a language (null: the rules' language, else French) and rules. */
    static Dictionary dictionary(Lang lang, Rules rules) {
        Lang language = lang != null ? lang : rules.language != null ? rules.language : Lang.fr;
        return Dictionaries.get(language.language, rules.rules);
    }

    /** The query of the rack, narrowed to the words common enough when asked. */
    Lettres.RackQuery query() {
        Dictionary dictionary = dictionary();
        if (commonest != null && minCommonness != null) {
            throw new IllegalArgumentException("--commonest and --min-commonness: give one");
        }
        int least = commonest != null ? dictionary.commonnessOfCommonest(commonest)
                : minCommonness != null ? minCommonness : 0;
        return Lettres.in(dictionary).rack(rack).minCommonness(least);
    }

    @Override
    public Integer call() {
        LetterResult result = all ? query().words().minLength(minLength).limit(limit).find() : query().longest();
        print(result, all ? "words" : "longest words");
        return 0;
    }

    void print(LetterResult result, String what) {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonShapes.write(JsonShapes.of(result)));
            return;
        }
        out.printf("%s from %s (%s): %s%n", what, result.rack(), result.dictionary(),
                result.isEmpty() ? "none" : result.matches().size() + ", " + result.longestLength() + " letters"
                        + (result.matches().size() > 1 && "words".equals(what) ? " at most" : ""));
        Dictionary dictionary = dictionary();
        for (WordMatch match : result.matches()) {
            out.println(!dictionary.hasCommonness() ? "  " + match : match.commonness() == 0
                    ? String.format("  %-16s commonness  0 (not in the frequency list)", match)
                    : String.format("  %-16s commonness %2d (among the %,d commonest)", match, match.commonness(),
                            dictionary.commonestCount(match.commonness())));
        }
    }

    /** {@code anagrams RACK}: the words using every tile. */
    @Command(name = "anagrams", mixinStandardHelpOptions = true,
            description = "The words that use every tile of RACK; ? or * is a blank.")
    static final class Anagrams extends LettersCommand {
        @Override
        public Integer call() {
            print(query().anagrams(), "anagrams");
            return 0;
        }
    }
}
