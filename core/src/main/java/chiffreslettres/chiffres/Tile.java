package chiffreslettres.chiffres;

/**
 * A leaf of an {@link Expression}: one tile of the draw.
 *
 * @param value the tile's value, positive
 */
public record Tile(long value) implements Expression {

    /** @throws IllegalArgumentException if {@code value} is not positive */
    public Tile {
        if (value <= 0) {
            throw new IllegalArgumentException("a tile must be a positive integer, got " + value);
        }
    }

    @Override
    public Fraction exactValue() {
        return Fraction.of(value);
    }

    @Override
    public int steps() {
        return 0;
    }

    @Override
    public String toString() {
        return Long.toString(value);
    }
}
