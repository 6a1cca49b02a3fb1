package chiffreslettres.examples.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** The command line run in-process, its standard output and error of the last run kept. Not thread-safe. */
final class InProcessCli {

    private StringWriter out = new StringWriter();
    private StringWriter err = new StringWriter();

    /** Runs a command line with {@code input} on standard input; its exit status. */
    int run(String input, String... args) {
        out = new StringWriter();
        err = new StringWriter();
        return ChiffresLettresCli.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    /** What the last run wrote on standard output. */
    String out() {
        return out.toString();
    }

    /** What the last run wrote on standard error. */
    String err() {
        return err.toString();
    }
}
