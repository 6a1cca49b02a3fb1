package chiffreslettres.jeu;

/**
 * One line of a numbers scoring table: an answer within {@code maxDistance} of the target scores
 * {@code points} (the best line that applies counts).
 *
 * @param maxDistance the largest distance this line accepts, 0 or more
 * @param points      the points scored
 */
public record ScoreBand(long maxDistance, int points) {

    /** @throws IllegalArgumentException if {@code maxDistance} is negative */
    public ScoreBand {
        if (maxDistance < 0) {
            throw new IllegalArgumentException("maxDistance must not be negative, got " + maxDistance);
        }
    }
}
