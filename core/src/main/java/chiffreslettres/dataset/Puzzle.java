package chiffreslettres.dataset;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Step;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One puzzle of a {@link Dataset}, with its proven best answer. Immutable.
 *
 * @param variant       the show's name, or {@code "free"}
 * @param seed          the seed of the run that drew it
 * @param tiles         the tiles, largest first
 * @param target        the target
 * @param exact         whether the target is made
 * @param distance      the best distance {@code |value − target|}, proven
 * @param steps         the fewest steps of a best answer, proven
 * @param answer        one best answer with those steps
 * @param solutionCount the number of algebraically distinct best solutions, when counts were asked for
 * @param difficulty    1 (easy) to 5, when counts were asked for: the difficulty of {@code Analysis}
 *                      without its large-tile-product term ({@code max(1, steps − 1)}, one more with at
 *                      most two distinct solutions, 5 when the target is not made)
 */
public record Puzzle(String variant, long seed, List<Long> tiles, long target, boolean exact, long distance, int steps,
        Expression answer, OptionalLong solutionCount, OptionalInt difficulty) {

    /** @throws NullPointerException if a reference is null */
    public Puzzle {
        Objects.requireNonNull(variant, "variant");
        tiles = List.copyOf(tiles);
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(solutionCount, "solutionCount");
        Objects.requireNonNull(difficulty, "difficulty");
    }

    /** The answer in one line ({@code 75 × 8 − (9 − 3)}). */
    public String answerInfix() {
        return answer.toInfix();
    }

    /** The answer as steps ({@code 75 × 8 = 600}); empty when a step is a fraction (rational arithmetic). */
    public List<String> answerSteps() {
        return !answer.isIntegral() ? List.of() : answer.toSteps().stream().map(Step::toString).toList();
    }

    /**
     * The record as named fields, in the order and under the names of the JSON lines and CSV output (the
     * schema in the README): {@code variant}, {@code seed}, {@code tiles} (a list), {@code target},
     * {@code exact}, {@code distance}, {@code steps}, {@code answer} (one line), {@code answer_steps} (a
     * list), {@code solutions} and {@code difficulty} (null without counts). A new map each call.
     */
    public Map<String, Object> fields() {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("variant", variant);
        f.put("seed", seed);
        f.put("tiles", tiles);
        f.put("target", target);
        f.put("exact", exact);
        f.put("distance", distance);
        f.put("steps", steps);
        f.put("answer", answerInfix());
        f.put("answer_steps", answerSteps());
        f.put("solutions", solutionCount.isPresent() ? solutionCount.getAsLong() : null);
        f.put("difficulty", difficulty.isPresent() ? difficulty.getAsInt() : null);
        return f;
    }
}
