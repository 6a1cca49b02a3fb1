package chiffreslettres.scrabble.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the other player's last play says of the tiles they kept: a player who plays by equity keeps a leave
 * with which that play was (nearly) their best. Leaves are drawn from the tiles the player to move cannot
 * see, as many as the play left on the rack; a leave is kept when the play's equity with it is within
 * {@link #TOLERANCE} points of the best equity of the whole rack it made. The leaves kept, each as often as
 * it was drawn, weigh the other rack of a simulation's worlds.
 *
 * <p>Nothing is inferred from a play of seven tiles (it kept nothing), from an exchange or a pass, when the
 * bag is empty (the other rack is then every unseen tile), or when fewer than {@link #LEAST} draws are kept
 * (a play nearly no leave explains: the other player does not play by equity, and the draw stays uniform).
 */
final class RackInference {

    /** Leaves drawn. */
    static final int DRAWS = 100;
    /** How far below the best equity, in points, the play may be with a leave kept. */
    static final double TOLERANCE = 3.0;
    /** The fewest draws kept for the inference to be used. */
    static final int LEAST = 5;

    private RackInference() {
    }

    /**
     * The leaves (tile numbers, -1 for a blank) the other player may have kept with {@code play} made on
     * {@code before}, one entry per draw kept; empty when nothing is inferred.
     *
     * @param unseen the tiles the player to move cannot see now: the other rack and the bag
     */
    static List<List<Integer>> leaves(Lexicon lexicon, Leaves leaves, Board before, Move play, List<Integer> unseen,
            long seed) {
        int keep = TileSet.RACK_SIZE - play.tileCount();
        if (keep <= 0 || unseen.size() <= TileSet.RACK_SIZE) {
            return List.of();
        }
        List<Integer> played = new ArrayList<>();
        for (Placement p : play.placements()) {
            played.add(p.blank() ? -1 : p.tile());
        }
        Map<List<Integer>, Boolean> verdicts = new HashMap<>();
        List<List<Integer>> kept = new ArrayList<>();
        for (int i = 0; i < DRAWS; i++) {
            List<Integer> pool = new ArrayList<>(unseen);
            ScrabbleGame.shuffle(pool, StableRandom.of(seed, i));
            List<Integer> leave = new ArrayList<>(pool.subList(0, keep));
            Collections.sort(leave);
            boolean explains = verdicts.computeIfAbsent(List.copyOf(leave),
                    l -> explains(lexicon, leaves, before, play, played, l));
            if (explains) {
                kept.add(List.copyOf(leave));
            }
        }
        return kept.size() < LEAST ? List.of() : List.copyOf(kept);
    }

    /**
     * Whether a player by equity holding {@code played} and {@code leave} would have made {@code play}: its
     * equity with that leave within {@link #TOLERANCE} of the best equity of the rack.
     */
    static boolean explains(Lexicon lexicon, Leaves leaves, Board before, Move play, List<Integer> played,
            List<Integer> leave) {
        TileSet tiles = lexicon.tiles();
        List<Integer> rack = new ArrayList<>(played);
        rack.addAll(leave);
        double equity = play.score() + leaves.value(tiles.writeTiles(leave));
        Optional<RatedMove> best = lexicon.best(before, tiles.writeTiles(rack), leaves);
        return best.isEmpty() || equity >= best.get().equity() - TOLERANCE;
    }
}
