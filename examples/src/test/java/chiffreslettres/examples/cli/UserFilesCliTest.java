package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file given to a command that is missing, a directory, not UTF-8 text or not of its kind: one line on
 * standard error naming the option, the file and why, exit status 2; a file that fails while it is written,
 * one line and exit status 3; never a stack trace.
 */
class UserFilesCliTest {

    /** Bytes no UTF-8 text holds. */
    private static final byte[] BINARY = {(byte) 0xFF, (byte) 0xFE, 0};

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        return ChiffresLettresCli.run(new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(err, true), args);
    }

    /** Runs the command, expecting it to refuse its input with {@code message} in one line. */
    private void refused(String message, String... args) {
        assertThat(run(args)).as(err.toString()).isEqualTo(ChiffresLettresCli.BAD_INPUT);
        assertThat(err.toString()).contains(message).doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(err.toString().lines().count()).as(err.toString()).isEqualTo(1);
    }

    @Test
    void aScrabbleCommandsFilesAreRefusedWithTheirOptionAndWhy(@TempDir Path dir) throws Exception {
        Path binary = Files.write(dir.resolve("binary.gcg"), BINARY);
        Path empty = Files.writeString(dir.resolve("empty.gcg"), "#player1 ann Ann\n#player2 bob Bob\n");
        refused("--gcg: " + dir + " is a directory, not a file", "scrabble", "--lang", "en", "--gcg", dir.toString());
        refused("--gcg: " + binary + " is not UTF-8 text", "scrabble", "--lang", "en", "--gcg", binary.toString());
        refused("--gcg: the record holds no turn", "scrabble", "--lang", "en", "--gcg", empty.toString());
        refused("--board: " + binary + " is not UTF-8 text", "scrabble", "--lang", "en", "--board", binary.toString(), "CAT");
        refused("--words: " + dir + " is a directory, not a file", "scrabble", "--lang", "en", "--words", dir.toString(), "CAT");
        Path huge = dir.resolve("huge.gcg");
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(chiffreslettres.server.UserFiles.TEXT_LIMIT + 1);
        }
        refused("--gcg: " + huge + " is 16,777,217 bytes; it is read whole, at most 16,777,216 (16 MiB)", "scrabble",
                "--lang", "en", "--gcg", huge.toString());
        refused("--leaves: " + binary + " is not UTF-8 text", "scrabble-match", "--lang", "en", "--games", "2", "--leaves",
                binary.toString());
    }

    @Test
    void aByteOrderMarkAndWindowsLineEndsAreRead(@TempDir Path dir) throws Exception {
        String cache = System.getProperty("chiffreslettres.cache");
        System.setProperty("chiffreslettres.cache", dir.resolve("cache").toString());
        try {
            Path words = Files.writeString(dir.resolve("club.txt"), "\uFEFFJO\r\nZA\r\nQI\r\n");
            assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "AZJOQI")).as(err.toString()).isZero();
            assertThat(out.toString()).contains("JO").contains("ZA").contains("QI");
            Path record = Files.writeString(dir.resolve("game.gcg"),
                    "\uFEFF#player1 ann Ann\r\n#player2 bob Bob\r\n>ann: JOKERSA 8H JO +18 18\r\n");
            assertThat(run("scrabble", "--lang", "en", "--words", words.toString(), "--gcg", record.toString()))
                    .as(err.toString()).isZero();
            assertThat(out.toString()).contains("1 lines, 0 scores differing");
        } finally {
            if (cache == null) {
                System.clearProperty("chiffreslettres.cache");
            } else {
                System.setProperty("chiffreslettres.cache", cache);
            }
        }
    }

    @Test
    void anOutputWhereADirectoryIsIsRefusedBeforeAnyWork(@TempDir Path dir) {
        refused("-o: " + dir + " is a directory; give a file's name", "dataset", "-n", "2", "--no-progress", "-o", dir.toString());
        refused("-o: " + dir + " is a directory", "dataset", "-n", "2", "--no-progress", "--format", "verl", "-o", dir.toString());
        assertThat(dir).isDirectory();
        Path png = dir.resolve("chart.png");
        assertThat(png.toFile().mkdir()).isTrue();
        refused("--chart: " + png + " is a directory", "census", "--tiles", "3", "--no-progress", "--chart", png.toString());
        refused("--output: " + dir + " is a directory", "scrabble-learn", "--lang", "en", "--games", "2", "--output",
                dir.toString());
    }

    @Test
    void anOutputThatFailsWhileWrittenIsOneLineWithItsOwnStatus(@TempDir Path dir) throws Exception {
        // A regular file where the output's directory should be: the write fails, not the arguments.
        Path file = Files.writeString(dir.resolve("plain"), "x");
        assertThat(run("dataset", "-n", "2", "--no-progress", "-o", file.resolve("rows.jsonl").toString()))
                .isEqualTo(ChiffresLettresCli.IO_FAILURE);
        assertThat(err.toString()).startsWith("error: ").contains("rows.jsonl").doesNotContain("\tat ");
        assertThat(err.toString().lines().count()).isEqualTo(1);
    }

    @Test
    void verifyNamesItsInputAndWhyItCannotBeRead(@TempDir Path dir) throws Exception {
        Path lines = Files.write(dir.resolve("answers.jsonl"), BINARY);
        Path csv = Files.write(dir.resolve("answers.csv"), BINARY);
        Path parquet = Files.write(dir.resolve("answers.parquet"), BINARY);
        refused("verify: " + lines + " is not UTF-8 text", "verify", lines.toString());
        refused("verify: " + csv + " is not UTF-8 text", "verify", csv.toString());
        refused("verify: " + parquet + " is not a Parquet file", "verify", parquet.toString());
        refused("verify: " + dir + " is a directory, not a file", "verify", dir.toString());
        refused("verify: no file " + dir.resolve("none.jsonl"), "verify", dir.resolve("none.jsonl").toString());
    }
}
