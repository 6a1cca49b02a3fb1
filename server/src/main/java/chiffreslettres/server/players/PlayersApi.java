package chiffreslettres.server.players;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.server.daily.DailyDates;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.DisplayNames;
import chiffreslettres.server.http.PlayerKeys;
import chiffreslettres.server.http.RequestFields;
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
import java.util.TreeMap;

/**
 * Players over HTTP: a new player's id and secret ({@link PlayerKeys}), a player's figures (all with the
 * secret, the public ones without), their daily figures and name, and a one-time code that moves them to
 * another device ({@link TransferCodes}). A player is that id and an optional display name; nothing else about
 * them is kept.
 */
public final class PlayersApi {

    private final Records records;

    public PlayersApi(Records records) {
        this.records = records;
    }

    public void register(Javalin app) {
        app.post("/api/players", ctx -> ctx.status(201).json(PlayerKeys.issue(records)));
        app.get("/api/players/{id}/stats", this::stats);
        app.get("/api/players/{id}/dailies", this::dailies);
        app.put("/api/players/{id}/name", this::rename);
        app.post("/api/players/{id}/transfer", this::transfer);
        app.post("/api/players/claim", this::claim);
    }

    /** The most daily results a player's figures read (the newest). */
    static final int DAILY_RESULTS_READ = 800;

    /**
     * A player's daily figures per show they played ({@link DailyFigures}), with their secret; {@code today}
     * (the player's own day, a day being played somewhere) defaults to the day at UTC.
     */
    private void dailies(Context ctx) {
        String id = PlayerKeys.id(ctx.pathParam("id"), "id");
        PlayerKeys.require(records, id, PlayerKeys.secret(ctx, null));
        RequestFields in = RequestFields.ofQuery(ctx);
        String asked = in.optionalString("today", null);
        LocalDate today;
        try {
            today = asked == null ? LocalDate.now(java.time.ZoneOffset.UTC) : DailyDates.played(LocalDate.parse(asked), Instant.now());
        } catch (DateTimeParseException e) {
            throw ApiException.badRequest("today", "'today' is the player's own day, written 2026-11-28; got " + asked);
        }
        Map<String, List<Records.DailyResult>> byShow = new TreeMap<>();
        for (Records.DailyResult r : records.dailyResults(id, DAILY_RESULTS_READ)) {
            byShow.computeIfAbsent(r.variant(), k -> new ArrayList<>()).add(r);
        }
        Map<String, Object> shows = new LinkedHashMap<>();
        byShow.forEach((show, results) -> shows.put(show, DailyFigures.of(results, today).json()));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("today", today.toString());
        out.put("shows", shows);
        ctx.json(out);
    }

    /** Changes the player's display name, with their secret. */
    private void rename(Context ctx) {
        String id = PlayerKeys.id(ctx.pathParam("id"), "id");
        RequestFields in = RequestFields.ofBody(ctx);
        PlayerKeys.require(records, id, PlayerKeys.secret(ctx, in));
        String given = in.requiredString("name");
        if (given.isBlank()) {
            throw ApiException.badRequest("name", "'name' is " + DisplayNames.RULE + ", and not \"Computer\"");
        }
        String name = DisplayNames.personName(given, "name");
        records.player(id, name);
        ctx.json(Map.of("name", name));
    }

    /** A one-time code that moves the player to another device, with their secret; it replaces any earlier code. */
    private void transfer(Context ctx) {
        String id = PlayerKeys.id(ctx.pathParam("id"), "id");
        RequestFields in = RequestFields.ofBody(ctx);
        PlayerKeys.require(records, id, PlayerKeys.secret(ctx, in));
        String code = TransferCodes.next();
        Instant expires = Instant.now().plus(TransferCodes.LIFETIME);
        records.saveTransfer(PlayerKeys.hash(TransferCodes.normalized(code, "code")), id, expires);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", code);
        out.put("expiresAt", expires.toString());
        out.put("expiresInSeconds", TransferCodes.LIFETIME.toSeconds());
        ctx.status(201).json(out);
    }

    /**
     * Uses a transfer code: the player it names, with a new secret of this device's own (the other device
     * keeps its own); the code is then spent.
     */
    private void claim(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        String code = TransferCodes.normalized(in.requiredString("code"), "code");
        String id = records.takeTransfer(PlayerKeys.hash(code), Instant.now()).orElseThrow(() -> new ApiException(422,
                "Transfer code not valid", "'code': no transfer is waiting for this code; a code can be used once, for "
                        + TransferCodes.LIFETIME.toMinutes() + " minutes: show a new one on the other device", "code", 0));
        String secret = PlayerKeys.newSecret();
        records.addSecret(id, PlayerKeys.hash(secret));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("secret", secret);
        out.put("name", records.displayName(id).orElse(null));
        ctx.json(out);
    }


    /**
     * A player's figures: all of them with the secret, else the public ones (how much they played, their
     * ratings).
     */
    private void stats(Context ctx) {
        String id = PlayerKeys.id(ctx.pathParam("id"), "id");
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
        out.put("name", records.displayName(id).orElse(null));
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
