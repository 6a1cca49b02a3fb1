package chiffreslettres.chiffres;

import java.util.Objects;

/**
 * The rules a game is played by, as a value.
 *
 * @param allTilesRequired whether a solution must use every tile (the 24 game's rule); by default a
 *     solution may use any subset of the tiles
 * @param arithmetic       the numbers the calculation may pass through; by default positive integers with
 *     exact division (see {@link Operator#apply(long, long)})
 */
public record Rules(boolean allTilesRequired, Arithmetic arithmetic) {

    private static final Rules STANDARD = new Rules(false, Arithmetic.POSITIVE_INTEGERS);
    private static final Rules TWENTY_FOUR = new Rules(true, Arithmetic.RATIONALS);

    /** @throws NullPointerException if {@code arithmetic} is null */
    public Rules {
        Objects.requireNonNull(arithmetic, "arithmetic");
    }

    /** Positive-integer rules, with or without every tile required. */
    public Rules(boolean allTilesRequired) {
        this(allTilesRequired, Arithmetic.POSITIVE_INTEGERS);
    }

    /** The rules of Le Compte est Bon, Countdown, Cifras y Letras and Digits: any subset of the tiles. */
    public static Rules standard() {
        return STANDARD;
    }

    /**
     * The 24 game's rules: every tile used exactly once, rational intermediate results allowed
     * ({@code 8 ÷ (3 − 8 ÷ 3) = 24}).
     */
    public static Rules twentyFour() {
        return TWENTY_FOUR;
    }

    /** These rules, but with every tile required in a solution when {@code required} is true. */
    public Rules withAllTilesRequired(boolean required) {
        return new Rules(required, arithmetic);
    }

    /** These rules in another arithmetic domain. @throws NullPointerException if it is null */
    public Rules withArithmetic(Arithmetic domain) {
        return new Rules(allTilesRequired, domain);
    }
}
