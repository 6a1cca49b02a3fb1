package chiffreslettres.examples.cli;

import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.SearchStats;
import chiffreslettres.chiffres.Step;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The machine-readable forms of results, written with Jackson, one object per line. */
final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    /** One line of JSON. */
    static String write(Map<String, Object> object) {
        try {
            return MAPPER.writeValueAsString(object);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** A numbers result: the best solution always, the listed solutions when {@code all}. */
    static Map<String, Object> of(Result result, boolean all) {
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
        out.put("stats", of(result.stats()));
        return out;
    }

    private static Map<String, Object> of(Expression e, boolean withSteps) {
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
    static Map<String, Object> of(LetterResult result) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rack", result.rack().text());
        out.put("dictionary", result.dictionary());
        out.put("longestLength", result.longestLength());
        List<Map<String, Object>> words = result.matches().stream().map(Json::of).toList();
        out.put("words", words);
        return out;
    }

    private static Map<String, Object> of(WordMatch match) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("word", match.word());
        out.put("length", match.length());
        out.put("blanks", match.blanks());
        return out;
    }

    /** An error, for one line of a batch. */
    static Map<String, Object> error(int line, String input, String message) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("line", line);
        out.put("input", input);
        out.put("error", message);
        return out;
    }
}
