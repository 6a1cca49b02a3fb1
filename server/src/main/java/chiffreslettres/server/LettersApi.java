package chiffreslettres.server;

import chiffreslettres.Lettres;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordRules;
import io.javalin.Javalin;
import io.javalin.http.Context;

/**
 * The letters routes: the longest words, every word, and the exact anagrams of a rack. Dictionaries load
 * once, on first use, and are shared by every request ({@link Dictionaries} caches them).
 */
final class LettersApi {

    /** The most words one answer lists. */
    static final int MAX_LIMIT = 10_000;

    void register(Javalin app) {
        app.post("/api/letters/longest", ctx -> ctx.json(JsonShapes.of(longest(ctx))));
        app.post("/api/letters/words", ctx -> ctx.json(JsonShapes.of(words(ctx))));
        app.post("/api/letters/anagrams", ctx -> ctx.json(JsonShapes.of(anagrams(ctx))));
    }

    private static LetterResult longest(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        return Lettres.in(dictionary(in)).rack(in.requiredString("rack")).longest();
    }

    private static LetterResult words(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Dictionary dictionary = dictionary(in);
        String rack = in.requiredString("rack");
        int limit = in.optionalInt("limit", 200);
        if (limit > MAX_LIMIT) {
            throw ApiException.badRequest("limit", "'limit' is at most " + MAX_LIMIT + ", got " + limit);
        }
        return Lettres.in(dictionary).rack(rack).words().minLength(in.optionalInt("minLength", 1)).limit(limit).find();
    }

    private static LetterResult anagrams(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        return Lettres.in(dictionary(in)).rack(in.requiredString("rack")).anagrams();
    }

    /** The word list: {@code rules} (default all) in {@code lang}, by default the rules' language, else French. */
    static Dictionary dictionary(RequestFields in) {
        WordRules rules = in.optionalName("rules", WordRules.ALL, Names.RULES::get, Names.RULES_NAMES);
        Language ruled = Names.languageOf(rules);
        Language language = in.optionalName("lang", ruled != null ? ruled : Language.FRENCH, Names.LANGUAGES::get,
                Names.LANGUAGE_NAMES);
        return Dictionaries.get(language, rules);
    }
}
