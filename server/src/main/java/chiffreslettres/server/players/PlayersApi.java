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
import chiffreslettres.server.http.PlayerKeys;
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
 * Players over HTTP: a new player's id and secret ({@link PlayerKeys}), and a player's figures (all with the
 * secret, the public ones without). A player is that id and an optional display name; nothing else about
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
