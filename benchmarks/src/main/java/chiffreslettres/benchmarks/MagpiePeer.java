package chiffreslettres.benchmarks;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Gcg;
import chiffreslettres.scrabble.game.GcgRecord;
import chiffreslettres.scrabble.game.ScrabbleGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A MAGPIE executable built by the user (https://github.com/jvc56/MAGPIE, GPL-3.0; nothing of it is in
 * this project), driven as another process in its synchronous console mode: each of its turns is a CGP
 * position (the board, its own rack only, the scores and the scoreless turns) and a {@code gen} command; the
 * best move by its static evaluation is read back in its notation ({@code 8B ANESTRI}, {@code I7 Q(A)T},
 * {@code (exch UVVWW)}, {@code pass}) and played here: a move this library finds illegal throws, and one
 * it scores otherwise than MAGPIE is counted ({@link #scoreDisagreements}). Each command is followed by {@code version}, whose line marks the
 * end of the command's output. One position at a time; not thread-safe.
 */
final class MagpiePeer implements AutoCloseable {

    private static final Pattern BEST = Pattern.compile(
            "\\s1:\\s+(\\(?exch ([A-Z?]+)\\)?|\\(?pass\\)?(?=\\s)|(\\S+) (\\S+)(?:\\s+[A-Z?]+)?\\s+(-?\\d+)\\s)");

    /** The fewest tiles the bag must hold for an exchange (the rules of both programs). */
    private static final int MIN_BAG_TO_EXCHANGE = 7;

    private long scoreDisagreements;

    private final Process process;
    private final BufferedReader out;
    private final Writer in;
    private final String version;

    private final String command;

    /**
     * Starts {@code bin/magpie} of a MAGPIE directory (its {@code data} holding the lexicon's KWG and word
     * map and the leaves' KLV2) with a lexicon and leaves, one thread: its static player when
     * {@code seconds} is 0, else its simulation ({@code gsimulate}) within that many seconds a move; more
     * MAGPIE settings ({@code -numplays 10}) after those.
     */
    MagpiePeer(Path magpie, String lexicon, String leaves, double seconds, List<String> settings) throws IOException {
        Path binary = magpie.resolve("bin/magpie");
        if (!Files.isExecutable(binary)) {
            throw new IllegalArgumentException("no MAGPIE executable at " + binary + ": build MAGPIE there as its README says");
        }
        List<String> argv = new ArrayList<>(List.of(binary.toString(), "set", "-mode", "sync", "-savesettings", "false",
                "-lex", lexicon, "-leaves", leaves, "-threads", "1", "-tlim", Double.toString(seconds > 0 ? seconds : 1)));
        argv.addAll(settings);
        process = new ProcessBuilder(argv).directory(magpie.toFile()).redirectErrorStream(true).start();
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        in.write("version\n");
        in.flush();
        String line = out.readLine();
        if (line == null) {
            throw new IOException("MAGPIE ended before answering: is " + lexicon + " in its data/lexica?");
        }
        version = line.strip();
        command = seconds > 0 ? "gsimulate" : "gen -numplays 1";
    }

    /** The output of one command, up to the version line that follows it. */
    String run(String command) throws IOException {
        in.write(command + "\nversion\n");
        in.flush();
        StringBuilder text = new StringBuilder();
        for (String line = out.readLine(); ; line = out.readLine()) {
            if (line == null) {
                throw new IOException("MAGPIE ended during: " + command + "\n" + text);
            }
            if (line.strip().equals(version)) {
                return text.toString();
            }
            text.append(line).append('\n');
        }
    }

    /** MAGPIE's best action for the player to move (static or simulated), read as this library's action. */
    Action best(ScrabbleGame game) throws IOException {
        String output = run("cgp " + cgp(game) + "\n" + command);
        Matcher m = BEST.matcher(output);
        if (!m.find()) {
            throw new IOException("no move in MAGPIE's answer to " + cgp(game) + ":\n" + output);
        }
        if (m.group(2) != null) {
            return new Action.Exchange(m.group(2));
        }
        if (m.group(3) == null) {
            return new Action.Pass();
        }
        GcgRecord.Line line = new GcgRecord.Line(0, game.toMove(), game.rack(game.toMove()), GcgRecord.Kind.PLAY,
                m.group(3), m.group(4), 0, 0);
        List<Placement> placements = Gcg.placements(game.lexicon().tiles(), game.board(), line);
        Move move = game.lexicon().play(game.board(), placements);
        if (move.score() != Integer.parseInt(m.group(5))) {
            scoreDisagreements++;
        }
        return new Action.Play(move);
    }

    /** How many of MAGPIE's moves so far scored otherwise here than MAGPIE said. */
    long scoreDisagreements() {
        return scoreDisagreements;
    }

    /**
     * The position as CGP for the player to move: the rows (a run of empty squares as its length, a blank
     * in lower case), the mover's rack, the mover's score first, and the scoreless turns in a row. The
     * other rack is left empty (unknown) while the bag holds 7 tiles or more; below that it is given, so
     * that MAGPIE knows how many tiles the bag holds (it may not exchange, and with the bag empty the other
     * rack is known to a player who tracks the tiles). With 1 to 6 tiles in the bag this tells MAGPIE which
     * tiles it would draw, an advantage to MAGPIE, not to this library.
     */
    static String cgp(ScrabbleGame game) {
        int me = game.toMove();
        String theirs = game.bagSize() < MIN_BAG_TO_EXCHANGE ? game.rack(1 - me) : "";
        return cgp(game.board(), game.rack(me), theirs) + " " + game.score(me) + "/" + game.score(1 - me) + " "
                + game.scorelessTurns();
    }

    /** A board and the racks as CGP's first two fields: the rows (a run of empty squares as its length, a blank in lower case), then the racks. */
    static String cgp(Board board, String mine, String theirs) {
        StringBuilder rows = new StringBuilder();
        for (String row : board.rows()) {
            if (rows.length() > 0) {
                rows.append('/');
            }
            int empty = 0;
            for (int c = 0; c < row.length(); c++) {
                char square = row.charAt(c);
                if (square == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    rows.append(empty);
                    empty = 0;
                }
                rows.append(square);
            }
            if (empty > 0) {
                rows.append(empty);
            }
        }
        return rows + " " + mine.toUpperCase(Locale.ROOT) + "/" + theirs.toUpperCase(Locale.ROOT);
    }

    @Override
    public void close() throws IOException {
        process.destroy();
        in.close();
        out.close();
    }
}
