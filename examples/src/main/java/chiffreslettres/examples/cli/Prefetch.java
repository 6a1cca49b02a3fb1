package chiffreslettres.examples.cli;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Set;

/**
 * Reads, on a second thread, the word list (and the conundrums) a short query will need, while the main
 * thread builds picocli's model of the command line: on a machine of two cores or more the two overlap.
 *
 * <p>Only a hint: it looks at the few options that choose a list ({@code --lang}, {@code --rules},
 * {@code --variant}, {@code --date}, {@code --rule}, {@code --every-word}); a value it cannot read makes it do
 * nothing, and the command reports the error itself. What it loads lands in the library's caches
 * ({@link Dictionaries#get}, {@link Conundrum#of}), where a thread asking for the same waits for it rather
 * than doing it again.
 */
final class Prefetch {

    /** The commands it prefetches for. */
    private static final Set<String> READERS = Set.of("conundrum", "daily", "letters", "anagrams");

    private Prefetch() {
    }

    /** Starts the prefetch of {@code args}' command on a daemon thread, when it reads a word list. */
    static void start(String... args) {
        if (args.length == 0 || !READERS.contains(args[0])) {
            return;
        }
        Thread thread = new Thread(() -> load(args), "prefetch");
        thread.setDaemon(true);
        thread.start();
    }

    /** Loads what {@code args}' command will need, on the calling thread; nothing when a value is not read. */
    static void load(String... args) {
        try {
            switch (args.length > 0 ? args[0] : "") {
                case "conundrum" -> conundrum(args);
                case "daily" -> daily(args);
                case "letters", "anagrams" -> {
                    String lang = option(args, "--lang");
                    String rules = option(args, "--rules");
                    LettersCommand.dictionary(lang == null ? null : LettersCommand.Lang.valueOf(lang),
                            LettersCommand.Rules.valueOf(rules == null ? "all" : rules));
                }
                default -> {
                }
            }
        } catch (RuntimeException e) {
            // A value it could not read: the command says what is wrong with it.
        }
    }

    private static void conundrum(String[] args) {
        String lang = option(args, "--lang");
        Language language = ConundrumCommand.language(lang == null ? "en" : lang);
        if (has(args, "--every-word")) {
            Conundrum.of(Conundrum.refereeList(language));
        } else if (has(args, "--commonest")) {
            Conundrum.refereeList(language);
        } else {
            Conundrum.of(language);
        }
    }

    private static void daily(String[] args) {
        String name = option(args, "--variant");
        Variant variant = VariantName.valueOf(name == null ? "countdown" : name).variant();
        if (variant.letters().isEmpty() || !variant.letters().get().piles().drawable()) {
            return;
        }
        String date = option(args, "--date");
        String ruleNumber = option(args, "--rule");
        LocalDate day = date == null ? LocalDate.now(ZoneOffset.UTC) : LocalDate.parse(date);
        int rule = ruleNumber == null ? Daily.ruleOf(day) : Integer.parseInt(ruleNumber);
        var letters = variant.letters().get();
        var list = Dictionaries.get(letters.language(), letters.rules());
        Daily.seedOf(variant, day, rule);   // starts the digest's provider
        if (variant == Variant.COUNTDOWN) {
            if (rule == 1) {
                Conundrum.of(list);
            } else {
                Conundrum.of(letters.language());
            }
        }
    }

    private static boolean has(String[] args, String name) {
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals(name) || named(args[i], name)) {
                return true;
            }
        }
        return false;
    }

    /** The value of option {@code name}, given as {@code name value} or {@code name=value}; null if absent. */
    private static String option(String[] args, String name) {
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals(name) && i + 1 < args.length) {
                return args[i + 1];
            }
            if (named(args[i], name)) {
                return args[i].substring(name.length() + 1);
            }
        }
        return null;
    }

    /** Whether {@code arg} is {@code name=...}. */
    private static boolean named(String arg, String name) {
        return arg.length() > name.length() && arg.startsWith(name) && arg.charAt(name.length()) == '=';
    }
}
