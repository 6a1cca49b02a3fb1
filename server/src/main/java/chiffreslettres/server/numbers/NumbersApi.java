package chiffreslettres.server.numbers;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Equivalence;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.jeu.Analysis;
import chiffreslettres.jeu.Variant;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.http.SearchGate;
import chiffreslettres.server.json.NumbersRules;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The numbers routes: every distinct solution, the best answer, the reachable targets of a range, and
 * the analysis (hint, difficulty) of a game. Every search runs through the {@link SearchGate} within the
 * server's cap.
 */
public final class NumbersApi {

    /** The widest target range {@code /api/numbers/reachable} lists. */
    static final long MAX_RANGE = 100_000;
    /** The most tiles an analysis (a complete search without budget) takes. */
    static final int MAX_ANALYSIS_TILES = 6;
    /** The most tiles an analysis takes in another arithmetic than positive integers (fractions). */
    static final int MAX_EXACT_ANALYSIS_TILES = 4;

    private final SearchGate gate;
    private final Duration cap;

    public NumbersApi(SearchGate gate, Duration cap) {
        this.gate = gate;
        this.cap = cap;
    }

    public void register(Javalin app) {
        app.post("/api/numbers/solve", ctx -> ctx.json(solve(ctx, false)));
        app.post("/api/numbers/best", ctx -> ctx.json(solve(ctx, true)));
        app.get("/api/numbers/reachable", this::reachable);
        app.post("/api/numbers/analysis", this::analysis);
    }

    /** {@code solve} and {@code best}: the CLI's {@code --json} shape, with the variant's score. */
    private Map<String, Object> solve(Context ctx, boolean bestOnly) {
        RequestFields in = RequestFields.ofBody(ctx);
        long target = in.requiredLong("target");
        List<Long> tiles = in.requiredLongs("tiles");
        Variant variant = in.optionalName("variant", null, Names.VARIANTS::get, Names.VARIANT_NAMES);
        boolean all = !bestOnly && in.optionalBoolean("all", false);
        int limit = bestOnly ? 1 : in.optionalInt("limit", Chiffres.DEFAULT_LIMIT);
        if (limit > RequestFields.MAX_LIMIT) {
            throw ApiException.badRequest("limit", "'limit' is at most " + RequestFields.MAX_LIMIT + ", got " + limit);
        }
        Equivalence equivalence = in.optionalName("equivalence", Equivalence.ALGEBRAIC, Names::equivalence,
                Names.EQUIVALENCE_NAMES);
        Supplier<SearchStrategy> strategy = bestOnly ? SearchStrategy::bestAnswer
                : in.optionalName("strategy", SearchStrategy::subsetDynamicProgramming, Names.STRATEGIES::get,
                        Names.STRATEGY_NAMES);
        Rules rules = NumbersRules.of(in, variant);
        Duration budget = budget(in);
        Result result = gate.run(() -> Chiffres.target(target).tiles(tiles).rules(rules).strategy(strategy.get())
                .equivalence(equivalence).limit(limit).budget(budget).solve());
        Map<String, Object> out = JsonShapes.of(result, all);
        if (variant != null) {
            out.put("score", variant.numbers().score(result.distance()));
        }
        return out;
    }


    /** The budget asked for ({@code budgetMillis}), never more than the server's cap. */
    private Duration budget(RequestFields in) {
        long millis = in.optionalLong("budgetMillis", cap.toMillis());
        if (millis <= 0) {
            throw ApiException.badRequest("budgetMillis", "'budgetMillis' must be positive, got " + millis);
        }
        Duration asked = Duration.ofMillis(millis);
        return asked.compareTo(cap) < 0 ? asked : cap;
    }

    private void reachable(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        List<Long> tiles = in.requiredLongs("tiles");
        long min = in.optionalLong("min", 1);
        long max = in.requiredLong("max");
        if (max >= min && max - min >= MAX_RANGE) {
            throw ApiException.badRequest("max", "the range 'min' to 'max' holds at most " + MAX_RANGE
                    + " targets, got " + min + " to " + max);
        }
        long[] array = tiles.stream().mapToLong(Long::longValue).toArray();
        long[] targets = gate.run(() -> Chiffres.reachableTargets(min, max, array));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tiles", tiles);
        out.put("min", min);
        out.put("max", max);
        out.put("count", targets.length);
        out.put("targets", targets);
        ctx.json(out);
    }

    private void analysis(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        long target = in.requiredLong("target");
        List<Long> tiles = in.requiredLongs("tiles");
        Variant variant = in.optionalName("variant", null, Names.VARIANTS::get, Names.VARIANT_NAMES);
        if (tiles.size() > MAX_ANALYSIS_TILES) {
            throw ApiException.badRequest("tiles", "an analysis takes at most " + MAX_ANALYSIS_TILES + " tiles, got "
                    + tiles.size());
        }
        Rules rules = NumbersRules.of(in, variant);
        if (rules.arithmetic() != Arithmetic.POSITIVE_INTEGERS && tiles.size() > MAX_EXACT_ANALYSIS_TILES) {
            throw ApiException.badRequest("tiles", "an analysis in " + rules.arithmetic() + " takes at most "
                    + MAX_EXACT_ANALYSIS_TILES + " tiles, got " + tiles.size());
        }
        Problem problem = new Problem(target, tiles, rules);
        Analysis analysis = gate.run(() -> Analysis.of(problem));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("target", target);
        out.put("tiles", tiles);
        out.put("hint", analysis.hint() == null ? null : analysis.hint().toString());
        out.put("difficulty", analysis.difficulty());
        out.put("obviousLargeProduct", analysis.obviousLargeProduct());
        out.put("result", JsonShapes.of(analysis.result(), false));
        ctx.json(out);
    }
}
