package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Leave values learned from games: a leave (the tiles a turn keeps) is worth what the same player scores
 * on their next turn after keeping it, against the mean of every next turn.
 *
 * <p>{@link #observe} adds a finished game's positions: each move or exchange whose player moves again
 * gives its leave and that next turn's score. {@link #leaves} makes the table: the mean next score of the
 * positions with a leave, less the mean of all, shrunk by {@link #SHRINK} positions' weight toward a model
 * fitted on every position (least squares of the next score on the leave's tiles, its size and its
 * duplicates), for every leave seen at least {@code minCount} times, every one-tile leave and the empty
 * leave. Two learnings {@link #merge} (for threads, or a cluster's partitions). Not
 * thread-safe.
 */
public final class LeaveLearning {

    /** How many of the player's next turns a leave's worth is measured on. */
    public static final int HORIZON = 1;

    /** The weight, in positions, of the one-tile values a leave's own mean is shrunk toward. */
    public static final int SHRINK = 30;

    private final TileSet tiles;
    /** Per leave (written sorted), the positions and the sum of their next scores. */
    private final Map<String, long[]> seen = new HashMap<>();
    private long games;

    /** An empty learning for a tile set's leaves. */
    public LeaveLearning(TileSet tiles) {
        this.tiles = tiles;
    }

    /** Adds a finished game's positions. */
    public void observe(ScrabbleGame game) {
        List<Turn> turns = game.turns();
        int players = game.players().size();
        for (int i = 0; i + HORIZON * players < turns.size(); i++) {
            Turn turn = turns.get(i);
            if (turn.action() instanceof Action.Pass) {
                continue;
            }
            int next = 0;
            for (int h = 1; h <= HORIZON; h++) {
                next += turns.get(i + h * players).score();
            }
            add(leaveOf(turn), next);
        }
        games++;
    }

    /** Adds one position: its leave (written as {@link TileSet#writeTiles} writes tiles) and the next score. */
    public void add(String leave, int nextScore) {
        add(leave, 1, nextScore);
    }

    /**
     * Adds positions counted elsewhere (a cluster's partitions): a leave, how many positions kept it, and
     * the sum of their next scores.
     */
    public void add(String leave, long positions, long nextScores) {
        long[] s = seen.computeIfAbsent(sorted(leave), k -> new long[2]);
        s[0] += positions;
        s[1] += nextScores;
    }

    /** Counts games observed elsewhere (a cluster's partitions). */
    public void addGames(long count) {
        games += count;
    }

    /** Counts another learning's positions and games in. */
    public void merge(LeaveLearning other) {
        other.seen.forEach((leave, s) -> {
            long[] mine = seen.computeIfAbsent(leave, k -> new long[2]);
            mine[0] += s[0];
            mine[1] += s[1];
        });
        games += other.games;
    }

    /** The games observed. */
    public long games() {
        return games;
    }

    /** The positions observed. */
    public long positions() {
        long n = 0;
        for (long[] s : seen.values()) {
            n += s[0];
        }
        return n;
    }

    /** The positions per leave seen: leave (sorted, {@code -} for none) to {count, sum of next scores}. */
    public Map<String, long[]> counts() {
        return Collections.unmodifiableMap(seen);
    }

    /** The tiles a turn kept: its rack less the tiles played or given back. */
    private String leaveOf(Turn turn) {
        List<Integer> rack = new ArrayList<>(tiles.readTiles(turn.rack()));
        if (turn.action() instanceof Action.Play play) {
            play.move().placements().forEach(p -> rack.remove(Integer.valueOf(p.blank() ? -1 : p.tile())));
        } else if (turn.action() instanceof Action.Exchange exchange) {
            tiles.readTiles(exchange.tiles()).forEach(t -> rack.remove(Integer.valueOf(t)));
        }
        return tiles.writeTiles(rack);
    }

    /** A leave written in tile order, blanks last, {@code -} for none. */
    private String sorted(String leave) {
        List<Integer> t = new ArrayList<>(leave.equals("-") ? List.of() : tiles.readTiles(leave));
        t.sort((a, b) -> a < 0 ? (b < 0 ? 0 : 1) : b < 0 ? -1 : Integer.compare(a, b));
        return t.isEmpty() ? "-" : tiles.writeTiles(t);
    }

    /**
     * The learned table.
     *
     * @param minCount the fewest positions a leave of two tiles or more needs to be in the table
     * @param source   where it comes from, kept in the table
     */
    public Leaves leaves(int minCount, String source) {
        long n = 0;
        long sum = 0;
        for (long[] s : seen.values()) {
            n += s[0];
            sum += s[1];
        }
        double mean = n == 0 ? 0 : (double) sum / n;
        double[] w = fit();
        Map<String, Double> values = new HashMap<>();
        Map<String, Long> counts = new HashMap<>();
        seen.forEach((leave, s) -> {
            List<Integer> t = leave.equals("-") ? List.of() : tiles.readTiles(leave);
            if (t.size() <= 1 || s[0] >= minCount) {
                values.put(leave, shrink(s, mean, predict(w, features(t)) - mean));
                counts.put(leave, s[0]);
            }
        });
        // Every one-tile leave, seen or not, so that a leave missing from the table sums the model's tile values.
        for (int tile = -1; tile < tiles.size(); tile++) {
            String leave = tile < 0 ? "?" : tiles.writeTiles(List.of(tile));
            values.putIfAbsent(leave, predict(w, features(List.of(tile))) - mean);
        }
        return Leaves.of(tiles, source, values, counts);
    }

    /**
     * A leave's features for the model of the next score: per tile (the blank last) how many it keeps, its
     * size (one of 0 to 6), and its duplicates (tiles beyond the first of each kind).
     */
    private double[] features(List<Integer> leave) {
        int kinds = tiles.size() + 1;
        double[] x = new double[kinds + TileSet.RACK_SIZE + 1];
        int[] count = new int[kinds];
        for (int t : leave) {
            count[t < 0 ? kinds - 1 : t]++;
        }
        int duplicates = 0;
        for (int k = 0; k < kinds; k++) {
            x[k] = count[k];
            duplicates += Math.max(0, count[k] - 1);
        }
        x[kinds + Math.min(leave.size(), TileSet.RACK_SIZE - 1)] = 1;
        x[x.length - 1] = duplicates;
        return x;
    }

    private static double predict(double[] w, double[] x) {
        double y = 0;
        for (int i = 0; i < x.length; i++) {
            y += w[i] * x[i];
        }
        return y;
    }

    /** Least squares (with a little ridge) of the next score on the features, every position weighted once. */
    private double[] fit() {
        int f = features(List.of()).length;
        double[][] a = new double[f][f + 1];
        seen.forEach((leave, s) -> {
            double[] x = features(leave.equals("-") ? List.of() : tiles.readTiles(leave));
            for (int i = 0; i < f; i++) {
                for (int j = 0; j < f; j++) {
                    a[i][j] += s[0] * x[i] * x[j];
                }
                a[i][f] += s[1] * x[i];
            }
        });
        for (int i = 0; i < f; i++) {
            a[i][i] += 1e-3;
        }
        // Gaussian elimination with partial pivoting.
        for (int c = 0; c < f; c++) {
            int pivot = c;
            for (int r = c + 1; r < f; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
                    pivot = r;
                }
            }
            double[] swap = a[c];
            a[c] = a[pivot];
            a[pivot] = swap;
            for (int r = 0; r < f; r++) {
                if (r != c && a[c][c] != 0) {
                    double k = a[r][c] / a[c][c];
                    for (int j = c; j <= f; j++) {
                        a[r][j] -= k * a[c][j];
                    }
                }
            }
        }
        double[] w = new double[f];
        for (int i = 0; i < f; i++) {
            w[i] = a[i][i] == 0 ? 0 : a[i][f] / a[i][i];
        }
        return w;
    }

    private static double shrink(long[] s, double mean, double prior) {
        return (s[1] - s[0] * mean + SHRINK * prior) / (s[0] + SHRINK);
    }
}
