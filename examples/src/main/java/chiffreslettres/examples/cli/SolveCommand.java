package chiffreslettres.examples.cli;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.Step;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.server.http.JsonShapes;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code solve TARGET TILE...}: the best answer as steps and as one line, then the other solutions. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Reach TARGET from the TILEs with + - * /, every intermediate a positive integer "
                + "(or as --arithmetic or --variant say).")
final class SolveCommand implements Callable<Integer> {

    /** The strategies the command line offers by name. */
    enum StrategyName {
        dp, best, natural, dfs, memo;

        SearchStrategy create() {
            switch (this) {
                case dfs:
                    return SearchStrategy.depthFirst();
                case memo:
                    return SearchStrategy.memoized();
                case best:
                    return SearchStrategy.bestAnswer();
                case natural:
                    return SearchStrategy.naturalBestAnswer();
                default:
                    return SearchStrategy.subsetDynamicProgramming();
            }
        }
    }

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private ChiffresLettresCli parent;

    @Parameters(index = "0", arity = "0..1", paramLabel = "TARGET", description = "The number to reach, positive.")
    private Long target;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "TILE", description = "The tiles, 1 to 10 positive numbers.")
    private List<String> tiles;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    private boolean json;

    @Option(names = "--batch", description = "Read one game per line from standard input (TARGET TILE...) and "
            + "write one JSON object per line, in input order.")
    private boolean batch;

    @Option(names = "--all", description = "List every distinct solution (up to --limit), not only the best.")
    private boolean all;

    @Option(names = "--limit", defaultValue = "100", description = "The most solutions listed (default: ${DEFAULT-VALUE}).")
    private int limit;

    @Option(names = "--equivalence", defaultValue = "ALGEBRAIC",
            description = "When two solutions are the same: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Equivalence equivalence;

    @Option(names = "--strategy", defaultValue = "dp",
            description = "Search strategy: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private StrategyName strategy;

    @Option(names = "--all-tiles", description = "Every tile must be used (as in the 24 game).")
    private boolean allTiles;

    @Option(names = "--arithmetic", defaultValue = "POSITIVE_INTEGERS",
            description = "The numbers a calculation may pass through: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Arithmetic arithmetic;

    @Option(names = "--variant", description = "Play by a show's rules and score the answer: ${COMPLETION-CANDIDATES} "
            + "(twentyfour: every tile, fractions allowed).")
    private VariantName variant;

    @Option(names = "--budget-ms", defaultValue = "10000", description = "Time budget in milliseconds (default: ${DEFAULT-VALUE}).")
    private long budgetMillis;

    @Option(names = "--ascii", description = "Write * / - instead of × ÷ −.")
    private boolean ascii;

    @Option(names = "--stats", description = "Print the search statistics.")
    private boolean stats;

    @Override
    public Integer call() throws IOException {
        if (budgetMillis <= 0) {
            throw new IllegalArgumentException("--budget-ms must be positive, got " + budgetMillis);
        }
        if (batch) {
            if (target != null) {
                throw new IllegalArgumentException("--batch reads the games from standard input: give no TARGET");
            }
            return batch(parent.in, spec.commandLine().getOut());
        }
        if (target == null || tiles == null || tiles.isEmpty()) {
            throw new IllegalArgumentException("give a TARGET and at least one TILE, or --batch");
        }
        List<Long> drawn = new java.util.ArrayList<>();
        for (String tile : tiles) {
            drawn.add(wholeNumber("TILE", tile));
        }
        Result result = solve(target, drawn);
        if (json) {
            spec.commandLine().getOut().println(JsonShapes.write(JsonShapes.of(result, all)));
        } else {
            print(result, spec.commandLine().getOut());
        }
        return 0;
    }

    private Rules rules() {
        if (variant != null) {
            Rules rules = variant.variant().numbers().rules();
            return allTiles ? rules.withAllTilesRequired(true) : rules;
        }
        return new Rules(allTiles, arithmetic);
    }

    private Result solve(long target, List<Long> tiles) {
        return Chiffres.target(target)
                .tiles(tiles)
                .rules(rules())
                .strategy(strategy.create())
                .equivalence(equivalence)
                .limit(limit)
                .budget(Duration.ofMillis(budgetMillis))
                .solve();
    }

    /**
     * Solves every game of the input, on all cores, and writes the answers in input order; a line that
     * is not a game gets an error object. Returns 2 if any line was bad input, else 0.
     */
    private int batch(InputStream in, PrintWriter out) throws IOException {
        List<String> lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList();
        List<String> answers = IntStream.range(0, lines.size()).parallel()
                .mapToObj(i -> answer(i + 1, lines.get(i))).toList();
        int status = 0;
        for (String answer : answers) {
            if (answer != null) {
                out.println(answer);
                status = answer.startsWith("{\"line\"") ? ChiffresLettresCli.BAD_INPUT : status;
            }
        }
        return status;
    }

    /** The JSON answer to one line of a batch, or null for a blank line. */
    private String answer(int lineNumber, String line) {
        if (line.isBlank()) {
            return null;
        }
        try {
            String[] words = line.trim().split("[\\s,]+");
            long goal = wholeNumber("TARGET (the first number of the line)", words[0]);
            List<Long> drawn = new java.util.ArrayList<>();
            for (int k = 1; k < words.length; k++) {
                drawn.add(wholeNumber("TILE " + k, words[k]));
            }
            return JsonShapes.write(JsonShapes.of(solve(goal, drawn), all));
        } catch (IllegalArgumentException e) {
            return JsonShapes.write(JsonShapes.error(lineNumber, line, e.getMessage()));
        }
    }

    /**
     * A whole number typed for {@code field}.
     *
     * @throws IllegalArgumentException naming the field and what it expects when the text is not one
     */
    private static long wholeNumber(String field, String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + " '" + text + "' is not a whole number (digits expected, "
                    + "e.g. 75)");
        }
    }

    private void print(Result result, PrintWriter out) {
        String verdict = result.isExact()
                ? "exact"
                : "closest " + join(result.bestValues()) + " (off by " + result.distance() + ")";
        out.printf("%d from %s: %s in %d step%s%s%n", result.target(), join(result.problem().tiles()), verdict,
                result.steps(), result.steps() == 1 ? "" : "s",
                result.isProvenOptimal() ? "" : " (not proven best: budget spent"
                        + (result.provenTiles() > 0 ? "; best of up to " + result.provenTiles() + " tiles" : "") + ")");
        if (result.best().isIntegral()) {
            for (Step step : result.best().toSteps()) {
                out.println("  " + (ascii ? step.toAscii() : step.toString()));
            }
        }
        out.println("  = " + render(result.best()));
        if (variant != null) {
            int points = variant.variant().numbers().score(result.distance());
            out.println("  " + variant.variant().name() + ": " + points + " point" + (points == 1 ? "" : "s"));
        }
        String count = result.solutionCount() + " distinct solution" + (result.solutionCount() == 1 ? "" : "s")
                + (result.allSolutionsFound() ? "" : " found (maybe not all)");
        if (all) {
            out.println(count + ":");
            for (Expression solution : result.solutions()) {
                out.printf("  %s = %d   (%d step%s)%n", render(solution), solution.value(), solution.steps(),
                        solution.steps() == 1 ? "" : "s");
            }
            if (result.solutions().size() < result.solutionCount()) {
                out.println("  ... " + (result.solutionCount() - result.solutions().size())
                        + " more (raise --limit)");
            }
        } else {
            out.println(count + (result.solutionCount() > 1 ? " (list them with --all)" : ""));
        }
        if (stats) {
            out.println(result.stats());
        }
    }

    private String render(Expression e) {
        return ascii ? e.toAscii() : e.toInfix();
    }

    private static String join(List<Long> values) {
        StringBuilder s = new StringBuilder();
        for (long v : values) {
            if (s.length() > 0) {
                s.append(' ');
            }
            s.append(v);
        }
        return s.toString();
    }
}
