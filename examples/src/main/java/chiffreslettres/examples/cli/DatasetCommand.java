package chiffreslettres.examples.cli;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.dataset.Dataset;
import chiffreslettres.dataset.DatasetRequest;
import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.Puzzle;
import chiffreslettres.dataset.TrainerPreset;
import chiffreslettres.dataset.TrainerRows;
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
import java.util.Set;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import org.apache.parquet.schema.MessageType;
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
        JSONL("jsonl"), CSV("csv"), REASONING_GYM("reasoning-gym"), VERL("verl"), VERL_JSONL("verl-jsonl");

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
            throw new IllegalArgumentException("--format: jsonl, csv, reasoning-gym, verl (parquet) or verl-jsonl, got '"
                    + text + "'");
        }
    }

    @Spec
    private CommandSpec spec;

    @Option(names = "--variant", defaultValue = "countdown",
            description = "The show whose round is drawn: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); ignored with --free.")
    private VariantName variant;

    @Option(names = "--free", description = "A free shape instead of a show: --tiles, --tile-range, --targets.")
    private boolean free;

    @Option(names = "--tiles", paramLabel = "N|A..B",
            description = "Free shape: tiles a puzzle, 3 to 8, or a range (each puzzle's count uniform in it) (default: 6).")
    private String tiles;

    @Option(names = "--tile-range", paramLabel = "A..B",
            description = "Free shape: each tile uniform in A..B (default: 1..100).")
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

    @Option(names = "--format", converter = FormatConverter.class,
            description = "jsonl (the records), csv, reasoning-gym (question, answer, metadata), verl (verl's parquet, "
                    + "with -o FILE), verl-jsonl (verl's columns as JSON lines) (default: jsonl, or the preset's).")
    private Format format;

    @Option(names = "--preset", paramLabel = "NAME", description = "A peer's task, rows its trainer takes unchanged: "
            + "tinyzero (verl rows) or reasoning-gym (its entries); fixes the shape, the rule (every tile used), the "
            + "data source and the question.")
    private String preset;

    @Option(names = "--data-source", paramLabel = "NAME", description = "The data_source (verl) or source_dataset "
            + "(reasoning-gym) of the rows, by which a trainer picks its reward (default: chiffres-lettres, or the preset's).")
    private String dataSource;

    @Option(names = "--hf", paramLabel = "DIR", description = "verl or reasoning-gym rows as a dataset in the layout "
            + "model hubs use: DIR/data/train-00000-of-00001.parquet, DIR/data/test-00000-of-00001.parquet and a "
            + "README.md dataset card.")
    private Path hub;

    @Option(names = "--test-size", paramLabel = "N", description = "With --hf: rows of the test split, the first ones "
            + "written (default: a tenth of --count, at most 1,024).")
    private Long testSize;

    @Option(names = "--prompt-template", paramLabel = "TEXT", description = "reasoning-gym and verl: the question, "
            + "{numbers} ([8, 5, 75]), {number_list} (8, 5, 75) and {target} replaced (default: the library's, which "
            + "states the rule: some tiles each at most once, or with --all-tiles every tile exactly once).")
    private String promptTemplate;

    @Option(names = "--split", defaultValue = "train", description = "verl: the split named in extra_info "
            + "(default: ${DEFAULT-VALUE}).")
    private String split;

    /** Reads a format by its label; an unknown one is said as picocli says a bad value, without a class name. */
    static final class FormatConverter implements picocli.CommandLine.ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            try {
                return Format.of(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

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
        DatasetRequest request = request();
        TrainerPreset peer = request.trainerPreset();
        Format shape = format != null ? format : peer == TrainerPreset.REASONING_GYM ? Format.REASONING_GYM
                : peer == TrainerPreset.TINYZERO ? (output == null && hub == null ? Format.VERL_JSONL : Format.VERL)
                : Format.JSONL;
        DatasetSpec dataset = request.spec();
        rows = request.rows(dataset);
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (workers < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + workers);
        }
        long tests = testSplit(shape);
        long[] bySteps = new long[Problem.MAX_TILES];
        long[] byDifficulty = new long[6];
        long given;
        try (RowSink sink = sink(shape, tests);
                ProgressBar bar = noProgress ? null : new ProgressBarBuilder().setTaskName("dataset")
                        .setInitialMax(count).setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(200)
                        .setConsumer(new ConsoleProgressBarConsumer(System.err)).build()) {
            long[] written = new long[1];
            given = Dataset.generate(dataset, count, workers, p -> {
                boolean test = written[0] < tests;
                long index = test ? written[0] : written[0] - tests;
                written[0]++;
                try {
                    sink.write(row(shape, p, index, hub != null ? (test ? "test" : "train") : split), test);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                if (bar != null) {
                    bar.step();
                }
                bySteps[p.steps()]++;
                p.difficulty().ifPresent(d -> byDifficulty[d]++);
            });
            if (hub != null) {
                DatasetCard.write(hub, rows, dataset, shape.label, Math.min(tests, given), Math.max(0, given - tests),
                        commandLine());
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

    /** The rows of this run, set by {@link #call}. */
    private TrainerRows rows;

    /** The request the options make; a preset's contradictions refused, the format checked against it. */
    private DatasetRequest request() {
        picocli.CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
        Set<String> given = new java.util.HashSet<>();
        for (String option : DatasetRequest.FIXED_BY_PRESET) {
            if (parsed.hasMatchedOption(option)) {
                given.add(option);
            }
        }
        DatasetRequest request = new DatasetRequest(preset, variant.variant().name(), free, tiles, tileRange, targets, large,
                allTiles, rationals, solvable, steps, counts, perSelection, difficulty, solutions, seed, promptTemplate,
                dataSource, given);
        TrainerPreset peer = request.trainerPreset();
        if (peer != null && format != null) {
            Set<Format> fits = peer == TrainerPreset.TINYZERO ? Set.of(Format.VERL, Format.VERL_JSONL)
                    : Set.of(Format.REASONING_GYM);
            if (!fits.contains(format)) {
                throw new IllegalArgumentException("--preset " + peer.label() + " makes " + (peer == TrainerPreset.TINYZERO
                        ? "verl rows (--format verl or verl-jsonl)" : "reasoning-gym entries (--format reasoning-gym)")
                        + ", not --format " + format);
            }
        }
        return request;
    }

    /** The rows of the test split with {@code --hf}, 0 otherwise; checks the output options together. */
    private long testSplit(Format shape) {
        if (hub != null) {
            if (shape != Format.VERL && shape != Format.REASONING_GYM) {
                throw new IllegalArgumentException("--hf writes verl or reasoning-gym rows as parquet: --format verl "
                        + "or reasoning-gym, not " + shape);
            }
            if (output != null) {
                throw new IllegalArgumentException("--hf writes its own files: leave out -o");
            }
            long tests = testSize != null ? testSize : Math.min(1024, count / 10);
            if (tests < 0 || tests > count) {
                throw new IllegalArgumentException("--test-size: 0 to --count (" + count + "), got " + tests);
            }
            return tests;
        }
        if (testSize != null) {
            throw new IllegalArgumentException("--test-size goes with --hf");
        }
        if (output != null) {
            chiffreslettres.server.UserFiles.checkWritable("-o", output);
        }
        if (shape == Format.VERL && output == null) {
            throw new IllegalArgumentException("--format verl writes parquet: give -o FILE.parquet (or --hf DIR); "
                    + "--format verl-jsonl writes the same rows as JSON lines");
        }
        if (shape == Format.VERL_JSONL && output != null && !output.getFileName().toString().endsWith(".json")) {
            spec.commandLine().getErr().println("note: verl reads JSON lines only from a file whose name ends in .json");
        }
        return 0;
    }

    /** This run's command line, for the dataset card. */
    private String commandLine() {
        return "./chiffres-lettres " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
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

    /** Where rows go: JSON lines, CSV, a parquet file, or a hub dataset's two splits. */
    private interface RowSink extends java.io.Closeable {
        void write(Map<String, Object> row, boolean test) throws IOException;
    }

    private RowSink sink(Format shape, long tests) throws IOException {
        if (hub != null) {
            MessageType schema = shape == Format.VERL ? ParquetRows.VERL : ParquetRows.REASONING_GYM;
            Path data = Files.createDirectories(hub.resolve("data"));
            ParquetRows train = new ParquetRows(data.resolve(DatasetCard.TRAIN_FILE), schema);
            ParquetRows test = new ParquetRows(data.resolve(DatasetCard.TEST_FILE), schema);
            return new RowSink() {
                @Override
                public void write(Map<String, Object> row, boolean inTest) throws IOException {
                    (inTest ? test : train).write(row);
                }

                @Override
                public void close() throws IOException {
                    try (test) {
                        train.close();
                    }
                }
            };
        }
        if (shape == Format.VERL) {
            ParquetRows file = new ParquetRows(output, ParquetRows.VERL);
            return new RowSink() {
                @Override
                public void write(Map<String, Object> row, boolean test) throws IOException {
                    file.write(row);
                }

                @Override
                public void close() throws IOException {
                    file.close();
                }
            };
        }
        Writer target = output == null ? spec.commandLine().getOut() : Files.newBufferedWriter(output, StandardCharsets.UTF_8);
        SequenceWriter writer = writer(shape, target);
        long[] lines = new long[1];
        return new RowSink() {
            @Override
            public void write(Map<String, Object> row, boolean test) throws IOException {
                writer.write(row);
                lines[0]++;
            }

            @Override
            public void close() throws IOException {
                writer.close();
                if (shape != Format.CSV && lines[0] > 0) {
                    target.write('\n');
                }
                if (output == null) {
                    target.flush();
                } else {
                    target.close();
                }
            }
        };
    }

    /** A writer of one record a row (a JSON object a line, or a CSV row after a header); closing it leaves {@code out} open. */
    private static SequenceWriter writer(Format shape, Writer out) throws IOException {
        if (shape != Format.CSV) {
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

    static final List<String> CSV_COLUMNS = List.of("variant", "seed", "tiles", "target", "exact", "distance",
            "steps", "answer", "answer_steps", "solutions", "difficulty");

    /** The record's fields; in CSV, the lists joined (tiles by spaces, steps by "; "). */
    private Map<String, Object> row(Format shape, Puzzle p, long index, String splitName) {
        if (shape == Format.REASONING_GYM) {
            return rows.reasoningGym(p, index);
        }
        if (shape == Format.VERL || shape == Format.VERL_JSONL) {
            return rows.verl(p, index, splitName);
        }
        Map<String, Object> f = p.fields();
        if (shape == Format.CSV) {
            f.put("tiles", String.join(" ", p.tiles().stream().map(String::valueOf).toList()));
            f.put("answer_steps", String.join("; ", p.answerSteps()));
        }
        return f;
    }
}
