package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Simulation: the candidate moves of a two-player position, each played out a few turns ahead in many
 * worlds, to rank them by what they lead to rather than by their equity alone.
 *
 * <p>The candidates are the moves of highest equity (score plus leave, {@link Leaves}), with the exchange
 * that keeps the best leave when the bag allows one. An iteration draws one world: the tiles the player to
 * move cannot see, shuffled into the other player's rack and the bag. Given a game whose last turn was the
 * other player's play, their rack starts with a leave that play suggests: of 100 leaves drawn from the unseen
 * tiles, those with which the play's equity is within 3 points of the rack's best (a player by equity would
 * have kept them), one drawn per world, the rest of the rack from the bag; with fewer than 5 such draws, or
 * a play of seven tiles, nothing is inferred. In each world, each candidate is played, then
 * {@link Settings#plies()} turns follow, each player making the move of highest equity (the best score once
 * the bag is empty); every candidate meets the same worlds. A candidate's value is the points its player
 * gained on the other over those turns (with the end-of-game adjustments if the game ended) plus the leave
 * value of the tiles that player's last move kept (none when that move emptied the bag). With no turn after
 * the candidate and tiles left in the bag, the value is the equity. Its win rate comes from the spread reached:
 * a game that ended is won, drawn or lost; otherwise the chance of winning from that spread with that many
 * tiles unseen, as measured in games of level 5 against itself.
 *
 * <p>Iterations run in rounds, every candidate left getting as many; after each round from the second, a
 * candidate whose mean value is below the best one's by more than 2.58 standard errors of their difference
 * is dropped; the simulation stops early when one candidate is left, else at its budget (of time, or of
 * iterations: every rollout of a candidate counts one). Iteration {@code i} is drawn from the seed and
 * {@code i} alone, so a budget of iterations gives the same answer on any machine and with any number of
 * threads. Thread-safe: each call works alone, on its own threads when asked for more than one, which it
 * stops before it returns.
 */
public final class Simulation {

    private Simulation() {
    }

    /**
     * How a simulation runs.
     *
     * @param candidates the moves simulated, 1 to 100 (the best by equity)
     * @param plies      the turns played after each candidate, 0 to 10 (2: the other player's reply and one's
     *                   own next move)
     * @param threads    the threads the iterations run on, 1 to 256
     * @param budget     when it stops: a time, a number of iterations (rollouts of a candidate), or both
     */
    public record Settings(int candidates, int plies, int threads, Budget budget) {

        /**
         * @throws IllegalArgumentException if a count is out of range or the budget limits neither time nor
         *     iterations
         * @throws NullPointerException if {@code budget} is null
         */
        public Settings {
            Objects.requireNonNull(budget, "budget");
            if (candidates < 1 || candidates > 100) {
                throw new IllegalArgumentException("candidates: 1 to 100 moves, got " + candidates);
            }
            if (plies < 0 || plies > 10) {
                throw new IllegalArgumentException("plies: 0 to 10 turns after the candidate, got " + plies);
            }
            if (threads < 1 || threads > 256) {
                throw new IllegalArgumentException("threads: 1 to 256, got " + threads);
            }
            if (budget.timeNanos() == Long.MAX_VALUE && budget.nodes() == Long.MAX_VALUE) {
                throw new IllegalArgumentException("budget: a simulation runs until its budget is spent; give it a "
                        + "time or a number of iterations");
            }
        }

        /** Ten candidates, two turns after each, one thread, within the budget. */
        public static Settings of(Budget budget) {
            return new Settings(10, 2, 1, budget);
        }

        /** These settings with another number of candidates. */
        public Settings withCandidates(int count) {
            return new Settings(count, plies, threads, budget);
        }

        /** These settings with another number of turns after each candidate. */
        public Settings withPlies(int count) {
            return new Settings(candidates, count, threads, budget);
        }

        /** These settings with another number of threads. */
        public Settings withThreads(int count) {
            return new Settings(candidates, plies, count, budget);
        }
    }

    /**
     * A candidate and what its iterations gave.
     *
     * @param action      the move, or an exchange
     * @param equity      its score plus the value of its leave (the exchange: the value of the tiles kept)
     * @param meanValue   the mean points gained on the other player over the turns simulated, plus the final
     *                    leave (see the class comment); NaN when it was given no iteration
     * @param valueError  the standard error of that mean, in points; NaN with fewer than two iterations
     * @param winRate     the mean chance of winning, 0 to 1; NaN with no iteration
     * @param iterations  the iterations it was given
     * @param dropped     whether it was dropped before the end, clearly below the best
     */
    public record Candidate(Action action, double equity, double meanValue, double valueError, double winRate,
            long iterations, boolean dropped) {
        /** @throws NullPointerException if {@code action} is null */
        public Candidate {
            Objects.requireNonNull(action, "action");
        }
    }

    /**
     * What a simulation found.
     *
     * @param candidates  the candidates, highest mean value first (those with no iteration last, by equity)
     * @param iterations  the rollouts run, every candidate's counted
     * @param stoppedEarly whether it stopped before its budget because one candidate was left
     * @param took        the time it took
     */
    public record Analysis(List<Candidate> candidates, long iterations, boolean stoppedEarly, Duration took) {
        /** @throws NullPointerException if an argument is null */
        public Analysis {
            candidates = List.copyOf(candidates);
            Objects.requireNonNull(took, "took");
        }

