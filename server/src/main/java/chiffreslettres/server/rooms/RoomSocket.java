package chiffreslettres.server.rooms;

import chiffreslettres.server.http.DisplayNames;
import chiffreslettres.server.store.Records;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.net.URI;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiPredicate;

/**
 * The socket of a room, {@code /ws/rooms/{code}}: JSON messages in, JSON messages out (docs/rooms.md).
 * A connection from another origin is closed at once (policy violation); a message larger than {@link
 * #MAX_MESSAGE} characters (up to {@link #FRAME_LIMIT} bytes), a binary frame, one that is not JSON or
 * not a known message, and messages beyond {@link #RATE} a second get an error message and leave the
 * connection open; a message beyond {@link #FRAME_LIMIT} bytes closes it (1009, message too big), so that
 * the server reads no more of it. A connection acts for the seat it
 * joined, whatever a message says.
 */
public final class RoomSocket {

    /** The largest message, in characters. */
    public static final int MAX_MESSAGE = 4096;
    /** The most bytes of a message the server reads; a longer one closes the connection (1009). */
    public static final int FRAME_LIMIT = 64 * 1024;
    /** Messages a second a connection may send (a burst of twice as many). */
    public static final int RATE = 10;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SecureRandom SEEDS = new SecureRandom();

    /** A connection's place: its room, its seat (-1 for a spectator or none yet), its message budget. */
    private static final class Connection implements Room.Listener {
        final WsContext ctx;
        Room room;
        int seat = -1;
        boolean watching;
        double budget = 2.0 * RATE;
        long lastMillis = System.currentTimeMillis();

        Connection(WsContext ctx) {
            this.ctx = ctx;
        }

        @Override
        public void send(Map<String, Object> message) {
            try {
                if (ctx.session.isOpen()) {
                    ctx.send(message);
                }
            } catch (RuntimeException closedMeanwhile) {
                // The connection died while the room spoke: it closes on its own, the others are told.
            }
        }

        @Override
        public void replaced() {
            int was = seat;
            seat = -1;
            send(error("your seat " + was + " was taken back from another connection; this one is closed"));
            try {
                ctx.closeSession(WsCloseStatus.NORMAL_CLOSURE, "seat taken back elsewhere");
            } catch (RuntimeException closedMeanwhile) {
                // Already gone.
            }
        }

        @Override
        public void moved() {
            seat = -1;
            send(error("this room moved to another server; reconnect to reach it there"));
            try {
                ctx.closeSession(WsCloseStatus.SERVICE_RESTART, "room moved to another server");
            } catch (RuntimeException closedMeanwhile) {
                // Already gone.
            }
        }

        boolean spend() {
            long t = System.currentTimeMillis();
            budget = Math.min(2.0 * RATE, budget + (t - lastMillis) * RATE / 1000.0);
            lastMillis = t;
            if (budget < 1) {
                return false;
            }
            budget--;
            return true;
        }
    }

    /** Told of each socket opened and closed, by the client's address, to keep each within its limits. */
    public interface Counter {
        /**
         * The client's address of a socket from {@code peer} carrying {@code forwardedFor} (the
         * {@code X-Forwarded-For} header, or null): {@code peer} unless a trusted proxy says otherwise.
         */
        default String addressOf(String peer, String forwardedFor) {
            return peer;
        }

        /** A socket of the address opened. */
        void opened(String address);

        /** A socket of the address closed (once for each opened). */
        void closed(String address);
    }

    private final RoomRegistry registry;
    /** Whether a secret is a player's: a seat counts in a player's records only with it. */
    private final BiPredicate<String, String> playerHolds;
    private final Counter counter;
    private final Map<String, Connection> connections = new ConcurrentHashMap<>();
    /** The address of every socket counted open, by session. */
    private final Map<String, String> counted = new ConcurrentHashMap<>();

    /**
     * The socket of the registry's rooms.
     *
     * @param playerHolds whether a secret is the player's (id, secret)
     * @param counter     told of each socket opened and closed
     */
    public RoomSocket(RoomRegistry registry, BiPredicate<String, String> playerHolds, Counter counter) {
        this.registry = registry;
        this.playerHolds = playerHolds;
        this.counter = counter;
    }

    /** The client's address of a socket. */
    private String address(WsContext ctx) {
        String peer = ctx.session.getRemoteAddress() instanceof java.net.InetSocketAddress a
                ? a.getAddress().getHostAddress() : String.valueOf(ctx.session.getRemoteAddress());
        return counter.addressOf(peer, ctx.header("X-Forwarded-For"));
    }

    /** Counts a socket closed once, whichever of close and error comes. */
    private void uncount(WsContext ctx) {
        String address = counted.remove(ctx.sessionId());
        if (address != null) {
            counter.closed(address);
        }
    }

