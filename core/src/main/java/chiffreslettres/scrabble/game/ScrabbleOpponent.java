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
 * A computer player at a level from 1 to 5. Its choice is fixed by the game (the seed and the turn number
 * seed its draws), so a game against it replays identically.
 *
 * <ul>
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

    /** The positions level 5's endgame search visits at most by default. */
    public static final long ENDGAME_NODES = 10_000;

    private final int level;
    private final Leaves leaves;
    /** Level 5's endgame budget; null to play the best score once the bag is empty. */
    private final Budget endgame;

    private ScrabbleOpponent(int level, Leaves leaves, Budget endgame) {
        this.level = level;
        this.leaves = leaves;
        this.endgame = endgame;
    }

    /**
     * The player of a level.
     *
     * @param leaves the leave values level 5 plays by (others ignore them)
     * @throws IllegalArgumentException if the level is not 1 to 5
     */
    public static ScrabbleOpponent level(int level, Leaves leaves) {
        Objects.requireNonNull(leaves, "leaves");
        if (level < 1 || level > 5) {
            throw new IllegalArgumentException("level: 1 to 5, got " + level);
        }
        return new ScrabbleOpponent(level, leaves, Budget.ofNodes(ENDGAME_NODES));
    }

    /**
     * This player with another budget for level 5's endgame search (other levels have none). A time budget
     * makes its endgame moves depend on the machine's speed.
     *
     * @throws NullPointerException if {@code budget} is null
     */
    public ScrabbleOpponent withEndgame(Budget budget) {
        return new ScrabbleOpponent(level, leaves, Objects.requireNonNull(budget, "budget"));
    }

    /** This player without the endgame search: at level 5, the best score once the bag is empty. */
    public ScrabbleOpponent withoutEndgame() {
        return new ScrabbleOpponent(level, leaves, null);
    }

    /** Level 5's endgame budget, empty when it plays the best score once the bag is empty (and below level 5). */
    public Optional<Budget> endgame() {
        return level == 5 ? Optional.ofNullable(endgame) : Optional.empty();
    }

    /** The level, 1 to 5. */
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
            case 5 -> byEquity(game, lexicon, rack);
            case 4 -> lexicon.best(game.board(), rack).<Action>map(Action.Play::new).orElse(null);
            default -> randomAmongTop(game, lexicon.moves(game.board(), rack));
        };
        if (chosen != null) {
            return chosen;
        }
        return game.canExchange() ? new Action.Exchange(rack) : new Action.Pass();
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
            TileSet tiles = lexicon.tiles();
            List<Integer> held = tiles.readTiles(rack);
            double keepBest = Double.NEGATIVE_INFINITY;
            int keepMask = 0;
            // Every part of the rack to keep (all but at least one tile), each valued as a leave.
            for (int mask = 0; mask < (1 << held.size()) - 1; mask++) {
                List<Integer> kept = new ArrayList<>();
                for (int i = 0; i < held.size(); i++) {
                    if ((mask & 1 << i) != 0) {
                        kept.add(held.get(i));
                    }
                }
                double value = leaves.value(kept.isEmpty() ? "-" : tiles.writeTiles(kept));
                if (value > keepBest) {
                    keepBest = value;
                    keepMask = mask;
                }
            }
            if (best.isEmpty() || keepBest > best.get().equity()) {
                List<Integer> given = new ArrayList<>();
                for (int i = 0; i < held.size(); i++) {
                    if ((keepMask & 1 << i) == 0) {
                        given.add(held.get(i));
                    }
                }
                return new Action.Exchange(tiles.writeTiles(given));
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
        return "Scrabble opponent, level " + level + (level == 5 && endgame == null ? ", no endgame search" : "");
    }
}
