package chiffreslettres.jeu.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import chiffreslettres.jeu.Draws;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Any sequence of moves, legal or not, against any format: each move is applied or refused with an
 * IllegalStateException or IllegalArgumentException (never another exception), a refused move leaves
 * nothing changed, the totals are the sums of the rounds' points, and the accepted moves replay to the
 * same game.
 */
class GameProperties {

    private static final Dictionary LIST = Dictionary.of("test", Alphabet.FRENCH, List.of("countdown", "rate",
            "tare", "tea", "eat", "ration", "nation", "station", "stone", "note", "tone", "ne", "te", "a", "é"));

    /** A move of any kind, mostly by a seat of the game (now and then by one out of range). */
    private static Move randomMove(SplittableRandom random, int seats) {
        int seat = random.nextInt(10) == 0 ? random.nextInt(seats + 2) - 1 : random.nextInt(seats);
        return switch (random.nextInt(6)) {
            case 0, 1 -> new Move.PickLetter(seat, random.nextBoolean() ? Draws.Pile.VOWEL : Draws.Pile.CONSONANT);
            case 2 -> new Move.PickLarge(seat, random.nextInt(7) - 1);
            case 3 -> new Move.Declare(seat, List.of("", "rate", "zzz", "1+2", "100*3", "((", "note", "7")
                    .get(random.nextInt(8)));
            case 4 -> new Move.Buzz(seat, random.nextBoolean() ? "countdown" : "nope", random.nextLong(-10, 40_000));
            default -> new Move.Reveal();
        };
    }

    @Test
    void anyMovesAreAppliedOrRefusedWithARuleAndReplay() {
        qt().withExamples(150).forAll(SourceDSL.longs().all(), SourceDSL.integers().between(0, 5))
                .checkAssert((seed, shape) -> {
                    GameFormat format = List.of(GameFormat.COUNTDOWN, GameFormat.DES_CHIFFRES_ET_DES_LETTRES,
                            GameFormat.CIFRAS_Y_LETRAS_2024).get(shape % 3);
                    List<Seat> seats = shape < 3 ? List.of(Seat.person("A"), Seat.computer(1 + shape))
                            : List.of(Seat.person("A"), Seat.person("B"));
                    Game game = Game.start(format, seats, seed, round -> LIST);
                    SplittableRandom random = new SplittableRandom(seed);
                    List<Move> accepted = new ArrayList<>();
                    for (int i = 0; i < 2_000 && !game.isOver(); i++) {
                        Move move = randomMove(random, seats.size());
                        try {
                            game = game.apply(move);
                            accepted.add(move);
                        } catch (IllegalStateException | IllegalArgumentException refused) {
                            assertThat(refused.getMessage()).isNotBlank();
                        }
                        int sum = game.results().stream().mapToInt(r -> r.points().stream().mapToInt(p -> p).sum())
                                .sum();
                        assertThat(game.totals().stream().mapToInt(t -> t).sum()).isEqualTo(sum);
                    }
                    assertThat(game.moves()).isEqualTo(accepted);
                    Game again = Game.start(format, seats, seed, round -> LIST);
                    for (Move move : accepted) {
                        again = again.apply(move);
                    }
                    assertThat(again.results()).isEqualTo(game.results());
                    assertThat(again.current()).isEqualTo(game.current());
                });
    }
}
