package chiffreslettres.scrabble;

import java.util.List;

/**
 * A Scrabble rack read from text: per tile number how many, and the blanks. Immutable once read.
 *
 * @param counts per tile number, how many the rack holds
 * @param blanks how many blanks
 */
record RackTiles(int[] counts, int blanks) {

    /**
     * Reads a rack: 1 to 7 tiles as {@link TileSet} reads them, {@code ?} or {@code *} for a blank.
     *
     * @throws IllegalArgumentException if the rack is empty or longer than 7 tiles, holds a character that is
     *     no tile, or more of a tile or of blanks than the bag holds
     */
    static RackTiles parse(TileSet tiles, String text) {
        List<Integer> read = tiles.read(text.strip(), "rack", true);
        if (read.isEmpty() || read.size() > TileSet.RACK_SIZE) {
            throw new IllegalArgumentException("rack: a rack holds 1 to " + TileSet.RACK_SIZE + " tiles, \"" + text.strip()
                    + "\" has " + read.size());
        }
        int[] counts = new int[tiles.size()];
        int blanks = 0;
        for (int tile : read) {
            if (tile < 0) {
                blanks++;
            } else {
                counts[tile]++;
            }
        }
        if (blanks > tiles.blanks()) {
            throw new IllegalArgumentException("rack: " + blanks + " blanks, but the " + tiles.name() + " bag holds "
                    + tiles.blanks());
        }
        for (int t = 0; t < counts.length; t++) {
            if (counts[t] > tiles.count(t)) {
                throw new IllegalArgumentException("rack: " + counts[t] + " × " + tiles.face(t) + ", but the " + tiles.name()
                        + " bag holds " + tiles.count(t));
            }
        }
        return new RackTiles(counts, blanks);
    }
}
