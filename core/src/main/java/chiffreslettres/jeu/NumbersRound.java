package chiffreslettres.jeu;

import chiffreslettres.chiffres.Rules;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a show plays its numbers round: the tiles it draws from, how many, the target range, the time
 * and the scoring.
 *
 * @param smallTiles the small tiles, each listed as often as it is in the bag
 * @param largeTiles the large tiles, each listed as often as it is in the bag
 * @param tileCount  how many tiles are drawn
 * @param minLarge   the fewest large tiles a player may ask for
 * @param maxLarge   the most large tiles a player may ask for; when the player has no choice the
 *                   tiles are drawn from small and large together and both bounds are ignored
 * @param playerChoosesLarge whether the player says how many large tiles (Countdown) or all tiles are
 *                   drawn from one bag (Le Compte est Bon)
 * @param minTarget  the smallest target, positive
 * @param maxTarget  the largest target
 * @param time       the time to answer, when the show states one
 * @param scoring    the scoring table, best line first
 * @param rules      the rules answers are judged by: {@link Rules#standard()} for the shows,
 *                   {@link Rules#twentyFour()} for the 24 game
 */
public record NumbersRound(List<Long> smallTiles, List<Long> largeTiles, int tileCount, int minLarge, int maxLarge,
        boolean playerChoosesLarge, long minTarget, long maxTarget, Optional<Duration> time, List<ScoreBand> scoring,
        Rules rules) {

    /**
     * @throws IllegalArgumentException if the counts or ranges are inconsistent
     * @throws NullPointerException if a list, the time or the rules is null
     */
    public NumbersRound {
        Objects.requireNonNull(rules, "rules");
        smallTiles = List.copyOf(smallTiles);
        largeTiles = List.copyOf(largeTiles);
        Objects.requireNonNull(time, "time");
        scoring = List.copyOf(scoring);
        if (tileCount < 1 || tileCount > smallTiles.size() + largeTiles.size()) {
            throw new IllegalArgumentException("tileCount " + tileCount + " does not fit the bag");
        }
        if (minLarge < 0 || maxLarge < minLarge || maxLarge > largeTiles.size() || maxLarge > tileCount) {
            throw new IllegalArgumentException("large tiles: " + minLarge + " to " + maxLarge + " does not fit the bag");
        }
        if (minTarget < 1 || maxTarget < minTarget) {
            throw new IllegalArgumentException("targets: " + minTarget + " to " + maxTarget + " is not a range of positive numbers");
        }
    }

    /** A round under {@link Rules#standard()}, as the shows play. */
    public NumbersRound(List<Long> smallTiles, List<Long> largeTiles, int tileCount, int minLarge, int maxLarge,
            boolean playerChoosesLarge, long minTarget, long maxTarget, Optional<Duration> time,
            List<ScoreBand> scoring) {
        this(smallTiles, largeTiles, tileCount, minLarge, maxLarge, playerChoosesLarge, minTarget, maxTarget, time,
                scoring, Rules.standard());
    }

    /** The points an answer at {@code distance} from the target scores: the first line that accepts it, or 0. */
    public int score(long distance) {
        for (ScoreBand band : scoring) {
            if (distance <= band.maxDistance()) {
                return band.points();
            }
        }
        return 0;
    }

    /**
     * This round drawing another number of tiles, the most large tiles cut to it: for studies such as
     * "what if Countdown drew seven tiles".
     *
     * @throws IllegalArgumentException if the bag does not hold {@code count} tiles, or {@code count} is
     *     below the fewest large tiles
     */
    public NumbersRound withTileCount(int count) {
        return new NumbersRound(smallTiles, largeTiles, count, minLarge, Math.max(minLarge, Math.min(maxLarge, count)),
                playerChoosesLarge, minTarget, maxTarget, time, scoring, rules);
    }

    /** This round with another target range. */
    public NumbersRound withTargets(long min, long max) {
        return new NumbersRound(smallTiles, largeTiles, tileCount, minLarge, maxLarge, playerChoosesLarge, min, max,
                time, scoring, rules);
    }
}
