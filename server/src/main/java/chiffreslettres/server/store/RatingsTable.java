package chiffreslettres.server.store;

import chiffreslettres.server.ratings.Glicko2;
import chiffreslettres.server.store.Records.PlayerRating;
import chiffreslettres.server.store.Records.RoomResult;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;

/**
 * The ratings table: a finished room's game rated in the transaction that records its results. Each seat
 * with an id plays one game against each other such seat (won, drawn or lost by their points); every new
 * rating is computed from the ratings before the game ({@link Glicko2}, a rating period a game), then
 * written only if no other transaction changed it meanwhile ({@link Conflict} otherwise, and the caller
 * tries the whole transaction again).
 */
final class RatingsTable {

    /** Another transaction rated one of the players first: try again on its result. */
    static final class Conflict extends RuntimeException {
        Conflict(String playerId) {
            super("the rating of " + playerId + " changed meanwhile", null, false, false);
        }
    }

    private RatingsTable() {
    }

    /** The kind of rating a room's game counts for: 'scrabble' for Scrabble rooms, else 'duel'. */
    static String kindOf(String gameKey) {
        return gameKey.startsWith("scrabble") ? "scrabble" : "duel";
    }

    /** Rates the game of these results (at least two seats with an id), in the handle's transaction. */
    static void rate(Handle h, String gameKey, List<RoomResult> results, OffsetDateTime at) {
        if (results.size() < 2) {
            return;
        }
        String kind = kindOf(gameKey);
        Map<String, Stored> before = new HashMap<>();
        for (RoomResult r : results) {
            before.computeIfAbsent(r.playerId(), id -> read(h, id, kind));
        }
        Map<String, Glicko2.Rating> after = new HashMap<>();
        for (RoomResult r : results) {
            List<Glicko2.Game> games = new ArrayList<>();
            for (RoomResult other : results) {
                if (other.seat() != r.seat() && !other.playerId().equals(r.playerId())) {
                    double score = r.points() > other.points() ? 1 : r.points() == other.points() ? 0.5 : 0;
                    games.add(new Glicko2.Game(before.get(other.playerId()).rating(), score));
                }
            }
            if (!games.isEmpty() && !after.containsKey(r.playerId())) {
                after.put(r.playerId(), Glicko2.rate(before.get(r.playerId()).rating(), games, Glicko2.TAU));
            }
        }
        for (Map.Entry<String, Glicko2.Rating> e : after.entrySet()) {
            write(h, e.getKey(), kind, before.get(e.getKey()), e.getValue(), at);
        }
    }

    /** A player's rating as stored, with its games and version; a new player's when there is none (version -1). */
    private record Stored(Glicko2.Rating rating, int games, int version) {
    }

    private static Stored read(Handle h, String playerId, String kind) {
        return h.createQuery("SELECT rating, deviation, volatility, games, version FROM ratings "
                + "WHERE player_id = :player AND kind = :kind")
                .bind("player", playerId).bind("kind", kind)
                .map((rs, ctx) -> new Stored(new Glicko2.Rating(rs.getDouble("rating"), rs.getDouble("deviation"),
                        rs.getDouble("volatility")), rs.getInt("games"), rs.getInt("version")))
                .findOne().orElse(new Stored(Glicko2.Rating.unrated(), 0, -1));
    }

    private static void write(Handle h, String playerId, String kind, Stored before, Glicko2.Rating after,
            OffsetDateTime at) {
        if (before.version() < 0) {
            h.createUpdate("INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games, version, updated_at) "
                    + "VALUES (:player, :kind, :rating, :deviation, :volatility, 1, 0, :at)")
                    .bind("player", playerId).bind("kind", kind).bind("rating", after.rating())
                    .bind("deviation", after.deviation()).bind("volatility", after.volatility()).bind("at", at).execute();
            return;
        }
        int changed = h.createUpdate("UPDATE ratings SET rating = :rating, deviation = :deviation, volatility = :volatility, "
                + "games = games + 1, version = version + 1, updated_at = :at "
                + "WHERE player_id = :player AND kind = :kind AND version = :version")
                .bind("player", playerId).bind("kind", kind).bind("rating", after.rating())
                .bind("deviation", after.deviation()).bind("volatility", after.volatility()).bind("at", at)
                .bind("version", before.version()).execute();
        if (changed == 0) {
            throw new Conflict(playerId);
        }
    }

    /** A player's ratings, by kind. */
    static List<PlayerRating> of(Handle h, String playerId) {
        return h.createQuery("SELECT kind, rating, deviation, volatility, games FROM ratings WHERE player_id = :player "
                + "ORDER BY kind")
                .bind("player", playerId)
                .map((rs, ctx) -> new PlayerRating(rs.getString("kind"), rs.getDouble("rating"), rs.getDouble("deviation"),
                        rs.getDouble("volatility"), rs.getInt("games")))
                .list();
    }
}
