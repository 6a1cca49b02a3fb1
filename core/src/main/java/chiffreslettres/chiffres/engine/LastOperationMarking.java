package chiffreslettres.chiffres.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The census's marking of each selection's targets, once the value sets of the multisets of up to
 * {@code n − 2} tiles are built: a target is made by a sub-multiset alone, or by a last operation over
 * two parts. Two steps, each safe to run on several threads at once:
 *
 * <ol>
 *   <li>{@link #markWithOneTile}: per multiset of {@code n − 1} tiles, its values in a bitmap, and for
 *       each tile {@code t} that completes it to a selection, the targets {@code x op t} and
 *       {@code t op x}, or-ed into that selection's marks;</li>
 *   <li>{@link #finish}: per selection, its sub-multisets' targets, then the last operations over two
 *       parts of at least two tiles: a few unmarked targets probed one by one, or every pair of two small
 *       parts, or each value of the smaller part against the larger part's bitmap.</li>
 * </ol>
 */
final class LastOperationMarking {

    private final SelectionCensus census;
    private final MultisetKeys keys;
    private final TargetRange range;
    private final Map<Long, CensusEntry> entries;
    private final OperandMarking operands;
    private final int tileCount;
    private final int bitmapBits;
    /** Whether several selections share sub-multisets, so that their lookup bitmaps are worth keeping. */
    private final boolean shared;

    LastOperationMarking(SelectionCensus census, boolean shared) {
        this.census = census;
        this.keys = census.keys;
        this.range = census.range;
        this.entries = census.entries;
        this.operands = new OperandMarking(range, census.bitmapBits);
        this.tileCount = census.tileCount;
        this.bitmapBits = census.bitmapBits;
        this.shared = shared;
    }

    /**
     * For a multiset of {@code n − 1} tiles: its values (those that can still lead into the range) in
     * a bitmap, then, for each tile completing it to a selection, the targets it makes alone and with
     * that tile in a last operation, or-ed into the selection's marks ({@code marks}, {@link
     * TargetRange#rangeWords} words per selection, numbered by {@code selectionIndex}).
     */
    void markWithOneTile(long key, Map<Long, Integer> selectionIndex, AtomicLongArray marks) {
        long[] bitmap = census.scratchBitmap();
        if (keys.size(key) == 1) {
            Bitmaps.setBit(bitmap, keys.values[keys.onlyValue(key)], bitmapBits);
        } else {
            for (long a : keys.splits(key)) {
                LongSet xs = entries.get(a).values();
                LongSet ys = entries.get(key - a).values();
                if (xs.size() > ys.size()) {
                    LongSet larger = xs;
                    xs = ys;
                    ys = larger;
                }
                PairMarking.markCombinations(xs, ys, bitmap, 0, bitmapBits);
            }
        }
        int rangeWords = range.rangeWords;
        long[] alone = new long[rangeWords];
        for (int w = 0; w < rangeWords; w++) {
            alone[w] = Bitmaps.word(bitmap, range.minTarget + 64L * w);
        }
        long[] targets = new long[rangeWords];
        for (int i = 0; i < keys.values.length; i++) {
            if (keys.count(key, i) < keys.multiplicity[i]) {
                System.arraycopy(alone, 0, targets, 0, rangeWords);
                operands.markWithOperand(bitmap, null, keys.values[i], targets);
                int s = selectionIndex.get(key + keys.place[i]);
                for (int w = 0; w < rangeWords; w++) {
                    long bits = targets[w];
                    if (bits != 0) {
                        marks.getAndAccumulate(s * rangeWords + w, bits, (p, q) -> p | q);
                    }
                }
            }
        }
        Arrays.fill(bitmap, 0);
    }

    /**
     * A selection's targets: its marks from the last operations with one tile, its sub-multisets'
     * targets, then the last operations over two parts of at least two tiles.
     */
    SelectionCensus.Selection finish(long key, int index, AtomicLongArray marks) {
        int rangeWords = range.rangeWords;
        long[] targets = new long[rangeWords];
        for (int w = 0; w < rangeWords; w++) {
            targets[w] = marks.get(index * rangeWords + w);
        }
        List<CensusEntry[]> twoPartSplits = new ArrayList<>();
        long[] subs = new long[1 << tileCount];
        int[] sizes = new int[subs.length];
        int subCount = keys.subMultisets(key, subs, sizes);
        for (int s = 0; s < subCount; s++) {
            long sub = subs[s];
            int size = sizes[s];
            if (size <= tileCount - 2) {
                long[] subTargets = entries.get(sub).targets();
                for (int w = 0; w < rangeWords; w++) {
                    targets[w] |= subTargets[w];
                }
                if (size >= 2 && (2 * size < tileCount || (2 * size == tileCount && sub <= key - sub))) {
                    CensusEntry a = entries.get(sub);
                    CensusEntry b = entries.get(key - sub);
                    twoPartSplits.add(a.values().size() <= b.values().size()
                            ? new CensusEntry[] {a, b} : new CensusEntry[] {b, a});
                }
            }
        }
        range.maskBeyondRange(targets);
        if (range.unmarkedCount(targets) <= census.fewUnmarked) {
            for (long target = range.minTarget; target <= range.maxTarget; target++) {
                if (!range.isMarked(targets, target) && makesWithTwoLargeParts(twoPartSplits, target)) {
                    range.markTarget(targets, target);
                }
            }
        } else {
            markTwoLargeParts(twoPartSplits, targets);
            range.maskBeyondRange(targets);
        }
        return new SelectionCensus.Selection(keys.tiles(key), range.minTarget, targets);
    }

    /**
     * Marks every target of a last operation over the given splits: two small parts pair by pair, a
     * larger part through its bitmap and its sorted large values, each value of the smaller part in turn
     * until every target is marked.
     */
    private void markTwoLargeParts(List<CensusEntry[]> twoPartSplits, long[] targets) {
        for (CensusEntry[] split : twoPartSplits) {
            LongSet xs = split[0].values();
            if (split[1].values().size() <= census.pairByPair) {
                PairMarking.markCombinations(xs, split[1].values(), targets, range.minTarget,
                        range.maxTarget - range.minTarget + 1);
                continue;
            }
            long[] scratch = shared ? null : census.scratchBitmap();
            long[][] lookup = split[1].lookup(scratch);
            for (int i = 0; i < xs.size() && !range.allMarked(targets); i++) {
                operands.markWithOperand(lookup[0], split[1].values(), xs.get(i), targets);
                operands.markWithBigValues(lookup[1], xs.get(i), targets);
            }
            if (scratch != null) {
                split[1].clearBits(scratch);
            }
        }
    }

    /** Whether a last operation over two parts of at least two tiles makes {@code v}. */
    private static boolean makesWithTwoLargeParts(List<CensusEntry[]> parts, long v) {
        for (CensusEntry[] split : parts) {
            if (Partners.anyPartnerIn(split[0].values(), split[1].values(), v)) {
                return true;
            }
        }
        return false;
    }
}
