package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class WinModelTest {

    @Test
    void theNormalDistributionFunctionMatchesItsTable() {
        // Abramowitz and Stegun, table 26.1: 0.5, 0.8413447, 0.9750021 at 0, 1, 1.96.
        assertThat(WinModel.normal(0)).isEqualTo(0.5, within(1e-7));
        assertThat(WinModel.normal(1)).isEqualTo(0.8413447, within(1e-7));
        assertThat(WinModel.normal(1.96)).isEqualTo(0.9750021, within(1e-7));
        assertThat(WinModel.normal(-1.96)).isEqualTo(1 - 0.9750021, within(1e-7));
    }

    @Test
    void eachLanguagesWinRateRisesWithTheSpreadAndNarrowsAsTilesRunOut() {
        for (String language : new String[] {"en", "fr", "es"}) {
            WinModel model = WinModel.of(language);
            for (int tiles = 1; tiles <= 93; tiles += 4) {
                double last = 0;
                for (int spread = -400; spread <= 400; spread += 10) {
                    double p = model.winRate(spread, tiles);
                    assertThat(p).isBetween(0.0, 1.0).isGreaterThanOrEqualTo(last);
                    last = p;
                }
                assertThat(model.winRate(-400, tiles)).as(language + " " + tiles).isLessThan(0.01);
                assertThat(model.winRate(400, tiles)).as(language + " " + tiles).isGreaterThan(0.99);
            }
            // Forty points ahead is worth more with a few tiles left than with a full bag.
            assertThat(model.winRate(40, 8)).as(language).isGreaterThan(model.winRate(40, 86));
        }
    }
}
