package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.LocalHaproxy;
import chiffreslettres.server.ServerProcess;
import chiffreslettres.server.store.LocalPostgres;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A bounded load test of one site on two servers: two server processes (512 MB heap each, {@code
 * --shared-rooms} on a real PostgreSQL) behind Debian's HAProxy with the site's configuration, WebSocket
 * players (the JDK's client) in rooms of 4 entering through the proxy, each room a numbers round with a
 * 3 s clock that nobody answers, so that the server's clock reveals it. Each player notes when the reveal
 * reached it against the time the server stamped on it. It prints the percentiles and the rooms each
 * server played, and fails on any error message, failed connection or missing reveal, if p99 passes
 * 100 ms, or if a server played no room. By default 100 players (the short version CI runs); with
 * {@code -Dload=true}, 2,000: {@code mvn -B -pl server test -Dtest=ProxiedRoomLoadTest -Dload=true}.
 */
class ProxiedRoomLoadTest {

    @Test
    void playersOverTwoServersThroughTheProxyGetTheirRevealsQuickly() throws Exception {
        int rooms = Boolean.getBoolean("load") ? 500 : 25;
        try (LocalPostgres postgres = new LocalPostgres()) {
            List<Process> servers = new ArrayList<>();
            List<Integer> ports = new ArrayList<>();
            try {
                for (int i = 0; i < 2; i++) {
                    Process server = ServerProcess.start(List.of("-Xmx512m"), "--port", "0", "--db", postgres.jdbcUrl(),
                            "--shared-rooms", "--rooms-per-minute", "2000", "--sockets-per-address", "4000");
                    servers.add(server);
                    ports.add(ServerProcess.awaitListening(server).getPort());
                }
                try (LocalHaproxy proxy = new LocalHaproxy(ports)) {
                    load(proxy, rooms);
                }
                for (Process server : servers) {
                    assertThat(server.isAlive()).isTrue();
                }
            } finally {
                for (Process server : servers) {
                    server.destroy();
                    server.waitFor(20, TimeUnit.SECONDS);
                }
            }
        }
    }

    private static void load(LocalHaproxy proxy, int roomCount) throws Exception {
        URI base = proxy.uri();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        ConcurrentLinkedQueue<Long> delays = new ConcurrentLinkedQueue<>();
        AtomicInteger errors = new AtomicInteger();
        Map<String, Integer> perServer = new TreeMap<>();
        long started = System.nanoTime();
        RoomLoadTest.wave(http, base, roomCount, delays, errors, code -> {
            try {
                perServer.merge(proxy.serverOf("/ws/rooms/" + code), 1, Integer::sum);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        double seconds = (System.nanoTime() - started) / 1e9;
        List<Long> sorted = new ArrayList<>(delays);
        long[] p = RoomLoadTest.percentiles(sorted);
        long p50 = p[0];
        long p99 = p[1];
        long max = p[2];
        System.out.printf("proxied rooms: %d players in %d rooms over two servers %s, %.1f s: %d reveals, delay p50 %d ms, "
                + "p99 %d ms, max %d ms, errors %d%n", roomCount * RoomLoadTest.PLAYERS, roomCount, perServer, seconds, sorted.size(), p50,
                p99, max, errors.get());
        assertThat(errors.get()).as("error messages and socket errors").isZero();
        assertThat(sorted).hasSize(roomCount * RoomLoadTest.PLAYERS);
        assertThat(perServer).as("rooms each server played").hasSize(2);
        assertThat(p99).as("p99 of the reveal's delay, ms").isLessThanOrEqualTo(100);
    }
}
