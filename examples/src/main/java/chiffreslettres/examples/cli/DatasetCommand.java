package chiffreslettres.examples.cli;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.Puzzle;
import chiffreslettres.dataset.TrainerFormats;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code dataset}: a stream of numbers puzzles with their proven best answers, as JSON lines or CSV,
 * seeded and reproducible, with a progress bar on standard error.
 */
@Command(name = "dataset", mixinStandardHelpOptions = true,
        description = "Write numbers puzzles with their proven best answers (JSON lines or CSV), for training and evaluation.")
final class DatasetCommand implements Callable<Integer> {

    /** The output formats, by the names the option takes. */
    enum Format {
        JSONL("jsonl"), CSV("csv"), REASONING_GYM("reasoning-gym"), VERL_JSONL("verl-jsonl");

        final String label;

        Format(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }

        static Format of(String text) {
            for (Format f : values()) {
                if (f.label.equals(text)) {
                    return f;
                }
            }
            throw new IllegalArgumentException("--format: jsonl, csv, reasoning-gym or verl-jsonl, got '" + text
                    + "' (verl's parquet is written by the Spark job's --format verl)");
        }
    }

    @Spec
    private CommandSpec spec;

    @Option(names = "--variant", defaultValue = "countdown",
            description = "The show whose round is drawn: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); ignored with --free.")
    private VariantName variant;

    @Option(names = "--free", description = "A free shape instead of a show: --tiles, --tile-range, --targets.")
    private boolean free;

    @Option(names = "--tiles", paramLabel = "N", defaultValue = "6", description = "Free shape: tiles a puzzle, 3 to 8 (default: ${DEFAULT-VALUE}).")
    private int tiles;

    @Option(names = "--tile-range", paramLabel = "A..B", defaultValue = "1..100",
            description = "Free shape: each tile uniform in A..B (default: ${DEFAULT-VALUE}).")
    private String tileRange;

    @Option(names = "--targets", paramLabel = "A..B", description = "Targets A..B (default: the show's, or 100..999 for a free shape).")
    private String targets;

    @Option(names = "--large", paramLabel = "N", description = "Large tiles asked for (default: drawn per selection among those allowed).")
    private Integer large;

    @Option(names = "--all-tiles", description = "Every tile must be used.")
    private boolean allTiles;

    @Option(names = "--rationals", description = "Fractions allowed on the way (exact rational arithmetic).")
    private boolean rationals;

    @Option(names = "--solvable", description = "Only puzzles whose target is made exactly.")
    private boolean solvable;

    @Option(names = "--steps", paramLabel = "A..B", description = "Only puzzles whose best answer takes A to B steps.")
    private String steps;

    @Option(names = "--counts", description = "Add the number of distinct solutions and the difficulty (targets drawn per selection).")
    private boolean counts;

    @Option(names = "--per-selection", paramLabel = "K",
            description = "With --counts, targets drawn per selection of tiles (default: " + DatasetSpec.DEFAULT_TARGETS_PER_SELECTION + ").")
    private Integer perSelection;

    @Option(names = "--difficulty", paramLabel = "A..B", description = "Only puzzles of difficulty A to B, 1 to 5 (implies --counts).")
    private String difficulty;

    @Option(names = "--solutions", paramLabel = "A..B", description = "Only puzzles with A to B distinct solutions (implies --counts).")
    private String solutions;

