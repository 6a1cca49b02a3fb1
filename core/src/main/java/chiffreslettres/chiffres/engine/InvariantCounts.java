package chiffreslettres.chiffres.engine;

/**
 * The algebraic calculations of a set of tiles left unchanged by one symmetry of the tiles, counted by
 * value without building one: a dynamic programming over subsets in the terms of {@link
 * chiffreslettres.chiffres.CanonicalForm#algebraic}. {@link AlgebraicCounts} averages these counts over
 * the symmetries to count distinct calculations.
 *
 * <p>Tiles are told apart by position. A calculation over a subset {@code S} is a tile, a <em>sum</em>
 * or a <em>product</em>. A sum is a set partition of {@code S} into blocks, each a non-sum calculation (a
 * tile or a product), each block added or subtracted, at least two blocks; a product is the same with
 * non-product blocks, multiplied or divided. With positive blocks, adding every added block and then
 * subtracting the others (or multiplying, then dividing) keeps every intermediate a positive integer
 * exactly when the value is one, so each such partition is one calculation a tree of the game makes.
 *
 * <p>The symmetry {@code g} swaps pairs of equal tiles ({@code g ∘ g} is the identity). A calculation is
 * left unchanged by {@code g} when {@code g} maps each of its blocks onto a block of the same sign and an
 * unchanged calculation: a block mapped onto itself, or a pair of disjoint blocks {@code B}, {@code gB}
 * carrying the same calculation (any calculation of {@code B}, counted by the plain counts), worth
 * twice (or the square of) its value. Per subset mapped onto itself, the counts by value of:
 *
 * <ul>
 *   <li>{@code add[S]}: sets of non-sum blocks partitioning {@code S}, by the sum of their values (the
 *       added, or the subtracted, half of a sum), one block or more; {@code mul[S]} the same for products;</li>
 *   <li>sums: an added part {@code P} and a subtracted part {@code S − P}, both mapped onto themselves,
 *       counted by {@code add[P] × add[S − P]} at each positive difference, or {@code P = S} with two
 *       blocks or more; products likewise by quotients that divide exactly.</li>
 * </ul>
 *
 * Every proper subset is counted over all values; all the tiles only in a window ({@link #whole}). The
 * caller checks that no product of the tiles overflows ({@link AlgebraicCounts#supports}). Not
 * thread-safe.
 */
final class InvariantCounts {

    private final long[] tiles;
    private final int full;
    /** The symmetry acting on subsets: {@code image[mask]} is {@code g(mask)}. */
    private final int[] image;
    /** The counts with no symmetry, for the pairs of blocks; this layer's own when it is the identity. */
    private final InvariantCounts plain;
    private final CountMap[] nonSum;
    private final CountMap[] nonProduct;
    private final CountMap[] add;
    private final CountMap[] mul;
    private final CountMap[] forms;
    private final CountAccumulator sums = new CountAccumulator();
    private final CountAccumulator products = new CountAccumulator();

    /** The plain counts: every calculation over every proper subset of the tiles. */
    InvariantCounts(long[] tiles) {
        this(tiles, identity(tiles.length), null);
    }

    /**
     * The calculations left unchanged by the swaps of {@code swapped} positions: {@code swap[i]} is the
     * position tile {@code i} goes to ({@code swap[swap[i]] == i}, equal tiles only).
     */
    InvariantCounts(long[] tiles, int[] swap, InvariantCounts plain) {
        this.tiles = tiles.clone();
        this.full = (1 << tiles.length) - 1;
        this.image = new int[full + 1];
        for (int mask = 1; mask <= full; mask++) {
            int low = Integer.numberOfTrailingZeros(mask);
            image[mask] = image[mask & (mask - 1)] | 1 << swap[low];
        }
        this.plain = plain == null ? this : plain;
        nonSum = new CountMap[full];
        nonProduct = new CountMap[full];
        add = new CountMap[full];
        mul = new CountMap[full];
        forms = new CountMap[full];
        for (int mask = 1; mask < full; mask++) {
            if (image[mask] == mask) {
                countSubset(mask);
            }
        }
    }

