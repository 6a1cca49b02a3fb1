package chiffreslettres.server.letters;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.json.GameJson;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The letters routes: the longest words, every word, and the exact anagrams of a rack. Dictionaries load
 * once, on first use, and are shared by every request ({@link Dictionaries} caches them).
 */
public final class LettersApi {

    public void register(Javalin app) {
        app.post("/api/letters/longest", ctx -> ctx.json(longest(ctx)));
        app.post("/api/letters/words", ctx -> ctx.json(JsonShapes.of(words(ctx))));
        app.post("/api/letters/anagrams", ctx -> ctx.json(JsonShapes.of(anagrams(ctx))));
    }

    /** The longest words, and for a reveal the longest words and the longest common word marked by commonness. */
    private static Map<String, Object> longest(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Dictionary dictionary = dictionary(in);
        String rack = in.requiredString("rack");
        LetterResult result = Lettres.in(dictionary).rack(rack).minCommonness(minCommonness(in, dictionary)).longest();
        Map<String, Object> out = new LinkedHashMap<>(JsonShapes.of(result));
        Language language = language(in);
        out.put("reveal", Map.of("bestWords", GameJson.words(dictionary, language, result.matches()),
                "longestCommon", GameJson.words(dictionary, language, CommonWords.longest(dictionary, language, rack))));
        return out;
    }

    private static LetterResult words(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Dictionary dictionary = dictionary(in);
        String rack = in.requiredString("rack");
        int limit = in.optionalInt("limit", 200);
        if (limit > RequestFields.MAX_LIMIT) {
            throw ApiException.badRequest("limit", "'limit' is at most " + RequestFields.MAX_LIMIT + ", got " + limit);
        }
        return Lettres.in(dictionary).rack(rack).minCommonness(minCommonness(in, dictionary)).words()
                .minLength(in.optionalInt("minLength", 1)).limit(limit).find();
    }

    private static LetterResult anagrams(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Dictionary dictionary = dictionary(in);
        return Lettres.in(dictionary).rack(in.requiredString("rack")).minCommonness(minCommonness(in, dictionary)).anagrams();
    }

    /**
     * The least commonness a request asks for: {@code minCommonness} (a class, 0 to 25), or {@code
     * commonest} (only words among the list's n commonest), or neither (every word).
     */
    static int minCommonness(RequestFields in, Dictionary dictionary) {
        if (in.has("minCommonness") && in.has("commonest")) {
            throw ApiException.badRequest("commonest", "give 'minCommonness' or 'commonest', not both");
        }
        if (in.has("commonest")) {
            return dictionary.commonnessOfCommonest(in.optionalInt("commonest", 0));
        }
        return in.optionalInt("minCommonness", 0);
    }

    /** The word list: {@code rules} (default all) in {@code lang}, by default the rules' language, else French. */
    static Dictionary dictionary(RequestFields in) {
        return Dictionaries.get(language(in), rules(in));
    }

    private static WordRules rules(RequestFields in) {
        return in.optionalName("rules", WordRules.ALL, Names.RULES::get, Names.RULES_NAMES);
    }

    /** The list's language: {@code lang}, by default the rules' language, else French. */
    private static Language language(RequestFields in) {
        Language ruled = Names.languageOf(rules(in));
        return in.optionalName("lang", ruled != null ? ruled : Language.FRENCH, Names.LANGUAGES::get,
                Names.LANGUAGE_NAMES);
    }
}
