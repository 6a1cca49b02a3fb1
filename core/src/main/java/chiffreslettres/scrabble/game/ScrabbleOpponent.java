package chiffreslettres.scrabble.game;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.random.StableRandom;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A computer player at a level from 1 to 6. Its choice is fixed by the game (the seed and the turn number
 * seed its draws), so a game against it replays identically.
 *
 * <ul>
 *   <li>6: level 5's candidates {@link Simulation simulated}: the {@value #SIMULATION_CANDIDATES} moves of
 *       highest equity (and the best exchange), each played out two turns ahead in up to
 *       {@value #SIMULATION_ITERATIONS} rollouts in all (a budget of iterations, not of time: the same game
 *       gets the same answer on any machine; {@link #withSimulation} changes it), the best mean value played;
 *       with the bag empty, level 5's endgame search; in a game of more than two players, level 5's move.
 *   <li>5: the move of highest equity (score plus the {@link Leaves} value of the tiles kept), or an
 *       exchange when keeping the best part of the rack is worth more; with the bag empty and two players,
 *       the {@link Endgame} solver's action within {@value #ENDGAME_NODES} positions (a budget of positions,
 *       not of time, so that the same game gets the same answer on any machine; {@link #withEndgame}
 *       changes it), else the best score.
 *   <li>4: the best-scoring move.
 *   <li>3: one of the 5 best-scoring moves, at random.
 *   <li>2: one of the 10 best-scoring moves of at most 4 tiles, at random.
 *   <li>1: one of the 20 best-scoring moves of at most 3 tiles, at random.
 * </ul>
 * Levels 1 to 3 prefer words people know, as the computer of the shows' games does: on a lexicon with
 * word frequencies ({@link Lexicon#hasCommonness()}) they choose among the moves whose word is among the
 * list's commonest the computer knows at that level ({@link CommonWords#knownAtLevel}: 3,000, 8,000,
 * 25,000), and among every move only when none is.
 * With no move, every level exchanges its whole rack when the rules allow, else passes. Thread-safe.
 */
public final class ScrabbleOpponent {

    /** The highest level. */
    public static final int MAX_LEVEL = 6;

    /** The positions level 5's endgame search visits at most by default. */
    public static final long ENDGAME_NODES = 10_000;

    /** The candidates level 6 simulates by default. */
    public static final int SIMULATION_CANDIDATES = 10;

    /** The rollouts level 6's simulation runs at most by default, every candidate's counted. */
    public static final long SIMULATION_ITERATIONS = 400;

    private final int level;
    private final Leaves leaves;
    /** Level 5's and 6's endgame budget; null to play the best score once the bag is empty. */
    private final Budget endgame;
    /** Level 6's simulation. */
    private final Simulation.Settings simulation;

    private ScrabbleOpponent(int level, Leaves leaves, Budget endgame, Simulation.Settings simulation) {
        this.level = level;
        this.leaves = leaves;
        this.endgame = endgame;
        this.simulation = simulation;
    }

    /**
     * The player of a level.
     *
     * @param leaves the leave values levels 5 and 6 play by (others ignore them)
     * @throws IllegalArgumentException if the level is not 1 to 6
     */
    public static ScrabbleOpponent level(int level, Leaves leaves) {
        Objects.requireNonNull(leaves, "leaves");
        if (level < 1 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("level: 1 to 6, got " + level);
        }
        return new ScrabbleOpponent(level, leaves, Budget.ofNodes(ENDGAME_NODES),
                Simulation.Settings.of(Budget.ofNodes(SIMULATION_ITERATIONS)).withCandidates(SIMULATION_CANDIDATES));
    }

    /**
     * This player with another budget for the endgame search of levels 5 and 6 (other levels have none). A
     * time budget makes its endgame moves depend on the machine's speed.
     *
     * @throws NullPointerException if {@code budget} is null
     */
    public ScrabbleOpponent withEndgame(Budget budget) {
        return new ScrabbleOpponent(level, leaves, Objects.requireNonNull(budget, "budget"), simulation);
    }

    /** This player without the endgame search: at levels 5 and 6, the best score once the bag is empty. */
    public ScrabbleOpponent withoutEndgame() {
        return new ScrabbleOpponent(level, leaves, null, simulation);
    }

    /**
     * This player with other simulation settings for level 6 (other levels do not simulate). A time budget
     * makes its moves depend on the machine's speed.
     *
     * @throws NullPointerException if {@code settings} is null
     */
    public ScrabbleOpponent withSimulation(Simulation.Settings settings) {
        return new ScrabbleOpponent(level, leaves, endgame, Objects.requireNonNull(settings, "settings"));
    }

    /** The endgame budget of levels 5 and 6, empty when it plays the best score once the bag is empty (and below level 5). */
    public Optional<Budget> endgame() {
        return level >= 5 ? Optional.ofNullable(endgame) : Optional.empty();
    }

    /** Level 6's simulation settings; empty below level 6. */
    public Optional<Simulation.Settings> simulation() {
        return level == 6 ? Optional.of(simulation) : Optional.empty();
    }

    /** The level, 1 to 6. */
    public int level() {
        return level;
    }

    /**
     * What it does as the player to move.
     *
     * @throws IllegalStateException if the game is over
     */
    public Action choose(ScrabbleGame game) {
        if (game.isOver()) {
            throw new IllegalStateException("the game is over");
        }
        Lexicon lexicon = game.lexicon();
        String rack = game.rack(game.toMove());
        Action chosen = switch (level) {
            case 6 -> bySimulation(game, lexicon, rack);
            case 5 -> byEquity(game, lexicon, rack);
            case 4 -> lexicon.best(game.board(), rack).<Action>map(Action.Play::new).orElse(null);
            default -> randomAmongTop(game, lexicon.moves(game.board(), rack));
        };
        if (chosen != null) {
            return chosen;
        }
        return game.canExchange() ? new Action.Exchange(rack) : new Action.Pass();
    }

    private Action bySimulation(ScrabbleGame game, Lexicon lexicon, String rack) {
        if (game.bagSize() == 0 || game.players().size() != 2) {
            return byEquity(game, lexicon, rack);
        }
        if (game.bagSize() == 1 && endgame != null) {
            // The pre-endgame's play when proven within the endgame's budget (one thread: the same answer each time).
            PreEndgame.Solution pre = PreEndgame.solve(game, endgame, 1);
            if (pre.proven()) {
                return pre.action();
            }
        }
        return Simulation.analyse(game, leaves, simulation).best().action();
    }

    private Action byEquity(ScrabbleGame game, Lexicon lexicon, String rack) {
        if (game.bagSize() == 0) {
            if (endgame != null && game.players().size() == 2) {
                return Endgame.solve(game, endgame).action();
            }
            return lexicon.best(game.board(), rack).<Action>map(Action.Play::new).orElse(null);
        }
        Optional<RatedMove> best = lexicon.best(game.board(), rack, leaves);
        if (game.canExchange()) {
            BestExchange exchange = BestExchange.of(lexicon.tiles(), leaves, rack);
            if (best.isEmpty() || exchange.value() > best.get().equity()) {
                return new Action.Exchange(exchange.given());
            }
        }
        return best.<Action>map(r -> new Action.Play(r.move())).orElse(null);
    }

    private Action randomAmongTop(ScrabbleGame game, List<Move> moves) {
        Lexicon lexicon = game.lexicon();
        List<Move> allowed = List.of();
        if (lexicon.hasCommonness()) {
            int known = lexicon.commonnessOfCommonest(CommonWords.knownAtLevel(level));
            allowed = top(moves, m -> lexicon.commonness(m.word()) >= known);
        }
        if (allowed.isEmpty()) {
            allowed = top(moves, m -> true);
        }
        if (allowed.isEmpty()) {
            return null;
        }
        StableRandom random = StableRandom.of(game.seed(), game.turns().size(), level);
        return new Action.Play(allowed.get(random.nextInt(allowed.size())));
    }

    /** The level's best-scoring moves of few enough tiles among those {@code known}. */
    private List<Move> top(List<Move> moves, Predicate<Move> known) {
        int maxTiles = level == 3 ? TileSet.RACK_SIZE : level == 2 ? 4 : 3;
        int top = level == 3 ? 5 : level == 2 ? 10 : 20;
        List<Move> allowed = new ArrayList<>();
        for (Move m : moves) {
            if (m.tileCount() <= maxTiles && known.test(m)) {
                allowed.add(m);
                if (allowed.size() == top) {
                    break;
                }
            }
        }
        return allowed;
    }

    @Override
    public String toString() {
        return "Scrabble opponent, level " + level + (level >= 5 && endgame == null ? ", no endgame search" : "");
    }
}
