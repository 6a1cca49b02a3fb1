package chiffreslettres.examples.cli;

import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.game.Answer;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Round;
import chiffreslettres.jeu.game.RoundKind;
import chiffreslettres.jeu.game.RoundResult;
import chiffreslettres.jeu.game.Seat;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A whole game in the terminal, a person (seat 0) against the computer (seat 1): the person picks in
 * odd rounds, answers within the clock, and sees each round revealed and scored.
 */
final class TerminalGame {

    private final PrintWriter out;
    private final TimedLines lines;
    private final Duration clockOverride;
    private Game game;

    TerminalGame(GameFormat format, int level, long seed, Duration clockOverride, TimedLines lines, PrintWriter out) {
        this.out = out;
        this.lines = lines;
        this.clockOverride = clockOverride;
        this.game = Game.start(format, List.of(Seat.person("You"), Seat.computer(level)), seed);
    }

    /** Plays to the end (or to the end of the input) and returns the exit status. */
    int play() {
        GameFormat format = game.format();
        out.printf("%s: you against the computer (level %d), %d rounds. Seed %d.%n", format.name(),
                game.seats().get(1).level(), format.rounds().size(), game.seed());
        format.variant().letters().filter(l -> !l.piles().showsOwn())
                .ifPresent(l -> out.printf("Letters are drawn from %s.%n", l.piles().source()));
        int shown = 0;
        while (!game.isOver() && !lines.ended()) {
            Round round = game.current().orElseThrow();
            if (round.phase() == Round.Phase.PICKING) {
                pick(round);
            } else {
                answer(round);
            }
            for (; shown < game.results().size(); shown++) {
                reveal(game.results().get(shown));
            }
        }
        if (!game.isOver()) {
            out.println("The input ended: the game stops here.");
            return 0;
        }
        List<Integer> totals = game.totals();
        out.printf("Final score: you %d, the computer %d. %s%n", totals.get(0), totals.get(1),
                game.leaders().size() > 1 ? "A draw." : game.leaders().get(0) == 0 ? "You win!" : "The computer wins.");
        return 0;
    }

    private void pick(Round round) {
        if (round.kind() == RoundKind.NUMBERS) {
            var numbers = game.format().variant().numbers();
            out.printf("Round %d of %d, numbers. How many large tiles (%d to %d)?%n", round.number(),
                    game.roundCount(), numbers.minLarge(), numbers.maxLarge());
            out.flush();
            String line = lines.next();
            if (line == null) {
                return;
            }
            try {
                game = game.apply(new Move.PickLarge(0, Integer.parseInt(line.strip())));
            } catch (NumberFormatException e) {
                out.println("Type a number from " + numbers.minLarge() + " to " + numbers.maxLarge() + ".");
            } catch (IllegalArgumentException | IllegalStateException e) {
                out.println(e.getMessage() + ".");
            }
            return;
        }
        LettersRound letters = game.format().variant().letters().orElseThrow();
        out.printf("Round %d of %d, letters%s. Type v (vowel) or c (consonant), one or more at a time: %s%n",
                round.number(), game.roundCount(), round.letters().isEmpty() ? "" : " so far",
                round.letters().isEmpty() ? "" : round.letters().toUpperCase(Locale.ROOT));
        out.flush();
        String line = lines.next();
        if (line == null) {
            return;
        }
        for (char c : line.strip().toLowerCase(Locale.ROOT).toCharArray()) {
            if (c != 'v' && c != 'c') {
                out.println("'" + c + "': type v for a vowel, c for a consonant.");
                return;
            }
            Draws.Pile pile = c == 'v' ? Draws.Pile.VOWEL : Draws.Pile.CONSONANT;
            String refusal = Draws.refusal(letters, game.current().orElseThrow().letters(), pile);
            if (refusal != null) {
                out.println(refusal + ".");
                return;
            }
            game = game.apply(new Move.PickLetter(0, pile));
            if (game.current().map(r -> r.number() != round.number() || r.phase() != Round.Phase.PICKING)
                    .orElse(true)) {
                return;
            }
        }
    }

    private void answer(Round round) {
        Duration clock = clockOverride != null ? clockOverride : game.clock(round.kind());
        String shownPicker = round.picker() == 0 ? "" : " (the computer picked)";
        switch (round.kind()) {
            case LETTERS -> out.printf("Round %d of %d%s. Letters: %s. You have %d s: your longest word?%n",
                    round.number(), game.roundCount(), shownPicker, round.letters().toUpperCase(Locale.ROOT),
                    clock.toSeconds());
            case NUMBERS -> out.printf("Round %d of %d%s. Tiles: %s. Target: %d. You have %d s: your calculation?%n",
                    round.number(), game.roundCount(), shownPicker, round.numbers().tiles().stream()
                            .map(String::valueOf).collect(Collectors.joining(" ")), round.numbers().target(),
                    clock.toSeconds());
            case CONUNDRUM -> out.printf("Round %d of %d: the conundrum! %s. You have %d s: buzz with your guess.%n",
                    round.number(), game.roundCount(), round.conundrum().scramble().toUpperCase(Locale.ROOT),
                    clock.toSeconds());
            default -> throw new AssertionError(round.kind());
        }
        out.flush();
        long start = System.nanoTime();
        String line = lines.next(clock);
        long elapsed = Math.min((System.nanoTime() - start) / 1_000_000, game.clock(round.kind()).toMillis());
        if (line == null || line.isBlank()) {
            game = game.apply(new Move.Reveal());
        } else if (round.kind() == RoundKind.CONUNDRUM) {
            game = game.apply(new Move.Buzz(0, line, elapsed));
            if (game.current().map(r -> r.number() == round.number()).orElse(false)) {
                game = game.apply(new Move.Reveal());
            }
        } else {
            game = game.apply(new Move.Declare(0, line));
        }
    }

    private void reveal(RoundResult r) {
        Answer yours = r.answers().get(0);
        Answer computer = r.answers().get(1);
        out.printf("  You: %s — %s. %d point%s.%n", yours.text().isEmpty() ? "(nothing)" : yours.text(),
                yours.message(), r.points().get(0), r.points().get(0) == 1 ? "" : "s");
        out.printf("  Computer: %s — %s. %d point%s.%n", computer.text().isEmpty() ? "(nothing)" : computer.text(),
                r.kind() == RoundKind.CONUNDRUM && computer.valid()
                        ? "buzzed at " + String.format(Locale.ROOT, "%.1f s", computer.value() / 1000.0)
                        : computer.message(), r.points().get(1), r.points().get(1) == 1 ? "" : "s");
        out.printf("  Best: %s. Score: you %d, the computer %d.%n", String.join(", ", r.best()),
                game.totals().get(0) - laterPoints(r, 0), game.totals().get(1) - laterPoints(r, 1));
    }

    /** Points scored after round {@code r}, so that a reveal shows the score as it stood then. */
    private int laterPoints(RoundResult r, int seat) {
        return game.results().stream().filter(x -> x.number() > r.number()).mapToInt(x -> x.points().get(seat)).sum();
    }
}
