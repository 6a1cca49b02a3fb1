package chiffreslettres.jeu.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws.Pile;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Verdict;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The rules of a whole game, on a small word list: moves allowed and refused, scoring, replay. */
class GameTest {

    private static final Dictionary LIST = Dictionary.of("test", Alphabet.ENGLISH,
            List.of("countdown", "a", "i", "at", "on", "no", "to", "tea", "eat", "rat", "tar", "star", "rats",
                    "stare", "tears", "rates", "treats", "tone", "note", "stone", "notes", "onset", "ration"));
    private static final Function<LettersRound, Dictionary> WORDS = round -> LIST;
    private static final List<Seat> TWO = List.of(Seat.person("Ann"), Seat.person("Bob"));

    private static Game countdown(List<Seat> seats, long seed) {
        return Game.start(GameFormat.COUNTDOWN, seats, seed, WORDS);
    }

    /** Nine picks by seat {@code picker}: four vowels, five consonants. */
    private static Game pickNine(Game game, int picker) {
        for (int i = 0; i < 9; i++) {
            game = game.apply(new Move.PickLetter(picker, i % 2 == 0 ? Pile.CONSONANT : Pile.VOWEL));
        }
        return game;
    }

    @Test
    void aLettersRoundIsPickedDeclaredAndScored() {
        Game game = countdown(TWO, 1);
        Round first = game.current().orElseThrow();
        assertThat(first.kind()).isEqualTo(RoundKind.LETTERS);
        assertThat(first.picker()).isZero();
        assertThat(first.phase()).isEqualTo(Round.Phase.PICKING);
        game = pickNine(game, 0);
        Round solving = game.current().orElseThrow();
        assertThat(solving.phase()).isEqualTo(Round.Phase.SOLVING);
        assertThat(solving.letters()).hasSize(9);
        String rack = solving.letters();
        List<String> fits = LIST.index().words(chiffreslettres.lettres.Rack.parse(rack, Alphabet.ENGLISH), 1, 100)
                .stream().map(m -> m.word()).toList();
        game = game.apply(new Move.Declare(0, fits.get(0)));
        assertThat(game.results()).isEmpty();
        game = game.apply(new Move.Declare(1, "zzz"));
        RoundResult result = game.results().get(0);
        assertThat(result.answers().get(0).valid()).isTrue();
        assertThat(result.answers().get(1).valid()).isFalse();
        assertThat(result.points()).containsExactly(fits.get(0).length(), 0);
        assertThat(result.best()).first().satisfies(w -> assertThat(w.length()).isEqualTo(fits.get(0).length()));
        assertThat(game.current().orElseThrow().number()).isEqualTo(2);
        assertThat(game.current().orElseThrow().picker()).isEqualTo(1);
    }

    @Test
    void equalWordsBothScoreAndTheShorterScoresNothing() {
        Game game;
        List<String> fits;
        long seed = 0;
        do {
            game = pickNine(countdown(TWO, seed++), 0);
            String rack = game.current().orElseThrow().letters();
            fits = LIST.index().words(chiffreslettres.lettres.Rack.parse(rack, Alphabet.ENGLISH), 1, 100)
                    .stream().map(m -> m.word()).toList();
        } while (fits.isEmpty() || fits.get(fits.size() - 1).length() == fits.get(0).length());
        String longest = fits.get(0);
        String shorter = fits.get(fits.size() - 1);
        Game same = game.apply(new Move.Declare(0, longest)).apply(new Move.Declare(1, longest));
        assertThat(same.results().get(0).points()).containsExactly(longest.length(), longest.length());
        Game differ = game.apply(new Move.Declare(0, shorter)).apply(new Move.Declare(1, longest));
        assertThat(differ.results().get(0).points()).containsExactly(0, longest.length());
    }

