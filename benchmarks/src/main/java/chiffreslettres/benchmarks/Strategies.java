package chiffreslettres.benchmarks;

import chiffreslettres.chiffres.search.SearchStrategy;

/** The strategies the benchmarks compare, by the short names of their {@code strategy} parameters. */
final class Strategies {

    private Strategies() {
    }

    /**
     * {@code best} (best answer), {@code natural} (the most natural best answer), {@code dp}, {@code memo}
     * or {@code dfs}.
     *
     * @throws IllegalArgumentException for any other name
     */
    static SearchStrategy byName(String name) {
        return switch (name) {
            case "best" -> SearchStrategy.bestAnswer();
            case "natural" -> SearchStrategy.naturalBestAnswer();
            case "dp" -> SearchStrategy.subsetDynamicProgramming();
            case "memo" -> SearchStrategy.memoized();
            case "dfs" -> SearchStrategy.depthFirst();
            default -> throw new IllegalArgumentException("unknown strategy " + name);
        };
    }
}
