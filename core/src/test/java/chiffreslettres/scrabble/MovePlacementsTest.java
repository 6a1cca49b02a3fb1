package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A move keeps the tiles it places as it was given them: one to seven tiles in reading order along its
 * line, held compactly, read back the same ({@link Move#packed}, {@link Move#placements}, the count, the
 * bingo); more than seven, or out of order, kept as given.
 */
class MovePlacementsTest {

    @Test
    void upToSevenTilesInReadingOrderAreReadBackAsGiven() {
        Random random = new Random(20261127L);
        TileSet tiles = TileSet.spanish();
        for (int example = 0; example < 2_000; example++) {
            Direction direction = random.nextBoolean() ? Direction.ACROSS : Direction.DOWN;
            int length = 2 + random.nextInt(Board.SIZE - 1);
            int first = random.nextInt(Board.SIZE - length + 1);
            int line = random.nextInt(Board.SIZE);
            int count = 1 + random.nextInt(Math.min(TileSet.RACK_SIZE, length));
            int[] placed = new int[count];
            // Which squares of the word take a tile: count of its length, in order.
            int[] offsets = random.ints(0, length).distinct().limit(count).sorted().toArray();
            for (int k = 0; k < count; k++) {
                int along = first + offsets[k];
                int row = direction == Direction.ACROSS ? line : along;
                int column = direction == Direction.ACROSS ? along : line;
                placed[k] = Move.pack(new Placement(row, column, random.nextInt(tiles.size()), random.nextBoolean()));
            }
            int row = direction == Direction.ACROSS ? line : first;
            int column = direction == Direction.ACROSS ? first : line;
            Move move = new Move(tiles, row, column, direction, "AB", placed, 0);
            assertThat(move.packed()).as("example %d", example).containsExactly(placed);
            assertThat(move.tileCount()).isEqualTo(count);
            assertThat(move.isBingo()).isEqualTo(count == TileSet.RACK_SIZE);
            assertThat(move.placements()).hasSize(count);
            for (int k = 0; k < count; k++) {
                assertThat(Move.pack(move.placements().get(k))).isEqualTo(placed[k]);
            }
        }
    }

    @Test
    void moreThanSevenTilesOrTilesOutOfOrderAreKeptAsGiven() {
        TileSet tiles = TileSet.english();
        int[] eight = new int[8];
        for (int k = 0; k < eight.length; k++) {
            eight[k] = Move.pack(new Placement(7, k, k, k % 2 == 0));
        }
        Move long8 = new Move(tiles, 7, 0, Direction.ACROSS, "ABCDEFGH", eight, 0);
        assertThat(long8.packed()).containsExactly(eight);
        assertThat(long8.tileCount()).isEqualTo(8);
        assertThat(long8.isBingo()).isFalse();

        int[] backwards = {Move.pack(new Placement(3, 5, 1, false)), Move.pack(new Placement(3, 4, 2, true))};
        Move reversed = new Move(tiles, 3, 4, Direction.ACROSS, "AB", backwards, 0);
        assertThat(reversed.packed()).containsExactly(backwards);
        assertThat(reversed).isEqualTo(new Move(tiles, 3, 4, Direction.ACROSS, "AB", backwards.clone(), 0));
    }
}
