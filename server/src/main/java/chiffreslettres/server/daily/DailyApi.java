package chiffreslettres.server.daily;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.DisplayNames;
import chiffreslettres.server.http.MessageLanguage;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.PlayerKeys;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.json.GameJson;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The day's puzzles over HTTP: the puzzles (no answers), an answer judged, the share text, and the records
 * of a day: a player's result (judged here, the first of a day kept; it needs the player's secret, and gives
 * the day's best answers back once recorded) and the day's leaderboard.
 */
public final class DailyApi {

    private final Records records;

    public DailyApi(Records records) {
        this.records = records;
    }

    public void register(Javalin app) {
        app.get("/api/daily", this::daily);
        app.post("/api/daily/answer", this::dailyAnswer);
        app.get("/api/daily/share", this::dailyShare);
        app.post("/api/daily/result", this::result);
        app.get("/api/daily/leaderboard", this::leaderboard);
    }

    static Variant variant(RequestFields in) {
        return in.optionalName("variant", Variant.COUNTDOWN, Names.VARIANTS::get, Names.VARIANT_NAMES);
    }

    /** The request's day (today in UTC by default), one whose puzzles are served ({@link DailyDates#served}). */
    static LocalDate date(RequestFields in) {
        String text = in.optionalString("date", null);
        if (text == null) {
            return LocalDate.now(java.time.ZoneOffset.UTC);
        }
        try {
            return DailyDates.served(LocalDate.parse(text), java.time.Instant.now());
        } catch (DateTimeParseException e) {
            throw ApiException.badRequest("date", "'date' must be a day as YYYY-MM-DD, got '" + text + "'");
        }
    }

    private void daily(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        ctx.json(GameJson.of(Daily.of(variant(in), date(in)), false));
    }

    private void dailyAnswer(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Variant variant = variant(in);
        Daily daily = Daily.of(variant, date(in));
        int index = in.optionalInt("puzzle", -1);
        if (index < 0 || index >= daily.challenges().size()) {
            throw ApiException.badRequest("puzzle", "'puzzle' must be the puzzle's index, 0 to "
                    + (daily.challenges().size() - 1) + ", got " + index);
        }
        Daily.Check check = daily.check(index, in.requiredString("answer"));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", Names.keyOf(variant));
        out.put("date", daily.date().toString());
        out.put("puzzle", index);
        out.put("accepted", check.accepted());
        out.put("message", check.message(MessageLanguage.of(ctx, in, "lang")));
        out.put("points", check.points());
        // A refusal of the answer's form (a slip) may be corrected; the best answers stay hidden as for any
        // answer until the player has recorded a result or the day is over everywhere.
        out.put("correctable", check.correctable());
        // A day still played somewhere shows its best answers only to a player who has recorded theirs.
        String player = in.optionalString("player", null);
        boolean shown = DailyDates.overEverywhere(daily.date(), java.time.Instant.now())
                || Records.isPlayerId(player) && PlayerKeys.holds(records, player, PlayerKeys.secret(ctx, in))
                && records.rank(Names.keyOf(variant), daily.date(), player).isPresent();
        out.put("bestShown", shown);
        if (!shown) {
            ctx.json(out);
            return;
        }
        out.put("best", check.best());
        if (daily.challenges().get(index) instanceof Daily.Letters letters) {
            LettersRound round = variant.letters().orElseThrow();
            Dictionary list = daily.wordList();
            out.put("reveal", Map.of("bestWords", GameJson.words(list, round.language(),
                    Lettres.in(list).rack(letters.rack()).longest().matches()), "longestCommon",
                    GameJson.words(list, round.language(), CommonWords.longest(list, round.language(), letters.rack()))));
        }
        ctx.json(out);
    }

    private void dailyShare(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        Daily daily = Daily.of(variant(in), date(in));
        List<Integer> points = new ArrayList<>();
        for (long p : in.requiredLongs("points")) {
            points.add((int) Math.max(-1, Math.min(p, 1_000)));
        }
        ctx.json(Map.of("text", daily.shareText(points, MessageLanguage.of(ctx, in, "lang"))));
    }

    private void result(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Variant variant = variant(in);
        LocalDate date = DailyDates.played(date(in), Instant.now());
        Daily daily = Daily.of(variant, date);
        String player = PlayerKeys.id(in.optionalString("player", null), "player");
        PlayerKeys.require(records, player, PlayerKeys.secret(ctx, in));
        String name = in.optionalString("name", null);
        String shown = name == null || name.isBlank() ? null : DisplayNames.personName(name, "name");
        JsonNode answers = in.node("answers");
        if (answers == null || !answers.isArray() || answers.size() != daily.challenges().size()) {
            throw ApiException.badRequest("answers", "'answers' is an array of " + daily.challenges().size()
                    + " answers, one per puzzle (\"\" for none)");
        }
        int points = 0;
        List<Integer> each = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            String answer = answers.get(i).asText("");
            int p = answer.isBlank() ? 0 : daily.check(i, answer).points();
            each.add(p);
            points += p;
        }
        String key = Names.keyOf(variant);
        records.player(player, shown);
        Records.DailyResult mine = new Records.DailyResult(key, date, player, points, Instant.now());
        Records.DailyResult kept = records.saveDailyResult(mine);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", key);
        out.put("date", date.toString());
        out.put("points", kept.points());
        out.put("perPuzzle", each);
        out.put("recorded", kept.equals(mine));
        out.put("rank", records.rank(key, date, player).orElse(null));
        List<List<String>> best = new ArrayList<>();
        for (int i = 0; i < daily.challenges().size(); i++) {
            best.add(daily.best(i));
        }
        out.put("best", best);
        ctx.json(out);
    }

    private void leaderboard(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        Variant variant = variant(in);
        LocalDate date = date(in);
        int limit = in.optionalInt("limit", 20);
        if (limit < 1 || limit > 100) {
            throw ApiException.badRequest("limit", "'limit' is 1 to 100, got " + limit);
        }
        List<Object> rows = new ArrayList<>();
        for (Records.Standing s : records.leaderboard(Names.keyOf(variant), date, limit)) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("rank", s.rank());
            row.put("name", s.name());
            row.put("points", s.points());
            rows.add(row);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", Names.keyOf(variant));
        out.put("date", date.toString());
        out.put("standings", rows);
        ctx.json(out);
    }
}
