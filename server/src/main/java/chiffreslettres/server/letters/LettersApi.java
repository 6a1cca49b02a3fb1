package chiffreslettres.server.letters;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.lettres.Definitions;
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
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The letters routes: the longest words, every word, and the exact anagrams of a rack; what a word means.
 * Dictionaries load
 * once, on first use, and are shared by every request ({@link Dictionaries} caches them).
 */
public final class LettersApi {

    public void register(Javalin app) {
        app.post("/api/letters/longest", ctx -> ctx.json(longest(ctx)));
        app.post("/api/letters/words", ctx -> ctx.json(JsonShapes.of(words(ctx))));
        app.post("/api/letters/anagrams", ctx -> ctx.json(JsonShapes.of(anagrams(ctx))));
        app.get("/api/letters/definitions", ctx -> ctx.json(definitions(ctx)));
    }

    /** The longest word asked to be defined: longer than any word of the lists. */
    static final int MAX_DEFINED_LENGTH = 64;

    /**
     * What a word means ({@code lang}, default en; {@code word}): its definitions where the language has
     * them ({@link Definitions}), with their source, and a link to a dictionary a person can read.
     */
    private static Map<String, Object> definitions(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        Language language = in.optionalName("lang", Language.ENGLISH, Names.LANGUAGES::get, Names.LANGUAGE_NAMES);
        String word = in.requiredString("word").strip();
        if (word.length() > MAX_DEFINED_LENGTH) {
            throw ApiException.badRequest("word", "'word' is at most " + MAX_DEFINED_LENGTH + " letters, got "
                    + word.length());
        }
        List<Definitions.Definition> found;
        try {
            found = Definitions.of(language, word);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("word", "'" + e.getMessage().replaceFirst(": ", "': "));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("word", word.toLowerCase(Locale.ROOT));
        out.put("lang", language.code());
        out.put("source", Definitions.source(language).orElse(null));
        out.put("definitions", found.stream().map(d -> Map.of("headword", d.headword(),
                "partOfSpeech", d.partOfSpeech().name().toLowerCase(Locale.ROOT), "text", d.text())).toList());
        out.put("link", dictionaryLink(language, word.toLowerCase(Locale.ROOT)));
        return out;
    }

    /**
     * A dictionary a person can read the word in: the Real Academia's for Spanish (Cifras y Letras' own),
     * Wiktionary for English and French (the shows' dictionaries are not free to read online).
     */
    static String dictionaryLink(Language language, String word) {
        String path = URLEncoder.encode(word, StandardCharsets.UTF_8).replace("+", "%20");
        return switch (language) {
            case SPANISH -> "https://dle.rae.es/" + path;
            case FRENCH -> "https://fr.wiktionary.org/wiki/" + path;
            case ENGLISH -> "https://en.wiktionary.org/wiki/" + path;
        };
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
