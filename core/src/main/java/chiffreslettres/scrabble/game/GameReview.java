package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.RatedMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game reviewed turn by turn: each turn's rack and play against the moves the position allowed, ranked
 * by equity (score plus the value of the tiles kept, {@link Leaves}), as a player reviews a game after it.
 *
 * @param turns one review a turn, in the order played
 */
public record GameReview(List<TurnReview> turns) {

    /** @throws NullPointerException if {@code turns} is null */
    public GameReview {
        turns = List.copyOf(turns);
    }

    /**
     * One turn against the position's moves.
     *
     * @param number    the turn's number, from 1
     * @param player    who played it, from 0
     * @param rack      their rack before it
     * @param played    what they did
     * @param score     what it scored
     * @param equity    the played move's equity; empty for an exchange or a pass
     * @param rank      the played move's place among the position's moves by equity, from 1; 0 for an exchange
     *                  or a pass
     * @param moves     how many moves the position allowed
     * @param best      the move of highest equity, empty when there was none
     */
    public record TurnReview(int number, int player, String rack, Action played, int score, Optional<Double> equity,
            int rank, int moves, Optional<RatedMove> best) {
        /** @throws NullPointerException if an argument is null */
        public TurnReview {
            Objects.requireNonNull(rack, "rack");
            Objects.requireNonNull(played, "played");
            Objects.requireNonNull(equity, "equity");
            Objects.requireNonNull(best, "best");
        }

        /** What the play gave away against the best move's equity, 0 or more; empty for an exchange or a pass. */
        public Optional<Double> equityLost() {
            return equity.flatMap(e -> best.map(b -> Math.max(0, b.equity() - e)));
        }
    }

    /**
     * Reviews every turn of a game, replayed from its start: each position's moves rated with {@code leaves}.
     * With the bag empty the leave values mean little; the ranking is then by score and leave all the same.
     *
     * @throws IllegalArgumentException if the leaves are of other tiles than the game's
     * @throws NullPointerException if an argument is null
     */
    public static GameReview of(ScrabbleGame game, Leaves leaves) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(leaves, "leaves");
        ScrabbleGame replay = ScrabbleGame.start(game.lexicon(), game.rules(), game.players(), game.seed());
        List<TurnReview> out = new ArrayList<>();
        for (Turn turn : game.turns()) {
            Board before = replay.board();
            List<RatedMove> rated = game.lexicon().rated(before, turn.rack(), leaves);
            Optional<Double> equity = Optional.empty();
            int rank = 0;
            if (turn.action() instanceof Action.Play play) {
                for (int i = 0; i < rated.size() && rank == 0; i++) {
                    if (same(rated.get(i).move(), play.move())) {
                        rank = i + 1;
                        equity = Optional.of(rated.get(i).equity());
                    }
                }
            }
            out.add(new TurnReview(out.size() + 1, turn.player(), turn.rack(), turn.action(), turn.score(), equity, rank,
                    rated.size(), rated.stream().findFirst()));
            // The game's own turns, checked when they were played (by the list of then, if it has changed).
            replay = replay.applyAsWritten(turn.action());
        }
        return new GameReview(out);
    }

    private static boolean same(Move a, Move b) {
        return a.equals(b) || (a.coordinates().equals(b.coordinates()) && a.word().equals(b.word()) && a.score() == b.score());
    }
}
