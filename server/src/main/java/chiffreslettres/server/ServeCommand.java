package chiffreslettres.server;

import chiffreslettres.server.http.ClientLimits;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code serve}: runs the server until the process is stopped (Ctrl-C or SIGTERM), then shuts it down
 * gracefully. The same command for {@code java -jar chiffres-lettres-server.jar} and
 * {@code ./chiffres-lettres serve}.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serves the JSON API and the page to play every round, until stopped (Ctrl-C).")
public final class ServeCommand implements Callable<Integer> {

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "The address to bind (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for every address).")
    String host;

    @Option(names = "--port", defaultValue = "8080", description = "The port (default: ${DEFAULT-VALUE}; 0 for any free one).")
    int port;

    @Option(names = "--search-cap-ms", defaultValue = "2000",
            description = "The longest one search may run, in milliseconds (default: ${DEFAULT-VALUE}).")
    long searchCapMillis;

    @Option(names = "--max-body-bytes", defaultValue = "65536",
            description = "The largest request body accepted (default: ${DEFAULT-VALUE}).")
    long maxBodyBytes;

    @Option(names = "--db", paramLabel = "JDBC-URL",
            description = "Where records are kept: jdbc:postgresql://host:port/db?user=...&password=... for a deployment "
                    + "(default: an embedded SQLite database, ~/.chiffres-lettres/records.db).")
    String database;

    @Option(names = "--rooms-per-minute", defaultValue = "30",
            description = "Rooms one client address may open a minute (default: ${DEFAULT-VALUE}).")
    int roomsPerMinute;

    @Option(names = "--sockets-per-address", defaultValue = "50",
            description = "Sockets one client address may hold open (default: ${DEFAULT-VALUE}).")
    int socketsPerAddress;

    @Option(names = "--max-sockets", defaultValue = "10000",
            description = "Sockets the server holds open in all (default: ${DEFAULT-VALUE}).")
    int maxSockets;

    @Option(names = "--trusted-proxy", paramLabel = "ADDRESS",
            description = "A proxy in front (its address as the server sees it, e.g. 127.0.0.1) whose X-Forwarded-For "
                    + "names the client for the limits per address; repeat for several (default: none).")
    java.util.List<String> trustedProxies = new java.util.ArrayList<>();

    @Option(names = "--drain-seconds", defaultValue = "0",
            description = "On SIGTERM, answer GET /api/ready with 503 for this long before stopping, so that a proxy "
                    + "sends new players elsewhere first (default: ${DEFAULT-VALUE}).")
    int drainSeconds;

    @Option(names = "--shared-rooms",
            description = "This server shares its --db with others behind a proxy that sends each room's players to one "
                    + "server (docs/deploy.md): a room is taken up from the database when its players arrive, not every "
                    + "room at the start, and a room its players left is forgotten, not closed.")
    boolean sharedRooms;

    @Option(names = "--scrabble-words", paramLabel = "LANG:NAME=FILE",
            description = "Offer a Scrabble word list of one's own in the page and the API, by NAME, for the language LANG "
                    + "(en, fr or es): a file, one word a line (built once, then kept in the user's cache). Repeatable.")
    java.util.List<String> scrabbleWords = new java.util.ArrayList<>();

    /** Creates the command; picocli sets its options. */
    public ServeCommand() {
    }

    @Override
    public Integer call() throws InterruptedException {
        if (drainSeconds < 0 || drainSeconds > 3600) {
            throw new IllegalArgumentException("--drain-seconds: 0 to 3600 seconds, got " + drainSeconds);
        }
        java.nio.file.Path home = java.nio.file.Path.of(System.getProperty("user.home"), ".chiffres-lettres");
        if (database == null) {
            chiffreslettres.server.store.Database.earlierRecords(home).ifPresent(earlier -> System.err.println(
                    "Records of an earlier version are in " + home.resolve("records.mv.db") + "; this server keeps new "
                    + "ones in " + home.resolve("records.db") + ". To go on with the earlier ones: serve --db '" + earlier + "'"));
        }
        ServerOptions options = ServerOptions.defaults().withHost(host).withPort(port)
                .withLimits(new ClientLimits(roomsPerMinute, socketsPerAddress, maxSockets, java.util.Set.copyOf(trustedProxies)))
                .withSearchCap(Duration.ofMillis(searchCapMillis)).withMaxBodyBytes(maxBodyBytes)
                .withDatabase(database != null ? database : chiffreslettres.server.store.Database.embedded(home))
                .withSharedRooms(sharedRooms);
        if (sharedRooms && database == null) {
            throw new IllegalArgumentException("--shared-rooms: the servers share their rooms through one database; give "
                    + "it with --db jdbc:postgresql://...");
        }
        for (String given : scrabbleWords) {
            options = options.withScrabbleList(ServerOptions.ScrabbleList.read(given));
        }
        ChiffresLettresServer server = ChiffresLettresServer.start(options);
        System.err.println("chiffres-lettres listening on " + server.uri() + " (Ctrl-C to stop)");
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.drain();
            if (drainSeconds > 0) {
                try {
                    Thread.sleep(drainSeconds * 1000L);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            server.stop();
            stopped.countDown();
        }, "chiffres-lettres-shutdown"));
        stopped.await();
        return 0;
    }
}
