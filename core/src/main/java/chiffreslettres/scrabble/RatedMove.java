package chiffreslettres.scrabble;

/**
 * A move with its equity: its score plus the value of the tiles it keeps.
 *
 * @param move   the move
 * @param leave  the value of the tiles it keeps, in points ({@link Leaves})
 * @param equity the score plus the leave's value
 */
public record RatedMove(Move move, double leave, double equity) {

    @Override
    public String toString() {
        return move + String.format(java.util.Locale.ROOT, " (equity %.1f)", equity);
    }
}
