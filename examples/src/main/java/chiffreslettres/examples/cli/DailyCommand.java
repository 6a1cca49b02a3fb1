package chiffreslettres.examples.cli;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.json.GameJson;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code daily}: the day's puzzles, the same for everyone. */
@Command(name = "daily", mixinStandardHelpOptions = true,
        description = "Print the day's puzzles of a variant: the same for everyone on that date.")
final class DailyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--variant", defaultValue = "countdown",
            description = "The show: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private VariantName variant;

    @Option(names = "--date", description = "The day, YYYY-MM-DD (default: today, UTC).")
    private String date;

    @Option(names = "--answers", description = "Print the answers too (a conundrum's word, the best calculation, "
            + "the longest words).")
    private boolean answers;

    @Option(names = "--rule", paramLabel = "N", description = "Draw by rule N (1: any word of the list; 2: words "
            + "people know) instead of the date's own rule (2 from 2026-12-01).")
    private Integer rule;

    @Option(names = "--json", description = "Write the puzzles as one JSON object.")
    private boolean json;

    @Override
    public Integer call() {
        LocalDate day;
        try {
            day = date == null ? LocalDate.now(ZoneOffset.UTC) : LocalDate.parse(date);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("--date: a day as YYYY-MM-DD, got '" + date + "'");
        }
        Daily daily = rule == null ? Daily.of(variant.variant(), day) : Daily.of(variant.variant(), day, rule);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonShapes.write(GameJson.of(daily, answers)));
            return 0;
        }
        out.printf("%s, %s (rule %d):%n", daily.variant().name(), day, daily.rule());
        int number = 1;
        for (Daily.Challenge c : daily.challenges()) {
            if (c instanceof Daily.Numbers n) {
                Problem p = n.problem();
                out.printf("%d. Numbers%s: %s → %d%n", number, n.difficulty() > 0 ? " (difficulty " + n.difficulty() + ")"
                        : "", p.tiles().stream().map(String::valueOf).collect(Collectors.joining(" ")), p.target());
                if (answers) {
                    out.printf("   %s%n", String.join(", ", daily.best(number - 1)));
                }
            } else if (c instanceof Daily.Letters l) {
                LettersRound round = daily.variant().letters().orElseThrow();
                out.printf("%d. Letters: %s%s%n", number, l.rack().toUpperCase(Locale.ROOT),
                        round.piles().showsOwn() ? "" : " (drawn from " + round.piles().source() + ")");
                if (answers) {
                    out.printf("   %s%n", String.join(", ", daily.best(number - 1)));
                    List<WordMatch> common = CommonWords.longest(Dictionaries.get(round.language(), round.rules()),
                            round.language(), l.rack());
                    out.printf("   longest common word: %s%n", common.isEmpty() ? "none"
                            : common.stream().map(WordMatch::word).collect(Collectors.joining(", ")));
                }
            } else {
                var puzzle = ((Daily.Anagram) c).puzzle();
                out.printf("%d. Conundrum: %s%n", number, puzzle.scramble().toUpperCase(Locale.ROOT));
                if (answers) {
                    out.printf("   %s%n", puzzle.answer().toUpperCase(Locale.ROOT));
                }
            }
            number++;
        }
        return 0;
    }
}
