package chiffreslettres.examples.cli;

import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.lettres.Language;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.json.GameJson;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code conundrum}: a scrambled nine-letter word and its answer, or how many the list has. */
@Command(name = "conundrum", mixinStandardHelpOptions = true,
        description = "Draw a conundrum: a nine-letter word people know (among the language's commonest words "
                + "and the commonest words of its film subtitles) "
                + "that is the only word of its letters in the list, scrambled (two short words where the list "
                + "allows), and its answer as the list writes it (accents kept).")
final class ConundrumCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--lang", defaultValue = "en", description = "en (Countdown's list), fr or es (every form) "
            + "(default: ${DEFAULT-VALUE}).")
    private String lang;

    @Option(names = "--seed", description = "Seed of the draw, to repeat a conundrum (default: random).")
    private Long seed;

    @Option(names = "--commonest", paramLabel = "N", description = "Draw from the N commonest words of the language "
            + "that are also common in film subtitles (default: 20000 for en, 30000 for fr, 60000 for es), the "
            + "commoner more often.")
    private Integer commonest;

    @Option(names = "--every-word", description = "Draw from every word of the list, the rarest too.")
    private boolean everyWord;

    @Option(names = "--count", description = "Print how many conundrum words the list has instead.")
    private boolean count;

    @Option(names = "--json", description = "Write JSON: {\"scramble\": ..., \"answer\": ...}.")
    private boolean json;

    @Override
    public Integer call() {
        Language language = language(lang);
        if (everyWord && commonest != null) {
            throw new IllegalArgumentException("--every-word and --commonest: choose one");
        }
        Conundrum conundrum = everyWord ? Conundrum.of(Conundrum.refereeList(language))
                : Conundrum.of(language, commonest != null ? commonest : Conundrum.commonest(language));
        PrintWriter out = spec.commandLine().getOut();
        if (count) {
            Map<String, Object> shape = new LinkedHashMap<>();
            shape.put("lang", language.code());
            shape.put("list", conundrum.dictionary().name());
            shape.put("commonest", everyWord ? null : commonest != null ? commonest : Conundrum.commonest(language));
            shape.put("count", conundrum.count());
            out.println(json ? JsonShapes.write(shape) : conundrum.count() + " conundrum words in "
                    + conundrum.dictionary().name() + (everyWord ? "" : ", among its " + shape.get("commonest")
                    + " commonest words that are common in film subtitles"));
            return 0;
        }
        Conundrum.Puzzle puzzle = conundrum.draw(seed != null ? seed : new SplittableRandom().nextLong());
        if (json) {
            out.println(JsonShapes.write(GameJson.of(puzzle)));
        } else {
            out.println("Conundrum: " + puzzle.scramble().toUpperCase(Locale.ROOT));
            out.println("Answer:    " + puzzle.answer().toUpperCase(Locale.ROOT));
        }
        return 0;
    }

    static Language language(String code) {
        return Language.ofCode(code)
                .orElseThrow(() -> new IllegalArgumentException("--lang: en, fr or es, got '" + code + "'"));
    }
}
