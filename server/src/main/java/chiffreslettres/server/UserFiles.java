package chiffreslettres.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files a user names to a command (a word list, a game record, a board), read whole, or a file it is to
 * write. A file that cannot be read, is not UTF-8 text, or is to be written where a directory is, is an
 * {@link IllegalArgumentException} whose message names the option, the file and why, so that a command says
 * it in a line instead of failing with a stack trace. Stateless.
 */
public final class UserFiles {

    private UserFiles() {
    }

    /** The most bytes {@link #readText(String, Path)} reads: far more than a record, a board or a leave table. */
    public static final long TEXT_LIMIT = 16L << 20;

    /**
     * The bytes of {@code file}, named by {@code option} (such as {@code --gcg}) in messages, at most
     * {@code limit} of them (the file is read whole, so that the memory it takes is bounded).
     *
     * @throws IllegalArgumentException if there is no such file, it is a directory, it is larger than
     *     {@code limit} bytes, or it cannot be read
     */
    public static byte[] read(String option, Path file, long limit) {
        checkReadable(option, file);
        try {
            long size = Files.size(file);
            if (size > limit) {
                throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                        "%s: %s is %,d bytes; it is read whole, at most %,d (%d MiB)", option, file, size, limit,
                        limit >> 20));
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException(option + ": " + file + " cannot be read: " + e.getMessage());
        }
    }

    /**
     * Checks that {@code file}, to be read as a stream, can be opened.
     *
     * @throws IllegalArgumentException if there is no such file, it is a directory, or it cannot be read
     */
    public static void checkReadable(String option, Path file) {
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(option + ": no file " + file);
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(option + ": " + file + " is a directory, not a file");
        }
        if (!Files.isReadable(file)) {
            throw new IllegalArgumentException(option + ": " + file + " cannot be read (permission denied)");
        }
    }

    /**
     * Checks that {@code file}, to be written, names no directory (a directory is never replaced by a file).
     *
     * @throws IllegalArgumentException if it is a directory
     */
    public static void checkWritable(String option, Path file) {
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(option + ": " + file + " is a directory; give a file's name");
        }
    }

    /**
     * {@code bytes}, read from {@code file}, as UTF-8 text, without the byte order mark some editors write first.
     *
     * @throws IllegalArgumentException if they are not UTF-8
     */
    public static String text(String option, Path file, byte[] bytes) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(option + ": " + file + " is not UTF-8 text");
        }
    }

    /**
     * The text of {@code file}, UTF-8, at most {@link #TEXT_LIMIT} bytes.
     *
     * @throws IllegalArgumentException as {@link #read} and {@link #text}
     */
    public static String readText(String option, Path file) {
        return text(option, file, read(option, file, TEXT_LIMIT));
    }
}
