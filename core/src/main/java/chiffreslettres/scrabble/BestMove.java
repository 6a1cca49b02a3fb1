package chiffreslettres.scrabble;

/**
 * Keeps the best-scoring move of a search, ties broken as {@link Lexicon#moves} orders moves, so that it is
 * always the first move of that list. Its floor is the best score so far: a move must equal it to matter.
 */
final class BestMove implements MoveSink {

    private Move best;

    @Override
    public int floor() {
        return best == null ? Integer.MIN_VALUE + 1 : best.score();
    }

    @Override
    public void accept(MoveGenerator found, int end, int score, int placed) {
        Move move = found.move(end, score, placed);
        if (best == null || Lexicon.BEST_MOVE_FIRST.compare(move, best) < 0) {
            best = move;
        }
    }

    /** The best move, or null when there was none. */
    Move move() {
        return best;
    }
}
