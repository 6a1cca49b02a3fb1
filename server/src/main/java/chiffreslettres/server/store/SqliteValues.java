package chiffreslettres.server.store;

import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.AbstractArgumentFactory;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.config.ConfigRegistry;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * How the embedded SQLite database keeps what it has no type for: an instant as fixed-width ISO-8601 text
 * in UTC ({@code 2026-11-25T19:47:03.123456Z}), so that text order is time order and {@code <}, {@code >}
 * and {@code ORDER BY} compare instants; a day as ISO-8601 text ({@code 2026-11-25}), whatever the time zone
 * of the machine. PostgreSQL keeps both in its own types.
 */
final class SqliteValues {

    private static final DateTimeFormatter INSTANT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'");

    private SqliteValues() {
    }

    /** Makes JDBI write and read instants and days in the forms above on this SQLite database. */
    static void register(Jdbi jdbi) {
        jdbi.registerArgument(new AbstractArgumentFactory<OffsetDateTime>(Types.VARCHAR) {
            @Override
            protected Argument build(OffsetDateTime value, ConfigRegistry config) {
                String text = INSTANT.format(value.withOffsetSameInstant(ZoneOffset.UTC));
                return (position, statement, ctx) -> statement.setString(position, text);
            }
        });
        jdbi.registerArgument(new AbstractArgumentFactory<LocalDate>(Types.VARCHAR) {
            @Override
            protected Argument build(LocalDate value, ConfigRegistry config) {
                String text = value.toString();
                return (position, statement, ctx) -> statement.setString(position, text);
            }
        });
        jdbi.registerColumnMapper(OffsetDateTime.class, (rs, column, ctx) -> {
            String text = rs.getString(column);
            return text == null ? null : OffsetDateTime.parse(text);
        });
    }

    /** Whether SQLite refused a row for a primary key or unique constraint (it gives no SQLSTATE). */
    static boolean isUniqueViolation(SQLException e) {
        return e instanceof SQLiteException s && (s.getResultCode() == SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY
                || s.getResultCode() == SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE);
    }
}
