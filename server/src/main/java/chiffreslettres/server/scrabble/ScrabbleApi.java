package chiffreslettres.server.scrabble;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.ScoredWord;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.json.ScrabbleJson;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;

/**
 * The Scrabble routes: a rack's words by score (or those that fit a pattern), and every legal move on a
 * board, best first. Lexicons are built once, on first use, and shared ({@link Scrabble#lexicon}).
 */
public final class ScrabbleApi {

    public void register(Javalin app) {
        app.post("/api/scrabble/words", ctx -> ctx.json(words(ctx)));
        app.post("/api/scrabble/moves", ctx -> ctx.json(moves(ctx)));
    }

    private static Map<String, Object> words(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Lexicon lexicon = lexicon(in);
        String rack = in.requiredString("rack");
        String pattern = in.optionalString("pattern", null);
        int limit = limit(in);
        List<ScoredWord> words = pattern == null ? lexicon.words(rack) : lexicon.matching(rack, pattern);
        return ScrabbleJson.words(rack, pattern, words, limit);
    }

    private static Map<String, Object> moves(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Lexicon lexicon = lexicon(in);
        String rack = in.requiredString("rack");
        int limit = limit(in);
        if (in.node("board") == null) {
            throw ApiException.badRequest("board", "'board' is missing: give {\"rows\": [15 strings]}");
        }
        Board board = ScrabbleJson.board(lexicon.tiles(), in.node("board"), "board");
        List<Move> moves = lexicon.moves(board, rack);
        return ScrabbleJson.moves(rack, moves, limit);
    }

    private static int limit(RequestFields in) {
        int limit = in.optionalInt("limit", 50);
        if (limit < 1 || limit > RequestFields.MAX_LIMIT) {
            throw ApiException.badRequest("limit", "'limit' is 1 to " + RequestFields.MAX_LIMIT + ", got " + limit);
        }
        return limit;
    }

    private static Lexicon lexicon(RequestFields in) {
        return Scrabble.gameLexicon(in.optionalName("lang", Language.FRENCH, Names.LANGUAGES::get, Names.LANGUAGE_NAMES));
    }
}