    @Test
    void forbiddenMovesNameTheRule() {
        Game game = countdown(TWO, 5);
        assertThatThrownBy(() -> countdown(TWO, 5).apply(new Move.PickLetter(1, Pile.VOWEL)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("seat 0 picks, not seat 1");
        assertThatThrownBy(() -> countdown(TWO, 5).apply(new Move.Declare(0, "tea")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no answer before the picking is over");
        assertThatThrownBy(() -> countdown(TWO, 5).apply(new Move.Reveal()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("nothing to reveal");
        assertThatThrownBy(() -> countdown(TWO, 5).apply(new Move.PickLarge(0, 2)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no large tiles to pick");
        assertThatThrownBy(() -> countdown(TWO, 5).apply(new Move.Buzz(0, "x", 10)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no buzzer");
        Game sixConsonants = game;
        for (int i = 0; i < 6; i++) {
            sixConsonants = sixConsonants.apply(new Move.PickLetter(0, Pile.CONSONANT));
        }
        Game six = sixConsonants;
        assertThatThrownBy(() -> six.apply(new Move.PickLetter(0, Pile.CONSONANT)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("a vowel is needed: a rack holds at least 3 vowels");
        Game full = pickNine(game, 0);
        assertThatThrownBy(() -> full.apply(new Move.PickLetter(0, Pile.VOWEL)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("the picking is over");
        Game answered = full.apply(new Move.Declare(0, "tea"));
        assertThatThrownBy(() -> answered.apply(new Move.Declare(0, "eat")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("has already answered");
        assertThatThrownBy(() -> full.apply(new Move.Declare(2, "eat")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat: 0 to 1");
        Game withComputer = countdown(List.of(Seat.person("Ann"), Seat.computer(2)), 5);
        assertThatThrownBy(() -> withComputer.apply(new Move.PickLetter(1, Pile.VOWEL)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the computer's");
        assertThatThrownBy(() -> countdown(List.of(), 1)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Plays every round of a game with legal moves drawn from {@code random}. */
    private static Game playThrough(Game game, SplittableRandom random) {
        while (!game.isOver()) {
            Round round = game.current().orElseThrow();
            int person = 0;
            if (round.phase() == Round.Phase.PICKING) {
                if (round.kind() == RoundKind.LETTERS) {
                    Pile pile = random.nextBoolean() ? Pile.VOWEL : Pile.CONSONANT;
                    if (chiffreslettres.jeu.Draws.refusal(GameFormat.COUNTDOWN.variant().letters().orElseThrow(),
                            round.letters(), pile) != null) {
                        pile = pile == Pile.VOWEL ? Pile.CONSONANT : Pile.VOWEL;
                    }
                    game = game.apply(new Move.PickLetter(round.picker(), pile));
                } else {
                    game = game.apply(new Move.PickLarge(round.picker(), random.nextInt(5)));
                }
                continue;
            }
            if (random.nextInt(5) == 0) {
                game = game.apply(new Move.Reveal());
            } else if (round.kind() == RoundKind.CONUNDRUM) {
                game = game.apply(new Move.Buzz(person, random.nextBoolean() ? round.conundrum().answer() : "nope",
                        random.nextInt(30_000)));
            } else if (round.kind() == RoundKind.NUMBERS) {
                Problem p = round.numbers();
                game = game.apply(new Move.Declare(person, p.tiles().get(0) + "+" + p.tiles().get(1)));
            } else {
                game = game.apply(new Move.Declare(person, random.nextBoolean() ? "tea" : "stone"));
            }
        }
        return game;
    }

    @Test
    void aGameReplaysFromItsSeedAndMoves() {
        for (long seed = 0; seed < 20; seed++) {
            List<Seat> seats = List.of(Seat.person("Ann"), Seat.computer(1 + (int) (seed % 5)));
            Game played = playThrough(countdown(seats, seed), new SplittableRandom(seed));
            assertThat(played.isOver()).isTrue();
            assertThat(played.results()).hasSizeGreaterThanOrEqualTo(15);
            Game again = countdown(seats, seed);
            for (Move move : played.moves()) {
                again = again.apply(move);
            }
            assertThat(again.results()).isEqualTo(played.results());
            assertThat(again.totals()).isEqualTo(played.totals());
            int sum = played.results().stream().mapToInt(r -> r.points().get(0)).sum();
            assertThat(played.totals().get(0)).isEqualTo(sum);
        }
    }

    @Test
    void numbersAnswersAreRefereedAndTheClosestScores() {
        Game game = countdown(TWO, 11);
        for (int round = 1; round < 5; round++) {
            game = pickNine(game, game.current().orElseThrow().picker()).apply(new Move.Reveal());
        }
        Round numbers = game.current().orElseThrow();
        assertThat(numbers.kind()).isEqualTo(RoundKind.NUMBERS);
        assertThat(numbers.picker()).isZero();
        game = game.apply(new Move.PickLarge(0, 2));
        Problem p = game.current().orElseThrow().numbers();
        assertThat(p.tiles().stream().filter(t -> t >= 25).count()).isEqualTo(2);
        String one = p.tiles().get(0) + "+" + p.tiles().get(1);
        String other = p.tiles().get(0) + "*" + p.tiles().get(1);
        game = game.apply(new Move.Declare(0, one)).apply(new Move.Declare(1, other));
        RoundResult r = game.results().get(4);
        long d0 = p.distanceTo(p.tiles().get(0) + p.tiles().get(1));
        long d1 = p.distanceTo(p.tiles().get(0) * p.tiles().get(1));
        int expected0 = d0 <= d1 ? GameFormat.COUNTDOWN.variant().numbers().score(d0) : 0;
        int expected1 = d1 <= d0 ? GameFormat.COUNTDOWN.variant().numbers().score(d1) : 0;
        assertThat(r.points()).containsExactly(expected0, expected1);
        String best = r.best().get(0);
        Verdict verdict = Referee.check(p, best.substring(0, best.lastIndexOf('=')));
        assertThat(verdict.isAccepted()).isTrue();
        assertThat(r.bestPoints()).isGreaterThanOrEqualTo(Math.max(expected0, expected1));
    }

    @Test
    void levelTiesGetFurtherConundrumsThenStand() {
        Game game = countdown(TWO, 2);
        while (!game.isOver()) {
            Round round = game.current().orElseThrow();
            if (round.phase() == Round.Phase.PICKING && round.kind() == RoundKind.LETTERS) {
                game = pickNine(game, round.picker());
            } else if (round.phase() == Round.Phase.PICKING) {
                game = game.apply(new Move.PickLarge(round.picker(), 1));
            } else {
                game = game.apply(new Move.Reveal());
            }
        }
        assertThat(game.totals()).containsExactly(0, 0);
        assertThat(game.results()).hasSize(18);
        assertThat(game.results().subList(14, 18)).allMatch(r -> r.kind() == RoundKind.CONUNDRUM);
        assertThat(game.leaders()).containsExactly(0, 1);
        Game over = game;
        assertThatThrownBy(() -> over.apply(new Move.Reveal())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the game is over");
    }

    @Test
    void theConundrumGoesToTheFirstRightBuzz() {
        Game game = countdown(TWO, 4);
        while (game.current().orElseThrow().kind() != RoundKind.CONUNDRUM) {
            Round round = game.current().orElseThrow();
            game = round.phase() == Round.Phase.PICKING && round.kind() == RoundKind.LETTERS
                    ? pickNine(game, round.picker())
                    : round.phase() == Round.Phase.PICKING ? game.apply(new Move.PickLarge(round.picker(), 0))
                    : game.apply(new Move.Reveal());
        }
        Round c = game.current().orElseThrow();
        assertThat(c.conundrum().answer()).isEqualTo("countdown");
        assertThat(c.conundrum().scramble()).isNotEqualTo("countdown");
        Game wrong = game.apply(new Move.Buzz(1, "notaword", 4_000));
        assertThatThrownBy(() -> wrong.apply(new Move.Buzz(1, "countdown", 5_000)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("each player guesses once");
        assertThatThrownBy(() -> wrong.apply(new Move.Buzz(0, "countdown", 31_000)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("elapsedMillis");
        Game right = wrong.apply(new Move.Buzz(0, "COUNTDOWN", 6_000));
        RoundResult r = right.results().get(14);
        assertThat(r.points()).containsExactly(10, 0);
        assertThat(right.isOver()).isTrue();
        assertThat(right.totals()).containsExactly(10, 0);
    }

    @Test
    void aComputerThatBuzzesFirstTakesTheConundrum() {
        GameFormat one = GameFormat.practice(GameFormat.COUNTDOWN.variant(), RoundKind.CONUNDRUM);
        Game game = Game.start(one, List.of(Seat.person("Ann"), Seat.computer(5)), 9, WORDS);
        Game late = game.apply(new Move.Buzz(0, "countdown", 6_000));
        assertThat(late.results().get(0).points()).containsExactly(0, 10);
        assertThat(late.results().get(0).answers().get(0).message()).contains("buzzed first");
        Game early = game.apply(new Move.Buzz(0, "countdown", 0));
        assertThat(early.results().get(0).points()).containsExactly(10, 0);
    }

    @Test
    void aComputerOnlyGamePlaysItselfAndHigherLevelsNeverScoreLess() {
        List<Integer> previous = null;
        for (int level = 1; level <= 5; level++) {
            List<Integer> scores = new ArrayList<>();
            for (long seed = 0; seed < 15; seed++) {
                Game game = Game.start(GameFormat.COUNTDOWN, List.of(Seat.computer(level)), seed, WORDS);
                assertThat(game.isOver()).isTrue();
                scores.add(game.totals().get(0));
            }
            if (previous != null) {
                for (int i = 0; i < scores.size(); i++) {
                    assertThat(scores.get(i)).as("game %d, level %d", i, level).isGreaterThanOrEqualTo(previous.get(i));
                }
            }
            previous = scores;
        }
    }
}
