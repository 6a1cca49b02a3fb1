package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Leave values learned from games, with one of three {@link Target}s. {@link Target#RACK}: a leave (tiles a
 * turn may keep) is worth the mean equity of the moves chosen with the full racks that hold it, against the
 * mean of all racks; {@link Target#DRAWN_RACK} the same with racks drawn at random before each turn
 * ({@link DrawnRacks}). {@link Target#NEXT_TURN}: a leave is worth what the same player scores on their next
 * turn after keeping it, plus what the leave of that next turn is worth by the table the players played by
 * (a temporal-difference target: a Q kept and kept again costs on every turn it stays), once what the
 * position explains is taken out.
 *
 * <p>With {@link Target#NEXT_TURN}, {@link #observe} adds a finished game's positions: each move or exchange whose player moves again
 * gives its leave, that next turn's target (its score, plus the value of its own leave when the same
 * player moves once more, rounded to the point), and two facts of the position that also drive it:
 * what the turn itself scored (a long word opens the board) and how many tiles the board held. {@link
 * #leaves} fits a least-squares model of the next score on the leave (its tiles, its size, its duplicates)
 * and those two facts, then values each leave seen at least {@code minCount} times by its own mean next
 * score, adjusted for the two facts, shrunk by {@link #SHRINK} positions' weight toward the model's value;
 * the model itself values every other leave ({@link Leaves.Model}). With {@link Target#RACK} and {@link
 * Target#DRAWN_RACK} the target is the rack's equity and the two facts are 0, so the model is of the leave alone. Only sums are kept, so two learnings
 * {@link #merge} exactly (threads, a cluster's partitions). Not thread-safe.
 */
public final class LeaveLearning {

    /** The weight, in positions, of the model a leave's own adjusted mean is shrunk toward. */
    public static final int SHRINK = 30;

    /** Per leave, the sums kept: positions n, then Σy, Σa, Σb, Σaa, Σbb, Σab, Σya, Σyb (y next score). */
    public static final int SUMS = 9;

    /** What a position credits the leave it kept, or the leaves its rack holds. */
    public enum Target {
        /**
         * The leave a turn kept is credited with what its player scores on their next turn, plus the value of
         * the leave that turn keeps, adjusted for the turn's own score and the board's fill.
         */
        NEXT_TURN,
        /**
         * Each full rack (with tiles left in the bag) credits every leave it holds (each of its parts of up to
         * six tiles) with the equity of the move chosen with it (its score plus its leave's value by the
         * bootstrap table): a leave is worth the mean equity of the racks that hold it against the mean of all
         * racks. No leave is credited for what the move that kept it scored, so a leave a big move keeps is
         * not valued by that move.
         */
        RACK,
        /**
         * As {@link #RACK}, but the racks are drawn at random: before each turn while the bag holds tiles, a
         * full rack drawn from the tiles not on the board credits every leave it holds with the equity of its
         * best action there (the best move's, or the best exchange's while the bag holds a rack). Unlike the
         * racks of the game, which hold the leaves their players chose to keep, a drawn rack holding a leave is
         * that leave with random tiles, as the rack a player who keeps it will hold.
         */
        DRAWN_RACK;

        /** What {@link LeaveLearning#positions} counts with this target: {@code positions} or {@code racks}. */
        public String counted() {
            return this == NEXT_TURN ? "positions" : "racks";
        }

        /** Its name on a command line: {@code next-turn}, {@code rack} or {@code drawn-rack}. */
        public String label() {
            return switch (this) {
                case NEXT_TURN -> "next-turn";
                case RACK -> "rack";
                case DRAWN_RACK -> "drawn-rack";
            };
        }

        /**
         * The target of a {@link #label}.
         *
         * @throws IllegalArgumentException naming the two labels when {@code label} is neither
         */
        public static Target labelled(String label) {
            for (Target t : values()) {
                if (t.label().equals(label)) {
                    return t;
                }
            }
            throw new IllegalArgumentException("target: next-turn, rack or drawn-rack, got '" + label + "'");
        }
    }

    private final TileSet tiles;
    /** The table the next turn's own leave is valued by ({@link Leaves#none} for the next score alone). */
    private final Leaves bootstrap;
    private final Target target;
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
        this(bootstrap, Target.NEXT_TURN);
    }

    /**
     * An empty learning of a target; the bootstrap table values the next turn's leave ({@link Target#NEXT_TURN})
     * or the leave of the move each rack chose ({@link Target#RACK}), normally the table the players played by.
     *
     * @throws NullPointerException if an argument is null
     */
    public LeaveLearning(Leaves bootstrap, Target target) {
        this.bootstrap = java.util.Objects.requireNonNull(bootstrap, "bootstrap");
        this.target = java.util.Objects.requireNonNull(target, "target");
        this.tiles = bootstrap.tiles();
    }

    /** Adds a finished game's positions. */
    public void observe(ScrabbleGame game) {
        if (target == Target.RACK) {
            observeRacks(game);
            return;
        }
        if (target == Target.DRAWN_RACK) {
            DrawnRacks.of(game, bootstrap, (turn, rack, equity) -> addRack(rack, equity));
            games++;
            return;
        }
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

    /** {@link Target#RACK}: every full rack played or exchanged while the bag holds tiles, with its move's equity. */
    private void observeRacks(ScrabbleGame game) {
        int bag = tiles.totalTiles() - TileSet.RACK_SIZE * game.players().size();
        for (Turn turn : game.turns()) {
            List<Integer> rack = tiles.readTiles(turn.rack());
            if (bag > 0 && rack.size() == TileSet.RACK_SIZE && !(turn.action() instanceof Action.Pass)) {
                addRack(rack, Math.round(turn.score() + bootstrap.value(leaveOf(turn))));
            }
            if (turn.action() instanceof Action.Play play) {
                bag -= Math.min(bag, play.move().tileCount());
            }
        }
        games++;
    }

    /**
     * Credits every part of a rack of up to {@code RACK_SIZE - 1} tiles (the empty leave included), each once,
     * with {@code equity}: an odometer over how many of each of the rack's kinds of tile a part takes.
     */
    void addRack(List<Integer> rack, long equity) {
        List<Integer> kinds = new ArrayList<>();
        List<Integer> most = new ArrayList<>();
        for (int tile : order(rack)) {
            if (!kinds.isEmpty() && kinds.get(kinds.size() - 1) == tile) {
                most.set(most.size() - 1, most.get(most.size() - 1) + 1);
            } else {
                kinds.add(tile);
                most.add(1);
            }
        }
        int[] take = new int[kinds.size()];
        List<Integer> part = new ArrayList<>(TileSet.RACK_SIZE);
        while (true) {
            part.clear();
            for (int k = 0; k < take.length; k++) {
                for (int c = 0; c < take[k]; c++) {
                    part.add(kinds.get(k));
                }
            }
            if (part.size() < TileSet.RACK_SIZE) {
                long[] sums = seen.computeIfAbsent(part.isEmpty() ? "-" : tiles.writeTiles(part), k -> new long[SUMS]);
                sums[0]++;
                sums[1] += equity;
            }
            int k = 0;
            while (k < take.length && take[k] == most.get(k)) {
                take[k++] = 0;
            }
            if (k == take.length) {
                return;
            }
            take[k]++;
        }
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

    /**
     * The positions observed: with {@link Target#RACK} and {@link Target#DRAWN_RACK}, the racks (each credits
     * the empty leave once).
     */
    public long positions() {
        if (target != Target.NEXT_TURN) {
            long[] none = seen.get("-");
            return none == null ? 0 : none[0];
        }
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
        List<Integer> t = order(leave.equals("-") ? List.of() : tiles.readTiles(leave));
        return t.isEmpty() ? "-" : tiles.writeTiles(t);
    }

    /** Tiles in tile order, blanks (-1) last: the order a leave is kept in. */
    private static List<Integer> order(List<Integer> tiles) {
        List<Integer> t = new ArrayList<>(tiles);
        t.sort((a, b) -> a < 0 ? (b < 0 ? 0 : 1) : b < 0 ? -1 : Integer.compare(a, b));
        return t;
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
