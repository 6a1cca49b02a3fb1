package chiffreslettres.scrabble;

/**
 * What a move search keeps of the moves it finds: every move, or the best by some measure. The search
 * prunes any part of a move that cannot score at least {@link #floor()}.
 */
interface MoveSink {

    /** The least score a move must reach to matter now: {@link Integer#MIN_VALUE} keeps every move. */
    int floor();

    /**
     * A legal move found: {@code found.move(...)} builds it, {@code found.leaveCounts()} and {@code
     * found.leaveBlanks()} are the rack tiles it keeps, valid during this call only.
     */
    void accept(MoveGenerator found, int end, int score, int placed);

    /**
     * The leave values this sink adds to a move's score to rank it, or null when it ranks by score alone.
     * With leaves, a part of a move must reach the floor with its score bound plus the best leave the tiles
     * still on the rack could keep, and {@code found.leaveValue()} is the value of the move's leave.
     */
    default Leaves leaves() {
        return null;
    }

    /** What {@link #every} hands each move to. */
    interface Found {
        void accept(MoveGenerator found, int end, int score, int placed);
    }

    /** A sink that keeps every move: no floor, each move handed to {@code found}. */
    static MoveSink every(Found found) {
        return new MoveSink() {
            @Override
            public int floor() {
                return Integer.MIN_VALUE;
            }

            @Override
            public void accept(MoveGenerator generator, int end, int score, int placed) {
                found.accept(generator, end, score, placed);
            }
        };
    }
}
