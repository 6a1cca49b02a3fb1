package chiffreslettres.examples.cli;

import chiffreslettres.jeu.Census;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.server.http.JsonShapes;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code census}: how many games of a show's numbers round are solvable, by number of large tiles, with
 * a progress bar on standard error and, on request, a PNG bar chart.
 */
@Command(name = "census", mixinStandardHelpOptions = true,
        description = "Count the solvable games of a show's numbers round: every selection of tiles, every target.")
final class CensusCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--variant", defaultValue = "countdown",
            description = "The show: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private VariantName variant;

    @Option(names = "--tiles", paramLabel = "N",
            description = "Tiles per selection, 2 to 7 (default: the show's), e.g. 7 for \"what if the show drew seven\".")
    private Integer tiles;

    @Option(names = "--threads", description = "Worker threads (default: the number of processors).")
    private Integer threads;

    @Option(names = "--chart", paramLabel = "FILE.png", description = "Write a bar chart of the share solvable.")
    private Path chart;

    @Option(names = "--json", description = "Print one JSON object instead of the table.")
    private boolean json;

    @Option(names = "--no-progress", description = "No progress bar on standard error.")
    private boolean noProgress;

    @Override
    public Integer call() throws IOException {
        if (chart != null && (chart.getFileName() == null || !chart.getFileName().toString().endsWith(".png"))) {
            throw new IllegalArgumentException("--chart: the file name must end in .png, got " + chart);
        }
        if (chart != null) {
            chiffreslettres.server.UserFiles.checkWritable("--chart", chart);
        }
        NumbersRound round = variant.variant().numbers();
        if (tiles != null) {
            round = round.withTileCount(tiles);
        }
        Census census = Census.of(round);
        if (threads != null) {
            census.parallelism(threads);
        }
        long start = System.nanoTime();
        Census.Report report;
        if (!noProgress) {
            try (ProgressBar bar = new ProgressBarBuilder().setTaskName("census").setInitialMax(1)
                    .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(200)
                    .setConsumer(new ConsoleProgressBarConsumer(System.err)).build()) {
                report = census.progress((done, total) -> {
                    bar.maxHint(total);
                    bar.stepTo(done);
                }).run();
            }
        } else {
            report = census.run();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonShapes.write(JsonShapes.of(variant.variant(), report)));
        } else {
            print(report, seconds, out);
        }
        if (chart != null) {
            writeChart(report, chart);
            if (!json) {
                out.println("chart written to " + chart);
            }
        }
        return 0;
    }

    private void print(Census.Report report, double seconds, PrintWriter out) {
        out.printf("%s: %d tiles, targets %d-%d, %,d selections, %,d games, %,d solvable (%.2f %%), %.1f s%n",
                variant.variant().name(), report.round().tileCount(), report.round().minTarget(), report.round().maxTarget(),
                report.selectionCount(), report.games(), report.solvable(), report.percentSolvable(), seconds);
        out.println("large  selections        games     solvable  solvable %");
        for (Census.Row row : report.byLarge()) {
            out.printf("%5d  %10d  %11d  %11d  %9.2f%n", row.large(), row.selections(), row.games(), row.solvable(),
                    row.percentSolvable());
        }
    }

    /** A bar per number of large tiles: the share of games solvable. */
    private void writeChart(Census.Report report, Path file) throws IOException {
        System.setProperty("java.awt.headless", "true");
        CategoryChart bars = new CategoryChartBuilder().width(640).height(400)
                .title(variant.variant().name() + ": games solvable exactly")
                .xAxisTitle("large tiles").yAxisTitle("% of games").build();
        bars.getStyler().setLegendVisible(false);
        bars.getStyler().setYAxisMin(0.0);
        bars.getStyler().setYAxisMax(100.0);
        List<Integer> large = report.byLarge().stream().map(Census.Row::large).toList();
        List<Double> percent = report.byLarge().stream().map(Census.Row::percentSolvable).toList();
        bars.addSeries("solvable", large, percent);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        BitmapEncoder.saveBitmap(bars, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }
}
