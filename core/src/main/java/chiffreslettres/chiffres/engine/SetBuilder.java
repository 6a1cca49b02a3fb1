package chiffreslettres.chiffres.engine;

import chiffreslettres.chiffres.Operator;
import java.util.function.IntFunction;

/**
 * The one way a value set is built from its splits, and what the building cost: each split in
 * {@link TileShape}'s order, each value of its listed part ({@link #listsFirstPart}) combined with
 * the other part's ({@link #combineInto}). Every builder of the sets {@link ValueSetCache} keeps uses
 * it, so a set's members come in the same order whoever built it, and so does a search's answer. Not
 * thread-safe: one per search or census task.
 */
class SetBuilder {
    /** The listed values combined so far, each one node of a search. */
    long nodes;
    /** The operations tried so far. */
    long tried;
    /** The operations among them that were legal. */
    long valid;

    /** Values of the other part past which one listed value is much work: the clock is looked at too. */
    static final int MUCH_WORK = 1 << 12;

    /** Asked before each listed value: whether the building may go on. Always, unless overridden. */
    boolean enterNode() {
        return true;
    }

    /**
     * Asked besides {@link #enterNode} before a listed value that is {@linkplain #MUCH_WORK much work}:
     * whether the time allows it. Always, unless overridden.
     */
    boolean onTime() {
        return true;
    }

    /**
     * Adds to {@code out} every value made over the given splits of a subset.
     *
     * @param firsts     the first parts of the splits, in {@link TileShape#splits} order
     * @param rests      the second parts, in the same order
     * @param partValues the value set of a part
     * @return false if {@link #enterNode} stopped the building ({@code out} then holds part of the set)
     */
    final boolean build(int[] firsts, int[] rests, IntFunction<LongSet> partValues, LongSet out) {
        for (int i = 0; i < firsts.length; i++) {
            LongSet as = partValues.apply(firsts[i]);
            LongSet bs = partValues.apply(rests[i]);
            boolean firstListed = listsFirstPart(as, bs);
            LongSet xs = firstListed ? as : bs;
            LongSet ys = firstListed ? bs : as;
            for (int j = 0; j < xs.size(); j++) {
                if (!enterNode() || (ys.size() > MUCH_WORK && !onTime())) {
                    return false;
                }
                nodes++;
                tried += 4L * ys.size();
                valid += combineInto(xs.get(j), ys, out);
            }
        }
        return true;
    }

    /**
     * Whether a value set built from a split lists the values of its first part, each combined with the
     * second part's ({@link #combineInto}), rather than the other way round: the smaller part is listed,
     * the first when they are equal.
     */
    static boolean listsFirstPart(LongSet first, LongSet second) {
        return first.size() <= second.size();
    }

    /**
     * The step every value-set builder repeats: adds to {@code out} the legal {@code a op b} of
     * {@code x} with each member {@code y} of {@code ys}, for the four operators, the larger operand on
     * the left. Returns how many of the {@code 4 × ys.size()} moves were legal.
     */
    static int combineInto(long x, LongSet ys, LongSet out) {
        int legal = 0;
        for (int j = 0; j < ys.size(); j++) {
            long y = ys.get(j);
            long big = Math.max(x, y);
            long small = Math.min(x, y);
            legal += add(out, Operator.sum(big, small)) + add(out, Operator.difference(big, small))
                    + add(out, Operator.product(big, small)) + add(out, Operator.quotient(big, small));
        }
        return legal;
    }

    /** Adds a result unless it is {@link Operator#ILLEGAL}; 1 if it was legal, else 0. */
    private static int add(LongSet out, long result) {
        if (result == Operator.ILLEGAL) {
            return 0;
        }
        out.add(result);
        return 1;
    }
}
