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
 * on their next turn after keeping it, plus what the leave of that next turn is worth by the table the
 * players played by (a temporal-difference target: a Q kept and kept again costs on every turn it stays),
 * once what the position explains is taken out.
 *
 * <p>{@link #observe} adds a finished game's positions: each move or exchange whose player moves again
 * gives its leave, that next turn's target (its score, plus the value of its own leave when the same
 * player moves once more, rounded to the point), and two facts of the position that also drive it:
 * what the turn itself scored (a long word opens the board) and how many tiles the board held. {@link
 * #leaves} fits a least-squares model of the next score on the leave (its tiles, its size, its duplicates)
 * and those two facts, then values each leave seen at least {@code minCount} times by its own mean next
 * score, adjusted for the two facts, shrunk by {@link #SHRINK} positions' weight toward the model's value;
 * the model itself values every other leave ({@link Leaves.Model}). Only sums are kept, so two learnings
 * {@link #merge} exactly (threads, a cluster's partitions). Not thread-safe.
 */
public final class LeaveLearning {

    /** The weight, in positions, of the model a leave's own adjusted mean is shrunk toward. */
    public static final int SHRINK = 30;

    /** Per leave, the sums kept: positions n, then Σy, Σa, Σb, Σaa, Σbb, Σab, Σya, Σyb (y next score). */
    public static final int SUMS = 9;

    private final TileSet tiles;
    /** The table the next turn's own leave is valued by ({@link Leaves#none} for the next score alone). */
    private final Leaves bootstrap;
    /** Per leave (written sorted, {@code -} for none), its {@link #SUMS} sums. */
    private final Map<String, long[]> seen = new HashMap<>();
    private long games;

    /** An empty learning for a tile set's leaves, a position's target the next score alone. */
    public LeaveLearning(TileSet tiles) {
        this(Leaves.none(tiles));
    }

    /**
     * An empty learning whose targets add the next turn's own leave valued by {@code bootstrap}, normally
     * the table the players of the observed games played by.
     *
     * @throws NullPointerException if {@code bootstrap} is null
     */
    public LeaveLearning(Leaves bootstrap) {
        this.bootstrap = java.util.Objects.requireNonNull(bootstrap, "bootstrap");
        this.tiles = bootstrap.tiles();
    }

    /** Adds a finished game's positions. */
    public void observe(ScrabbleGame game) {
        List<Turn> turns = game.turns();
        int players = game.players().size();
        int onBoard = 0;
        for (int i = 0; i < turns.size(); i++) {
            Turn turn = turns.get(i);
            int next = i + players;
            if (next < turns.size() && !(turn.action() instanceof Action.Pass)) {
                Turn then = turns.get(next);
                boolean keeps = next + players < turns.size() && !(then.action() instanceof Action.Pass);
                long target = then.score() + (keeps ? Math.round(bootstrap.value(leaveOf(then))) : 0);
                add(leaveOf(turn), (int) target, turn.score(), onBoard);
            }
            if (turn.action() instanceof Action.Play play) {
                onBoard += play.move().tileCount();
            }
        }
        games++;
    }

    /**
     * Adds one position.
     *
     * @param leave     the tiles kept, written as {@link TileSet#writeTiles} writes them ({@code -} for none)
     * @param nextScore the position's target: what the player scored on their next turn (plus, learning
     *                  with a bootstrap table, the value of the leave that turn kept)
     * @param score     what the turn that kept the leave scored
     * @param onBoard   the tiles on the board before that turn
     */
    public void add(String leave, int nextScore, int score, int onBoard) {
        long y = nextScore;
        long a = score;
        long b = onBoard;
        add(leave, new long[] {1, y, a, b, a * a, b * b, a * b, y * a, y * b});
    }

    /** Adds positions summed elsewhere (a cluster's partitions): a leave and its {@link #SUMS} sums. */
    public void add(String leave, long[] sums) {
        if (sums.length != SUMS) {
            throw new IllegalArgumentException("sums: " + SUMS + " of them, got " + sums.length);
        }
        long[] s = seen.computeIfAbsent(sorted(leave), k -> new long[SUMS]);
        for (int i = 0; i < SUMS; i++) {
            s[i] += sums[i];
        }
    }

    /** Counts games observed elsewhere (a cluster's partitions). */
    public void addGames(long count) {
        games += count;
    }

    /** Counts another learning's positions and games in. */
    public void merge(LeaveLearning other) {
        other.seen.forEach(this::add);
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

    /** The sums per leave seen (sorted, {@code -} for none), as {@link #SUMS} describes them. */
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
        return rack.isEmpty() ? "-" : tiles.writeTiles(rack);
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
     * @param minCount the fewest positions a leave needs to be valued on its own (else the model values it)
     * @param source   where it comes from, kept in the table
     */
    public Leaves leaves(int minCount, String source) {
        int kinds = tiles.size() + 1;
        int f = kinds + TileSet.RACK_SIZE + 1;
        double[] w = fit(f);
        double shift = w[kinds];
        double[] tileWeights = new double[kinds];
        System.arraycopy(w, 0, tileWeights, 0, kinds);
        double[] sizeWeights = new double[TileSet.RACK_SIZE];
        for (int k = 0; k < TileSet.RACK_SIZE; k++) {
            sizeWeights[k] = w[kinds + k] - shift;
        }
        Leaves.Model model = new Leaves.Model(tileWeights, sizeWeights, w[f - 1]);
        Map<String, Double> values = new HashMap<>();
        Map<String, Long> counts = new HashMap<>();
        seen.forEach((leave, s) -> {
            if (s[0] >= minCount) {
                double prior = predict(w, features(leave, f)) - shift;
                double adjusted = (s[1] - w[f] * s[2] - w[f + 1] * s[3]) / s[0] - shift;
                values.put(leave, (s[0] * adjusted + SHRINK * prior) / (s[0] + SHRINK));
                counts.put(leave, s[0]);
            }
        });
        return Leaves.of(tiles, source, values, counts, model);
    }

    /** A leave's features: per tile (the blank last) how many, its size (one of 0 to 6), its duplicates. */
    private double[] features(String leave, int f) {
        int kinds = tiles.size() + 1;
        double[] x = new double[f];
        List<Integer> t = leave.equals("-") ? List.of() : tiles.readTiles(leave);
        int[] count = new int[kinds];
        for (int tile : t) {
            count[tile < 0 ? kinds - 1 : tile]++;
        }
        int duplicates = 0;
        for (int k = 0; k < kinds; k++) {
            x[k] = count[k];
            duplicates += Math.max(0, count[k] - 1);
        }
        x[kinds + Math.min(t.size(), TileSet.RACK_SIZE - 1)] = 1;
        x[f - 1] = duplicates;
        return x;
    }

    private static double predict(double[] w, double[] x) {
        double y = 0;
        for (int i = 0; i < x.length; i++) {
            y += w[i] * x[i];
        }
        return y;
    }

    /**
     * Least squares (with a little ridge) of the next score on a leave's {@code f} features and the two
     * facts of the position, from the sums alone; returns the {@code f + 2} weights, the facts' last.
     */
    private double[] fit(int f) {
        int d = f + 2;
        double[][] a = new double[d][d + 1];
        seen.forEach((leave, s) -> {
            double[] x = features(leave, f);
            for (int i = 0; i < f; i++) {
                if (x[i] == 0) {
                    continue;
                }
                for (int j = 0; j < f; j++) {
                    a[i][j] += s[0] * x[i] * x[j];
                }
                a[i][f] += x[i] * s[2];
                a[i][f + 1] += x[i] * s[3];
                a[f][i] += x[i] * s[2];
                a[f + 1][i] += x[i] * s[3];
                a[i][d] += x[i] * s[1];
            }
            a[f][f] += s[4];
            a[f + 1][f + 1] += s[5];
            a[f][f + 1] += s[6];
            a[f + 1][f] += s[6];
            a[f][d] += s[7];
            a[f + 1][d] += s[8];
        });
        for (int i = 0; i < d; i++) {
            a[i][i] += 1e-3;
        }
        // Gauss-Jordan elimination with partial pivoting.
        for (int c = 0; c < d; c++) {
            int pivot = c;
            for (int r = c + 1; r < d; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
                    pivot = r;
                }
            }
            double[] swap = a[c];
            a[c] = a[pivot];
            a[pivot] = swap;
            for (int r = 0; r < d; r++) {
                if (r != c && a[c][c] != 0) {
                    double k = a[r][c] / a[c][c];
                    for (int j = c; j <= d; j++) {
                        a[r][j] -= k * a[c][j];
                    }
                }
            }
        }
        double[] w = new double[d];
        for (int i = 0; i < d; i++) {
            w[i] = a[i][i] == 0 ? 0 : a[i][d] / a[i][i];
        }
        return w;
    }
}
