package chiffreslettres.chiffres;

/**
 * The rules a game is played by, as a value. The arithmetic is the default one of every show:
 * positive integers, exact division, no overflow (see {@link Operator#apply(long, long)}).
 *
 * @param allTilesRequired whether a solution must use every tile (the 24 game's rule); by default a
 *     solution may use any subset of the tiles
 */
public record Rules(boolean allTilesRequired) {

    private static final Rules STANDARD = new Rules(false);

    /** The rules of Le Compte est Bon, Countdown, Cifras y Letras and Digits: any subset of the tiles. */
    public static Rules standard() {
        return STANDARD;
    }

    /** These rules, but with every tile required in a solution when {@code required} is true. */
    public Rules withAllTilesRequired(boolean required) {
        return new Rules(required);
    }
}
