package chiffreslettres.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A test class that talks to one server with the default options on a free loopback port. */
public abstract class ApiTest {

    public static ChiffresLettresServer server;
    public static ApiClient api;

    @BeforeAll
    static void startServer() {
        server = ChiffresLettresServer.start(ServerOptions.defaults().withPort(0));
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stopServer() {
        server.stop();
    }
}
