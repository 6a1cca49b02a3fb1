package chiffreslettres.server.http;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.SearchStats;
import chiffreslettres.chiffres.Step;
import chiffreslettres.jeu.Census;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON forms of the library's results, one mapping for the command line's {@code --json} and the
 * HTTP API: plain maps and lists in a fixed key order, written by Jackson. Stateless and thread-safe.
 */
public final class JsonShapes {

    private static final ObjectMapper MAPPER = new ObjectMapper(
            JsonFactory.builder().addDecorator(new BrowserSafeIntegers()).build());

    private JsonShapes() {
    }

    /**
     * The mapper the server and the command line share: an integer beyond what a browser holds exactly
     * is written as a string ({@link BrowserSafeIntegers}).
     */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** One line of JSON. */
    public static String write(Map<String, Object> object) {
        try {
            return MAPPER.writeValueAsString(object);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** A numbers result: the best solution always, the listed solutions when {@code all}. */
    public static Map<String, Object> of(Result result, boolean all) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("target", result.target());
        out.put("tiles", result.problem().tiles());
        out.put("exact", result.isExact());
        out.put("distance", result.distance());
        out.put("bestValues", result.bestValues());
        out.put("steps", result.steps());
        out.put("best", of(result.best(), true));
        if (all) {
            out.put("solutions", result.solutions().stream().map(e -> of(e, false)).toList());
        }
        out.put("solutionCount", result.solutionCount());
        out.put("allSolutionsFound", result.allSolutionsFound());
        out.put("provenOptimal", result.isProvenOptimal());
        out.put("provenTiles", result.provenTiles());
        out.put("stats", of(result.stats()));
        return out;
    }

    static Map<String, Object> of(Expression e, boolean withSteps) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("infix", e.toInfix());
        out.put("ascii", e.toAscii());
        out.put("value", e.value());
        out.put("steps", e.steps());
        if (withSteps && e.isIntegral()) {
            out.put("lines", e.toSteps().stream().map(Step::toString).toList());
        }
        return out;
    }

    private static Map<String, Object> of(SearchStats stats) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("strategy", stats.strategy());
        out.put("nodes", stats.nodesVisited());
        out.put("operationsTried", stats.operationsTried());
        out.put("operationsValid", stats.operationsValid());
        out.put("elapsedMillis", stats.elapsed().toNanos() / 1e6);
        out.put("termination", stats.termination().name());
        return out;
    }

    /** A letters result. */
    public static Map<String, Object> of(LetterResult result) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rack", result.rack().text());
        out.put("dictionary", result.dictionary());
        out.put("longestLength", result.longestLength());
        List<Map<String, Object>> words = result.matches().stream().map(JsonShapes::of).toList();
        out.put("words", words);
        return out;
    }

    private static Map<String, Object> of(WordMatch match) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("word", match.word());
        out.put("length", match.length());
        out.put("blanks", match.blanks());
        out.put("commonness", match.commonness());
        return out;
    }

    /** A census report of a variant's numbers round. */
    public static Map<String, Object> of(Variant variant, Census.Report report) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", variant.name());
        out.put("minTarget", report.round().minTarget());
        out.put("maxTarget", report.round().maxTarget());
        out.put("selections", report.selectionCount());
        out.put("games", report.games());
        out.put("solvable", report.solvable());
        out.put("byLarge", report.byLarge().stream().map(row -> {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("large", row.large());
            r.put("selections", row.selections());
            r.put("games", row.games());
            r.put("solvable", row.solvable());
            return r;
        }).toList());
        return out;
    }

    /** An error, for one line of a batch. */
    public static Map<String, Object> error(int line, String input, String message) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("line", line);
        out.put("input", input);
        out.put("error", message);
        return out;
    }
}
