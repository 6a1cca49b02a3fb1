package chiffreslettres.jeu;

import chiffreslettres.chiffres.Rules;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A show's rules for both rounds, as a value. Presets: {@link #COUNTDOWN}, {@link
 * #DES_CHIFFRES_ET_DES_LETTRES}, {@link #CIFRAS_Y_LETRAS}, {@link #DIGITS}, {@link #TWENTY_FOUR}. Where a show's figure is not
 * published here (a time, a letter pile), the value says so with an empty {@code Optional} or map
 * rather than inventing one.
 *
 * @param name    the show's name
 * @param numbers its numbers round
 * @param letters its letters round, empty for a numbers-only game
 */
public record Variant(String name, NumbersRound numbers, Optional<LettersRound> letters) {

    /** @throws NullPointerException if an argument is null */
    public Variant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(numbers, "numbers");
        Objects.requireNonNull(letters, "letters");
    }

    private static final List<Long> ONE_TO_TEN_TWICE = oneToTenTwice();
    private static final List<Long> LARGE = List.of(25L, 50L, 75L, 100L);

    /**
     * Countdown (UK): 20 small tiles (1–10 twice), 25 50 75 100 once, the player picks 0–4 large, six
     * tiles, target 100–999, 30 s; 10 points exact, 7 within 5, 5 within 10. Letters: 9, at least 3
     * vowels and 4 consonants, the published piles ({@link LetterPiles#countdown()}); score the length,
     * 18 for nine. (apterous, standard variant rules.)
     */
    public static final Variant COUNTDOWN = new Variant("Countdown",
            new NumbersRound(ONE_TO_TEN_TWICE, LARGE, 6, 0, 4, true, 100, 999, Optional.of(Duration.ofSeconds(30)),
                    List.of(new ScoreBand(0, 10), new ScoreBand(5, 7), new ScoreBand(10, 5))),
            Optional.of(new LettersRound(Language.ENGLISH, WordRules.COUNTDOWN, 9, LetterPiles.countdown(), 3, 4, 1,
                    Optional.of(Duration.ofSeconds(30)), true)));

    /**
     * Le Compte est Bon / Des chiffres et des lettres (FR): 24 plaques (1–10 twice, 25 50 75 100 once),
     * six drawn at random from all of them, target 101–999. Points: 10 for the exact answer (the 2015 copy
     * of the rules; a 2008 copy says 9), else 6 for the closest (an older description; no current source
     * was found). Letters: 10 (since 2010), vowels and consonants chosen by the player, the show's word
     * rules, 1 point a letter. The show publishes no letter piles: the draw uses the French Scrabble bag
     * as a stand-in, labelled as not the show's ({@link LetterPiles#scrabbleStandIn}). No time is given.
     */
    public static final Variant DES_CHIFFRES_ET_DES_LETTRES = new Variant("Des chiffres et des lettres",
            new NumbersRound(ONE_TO_TEN_TWICE, LARGE, 6, 0, 4, false, 101, 999, Optional.empty(),
                    List.of(new ScoreBand(0, 10), new ScoreBand(Long.MAX_VALUE, 6))),
            Optional.of(new LettersRound(Language.FRENCH, WordRules.DES_CHIFFRES_ET_DES_LETTRES, 10,
                    LetterPiles.scrabbleStandIn(Language.FRENCH), 0, 0, 1, Optional.empty(), false)));

    /**
     * Cifras y Letras (ES), the classic rules (La 2 1991–96, regional channels to 2012): six numbers from
     * 1–10, 25, 50, 75, 100 (taken here as the same 24 tiles), target 101–999, 45 s (its points are not
     * given here: {@code score} is 0). Letters: 9, vowels and consonants chosen, no plurals and no
     * personal verb forms. No letter piles or points table of the letters round were found: the draw uses
     * the Spanish Scrabble bag as a stand-in, labelled as not the show's.
     */
    public static final Variant CIFRAS_Y_LETRAS = new Variant("Cifras y Letras",
            new NumbersRound(ONE_TO_TEN_TWICE, LARGE, 6, 0, 4, false, 101, 999, Optional.of(Duration.ofSeconds(45)),
                    List.of()),
            Optional.of(new LettersRound(Language.SPANISH, WordRules.CIFRAS_Y_LETRAS, 9,
                    LetterPiles.scrabbleStandIn(Language.SPANISH), 0, 0, 1, Optional.of(Duration.ofSeconds(45)),
                    false)));

    /**
     * Cifras y Letras, the 2024 revival (La 2, RTVE, from 15 January 2024): six numbers (taken here from
     * the classic 24 tiles; the revival's bag was not found), a three-digit target, 40 s, 10 points exact
     * and 7 for the closest otherwise. Letters: 10, the player picks how many vowels (3 to 6), 30 s, words
     * of at least 5 letters, plurals and every verb form valid (not the forms with attached pronouns, which
     * are no dictionary words: {@link WordRules#CIFRAS_Y_LETRAS_2024}), 1 point a letter. Letter piles: the
     * Spanish Scrabble bag as a stand-in, labelled as not the show's.
     */
    public static final Variant CIFRAS_Y_LETRAS_2024 = new Variant("Cifras y Letras (2024)",
            new NumbersRound(ONE_TO_TEN_TWICE, LARGE, 6, 0, 4, false, 100, 999, Optional.of(Duration.ofSeconds(40)),
                    List.of(new ScoreBand(0, 10), new ScoreBand(Long.MAX_VALUE, 7))),
            Optional.of(new LettersRound(Language.SPANISH, WordRules.CIFRAS_Y_LETRAS_2024, 10,
                    LetterPiles.scrabbleStandIn(Language.SPANISH), 3, 4, 5, Optional.of(Duration.ofSeconds(30)),
                    false)));

    /**
     * Digits (NYT): six numbers up to 25, stars 3 exact, 2 within 10, 1 within 25. Numbers only.
     * Tiles are drawn here from 1–25 once each; targets by difficulty come with the draws.
     */
    public static final Variant DIGITS = new Variant("Digits",
            new NumbersRound(oneTo(20), List.of(21L, 22L, 23L, 24L, 25L), 6, 0, 5, false, 30, 499, Optional.empty(),
                    List.of(new ScoreBand(0, 3), new ScoreBand(10, 2), new ScoreBand(25, 1))),
            Optional.empty());

    /**
     * The 24 game: four cards from a deck (ace 1 to king 13, four of each), every card used exactly once,
     * rational intermediate results allowed ({@link Rules#twentyFour()}), target 24; one point for a
     * solution. Numbers only.
     */
    public static final Variant TWENTY_FOUR = new Variant("24 game",
            new NumbersRound(deck(), List.of(), 4, 0, 0, false, 24, 24, Optional.empty(),
                    List.of(new ScoreBand(0, 1)), Rules.twentyFour()),
            Optional.empty());

    private static List<Long> deck() {
        List<Long> out = new ArrayList<>();
        for (long card = 1; card <= 13; card++) {
            for (int suit = 0; suit < 4; suit++) {
                out.add(card);
            }
        }
        return List.copyOf(out);
    }

    private static List<Long> oneToTenTwice() {
        List<Long> out = new ArrayList<>();
        for (long v = 1; v <= 10; v++) {
            out.add(v);
            out.add(v);
        }
        return List.copyOf(out);
    }

    private static List<Long> oneTo(long max) {
        List<Long> out = new ArrayList<>();
        for (long v = 1; v <= max; v++) {
            out.add(v);
        }
        return List.copyOf(out);
    }

}
