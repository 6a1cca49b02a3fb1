package chiffreslettres.scrabble.game;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The chance that the player to move wins from a spread, given how many tiles they cannot see: the points
 * they gain from now to the end are taken as normal, of the mean and standard deviation measured in games
 * of level 5 against itself for that many unseen tiles ({@code win-model-LANG.txt}, written by the
 * benchmarks' {@code WinModelFit}; between two rows, interpolated). Immutable.
 */
final class WinModel {

    private static final Map<String, WinModel> LOADED = new ConcurrentHashMap<>();

    private final double[] unseen;
    private final double[] mean;
    private final double[] sd;

    private WinModel(double[] unseen, double[] mean, double[] sd) {
        this.unseen = unseen;
        this.mean = mean;
        this.sd = sd;
    }

    /** The model of a language's tile set ({@code en}, {@code fr}, {@code es}). */
    static WinModel of(String language) {
        return LOADED.computeIfAbsent(language, WinModel::load);
    }

    private static WinModel load(String language) {
        String name = "win-model-" + language + ".txt";
        try (InputStream in = WinModel.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the win model " + name + " is missing from the library's jar");
            }
            List<double[]> rows = new ArrayList<>();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] f = line.split("\t");
                    rows.add(new double[] {Double.parseDouble(f[0]), Double.parseDouble(f[1]), Double.parseDouble(f[2])});
                }
            }
            double[] u = new double[rows.size()];
            double[] m = new double[rows.size()];
            double[] s = new double[rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                u[i] = rows.get(i)[0];
                m[i] = rows.get(i)[1];
                s[i] = rows.get(i)[2];
            }
            return new WinModel(u, m, s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The chance, 0 to 1, that the player to move wins.
     *
     * @param spread their score minus the other's
     * @param tiles  the tiles they cannot see (the bag and the other rack), 1 or more
     */
    double winRate(double spread, int tiles) {
        int i = 0;
        while (i + 2 < unseen.length && unseen[i + 1] < tiles) {
            i++;
        }
        double f = Math.max(0, Math.min(1, (tiles - unseen[i]) / (unseen[i + 1] - unseen[i])));
        double m = mean[i] + f * (mean[i + 1] - mean[i]);
        double s = Math.max(1, sd[i] + f * (sd[i + 1] - sd[i]));
        return normal((spread + m) / s);
    }

    /** The standard normal distribution function (Zelen and Severo's approximation, error below 7.5e-8). */
    static double normal(double z) {
        double t = 1 / (1 + 0.2316419 * Math.abs(z));
        double poly = t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
        double tail = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI) * poly;
        return z >= 0 ? 1 - tail : tail;
    }
}
