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
 * positions with a leave, less the mean of all, shrunk toward the leave's tiles' one-tile values by {@link
 * #SHRINK} positions' weight, for every leave seen at least {@code minCount} times (and every one-tile
 * leave and the empty leave). Two learnings {@link #merge} (for threads, or a cluster's partitions). Not
 * thread-safe.
 */
public final class LeaveLearning {

    /** The weight, in positions, of the one-tile values a leave's own mean is shrunk toward. */
    public static final int SHRINK = 10;

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
        for (int i = 0; i + players < turns.size(); i++) {
            Turn turn = turns.get(i);
            if (turn.action() instanceof Action.Pass) {
                continue;
            }
            add(leaveOf(turn), turns.get(i + players).score());
        }
        games++;
    }

    /** Adds one position: its leave (written as {@link TileSet#writeTiles} writes tiles) and the next score. */
    public void add(String leave, int nextScore) {
        long[] s = seen.computeIfAbsent(sorted(leave), k -> new long[2]);
        s[0]++;
        s[1] += nextScore;
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
        // One-tile values: the mean next score of the positions keeping that one tile alone, less the mean.
        Map<Integer, Double> one = new HashMap<>();
        for (int t = -1; t < tiles.size(); t++) {
            long[] s = seen.get(t < 0 ? "?" : tiles.writeTiles(List.of(t)));
            one.put(t, s == null ? 0.0 : shrink(s, mean, 0.0));
        }
        Map<String, Double> values = new HashMap<>();
        Map<String, Long> counts = new HashMap<>();
        seen.forEach((leave, s) -> {
            List<Integer> t = leave.equals("-") ? List.of() : tiles.readTiles(leave);
            if (t.size() <= 1 || s[0] >= minCount) {
                double prior = 0;
                for (int tile : t) {
                    prior += one.get(tile);
                }
                values.put(leave, t.size() == 1 ? one.get(t.get(0)) : shrink(s, mean, prior));
                counts.put(leave, s[0]);
            }
        });
        return Leaves.of(tiles, source, values, counts);
    }

    private static double shrink(long[] s, double mean, double prior) {
        return (s[1] - s[0] * mean + SHRINK * prior) / (s[0] + SHRINK);
    }
}
