package chiffreslettres.examples.cli;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.Step;
import chiffreslettres.chiffres.search.SearchStrategy;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code solve TARGET TILE...}: the best answer as steps and as one line, then the other solutions. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Reach TARGET from the TILEs with + - * /, every intermediate a positive integer.")
final class SolveCommand implements Callable<Integer> {

    /** The strategies the command line offers by name. */
    enum StrategyName {
        dp, dfs, memo;

        SearchStrategy create() {
            switch (this) {
                case dfs:
                    return SearchStrategy.depthFirst();
                case memo:
                    return SearchStrategy.memoized();
                default:
                    return SearchStrategy.subsetDynamicProgramming();
            }
        }
    }

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TARGET", description = "The number to reach, positive.")
    private long target;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "TILE", description = "The tiles, 1 to 10 positive numbers.")
    private List<Long> tiles;

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

    @Option(names = "--budget-ms", defaultValue = "10000", description = "Time budget in milliseconds (default: ${DEFAULT-VALUE}).")
    private long budgetMillis;

    @Option(names = "--ascii", description = "Write * / - instead of × ÷ −.")
    private boolean ascii;

    @Option(names = "--stats", description = "Print the search statistics.")
    private boolean stats;

    @Override
    public Integer call() {
        if (budgetMillis <= 0) {
            throw new IllegalArgumentException("--budget-ms must be positive, got " + budgetMillis);
        }
        Result result = Chiffres.target(target)
                .tiles(tiles)
                .rules(Rules.standard().withAllTilesRequired(allTiles))
                .strategy(strategy.create())
                .equivalence(equivalence)
                .limit(limit)
                .budget(Duration.ofMillis(budgetMillis))
                .solve();
        print(result, spec.commandLine().getOut());
        return 0;
    }

    private void print(Result result, PrintWriter out) {
        String verdict = result.isExact()
                ? "exact"
                : "closest " + join(result.bestValues()) + " (off by " + result.distance() + ")";
        out.printf("%d from %s: %s in %d step%s%s%n", result.target(), join(tiles), verdict, result.steps(),
                result.steps() == 1 ? "" : "s", result.isProvenOptimal() ? "" : " (not proven best: budget spent)");
        for (Step step : result.best().toSteps()) {
            out.println("  " + (ascii ? step.toAscii() : step.toString()));
        }
        out.println("  = " + render(result.best()));
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