    @Option(names = "--seed", defaultValue = "0", description = "The seed (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = {"-n", "--count"}, defaultValue = "1000", description = "Puzzles to write (default: ${DEFAULT-VALUE}).")
    private long count;

    @Option(names = "--format", defaultValue = "jsonl", converter = FormatConverter.class,
            description = "jsonl (the records), csv, reasoning-gym (question, answer, metadata), verl-jsonl (verl's "
                    + "columns as JSON lines; parquet: the Spark job) (default: ${DEFAULT-VALUE}).")
    private Format format;

    @Option(names = "--prompt-template", paramLabel = "TEXT", description = "reasoning-gym and verl: the question, "
            + "{numbers} and {target} replaced (default: the library's, TrainerFormats.DEFAULT_TEMPLATE).")
    private String promptTemplate;

    @Option(names = "--split", defaultValue = "train", description = "verl: the split named in extra_info "
            + "(default: ${DEFAULT-VALUE}).")
    private String split;

    /** Reads a format by its label. */
    static final class FormatConverter implements picocli.CommandLine.ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            return Format.of(value);
        }
    }

    /** The index of the next record written, for the trainers' formats. */
    private long written;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    private Path output;

    @Option(names = "--threads", description = "Worker threads (default: the number of processors).")
    private Integer threads;

    @Option(names = "--no-progress", description = "No progress bar on standard error.")
    private boolean noProgress;

    @Option(names = "--stats", description = "At the end, print on standard error how many puzzles have each number of steps and each difficulty.")
    private boolean stats;

    @Override
    public Integer call() throws IOException {
        if (count < 0) {
            throw new IllegalArgumentException("--count must not be negative, got " + count);
        }
        if (promptTemplate != null) {
            TrainerFormats.checkTemplate(promptTemplate);
        }
        DatasetSpec dataset = spec();
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (workers < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + workers);
        }
        Writer target = output == null ? spec.commandLine().getOut()
                : Files.newBufferedWriter(output, StandardCharsets.UTF_8);
        long[] bySteps = new long[Problem.MAX_TILES];
        long[] byDifficulty = new long[6];
        long given;
        try {
            try (SequenceWriter writer = writer(target);
                    ProgressBar bar = noProgress ? null : new ProgressBarBuilder().setTaskName("dataset")
                            .setInitialMax(count).setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(200)
                            .setConsumer(new ConsoleProgressBarConsumer(System.err)).build()) {
                given = Dataset.generate(dataset, count, workers, p -> {
                    try {
                        writer.write(row(p));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    if (bar != null) {
                        bar.step();
                    }
                    bySteps[p.steps()]++;
                    p.difficulty().ifPresent(d -> byDifficulty[d]++);
                });
            }
            if (format != Format.CSV && given > 0) {
                target.write('\n');
            }
        } finally {
            if (output == null) {
                target.flush();
            } else {
                target.close();
            }
        }
        if (stats) {
            printStats(given, bySteps, byDifficulty, spec.commandLine().getErr());
        }
        if (given < count) {
            spec.commandLine().getErr().printf("only %,d distinct puzzles pass the filters (of %,d asked for)%n", given, count);
            return 3;
        }
        return 0;
    }

    private static void printStats(long given, long[] bySteps, long[] byDifficulty, PrintWriter err) {
        err.printf("%,d puzzles%nsteps       puzzles   share%n", given);
        for (int s = 0; s < bySteps.length; s++) {
            if (bySteps[s] > 0) {
                err.printf("%5d  %12d  %5.1f %%%n", s, bySteps[s], 100.0 * bySteps[s] / given);
            }
        }
        if (java.util.Arrays.stream(byDifficulty).sum() > 0) {
            err.println("difficulty  puzzles   share");
            for (int d = 1; d <= 5; d++) {
                err.printf("%5d  %12d  %5.1f %%%n", d, byDifficulty[d], 100.0 * byDifficulty[d] / given);
            }
        }
        err.flush();
    }

    private DatasetSpec spec() {
        DatasetSpec s;
        if (free) {
            long[] t = range("--tile-range", tileRange);
            long[] g = targets == null ? new long[] {100, 999} : range("--targets", targets);
            s = DatasetSpec.free(tiles, t[0], t[1], g[0], g[1]);
        } else {
            s = DatasetSpec.of(variant.variant());
            if (targets != null) {
                long[] g = range("--targets", targets);
                s = s.withTargets(g[0], g[1]);
            }
        }
        if (large != null) {
            s = s.withLarge(large);
        }
        Rules rules = s.rules();
        if (allTiles) {
            rules = rules.withAllTilesRequired(true);
        }
        if (rationals) {
            rules = rules.withArithmetic(Arithmetic.RATIONALS);
        }
        s = s.withRules(rules).withSeed(seed);
        if (counts || difficulty != null || solutions != null || perSelection != null) {
            s = s.withCounts(perSelection != null ? perSelection : DatasetSpec.DEFAULT_TARGETS_PER_SELECTION);
        }
        if (solvable) {
            s = s.solvable();
        }
        if (steps != null) {
            long[] r = range("--steps", steps);
            s = s.withSteps(Math.toIntExact(r[0]), (int) Math.min(Integer.MAX_VALUE, r[1]));
        }
        if (difficulty != null) {
            long[] r = range("--difficulty", difficulty);
            s = s.withDifficulty((int) Math.min(99, r[0]), (int) Math.min(99, r[1]));
        }
        if (solutions != null) {
            long[] r = range("--solutions", solutions);
            s = s.withSolutions(r[0], r[1]);
        }
        return s;
    }

    /** Parses {@code A..B} (or a single number {@code A} for {@code A..A}). */
    static long[] range(String option, String text) {
        String[] parts = text.trim().split("\\.\\.", -1);
        try {
            if (parts.length == 1) {
                long v = Long.parseLong(parts[0].trim());
                return new long[] {v, v};
            }
            if (parts.length == 2) {
                return new long[] {Long.parseLong(parts[0].trim()), Long.parseLong(parts[1].trim())};
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + ": write a range as A..B with whole numbers, got '" + text + "'");
    }

    /** A writer of one record a row (a JSON object a line, or a CSV row after a header); closing it leaves {@code out} open. */
    private SequenceWriter writer(Writer out) throws IOException {
        if (format != Format.CSV) {
            return new ObjectMapper().configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false).writer()
                    .with(new MinimalPrettyPrinter("\n")).writeValues(out);
        }
        CsvSchema.Builder columns = CsvSchema.builder();
        for (String name : CSV_COLUMNS) {
            columns.addColumn(name);
        }
        CsvMapper csv = new CsvMapper();
        csv.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
        return csv.writer(columns.build().withHeader()).writeValues(out);
    }

    private static final List<String> CSV_COLUMNS = List.of("variant", "seed", "tiles", "target", "exact", "distance",
            "steps", "answer", "answer_steps", "solutions", "difficulty");

    /** The record's fields; in CSV, the lists joined (tiles by spaces, steps by "; "). */
    private Map<String, Object> row(Puzzle p) {
        String template = promptTemplate != null ? promptTemplate : TrainerFormats.DEFAULT_TEMPLATE;
        if (format == Format.REASONING_GYM) {
            return TrainerFormats.reasoningGym(p, written++, template);
        }
        if (format == Format.VERL_JSONL) {
            return TrainerFormats.verl(p, written++, split, template);
        }
        Map<String, Object> f = p.fields();
        if (format == Format.CSV) {
            f.put("tiles", String.join(" ", p.tiles().stream().map(String::valueOf).toList()));
            f.put("answer_steps", String.join("; ", p.answerSteps()));
        }
        return f;
    }
}
