package chiffreslettres.chiffres;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import chiffreslettres.chiffres.search.SearchStrategy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** One QuickTheories generator per domain type of the numbers round. */
final class Generators {

    private Generators() {
    }

    /** Tile sets of 1 to {@code maxTiles} tiles with values 1..100 (repeats likely for small values). */
    static Gen<List<Long>> tileSets(int maxTiles) {
        Gen<Long> small = longs().between(1, 10);
        Gen<Long> any = longs().between(1, 100);
        return lists().of(small.mix(any, 40)).ofSizeBetween(1, maxTiles);
    }

    /** Targets 1..1000. */
    static Gen<Long> targets() {
        return longs().between(1, 1000);
    }

    /** Games under the standard rules. */
    static Gen<Problem> problems(int maxTiles) {
        return tileSets(maxTiles).zip(targets(), (tiles, target) -> new Problem(target, tiles, Rules.standard()));
    }

    /** Games under either rule set. */
    static Gen<Problem> problemsWithAnyRules(int maxTiles) {
        return problems(maxTiles).zip(Generate.booleans(),
                (p, all) -> new Problem(p.target(), p.tiles(), Rules.standard().withAllTilesRequired(all)));
    }

    /**
     * A Countdown game drawn from {@code seed}: 0 to 4 of the large tiles 25, 50, 75, 100 and the rest of six from the small
     * ones, 1 to 10 twice each, and a target 101..999. Equal values meet often, as in the show.
     */
    static Problem countdownGame(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Long> large = new ArrayList<>(List.of(25L, 50L, 75L, 100L));
        List<Long> small = new ArrayList<>();
        for (long v = 1; v <= 10; v++) {
            small.add(v);
            small.add(v);
        }
        int largeCount = random.nextInt(5);
        List<Long> tiles = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            List<Long> from = i < largeCount ? large : small;
            tiles.add(from.remove(random.nextInt(from.size())));
        }
        return new Problem(101 + random.nextInt(899), tiles, Rules.standard());
    }

    /** The equivalences. */
    static Gen<Equivalence> equivalences() {
        return Generate.enumValues(Equivalence.class);
    }

    /** The shipped strategies. */
    static Gen<SearchStrategy> strategies() {
        return Generate.pick(List.of(SearchStrategy.depthFirst(), SearchStrategy.memoized(),
                SearchStrategy.subsetDynamicProgramming(), SearchStrategy.bestAnswer(),
                SearchStrategy.naturalBestAnswer()));
    }

    /** The shipped strategies that promise every solution. */
    static Gen<SearchStrategy> completeStrategies() {
        return Generate.pick(List.of(SearchStrategy.depthFirst(), SearchStrategy.subsetDynamicProgramming()));
    }

    /**
     * Random legal expressions over 1 to 6 tiles: combine two random subtrees with a random operator
     * until one tree is left, taking the first legal move found.
     */
    static Gen<Expression> expressions() {
        Gen<List<Long>> tiles = tileSets(6);
        Gen<List<Integer>> choices = lists().of(integers().between(0, 1000)).ofSize(20);
        return tiles.zip(choices, Generators::build);
    }

    private static Expression build(List<Long> tiles, List<Integer> choices) {
        java.util.ArrayList<Expression> pool = new java.util.ArrayList<>();
        for (long t : tiles) {
            pool.add(Expression.tile(t));
        }
        int c = 0;
        while (pool.size() > 1) {
            Expression a = pool.remove(choices.get(c++ % choices.size()) % pool.size());
            Expression b = pool.remove(choices.get(c++ % choices.size()) % pool.size());
            int first = choices.get(c++ % choices.size());
            Expression combined = null;
            for (int k = 0; k < 8 && combined == null; k++) {
                Operator op = Operator.values()[(first + k) % 4];
                Expression l = k < 4 ? a : b;
                Expression r = k < 4 ? b : a;
                if (op.apply(l.value(), r.value()) != Operator.ILLEGAL) {
                    combined = Expression.combine(l, op, r);
                }
            }
            pool.add(combined);
        }
        return pool.get(0);
    }
}
