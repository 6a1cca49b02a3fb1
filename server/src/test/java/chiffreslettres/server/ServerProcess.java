package chiffreslettres.server;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A server in a JVM of its own, started from the test class path, its log drained once it listens. */
public final class ServerProcess {

    private ServerProcess() {
    }

    /** Starts {@code ChiffresLettresServer} with these JVM options and arguments (a port, a database...). */
    public static Process start(List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ChiffresLettresServer.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** Its address, once its log says it listens (30 s at most); its log is then drained in the background. */
    public static URI awaitListening(Process server) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern listening = Pattern.compile("listening on (http://\\S+/)");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        for (String line; System.nanoTime() < deadline && (line = out.readLine()) != null;) {
            Matcher m = listening.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        out.lines().forEach(l -> { });
                    } catch (java.io.UncheckedIOException e) {
                        // The server was stopped and its output closed.
                    }
                }, "server-log-drain");
                drain.setDaemon(true);
                drain.start();
                return URI.create(m.group(1));
            }
        }
        throw new IllegalStateException("the server did not start within 30 s");
    }
}
