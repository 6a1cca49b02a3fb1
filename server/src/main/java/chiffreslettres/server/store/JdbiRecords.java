package chiffreslettres.server.store;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/** {@link Records} in SQL through JDBI, on a pooled data source. Thread-safe. */
final class JdbiRecords implements Records {

    /** A room not finished as a query of its code, spec, round_seconds, seats and game reads it. */
    private static final org.jdbi.v3.core.mapper.RowMapper<SavedRoom> OPEN_ROOM = (rs, ctx) -> new SavedRoom(
            rs.getString("code"), rs.getString("spec"), (Integer) rs.getObject("round_seconds"), rs.getString("seats"),
            rs.getString("game"), false, null, List.of());

    /** SQLSTATE of a unique or primary-key violation (H2 and PostgreSQL; SQLite gives none). */
    private static final String UNIQUE_VIOLATION = "23505";
    /** SQLSTATE of H2's "concurrent update" refusal of a row another transaction changed. */
    private static final String CONCURRENT_UPDATE = "90131";
    /** SQLSTATE of PostgreSQL's refusal of a statement in a transaction an earlier error aborted. */
    private static final String IN_FAILED_TRANSACTION = "25P02";
    /**
     * How many times a finished room's save is tried when another transaction rated one of its players first;
     * each try after the first waits a random 1 to {@value #MAX_PAUSE_MILLIS} ms first, so that two savers of
     * one player's games do not meet again at once.
     */
    private static final int SAVE_ATTEMPTS = 20;
    /** The longest pause before a save is tried again, in milliseconds. */
    private static final int MAX_PAUSE_MILLIS = 32;

    private final HikariDataSource pool;
    private final Jdbi jdbi;

    JdbiRecords(HikariDataSource pool, boolean sqlite) {
        this.pool = pool;
        this.jdbi = Jdbi.create(pool);
        if (sqlite) {
            SqliteValues.register(jdbi);
        }
    }

    private static OffsetDateTime utc(Instant at) {
        return at.atOffset(ZoneOffset.UTC);
    }

    @Override
    public void player(String id, String displayName) {
        jdbi.useTransaction(h -> addPlayer(h, id, displayName));
    }

    @Override
    public void register(String id, String secretHash) {
        try {
            jdbi.useHandle(h -> h.createUpdate("INSERT INTO players (id, display_name, created_at, secret_hash) "
                    + "VALUES (:id, NULL, :at, :hash)").bind("id", id).bind("at", utc(Instant.now()))
                    .bind("hash", secretHash).execute());
        } catch (UnableToExecuteStatementException e) {
            if (isUniqueViolation(e)) {
                throw new IllegalStateException("the player id " + id + " is taken", e);
            }
            throw e;
        }
    }

    @Override
    public boolean holds(String id, String secretHash) {
        List<String> stored = jdbi.withHandle(h -> h.createQuery("SELECT secret_hash FROM players WHERE id = :id "
                + "AND secret_hash IS NOT NULL UNION ALL SELECT secret_hash FROM player_secrets WHERE player_id = :id")
                .bind("id", id).mapTo(String.class).list());
        byte[] given = secretHash.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        boolean match = false;
        for (String one : stored) {
            match |= java.security.MessageDigest.isEqual(one.getBytes(java.nio.charset.StandardCharsets.US_ASCII), given);
        }
        return match;
    }

    @Override
    public Optional<String> displayName(String id) {
        return jdbi.withHandle(h -> h.createQuery("SELECT display_name FROM players WHERE id = :id").bind("id", id)
                .mapTo(String.class).findOne());
    }

    @Override
    public void addSecret(String id, String secretHash) {
        jdbi.useHandle(h -> h.createUpdate("INSERT INTO player_secrets (player_id, secret_hash, added_at) "
                + "VALUES (:id, :hash, :at)").bind("id", id).bind("hash", secretHash).bind("at", utc(Instant.now()))
                .execute());
    }

    @Override
    public void saveTransfer(String codeHash, String playerId, Instant expires) {
        jdbi.useTransaction(h -> {
            h.createUpdate("DELETE FROM player_transfers WHERE player_id = :player").bind("player", playerId).execute();
            h.createUpdate("INSERT INTO player_transfers (code_hash, player_id, expires_at) VALUES (:code, :player, :expires)")
                    .bind("code", codeHash).bind("player", playerId).bind("expires", utc(expires)).execute();
        });
    }

