package chiffreslettres.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.search.SearchStrategy;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;

/**
 * Fuzz tests of the numbers entry points: any target, any tiles, any settings give either an
 * {@code IllegalArgumentException} or a legal answer, never another exception, a wrong answer or a hang.
 * In the normal test run the inputs under {@code src/test/resources/.../SolverFuzzTestInputs} replay;
 * {@code mvn -Pfuzz} fuzzes.
 */
class SolverFuzzTest {

    private static final List<SearchStrategy> STRATEGIES = List.of(SearchStrategy.depthFirst(),
            SearchStrategy.memoized(), SearchStrategy.subsetDynamicProgramming());

    @FuzzTest(maxDuration = "60s")
    void solveGivesALegalAnswerOrAClearError(FuzzedDataProvider data) {
        long target = data.consumeLong();
        long[] tiles = new long[data.consumeInt(0, 12)];
        for (int i = 0; i < tiles.length; i++) {
            tiles[i] = data.consumeBoolean() ? data.consumeLong(1, 100) : data.consumeLong();
        }
        SearchStrategy strategy = data.pickValue(STRATEGIES);
        Equivalence equivalence = data.pickValue(Equivalence.values());
        boolean allTiles = data.consumeBoolean();
        Result result;
        try {
            result = Chiffres.target(target).tiles(tiles).strategy(strategy).equivalence(equivalence)
                    .rules(Rules.standard().withAllTilesRequired(allTiles)).limit(5)
                    .budget(Budget.ofNodes(20_000)).solve();
        } catch (IllegalArgumentException expected) {
            assertThat(expected.getMessage()).containsAnyOf("target", "tile");
            return;
        }
        for (Expression solution : result.solutions()) {
            assertThat(result.problem().admits(solution)).isTrue();
            assertThat(Math.abs(solution.value() - target)).isEqualTo(result.distance());
        }
    }
}
