package chiffreslettres.server.ratings;

import java.util.List;
import java.util.Objects;

/**
 * The Glicko-2 rating system, as Mark E. Glickman describes it in "Example of the Glicko-2 system" (Boston
 * University, glicko.net/glicko/glicko2.pdf): a rating, a rating deviation and a volatility a player; the
 * games of a rating period update them in one step (steps 2 to 8 of the description), the volatility found
 * by the Illinois algorithm of its step 5. Here a rating period is one game. Pure functions; thread-safe.
 */
public final class Glicko2 {

    /** The factor between the Glicko scale and Glicko-2's (step 2). */
    private static final double SCALE = 173.7178;
    /** The convergence tolerance of the volatility's iteration (step 5). */
    private static final double EPSILON = 0.000001;

    /** The system constant τ, which limits how fast the volatility changes: 0.5, in the description's range 0.3 to 1.2. */
    public static final double TAU = 0.5;

    private Glicko2() {
    }

    /**
     * A player's rating on the Glicko scale.
     *
     * @param rating     the rating (1500 for a player new to the system)
     * @param deviation  the rating deviation, positive (350 new)
     * @param volatility the volatility, positive (0.06 new)
     */
    public record Rating(double rating, double deviation, double volatility) {
        /** @throws IllegalArgumentException if the deviation or the volatility is not positive, or a value not finite */
        public Rating {
            if (!Double.isFinite(rating) || !(deviation > 0) || !Double.isFinite(deviation) || !(volatility > 0)
                    || !Double.isFinite(volatility)) {
                throw new IllegalArgumentException("rating: a finite rating, a positive deviation and volatility, got "
                        + rating + ", " + deviation + ", " + volatility);
            }
        }

        /** A player new to the system: 1500, deviation 350, volatility 0.06 (step 1). */
        public static Rating unrated() {
            return new Rating(1500, 350, 0.06);
        }
    }

    /**
     * A game of the period.
     *
     * @param opponent the opponent's rating before the period
     * @param score    1 for a win, ½ for a draw, 0 for a loss
     */
    public record Game(Rating opponent, double score) {
        /** @throws IllegalArgumentException if the score is not 0, ½ or 1 */
        public Game {
            Objects.requireNonNull(opponent, "opponent");
            if (score != 0 && score != 0.5 && score != 1) {
                throw new IllegalArgumentException("score: 0, 0.5 or 1, got " + score);
            }
        }
    }

    /**
     * The player's rating after a period of these games; with none, only the deviation grows (step 6).
     *
     * @param tau the system constant, positive
     */
    public static Rating rate(Rating player, List<Game> games, double tau) {
        Objects.requireNonNull(player, "player");
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(), SCALE * Math.sqrt(phi * phi + sigma * sigma), sigma);
        }
        // Step 3: the estimated variance v; step 4: the estimated improvement Δ (kept as Σ g(s − E)).
        double inverseV = 0;
        double sum = 0;
        for (Game game : games) {
            double muJ = (game.opponent().rating() - 1500) / SCALE;
            double g = g(game.opponent().deviation() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseV += g * g * e * (1 - e);
            sum += g * (game.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * sum;
        double newSigma = volatility(phi, sigma, v, delta, tau);
        // Steps 6 and 7: the pre-period deviation, then the new deviation and rating.
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        // Step 8: back to the Glicko scale.
        return new Rating(SCALE * newMu + 1500, SCALE * newPhi, newSigma);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, the zero of f by the Illinois algorithm from the bracket (A, B). */
    private static double volatility(double phi, double sigma, double v, double delta, double tau) {
        double a = Math.log(sigma * sigma);
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi * phi + v + ex;
            return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(bigC);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