    @Override
    public Optional<String> takeTransfer(String codeHash, Instant now) {
        return jdbi.inTransaction(h -> {
            h.createUpdate("DELETE FROM player_transfers WHERE expires_at <= :now").bind("now", utc(now)).execute();
            Optional<String> player = h.createQuery("SELECT player_id FROM player_transfers WHERE code_hash = :code")
                    .bind("code", codeHash).mapTo(String.class).findOne();
            // Only the request whose delete removed the row gets the player: a code is used once.
            boolean taken = player.isPresent() && h.createUpdate("DELETE FROM player_transfers WHERE code_hash = :code")
                    .bind("code", codeHash).execute() == 1;
            return taken ? player : Optional.<String>empty();
        });
    }

    @Override
    public List<DailyResult> dailyResults(String playerId, int limit) {
        return jdbi.withHandle(h -> h.createQuery("SELECT variant, puzzle_day, points, finished_at FROM daily_results "
                + "WHERE player_id = :player ORDER BY puzzle_day DESC, variant LIMIT :limit")
                .bind("player", playerId).bind("limit", limit)
                .map((rs, ctx) -> new DailyResult(rs.getString("variant"), LocalDate.parse(rs.getString("puzzle_day")),
                        playerId, rs.getInt("points"),
                        ctx.findColumnMapperFor(OffsetDateTime.class).orElseThrow().map(rs, "finished_at", ctx).toInstant()))
                .list());
    }

    /** Adds the player, or changes their display name (null keeps it), in the handle's transaction. */
    private static void addPlayer(Handle h, String id, String displayName) {
        int changed = displayName == null
                ? h.createQuery("SELECT COUNT(*) FROM players WHERE id = :id").bind("id", id).mapTo(Integer.class).one()
                : h.createUpdate("UPDATE players SET display_name = :name WHERE id = :id")
                        .bind("id", id).bind("name", displayName).execute();
        if (changed == 0) {
            try {
                h.createUpdate("INSERT INTO players (id, display_name, created_at) VALUES (:id, :name, :at)")
                        .bind("id", id).bind("name", displayName).bind("at", utc(Instant.now())).execute();
            } catch (UnableToExecuteStatementException e) {
                if (!isUniqueViolation(e)) {
                    throw e;
                }
            }
        }
    }

    @Override
    public DailyResult saveDailyResult(DailyResult r) {
        try {
            jdbi.useHandle(h -> h.createUpdate("INSERT INTO daily_results (variant, puzzle_day, player_id, points, finished_at) "
                    + "VALUES (:variant, :day, :player, :points, :at)")
                    .bind("variant", r.variant()).bind("day", r.day()).bind("player", r.playerId())
                    .bind("points", r.points()).bind("at", utc(r.at())).execute());
            return r;
        } catch (UnableToExecuteStatementException e) {
            if (!isUniqueViolation(e)) {
                throw e;
            }
        }
        return jdbi.withHandle(h -> h.createQuery("SELECT points, finished_at FROM daily_results "
                + "WHERE variant = :variant AND puzzle_day = :day AND player_id = :player")
                .bind("variant", r.variant()).bind("day", r.day()).bind("player", r.playerId())
                .map((rs, ctx) -> new DailyResult(r.variant(), r.day(), r.playerId(), rs.getInt("points"),
                        ctx.findColumnMapperFor(OffsetDateTime.class).orElseThrow().map(rs, "finished_at", ctx).toInstant()))
                .one());
    }

    /**
     * Whether the database refused a write because another transaction changed the row first (H2), or
     * refused the rest of a transaction after such a refusal (PostgreSQL, after a player both added).
     */
    private static boolean isConcurrentUpdate(UnableToExecuteStatementException e) {
        return e.getCause() instanceof SQLException sql && (CONCURRENT_UPDATE.equals(sql.getSQLState())
                || IN_FAILED_TRANSACTION.equals(sql.getSQLState()));
    }

    private static boolean isUniqueViolation(UnableToExecuteStatementException e) {
        return e.getCause() instanceof SQLException sql
                && (UNIQUE_VIOLATION.equals(sql.getSQLState()) || SqliteValues.isUniqueViolation(sql));
    }

    @Override
    public List<Standing> leaderboard(String variant, LocalDate day, int limit) {
        return jdbi.withHandle(h -> h.createQuery("SELECT p.display_name, r.points, "
                + "(SELECT COUNT(*) FROM daily_results b WHERE b.variant = r.variant AND b.puzzle_day = r.puzzle_day "
                + "AND b.points > r.points) + 1 AS standing "
                + "FROM daily_results r JOIN players p ON p.id = r.player_id "
                + "WHERE r.variant = :variant AND r.puzzle_day = :day ORDER BY r.points DESC, r.finished_at, r.player_id LIMIT :limit")
                .bind("variant", variant).bind("day", day).bind("limit", limit)
                .map((rs, ctx) -> new Standing(rs.getInt("standing"), rs.getString("display_name"), rs.getInt("points")))
                .list());
    }

