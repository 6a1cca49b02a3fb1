package chiffreslettres.server;

import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.server.http.ClientLimits;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.scrabble.ScrabbleLists;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How a {@link ChiffresLettresServer} listens and what it allows. Immutable; start from
 * {@link #defaults()} and change what you need with the {@code with} methods.
 *
 * @param host             the address to bind, {@code 127.0.0.1} by default (loopback only)
 * @param port             the TCP port, 0 to 65,535; 0 picks a free port ({@link ChiffresLettresServer#port()})
 * @param searchCap        the longest any one search may run, whatever the request asks; positive
 * @param maxBodyBytes     the largest request body accepted, in bytes; larger ones get 413
 * @param runningSearches  how many searches run at once, at least 1
 * @param waitingSearches  how many more may wait for one of those; beyond, a request gets 503 at once
 * @param database         the JDBC URL of the records' database ({@link chiffreslettres.server.store.Database})
 * @param limits           what one client address may use: rooms a minute, sockets ({@link ClientLimits})
 * @param scrabbleLists    Scrabble word lists offered beside the shipped ones, in the order given
 * @param sharedRooms      whether this server shares its database with others behind a proxy that sends each
 *                         room's players to one server: a room is then taken up from the database when its
 *                         players arrive (not every room at the start), and a room its players left is
 *                         forgotten, not closed, since another server may hold it
 */
public record ServerOptions(String host, int port, Duration searchCap, long maxBodyBytes, int runningSearches,
        int waitingSearches, String database, ClientLimits limits, List<ScrabbleList> scrabbleLists,
        boolean sharedRooms) {

    /**
     * A Scrabble word list the server offers for its language, beside the every-form list and the lists
     * shipped with the library ({@link chiffreslettres.Scrabble#lists}).
     *
     * @param language the language, whose tiles the lexicon is in
     * @param name     how the page and the API name it: 1 to 40 letters, digits, {@code .}, {@code _} or
     *                 {@code -}, not {@value #EVERY_FORM} nor a shipped list's name ({@code NWL2023}, {@code club})
     * @param lexicon  its words
     */
    public record ScrabbleList(Language language, String name, Lexicon lexicon) {
        /** The name of a language's every-form list. */
        public static final String EVERY_FORM = ScrabbleLists.EVERY_FORM;

        /**
         * @throws IllegalArgumentException if the name is not of that form or names a shipped list, or the lexicon is
         *     of another language's tiles
         * @throws NullPointerException if an argument is null
         */
        public ScrabbleList {
            Objects.requireNonNull(language, "language");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(lexicon, "lexicon");
            if (!name.matches("[A-Za-z0-9._-]{1,40}")) {
                throw new IllegalArgumentException("name: 1 to 40 letters, digits, '.', '_' or '-', got \"" + name + "\"");
            }
            if (name.equals(EVERY_FORM) || chiffreslettres.Scrabble.lists(language).containsKey(name)) {
                throw new IllegalArgumentException("name: \"" + name + "\" is the name of a list the library ships for "
                        + language + "; give yours another");
            }
            if (!lexicon.tiles().equals(chiffreslettres.scrabble.TileSet.of(language))) {
                throw new IllegalArgumentException("lexicon: in the " + lexicon.tiles().name() + " tiles, not " + language + "'s");
            }
        }

        /**
         * A list given as {@code LANG:NAME=FILE} ({@code en:club=words.txt}, the {@code --scrabble-words} option):
         * its file built into a lexicon, or read from the user's cache ({@link PlayersWords#lexicon}).
         *
         * @throws IllegalArgumentException naming the option when the text is not of that form, the language
         *     is unknown, the file cannot be read or is no word list
         */
        public static ScrabbleList read(String given) {
            int colon = given.indexOf(':');
            int equals = given.indexOf('=');
            if (colon < 1 || equals < colon + 2 || equals == given.length() - 1) {
                throw new IllegalArgumentException("--scrabble-words: LANG:NAME=FILE (en:club=words.txt), got '" + given + "'");
            }
            Language language = Names.LANGUAGES.get(given.substring(0, colon));
            if (language == null) {
                throw new IllegalArgumentException("--scrabble-words: the language is one of " + Names.LANGUAGE_NAMES
                        + ", got '" + given.substring(0, colon) + "'");
            }
            try {
                java.io.PrintWriter err = new java.io.PrintWriter(System.err, true);
                return new ScrabbleList(language, given.substring(colon + 1, equals),
                        PlayersWords.lexicon("--scrabble-words " + given, language,
                                java.nio.file.Path.of(given.substring(equals + 1)), err));
            } catch (java.io.IOException e) {
                throw new IllegalArgumentException("--scrabble-words: " + given.substring(equals + 1) + " cannot be read: "
                        + e.getMessage());
            }
        }
    }

    /** The default cap on one search. */
    public static final Duration DEFAULT_SEARCH_CAP = Duration.ofSeconds(2);

    /**
     * @throws IllegalArgumentException if a number is out of its range
     * @throws NullPointerException     if {@code host} or {@code searchCap} is null
     */
    public ServerOptions {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(searchCap, "searchCap");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(limits, "limits");
        scrabbleLists = List.copyOf(scrabbleLists);
        for (int i = 0; i < scrabbleLists.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (scrabbleLists.get(i).language() == scrabbleLists.get(j).language()
                        && scrabbleLists.get(i).name().equals(scrabbleLists.get(j).name())) {
                    throw new IllegalArgumentException("scrabbleLists: two " + scrabbleLists.get(i).language() + " lists named "
                            + scrabbleLists.get(i).name());
                }
            }
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port: 0 to 65535, got " + port);
        }
        if (searchCap.isNegative() || searchCap.isZero()) {
            throw new IllegalArgumentException("searchCap must be positive, got " + searchCap);
        }
        if (maxBodyBytes < 1) {
            throw new IllegalArgumentException("maxBodyBytes must be at least 1, got " + maxBodyBytes);
        }
        if (runningSearches < 1 || waitingSearches < 0) {
            throw new IllegalArgumentException("runningSearches must be at least 1 and waitingSearches at least 0, got "
                    + runningSearches + " and " + waitingSearches);
        }
    }

    /**
     * Loopback on port 8080, searches capped at 2 s, bodies up to 64 KiB, as many searches at once as
     * there are processors and 256 more waiting, records in an embedded database in memory (gone at exit;
     * {@code serve} keeps them in a file), {@link ClientLimits#defaults()}.
     */
    public static ServerOptions defaults() {
        return new ServerOptions("127.0.0.1", 8080, DEFAULT_SEARCH_CAP, 64 * 1024,
                Runtime.getRuntime().availableProcessors(), 256, chiffreslettres.server.store.Database.inMemory(),
                ClientLimits.defaults(), List.of(), false);
    }

    /** The same options with other limits per client. */
    public ServerOptions withLimits(ClientLimits limits) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits,
                scrabbleLists, sharedRooms);
    }

    /** The same options with the records in another database (a JDBC URL, H2 or PostgreSQL). */
    public ServerOptions withDatabase(String database) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits,
                scrabbleLists, sharedRooms);
    }

    /** The same options on another address. */
    public ServerOptions withHost(String host) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits,
                scrabbleLists, sharedRooms);
    }

    /** The same options on another port (0: any free port). */
    public ServerOptions withPort(int port) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits,
                scrabbleLists, sharedRooms);
    }

    /** The same options with another cap on one search. */
    public ServerOptions withSearchCap(Duration searchCap) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits,
                scrabbleLists, sharedRooms);
    }

    /** The same options with another limit on request bodies. */
    public ServerOptions withMaxBodyBytes(long maxBodyBytes) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits,
                scrabbleLists, sharedRooms);
    }

    /**
     * The same options offering one more Scrabble word list.
     *
     * @throws IllegalArgumentException if a list of that language already has that name
     */
    public ServerOptions withScrabbleList(ScrabbleList list) {
        List<ScrabbleList> more = new ArrayList<>(scrabbleLists);
        more.add(Objects.requireNonNull(list, "list"));
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits, more, sharedRooms);
    }

    /** The same options with other limits on searches running and waiting. */
    public ServerOptions withSearches(int running, int waiting) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, running, waiting, database, limits, scrabbleLists, sharedRooms);
    }

    /** The same options with rooms shared with other servers on the same database, or not. */
    public ServerOptions withSharedRooms(boolean shared) {
        return new ServerOptions(host, port, searchCap, maxBodyBytes, runningSearches, waitingSearches, database, limits,
                scrabbleLists, shared);
    }
}
