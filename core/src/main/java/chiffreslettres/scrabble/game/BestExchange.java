package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The exchange worth most by its leave: of every part of the rack to keep (all but at least one tile), the
 * one the leaves value highest; the rest is given back.
 *
 * @param given the tiles to give back, as {@link TileSet#writeTiles} writes them
 * @param value the leave value of the tiles kept
 */
record BestExchange(String given, double value) {

    static BestExchange of(TileSet tiles, Leaves leaves, String rack) {
        List<Integer> held = tiles.readTiles(rack);
        double keepBest = Double.NEGATIVE_INFINITY;
        int keepMask = 0;
        for (int mask = 0; mask < (1 << held.size()) - 1; mask++) {
            double value = leaves.value(part(tiles, held, mask, true));
            if (value > keepBest) {
                keepBest = value;
                keepMask = mask;
            }
        }
        return new BestExchange(part(tiles, held, keepMask, false), keepBest);
    }

    /** The tiles of the mask ({@code kept}) or outside it, written; {@code -} for none. */
    private static String part(TileSet tiles, List<Integer> held, int mask, boolean kept) {
        List<Integer> part = new ArrayList<>();
        for (int i = 0; i < held.size(); i++) {
            if (((mask & 1 << i) != 0) == kept) {
                part.add(held.get(i));
            }
        }
        return part.isEmpty() ? "-" : tiles.writeTiles(part);
    }
}
