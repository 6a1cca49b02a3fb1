package chiffreslettres.server;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Records over HTTP: a new player's id and secret ({@link PlayerKeys}), a player's result on a day's
 * puzzles (judged here, the first of a day kept; it needs the secret, and gives the day's best answers
 * back once recorded), the day's leaderboard, and a player's figures (all with the secret, the public ones
 * without). A player is that id and an optional display name; nothing else about them is kept.
 */
final class RecordsApi {

    private final Records records;

    RecordsApi(Records records) {
        this.records = records;
    }

    void register(Javalin app) {
        app.post("/api/players", ctx -> ctx.status(201).json(PlayerKeys.issue(records)));
        app.post("/api/daily/result", this::result);
        app.get("/api/daily/leaderboard", this::leaderboard);
        app.get("/api/players/{id}/stats", this::stats);
    }

    private static String player(String id, String field) {
        if (!Records.isPlayerId(id)) {
            throw ApiException.badRequest(field, "'" + field + "' is the player's id, a UUID in lower case");
        }
        return id;
    }

    private void result(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Variant variant = PlayApi.variant(in);
        LocalDate date = DailyDates.played(PlayApi.date(in), Instant.now());
        Daily daily = Daily.of(variant, date);
        String player = player(in.optionalString("player", null), "player");
        PlayerKeys.require(records, player, PlayerKeys.secret(ctx, in));
        String name = in.optionalString("name", null);
        String shown = name == null || name.isBlank() ? null : ScrabbleGameJson.personName(name, "name");
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
        Variant variant = PlayApi.variant(in);
        LocalDate date = PlayApi.date(in);
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

    /**
     * A player's figures: all of them with the secret, else the public ones (how much they played, their
     * ratings).
     */
    private void stats(Context ctx) {
        String id = player(ctx.pathParam("id"), "id");
        Records.PlayerStats s = records.stats(id);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("days", s.days());
        Map<String, Object> ratings = new LinkedHashMap<>();
        for (Records.PlayerRating r : records.ratings(id)) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("rating", Math.round(r.rating()));
            one.put("deviation", Math.round(r.deviation()));
            one.put("volatility", Math.round(r.volatility() * 100_000) / 100_000.0);
            one.put("games", r.games());
            ratings.put(r.kind(), one);
        }
        out.put("ratings", ratings);
        if (!PlayerKeys.holds(records, id, PlayerKeys.secret(ctx, null))) {
            out.put("games", s.games());
            out.put("public", true);
            ctx.json(out);
            return;
        }
        out.put("public", false);
        out.put("totalPoints", s.totalPoints());
        out.put("bestPoints", s.bestPoints());
        out.put("meanPoints", Math.round(s.meanPoints() * 10) / 10.0);
        out.put("games", s.games());
        out.put("won", s.won());
        out.put("drawn", s.drawn());
        out.put("lost", s.lost());
        ctx.json(out);
    }
}
