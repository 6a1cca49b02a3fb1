package chiffreslettres.scrabble;

/**
 * Keeps the move of highest equity (score plus leave value), ties broken as {@link Lexicon#moves} orders
 * moves. A move can beat the best so far only if its score plus the best leave the rack can keep reaches
 * the best equity, so that is the floor.
 */
final class BestByEquity implements MoveSink {

    private final Leaves leaves;
    private final double bestLeave;
    private RatedMove best;

    BestByEquity(Leaves leaves, double bestLeave) {
        this.leaves = leaves;
        this.bestLeave = bestLeave;
    }

    @Override
    public int floor() {
        // One point of margin keeps rounding from ever pruning a move of equal equity.
        return best == null ? Integer.MIN_VALUE + 1 : (int) Math.floor(best.equity() - bestLeave) - 1;
    }

    @Override
    public void accept(MoveGenerator found, int end, int score, int placed) {
        double leave = leaves.value(found.leaveCounts(), found.leaveBlanks());
        double equity = score + leave;
        if (best != null && equity < best.equity()) {
            return;
        }
        Move move = found.move(end, score, placed);
        if (best == null || equity > best.equity() || Lexicon.BEST_MOVE_FIRST.compare(move, best.move()) < 0) {
            best = new RatedMove(move, leave, equity);
        }
    }

    /** The best move, or null when there was none. */
    RatedMove move() {
        return best;
    }
}
