package chiffreslettres.scrabble;

import java.util.Arrays;

/**
 * The ways to split a rack into tiles played and tiles kept, for a search that bounds a move by the tiles it
 * plays and the value of those it keeps ({@link SpanSearch}): per part of the rack kept ({@link RackParts}),
 * its value as a leave and what the tiles it plays are (their multiset as a {@link WordMap} reads it, their
 * values highest first, their blanks); the parts grouped by how many tiles they play; and per number of
 * tiles and blanks played, the best leave. Read as fields; immutable once made, one per search.
 */
final class RackSplits {

    private static final int R = TileSet.RACK_SIZE;

    /** The rack's tiles, blanks included, and its blanks. */
    final int rackSize;
    final int rackBlanks;
    /** The tiles the rack holds (blanks aside), a bit each. */
    final long rackBits;
    /** The rack's tile values, highest first (a blank's is 0), and per {@code n} the sum of the first {@code n}. */
    final int[] rackTop = new int[R];
    final int[] rackPrefix = new int[R + 1];
    /** Per number of tiles played: the parts of the rack a move of that many keeps. */
    final int[][] keptBySize = new int[R + 1][];
    /**
     * Per number of tiles played {@code k} and of blanks among them {@code c} (at {@code k × 8 + c}): the best
     * value of a leave such a move keeps, {@code -∞} when there is none.
     */
    final double[] bestLeave = new double[(R + 1) * (R + 1)];
    /** Per part kept: its value as a leave. */
    final double[] leaveValues;
    /**
     * Per part kept, what it plays: the multiset of its tiles (blanks aside; {@link WordMap#loOf}), their values
     * highest first (from {@code part × 7}, blanks' zeros last), its blanks, and its tiles a bit each.
     */
    final long[] playedLo;
    final long[] playedHi;
    final int[] playedValues;
    final int[] playedBlanks;
    final long[] playedBits;

    RackSplits(TileSet tiles, RackTiles rack, Leaves leaves) {
        int[] counts = rack.counts();
        RackParts parts = new RackParts(counts, rack.blanks());
        int size = rack.blanks();
        long bits = 0;
        for (int t = 0; t < counts.length; t++) {
            for (int c = 0; c < counts[t]; c++) {
                rackTop[size++] = tiles.value(t);
            }
            bits |= counts[t] > 0 ? 1L << t : 0;
        }
        this.rackSize = size;
        this.rackBlanks = rack.blanks();
        this.rackBits = bits;
        Arrays.sort(rackTop, 0, size);
        for (int i = 0; i < size / 2; i++) {
            int swap = rackTop[i];
            rackTop[i] = rackTop[size - 1 - i];
            rackTop[size - 1 - i] = swap;
        }
        for (int i = 0; i < size; i++) {
            rackPrefix[i + 1] = rackPrefix[i] + rackTop[i];
        }
        this.leaveValues = parts.leaveValues(leaves);
        int partCount = parts.size();
        playedLo = new long[partCount];
        playedHi = new long[partCount];
        playedValues = new int[partCount * R];
        playedBlanks = new int[partCount];
        playedBits = new long[partCount];
        int[] bySize = new int[R + 1];
        int[] playedSize = new int[partCount];
        Arrays.fill(bestLeave, Double.NEGATIVE_INFINITY);
        // Keeping part p plays part whole - p: each played part is one with a tile fewer, and that tile.
        int whole = partCount - 1;
        bySize[0] = 1;
        bestLeave[0] = leaveValues[whole];
        for (int played = 1; played < partCount; played++) {
            int tile = parts.someTile(played);
            int kept = whole - played;
            int from = kept + (tile < 0 ? parts.blankRadix() : parts.radix(tile));
            int k = playedSize[from];
            playedLo[kept] = playedLo[from] + (tile < 0 ? 0 : WordMap.loOf(tile));
            playedHi[kept] = playedHi[from] + (tile < 0 ? 0 : WordMap.hiOf(tile));
            playedBits[kept] = playedBits[from] | (tile < 0 ? 0 : 1L << tile);
            playedBlanks[kept] = playedBlanks[from] + (tile < 0 ? 1 : 0);
            // The values of the part with a tile fewer, and that tile's in its place.
            int value = tile < 0 ? 0 : tiles.value(tile);
            int i = k - 1;
            for (; i >= 0 && playedValues[from * R + i] < value; i--) {
                playedValues[kept * R + i + 1] = playedValues[from * R + i];
            }
            playedValues[kept * R + i + 1] = value;
            System.arraycopy(playedValues, from * R, playedValues, kept * R, i + 1);
            playedSize[kept] = k + 1;
            bySize[k + 1]++;
            int at = (k + 1) * (R + 1) + playedBlanks[kept];
            bestLeave[at] = Math.max(bestLeave[at], leaveValues[kept]);
        }
        for (int k = 0; k <= R; k++) {
            keptBySize[k] = new int[bySize[k]];
            bySize[k] = 0;
        }
        for (int kept = 0; kept < partCount; kept++) {
            keptBySize[playedSize[kept]][bySize[playedSize[kept]]++] = kept;
        }
    }
}
