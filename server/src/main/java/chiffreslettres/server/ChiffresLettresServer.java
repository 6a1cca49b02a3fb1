package chiffreslettres.server;

import chiffreslettres.server.daily.DailyApi;
import chiffreslettres.server.games.GamesApi;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.ClientGate;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.http.ProblemDetails;
import chiffreslettres.server.http.Readiness;
import chiffreslettres.server.http.SealedSeeds;
import chiffreslettres.server.http.SearchGate;
import chiffreslettres.server.http.SecurityHeaders;
import chiffreslettres.server.letters.LettersApi;
import chiffreslettres.server.numbers.NumbersApi;
import chiffreslettres.server.players.PlayersApi;
import chiffreslettres.server.rooms.RoomPersistence;
import chiffreslettres.server.rooms.RoomRegistry;
import chiffreslettres.server.rooms.RoomsApi;
import chiffreslettres.server.rounds.RoundsApi;
import chiffreslettres.server.scrabble.ScrabbleApi;
import chiffreslettres.server.scrabble.ScrabbleGameApi;
import chiffreslettres.server.scrabble.ScrabbleLists;
import chiffreslettres.server.store.Database;
import chiffreslettres.server.store.Records;
import io.javalin.Javalin;
import io.javalin.http.HandlerType;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * The chiffres-lettres HTTP server: the JSON API under {@code /api} (described at {@code /openapi.json})
 * and the page to play every round at {@code /}. Start it embedded with {@link #start(ServerOptions)}, or
 * from the command line ({@code java -jar chiffres-lettres-server.jar [--host H] [--port P]}). Logs one
 * line per request (SLF4J); stopping lets requests in flight finish for up to five seconds.
 * Thread-safe.
 */
public final class ChiffresLettresServer implements AutoCloseable {

    /** The version the API reports. */
    public static final String VERSION = "0.1.0-SNAPSHOT";

    private static final Logger LOG = LoggerFactory.getLogger(ChiffresLettresServer.class);

    private final Javalin app;
    private final ServerOptions options;
    private final Readiness readiness;

    private ChiffresLettresServer(Javalin app, ServerOptions options, Readiness readiness) {
        this.app = app;
        this.options = options;
        this.readiness = readiness;
    }

    /**
     * Starts a server and returns once it listens.
     *
     * @throws NullPointerException if {@code options} is null
     * @throws io.javalin.util.JavalinBindException if the address or port cannot be bound
     */
    public static ChiffresLettresServer start(ServerOptions options) {
        Objects.requireNonNull(options, "options");
        SearchGate gate = new SearchGate(options.runningSearches(), options.waitingSearches(), options.searchCap());
        Records records = Database.open(options.database());
        SealedSeeds seeds = SealedSeeds.of(records);
        PageAssets assets = PageAssets.load();
        Javalin app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.jsonMapper(new io.javalin.json.JavalinJackson(JsonShapes.mapper(), false));
            config.http.maxRequestSize = options.maxBodyBytes();
            config.http.prefer405over404 = true;
            assets.configure(config);
            config.jetty.modifyServer(server -> server.setStopTimeout(5_000));
            // The socket's own limit (RoomSocket.MAX_MESSAGE) answers with an error; this one closes abusers.
            // A quiet player (waiting for the others) keeps the socket 10 minutes; the page reconnects after that.
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setMaxTextMessageSize(chiffreslettres.server.rooms.RoomSocket.FRAME_LIMIT);
                factory.setMaxBinaryMessageSize(chiffreslettres.server.rooms.RoomSocket.FRAME_LIMIT);
                factory.setIdleTimeout(java.time.Duration.ofMinutes(10));
            });
            config.requestLogger.http((ctx, millis) -> LOG.info("{} {} {} {} ms", ctx.method(), ctx.path(),
                    ctx.statusCode(), String.format("%.1f", millis)));
        });
        ProblemDetails.register(app);
        app.before(SecurityHeaders::add);
        app.before("/api/*", ctx -> {
            String type = ctx.contentType();
            if (ctx.method() == HandlerType.POST && (type == null || !type.startsWith("application/json"))) {
                throw new ApiException(415, "Unsupported media type", "send the request body as application/json, "
                        + "got " + (type == null ? "no Content-Type" : type), null, 0);
            }
        });
        app.get("/", assets::page);
        app.get("/api/health", ctx -> ctx.json(Map.of("status", "UP")));
        Readiness readiness = new Readiness(records);
        app.get("/api/ready", readiness::handle);
        app.get("/api/version", ctx -> {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("name", "chiffres-lettres");
            out.put("version", VERSION);
            out.put("java", Runtime.version().toString());
            ctx.json(out);
        });
        app.get("/openapi.json", ctx -> ctx.contentType("application/json")
                .result(Objects.requireNonNull(ChiffresLettresServer.class.getResourceAsStream("/openapi.json"))));
        new NumbersApi(gate, options.searchCap()).register(app);
        new LettersApi().register(app);
        new ScrabbleApi().register(app);
        new ScrabbleGameApi(seeds, new ScrabbleLists(options.scrabbleLists().stream()
                .map(l -> new ScrabbleLists.Given(l.language(), l.name(), l.lexicon())).toList()), gate, options.searchCap()).register(app);
        new RoundsApi(gate).register(app);
        new GamesApi(seeds).register(app);
        new DailyApi(records).register(app);
        new PlayersApi(records).register(app);
        RoomPersistence persistence = new RoomPersistence(records, options.sharedRooms());
        RoomRegistry rooms;
        if (options.sharedRooms()) {
            // Each room is taken up when its players arrive: another server may hold the others.
            rooms = new RoomRegistry(persistence, persistence::takeUp);
            persistence.closeStale();
        } else {
            rooms = new RoomRegistry(persistence);
            persistence.resumeAll(rooms);
        }
        new RoomsApi(rooms, records, new ClientGate(options.limits(), System::currentTimeMillis)).register(app);
        app.events(events -> events.serverStopped(() -> {
            rooms.close();
            records.close();
        }));
        try {
            app.start(options.host(), options.port());
        } catch (RuntimeException e) {
            records.close();
            throw e;
        }
        return new ChiffresLettresServer(app, options, readiness);
    }

    /** The port it listens on (the one chosen when the options said 0). */
    public int port() {
        return app.port();
    }

    /** The address it is bound to. */
    public String host() {
        return options.host();
    }

    /** Its base address, e.g. {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        return URI.create("http://" + (options.host().contains(":") ? "[" + options.host() + "]" : options.host())
                + ":" + port() + "/");
    }

    /**
     * Says from now on that this server is not ready ({@code GET /api/ready} answers 503), so that a proxy
     * sends new players to another; everything else goes on until {@link #stop}.
     */
    public void drain() {
        readiness.drain();
    }

    /** Stops listening, lets requests in flight finish (up to five seconds), and releases the port. */
    public void stop() {
        app.stop();
    }

    @Override
    public void close() {
        stop();
    }

    /** {@code java -jar chiffres-lettres-server.jar [--host H] [--port P] [--search-cap-ms MS]}. */
    public static void main(String[] args) {
        System.exit(new CommandLine(new ServeCommand()).execute(args));
    }
}
