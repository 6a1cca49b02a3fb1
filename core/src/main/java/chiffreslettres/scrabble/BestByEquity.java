package chiffreslettres.scrabble;

/**
 * Keeps the move of highest equity (score plus leave value), ties broken as {@link Lexicon#moves} orders
 * moves. Its floor is the best equity so far: the search leaves a part of a move whose score bound plus
 * the best leave its remaining tiles could keep falls short of it.
 */
final class BestByEquity implements MoveSink {

    private final Leaves leaves;
    private RatedMove best;

    BestByEquity(Leaves leaves) {
        this.leaves = leaves;
    }

    @Override
    public Leaves leaves() {
        return leaves;
    }

    @Override
    public int floor() {
        // One point of margin keeps rounding from ever pruning a move of equal equity.
        return best == null ? Integer.MIN_VALUE + 1 : (int) Math.floor(best.equity()) - 1;
    }

    @Override
    public void accept(MoveGenerator found, int end, int score, int placed) {
        double leave = found.leaveValue();
        if (!below(score, leave)) {
            offer(found.move(end, score, placed), leave);
        }
    }

    /** Whether a move of this score and leave value falls short of the best so far (so that it cannot be kept). */
    boolean below(int score, double leave) {
        return best != null && score + leave < best.equity();
    }

    /** Keeps the move, whose tiles kept are worth {@code leave}, if it beats the best so far or ties it and comes first. */
    void offer(Move move, double leave) {
        double equity = move.score() + leave;
        if (best == null || equity > best.equity()
                || equity == best.equity() && Lexicon.BEST_MOVE_FIRST.compare(move, best.move()) < 0) {
            best = new RatedMove(move, leave, equity);
        }
    }

    /** The best move, or null when there was none. */
    RatedMove move() {
        return best;
    }
}