    @Override
    public Optional<Integer> rank(String variant, LocalDate day, String playerId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT (SELECT COUNT(*) FROM daily_results b WHERE b.variant = r.variant "
                + "AND b.puzzle_day = r.puzzle_day AND b.points > r.points) + 1 AS standing FROM daily_results r "
                + "WHERE r.variant = :variant AND r.puzzle_day = :day AND r.player_id = :player")
                .bind("variant", variant).bind("day", day).bind("player", playerId)
                .mapTo(Integer.class).findOne());
    }

    @Override
    public PlayerStats stats(String playerId) {
        return jdbi.withHandle(h -> {
            int[] outcomes = new int[Outcome.values().length];
            h.createQuery("SELECT outcome, COUNT(*) AS n FROM room_results WHERE player_id = :player GROUP BY outcome")
                    .bind("player", playerId)
                    .map((rs, ctx) -> outcomes[Outcome.valueOf(rs.getString("outcome")).ordinal()] = rs.getInt("n"))
                    .list();
            int won = outcomes[Outcome.WON.ordinal()];
            int drawn = outcomes[Outcome.DRAWN.ordinal()];
            int lost = outcomes[Outcome.LOST.ordinal()];
            return h.createQuery("SELECT COUNT(*) AS days, COALESCE(SUM(points), 0) AS total, "
                    + "COALESCE(MAX(points), 0) AS best FROM daily_results WHERE player_id = :player")
                    .bind("player", playerId)
                    .map((rs, ctx) -> {
                        int days = rs.getInt("days");
                        long total = rs.getLong("total");
                        return new PlayerStats(days, total, rs.getInt("best"), days == 0 ? 0 : (double) total / days,
                                won + drawn + lost, won, drawn, lost);
                    }).one();
        });
    }

    @Override
    public boolean saveRoom(SavedRoom room, String holder) {
        // A rating another server changed meanwhile (or a first rating it wrote first) sends the whole
        // transaction round again, on the ratings as they are now.
        for (int attempt = 1; ; attempt++) {
            try {
                return saveRoomOnce(room, holder);
            } catch (RatingsTable.Conflict | UnableToExecuteStatementException e) {
                if (attempt == SAVE_ATTEMPTS || e instanceof UnableToExecuteStatementException u && !isUniqueViolation(u)
                        && !isConcurrentUpdate(u)) {
                    throw e;
                }
                pauseBeforeRetry(attempt, e);
            }
        }
    }

    /** Waits a random 1 ms to 2^attempt ms (at most {@link #MAX_PAUSE_MILLIS}); rethrows {@code cause} if interrupted. */
    private static void pauseBeforeRetry(int attempt, RuntimeException cause) {
        try {
            Thread.sleep(1 + ThreadLocalRandom.current().nextInt(Math.min(MAX_PAUSE_MILLIS, 1 << attempt)));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw cause;
        }
    }

    private boolean saveRoomOnce(SavedRoom room, String holder) {
        OffsetDateTime at = utc(Instant.now());
        return jdbi.inTransaction(h -> {
            int changed = h.createUpdate("UPDATE rooms SET seats = :seats, game = :game, updated_at = :at, "
                    + "finished_at = CASE WHEN :finished AND finished_at IS NULL THEN :at ELSE finished_at END"
                    + (holder == null ? "" : ", holder = :holder") + " WHERE code = :code"
                    + (holder == null ? "" : " AND (holder IS NULL OR holder = :holder)"))
                    .bind("code", room.code()).bind("seats", room.seats()).bindByType("game", room.game(), String.class)
                    .bind("finished", room.finished()).bind("at", at).bindByType("holder", holder, String.class).execute();
            if (changed == 0) {
                if (holder != null && h.createQuery("SELECT COUNT(*) FROM rooms WHERE code = :code").bind("code", room.code())
                        .mapTo(Integer.class).one() > 0) {
                    return false;
                }
                h.createUpdate("INSERT INTO rooms (code, spec, round_seconds, seats, game, finished_at, updated_at, holder) "
                        + "VALUES (:code, :spec, :seconds, :seats, :game, :finishedAt, :at, :holder)")
                        .bind("code", room.code()).bind("spec", room.spec()).bindByType("seconds", room.roundSeconds(), Integer.class)
                        .bind("seats", room.seats()).bindByType("game", room.game(), String.class)
                        .bindByType("finishedAt", room.finished() ? at : null, OffsetDateTime.class).bind("at", at)
                        .bindByType("holder", holder, String.class).execute();
            }
            if (room.finished() && !room.results().isEmpty() && h.createQuery(
                    "SELECT COUNT(*) FROM room_results WHERE room_code = :code").bind("code", room.code())
                    .mapTo(Integer.class).one() == 0) {
                for (RoomResult r : room.results()) {
                    addPlayer(h, r.playerId(), null);
                    h.createUpdate("INSERT INTO room_results (room_code, seat, player_id, game, points, place, outcome, "
                            + "finished_at) VALUES (:code, :seat, :player, :game, :points, :place, :outcome, :at)")
                            .bind("code", room.code()).bind("seat", r.seat()).bind("player", r.playerId())
                            .bind("game", room.gameKey()).bind("points", r.points()).bind("place", r.place())
                            .bind("outcome", r.outcome().name()).bind("at", at).execute();
                }
                RatingsTable.rate(h, room.gameKey(), room.results(), at);
            }
            return true;
        });
    }

    @Override
    public List<SavedRoom> openRooms(Instant since, int limit) {
        return jdbi.inTransaction(h -> {
            List<SavedRoom> open = h.createQuery("SELECT code, spec, round_seconds, seats, game FROM rooms "
                    + "WHERE finished_at IS NULL AND closed_at IS NULL AND updated_at > :since ORDER BY updated_at DESC "
                    + "LIMIT :limit")
                    .bind("since", utc(since)).bind("limit", limit)
                    .map(OPEN_ROOM)
                    .list();
            // Every other room not finished is stale or beyond the cap: closed for good.
            var close = h.createUpdate("UPDATE rooms SET closed_at = :at WHERE finished_at IS NULL AND closed_at IS NULL"
                    + (open.isEmpty() ? "" : " AND code NOT IN (<kept>)")).bind("at", utc(Instant.now()));
            if (!open.isEmpty()) {
                close.bindList("kept", open.stream().map(SavedRoom::code).toList());
            }
            close.execute();
            return open;
        });
    }

    @Override
    public Optional<SavedRoom> takeRoom(String code, Instant since, String holder) {
        return jdbi.inTransaction(h -> {
            Optional<SavedRoom> open = h.createQuery("SELECT code, spec, round_seconds, seats, game FROM rooms "
                    + "WHERE code = :code AND finished_at IS NULL AND closed_at IS NULL AND updated_at > :since")
                    .bind("code", code).bind("since", utc(since))
                    .map(OPEN_ROOM)
                    .findOne();
            if (open.isPresent()) {
                h.createUpdate("UPDATE rooms SET holder = :holder WHERE code = :code").bind("code", code)
                        .bindByType("holder", holder, String.class).execute();
            }
            return open;
        });
    }

    @Override
    public void closeStaleRooms(Instant since) {
        jdbi.useHandle(h -> h.createUpdate("UPDATE rooms SET closed_at = :at WHERE finished_at IS NULL AND closed_at IS NULL "
                + "AND updated_at <= :since").bind("at", utc(Instant.now())).bind("since", utc(since)).execute());
    }

    @Override
    public String serverSecret(String name, String made) {
        try {
            jdbi.useHandle(h -> h.createUpdate("INSERT INTO server_secrets (secret_name, secret_value) VALUES (:name, :value)")
                    .bind("name", name).bind("value", made).execute());
        } catch (UnableToExecuteStatementException e) {
            if (!isUniqueViolation(e)) {
                throw e;
            }
        }
        return jdbi.withHandle(h -> h.createQuery("SELECT secret_value FROM server_secrets WHERE secret_name = :name")
                .bind("name", name).mapTo(String.class).one());
    }

    @Override
    public void closeRoom(String code) {
        jdbi.useHandle(h -> h.createUpdate("UPDATE rooms SET closed_at = :at WHERE code = :code AND finished_at IS NULL "
                + "AND closed_at IS NULL").bind("at", utc(Instant.now())).bind("code", code).execute());
    }

    @Override
    public List<PlayerRating> ratings(String playerId) {
        return jdbi.withHandle(h -> RatingsTable.of(h, playerId));
    }

    @Override
    public void check() {
        jdbi.useHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
    }

    @Override
    public void close() {
        pool.close();
    }
}
