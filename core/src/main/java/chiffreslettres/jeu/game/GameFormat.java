package chiffreslettres.jeu.game;

import static chiffreslettres.jeu.game.RoundKind.CONUNDRUM;
import static chiffreslettres.jeu.game.RoundKind.LETTERS;
import static chiffreslettres.jeu.game.RoundKind.NUMBERS;

import chiffreslettres.jeu.Variant;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A whole game of a show, as data: the variant's rounds in order, the conundrum's points, how ties are
 * broken, and the clock used where the show states none. Seat {@code (r − 1) mod seats} picks in round
 * {@code r} (Countdown: the champion in odd rounds, the challenger in even ones). In a round every seat
 * with the best valid answer scores by the variant's table; the others score 0.
 *
 * @param key            a short name ("countdown")
 * @param name           the name shown
 * @param variant        the rules of each round
 * @param rounds         the rounds in order, at least one
 * @param conundrumPoints what the first right buzz in a conundrum scores
 * @param tieBreaks      how many more conundrums are played while the leaders are level after the last
 *                       round (0: a tie stands)
 * @param fallbackClock  the clock of a round whose show states no time (our default, not the show's)
 * @param source         where the format comes from, for people
 */
public record GameFormat(String key, String name, Variant variant, List<RoundKind> rounds, int conundrumPoints,
        int tieBreaks, Duration fallbackClock, String source) {

    /** The clock of a round whose show states no time: 30 s, the time of Countdown's rounds. */
    public static final Duration DEFAULT_CLOCK = Duration.ofSeconds(30);

    /**
     * @throws IllegalArgumentException if there is no round, a round the variant cannot play, or a
     *     negative count
     * @throws NullPointerException if an argument is null
     */
    public GameFormat {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(fallbackClock, "fallbackClock");
        Objects.requireNonNull(source, "source");
        rounds = List.copyOf(rounds);
        if (rounds.isEmpty()) {
            throw new IllegalArgumentException("a game has at least one round");
        }
        boolean letters = variant.letters().isPresent() && variant.letters().get().piles().drawable();
        if (!letters && (rounds.contains(LETTERS) || rounds.contains(CONUNDRUM))) {
            throw new IllegalArgumentException(variant.name() + " has no letters to draw, so no letters round"
                    + " or conundrum");
        }
        if (conundrumPoints < 0 || tieBreaks < 0 || fallbackClock.isNegative() || fallbackClock.isZero()) {
            throw new IllegalArgumentException("points, tie breaks and the clock must not be negative");
        }
    }

    /**
     * Countdown's "15 round format" (from Series 46, 2001): L L L L N L L L L N L L L N C, the conundrum
     * worth 10, further conundrums while the scores are level (up to 3 here). Source: the apterous wiki,
     * "15 round format (old)"; later series changed the format again (no current source found).
     */
    public static final GameFormat COUNTDOWN = new GameFormat("countdown", "Countdown", Variant.COUNTDOWN,
            List.of(LETTERS, LETTERS, LETTERS, LETTERS, NUMBERS, LETTERS, LETTERS, LETTERS, LETTERS, NUMBERS,
                    LETTERS, LETTERS, LETTERS, NUMBERS, CONUNDRUM), 10, 3, DEFAULT_CLOCK,
            "the 15 round format, wiki.apterous.org");

    /**
     * Des chiffres et des lettres: twelve rounds, letters and numbers 2:1 as an older description gives
     * the proportion (L L N four times); the show's exact order was not found. No conundrum; a tie stands.
     * The show states no time here: the clock is {@link #DEFAULT_CLOCK}.
     */
    public static final GameFormat DES_CHIFFRES_ET_DES_LETTRES = new GameFormat("dcdl", "Des chiffres et des lettres",
            Variant.DES_CHIFFRES_ET_DES_LETTRES,
            List.of(LETTERS, LETTERS, NUMBERS, LETTERS, LETTERS, NUMBERS, LETTERS, LETTERS, NUMBERS, LETTERS,
                    LETTERS, NUMBERS), 0, 0, DEFAULT_CLOCK,
            "letters and numbers 2:1 as an older description of the show gives them; the order is ours");

    /**
     * The 2024 Cifras y Letras: ten rounds, letters and numbers alternating; the show's order and number
     * of rounds were not found, so this is the library's format. A tie stands.
     */
    public static final GameFormat CIFRAS_Y_LETRAS_2024 = new GameFormat("cifras2024", "Cifras y Letras (2024)",
            Variant.CIFRAS_Y_LETRAS_2024,
            List.of(LETTERS, NUMBERS, LETTERS, NUMBERS, LETTERS, NUMBERS, LETTERS, NUMBERS, LETTERS, NUMBERS), 0,
            0, DEFAULT_CLOCK, "the library's format: the show's order of rounds was not found");

    /** Every whole-game format, in the order shown. */
    public static final List<GameFormat> ALL = List.of(COUNTDOWN, DES_CHIFFRES_ET_DES_LETTRES, CIFRAS_Y_LETRAS_2024);

    /** The format of that key, if there is one. */
    public static Optional<GameFormat> byKey(String key) {
        return ALL.stream().filter(f -> f.key.equals(key)).findFirst();
    }

    /**
     * One round to practise: a format of a single round of {@code kind} under {@code variant}'s rules,
     * with Countdown's 10 points for a conundrum.
     *
     * @throws IllegalArgumentException if the variant cannot play that round
     */
    public static GameFormat practice(Variant variant, RoundKind kind) {
        return new GameFormat("practice", variant.name() + " practice", variant, List.of(kind), 10, 0,
                DEFAULT_CLOCK, "one round to practise");
    }

    /** The clock of a round of {@code kind}: the show's time where it states one, else {@link #fallbackClock()}. */
    public Duration clock(RoundKind kind) {
        return showsClock(kind).orElse(fallbackClock);
    }

    /** The show's time for a round of {@code kind}, when it states one. */
    public Optional<Duration> showsClock(RoundKind kind) {
        return switch (kind) {
            case NUMBERS -> variant.numbers().time();
            case LETTERS -> variant.letters().flatMap(l -> l.time());
            case CONUNDRUM -> Optional.empty();
        };
    }
}