    /** Sets the socket's handlers. */
    public void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String address = address(ctx);
            counted.put(ctx.sessionId(), address);
            counter.opened(address);
            if (!sameOrigin(ctx)) {
                ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "connections from another origin are refused");
                return;
            }
            Connection c = new Connection(ctx);
            c.room = registry.findOrTakeUp(ctx.pathParam("code")).orElse(null);
            if (c.room == null) {
                ctx.send(error("this room is closed: the server has no room with this code (it finished or never opened)"));
                ctx.closeSession(WsCloseStatus.NORMAL_CLOSURE, "no such room");
                return;
            }
            connections.put(ctx.sessionId(), c);
        });
        ws.onMessage(ctx -> {
            Connection c = connections.get(ctx.sessionId());
            if (c != null) {
                handle(c, ctx.message());
            }
        });
        ws.onBinaryMessage(ctx -> {
            Connection c = connections.get(ctx.sessionId());
            if (c != null) {
                c.send(error("messages are JSON text: a binary frame is refused"));
            }
        });
        ws.onClose(ctx -> {
            uncount(ctx);
            Connection c = connections.remove(ctx.sessionId());
            if (c != null && c.room != null) {
                c.room.left(c);
            }
        });
        ws.onError(ctx -> {
            uncount(ctx);
            Connection c = connections.remove(ctx.sessionId());
            if (c != null && c.room != null) {
                c.room.left(c);
            }
        });
    }

    /** Whether the Origin header, if any, names the host the connection came to (browsers always send one). */
    private static boolean sameOrigin(WsContext ctx) {
        String origin = ctx.header("Origin");
        if (origin == null) {
            return true;
        }
        try {
            URI o = URI.create(origin);
            String host = ctx.header("Host");
            return host != null && host.equalsIgnoreCase(o.getAuthority());
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static Map<String, Object> error(String detail) {
        return Map.of("type", "error", "detail", detail);
    }

    private void handle(Connection c, String text) {
        if (!c.spend()) {
            c.send(error("too many messages: at most " + RATE + " a second"));
            return;
        }
        if (text.length() > MAX_MESSAGE) {
            c.send(error("a message is at most " + MAX_MESSAGE + " characters, got " + text.length()));
            return;
        }
        JsonNode m;
        try {
            m = JSON.readTree(text);
        } catch (Exception e) {
            c.send(error("a message is a JSON object with a 'type'"));
            return;
        }
        if (m == null || !m.isObject()) {
            c.send(error("a message is a JSON object with a 'type'"));
            return;
        }
        try {
            act(c, m);
        } catch (IllegalStateException | IllegalArgumentException e) {
            c.send(error(e.getMessage()));
        }
    }

    private void act(Connection c, JsonNode m) {
        String type = m.path("type").asText("");
        if (type.equals("join") || type.equals("rejoin") || type.equals("watch")) {
            if (c.seat >= 0) {
                throw new IllegalStateException("this connection already sits at seat " + c.seat);
            }
            if (c.watching) {
                throw new IllegalStateException("this connection already watches the room; open another to play");
            }
            switch (type) {
                case "join" -> {
                    Map<String, Object> joined = c.room.join(name(m.path("name").asText("")), player(m.get("player"),
                            m.path("secret").asText(null)), c);
                    c.seat = (Integer) joined.get("seat");
                    c.send(joined);
                    c.room.announce();
                }
                case "rejoin" -> {
                    c.seat = c.room.rejoin(m.path("token").asText(""), c);
                    c.send(Map.of("type", "joined", "seat", c.seat, "token", m.path("token").asText("")));
                    c.room.announce();
                }
                default -> {
                    c.room.watch(c);
                    c.watching = true;
                }
            }
            return;
        }
        if (c.seat < 0) {
            throw new IllegalStateException("join the room first (join, rejoin or watch)");
        }
        if (m.has("seat") && m.path("seat").asInt(-1) != c.seat) {
            throw new IllegalStateException("you act for your own seat (" + c.seat + ") only");
        }
        if (type.equals("start")) {
            c.room.start(c.seat, SEEDS.nextLong());
        } else if (type.equals("rematch")) {
            Room room = c.room;
            room.rematch(c.seat, () -> registry.create(room.spec(), room.seconds(), room.setup()));
        } else {
            c.room.act(c.seat, c, type, m);
        }
    }

    /**
     * A player's id, with its secret so that the seat counts in their records, or null when the message has
     * none.
     */
    private String player(JsonNode id, String secret) {
        if (id == null || id.isNull()) {
            return null;
        }
        if (!id.isTextual() || !Records.isPlayerId(id.asText())) {
            throw new IllegalArgumentException("'player' is your player id, a UUID in lower case (or absent)");
        }
        if (!playerHolds.test(id.asText(), secret)) {
            throw new IllegalArgumentException("'secret' is not player " + id.asText() + "'s: send the secret the "
                    + "server gave with the id, or join without a player id");
        }
        return id.asText();
    }

    /** A seat's name by {@link DisplayNames}' rule. */
    private static String name(String name) {
        String n = DisplayNames.checked(name);
        if (n == null) {
            throw new IllegalArgumentException("'name' is " + DisplayNames.RULE);
        }
        return n;
    }
}
