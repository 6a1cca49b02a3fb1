package chiffreslettres.examples.cli;

import chiffreslettres.Chiffres;
import chiffreslettres.Lettres;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Step;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.Verdict;
import chiffreslettres.jeu.WordVerdict;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Opponent;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.server.http.JsonShapes;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code play}: one round in the terminal. Draws a numbers game (or, with {@code --letters}, a rack) by a
 * show's rules, runs the clock while the player types an answer, judges and scores it, then shows the
 * best answer.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play one round: the game is drawn, the clock runs, your answer is judged and scored, "
                + "then the best answer is shown. With --game, a whole game against the computer.")
final class PlayCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private ChiffresLettresCli parent;

    @Option(names = "--variant", defaultValue = "countdown",
            description = "The show: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private VariantName variant;

    @Option(names = "--large", description = "How many large tiles you ask for, when the show lets you choose "
            + "(default: drawn at random).")
    private Integer large;

    @Option(names = "--letters", description = "Play a letters round instead of a numbers round.")
    private boolean letters;

    @Option(names = "--choices", description = "Letters round: one v (vowel) or c (consonant) per letter, "
            + "e.g. cvcvccvcv (default: drawn at random within the show's minimums).")
    private String choices;

    @Option(names = "--seed", description = "Seed of the draw, to replay a round (default: random).")
    private Long seed;

    @Option(names = "--time", description = "Seconds to answer (default: the show's time, else 30).")
    private Integer seconds;

    @Option(names = "--game", description = "Play a whole game against the computer instead of one round.")
    private boolean wholeGame;

    @Option(names = "--format", defaultValue = "countdown", description = "With --game: countdown (15 rounds), "
            + "dcdl (12) or cifras2024 (10) (default: ${DEFAULT-VALUE}).")
    private String format;

    @Option(names = "--level", defaultValue = "3", description = "With --game: the computer's level, 1 to 5 "
            + "(default: ${DEFAULT-VALUE}).")
    private int level;

    @Option(names = "--simulate", paramLabel = "GAMES", description = "With --game: instead of playing, measure "
            + "the computer's levels over this many games each and print their mean scores.")
    private Integer simulate;

    @Option(names = "--json", description = "Write the round as one JSON object on standard output (the "
            + "prompts go to standard error).")
    private boolean json;

    /** What the round was, for --json. */
    private final Map<String, Object> record = new LinkedHashMap<>();

    @Override
    public Integer call() {
        if (seconds != null && seconds < 1) {
            throw new IllegalArgumentException("--time must be at least 1 second, got " + seconds);
        }
        if (wholeGame) {
            GameFormat chosen = GameFormat.byKey(format).orElseThrow(() -> new IllegalArgumentException(
                    "--format: countdown, dcdl or cifras2024, got '" + format + "'"));
            if (simulate != null) {
                return OpponentSimulation.run(chosen, simulate, spec.commandLine().getOut());
            }
            long gameSeed = seed != null ? seed : new SplittableRandom().nextLong();
            Opponent.level(level); // checks the level before anything is shown
            return new TerminalGame(chosen, level, gameSeed, seconds == null ? null : Duration.ofSeconds(seconds),
                    new TimedLines(parent.in), spec.commandLine().getOut()).play();
        }
        SplittableRandom random = seed == null ? new SplittableRandom() : new SplittableRandom(seed);
        PrintWriter out = json ? spec.commandLine().getErr() : spec.commandLine().getOut();
        record.put("variant", variant.variant().name());
        int status = letters ? playLetters(random, out) : playNumbers(random, out);
        if (json) {
            spec.commandLine().getOut().println(JsonShapes.write(record));
        }
        return status;
    }

    private int playNumbers(SplittableRandom random, PrintWriter out) {
        NumbersRound round = variant.variant().numbers();
        int asked = large != null ? large : round.minLarge() + random.nextInt(round.maxLarge() - round.minLarge() + 1);
        Problem game = Draws.numbers(round, asked, random);
        Duration time = time(round.time().orElse(null));
        out.printf("%s, numbers round. Tiles: %s. Target: %d.%n", variant.variant().name(), join(game.tiles()),
                game.target());
        out.printf("You have %d s. Type your answer (8*75-(9-3), or steps 8*75=600, 9-3=6, 600-6=594):%n",
                time.toSeconds());
        out.flush();
        String answer = readAnswer(time, out);
        int points = 0;
        record.put("round", "numbers");
        record.put("tiles", game.tiles());
        record.put("target", game.target());
        record.put("answer", answer);
        if (answer == null) {
            out.println("Time is up: no answer, 0 points.");
            record.put("verdict", "time is up");
        } else {
            Verdict verdict = Referee.check(game, answer);
            if (verdict instanceof Verdict.Accepted accepted) {
                points = round.score(accepted.distance());
                out.printf("Accepted: %d, %s. %d point%s.%n", accepted.value(),
                        accepted.distance() == 0 ? "exact" : "off by " + accepted.distance(), points,
                        points == 1 ? "" : "s");
                record.put("verdict", "accepted");
                record.put("value", accepted.value());
                record.put("distance", accepted.distance());
            } else {
                Verdict.Rejected rejected = (Verdict.Rejected) verdict;
                out.println("Rejected: " + rejected.message() + ". 0 points.");
                record.put("verdict", "rejected");
                record.put("reason", rejected.reason().name());
                record.put("message", rejected.message());
            }
        }
        record.put("points", points);
        Result best = Chiffres.target(game.target()).tiles(game.tiles()).rules(game.rules()).limit(1).solve();
        record.put("best", best.best().toInfix());
        record.put("bestValue", best.value());
        out.printf("Best: %s = %d%s%n", best.best().toInfix(), best.value(),
                best.isExact() ? "" : " (off by " + best.distance() + ")");
        if (best.best().isIntegral()) {
            for (Step step : best.best().toSteps()) {
                out.println("  " + step);
            }
        }
        return 0;
    }

    private int playLetters(SplittableRandom random, PrintWriter out) {
        LettersRound round = variant.variant().letters().orElseThrow(() -> new IllegalArgumentException(
                "--letters: " + variant.variant().name() + " has no letters round"));
        List<Draws.Pile> piles = choices == null ? randomChoices(round, random) : parseChoices(choices);
        String rack = Draws.letters(round, piles, random);
        Duration time = time(round.time().orElse(null));
        Dictionary dictionary = Dictionaries.get(round.language(), round.rules());
        out.printf("%s, letters round. Letters: %s.%n", variant.variant().name(), rack.toUpperCase());
        if (!round.piles().showsOwn()) {
            out.printf("(Drawn from %s.)%n", round.piles().source());
        }
        out.printf("You have %d s. Type your longest word:%n", time.toSeconds());
        out.flush();
        String word = readAnswer(time, out);
        record.put("round", "letters");
        record.put("rack", rack);
        record.put("piles", round.piles().source());
        record.put("answer", word);
        if (word == null) {
            out.println("Time is up: no word, 0 points.");
            record.put("verdict", "time is up");
            record.put("points", 0);
        } else {
            WordVerdict verdict = Referee.checkWord(round, dictionary, rack, word.strip());
            out.printf("%s: %s. %d point%s.%n", verdict.accepted() ? "Accepted" : "Rejected", verdict.message(),
                    verdict.score(), verdict.score() == 1 ? "" : "s");
            record.put("verdict", verdict.accepted() ? "accepted" : "rejected");
            record.put("message", verdict.message());
            record.put("points", verdict.score());
        }
        LetterResult best = Lettres.in(dictionary).rack(rack).longest();
        record.put("longest", best.matches().stream().map(WordMatch::word).toList());
        out.printf("Longest: %s%n", best.matches().stream().map(WordMatch::word).limit(10)
                .collect(Collectors.joining(", ")));
        return 0;
    }

    private Duration time(Duration showTime) {
        if (seconds != null) {
            return Duration.ofSeconds(seconds);
        }
        return showTime != null ? showTime : Duration.ofSeconds(30);
    }

    /** One line typed before the time is up, or null; on a terminal the seconds left are shown. */
    private String readAnswer(Duration time, PrintWriter out) {
        out.flush();
        String answer = new TimedLines(parent.in).next(time);
        return answer == null || answer.isBlank() ? null : answer;
    }

    private static List<Draws.Pile> randomChoices(LettersRound round, SplittableRandom random) {
        List<Draws.Pile> out = new ArrayList<>();
        for (int i = 0; i < round.minVowels(); i++) {
            out.add(Draws.Pile.VOWEL);
        }
        for (int i = 0; i < round.minConsonants(); i++) {
            out.add(Draws.Pile.CONSONANT);
        }
        while (out.size() < round.letterCount()) {
            out.add(random.nextBoolean() ? Draws.Pile.VOWEL : Draws.Pile.CONSONANT);
        }
        for (int i = out.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Draws.Pile swap = out.get(i);
            out.set(i, out.get(j));
            out.set(j, swap);
        }
        return out;
    }

    private static List<Draws.Pile> parseChoices(String text) {
        List<Draws.Pile> out = new ArrayList<>();
        for (char c : text.toLowerCase().toCharArray()) {
            if (c == 'v') {
                out.add(Draws.Pile.VOWEL);
            } else if (c == 'c') {
                out.add(Draws.Pile.CONSONANT);
            } else {
                throw new IllegalArgumentException("--choices: use v (vowel) or c (consonant), got '" + c + "'");
            }
        }
        return out;
    }

    private static String join(List<Long> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
