package chiffreslettres.dataset;

/**
 * The puzzles given so far, as 64-bit hashes of their tiles and target in an open-addressing table (0
 * marks an empty slot). 8 to 16 bytes a puzzle; not thread-safe.
 */
final class SeenPuzzles {

    private long[] table = new long[1 << 10];
    private int size;

    /** Adds the puzzle; false when one with the same tiles and target was added before. */
    boolean add(Puzzle p) {
        long h = hash(p);
        if (size * 2 >= table.length) {
            grow();
        }
        boolean added = insert(table, h);
        if (added) {
            size++;
        }
        return added;
    }

    private boolean insert(long[] into, long h) {
        int mask = into.length - 1;
        int i = (int) (h ^ (h >>> 32)) & mask;
        while (into[i] != 0) {
            if (into[i] == h) {
                return false;
            }
            i = (i + 1) & mask;
        }
        into[i] = h;
        return true;
    }

    private void grow() {
        long[] old = table;
        table = new long[old.length * 2];
        for (long h : old) {
            if (h != 0) {
                insert(table, h);
            }
        }
    }

    /** A hash of the tiles (as given, largest first) and target, never 0. */
    static long hash(Puzzle p) {
        long h = 0xCBF29CE484222325L;
        for (long t : p.tiles()) {
            h = mix(h ^ t);
        }
        h = mix(h ^ p.target() ^ 0x5DEECE66DL);
        return h == 0 ? 1 : h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