    private static int[] identity(int n) {
        int[] swap = new int[n];
        for (int i = 0; i < n; i++) {
            swap[i] = i;
        }
        return swap;
    }

    /** Whether the symmetry maps the subset onto itself; only those subsets have counts. */
    boolean isInvariant(int mask) {
        return image[mask] == mask;
    }

    /** The calculations over exactly the tiles of an invariant proper subset, by value. */
    CountMap proper(int mask) {
        return forms[mask];
    }

    /** The calculations over all the tiles with a value from {@code lo} (at least 1) to {@code hi}. */
    CountMap whole(long lo, long hi) {
        if (full == 1) {
            return tiles[0] >= lo && tiles[0] <= hi ? CountMap.single(tiles[0], 1) : CountMap.EMPTY;
        }
        sumsOf(full, lo, hi);
        CountMap s = sums.toMap();
        productsOf(full, lo, hi);
        return s.plus(products.toMap());
    }

    private void countSubset(int mask) {
        if (Integer.bitCount(mask) == 1) {
            CountMap leaf = CountMap.single(tiles[Integer.numberOfTrailingZeros(mask)], 1);
            nonSum[mask] = leaf;
            nonProduct[mask] = leaf;
            add[mask] = leaf;
            mul[mask] = leaf;
            forms[mask] = leaf;
            return;
        }
        sumsOf(mask, 1, Long.MAX_VALUE);
        CountMap sum = sums.toMap();
        productsOf(mask, 1, Long.MAX_VALUE);
        CountMap product = products.toMap();
        nonSum[mask] = product;
        nonProduct[mask] = sum;
        forms[mask] = sum.plus(product);
        multiBlock(mask, true, 1, Long.MAX_VALUE, sums);
        add[mask] = sums.toMap().plus(product);
        multiBlock(mask, false, 1, Long.MAX_VALUE, products);
        mul[mask] = products.toMap().plus(sum);
    }

    /**
     * Adds to {@code out} the invariant partitions of {@code mask} into two blocks or more, valued in
     * [lo, hi]: the block holding the lowest tile (mapped onto itself, or paired with its image), and an
     * invariant partition of the rest.
     */
    private void multiBlock(int mask, boolean additive, long lo, long hi, CountAccumulator out) {
        int low = mask & -mask;
        int rest = mask ^ low;
        for (int others = rest; others != 0; others = (others - 1) & rest) {
            int block = low | (rest ^ others);
            int mirror = image[block];
            if (mirror == block) {
                if (additive) {
                    CountPairs.sums(nonSum[block], add[others], lo, hi, out);
                } else {
                    CountPairs.products(nonProduct[block], mul[others], lo, hi, out);
                }
            } else if ((mirror & block) == 0 && (mirror & others) == mirror) {
                int left = others ^ mirror;
                if (additive) {
                    CountMap pair = CountPairs.doubled(plain.nonSum[block]);
                    if (left == 0) {
                        CountPairs.within(pair, lo, hi, out);
                    } else {
                        CountPairs.sums(pair, add[left], lo, hi, out);
                    }
                } else {
                    CountMap pair = CountPairs.squared(plain.nonProduct[block]);
                    if (left == 0) {
                        CountPairs.within(pair, lo, hi, out);
                    } else {
                        CountPairs.products(pair, mul[left], lo, hi, out);
                    }
                }
            }
        }
    }

    private void sumsOf(int mask, long lo, long hi) {
        multiBlock(mask, true, lo, hi, sums);
        for (int added = (mask - 1) & mask; added != 0; added = (added - 1) & mask) {
            if (image[added] == added) {
                CountPairs.differences(add[added], add[mask ^ added], lo, hi, sums);
            }
        }
    }

    private void productsOf(int mask, long lo, long hi) {
        multiBlock(mask, false, lo, hi, products);
        for (int multiplied = (mask - 1) & mask; multiplied != 0; multiplied = (multiplied - 1) & mask) {
            if (image[multiplied] == multiplied) {
                CountPairs.quotients(mul[multiplied], mul[mask ^ multiplied], lo, hi, products);
            }
        }
    }
}
