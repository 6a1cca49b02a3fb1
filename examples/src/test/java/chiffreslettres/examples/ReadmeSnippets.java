package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Checks that the documentation (the README or a page under {@code docs/}) shows an example's code as it
 * is, and runs examples capturing their output.
 */
final class ReadmeSnippets {

    private ReadmeSnippets() {
    }

    /**
     * Asserts that the README or a page under {@code docs/} holds the lines between the example's
     * README-START and README-END markers.
     */
    static void assertReadmeShows(Class<?> example) throws IOException {
        Path source = Path.of("src/main/java", example.getName().replace('.', '/') + ".java");
        List<String> lines = Files.readAllLines(source);
        String snippet = lines.subList(indexOf(lines, "// README-START") + 1, indexOf(lines, "// README-END"))
                .stream().map(line -> line.substring(Math.min(8, line.length()))).collect(Collectors.joining("\n"));
        StringBuilder docs = new StringBuilder(Files.readString(Path.of("../README.md")));
        try (Stream<Path> pages = Files.list(Path.of("../docs"))) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                docs.append('\n').append(Files.readString(page));
            }
        }
        assertThat(docs.toString()).contains(snippet);
    }

    /** What the action prints on standard output. */
    static String output(ThrowingRunnable action) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            action.run();
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** A runnable that may throw. */
    interface ThrowingRunnable {
        void run() throws Exception;
    }

    private static int indexOf(List<String> lines, String marker) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().equals(marker)) {
                return i;
            }
        }
        throw new AssertionError("marker not found: " + marker);
    }
}
