package chiffreslettres.examples.cli;

import chiffreslettres.server.ServeCommand;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The {@code chiffres-lettres} command line. Exit status: 0 on success, 2 on bad input (with a one-line
 * message on standard error), 1 on an unexpected failure.
 */
@Command(name = "chiffres-lettres", mixinStandardHelpOptions = true, version = "chiffres-lettres 0.1.0",
        description = "Solves, plays and counts the numbers and letters rounds of Des chiffres et des lettres, "
                + "Countdown, Cifras y Letras, Digits and the 24 game; plays whole games, daily puzzles and conundrums.")
public final class ChiffresLettresCli {

    /**
     * The subcommands by name, in the order the help lists them. Only the one a command line names is
     * registered (and so read by picocli), which keeps the start of a short command quick; all of them when
     * the line names none.
     */
    private static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

    private static Map<String, Class<?>> subcommands() {
        Map<String, Class<?>> out = new LinkedHashMap<>();
        out.put("solve", SolveCommand.class);
        out.put("letters", LettersCommand.class);
        out.put("anagrams", LettersCommand.Anagrams.class);
        out.put("play", PlayCommand.class);
        out.put("conundrum", ConundrumCommand.class);
        out.put("daily", DailyCommand.class);
        out.put("census", CensusCommand.class);
        out.put("scrabble", ScrabbleCommand.class);
        out.put("scrabble-match", ScrabbleMatchCommand.class);
        out.put("scrabble-learn", ScrabbleLearnCommand.class);
        out.put("dataset", DatasetCommand.class);
        out.put("verify", VerifyCommand.class);
        out.put("serve", ServeCommand.class);
        return out;
    }

    /** The exit status for bad input. */
    static final int BAD_INPUT = 2;
    /** The exit status when a file or stream could not be read or written. */
    static final int IO_FAILURE = 3;

    /** A file's failure in words: the file and what went wrong. */
    static String ioFailure(java.io.IOException e) {
        if (e instanceof java.nio.file.FileSystemException f) {
            String why = f instanceof java.nio.file.NoSuchFileException ? "no such file or directory"
                    : f instanceof java.nio.file.AccessDeniedException ? "permission denied"
                    : f.getFile() != null && java.nio.file.Files.isDirectory(java.nio.file.Path.of(f.getFile()))
                    ? "a directory, not a file" : f.getReason() != null ? f.getReason() : "cannot be read or written";
            return f.getFile() + ": " + why;
        }
        if (e instanceof java.nio.charset.CharacterCodingException) {
            return "a file read is not UTF-8 text";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** Where {@code solve --batch} reads its games and {@code play} the player's answers. */
    final InputStream in;

    private ChiffresLettresCli(InputStream in) {
        this.in = in;
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        Prefetch.start(args);
        PrintStream utf8 = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        System.exit(run(System.in, new PrintWriter(utf8, true), new PrintWriter(System.err, true), args));
    }

    /** Runs the command line with the given output streams and returns the exit status. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(InputStream.nullInputStream(), out, err, args);
    }

    /** Runs the command line with the given streams and returns the exit status. */
    public static int run(InputStream in, PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new ChiffresLettresCli(in));
        Class<?> named = args.length > 0 ? SUBCOMMANDS.get(args[0]) : null;
        SUBCOMMANDS.forEach((name, command) -> {
            if (named == null || named == command) {
                cli.addSubcommand(name, command);
            }
        });
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((ex, arguments) -> {
            err.println("error: " + ex.getMessage());
            err.println("try: " + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help");
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof IllegalArgumentException || ex instanceof IllegalStateException) {
                err.println("error: " + ex.getMessage());
                return BAD_INPUT;
            }
            Throwable io = ex instanceof java.io.UncheckedIOException ? ex.getCause() : ex;
            if (io instanceof java.io.IOException) {
                err.println("error: " + ioFailure((java.io.IOException) io));
                return IO_FAILURE;
            }
            throw ex;
        });
        return cli.execute(args);
    }
}