        /** The first candidate: the action the simulation recommends. */
        public Candidate best() {
            return candidates.get(0);
        }
    }

    /**
     * The candidates of the player to move, simulated. The iterations are drawn from the game's seed and its
     * turn number.
     *
     * @throws IllegalArgumentException if the game is not between two players or is over, or the leaves are
     *     of another tile set
     * @throws NullPointerException if an argument is null
     */
    public static Analysis analyse(ScrabbleGame game, Leaves leaves, Settings settings) {
        Objects.requireNonNull(game, "game");
        if (game.players().size() != 2) {
            throw new IllegalArgumentException("game: a simulation is between two players, this game has "
                    + game.players().size());
        }
        if (game.isOver()) {
            throw new IllegalArgumentException("game: the game is over");
        }
        Objects.requireNonNull(leaves, "leaves");
        Objects.requireNonNull(settings, "settings");
        int me = game.toMove();
        long seed = chiffreslettres.random.StableRandom.of(game.seed(), game.turns().size()).nextLong();
        LastPlay last = null;
        List<Turn> turns = game.turns();
        if (!turns.isEmpty() && turns.get(turns.size() - 1).player() != me
                && turns.get(turns.size() - 1).action() instanceof Action.Play play) {
            List<Action> before = game.actions().subList(0, game.actions().size() - 1);
            last = new LastPlay(ScrabbleGame.replayAsWritten(game.lexicon(), game.rules(), game.players(), game.seed(),
                    before).board(),
                    play.move());
        }
        return analyse(game.lexicon(), game.rules(), leaves, game.board(), game.rack(me),
                game.score(me) - game.score(1 - me), game.scorelessTurns(), seed, settings, last);
    }

    /**
     * The other player's last turn, a play: the board before it and the move. A simulation given it infers
     * the tiles they kept (see the class comment).
     *
     * @param before the board before their play
     * @param play   their move on that board
     */
    public record LastPlay(Board before, Move play) {
        /** @throws NullPointerException if an argument is null */
        public LastPlay {
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(play, "play");
        }
    }

    /**
     * The candidates of the player to move in a two-player position given by its board and rack: the tiles
     * not on either are the other rack and the bag ({@link Endgame#unseen}).
     *
     * @param rack      the rack of the player to move, 1 to 7 tiles as {@link chiffreslettres.scrabble.TileSet#readTiles} reads them
     * @param spread    their score minus the other's (it moves the win rates only)
     * @param scoreless the scoreless turns in a row so far, 0 to {@link Rules#scorelessTurnsToEnd()} − 1
     * @param seed      the seed of the worlds drawn
     * @throws IllegalArgumentException if the rack is empty or not of the lexicon's tiles, the board and the
     *     rack hold more of a tile than the set, no tile is unseen, {@code scoreless} is out of range, or the
     *     leaves or the board are of another tile set
     * @throws NullPointerException if an argument is null
     */
    public static Analysis analyse(Lexicon lexicon, Rules rules, Leaves leaves, Board board, String rack, int spread,
            int scoreless, long seed, Settings settings) {
        return analyse(lexicon, rules, leaves, board, rack, spread, scoreless, seed, settings, null);
    }

    /**
     * The same, the other rack inferred from their last play when {@code last} is given (null: none, the
     * other rack drawn uniformly).
     *
     * @throws IllegalArgumentException as the method without it, or if the last play is of other tiles
     * @throws NullPointerException if an argument but {@code last} is null
     */
    public static Analysis analyse(Lexicon lexicon, Rules rules, Leaves leaves, Board board, String rack, int spread,
            int scoreless, long seed, Settings settings, LastPlay last) {
        Objects.requireNonNull(lexicon, "lexicon");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(leaves, "leaves");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(settings, "settings");
        if (leaves.tiles() != lexicon.tiles()) {
            throw new IllegalArgumentException("leaves: of " + leaves.tiles().name() + ", the lexicon's tiles are "
                    + lexicon.tiles().name());
        }
        if (lexicon.tiles().readTiles(rack).isEmpty()) {
            throw new IllegalArgumentException("rack: a simulation needs a tile on the rack, got \"" + rack + "\"");
        }
        if (scoreless < 0 || scoreless >= rules.scorelessTurnsToEnd()) {
            throw new IllegalArgumentException("scoreless: 0 to " + (rules.scorelessTurnsToEnd() - 1) + " turns, got " + scoreless);
        }
        String unseen = Endgame.unseen(board, rack);
        if (unseen.isEmpty()) {
            throw new IllegalArgumentException("rack: every tile of the set is on the board or this rack; the other "
                    + "player has none, so the game is over");
        }
        if (last != null && (last.before().tiles() != lexicon.tiles() || last.play().tiles() != lexicon.tiles())) {
            throw new IllegalArgumentException("last: the last play's board and move are of " + last.before().tiles().name()
                    + ", the lexicon's tiles are " + lexicon.tiles().name());
        }
        List<List<Integer>> inferred = last == null ? List.of()
                : RackInference.leaves(lexicon, leaves, last.before(), last.play(), lexicon.tiles().readTiles(unseen), seed);
        return new SimulationSearch(lexicon, rules, leaves, board, rack, unseen, spread, scoreless, seed, settings,
                inferred).run();
    }
}
