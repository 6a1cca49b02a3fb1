package chiffreslettres.server.ratings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of its description (Glickman, "Example of the Glicko-2 system"). */
class Glicko2Test {

    @Test
    void theDescriptionsWorkedExample() {
        // A player rated 1500, deviation 200, volatility 0.06, τ = 0.5, beats a 1400 (30) and loses to a
        // 1550 (100) and a 1700 (300): μ' = -0.2069 and φ' = 0.8722 on the Glicko-2 scale, so 1464.06 and
        // 151.52 (the description rounds μ' before scaling it back: unrounded, 1464.05), σ' = 0.05999.
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        List<Glicko2.Game> games = List.of(new Glicko2.Game(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Game(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Game(new Glicko2.Rating(1700, 300, 0.06), 0));
        Glicko2.Rating after = Glicko2.rate(player, games, 0.5);
        assertThat((after.rating() - 1500) / 173.7178).isEqualTo(-0.2069, within(0.00005));
        assertThat(after.deviation() / 173.7178).isEqualTo(0.8722, within(0.00005));
        assertThat(after.rating()).isEqualTo(1464.06, within(0.01));
        assertThat(after.deviation()).isEqualTo(151.52, within(0.005));
        assertThat(after.volatility()).isEqualTo(0.05999, within(0.00001));
    }

    @Test
    void aWinRaisesALossLowersAndAPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating a = Glicko2.Rating.unrated();
        Glicko2.Rating won = Glicko2.rate(a, List.of(new Glicko2.Game(a, 1)), Glicko2.TAU);
        Glicko2.Rating lost = Glicko2.rate(a, List.of(new Glicko2.Game(a, 0)), Glicko2.TAU);
        Glicko2.Rating drawn = Glicko2.rate(a, List.of(new Glicko2.Game(a, 0.5)), Glicko2.TAU);
        assertThat(won.rating()).isGreaterThan(1500);
        assertThat(lost.rating()).isLessThan(1500);
        assertThat(won.rating() - 1500).isEqualTo(1500 - lost.rating(), within(1e-9));
        assertThat(drawn.rating()).isEqualTo(1500, within(1e-9));
        assertThat(won.deviation()).isLessThan(350);
        Glicko2.Rating idle = Glicko2.rate(new Glicko2.Rating(1600, 100, 0.06), List.of(), Glicko2.TAU);
        assertThat(idle.rating()).isEqualTo(1600);
        assertThat(idle.deviation()).isEqualTo(Math.sqrt(100 * 100 + Math.pow(0.06 * 173.7178, 2)), within(1e-9));
        assertThatThrownBy(() -> new Glicko2.Game(a, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0, 0.5 or 1");
        assertThatThrownBy(() -> new Glicko2.Rating(1500, 0, 0.06)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive deviation");
    }
}
