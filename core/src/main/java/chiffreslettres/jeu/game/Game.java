package chiffreslettres.jeu.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Phrase;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * A whole game, as an immutable state: its format, seats and seed, the rounds played and the round
 * being played. {@link #apply(Move)} checks a person's move against the rules and returns the next
 * state; a move the rules forbid is an {@link IllegalStateException} naming the rule (a tenth letter,
 * declaring while the letters are picked, buzzing twice), a move with a bad value an {@link
 * IllegalArgumentException}. The computer's seats pick and answer by themselves; a round closes when
 * every person has answered (or buzzed), or on {@link Move.Reveal}, when the clock runs out.
 *
 * <p>Everything drawn comes from the seed by a generator fixed in this library, so the seed and the
 * moves replay the same game in every version ({@link #replay}); this is how a game is stored.
 *
 * <pre>{@code
 * Game game = Game.start(GameFormat.COUNTDOWN, List.of(Seat.person("Ann"), Seat.computer(3)), 42);
 * game = game.apply(new Move.PickLetter(0, Draws.Pile.CONSONANT));   // ... nine picks
 * game = game.apply(new Move.Declare(0, "tangerine"));              // the computer has answered
 * game.results().get(0).points();                                   // [9, 7], say
 * }</pre>
 *
 * Immutable and thread-safe.
 */
public final class Game {

    /** The most seats a game has. */
    public static final int MAX_SEATS = 8;

    private static final long DRAW_LETTER = 1;
    private static final long DRAW_NUMBERS = 2;
    private static final long DRAW_CONUNDRUM = 3;
    private static final long COMPUTER = 4;

    private final GameFormat format;
    private final List<Seat> seats;
    private final long seed;
    private final Function<LettersRound, Dictionary> wordList;
    private final List<RoundKind> rounds;
    private final List<Move> moves;
    private final List<RoundResult> results;
    private final Round current;

    private Game(GameFormat format, List<Seat> seats, long seed, Function<LettersRound, Dictionary> wordList,
            List<RoundKind> rounds, List<Move> moves, List<RoundResult> results, Round current) {
        this.format = format;
        this.seats = seats;
        this.seed = seed;
        this.wordList = wordList;
        this.rounds = rounds;
        this.moves = moves;
        this.results = results;
        this.current = current;
    }

    /**
     * A new game with the shipped word lists ({@link Dictionaries#get}).
     *
     * @param seats 1 to {@value #MAX_SEATS} seats; seat 0 picks first
     * @throws IllegalArgumentException if the seats are none or too many
     * @throws IllegalStateException if a word list the format needs is not on the class path
     */
    public static Game start(GameFormat format, List<Seat> seats, long seed) {
        return start(format, seats, seed, round -> Dictionaries.get(round.language(), round.rules()));
    }

    /**
     * A new game whose letters rounds and conundrums use the given word lists.
     *
     * @param wordList the word list of a letters round's rules
     * @throws IllegalArgumentException if the seats are none or too many
     */
    public static Game start(GameFormat format, List<Seat> seats, long seed,
            Function<LettersRound, Dictionary> wordList) {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(wordList, "wordList");
        List<Seat> copy = List.copyOf(seats);
        if (copy.isEmpty() || copy.size() > MAX_SEATS) {
            throw new IllegalArgumentException("seats: 1 to " + MAX_SEATS + ", got " + copy.size());
        }
        Game empty = new Game(format, copy, seed, wordList, format.rounds(), List.of(), List.of(), null);
        return empty.open(1);
    }

    /**
     * The game that the seed and the moves make: {@link #start} then each move {@link #apply applied}.
     *
     * @throws IllegalStateException or IllegalArgumentException if a move is not legal where it stands
     */
    public static Game replay(GameFormat format, List<Seat> seats, long seed, List<Move> moves) {
        Game game = start(format, seats, seed);
        for (Move move : moves) {
            game = game.apply(move);
        }
        return game;
    }

    /** The format. */
    public GameFormat format() {
        return format;
    }

    /** The seats, seat 0 first. */
    public List<Seat> seats() {
        return seats;
    }

    /** The seed everything is drawn from. */
    public long seed() {
        return seed;
    }

    /** The moves applied since the start, in order (the computer's are not moves). */
    public List<Move> moves() {
        return moves;
    }

    /** The rounds played, in order. */
    public List<RoundResult> results() {
        return results;
    }

    /** The round being played; empty when the game is over. */
    public Optional<Round> current() {
        return Optional.ofNullable(current);
    }

    /** Whether the last round has been played. */
    public boolean isOver() {
        return current == null;
    }

    /** How many rounds the game has, tie-break conundrums added so far included. */
    public int roundCount() {
        return rounds.size();
    }

    /** The clock of a round of {@code kind} in this game. */
    public Duration clock(RoundKind kind) {
        return format.clock(kind);
    }

    /** Each seat's total so far. */
    public List<Integer> totals() {
        int[] totals = new int[seats.size()];
        for (RoundResult r : results) {
            for (int seat = 0; seat < totals.length; seat++) {
                totals[seat] += r.points().get(seat);
            }
        }
        return IntStream.of(totals).boxed().toList();
    }

    /** The seats with the highest total (more than one on a tie). */
    public List<Integer> leaders() {
        List<Integer> totals = totals();
        int top = Collections.max(totals);
        return IntStream.range(0, totals.size()).filter(s -> totals.get(s) == top).boxed().toList();
    }

    /**
     * The next state after a person's move.
     *
     * @throws IllegalStateException if the rules forbid the move now (the message names the rule)
     * @throws IllegalArgumentException if the move names no seat of the game, a computer's seat, or a
     *     value out of range (large tiles, a buzz time)
     * @throws NullPointerException if {@code move} is null
     */
    public Game apply(Move move) {
        Objects.requireNonNull(move, "move");
        if (current == null) {
            throw new IllegalStateException("the game is over: no move is accepted");
        }
        List<Move> played = new ArrayList<>(moves);
        played.add(move);
        Game next = new Game(format, seats, seed, wordList, rounds, List.copyOf(played), results, current);
        if (move instanceof Move.Reveal) {
            if (current.phase() != Round.Phase.SOLVING) {
                throw new IllegalStateException("nothing to reveal in round " + current.number()
                        + ": the picker has not finished picking");
            }
            return next.close(current);
        }
        if (move instanceof Move.PickLetter pick) {
            return next.pickLetter(person(pick.seat()), pick.pile());
        }
        if (move instanceof Move.PickLarge pick) {
            return next.pickLarge(person(pick.seat()), pick.large());
        }
        if (move instanceof Move.Declare declare) {
            return next.declare(person(declare.seat()), declare.answer());
        }
        Move.Buzz buzz = (Move.Buzz) move;
        return next.buzz(person(buzz.seat()), buzz.guess(), buzz.elapsedMillis());
    }

    private int person(int seat) {
        if (seat < 0 || seat >= seats.size()) {
            throw new IllegalArgumentException("seat: 0 to " + (seats.size() - 1) + ", got " + seat);
        }
        if (seats.get(seat).isComputer()) {
            throw new IllegalArgumentException("seat " + seat + " is the computer's: it plays by itself");
        }
        return seat;
    }

    private Game pickLetter(int seat, Draws.Pile pile) {
        requirePicking(seat, RoundKind.LETTERS, "letters");
        LettersRound rules = letters();
        String refusal = Draws.refusal(rules, current.letters(), pile);
        if (refusal != null) {
            throw new IllegalStateException(refusal);
        }
        return withRound(nextLetter(current, pile)).solveIfReady();
    }

    private Round nextLetter(Round round, Draws.Pile pile) {
        char letter = Draws.nextLetter(letters(), round.letters(), pile,
                StableRandom.of(seed, round.number(), DRAW_LETTER, round.letters().length()));
        return round.with(round.phase(), round.letters() + letter, null, null);
    }

    private Game pickLarge(int seat, int large) {
        requirePicking(seat, RoundKind.NUMBERS, "large tiles");
        return withRound(drawNumbers(current, large)).solveIfReady();
    }

    private void requirePicking(int seat, RoundKind kind, String what) {
        if (current.kind() != kind) {
            throw new IllegalStateException("round " + current.number() + " is a " + name(current.kind())
                    + " round: no " + what + " to pick");
        }
        if (current.phase() != Round.Phase.PICKING) {
            throw new IllegalStateException("round " + current.number() + ": the picking is over, the clock runs");
        }
        if (seat != current.picker()) {
            throw new IllegalStateException("round " + current.number() + ": seat " + current.picker()
                    + " picks, not seat " + seat);
        }
    }

    private Round drawNumbers(Round round, int large) {
        NumbersRound rules = format.variant().numbers();
        Problem problem = Draws.numbers(rules, large, StableRandom.of(seed, round.number(), DRAW_NUMBERS));
        return round.with(round.phase(), "", problem, null);
    }

    private Game declare(int seat, String answer) {
        if (current.kind() == RoundKind.CONUNDRUM) {
            throw new IllegalStateException("round " + current.number() + " is the conundrum: buzz with a guess");
        }
        if (current.phase() != Round.Phase.SOLVING) {
            throw new IllegalStateException("round " + current.number() + ": no answer before the picking is over");
        }
        if (current.hasAnswered(seat)) {
            throw new IllegalStateException("round " + current.number() + ": seat " + seat + " has already answered");
        }
        Answer judged = current.kind() == RoundKind.LETTERS
                ? RoundJudge.word(letters(), dictionary(), current.letters(), answer)
                : RoundJudge.calculation(current.numbers(), answer);
        return withRound(current.withAnswer(seat, judged)).closeIfAllAnswered();
    }

    private Game buzz(int seat, String guess, long elapsedMillis) {
        if (current.kind() != RoundKind.CONUNDRUM) {
            throw new IllegalStateException("round " + current.number() + " is a " + name(current.kind())
                    + " round: there is no buzzer, declare an answer");
        }
        if (current.hasAnswered(seat)) {
            throw new IllegalStateException("round " + current.number() + ": seat " + seat
                    + " has buzzed already; each player guesses once");
        }
        long clock = clock(RoundKind.CONUNDRUM).toMillis();
        if (elapsedMillis < 0 || elapsedMillis > clock) {
            throw new IllegalArgumentException("elapsedMillis: 0 to " + clock + " (the clock), got " + elapsedMillis);
        }
        for (int other = 0; other < seats.size(); other++) {
            Answer a = current.answers().get(other);
            if (seats.get(other).isComputer() && a.valid() && a.value() < elapsedMillis) {
                Answer late = new Answer(guess.strip(), false, elapsedMillis, 0,
                        Phrase.of("conundrum.buzzed-first", seats.get(other).name()));
                return withRound(current.withAnswer(seat, late)).close(current.withAnswer(seat, late));
            }
        }
        boolean right = conundrum().isAnswer(current.conundrum(), guess);
        Answer judged = new Answer(guess.strip(), right, elapsedMillis, 0,
                Phrase.of(right ? "conundrum.right" : "conundrum.wrong"));
        Round next = current.withAnswer(seat, judged);
        return right ? withRound(next).close(next) : withRound(next).closeIfAllAnswered();
    }

    /** Opens round {@code number}: draws what needs no picking and lets a computer picker pick. */
    private Game open(int number) {
        RoundKind kind = rounds.get(number - 1);
        int picker = (number - 1) % seats.size();
        List<Answer> none = Collections.nCopies(seats.size(), null);
        Round round = new Round(number, kind, picker, Round.Phase.PICKING, "", null, null, none);
        boolean computerPicks = seats.get(picker).isComputer();
        switch (kind) {
            case LETTERS -> {
                if (computerPicks) {
                    for (Draws.Pile pile : ComputerPicks.letters(letters())) {
                        round = nextLetter(round, pile);
                    }
                }
            }
            case NUMBERS -> {
                NumbersRound rules = format.variant().numbers();
                if (!rules.playerChoosesLarge() || computerPicks) {
                    round = drawNumbers(round, ComputerPicks.large(rules));
                }
            }
            case CONUNDRUM -> round = round.with(round.phase(), "", null,
                    conundrum().draw(StableRandom.of(seed, number, DRAW_CONUNDRUM)));
            default -> throw new AssertionError(kind);
        }
        return withRound(round).solveIfReady();
    }

    /** Starts the clock once the draw is complete: the computer's seats answer, hidden until the reveal. */
    private Game solveIfReady() {
        boolean drawn = switch (current.kind()) {
            case LETTERS -> current.letters().length() == letters().letterCount();
            case NUMBERS -> current.numbers() != null;
            case CONUNDRUM -> true;
        };
        if (!drawn) {
            return this;
        }
        Round round = current.with(Round.Phase.SOLVING, current.letters(), current.numbers(), current.conundrum());
        for (int seat = 0; seat < seats.size(); seat++) {
            if (seats.get(seat).isComputer()) {
                round = round.withAnswer(seat, computerAnswer(round, seat));
            }
        }
        return withRound(round).closeIfAllAnswered();
    }

    private Answer computerAnswer(Round round, int seat) {
        Opponent opponent = Opponent.level(seats.get(seat).level());
        StableRandom random = StableRandom.of(seed, round.number(), COMPUTER, seat);
        return switch (round.kind()) {
            case LETTERS -> RoundJudge.word(letters(), dictionary(), round.letters(),
                    opponent.word(letters(), dictionary(), round.letters(), random));
            case NUMBERS -> RoundJudge.calculation(round.numbers(), opponent.calculation(round.numbers(), random));
            case CONUNDRUM -> {
                OptionalLong millis = opponent.conundrumMillis(clock(RoundKind.CONUNDRUM), random);
                yield millis.isPresent()
                        ? new Answer(round.conundrum().answer(), true, millis.getAsLong(), 0, Phrase.of("conundrum.right"))
                        : Answer.NONE;
            }
        };
    }

    private Game closeIfAllAnswered() {
        for (int seat = 0; seat < seats.size(); seat++) {
            if (!seats.get(seat).isComputer() && !current.hasAnswered(seat)) {
                return this;
            }
        }
        return close(current);
    }

    /** Scores the round and opens the next one, a tie-break conundrum, or ends the game. */
    private Game close(Round round) {
        List<RoundResult> played = new ArrayList<>(results);
        played.add(RoundJudge.close(format, round, round.kind() == RoundKind.NUMBERS ? null : dictionary()));
        Game scored = new Game(format, seats, seed, wordList, rounds, moves, List.copyOf(played), null);
        if (round.number() == rounds.size() && seats.size() > 1 && scored.leaders().size() > 1
                && rounds.size() - format.rounds().size() < format.tieBreaks()) {
            List<RoundKind> more = new ArrayList<>(rounds);
            more.add(RoundKind.CONUNDRUM);
            scored = new Game(format, seats, seed, wordList, List.copyOf(more), moves, scored.results, null);
        }
        return round.number() < scored.rounds.size() ? scored.open(round.number() + 1) : scored;
    }

    private Game withRound(Round round) {
        return new Game(format, seats, seed, wordList, rounds, moves, results, round);
    }

    private LettersRound letters() {
        return format.variant().letters().orElseThrow();
    }

    private Dictionary dictionary() {
        return wordList.apply(letters());
    }

    /**
     * The conundrums of the round's list: the language's, words people know, on a shipped list (the show's
     * or the one its conundrums are judged by); every word of one's own.
     */
    private Conundrum conundrum() {
        Dictionary list = dictionary();
        Language language = letters().language();
        return list == shipped(() -> Conundrum.refereeList(language))
                || list == shipped(() -> Dictionaries.get(language, letters().rules()))
                ? Conundrum.of(language) : Conundrum.of(list);
    }

    private static Dictionary shipped(java.util.function.Supplier<Dictionary> list) {
        try {
            return list.get();
        } catch (IllegalStateException notOnTheClassPath) {
            return null;
        }
    }

    private static String name(RoundKind kind) {
        return kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
