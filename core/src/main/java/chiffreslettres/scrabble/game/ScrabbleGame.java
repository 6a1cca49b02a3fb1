package chiffreslettres.scrabble.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A whole Scrabble game, as an immutable state: the board, the bag, each player's rack and score, whose
 * turn it is, the turns so far, and at the end the rack adjustments. Each action returns the next state
 * or throws, naming the rule; a game is fixed by its lexicon, rules, players, seed and actions, so it
 * replays identically ({@link #replay}).
 *
 * <p>The bag is shuffled from the seed by the library's own generator (the same in every JDK); tiles are
 * drawn from its end; after an exchange, the tiles given back are mixed in by a shuffle seeded by the seed
 * and the turn number. Words are checked when played ({@link Lexicon#play}). Thread-safe (immutable).
 */
public final class ScrabbleGame {

    private final Lexicon lexicon;
    private final Rules rules;
    private final List<String> players;
    private final long seed;
    private final Board board;
    /** The bag, drawn from its end; a rack's tiles in the order drawn; -1 is a blank. */
    private final List<Integer> bag;
    private final List<List<Integer>> racks;
    private final int[] scores;
    private final int toMove;
    private final int scoreless;
    private final List<Turn> turns;
    private final List<Adjustment> adjustments;
    private final boolean over;

    private ScrabbleGame(Lexicon lexicon, Rules rules, List<String> players, long seed, Board board, List<Integer> bag,
            List<List<Integer>> racks, int[] scores, int toMove, int scoreless, List<Turn> turns,
            List<Adjustment> adjustments, boolean over) {
        this.lexicon = lexicon;
        this.rules = rules;
        this.players = players;
        this.seed = seed;
        this.board = board;
        this.bag = bag;
        this.racks = racks;
        this.scores = scores;
        this.toMove = toMove;
        this.scoreless = scoreless;
        this.turns = turns;
        this.adjustments = adjustments;
        this.over = over;
    }

    /**
     * A new game: the bag of the lexicon's tile set shuffled from the seed, seven tiles drawn by each player
     * in turn, the first player to move.
     *
     * @param players 2 to 4 names, not blank
     * @throws IllegalArgumentException if the players are not 2 to 4 names
     */
    public static ScrabbleGame start(Lexicon lexicon, Rules rules, List<String> players, long seed) {
        Objects.requireNonNull(lexicon, "lexicon");
        Objects.requireNonNull(rules, "rules");
        List<String> names = List.copyOf(players);
        if (names.size() < 2 || names.size() > 4) {
            throw new IllegalArgumentException("players: a game has 2 to 4 players, got " + names.size());
        }
        for (String name : names) {
            if (name.isBlank()) {
                throw new IllegalArgumentException("players: a player's name must not be blank");
            }
        }
        TileSet tiles = lexicon.tiles();
        List<Integer> bag = allTiles(tiles);
        shuffle(bag, StableRandom.of(seed));
        List<List<Integer>> racks = new ArrayList<>();
        for (int p = 0; p < names.size(); p++) {
            List<Integer> rack = new ArrayList<>();
            draw(bag, rack);
            racks.add(List.copyOf(rack));
        }
        return new ScrabbleGame(lexicon, rules, names, seed, Board.empty(tiles), List.copyOf(bag), List.copyOf(racks),
                new int[names.size()], 0, 0, List.of(), List.of(), false);
    }

    /** Every tile of a set, by number (-1 for a blank), in number order: a new modifiable list. */
    static List<Integer> allTiles(TileSet tiles) {
        List<Integer> all = new ArrayList<>(tiles.totalTiles());
        for (int t = 0; t < tiles.size(); t++) {
            for (int i = 0; i < tiles.count(t); i++) {
                all.add(t);
            }
        }
        for (int i = 0; i < tiles.blanks(); i++) {
            all.add(-1);
        }
        return all;
    }

    /**
     * The game after these actions from the start.
     *
     * @throws IllegalStateException or IllegalArgumentException as {@link #apply}, naming the turn
     */
    public static ScrabbleGame replay(Lexicon lexicon, Rules rules, List<String> players, long seed, List<Action> actions) {
        return replay(lexicon, rules, players, seed, actions, true);
    }

    private static ScrabbleGame replay(Lexicon lexicon, Rules rules, List<String> players, long seed,
            List<Action> actions, boolean lookUpWords) {
        ScrabbleGame game = start(lexicon, rules, players, seed);
        for (int i = 0; i < actions.size(); i++) {
            try {
                game = game.apply(actions.get(i), lookUpWords);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("turn " + (i + 1) + ": " + e.getMessage(), e);
            } catch (IllegalStateException e) {
                throw new IllegalStateException("turn " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return game;
    }

    /** Fisher-Yates with the library's generator. */
    static void shuffle(List<Integer> list, StableRandom random) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Integer swap = list.get(i);
            list.set(i, list.get(j));
            list.set(j, swap);
        }
    }

    /** Fills the rack to seven tiles from the end of the bag, or as far as the bag goes. */
    static void draw(List<Integer> bag, List<Integer> rack) {
        while (rack.size() < TileSet.RACK_SIZE && !bag.isEmpty()) {
            rack.add(bag.remove(bag.size() - 1));
        }
    }

    /**
     * The player to move places these tiles from their rack.
     *
     * @throws IllegalStateException if the game is over
     * @throws IllegalArgumentException naming the square and the rule when the move breaks one, or the tile
     *     when the rack does not hold it
     */
    public ScrabbleGame play(List<Placement> placements) {
        ensureNotOver();
        return apply(new Action.Play(lexicon.play(board, placements)));
    }

    /**
     * The player to move exchanges these tiles of their rack.
     *
     * @throws IllegalStateException if the game is over or the bag holds fewer tiles than the rules allow
     * @throws IllegalArgumentException if the rack does not hold the tiles
     */
    public ScrabbleGame exchange(String tiles) {
        return apply(new Action.Exchange(tiles));
    }

    /**
     * The player to move passes.
     *
     * @throws IllegalStateException if the game is over
     */
    public ScrabbleGame pass() {
        return apply(new Action.Pass());
    }

    /**
     * The next state after the player to move does this.
     *
     * @throws IllegalStateException if the game is over, or an exchange while the bag holds fewer tiles than
     *     {@link Rules#exchangeMinimum()}
     * @throws IllegalArgumentException if a move breaks a rule (naming the square) or uses tiles the rack
     *     does not hold, or an exchange names tiles the rack does not hold
     */
    public ScrabbleGame apply(Action action) {
        return apply(action, true);
    }

    /**
     * The next state after an action recorded when another word list checked it: as {@link #apply}, every rule
     * checked but the lookup of a play's words in this game's lexicon ({@link Lexicon#playAsWritten}). For a
     * stored game replayed after its list changed (a word the list held when it was played and holds no
     * more), and for replaying a game's own turns.
     *
     * @throws IllegalStateException or IllegalArgumentException as {@link #apply}, but for a word not in the
     *     lexicon
     */
    public ScrabbleGame applyAsWritten(Action action) {
        return apply(action, false);
    }

    /** The game after these actions from the start, each as {@link #applyAsWritten}: a game's own turns again. */
    static ScrabbleGame replayAsWritten(Lexicon lexicon, Rules rules, List<String> players, long seed,
            List<Action> actions) {
        return replay(lexicon, rules, players, seed, actions, false);
    }

    private ScrabbleGame apply(Action action, boolean lookUpWords) {
        Objects.requireNonNull(action, "action");
        ensureNotOver();
        TileSet tiles = lexicon.tiles();
        List<Integer> rack = new ArrayList<>(racks.get(toMove));
        List<Integer> nextBag = new ArrayList<>(bag);
        Board nextBoard = board;
        int score = 0;
        Action done = action;
        if (action instanceof Action.Play play) {
            Move move = lookUpWords ? lexicon.play(board, play.move().placements())
                    : lexicon.playAsWritten(board, play.move().placements());
            for (Placement p : move.placements()) {
                if (!rack.remove(Integer.valueOf(p.blank() ? -1 : p.tile()))) {
                    throw new IllegalArgumentException("rack: " + tiles.writeTiles(racks.get(toMove)) + " holds no "
                            + (p.blank() ? "blank" : tiles.face(p.tile())) + " for square "
                            + (char) ('A' + p.column()) + (p.row() + 1));
                }
            }
            nextBoard = board.play(move);
            score = move.score();
            done = new Action.Play(move);
            draw(nextBag, rack);
        } else if (action instanceof Action.Exchange exchange) {
            if (bag.size() < rules.exchangeMinimum()) {
                throw new IllegalStateException("exchange: the bag holds " + bag.size() + " tiles, an exchange needs at least "
                        + rules.exchangeMinimum() + " (" + rules.name() + ")");
            }
            List<Integer> given = tiles.readTiles(exchange.tiles());
            if (given.isEmpty() || given.size() > TileSet.RACK_SIZE) {
                throw new IllegalArgumentException("exchange: 1 to 7 tiles of the rack, got \"" + exchange.tiles() + "\"");
            }
            for (int t : given) {
                if (!rack.remove(Integer.valueOf(t))) {
                    throw new IllegalArgumentException("exchange: the rack " + tiles.writeTiles(racks.get(toMove)) + " holds no "
                            + (t < 0 ? "blank" : tiles.face(t)) + " to give back");
                }
            }
            draw(nextBag, rack);
            nextBag.addAll(given);
            shuffle(nextBag, StableRandom.of(seed, turns.size() + 1L));
            done = new Action.Exchange(tiles.writeTiles(given));
        }
        int[] nextScores = scores.clone();
        nextScores[toMove] += score;
        List<Turn> nextTurns = new ArrayList<>(turns);
        nextTurns.add(new Turn(toMove, tiles.writeTiles(racks.get(toMove)), done, score, nextScores[toMove]));
        List<List<Integer>> nextRacks = new ArrayList<>(racks);
        nextRacks.set(toMove, List.copyOf(rack));
        int nextScoreless = score == 0 ? scoreless + 1 : 0;
        boolean playedOut = action instanceof Action.Play && rack.isEmpty() && nextBag.isEmpty();
        List<Adjustment> ends = List.of();
        if (playedOut || nextScoreless >= rules.scorelessTurnsToEnd()) {
            ends = adjust(nextRacks, nextScores, playedOut ? toMove : -1);
        }
        return new ScrabbleGame(lexicon, rules, players, seed, nextBoard, List.copyOf(nextBag), List.copyOf(nextRacks),
                nextScores, (toMove + 1) % players.size(), nextScoreless, List.copyOf(nextTurns), ends, !ends.isEmpty()
                        || playedOut || nextScoreless >= rules.scorelessTurnsToEnd());
    }

    /** The end-of-game adjustments: each rack left loses its value; the player who played out gains them all. */
    private List<Adjustment> adjust(List<List<Integer>> finalRacks, int[] finalScores, int out) {
        TileSet tiles = lexicon.tiles();
        List<Adjustment> ends = new ArrayList<>();
        int gained = 0;
        StringBuilder left = new StringBuilder();
        for (int p = 0; p < finalRacks.size(); p++) {
            List<Integer> rack = finalRacks.get(p);
            int value = value(rack);
            if (p != out && !rack.isEmpty()) {
                ends.add(new Adjustment(p, tiles.writeTiles(rack), -value));
                finalScores[p] -= value;
                gained += value;
                left.append(tiles.writeTiles(rack));
            }
        }
        if (out >= 0) {
            ends.add(new Adjustment(out, left.toString(), gained));
            finalScores[out] += gained;
        }
        return List.copyOf(ends);
    }

    private int value(List<Integer> rack) {
        return value(lexicon.tiles(), rack);
    }

    /** The points of a rack's tiles (a blank is worth none): what it costs its player at the end. */
    static int value(TileSet tiles, List<Integer> rack) {
        int sum = 0;
        for (int t : rack) {
            sum += t < 0 ? 0 : tiles.value(t);
        }
        return sum;
    }

    private void ensureNotOver() {
        if (over) {
            throw new IllegalStateException("the game is over");
        }
    }

    /** The lexicon that checks its words. */
    public Lexicon lexicon() {
        return lexicon;
    }

    /** Its rules. */
    public Rules rules() {
        return rules;
    }

    /** The players' names, in the order they move. */
    public List<String> players() {
        return players;
    }

    /** The seed its bag was shuffled from. */
    public long seed() {
        return seed;
    }

    /** The board now. */
    public Board board() {
        return board;
    }

    /** How many tiles the bag holds. */
    public int bagSize() {
        return bag.size();
    }

    /** A player's rack, as {@link TileSet#writeTiles} writes it. */
    public String rack(int player) {
        return lexicon.tiles().writeTiles(racks.get(player));
    }

    /**
     * The tiles a player cannot see: the bag and the other racks, sorted, as {@link TileSet#writeTiles}
     * writes them.
     */
    public String unseen(int player) {
        List<Integer> unseen = new ArrayList<>(bag);
        for (int p = 0; p < racks.size(); p++) {
            if (p != player) {
                unseen.addAll(racks.get(p));
            }
        }
        unseen.sort((a, b) -> a < 0 ? (b < 0 ? 0 : 1) : b < 0 ? -1 : Integer.compare(a, b));
        return lexicon.tiles().writeTiles(unseen);
    }

    /** A player's score now (after the adjustments once the game is over). */
    public int score(int player) {
        return scores[player];
    }

    /** Every player's score now. */
    public int[] scores() {
        return scores.clone();
    }

    /** The player to move (meaningless once the game is over). */
    public int toMove() {
        return toMove;
    }

    /** Scoreless turns in a row so far. */
    public int scorelessTurns() {
        return scoreless;
    }

    /** The turns so far. */
    public List<Turn> turns() {
        return turns;
    }

    /** The end-of-game adjustments; empty until the game is over. */
    public List<Adjustment> adjustments() {
        return adjustments;
    }

    /** Whether the game is over. */
    public boolean isOver() {
        return over;
    }

    /** Whether the player to move may exchange now. */
    public boolean canExchange() {
        return !over && bag.size() >= rules.exchangeMinimum();
    }

    /** The actions so far, in order: what {@link #replay} takes. */
    public List<Action> actions() {
        List<Action> actions = new ArrayList<>(turns.size());
        for (Turn t : turns) {
            actions.add(t.action());
        }
        return actions;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ScrabbleGame g && g.lexicon == lexicon && g.rules.equals(rules) && g.players.equals(players)
                && g.seed == seed && g.turns.equals(turns) && g.board.equals(board) && g.bag.equals(bag)
                && g.racks.equals(racks) && Arrays.equals(g.scores, scores) && g.adjustments.equals(adjustments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(players, seed, turns, board);
    }

    @Override
    public String toString() {
        return "Scrabble game of " + String.join(", ", players) + " (" + turns.size() + " turns, scores "
                + Arrays.toString(scores) + (over ? ", over" : "") + ")";
    }
}
